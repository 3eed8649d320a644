"""The faction boards, each drawn by its own module; a faction without one
shows what its board view holds as plain lines, so a new faction is never
left out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from renderers.kit import INK, MUTED, Box, Canvas
from renderers.root.board_alliance import draw_alliance
from renderers.root.board_eyrie import draw_eyrie
from renderers.root.board_lizards import draw_lizards
from renderers.root.board_marquise import draw_marquise
from renderers.root.board_riverfolk import draw_riverfolk
from renderers.root.board_vagabond import draw_vagabond
from renderers.root.reading import mapping
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import (
        AllianceBoard,
        EyrieBoard,
        LizardsBoard,
        MarquiseBoard,
        RiverfolkBoard,
        RootView,
        VagabondBoard,
    )

LINE = 28
VAGABONDS = ("vagabond", "vagabond2")


def draw_faction_board(canvas: Canvas, view: RootView, faction: str, box: Box,
                       words: Words, previous: RootView | None = None) -> None:
    """`previous`: the board shown before, for the marks of what changed on a board."""
    shown = mapping(view.get("faction_boards")).get(faction)
    board = shown if isinstance(shown, dict) else {}
    # A board missing from the view reads as empty: each drawer reads its keys with
    # .get and a fallback counted on the map.
    if faction == "marquise":
        draw_marquise(canvas, view, cast("MarquiseBoard", board), box, words)
    elif faction == "eyrie":
        draw_eyrie(canvas, view, cast("EyrieBoard", board), box, words)
    elif faction == "alliance":
        draw_alliance(canvas, view, cast("AllianceBoard", board), box, words, previous)
    elif faction == "riverfolk":
        draw_riverfolk(canvas, view, cast("RiverfolkBoard", board), box, words)
    elif faction in VAGABONDS:
        draw_vagabond(canvas, view, faction, cast("VagabondBoard", board), box, words, previous)
    elif faction == "lizards":
        draw_lizards(canvas, view, cast("LizardsBoard", board), box, words)
    else:
        draw_plain(canvas, board, box)


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
