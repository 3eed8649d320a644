"""Reaching a game's form in a real game (tests of games/core/forms.py and the bot's
modals): play the first legal action (or a preferred one) until the form is offered."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.core import Seat, State, get_game
from games.core.forms import Declaration


def reach(
    game_id: str,
    players: int,
    options: Mapping[str, str],
    seed: int,
    form_id: str,
    prefer: Callable[[Any], bool] | None = None,
    limit: int = 3000,
) -> tuple[State, Seat, Declaration]:
    """The first position of a seeded game where `form_id` is offered to a seat."""
    game = get_game(game_id)
    state = game.setup(players, dict(options), seed)
    for _ in range(limit):
        assert not state.is_over(), f"{game_id}: the game ended before {form_id}"
        for prompt in state.pending():
            offered = game.forms.offered(state, prompt.seat)
            if offered is not None and offered.id == form_id:
                return state, prompt.seat, offered
        seat = state.pending()[0].seat
        legal = state.legal(seat)
        preferred = [a for a in legal if prefer is not None and prefer(a)]
        state.apply(seat, (preferred or legal)[0])
    raise AssertionError(f"{game_id}: no {form_id} form in {limit} moves")


def stepped(state: State, seat: Seat, actions: list[Any]) -> State:
    """A copy of `state` with the actions played one by one, as `/play` would."""
    copy = state.clone()
    for action in actions:
        copy.apply(seat, action)
    return copy

