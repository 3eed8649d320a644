"""Suit symbols: a fox, a rabbit and a mouse head, and a bird in flight.

Each symbol has its own outline (pointed ears, long ears, round ears, wings),
so a suit reads by shape as well as by colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from renderers.kit import GOLD, INK, MUTED, WHITE, Canvas, Point
from renderers.kit.canvas import Colour
from renderers.root.styles import suit_fill

FOX_HEAD = ((-0.42, -0.48), (-0.14, -0.2), (0.14, -0.2), (0.42, -0.48), (0.42, -0.04),
            (0.5, 0.08), (0.16, 0.2), (0.0, 0.46), (-0.16, 0.2), (-0.5, 0.08), (-0.42, -0.04))
EYES = {"fox": (0.16, 0.0, 0.07), "rabbit": (0.1, 0.16, 0.05), "mouse": (0.11, 0.04, 0.055)}
BIRD_WINGS = ((-0.48, -0.16), (-0.24, -0.2), (-0.02, 0.0), (0.0, -0.08), (0.02, 0.0),
              (0.24, -0.2), (0.48, -0.16), (0.14, 0.2), (0.0, 0.12), (-0.14, 0.2))


def scaled(shape: Sequence[Point], centre: Point, size: float) -> list[Point]:
    x, y = centre
    return [(x + dx * size, y + dy * size) for dx, dy in shape]


def suit_symbol(canvas: Canvas, suit: str, centre: Point, size: float,
                colour: Colour = WHITE, eyes: Colour | None = None) -> None:
    """The animal of `suit` in `colour`, about `size` across; a dot if unknown.
    `eyes` (the background colour) gives the heads eyes, which makes them faces."""
    draw = SYMBOLS.get(suit)
    if draw is None:
        canvas.circle(centre, 0.2 * size, colour)
        return
    draw(canvas, centre, size, colour)
    if eyes is not None and suit in EYES:
        dx, dy, r = EYES[suit]
        for side in (-1, 1):
            canvas.circle((centre[0] + side * dx * size, centre[1] + dy * size), r * size, eyes)


def _fox(canvas: Canvas, centre: Point, size: float, colour: Colour) -> None:
    canvas.polygon(scaled(FOX_HEAD, centre, size), colour)


def _rabbit(canvas: Canvas, centre: Point, size: float, colour: Colour) -> None:
    x, y = centre
    for side in (-1, 1):
        ear = (x + side * 0.14 * size, y - 0.2 * size)
        canvas.ellipse((ear[0] - 0.09 * size, ear[1] - 0.3 * size,
                        ear[0] + 0.09 * size, ear[1] + 0.12 * size), colour)
    canvas.circle((x, y + 0.18 * size), 0.26 * size, colour)


def _mouse(canvas: Canvas, centre: Point, size: float, colour: Colour) -> None:
    x, y = centre
    for side in (-1, 1):
        canvas.circle((x + side * 0.27 * size, y - 0.2 * size), 0.18 * size, colour)
    canvas.circle((x, y + 0.02 * size), 0.25 * size, colour)
    canvas.polygon([(x - 0.22 * size, y + 0.12 * size), (x + 0.22 * size, y + 0.12 * size),
                    (x, y + 0.48 * size)], colour)


def _bird(canvas: Canvas, centre: Point, size: float, colour: Colour) -> None:
    canvas.polygon(scaled(BIRD_WINGS, centre, size), colour)


SYMBOLS = {"fox": _fox, "rabbit": _rabbit, "mouse": _mouse, "bird": _bird}


def suit_badge(canvas: Canvas, suit: str, centre: Point, radius: float) -> None:
    """A disc in the suit's colour with its animal in white: the clearing's emblem."""
    canvas.circle(centre, radius, suit_fill(suit), INK, max(1.5, radius * 0.1))
    suit_symbol(canvas, suit, centre, radius * 1.5, eyes=suit_fill(suit))


def card_chip(canvas: Canvas, suit: str, centre: Point, height: float,
              outline: Colour = INK) -> float:
    """A small upright card in its suit's colour with the animal on it; returns its width."""
    width = height * 0.72
    x, y = centre
    box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
    canvas.rect(box, suit_fill(suit), outline, max(1.2, height * 0.05), radius=height * 0.12)
    suit_symbol(canvas, suit, centre, width * 0.9, eyes=suit_fill(suit))
    return width


def card_back(canvas: Canvas, centre: Point, height: float, empty: bool = False) -> None:
    """The back of a card (the deck, a hand), or the outline where a pile is empty."""
    width = height * 0.72
    x, y = centre
    box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
    if empty:
        canvas.rect(box, None, MUTED, 2, radius=height * 0.12)
        return
    canvas.rect(box, (96, 70, 52), INK, 2, radius=height * 0.12)
    canvas.rect((box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6), None, GOLD, 2,
                radius=height * 0.08)
