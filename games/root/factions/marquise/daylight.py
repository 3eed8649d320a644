"""The Marquise de Cat's Daylight (Law of Root 6.5; seed 003 6.5.1-6.5.5).

First she may craft with her workshops (6.2.1, the shared `"craft"` frame);
as printed (`timing=printed`), the Daylight extras are offered before it too,
since "in your Daylight" includes the moment before crafting (Tax Collector
draws a card she may then craft). Then she takes up to three actions, plus
one per bird card she spends, in any order and combination: battle (6.5.1),
march (6.5.2: up to two moves), recruit (6.5.3, once per turn), build (6.5.4)
and overwork (6.5.5). The Daylight extras every faction has (dominance cards,
card effects) are in the same menu and cost no action. `done` ends Daylight.
"""

from __future__ import annotations

from typing import Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import cards, effects, rules
from games.root.actions import Done
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import (
    Build,
    March,
    Overwork,
    Recruit,
    SpendBird,
    StartBattle,
)
from games.root.factions.marquise.build import build_options, start_build
from games.root.factions.marquise.phases import serve
from games.root.factions.marquise.refusals import RECRUITED, why_not
from games.root.frames import Frame, Handler, finish, push
from games.root.options import printed_timing
from games.root.rules import movement, pieces
from games.root.rules.battle import can_battle
from games.root.state import RootState

ACTIONS_PER_DAYLIGHT = 3


def march_frame(seat: int) -> dict[str, Any]:
    """6.5.2: up to two moves; the first is what choosing March commits to."""
    return {"seat": seat, "faction": mb.MARQUISE, "moves": 2, "optional": True,
            "origin_suit": None, "min_moves": 1}


def battle_frame(seat: int) -> dict[str, Any]:
    """6.5.1: one battle in any clearing."""
    return {"seat": seat, "faction": mb.MARQUISE, "clearing_suit": None, "optional": False}


def can_recruit(state: RootState) -> bool:
    return (
        not state.turn_flags.get(RECRUITED)
        and bool(mb.building_clearings(state, "recruiter"))
        and mb.supply(state, "warriors") > 0
    )


def overwork_options(state: RootState, seat: int) -> list[Overwork]:
    """6.5.5: a card matching the clearing of a sawmill (birds are wild)."""
    if mb.supply(state, mb.WOOD) == 0:
        return []
    return [
        Overwork(clearing, card)
        for clearing in sorted(set(mb.building_clearings(state, "sawmill")))
        if mb.may_place(state, clearing)
        for card in state.hands[seat]
        if cards.matches(card, state.woods.clearings[clearing].suit)
    ]


def actions(state: RootState, seat: int) -> list[Any]:
    """Every action she could take if she has one left, in a stable order."""
    found: list[Any] = []
    if movement.can_move(state, mb.MARQUISE):
        found.append(March())
    if can_battle(state, mb.MARQUISE):
        found.append(StartBattle())
    found += build_options(state)
    if can_recruit(state):
        found.append(Recruit())
    return found + overwork_options(state, seat)


def birds(state: RootState, seat: int) -> list[SpendBird]:
    return [SpendBird(c) for c in state.hands[seat] if cards.suit_of(c) == cards.BIRD]


def menu(state: RootState, frame: Frame) -> list[Any]:
    seat = frame["seat"]
    possible = actions(state, seat)
    offered = possible if frame["actions"] > 0 else []
    extra_actions = birds(state, seat) if possible else []
    return [*offered, *extra_actions, *rules.daylight_extras(state, seat), Done()]


def asks_extras_first(state: RootState, frame: Frame) -> bool:
    """`timing=printed`: the extras before crafting, when she will craft (she
    has workshops) and a card effect of Daylight is usable: Tax Collector may
    draw a card to craft, Codebreakers may tell what to craft. (A dominance
    card is better activated after crafting, and taking one spends a card
    either way, so those alone ask nothing here: her menu has them.) Without
    workshops the menu comes at once. Card effects in play are public."""
    return (
        printed_timing(state)
        and bool(mb.building_clearings(state, "workshop"))
        and bool(effects.daylight_offers(state, frame["seat"]))
    )


def run_march(state: RootState, seat: int, action: March) -> list[Event]:
    push(state, "move", **march_frame(seat))
    return [Event("marquise_march", {"seat": seat})]


def run_battle(state: RootState, seat: int, action: StartBattle) -> list[Event]:
    push(state, "battle", **battle_frame(seat))
    return [Event("marquise_battle", {"seat": seat})]


def run_build(state: RootState, seat: int, action: Build) -> list[Event]:
    event = Event("marquise_build", {"seat": seat, "kind": action.kind,
                                     "clearing": action.clearing})
    return [event, *start_build(state, seat, action)]


def run_recruit(state: RootState, seat: int, action: Recruit) -> list[Event]:
    state.turn_flags[RECRUITED] = True
    serve(state, seat, "recruiter")
    return [Event("marquise_recruit", {"seat": seat})]


def run_overwork(state: RootState, seat: int, action: Overwork) -> list[Event]:
    event = Event("marquise_overwork", {"seat": seat, "clearing": action.clearing})
    events = cards.discard(state, seat, action.card)
    return [event, *events, *pieces.place_token(state, action.clearing, mb.MARQUISE, mb.WOOD)]


RUNNERS: dict[type, Any] = {
    March: run_march,
    StartBattle: run_battle,
    Build: run_build,
    Recruit: run_recruit,
    Overwork: run_overwork,
}


def spend_bird(state: RootState, frame: Frame, action: SpendBird) -> list[Event]:
    """6.5: each bird card spent gives one more action."""
    frame["actions"] += 1
    seat = frame["seat"]
    events = cards.discard(state, seat, action.card)
    return [*events, Event("marquise_bird", {"seat": seat, "actions": frame["actions"]})]


class Daylight(Handler):
    """6.5: crafting first, then the actions menu until she is done."""

    type = "marquise_daylight"

    def prompt(self, state: RootState, frame: Frame) -> Prompt | None:
        step, seat = frame["step"], frame["seat"]
        # With cards in hand, overwork, birds and dominance depend on them (1.2.1).
        private = bool(state.hands[seat])
        if step == "extras" and asks_extras_first(state, frame):
            return Prompt(seat, "marquise_extras_before_craft", {}, private=private)
        if step != "actions":
            return None
        params = {"actions": frame["actions"]}
        return Prompt(seat, "marquise_actions", params, private=private)

    def legal(self, state: RootState, frame: Frame, seat: Seat) -> list[Any]:
        if frame["step"] == "extras" and asks_extras_first(state, frame):
            return [*rules.daylight_extras(state, frame["seat"]), Done()]
        return menu(state, frame) if frame["step"] == "actions" else []

    def run(self, state: RootState, frame: Frame) -> list[Event]:
        """6.2.1: craft with the workshops before the actions."""
        if frame["step"] == "extras":
            frame["step"] = "craft"  # nothing to ask before crafting
            return []
        frame["step"] = "actions"
        workshops = mb.building_clearings(state, "workshop")
        if workshops:
            push(state, "craft", seat=frame["seat"], faction=mb.MARQUISE, pieces=workshops)
        return []

    def resume(self, state: RootState, frame: Frame, result: Any) -> list[Event]:
        return []  # back to the menu

    def explain(
        self, state: RootState, frame: Frame, seat: Seat, action: Any
    ) -> IllegalAction | None:
        return why_not(state, frame, action) if frame["step"] == "actions" else None

    def apply(self, state: RootState, frame: Frame, seat: Seat, action: Any) -> list[Event]:
        if frame["step"] == "extras":
            return self._before_craft(state, frame, action)
        if isinstance(action, Done):
            return finish(state)
        if isinstance(action, SpendBird):
            return spend_bird(state, frame, action)
        runner = RUNNERS.get(type(action))
        if runner is None:
            return rules.apply_daylight_extra(state, frame["seat"], action)
        frame["actions"] -= 1
        return runner(state, frame["seat"], action)

    def _before_craft(self, state: RootState, frame: Frame, action: Any) -> list[Event]:
        """An extra before crafting, or `done`: on to crafting."""
        if isinstance(action, Done):
            frame["step"] = "craft"
            return []
        return rules.apply_daylight_extra(state, frame["seat"], action)
