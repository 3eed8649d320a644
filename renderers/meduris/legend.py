"""The strip under the board that names every symbol, in the reader's language."""

from __future__ import annotations

from renderers.kit import (
    INK,
    PAPER,
    Box,
    Canvas,
    LegendEntry,
    Point,
    SeatStyle,
    hut,
    legend,
    resource_icon,
    temple,
)
from renderers.kit.boxes import legend_height
from renderers.kit.details import Ruler
from renderers.meduris import pieces
from renderers.meduris.words import Words

NEUTRAL = SeatStyle("neutral", (150, 150, 150), "circle", "")
RESOURCES = ("wool", "wood", "stone", "copper")


def entries(words: Words) -> list[LegendEntry]:
    def resource(name: str) -> LegendEntry:
        return LegendEntry(
            lambda c, p, s: resource_icon(c, name, p, s, words.locale), words(name).lower()
        )

    def token(kind: str, key: str) -> LegendEntry:
        return LegendEntry(lambda c, p, s: pieces.bonus_token(c, kind, p, s * 0.9), words(key))

    return [
        *(resource(name) for name in RESOURCES),
        LegendEntry(lambda c, p, s: hut(c, p, s, NEUTRAL), words("hut")),
        LegendEntry(lambda c, p, s: temple(c, p, s * 0.8, NEUTRAL), words("temple")),
        token("vp2", "vp2"),
        token("free_hut", "free_hut"),
        token("druid", "druid_token"),
        LegendEntry(_rune, words("rune")),
        LegendEntry(lambda c, p, s: pieces.druid(c, p, s), words("druid_piece")),
    ]


def _rune(canvas: Canvas, centre: Point, size: float) -> None:
    pieces.rune_stone(canvas, centre, size, "1", None)


GLYPH, TEXT, GAP = 34, 22, 20


def draw_legend(canvas: Canvas, box: Box, words: Words) -> None:
    canvas.rect(box, PAPER)
    left, top, right, bottom = box
    legend(canvas, (left + 16, top + 4, right - 16, bottom - 4), entries(words), GLYPH, TEXT, GAP)


def detail_legend_height(words: Words, canvas_width: float, width: float) -> float:
    """How tall the legend block is, `width` wide on a detail picture
    `canvas_width` wide."""
    return legend_height(Ruler(canvas_width), width - 32, entries(words), GLYPH, TEXT, GAP) + 16


def draw_detail_legend(canvas: Canvas, box: Box, words: Words) -> None:
    """The same legend in a framed block of the detail picture."""
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    legend(canvas, (left + 16, top + 8, right - 16, bottom - 8), entries(words), GLYPH, TEXT,
           GAP)
