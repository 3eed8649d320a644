"""Duels (rulebook "Batirse en duelo"). The visitor of an occupied building names an
opponent there and fights with honour (+1 reputation on a win) or dirty (+1 to the
roll, -1 reputation on a win). Both roll a die plus swords; only the challenger may
then spend hearts; the defender wins ties. A winner takes the building's action; a
loser goes to jail (day side: with one food) and ends the turn. In the tavern a
duel is optional. In a 2-player game the opponent rolls for the virtual duellist,
whose roll gets nothing added.
"""

from __future__ import annotations

from typing import Any

from games.core.types import Event
from games.near_and_far.actions import Duel, Word
from games.near_and_far.cards import can_pay, has_effect, pay
from games.near_and_far.state import NearFarState

DUMMY = -1


def challenge(state: NearFarState, seat: int, building: str) -> list[Event]:
    state.phase, state.ctx = "duel", {"b": building}
    return []


def legal_challenges(state: NearFarState, seat: int) -> list[Any]:
    from games.near_and_far.village import occupants

    building = state.ctx["b"]
    out: list[Any] = [
        Duel(t, dirty) for t in occupants(state, seat, building) for dirty in (False, True)
    ]
    if building == "tavern":
        out.append(Word("peace"))
    elif has_effect(state, seat, "bribe") and can_pay(state, seat, {"coin": 1}):
        out.append(Word("bribe"))
    return out


def declare(state: NearFarState, seat: int, action: Any) -> list[Event]:
    from games.near_and_far.village import enter

    building = state.ctx["b"]
    if action == Word("peace"):
        return enter(state, seat, building)
    if action == Word("bribe"):
        pay(state, seat, {"coin": 1})
        return [Event("bribe", {"seat": seat}), *enter(state, seat, building)]
    assert isinstance(action, Duel)
    roller = (
        action.target if action.target >= 0 else next(s for s in range(state.players) if s != seat)
    )
    state.phase = "duel_roll"
    state.ctx = {"b": building, "target": action.target, "dirty": action.dirty, "roller": roller}
    return [
        Event(
            "duel",
            {"seat": seat, "target": action.target, "dirty": action.dirty, "building": building},
        )
    ]


def combat(state: NearFarState, seat: int) -> int:
    from games.near_and_far.cards import effect_sum, stats

    return stats(state, seat)["sword"] + effect_sum(state, seat, "duel")


def roll(state: NearFarState) -> list[Event]:
    """Both dice at once; the challenger may then add hearts if behind."""
    ctx = state.ctx
    seat = state.active
    own = state.rng.randint(1, 6)
    other = state.rng.randint(1, 6)
    mine = own + combat(state, seat) + (1 if ctx["dirty"] else 0)
    theirs = other + (combat(state, ctx["target"]) if ctx["target"] >= 0 else 0)
    state.last = {"duel": [own, other, mine, theirs]}
    events = [
        Event(
            "duel_rolls",
            {
                "seat": seat,
                "target": ctx["target"],
                "die": own,
                "other_die": other,
                "total": mine,
                "other_total": theirs,
            },
        )
    ]
    from games.near_and_far.cards import hearts_available

    need = theirs + 1 - mine
    if need <= 0:
        return events + won(state, seat)
    if hearts_available(state, seat) >= need:
        state.phase = "boost"
        state.ctx = {**ctx, "for": "duel", "spend": [need]}
        return events
    return events + lost(state, seat)


def won(state: NearFarState, seat: int) -> list[Event]:
    from games.near_and_far.cards import gain
    from games.near_and_far.village import enter

    ctx = state.ctx
    delta = -1 if ctx["dirty"] else 1
    gain(state, seat, {"rep": delta})
    events = [Event("duel_won", {"seat": seat, "target": ctx["target"], "rep": delta})]
    return events + enter(state, seat, ctx["b"])


def lost(state: NearFarState, seat: int) -> list[Event]:
    from games.near_and_far import flow
    from games.near_and_far.cards import gain

    state.p(seat)["where"] = "jail"
    if state.day:
        gain(state, seat, {"food": 1})
    events = [Event("duel_lost", {"seat": seat, "target": state.ctx["target"]})]
    return events + flow.end_turn(state)
