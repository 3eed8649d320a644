"""The Lizard Cult (seed 000 section 10; docs/rules/root.md, "Lizard Cult").

This module is the faction as the rest of the engine sees it: its data, the
frames of its setup and of its three phases, and the shared rules it bends:
crafting with gardens (10.2.1), birds that are not wild (10.2.2), Revenge
(10.2.3), Pilgrims (10.2.4), Fear of the Faithful (10.2.5) and the Lost Souls
(10.2.6). The steps live in small modules: setup (10.3), birdsong (10.4),
daylight (10.5), evening (10.6), lost_souls (10.2.6, 10.4.1-10.4.2); board
reads the faction board, actions holds the actions and their notation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root import cards
from games.root.factions.base import Faction
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.frames import (
    birdsong_frame,
    daylight_frame,
    evening_frame,
    setup_frame,
)
from games.root.factions.lizards.lost_souls import to_lost_souls
from games.root.factions.lizards.view_types import LizardsBoard
from games.root.frames import push_frame

if TYPE_CHECKING:
    from games.root.state import RootState


def defending_in_battle(state: RootState, by: str | None) -> bool:
    """Is the Cult the defender of the battle being fought, and `by` its attacker?
    The battle is the nearest `"fight"` frame on the stack: the hits may be taken
    from a question above it (which building goes, 3.3.3)."""
    fight = next((f for f in reversed(state.stack) if f["type"] == "fight"), None)
    return (
        fight is not None and fight["defender"] == lb.LIZARDS and fight["attacker"] == by
    )


class Lizards(Faction):
    id = lb.LIZARDS
    letter = "L"
    section = 10  # the Law of Root, section 10
    anchor = True  # 5.1.1: a table includes the Marquise, the Eyrie or the Cult
    warriors = 25

    # -- setup (10.3) ----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        """10.3.1, 10.3.4: the warriors and the gardens on their tracks; nothing else yet."""
        return {"supply": lb.pieces_in_box(), "acolytes": int(lb.faction_sheet()[
            "starting_acolytes"]), "outcast": None, "hated": False, "lost_souls": [],
            "revealed": [], "scored": []}

    def push_setup(self, state: RootState, seat: int) -> None:
        push_frame(state, setup_frame(seat))

    # -- the turn (10.4-10.6) --------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        lb.data(state)["scored"] = []  # Score: once per suit per turn
        push_frame(state, birdsong_frame(seat))

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, daylight_frame(seat))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, evening_frame(seat))

    # -- shared rules it bends (10.2) ------------------------------------------------------
    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """10.2.1: the gardens."""
        return lb.garden_clearings(state)

    def birds_wild(self) -> bool:
        """10.2.2 Hated by Birds."""
        return False

    def rules_where_it_builds(self) -> bool:
        """10.2.4 Pilgrims: every clearing with a garden is the Cult's."""
        return True

    def discard_redirect(self, state: RootState) -> list[str] | None:
        """10.2.6: every card bound for the discard pile goes to the Lost Souls."""
        return lb.lost_souls(state)

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        """10.2.3 Revenge: warriors removed while the Cult defends become
        acolytes; 10.2.5 Fear of the Faithful: a random card per garden removed."""
        seat = state.seat_of(lb.LIZARDS)
        if kind == lb.WARRIORS and defending_in_battle(state, by):
            lb.data(state)["supply"][lb.WARRIORS] = lb.supply(state, lb.WARRIORS) - count
            lb.add_acolytes(state, count)
            return [Event("lizards_revenge", {"seat": seat, "count": count,
                                              "acolytes": lb.acolytes(state)})]
        events: list[Event] = []
        if kind in lb.GARDENS:
            for _ in range(count):
                hand = state.hands[seat]
                if hand:
                    lost = hand[state.rng.randbelow(len(hand))]
                    events += to_lost_souls(state, seat, lost, "fear")
        return events

    # -- what others see -------------------------------------------------------------------
    def public_view(self, state: RootState) -> LizardsBoard:
        return {
            "acolytes": lb.acolytes(state),
            "outcast": lb.outcast(state),
            "hated": lb.hated(state),
            "lost_souls": [cards.describe(c) for c in lb.lost_souls(state)],
            "revealed": [cards.describe(c) for c in lb.revealed(state)],
            "gardens": {suit: lb.gardens_on_map(state, suit) for suit in lb.SUITS},
            "gardens_left": {suit: lb.supply(state, lb.garden_of(suit)) for suit in lb.SUITS},
            "score_vp": {suit: lb.score_vp(state, suit) for suit in lb.SUITS},
            "conspiracy_cost": {c: lb.conspiracy_cost(state, c) for c in lb.CONSPIRACIES},
            "warriors_supply": lb.supply(state, lb.WARRIORS),
            "evening_draw": lb.evening_draw(state),
        }
