"""Tavern (rulebook "Cantina"): recruit one adventurer from the row for its cost
less one coin per banner of its colour you own (chief included), then place it in
the team (one per faction, at most four with the pet) or in reserve. Once per turn
you may refresh the row for a coin. Unlimited occupancy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far import leaders
from games.near_and_far.actions import Card, NearFarAction, Word
from games.near_and_far.cards import can_pay, pay
from games.near_and_far.components import adventurers, rules
from games.near_and_far.leaders import banners
from games.near_and_far.village.rules import finish, visit_frame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    visit_frame(state).update({"recruited": False, "refreshed": False})
    return []


def price(state: NearFarState, seat: int, adventurer: str) -> int:
    card = adventurers()[adventurer]
    faction = card["faction"]
    discount = banners(state, seat, faction) + (1 if state.chiefs.get(faction) == seat else 0)
    return max(0, int(card["cost"]) - discount)


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    ctx = visit_frame(state)
    if "placing" in ctx:
        return placement_legal(state, seat)
    out: list[NearFarAction] = []
    if not ctx["recruited"]:
        out += [
            Card("recruit", a)
            for a in state.row
            if a is not None and can_pay(state, seat, {"coin": price(state, seat, a)})
        ]
    refill = state.bag or state.adventurer_discard
    if not ctx["refreshed"] and can_pay(state, seat, {"coin": 1}) and refill:
        out.append(Word("refresh"))
    return [*out, Word("done")]


def draw_adventurer(state: NearFarState) -> str | None:
    """From the bag; an empty bag takes back the discarded adventurers, mixed."""
    if not state.bag and state.adventurer_discard:
        state.bag = state.adventurer_discard
        state.adventurer_discard = []
        state.rng.shuffle(state.bag)
    return state.bag.pop() if state.bag else None


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    if "placing" in visit_frame(state):
        return place(state, seat, action)
    if action == Word("refresh"):
        pay(state, seat, {"coin": 1})
        state.adventurer_discard += [a for a in state.row if a]
        state.row = [draw_adventurer(state) for _ in range(int(rules()["row_size"]))]
        visit_frame(state)["refreshed"] = True
        return [Event("row_refreshed", {"seat": seat, "row": list(state.row)}, barrier=True)]
    if isinstance(action, Card):
        paid = pay(state, seat, {"coin": price(state, seat, action.card)})
        index = state.row.index(action.card)
        state.row[index] = draw_adventurer(state)
        visit_frame(state).update({"recruited": True, "placing": action.card})
        # The row is refilled from the bag: undoing would show the next adventurer.
        recruited = {"seat": seat, "adventurer": action.card, "paid": paid}
        return [Event("recruited", recruited, barrier=True)]
    return finish(state)


def placement_options(team: list[str], new: str) -> list[NearFarAction]:
    """`team` (a free place), `team <member>` (the member goes to reserve), `reserve`."""
    table = adventurers()
    faction = table[new]["faction"]
    same = [m for m in team if m != "pet" and table[m]["faction"] == faction]
    out: list[NearFarAction] = []
    size = int(rules()["team_size"])
    if same:
        out += [Card("team", m) for m in same]
    elif len(team) < size:
        out.append(Word("team"))
    else:
        out += [Card("team", m) for m in team]
    return [*out, Word("reserve")]


def placement_legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    return placement_options(state.p(seat)["team"], visit_frame(state)["placing"])


def place(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    player = state.p(seat)
    new = visit_frame(state).pop("placing")
    if action == Word("reserve"):
        player["reserve"].append(new)
    else:
        if isinstance(action, Card):
            player["team"].remove(action.card)
            player["reserve"].append(action.card)
        player["team"].append(new)
    leaders.check_chiefs(state, seat)
    return []
