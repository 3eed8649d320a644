"""The Woodland Alliance (Law of Root 8; seed 003 where the two differ).

This module is the faction as the rest of the engine sees it: its data, the
frames of its setup and of its three phases, and the shared rules it bends:
crafting with sympathy (8.2.1), Guerrilla War (8.2.2), the face-down
supporters (8.2.3), what happens when a base or a sympathy token is removed
(8.2.4, 8.2.6) and outrage when warriors move into a sympathetic clearing
(8.2.6). The steps live in small modules: birdsong (8.4), daylight (8.5),
evening (8.6), supporters (8.2.3-8.2.4), outrage (8.2.6); board reads the
faction board, actions holds the actions and their notation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root import cards
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.birdsong import alliance_birdsong_frame
from games.root.factions.alliance.evening import alliance_evening_frame
from games.root.factions.alliance.outrage import outrage
from games.root.factions.alliance.supporters import base_removed
from games.root.factions.alliance.view_types import AllianceBoard
from games.root.factions.base import Faction
from games.root.frames import push_frame, seat_frame
from games.root.view_types import CardView

if TYPE_CHECKING:
    from games.root.state import RootState


class Alliance(Faction):
    id = ab.ALLIANCE
    letter = "A"
    section = 8  # the Law of Root, section 8
    warriors = 10

    # -- setup (8.3) -----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        """8.3.1-8.3.3: warriors, bases and sympathy on the board; no officer."""
        return {"supply": ab.pieces_in_box(), "supporters": [], "officers": 0}

    def push_setup(self, state: RootState, seat: int) -> None:
        """8.3.4: three cards face down as supporters. Nothing else goes on the
        map and nothing is asked."""
        push_frame(state, seat_frame("alliance_setup", seat))

    # -- the turn (8.4-8.6) ----------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        push_frame(state, alliance_birdsong_frame(seat))

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, seat_frame("alliance_daylight", seat))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, alliance_evening_frame(seat))

    # -- shared rules it bends (8.2) -------------------------------------------------------
    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """8.2.1: the Alliance crafts with sympathy tokens."""
        return ab.sympathy_clearings(state)

    def defends_with_high_roll(self, state: RootState) -> bool:
        """8.2.2 Guerrilla War: as defender, the Alliance deals the higher roll."""
        return True

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        """8.2.4: a base removed; 8.2.6: a sympathy token removed by another
        player outrages that player."""
        events: list[Event] = []
        if kind in ab.BASES:
            for _ in range(count):
                events += base_removed(state, kind)
        if kind == ab.SYMPATHY and by is not None and by != self.id and by in state.factions:
            for _ in range(count):
                events += outrage(state, by, clearing)
        return events

    def after_warriors_moved(
        self, state: RootState, mover: str, origin: int, target: int, count: int
    ) -> list[Event]:
        """8.2.6: another player's warriors moved into a sympathetic clearing."""
        if mover == self.id or count <= 0 or not ab.sympathetic(state, target):
            return []
        return outrage(state, mover, target)

    # -- what others see -------------------------------------------------------------------
    def public_view(self, state: RootState) -> AllianceBoard:
        return {
            "supporters": len(ab.supporters(state)),
            "supporters_limit": ab.supporters_limit(state),
            "bases_left": ab.bases_left(state),
            "officers": ab.officers(state),
            "sympathy": {
                "on_map": ab.sympathy_on_map(state),
                "left": ab.supply(state, ab.SYMPATHY),
                "next_cost": ab.next_cost(state),
                "next_vp": ab.next_vp(state),
            },
            "warriors_supply": ab.supply(state, ab.WARRIORS),
            "evening_draw": ab.evening_draw(state),
        }

    def face_down_cards(self, state: RootState) -> list[list[str]]:
        """8.2.3: the supporters, seen by the Alliance alone."""
        return [ab.supporters(state)]

    def private_view(self, state: RootState) -> dict[str, list[CardView]]:
        """The Alliance's own view adds its supporters (RootPrivate.supporters)."""
        return {"supporters": [cards.describe(c) for c in ab.supporters(state)]}
