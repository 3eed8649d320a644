"""The Marquise de Cat (Law of Root 6; seed 003 where the two differ).

This module is the faction as the rest of the engine sees it: her data,
the frames of her setup and of her three phases, and the shared rules she
bends (the keep, 6.2.2; field hospitals, 6.2.3). The steps live in small
modules: marquise_setup (6.3), marquise_phases (6.4, 6.6), marquise_daylight
(6.5), marquise_build (6.5.4), marquise_hospitals (6.2.3); marquise_board
reads her board and pieces, marquise_actions holds her actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root.factions.base import Faction
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.daylight import marquise_daylight_frame
from games.root.factions.marquise.hospitals import offer_field_hospitals
from games.root.factions.marquise.phases import serve
from games.root.factions.marquise.setup import initial_supply, marquise_setup_frame
from games.root.factions.marquise.view_types import MarquiseBoard, TrackView
from games.root.frames import push_frame, seat_frame

if TYPE_CHECKING:
    from games.root.state import RootState


class Marquise(Faction):
    id = mb.MARQUISE
    letter = "C"
    section = 6  # the Law of Root, section 6
    anchor = True  # 5.1.1: a table includes the Marquise, the Eyrie or the Cult
    warriors = 25

    # -- setup (6.3) -----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        return {"supply": initial_supply(), "keep_gone": False}

    def push_setup(self, state: RootState, seat: int) -> None:
        push_frame(state, marquise_setup_frame(seat))

    # -- the turn (6.4-6.6) ----------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        """6.4: one wood on each sawmill."""
        serve(state, seat, "sawmill")

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, marquise_daylight_frame(seat))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, seat_frame("marquise_evening", seat))

    # -- shared rules she bends (6.2) ------------------------------------------------------
    def may_place_in(self, state: RootState, faction: str, clearing: int) -> bool:
        """6.2.2: only the Marquise places pieces in the keep's clearing."""
        return faction == self.id or mb.keep_clearing(state) != clearing

    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """6.2.1: she crafts with workshops."""
        return mb.building_clearings(state, "workshop")

    def add_to_supply(self, state: RootState, kind: str, count: int) -> None:
        """6.2.2: a removed keep goes back to the box, never to the supply."""
        if kind == mb.KEEP and count > 0:
            mb.data(state)["keep_gone"] = True
            return
        super().add_to_supply(state, kind, count)

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        """6.2.3: removed warriors may go to the keep's clearing (field hospitals)."""
        if kind == "warriors":
            offer_field_hospitals(state, clearing, count)
        return []

    # -- what others see -------------------------------------------------------------------
    def corner_held(self, state: RootState) -> int | None:
        """The keep's clearing (10.3.2: the Lizard Cult sets up opposite it)."""
        return mb.keep_clearing(state)

    def public_view(self, state: RootState) -> MarquiseBoard:
        return {
            "tracks": {kind: track_view(state, kind) for kind in mb.BUILDINGS},
            "wood_supply": mb.supply(state, mb.WOOD),
            "warriors_supply": mb.supply(state, "warriors"),
            "keep": mb.keep_clearing(state),
            "keep_gone": bool(mb.data(state).get("keep_gone")),
            "draw_bonus": mb.draw_bonus(state),
            "actions_left": actions_left(state),
        }

def track_view(state: RootState, kind: str) -> TrackView:
    """A building track as the table sees it (6.3.5): what is left, and what
    the next one costs and scores."""
    return {
        "left": mb.supply(state, kind),
        "next_cost": mb.next_cost(state, kind),
        "next_vp": mb.next_vp(state, kind),
    }


def actions_left(state: RootState) -> int | None:
    """Actions left this Daylight (6.5), None outside her Daylight."""
    for frame in reversed(state.stack):
        if frame["type"] == "marquise_daylight" and frame["step"] == "actions":
            return int(frame["actions"])
    return None


