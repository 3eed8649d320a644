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

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
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
from games.root.frames import Handler, finish, push_frame
from games.root.options import printed_timing
from games.root.rules import movement, pieces
from games.root.rules.battle import BattleFrame, battle_frame, can_battle
from games.root.rules.crafting import craft_frame
from games.root.rules.movement import MovesFrame, move_frame
from games.root.state import RootState

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.rules.daylight import DaylightExtra

ACTIONS_PER_DAYLIGHT = 3

DaylightAction = March | StartBattle | Build | Recruit | Overwork
"""6.5.1-6.5.5: what costs one of her actions."""
DaylightAnswer: TypeAlias = "DaylightAction | SpendBird | DaylightExtra | Done"


class MarquiseDaylightFrame(FrameBase):
    """6.5: the extras before crafting (as printed), crafting, then the
    actions menu with `actions` left."""

    seat: int
    step: Literal["extras", "craft", "actions"]
    actions: int


def marquise_daylight_frame(seat: int) -> MarquiseDaylightFrame:
    return MarquiseDaylightFrame(type="marquise_daylight", seat=seat, step="extras",
                                 actions=ACTIONS_PER_DAYLIGHT)


def march_frame(seat: int) -> MovesFrame:
    """6.5.2: up to two moves; the first is what choosing March commits to."""
    return move_frame(seat, mb.MARQUISE, 2, optional=True, origin_suit=None, min_moves=1)


def battle_action_frame(seat: int) -> BattleFrame:
    """6.5.1: one battle in any clearing."""
    return battle_frame(seat, mb.MARQUISE, clearing_suit=None, optional=False)


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


def actions(state: RootState, seat: int) -> list[DaylightAction]:
    """Every action she could take if she has one left, in a stable order."""
    found: list[DaylightAction] = []
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


def menu(state: RootState, frame: MarquiseDaylightFrame) -> list[DaylightAnswer]:
    seat = frame["seat"]
    possible = actions(state, seat)
    offered = possible if frame["actions"] > 0 else []
    extra_actions = birds(state, seat) if possible else []
    return [*offered, *extra_actions, *rules.daylight_extras(state, seat), Done()]


def asks_extras_first(state: RootState, frame: MarquiseDaylightFrame) -> bool:
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
    push_frame(state, march_frame(seat))
    return [Event("marquise_march", {"seat": seat})]


def run_battle(state: RootState, seat: int, action: StartBattle) -> list[Event]:
    push_frame(state, battle_action_frame(seat))
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


RUNNERS: dict[type, Callable[[RootState, int, Any], list[Event]]] = {
    March: run_march,
    StartBattle: run_battle,
    Build: run_build,
    Recruit: run_recruit,
    Overwork: run_overwork,
}


def spend_bird(state: RootState, frame: MarquiseDaylightFrame, action: SpendBird) -> list[Event]:
    """6.5: each bird card spent gives one more action."""
    frame["actions"] += 1
    seat = frame["seat"]
    events = cards.discard(state, seat, action.card)
    return [*events, Event("marquise_bird", {"seat": seat, "actions": frame["actions"]})]


class Daylight(Handler[MarquiseDaylightFrame, DaylightAnswer]):
    """6.5: crafting first, then the actions menu until she is done."""

    type = "marquise_daylight"

    def prompt(self, state: RootState, frame: MarquiseDaylightFrame) -> Prompt | None:
        step, seat = frame["step"], frame["seat"]
        # With cards in hand, overwork, birds and dominance depend on them (1.2.1).
        private = bool(state.hands[seat])
        if step == "extras" and asks_extras_first(state, frame):
            return Prompt(seat, "marquise_extras_before_craft", {}, private=private)
        if step != "actions":
            return None
        params = {"actions": frame["actions"]}
        return Prompt(seat, "marquise_actions", params, private=private)

    def legal(
        self, state: RootState, frame: MarquiseDaylightFrame, seat: Seat
    ) -> list[DaylightAnswer]:
        if frame["step"] == "extras" and asks_extras_first(state, frame):
            return [*rules.daylight_extras(state, frame["seat"]), Done()]
        return menu(state, frame) if frame["step"] == "actions" else []

    def run(self, state: RootState, frame: MarquiseDaylightFrame) -> list[Event]:
        """6.2.1: craft with the workshops before the actions."""
        if frame["step"] == "extras":
            frame["step"] = "craft"  # nothing to ask before crafting
            return []
        frame["step"] = "actions"
        workshops = mb.building_clearings(state, "workshop")
        if workshops:
            push_frame(state, craft_frame(frame["seat"], mb.MARQUISE, workshops))
        return []

    def resume(self, state: RootState, frame: MarquiseDaylightFrame, result: Any) -> list[Event]:
        return []  # back to the menu

    def explain(
        self, state: RootState, frame: MarquiseDaylightFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        return why_not(state, frame, action) if frame["step"] == "actions" else None

    def apply(
        self, state: RootState, frame: MarquiseDaylightFrame, seat: Seat, action: DaylightAnswer
    ) -> list[Event]:
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

    def _before_craft(
        self, state: RootState, frame: MarquiseDaylightFrame, action: DaylightAnswer
    ) -> list[Event]:
        """An extra before crafting, or `done`: on to crafting."""
        if isinstance(action, Done):
            frame["step"] = "craft"
            return []
        return rules.apply_daylight_extra(state, frame["seat"], action)
