"""Visiting the village (rulebook "Visitar la aldea"): move your character to a
building and take its action; an occupied building (not the tavern) needs a duel.

Each building is its own module with `arrive` (what happens on entering), `legal`
and `act` (its decisions), asked through the one `VisitBuilding` step. Rules common
to all visits are in rules.py (never the same building twice in a row, the jail's
free visit, the 2-player virtual duellist in the town hall); entering, with the
visit bonuses of cards, is here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from games.core.types import Event
from games.near_and_far import frames
from games.near_and_far.actions import NearFarAction
from games.near_and_far.cards import effect_sum, gain, visit_gains
from games.near_and_far.frames import BuildingFrame
from games.near_and_far.turn_step import TurnStep
from games.near_and_far.village import farm, hall, mine, mystic, shop, stable, tavern
from games.near_and_far.village.rules import occupants

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

class Building(Protocol):
    """What a building's module gives (village/<building>.py)."""

    def arrive(self, state: NearFarState, seat: int) -> list[Event]:
        """What happens on entering."""
        ...

    def legal(self, state: NearFarState, seat: int) -> Sequence[NearFarAction]:
        """The decisions inside, at the step the building is at."""
        ...

    def act(self, state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
        """Carry one out."""
        ...


MODULES: dict[str, Building] = {
    "hall": hall,
    "tavern": tavern,
    "stable": stable,
    "shop": shop,
    "farm": farm,
    "mystic": mystic,
    "mine": mine,
}


def enter(state: NearFarState, seat: int, building: str) -> list[Event]:
    """Visit bonuses first (they come even if the action is not taken), the toll of
    cards that make the other characters pay, then the building's own action."""
    events: list[Event] = []
    bonus = visit_gains(state, seat, building)
    if bonus:
        gain(state, seat, bonus)
        events.append(Event("visit_bonus", {"seat": seat, "gained": bonus}))
    if effect_sum(state, seat, "toll"):
        for other in occupants(state, seat, building):
            if other >= 0 and state.p(other)["coin"] > 0:
                state.p(other)["coin"] -= 1
                state.p(seat)["coin"] += 1
                events.append(Event("toll", {"seat": seat, "from": other}))
    frames.replace_frame(state, frames.building_frame(building))
    return events + MODULES[building].arrive(state, seat)


class VisitBuilding(TurnStep[BuildingFrame, NearFarAction]):
    """Rulebook "Visitar la aldea": the building's own action, asked step by step by its
    module (`legal` and `act`); the prompt's kind names the building and the step
    (`hall_trade`, `tavern_place`, `shop_keep`, ...)."""

    type = "building"

    def kind(self, state: NearFarState, frame: BuildingFrame) -> str:
        building = frame["b"]
        if building == "shop" and "drawn" in frame:
            return "shop_keep"
        step = "trade" if "give" in frame else "place" if "placing" in frame else "act"
        return f"{building}_{step}"

    def choices(self, state: NearFarState, frame: BuildingFrame, seat: int) -> list[NearFarAction]:
        return list(MODULES[frame["b"]].legal(state, seat))

    def choose(
        self, state: NearFarState, frame: BuildingFrame, seat: int, action: NearFarAction
    ) -> list[Event]:
        return MODULES[frame["b"]].act(state, seat, action)
