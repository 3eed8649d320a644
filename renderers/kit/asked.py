"""The question on a board: the sentence the channel reads with the prompt.

The public view lists who is asked what (`view["pending"]`) with the parameters the
prompt's sentence shows (games/core/asked.py), so the board asks the very question
the prompt message asks, numbers included. A board names the player beside the
question, so a sentence that begins with the player's name loses it here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import get_game
from renderers.kit.lines import unfilled


def question(game_id: str, pending: object, names: Sequence[str], locale: str) -> str:
    """The sentence of the first prompt in `pending` (the view's list), "" if none.
    A view without the prompt's parameters (drawn by an older engine) shows its
    template with an ellipsis for each value."""
    if not isinstance(pending, list) or not pending or not isinstance(pending[0], Mapping):
        return ""
    prompt: Mapping[str, Any] = pending[0]
    kind = str(prompt.get("kind") or "")
    seat = prompt.get("seat")
    game = get_game(game_id)
    key = f"prompt.{kind}"
    if not kind or not (game.catalog.has(key) or game.catalog.has(key, locale)):
        return ""
    params = prompt.get("params")
    if not isinstance(params, Mapping) or not isinstance(seat, int):
        return _capital(unfilled(game.catalog.template(locale, key)
                                 or game.catalog.template("en", key) or "")
                        .removeprefix("\u2026").lstrip(",: "))
    text = game.question_text(seat, kind, params, locale, names).replace("`", "")
    name = names[seat] if 0 <= seat < len(names) else game.seat_name(seat, locale)
    if text.startswith(name):
        text = text[len(name):].lstrip(",: ")
    return _capital(text)


def _capital(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]
