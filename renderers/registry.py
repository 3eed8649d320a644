"""Which games have pictures: the renderer of a game is the module
`renderers.<game id>`, for every game of the one list (`games.core.game_ids`).

A renderer module offers `render`, `render_details` and `seat_styles` (see the
package docstring); a registered game whose module does not exist has no board.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from types import ModuleType
from typing import Any

from games.core import game_ids
from renderers.kit import SeatStyle


def key(game_id: str) -> str:
    return str(game_id).strip().lower().replace("-", "_")


@cache
def has_renderer(game_id: str) -> bool:
    name = key(game_id)
    return name in game_ids() and importlib.util.find_spec(f"renderers.{name}") is not None


def drawn_games() -> list[str]:
    return [g for g in game_ids() if has_renderer(g)]


def renderer_module(game_id: str) -> ModuleType:
    if not has_renderer(game_id):
        known = ", ".join(sorted(drawn_games()))
        shown = str(game_id)[:40]
        raise ValueError(f"there is no board image for {shown!r} yet (we draw: {known})")
    return importlib.import_module(f"renderers.{key(game_id)}")


def renderer_seat_styles(game_id: str, view: dict[str, Any], locale: str) -> list[SeatStyle]:
    """Each seat's style as the game's board draws it (the renderer's `seat_styles`)."""
    styles: list[SeatStyle] = renderer_module(game_id).seat_styles(view, locale)
    return styles
