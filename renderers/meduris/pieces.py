"""Meduris pieces that no other game has: the druid, bonus tokens, rune stones, flags."""

from __future__ import annotations

from renderers.kit import GOLD, INK, WHITE, Canvas, Point, SeatStyle, seat_mark
from renderers.kit.glyphs import hut

DRUID_ROBE = (250, 250, 246)
HALO = (255, 238, 170)
DRUID_TOKEN = (120, 170, 90)
FREE_HUT_TOKEN = (40, 150, 150)
RUNE_GREY = (128, 132, 140)
STONE_SLAB = (176, 170, 160)


def druid(canvas: Canvas, centre: Point, size: float) -> None:
    """A white-robed, hooded figure with a golden staff: nobody's colour."""
    x, y = centre
    s = size
    edge = max(1.5, s * 0.06)
    canvas.circle((x, y), 0.56 * s, HALO, GOLD, max(2.0, s * 0.06))
    canvas.line([(x + 0.3 * s, y - 0.4 * s), (x + 0.3 * s, y + 0.42 * s)], INK, s * 0.12)
    canvas.line([(x + 0.3 * s, y - 0.38 * s), (x + 0.3 * s, y + 0.4 * s)], GOLD, s * 0.06)
    robe = [(x, y - 0.28 * s), (x + 0.26 * s, y + 0.42 * s), (x - 0.26 * s, y + 0.42 * s)]
    canvas.polygon(robe, DRUID_ROBE, INK, edge)
    canvas.circle((x, y - 0.24 * s), 0.17 * s, DRUID_ROBE, INK, edge)
    canvas.circle((x, y - 0.21 * s), 0.08 * s, INK)


def bonus_token(canvas: Canvas, kind: str, centre: Point, size: float) -> None:
    """A round bonus token: gold +2, teal free hut, green druid sickle."""
    x, y = centre
    r = size / 2
    fill = {"vp2": GOLD, "free_hut": FREE_HUT_TOKEN, "druid": DRUID_TOKEN}.get(kind, WHITE)
    canvas.circle(centre, r, fill, INK, max(1.5, size * 0.07))
    if kind == "vp2":
        canvas.text(centre, "+2", size * 0.5, INK, "mm", glyph=True)
    elif kind == "free_hut":
        blank = SeatStyle("none", WHITE, "circle", "")
        hut(canvas, (x, y + size * 0.02), size * 0.6, blank)
    elif kind == "druid":
        canvas.circle((x, y), r * 0.62, WHITE)
        canvas.circle((x + r * 0.28, y - r * 0.14), r * 0.56, fill)
    else:
        canvas.text(centre, "?", size * 0.5, INK, "mm", glyph=True)


def rune_stone(
    canvas: Canvas, centre: Point, size: float, area_label: str, holder: SeatStyle | None,
    mark_below: bool = False,
) -> None:
    """An area's rune stone: grey with the area number; its holder's mark beside it,
    clear of the stone (below it on a road that runs up and down)."""
    x, y = centre
    w, h = size * 0.5, size * 0.42
    points = [(x - w, y - h * 0.5), (x - w * 0.55, y - h), (x + w * 0.6, y - h),
              (x + w, y - h * 0.3), (x + w * 0.8, y + h), (x - w * 0.75, y + h)]
    canvas.polygon(points, RUNE_GREY, INK, max(1.5, size * 0.05))
    canvas.text(centre, area_label, size * 0.5, WHITE, "mm", INK, max(1.0, size * 0.05),
                glyph=True)
    if holder is not None:
        seat_mark(canvas, rune_mark_at(centre, size, mark_below), size * RUNE_MARK, holder)


RUNE_MARK = 0.4
"""The holder's mark radius as a fraction of the stone's size."""


def rune_mark_at(centre: Point, size: float, below: bool) -> Point:
    """The centre of the holder's mark beside a rune stone: touching its side
    (or its foot), never on it."""
    x, y = centre
    w, h = size * 0.5, size * 0.42
    gap = size * RUNE_MARK + 2
    return (x, y + h + gap) if below else (x + w + gap, y)


def stone_slab(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    r = size / 2
    points = [(x - r, y - r * 0.5), (x - r * 0.4, y - r), (x + r * 0.7, y - r * 0.8),
              (x + r, y + r * 0.2), (x + r * 0.5, y + r), (x - r * 0.8, y + r * 0.7)]
    canvas.polygon(points, STONE_SLAB, INK, max(1.5, size * 0.05))


def flag(canvas: Canvas, centre: Point, size: float) -> None:
    """A chequered flag: where the druid's final lap ends."""
    x, y = centre
    s = size
    canvas.line([(x - 0.3 * s, y - 0.5 * s), (x - 0.3 * s, y + 0.5 * s)], INK, s * 0.08)
    cell = 0.16 * s
    for row in range(3):
        for col in range(4):
            colour = INK if (row + col) % 2 == 0 else WHITE
            left, top = x - 0.26 * s + col * cell, y - 0.48 * s + row * cell
            canvas.rect((left, top, left + cell, top + cell), colour)
    canvas.rect((x - 0.26 * s, y - 0.48 * s, x - 0.26 * s + 4 * cell, y - 0.48 * s + 3 * cell),
                None, INK, s * 0.04)
