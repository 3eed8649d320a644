"""Pieces on the map: buildings by kind, ruins, the keep, wood, sympathy, other
tokens, and the Vagabond's pawn.

Buildings are squares in their owner's colour with a white picture of their
kind (saw blade, hammer, warrior, nest, the animal of an Alliance base's suit),
so two factions' buildings differ by colour and by picture, and the kinds of one
faction by picture. Tokens are round; a pawn is a standing figure.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from renderers.kit import INK, WHITE, Canvas, Point, SeatStyle, darker, lighter, wood_log
from renderers.kit.canvas import Colour
from renderers.root.styles import RUIN, SLOT_EMPTY
from renderers.root.suits import scaled, suit_symbol

RUIN_COLUMN = ((-0.14, 0.3), (-0.14, -0.22), (-0.02, -0.3), (0.04, -0.16), (0.14, -0.24),
               (0.14, 0.3))

def slot(canvas: Canvas, centre: Point, size: float) -> None:
    """An empty building slot."""
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), SLOT_EMPTY, darker(SLOT_EMPTY, 0.45),
                max(1.0, size * 0.05), radius=size * 0.14)


def ruin(canvas: Canvas, centre: Point, size: float) -> None:
    """A ruin: grey stone with a broken column."""
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), RUIN, INK, max(1.2, size * 0.06),
                radius=size * 0.14)
    s = size
    column = scaled(RUIN_COLUMN, centre, s)
    canvas.polygon(column, lighter(RUIN, 0.55), INK, max(1.0, s * 0.035))
    canvas.rect((x - 0.3 * s, y + 0.28 * s, x + 0.3 * s, y + 0.38 * s), lighter(RUIN, 0.3))


def building(canvas: Canvas, kind: str, centre: Point, size: float, style: SeatStyle) -> None:
    """A building of `kind` in its owner's colour; a ruin when the owner is the ruin."""
    if kind == "ruin":
        ruin(canvas, centre, size)
        return
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), style.fill, INK, max(1.2, size * 0.06),
                radius=size * 0.14)
    draw = BUILDING_PICTURES.get(kind)
    if draw is None:
        canvas.text(centre, kind[:1].upper() or "?", size * 0.6, WHITE, "mm", INK, size * 0.04)
    else:
        draw(canvas, centre, size, style.fill)


def _saw(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    teeth = 10
    points = []
    for i in range(2 * teeth):
        angle = math.pi * i / teeth
        reach = size * (0.36 if i % 2 == 0 else 0.26)
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    canvas.polygon(points, WHITE)
    canvas.circle(centre, size * 0.08, back)


def _hammer(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.rect((x - 0.32 * s, y - 0.32 * s, x + 0.26 * s, y - 0.1 * s), WHITE, radius=s * 0.04)
    canvas.rect((x - 0.06 * s, y - 0.12 * s, x + 0.06 * s, y + 0.36 * s), WHITE)


def _warrior(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.circle((x, y - 0.18 * s), 0.13 * s, WHITE)
    canvas.polygon([(x - 0.26 * s, y + 0.36 * s), (x - 0.14 * s, y - 0.0 * s),
                    (x + 0.14 * s, y - 0.0 * s), (x + 0.26 * s, y + 0.36 * s)], WHITE)


def _nest(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    for dx in (-0.12, 0.12):
        canvas.ellipse((x + (dx - 0.1) * s, y - 0.3 * s, x + (dx + 0.1) * s, y + 0.0 * s), WHITE)
    bowl = [(x - 0.38 * s + 0.76 * s * i / 12,
             y - 0.02 * s + 0.34 * s * math.sin(math.pi * i / 12)) for i in range(13)]
    canvas.polygon(bowl, WHITE)
    canvas.line([(x - 0.3 * s, y + 0.08 * s), (x + 0.3 * s, y + 0.08 * s)], back, s * 0.04)


def _base(suit: str) -> Callable[[Canvas, Point, float, Colour], None]:
    """An Alliance base (8.2.4): the animal of its suit in white, with eyes in the
    faction's colour, so the three bases differ by picture."""

    def draw(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
        suit_symbol(canvas, suit, centre, size * 0.82, WHITE, eyes=back)

    return draw


def _garden(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    """A Lizard Cult garden (10.2.4): a sprout of three leaves, dark on the Cult's
    light yellow. The suit
    needs no picture: a garden is always of its clearing's suit."""
    x, y = centre
    s = size
    ink = picture_colour(back)
    canvas.line([(x, y + 0.36 * s), (x, y - 0.1 * s)], ink, max(1.5, s * 0.08))
    canvas.ellipse((x - 0.36 * s, y - 0.12 * s, x - 0.02 * s, y + 0.12 * s), ink)
    canvas.ellipse((x + 0.02 * s, y - 0.12 * s, x + 0.36 * s, y + 0.12 * s), ink)
    canvas.ellipse((x - 0.13 * s, y - 0.4 * s, x + 0.13 * s, y - 0.04 * s), ink)


def picture_colour(back: Colour) -> Colour:
    """White on a dark building, dark ink on a light one (the Lizard Cult's yellow,
    where a white sprout hardly showed)."""
    if not isinstance(back, tuple) or len(back) < 3:
        return WHITE
    r, g, b = back[:3]
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 170 else WHITE


BUILDING_PICTURES = {"sawmill": _saw, "workshop": _hammer, "recruiter": _warrior, "roost": _nest,
                     "base_fox": _base("fox"), "base_rabbit": _base("rabbit"),
                     "base_mouse": _base("mouse"), "garden_fox": _garden,
                     "garden_rabbit": _garden, "garden_mouse": _garden}


def keep(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """The keep: a tower with battlements in its owner's colour."""
    x, y = centre
    s = size
    edge = max(1.2, s * 0.05)
    outline = [(x - 0.36 * s, y + 0.42 * s), (x - 0.36 * s, y - 0.42 * s)]
    for i in range(3):
        left = x - 0.36 * s + i * 0.28 * s
        outline += [(left + 0.16 * s, y - 0.42 * s), (left + 0.16 * s, y - 0.28 * s),
                     (left + 0.28 * s, y - 0.28 * s)]
    outline[-1] = (x + 0.36 * s, y - 0.28 * s)
    outline += [(x + 0.36 * s, y - 0.42 * s), (x + 0.36 * s, y + 0.42 * s)]
    canvas.polygon(outline, style.fill, INK, edge)
    canvas.rect((x - 0.1 * s, y + 0.1 * s, x + 0.1 * s, y + 0.42 * s), INK, radius=s * 0.08)


def token(canvas: Canvas, kind: str, centre: Point, size: float, style: SeatStyle) -> None:
    """Any token: wood and the keep have pictures, others a disc with their initial."""
    if kind == "wood":
        wood_log(canvas, centre, size)
    elif kind == "keep":
        keep(canvas, centre, size, style)
    elif kind == "sympathy":
        sympathy(canvas, centre, size, style)
    elif kind.startswith("trade_post_"):
        trade_post(canvas, kind.removeprefix("trade_post_"), centre, size, style)
    else:
        canvas.circle(centre, size * 0.42, style.fill, INK, max(1.2, size * 0.06))
        canvas.text(centre, kind[:1].upper() or "?", size * 0.5, WHITE, "mm", INK, size * 0.04)


def trade_post(canvas: Canvas, suit: str, centre: Point, size: float, style: SeatStyle) -> None:
    """A Riverfolk trade post (11.2.5): a rounded square in the owner's colour with
    its suit's animal in white, so a post's suit reads without its clearing."""
    x, y = centre
    half = size * 0.42
    canvas.rect((x - half, y - half, x + half, y + half), style.fill, INK,
                max(1.2, size * 0.06), radius=size * 0.2)
    suit_symbol(canvas, suit, centre, size * 0.7, WHITE, eyes=style.fill)


def sympathy(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A sympathy token (8.2.5): a round token in the owner's colour with a white ring
    and a white sprout, unlike the square buildings and the lettered warrior marks."""
    x, y = centre
    s = size
    canvas.circle(centre, s * 0.46, style.fill, INK, max(1.2, s * 0.06))
    canvas.circle(centre, s * 0.34, None, WHITE, max(1.0, s * 0.06))
    canvas.line([(x, y + 0.22 * s), (x, y - 0.04 * s)], WHITE, max(1.0, s * 0.08))
    for side in (-1, 1):
        leaf = (x + side * 0.11 * s, y - 0.08 * s)
        canvas.ellipse((leaf[0] - 0.11 * s, leaf[1] - 0.07 * s, leaf[0] + 0.11 * s,
                        leaf[1] + 0.07 * s), WHITE)


def pawn(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A Vagabond's pawn (9.2.2): a standing figure, a round head over a wide body, in
    its owner's colour with the owner's letter on the body; `size` is its height."""
    x, y = centre
    s = size
    edge = max(1.2, s * 0.05)
    body = [(x - 0.36 * s, y + 0.48 * s), (x - 0.26 * s, y - 0.02 * s), (x - 0.12 * s, y - 0.1 * s),
            (x + 0.12 * s, y - 0.1 * s), (x + 0.26 * s, y - 0.02 * s), (x + 0.36 * s, y + 0.48 * s)]
    canvas.polygon(body, style.fill, INK, edge)
    canvas.circle((x, y - 0.28 * s), 0.2 * s, style.fill, INK, edge)
    canvas.text((x, y + 0.22 * s), style.letter, s * 0.36, WHITE, "mm", INK, max(1.0, s * 0.03),
                glyph=True)
