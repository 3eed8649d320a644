"""Where everything sits on the Mountain King image: the mountain's squares
(15 x 15, columns a-o, rows 1-15) on the left, the strips under it (legend,
horde and spellbook, pedestal marker, workshops and supplies), the players'
panels on the right."""

from __future__ import annotations

from renderers.kit import Box

WIDTH, HEIGHT = 1500, 1560
CELL = 56
BOARD_LEFT, BOARD_TOP = 44, 76
BOARD_RIGHT = BOARD_LEFT + 15 * CELL
PANEL_LEFT = BOARD_RIGHT + 22
BACKGROUND = (52, 46, 42)
RIM = 6  # the level colour left visible around a tunnel square
COLS = "abcdefghijklmno"
LEGEND_TOP = BOARD_TOP + 15 * CELL + 14
HORDE_TOP = LEGEND_TOP + 160 + 8
LOWER_TOP = HORDE_TOP + 206 + 8  # pedestal marker, workshops, supply
MARKER_LEFT = BOARD_LEFT - 30


def marker_token_centre(level: int, clan: int) -> tuple[float, float]:
    """Where the point token of `level` (1-5) and clan column (0-2) is drawn."""
    return (MARKER_LEFT + 74 + clan * 46, LOWER_TOP + 70 + (level - 1) * 32)


def cell_xy(name: str) -> tuple[int, int]:
    return COLS.index(name[0]), int(name[1:]) - 1


def square_box(x: int, y: int) -> tuple[float, float, float, float]:
    left, top = BOARD_LEFT + x * CELL, BOARD_TOP + y * CELL
    return (left, top, left + CELL, top + CELL)


def square_centre(name: str) -> tuple[float, float]:
    x, y = cell_xy(name)
    return (BOARD_LEFT + (x + 0.5) * CELL, BOARD_TOP + (y + 0.5) * CELL)


def inset(box: Box, by: float) -> Box:
    left, top, right, bottom = box
    return (left + by, top + by, right - by, bottom - by)

