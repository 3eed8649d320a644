"""Effects used in Evening: Cobbler (Law of Root 3.1.3; the card, in data.json)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import frames
from games.root.effects.common import frame_would_offer, used
from games.root.effects.registry import CardEffect, Target
from games.root.factions.base import FACTIONS
from games.root.options import card_choice_optional
from games.root.rules.movement import MovesFrame, move_frame

if TYPE_CHECKING:
    from games.root.state import RootState


class Cobbler(CardEffect):
    """At the start of Evening you may take one move (the shared `"move"` frame).
    Using the card is that choice: the move is not optional, so a single
    possible move is made without a question; `card_choice=optional` (games
    stored before issue 14) may still decline it with `done`."""

    card = "cobbler"
    timing = "evening_start"

    def _move(self, state: RootState, seat: int) -> MovesFrame:
        optional = card_choice_optional(state)
        return move_frame(seat, state.factions[seat], 1, optional, None, 0 if optional else 1,
                          frame_type=self._frame(state, seat))

    def _frame(self, state: RootState, seat: int) -> str:
        """The shared move, or the faction's own (the Vagabond moves his pawn, 9.5.1)."""
        return FACTIONS[state.factions[seat]].move_frame

    def targets(self, state: RootState, seat: int) -> list[Target]:
        return [None] if frame_would_offer(state, self._move(state, seat)) else []

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        frames.push_frame(state, self._move(state, seat))
        return [used(seat, self.card)]
