"""Rules common to every visit (rulebook "Visitar la aldea", "Batirse en duelo"):
who stands in a building, when a visit needs a duel, where one may go, and the end
of a building's action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far import frames
from games.near_and_far.actions import BUILDINGS
from games.near_and_far.cards import has_effect
from games.near_and_far.frames import BuildingFrame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

DUMMY = -1


def occupants(state: NearFarState, seat: int, building: str) -> list[int]:
    """Who a visitor would have to duel: other characters there, and in a 2-player
    game the virtual duellist in the town hall when the opponent is not there."""
    others = [s for s in range(state.players) if s != seat and state.p(s)["where"] == building]
    if building == "hall" and state.players == 2 and not others:
        return [DUMMY]
    return others


def needs_duel(state: NearFarState, seat: int, building: str) -> bool:
    if building == "tavern" or not occupants(state, seat, building):
        return False
    if state.p(seat)["where"] == "jail":
        return False  # freed from jail: any building without a duel
    return not (building == "hall" and has_effect(state, seat, "hall_free"))


def visitable(state: NearFarState, seat: int) -> list[str]:
    """Any building but the one you stand in."""
    return [b for b in BUILDINGS if state.p(seat)["where"] != b]


def visit_frame(state: NearFarState) -> BuildingFrame:
    """What the building's steps remember (its module's rules run while the
    building's frame is on top)."""
    return frames.current(state, BuildingFrame)


def finish(state: NearFarState) -> list[Event]:
    """The building's action is over: the turn ends after any free purchases."""
    frames.replace_frame(state, frames.step_frame("end"))
    return []
