"""Item pictures (boot, bag, crossbow, hammer, sword, tea, coin, torch) on a small tile,
and the Vagabond's items in their four states (Law of Root 9.2.5).

A state reads at a glance by the tile, not by a label: a ready item is a light
tile with a dark picture; an exhausted one is turned over, a dark tile with a
light picture; a damaged one has a thick red frame and a red slash across it, on
a light or a dark tile as it is ready or exhausted.
"""

from __future__ import annotations

import math

from renderers.kit import INK, WARNING, Canvas, Point
from renderers.kit.canvas import Colour
from renderers.root.suits import scaled

TILE = (250, 244, 226)
EXHAUSTED_TILE = (74, 68, 64)
DAMAGE = WARNING
FAINT, FAINT_BACK = (196, 186, 166), (236, 228, 206)
STATES = ("ready", "exhausted", "damaged", "damaged_exhausted")
BOOT = ((-0.22, -0.4), (0.08, -0.4), (0.08, 0.0), (0.3, 0.08), (0.4, 0.18), (0.4, 0.3),
        (-0.22, 0.3))
BAG_NECK = ((-0.14, -0.38), (0.14, -0.38), (0.06, -0.2), (-0.06, -0.2))
HAMMER_HEAD = ((-0.06, -0.4), (0.06, -0.44), (0.4, -0.06), (0.3, 0.04))
SWORD = ((-0.06, -0.38), (0.0, -0.46), (0.06, -0.38), (0.06, 0.12), (-0.06, 0.12))
FLAME = ((0.0, -0.46), (0.16, -0.26), (0.14, -0.12), (0.0, -0.06), (-0.14, -0.12),
         (-0.16, -0.26), (-0.04, -0.32))


def item_tile(canvas: Canvas, item: str, centre: Point, size: float,
              state: str = "ready") -> None:
    """A tile with the item's picture; an unknown item shows its initial. `state`
    (ready, exhausted, damaged, damaged_exhausted) turns the tile dark when the
    item is exhausted and frames and slashes it in red when it is damaged."""
    x, y = centre
    half = size / 2
    exhausted = state in ("exhausted", "damaged_exhausted")
    damaged = state in ("damaged", "damaged_exhausted")
    back, ink = (EXHAUSTED_TILE, TILE) if exhausted else (TILE, INK)
    box = (x - half, y - half, x + half, y + half)
    canvas.rect(box, back, INK, max(1.0, size * 0.05), radius=size * 0.16)
    draw = PICTURES.get(item)
    if not item:
        pass  # a bare tile: the key of a state
    elif draw is None:
        canvas.text(centre, item[:1].upper() or "?", size * 0.55, ink, "mm", glyph=True)
    else:
        draw(canvas, centre, size, ink, back)
    if damaged:
        canvas.line([(x - half * 0.8, y + half * 0.8), (x + half * 0.8, y - half * 0.8)], DAMAGE,
                    size * 0.1)
        canvas.rect(box, None, DAMAGE, max(2.0, size * 0.1), radius=size * 0.16)


def _boot(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    x, y = centre
    canvas.polygon(scaled(BOOT, centre, size), ink)
    canvas.rect((x - 0.26 * size, y + 0.3 * size, x + 0.42 * size, y + 0.4 * size), ink)
    canvas.line([(x - 0.22 * size, y - 0.26 * size), (x + 0.08 * size, y - 0.26 * size)], back,
                size * 0.05)


def _bag(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    x, y = centre
    canvas.circle((x, y + 0.1 * size), 0.3 * size, ink)
    canvas.polygon(scaled(BAG_NECK, centre, size), ink)
    canvas.line([(x - 0.16 * size, y - 0.2 * size), (x + 0.16 * size, y - 0.2 * size)], ink,
                size * 0.07)


def _sword(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.polygon(scaled(SWORD, centre, s), ink)
    canvas.rect((x - 0.24 * s, y + 0.1 * s, x + 0.24 * s, y + 0.19 * s), ink)
    canvas.rect((x - 0.05 * s, y + 0.19 * s, x + 0.05 * s, y + 0.4 * s), ink)


def _hammer(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    """A hammer leaning to the right, so it never reads as the letter T."""
    x, y = centre
    s = size
    canvas.line([(x - 0.3 * s, y + 0.36 * s), (x + 0.1 * s, y - 0.1 * s)], ink, s * 0.1)
    canvas.polygon(scaled(HAMMER_HEAD, centre, s), ink)


def _crossbow(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    """A crossbow seen from above, turned a quarter to the right: stock, bow and string."""
    bow = [(0.4 * t / 8, -0.26 + 0.16 * (t / 8) ** 2) for t in range(-8, 9)]
    stock = [(0.0, -0.44), (0.0, 0.42)]
    string = [bow[0], (0.0, -0.02), bow[-1]]
    canvas.line(turned(stock, centre, size), ink, size * 0.1)
    canvas.line(turned(bow, centre, size), ink, size * 0.08)
    canvas.line(turned(string, centre, size), ink, size * 0.03)


def turned(shape: list[Point], centre: Point, size: float) -> list[Point]:
    """`shape` (unit coordinates) turned 45 degrees clockwise, scaled and placed."""
    half = math.sqrt(0.5)
    return [(centre[0] + (dx - dy) * half * size, centre[1] + (dx + dy) * half * size)
            for dx, dy in shape]


def _tea(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.arc((x + 0.08 * s, y - 0.12 * s, x + 0.38 * s, y + 0.18 * s), 270, 90, ink, s * 0.07)
    canvas.rect((x - 0.3 * s, y - 0.18 * s, x + 0.2 * s, y + 0.3 * s), ink, radius=s * 0.1)
    for dx in (-0.14, 0.04):
        canvas.line([(x + dx * s, y - 0.24 * s), (x + (dx + 0.04) * s, y - 0.4 * s)], ink,
                    s * 0.05)


def _coin(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    canvas.circle(centre, size * 0.34, ink)
    canvas.circle(centre, size * 0.22, back)
    canvas.circle(centre, size * 0.1, ink)


def _torch(canvas: Canvas, centre: Point, size: float, ink: Colour, back: Colour) -> None:
    """A torch held upright: a tapering handle under a flame with a hollow heart."""
    x, y = centre
    s = size
    canvas.polygon([(x - 0.1 * s, y - 0.04 * s), (x + 0.1 * s, y - 0.04 * s),
                    (x + 0.04 * s, y + 0.42 * s), (x - 0.04 * s, y + 0.42 * s)], ink)
    canvas.polygon(scaled(FLAME, centre, s), ink)
    canvas.circle((x, y - 0.17 * s), 0.05 * s, back)


PICTURES = {"boot": _boot, "bag": _bag, "sword": _sword, "hammer": _hammer,
            "crossbow": _crossbow, "tea": _tea, "coin": _coin, "torch": _torch}


def faint_item(canvas: Canvas, item: str, centre: Point, size: float) -> None:
    """An empty space for `item`: its outline and picture, faint."""
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), FAINT_BACK, FAINT, max(1.0, size * 0.04),
                radius=size * 0.16)
    draw = PICTURES.get(item)
    if draw is not None:
        draw(canvas, centre, size * 0.8, FAINT, FAINT_BACK)
