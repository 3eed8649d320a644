"""Passing the turn and the end of the game (rulebook "El turno de un jugador",
"Final de la partida")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far import frames, scoring

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def end_turn(state: NearFarState) -> list[Event]:
    """Pass the turn clockwise. Once someone has placed their last camp, the round is
    finished so that everyone has had as many turns; then final scoring."""
    state.stack = []
    state.turn_index += 1
    if state.turn_index == state.players:
        state.turn_index = 0
        state.round += 1
        if state.end_by is not None:
            return scoring.final_scoring(state)
    frames.push_frame(state, frames.step_frame("turn"))
    return [Event("turn", {"seat": state.active, "round": state.round})]
