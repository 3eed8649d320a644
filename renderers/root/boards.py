"""The faction boards, each drawn by the panel its faction declares
(renderers/root/factions.py); a faction without one shows what its board view
holds as plain lines, so a new faction is never left out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from renderers.kit import INK, MUTED, Box, Canvas
from renderers.root.factions import PANELS
from renderers.root.reading import mapping
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

LINE = 28


def draw_faction_board(canvas: Canvas, view: RootView, faction: str, box: Box,
                       words: Words, previous: RootView | None = None) -> None:
    """`previous`: the board shown before, for the marks of what changed on a board."""
    shown = mapping(view.get("faction_boards")).get(faction)
    board = shown if isinstance(shown, dict) else {}
    # A board missing from the view reads as empty: each drawer reads its keys with
    # .get and a fallback counted on the map.
    panel = PANELS.get(faction)
    if panel is None:
        draw_plain(canvas, board, box)
    else:
        panel.draw(canvas, view, faction, board, box, words, previous)


def draw_plain(canvas: Canvas, board: dict[str, Any], box: Box) -> None:
    """`key: value` lines for the simple values of a board we have no picture for."""
    left, top, right, bottom = box
    y = top + LINE / 2
    for key in sorted(board):
        value = board[key]
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items())
        elif isinstance(value, list | tuple):
            value = ", ".join(str(v) for v in value)
        if y > bottom - LINE / 2:
            canvas.text((left, y - LINE), "\u2026", 22, MUTED, "lm")
            return
        canvas.text((left, y), f"{key.replace('_', ' ')}: {value}", 22, INK, "lm",
                    max_width=right - left)
        y += LINE
