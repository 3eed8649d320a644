"""What follows the last question of a step: the druid moves on after a
build, the die passes clockwise, the end of the game comes (rulebook
"Desarrollo del juego", "El sendero del druida", "Fin del juego").

Each function replaces the frame on top of the stack with the step that
comes next (games/meduris/frames.py), so every step ends the same way
whatever asked last."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.meduris import druid, frames, scoring

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


def big_benefit(state: MedurisState) -> list[Event]:
    """Turn 1/2 is over: the active player's big benefit (A, B or C) comes."""
    frames.replace_frame(state, frames.step_frame("big_benefit"))
    return []


def after_build(state: MedurisState) -> list[Event]:
    """Move the druid on; a ritual he starts ends the turn when it ends."""
    events, visits = druid.advance(state)
    if visits:
        frames.replace_frame(state, frames.ritual_frame("ritual", visits))
        return events
    return events + end_turn(state)


def end_turn(state: MedurisState) -> list[Event]:
    """Pass the die clockwise. Once a player has built both temples and every
    hut, each other player has one more turn; then the druid's final lap."""
    events = []
    seat = state.active
    if state.end_by is None and state.huts_left[seat] == 0 and state.temples_left[seat] == 0:
        state.end_by = seat
        events.append(Event("end_triggered", {"seat": seat}))
    state.turn_index = (state.turn_index + 1) % state.players
    if state.end_by is not None and state.active == state.end_by:
        return events + final_lap(state)
    frames.replace_frame(state, frames.step_frame("roll"))
    events.append(Event("turn", {"seat": state.active}))
    return events


def final_lap(state: MedurisState) -> list[Event]:
    """"La última ronda del druida": a last offering from every hut, then the
    final scoring (at once when no hut stands)."""
    events, visits = druid.final_lap(state)
    if not visits:
        return events + end_game(state)
    frames.replace_frame(state, frames.ritual_frame("final_lap", visits))
    return events


def end_game(state: MedurisState) -> list[Event]:
    """Final scoring; no step is left to ask."""
    state.stack.clear()
    return scoring.final_scoring(state)
