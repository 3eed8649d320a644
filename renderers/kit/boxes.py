"""Framed panels and the legend strip that explains a board's symbols."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from renderers.kit.canvas import Box, Canvas, Colour, Point
from renderers.kit.palette import INK, PAPER

GlyphDrawer = Callable[[Canvas, Point, float], None]


def panel(
    canvas: Canvas, box: Box, fill: Colour = PAPER, title: str | None = None,
    title_size: float = 26, outline: Colour = INK,
) -> Box:
    """A rounded framed box, optionally titled; returns the inner box left for content."""
    canvas.rect(box, fill, outline, 3, radius=14)
    left, top, right, bottom = box
    if title:
        canvas.text((left + 16, top + 10), title, title_size, INK, max_width=right - left - 32)
        top += title_size + 16
    return (left + 12, top + 8, right - 12, bottom - 10)


@dataclass(frozen=True)
class LegendEntry:
    draw: GlyphDrawer
    label: str


def legend(
    canvas: Canvas, box: Box, entries: Sequence[LegendEntry], glyph: float = 34,
    text_size: float = 22, gap: float = 22,
) -> None:
    """Glyph-and-label pairs laid left to right, wrapping to new rows inside `box`."""
    left, top, right, _ = box
    x, y = left, top
    row = glyph + 8
    for entry in entries:
        width = glyph + 6 + canvas.text_width(entry.label, text_size)
        if x > left and x + width > right:
            x, y = left, y + row
        entry.draw(canvas, (x + glyph / 2, y + row / 2), glyph)
        canvas.text((x + glyph + 6, y + row / 2), entry.label, text_size, INK, "lm")
        x += width + gap
