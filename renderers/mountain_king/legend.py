"""The legend under the mountain: the levels, a gate, a tunnel, a hall with its
altar, the statues, a pedestal and its anchor, a workshop and its space,
rubble and buried resources."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import (
    GOLD,
    INK,
    PAPER,
    WHITE,
    Canvas,
    LegendEntry,
    darker,
    legend,
    lighter,
    seat_mark,
    seat_style,
)
from renderers.kit.boxes import GlyphDrawer
from renderers.mountain_king.layout import BOARD_LEFT, BOARD_RIGHT, inset
from renderers.mountain_king.pieces import (
    CLAN_SHAPE,
    LEVEL_FILL,
    altar_glyph,
    pedestal_glyph,
    resource_glyph,
    rubble_glyph,
    statue_glyph,
    workshop_glyph,
)
from renderers.mountain_king.words import Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView


def draw_legend(canvas: Canvas, view: MountainKingView, words: Words, top: float) -> float:
    bottom = top + 160
    canvas.rect((BOARD_LEFT - 30, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    seat0 = view["seats"][0]
    style = seat_style(seat0["colour"], 0)

    def swatch(level: int) -> GlyphDrawer:
        def draw(c: Canvas, p: tuple[float, float], s: float) -> None:
            c.rect((p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2), LEVEL_FILL[level],
                   INK, 1)
            c.text(p, str(level) if level else "♥", s * 0.55,
                   INK if level >= 2 else WHITE, "mm")
        return draw

    def tunnel(c: Canvas, p: tuple[float, float], s: float) -> None:
        box = (p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2)
        c.rect(box, LEVEL_FILL[3], INK, 2)
        c.rect(inset(box, s * 0.14), lighter(style.fill, 0.15))

    def hall(c: Canvas, p: tuple[float, float], s: float) -> None:
        box = (p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2)
        c.rect(box, darker(style.fill, 0.15), GOLD, 4)
        altar_glyph(c, p, s * 0.55)

    def anchor(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.circle(p, s * 0.16, INK, WHITE, 1)

    def space(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.rect((p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2), LEVEL_FILL[2])
        c.rect((p[0] - s * 0.35, p[1] - s * 0.35, p[0] + s * 0.35, p[1] + s * 0.35), None,
               PAPER, 2, radius=5)

    clan_letters = {clan: words(f"clan_letter.{clan}") for clan in CLAN_SHAPE}

    def statue(clan: str) -> GlyphDrawer:
        return lambda c, p, s: statue_glyph(c, clan, p, s * 0.9, clan_letters[clan])
    entries = [
        LegendEntry(swatch(0), words("heart")),
        *[LegendEntry(swatch(level), "") for level in (1, 2, 3, 4)],
        LegendEntry(swatch(5), words("levels")),
        LegendEntry(lambda c, p, s: seat_mark(c, p, s * 0.45, style), words("gate")),
        LegendEntry(tunnel, words("tunnel")),
        LegendEntry(hall, words("hall_altar")),
        *[LegendEntry(statue(clan), "") for clan in ("fire", "ice")],
        LegendEntry(lambda c, p, s: statue_glyph(c, "moon", p, s * 0.9, clan_letters["moon"]),
                    words("statues")),
        LegendEntry(lambda c, p, s: statue_glyph(c, "fire", p, s * 0.9, clan_letters["fire"],
                                                 buried=True), words("buried_statue")),
        LegendEntry(lambda c, p, s: pedestal_glyph(c, "ice", p, s * 0.9), words("pedestal")),
        LegendEntry(anchor, words("anchor")),
        LegendEntry(lambda c, p, s: workshop_glyph(c, p, s, "1", ("e",)), words("workshop")),
        LegendEntry(space, words("workshop_space")),
        LegendEntry(lambda c, p, s: rubble_glyph(c, p, s), words("rubble")),
        LegendEntry(lambda c, p, s: resource_glyph(c, "iron", p, s * 0.7),
                    words("buried_resources")),
    ]
    # The level swatches sit side by side: no gap between the five.
    legend(canvas, (BOARD_LEFT - 18, top + 8, BOARD_RIGHT - 10, bottom), entries, glyph=28,
           text_size=17, gap=14)
    return bottom + 8
