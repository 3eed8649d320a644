"""Framed panels and the legend strip that explains a board's symbols."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

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


class MeasuresWidth(Protocol):
    """A canvas, or anything that measures text like one (kit.details.Ruler)."""

    def text_width(self, text: str, size: float) -> float: ...


def legend_places(
    measure: MeasuresWidth, width: float, entries: Sequence[LegendEntry], glyph: float,
    text_size: float, gap: float,
) -> list[Point]:
    """Where each entry of a legend `width` wide starts, from its top left corner:
    left to right, wrapping to a new row when the next one would not fit."""
    x = y = 0.0
    row = glyph + 8
    places: list[Point] = []
    for entry in entries:
        taken = glyph + 6 + measure.text_width(entry.label, text_size)
        if x > 0 and x + taken > width:
            x, y = 0.0, y + row
        places.append((x, y))
        x += taken + gap
    return places


def legend_height(
    measure: MeasuresWidth, width: float, entries: Sequence[LegendEntry], glyph: float = 34,
    text_size: float = 22, gap: float = 22,
) -> float:
    """How tall `legend` draws these entries in a box `width` wide."""
    places = legend_places(measure, width, entries, glyph, text_size, gap)
    return (places[-1][1] if places else 0) + glyph + 8


def legend(
    canvas: Canvas, box: Box, entries: Sequence[LegendEntry], glyph: float = 34,
    text_size: float = 22, gap: float = 22,
) -> None:
    """Glyph-and-label pairs laid left to right, wrapping to new rows inside `box`."""
    left, top, right, _ = box
    row = glyph + 8
    places = legend_places(canvas, right - left, entries, glyph, text_size, gap)
    for entry, (dx, dy) in zip(entries, places, strict=True):
        x, y = left + dx, top + dy
        entry.draw(canvas, (x + glyph / 2, y + row / 2), glyph)
        canvas.text((x + glyph + 6, y + row / 2), entry.label, text_size, INK, "lm")
