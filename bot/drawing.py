"""How the game master gets its board pictures: a declared seam.

The game master is handed a `BoardDrawer` when it is built (bot/app.py, the
console, tests); it never looks the renderers up by name or inspects their
signatures. The default draws with the renderers package (Pillow).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import renderers

View = dict[str, Any]


class BoardDrawer(Protocol):
    """Draws a game's public view; called off the event loop (a worker thread)."""

    def can_draw(self, game_id: str) -> bool:
        """Whether this game has a board picture at all."""
        ...

    def draw(
        self, game_id: str, view: View, names: Sequence[str], locale: str,
        previous: View | None,
    ) -> list[bytes]:
        """PNG bytes: the board of the public `view` first (what changed since
        `previous`, the last posted board's view, marked), then the detail
        pictures that make it readable on a phone."""
        ...


class RendererDrawer:
    """The renderers package: every registered game's board and detail pictures.

    `apart`: drawn in the board-drawing process rather than on the drawing thread
    (bot/render_thread.py): a board is a pure function of the public view it is
    given, so it can be drawn anywhere, and elsewhere it does not hold the event
    loop's lock while the move's text is sent."""

    def __init__(self, *, apart: bool = True) -> None:
        self.apart = apart

    def can_draw(self, game_id: str) -> bool:
        return renderers.has_renderer(game_id)

    def draw(
        self, game_id: str, view: View, names: Sequence[str], locale: str,
        previous: View | None,
    ) -> list[bytes]:
        return renderers.render_pngs(game_id, view, names, locale, previous)
