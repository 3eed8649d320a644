"""The score panel: one row per player with mark, name, score, pieces left and runes.

While the game runs, rows follow the seats and the players asked to act are
highlighted; once it is over, rows follow the final ranking and winners get a
gold star.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import (
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    Box,
    Canvas,
    hut,
    seat_mark,
    shape_points,
    temple,
)
from renderers.kit.changes import delta_tag
from renderers.meduris.reading import area_label, pending_seats, scores, seat_styles
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

HEADER = 34
# column starts as fractions of the panel width: name, score, huts left, temples left, runes
COLUMNS = (0.0, 0.34, 0.47, 0.62, 0.78)


def row_order(view: MedurisView) -> list[int]:
    seats = range(len(view.get("seats", [])))
    result = view.get("result")
    ranking = result.get("ranking") if result else None
    if ranking and sorted(int(s) for s in ranking) == list(seats):
        return [int(s) for s in ranking]
    return list(seats)


def draw_scores(
    canvas: Canvas, view: MedurisView, box: Box, names: Sequence[str], words: Words,
    deltas: Sequence[int] = (),
) -> None:
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    inner = (left + 16, top + 8, right - 16, bottom - 10)
    columns = [inner[0] + f * (inner[2] - inner[0]) for f in COLUMNS]
    # One head over the huts and the temples: both count the pieces left to build
    # (each row shows which by its glyph).
    heads = (("player", 0, 1), ("score", 1, 2), ("left", 2, 4), ("runes", 4, 5))
    ends = [*columns[1:], inner[2]]
    for key, first, last in heads:
        x = columns[first]
        canvas.text((x, inner[1] + HEADER / 2), words(key), 22, MUTED, "lm",
                    max_width=ends[last - 1] - x - 8)
    order = row_order(view)
    height = min(72.0, (inner[3] - inner[1] - HEADER) / max(1, len(order)))
    for i, seat in enumerate(order):
        y = inner[1] + HEADER + i * height
        draw_row(canvas, view, seat, (inner[0], y, inner[2], y + height), columns, names[seat])
        if seat < len(deltas):
            delta_tag(canvas, (columns[1] + 52, y + height / 2), deltas[seat], 24)


def draw_row(
    canvas: Canvas, view: MedurisView, seat: int, box: Box, columns: Sequence[float],
    name: str,
) -> None:
    left, top, right, bottom = box
    mid = (top + bottom) / 2
    style = seat_styles(view)[seat]
    info = view["seats"][seat]
    result = view.get("result")
    winners = [int(w) for w in (result.get("winners", []) if result else [])]
    if not view.get("result") and seat in pending_seats(view):
        canvas.rect((left - 8, top + 3, right + 8, bottom - 3), HIGHLIGHT, radius=10)
    seat_mark(canvas, (columns[0] + 22, mid), 21, style)
    name_left = columns[0] + 52
    if seat in winners:
        canvas.polygon(shape_points("star", (name_left + 14, mid), 16), GOLD, INK, 2)
        name_left += 34
    canvas.text((name_left, mid), name, 30, INK, "lm", max_width=columns[1] - name_left - 10)
    canvas.text((columns[1], mid), str(scores(view)[seat]), 36, INK, "lm")
    hut(canvas, (columns[2] + 18, mid), 36, style)
    canvas.text((columns[2] + 44, mid), str(info.get("huts_left", 0)), 30, INK, "lm")
    temple(canvas, (columns[3] + 22, mid), 32, style)
    canvas.text((columns[3] + 50, mid), str(info.get("temples_left", 0)), 30, INK, "lm")
    draw_runes(canvas, info.get("runes", []), (columns[4], mid), right)


def draw_runes(canvas: Canvas, runes: Sequence[int], at: tuple[float, float], right: float) -> None:
    """How many rune stones, and of which areas (numbered as on the road)."""
    x, y = at
    count = len(runes)
    canvas.text((x, y), str(count), 30, INK, "lm")
    if count:
        areas = " ".join(area_label(int(a)) for a in sorted(runes))
        canvas.text((x + 30, y + 2), f"({areas})", 22, MUTED, "lm", max_width=right - x - 30)
