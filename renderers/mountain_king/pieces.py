"""The pieces as drawn: each level's, clan's and resource's colour, and a glyph
per piece (resources, statues, pedestals, point tokens, altars, rubble,
workshops), shared by the mountain, the strips under it and the panels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from renderers.kit import GOLD, INK, PAPER, WHITE, Canvas, Point, darker, shape_points

LEVEL_FILL = {
    0: (170, 40, 34), 1: (86, 86, 92), 2: (140, 140, 146), 3: (138, 96, 64),
    4: (214, 136, 58), 5: (244, 232, 176),
}
CLAN_FILL = {"fire": (232, 84, 40), "ice": (120, 196, 236), "moon": (196, 186, 232),
             "mud": (150, 116, 80), "wild": (150, 100, 50)}
CLAN_SHAPE = {"fire": "triangle", "ice": "diamond", "moon": "circle"}
RESOURCE_FILL = {"stone": (160, 160, 160), "iron": (84, 112, 150), "heartstone": (206, 54, 44),
                 "coin": GOLD, "cart": (150, 100, 50), "hammer": (70, 70, 74),
                 "rune": (128, 70, 180)}
RESOURCES = ("stone", "iron", "heartstone", "coin", "cart", "hammer", "rune")
OPEN = (46, 170, 70)  # an open workshop entrance


def resource_glyph(canvas: Canvas, symbol: str, centre: tuple[float, float], size: float,
                   hollow: bool = False) -> None:
    """A resource's own shape: pebble, ingot, gem, coin, cart, hammer, rune
    stone. `cart:fire` is a cart with a body of the clan's colour. Hollow: the
    outline only (a free symbol on a troll)."""
    base, _, clan = symbol.partition(":")
    colour = RESOURCE_FILL[base]
    fill = None if hollow else colour
    line = colour if hollow else INK
    width = max(1.5, size * 0.08)
    x, y = centre
    r = size / 2
    if base == "stone":
        corners: tuple[Point, ...] = ((-0.9, 0.1), (-0.5, -0.7), (0.4, -0.8), (0.9, -0.1),
                                      (0.6, 0.7), (-0.5, 0.7))
        canvas.polygon([(x + r * a, y + r * b) for a, b in corners], fill, line, width)
    elif base == "iron":
        corners = ((-0.55, -0.5), (0.55, -0.5), (0.95, 0.5), (-0.95, 0.5))
        canvas.polygon([(x + r * a, y + r * b) for a, b in corners], fill, line, width)
    elif base == "heartstone":
        canvas.polygon([(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)], fill, line,
                       width)
    elif base == "coin":
        canvas.circle((x, y), r * 0.85, fill, line, width)
        canvas.circle((x, y), r * 0.45, None, line if hollow else darker(GOLD, 0.3), width * 0.8)
    elif base == "cart":
        body = CLAN_FILL.get(clan, colour) if clan else colour
        canvas.rect((x - r * 0.9, y - r * 0.6, x + r * 0.9, y + r * 0.25),
                    None if hollow else body, body if hollow else INK, width)
        for dx in (-0.5, 0.5):
            canvas.circle((x + dx * r, y + r * 0.5), r * 0.28, None if hollow else INK,
                          body if hollow else INK, width * 0.8)
    elif base == "hammer":
        canvas.rect((x - r * 0.15, y - r * 0.3, x + r * 0.15, y + r * 0.95), fill, line, width)
        canvas.rect((x - r * 0.85, y - r * 0.85, x + r * 0.85, y - r * 0.25), fill, line, width)
    else:  # rune
        canvas.rect((x - r * 0.75, y - r * 0.85, x + r * 0.75, y + r * 0.85), fill, line, width,
                    radius=r * 0.3)
        canvas.line([(x - r * 0.3, y + r * 0.5), (x - r * 0.3, y - r * 0.5), (x + r * 0.3, y),
                     (x - r * 0.3, y + r * 0.05)], colour if hollow else WHITE, width)


def statue_glyph(canvas: Canvas, clan: str, centre: tuple[float, float], size: float,
                 letter: str, buried: bool = False) -> None:
    """A statue: its clan's colour, its own shape (fire triangle, ice diamond,
    moon disc) and letter; a buried one is hollow."""
    points = shape_points(CLAN_SHAPE.get(clan, "circle"), centre, size / 2)
    colour = CLAN_FILL[clan]
    if buried:
        canvas.polygon(points, None, colour, max(2.0, size * 0.1))
        canvas.text(centre, letter, size * 0.45, colour, "mm", glyph=True)
    else:
        canvas.polygon(points, colour, INK, max(2.0, size * 0.09))
        canvas.text(centre, letter, size * 0.45, INK, "mm", glyph=True)


def pedestal_glyph(canvas: Canvas, clan: str, centre: tuple[float, float], size: float) -> None:
    """A pedestal: a plinth in its clan's colour."""
    x, y = centre
    w, h = size / 2, size * 0.28
    canvas.polygon([(x - w * 0.7, y - h), (x + w * 0.7, y - h), (x + w, y + h), (x - w, y + h)],
                   CLAN_FILL[clan], INK, max(1.5, size * 0.08))


def token_glyph(canvas: Canvas, value: Any, centre: tuple[float, float], size: float) -> None:
    """A pedestal point token: a gold disc with its honour."""
    canvas.circle(centre, size / 2, GOLD, INK, max(1.5, size * 0.07))
    canvas.text(centre, str(value), size * 0.6, INK, "mm")


def altar_glyph(canvas: Canvas, centre: tuple[float, float], size: float) -> None:
    x, y = centre
    r = size / 2
    canvas.polygon([(x, y - r), (x + r * 0.3, y - r * 0.3), (x + r, y - r * 0.2),
                    (x + r * 0.45, y + r * 0.25), (x + r * 0.6, y + r), (x, y + r * 0.6),
                    (x - r * 0.6, y + r), (x - r * 0.45, y + r * 0.25), (x - r, y - r * 0.2),
                    (x - r * 0.3, y - r * 0.3)], GOLD, INK, max(1.2, size * 0.06))


def rubble_glyph(canvas: Canvas, centre: tuple[float, float], size: float) -> None:
    """Rubble: a heap of dark rocks."""
    x, y = centre
    r = size / 2
    for dx, dy, k in ((-0.45, 0.3, 0.32), (0.4, 0.32, 0.3), (0.0, -0.25, 0.34),
                      (-0.1, 0.45, 0.22), (0.45, -0.35, 0.2), (-0.5, -0.35, 0.18)):
        canvas.circle((x + dx * r, y + dy * r), k * r, (72, 54, 38), INK, 1.2)


def workshop_glyph(canvas: Canvas, centre: tuple[float, float], size: float, number: str,
                   entrances: Sequence[str] = ()) -> None:
    """An established workshop: a paper badge with its number; a green bar on
    each side that touches a tunnel (an open entrance)."""
    x, y = centre
    r = size / 2
    canvas.rect((x - r * 0.8, y - r * 0.8, x + r * 0.8, y + r * 0.8), PAPER, INK, 2, radius=r * 0.3)
    canvas.text((x, y), number, size * 0.5, INK, "mm")
    bars = {"n": [(x - r * 0.5, y - r * 0.92), (x + r * 0.5, y - r * 0.92)],
            "s": [(x - r * 0.5, y + r * 0.92), (x + r * 0.5, y + r * 0.92)],
            "w": [(x - r * 0.92, y - r * 0.5), (x - r * 0.92, y + r * 0.5)],
            "e": [(x + r * 0.92, y - r * 0.5), (x + r * 0.92, y + r * 0.5)]}
    for side in entrances:
        canvas.line(bars[side], OPEN, max(4.0, size * 0.16))

