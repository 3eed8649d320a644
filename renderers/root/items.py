"""Item pictures (boot, bag, crossbow, hammer, sword, tea, coin) on a small tile."""

from __future__ import annotations

import math

from renderers.kit import INK, Canvas, Point
from renderers.root.suits import scaled

TILE = (250, 244, 226)
BOOT = ((-0.22, -0.4), (0.08, -0.4), (0.08, 0.0), (0.3, 0.08), (0.4, 0.18), (0.4, 0.3),
        (-0.22, 0.3))
BAG_NECK = ((-0.14, -0.38), (0.14, -0.38), (0.06, -0.2), (-0.06, -0.2))
HAMMER_HEAD = ((-0.06, -0.4), (0.06, -0.44), (0.4, -0.06), (0.3, 0.04))
SWORD = ((-0.06, -0.38), (0.0, -0.46), (0.06, -0.38), (0.06, 0.12), (-0.06, 0.12))


def item_tile(canvas: Canvas, item: str, centre: Point, size: float) -> None:
    """A light tile with the item's picture in ink; an unknown item shows its initial."""
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), TILE, INK, max(1.0, size * 0.05),
                radius=size * 0.16)
    draw = PICTURES.get(item)
    if draw is None:
        canvas.text(centre, item[:1].upper() or "?", size * 0.55, INK, "mm")
    else:
        draw(canvas, centre, size)


def _boot(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    canvas.polygon(scaled(BOOT, centre, size), INK)
    canvas.rect((x - 0.26 * size, y + 0.3 * size, x + 0.42 * size, y + 0.4 * size), INK)
    canvas.line([(x - 0.22 * size, y - 0.26 * size), (x + 0.08 * size, y - 0.26 * size)], TILE,
                size * 0.05)


def _bag(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    canvas.circle((x, y + 0.1 * size), 0.3 * size, INK)
    canvas.polygon(scaled(BAG_NECK, centre, size), INK)
    canvas.line([(x - 0.16 * size, y - 0.2 * size), (x + 0.16 * size, y - 0.2 * size)], INK,
                size * 0.07)


def _sword(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    s = size
    canvas.polygon(scaled(SWORD, centre, s), INK)
    canvas.rect((x - 0.24 * s, y + 0.1 * s, x + 0.24 * s, y + 0.19 * s), INK)
    canvas.rect((x - 0.05 * s, y + 0.19 * s, x + 0.05 * s, y + 0.4 * s), INK)


def _hammer(canvas: Canvas, centre: Point, size: float) -> None:
    """A hammer leaning to the right, so it never reads as the letter T."""
    x, y = centre
    s = size
    canvas.line([(x - 0.3 * s, y + 0.36 * s), (x + 0.1 * s, y - 0.1 * s)], INK, s * 0.1)
    canvas.polygon(scaled(HAMMER_HEAD, centre, s), INK)


def _crossbow(canvas: Canvas, centre: Point, size: float) -> None:
    """A crossbow seen from above, turned a quarter to the right: stock, bow and string."""
    bow = [(0.4 * t / 8, -0.26 + 0.16 * (t / 8) ** 2) for t in range(-8, 9)]
    stock = [(0.0, -0.44), (0.0, 0.42)]
    string = [bow[0], (0.0, -0.02), bow[-1]]
    canvas.line(turned(stock, centre, size), INK, size * 0.1)
    canvas.line(turned(bow, centre, size), INK, size * 0.08)
    canvas.line(turned(string, centre, size), INK, size * 0.03)


def turned(shape: list[Point], centre: Point, size: float) -> list[Point]:
    """`shape` (unit coordinates) turned 45 degrees clockwise, scaled and placed."""
    half = math.sqrt(0.5)
    return [(centre[0] + (dx - dy) * half * size, centre[1] + (dx + dy) * half * size)
            for dx, dy in shape]


def _tea(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    s = size
    canvas.arc((x + 0.08 * s, y - 0.12 * s, x + 0.38 * s, y + 0.18 * s), 270, 90, INK, s * 0.07)
    canvas.rect((x - 0.3 * s, y - 0.18 * s, x + 0.2 * s, y + 0.3 * s), INK, radius=s * 0.1)
    for dx in (-0.14, 0.04):
        canvas.line([(x + dx * s, y - 0.24 * s), (x + (dx + 0.04) * s, y - 0.4 * s)], INK,
                    s * 0.05)


def _coin(canvas: Canvas, centre: Point, size: float) -> None:
    canvas.circle(centre, size * 0.34, INK)
    canvas.circle(centre, size * 0.22, TILE)
    canvas.circle(centre, size * 0.1, INK)


PICTURES = {"boot": _boot, "bag": _bag, "sword": _sword, "hammer": _hammer,
            "crossbow": _crossbow, "tea": _tea, "coin": _coin}

