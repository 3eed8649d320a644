"""Colours and small pictures of Near and Far: the four seat colours (each with its own
shape and letter), the factions, the map's spaces and the glyphs for hearts, coins,
gems, food, camps, quests, threats, treasures and the team's skills.

Every glyph is our own drawing, placed by its centre and a size in layout units."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from renderers.kit import (
    INK,
    WHITE,
    Canvas,
    Point,
    SeatStyle,
    darker,
    lighter,
    seat_mark,
    shape_points,
)

if TYPE_CHECKING:
    from renderers.near_and_far.words import Words

# Seat colours of the game (orange, purple, teal, white) with a shape each.
SEAT_FILL = {
    "orange": ((236, 128, 32), "circle"),
    "purple": ((128, 64, 168), "square"),
    "teal": ((24, 150, 150), "triangle"),
    "white": ((240, 240, 236), "diamond"),
}
SEAT_ORDER = ("orange", "purple", "teal", "white")

FACTION_FILL = {
    "green": (58, 140, 62),
    "yellow": (222, 180, 36),
    "blue": (52, 104, 196),
    "red": (196, 56, 48),
    None: (170, 150, 120),  # the pet
}
ROUTE_FILL = {
    "pepper": (176, 44, 40),
    "machinery": (110, 110, 124),
    "ichor": (44, 78, 160),
    "tea": (70, 150, 80),
}
LAND = (214, 204, 164)
LAND_EDGE = (150, 132, 96)
TRACK = (120, 96, 64)
COIN = (232, 190, 60)
GEM = (96, 196, 214)
WATER = (60, 130, 210)
THREAT = (200, 40, 36)
TREASURE = (214, 150, 40)
SPENT = (168, 160, 148)
QUEST = (250, 236, 180)
HEART = (214, 40, 64)
FOOD = (150, 100, 50)


def colour_style(colour: str, seat: int, words: Words) -> SeatStyle:
    """A seat's style: its colour with its shape and the colour's initial in the
    reader's language (Orange O / Naranja N...)."""
    key = colour if colour in SEAT_FILL else SEAT_ORDER[seat % len(SEAT_ORDER)]
    fill, shape = SEAT_FILL[key]
    letter = words(f"letter.{key}")[:1] or key[:1].upper()
    return SeatStyle(key, fill, shape, letter)


def seat_token(canvas: Canvas, centre: Point, radius: float, style: SeatStyle) -> None:
    """The seat mark; a white seat gets dark letters."""
    letter = INK if style.colour_name == "white" else WHITE
    seat_mark(canvas, centre, radius, style, letter_fill=letter)


def heart(canvas: Canvas, centre: Point, size: float, fill: tuple[int, int, int] = HEART) -> None:
    x, y = centre
    r = size * 0.26
    canvas.circle((x - r, y - r * 0.55), r, fill)
    canvas.circle((x + r, y - r * 0.55), r, fill)
    canvas.polygon(
        [(x - 2 * r + 0.5, y - r * 0.35), (x + 2 * r - 0.5, y - r * 0.35), (x, y + size * 0.44)],
        fill,
    )


def coin(canvas: Canvas, centre: Point, size: float) -> None:
    canvas.circle(centre, size * 0.42, COIN, darker(COIN, 0.4), size * 0.07)
    canvas.circle(centre, size * 0.24, None, darker(COIN, 0.3), size * 0.05)


def gem(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    r = size * 0.44
    points = [
        (x - r, y - r * 0.3),
        (x - r * 0.5, y - r * 0.8),
        (x + r * 0.5, y - r * 0.8),
        (x + r, y - r * 0.3),
        (x, y + r),
    ]
    canvas.polygon(points, GEM, darker(GEM, 0.45), size * 0.06)
    canvas.line([(x - r, y - r * 0.3), (x + r, y - r * 0.3)], darker(GEM, 0.35), size * 0.04)


def food(canvas: Canvas, centre: Point, size: float) -> None:
    """A loaf of bread."""
    x, y = centre
    canvas.ellipse(
        (x - size * 0.44, y - size * 0.3, x + size * 0.44, y + size * 0.3),
        FOOD,
        darker(FOOD, 0.4),
        size * 0.06,
    )
    for dx in (-0.18, 0.0, 0.18):
        canvas.line(
            [(x + size * (dx - 0.05), y - size * 0.16), (x + size * (dx + 0.05), y + size * 0.1)],
            lighter(FOOD, 0.5),
            size * 0.05,
        )


def star(canvas: Canvas, centre: Point, size: float, fill: tuple[int, int, int]) -> None:
    x, y = centre
    points = []
    for i in range(10):
        angle = math.radians(-90 + 36 * i)
        reach = size * (0.46 if i % 2 == 0 else 0.2)
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    canvas.polygon(points, fill, INK, size * 0.05)


def tent(canvas: Canvas, centre: Point, size: float, fill: tuple[int, int, int]) -> None:
    """A camp."""
    x, y = centre
    canvas.polygon(
        [
            (x - size * 0.46, y + size * 0.36),
            (x, y - size * 0.42),
            (x + size * 0.46, y + size * 0.36),
        ],
        fill,
        INK,
        size * 0.07,
    )
    canvas.polygon(
        [
            (x - size * 0.1, y + size * 0.36),
            (x, y + size * 0.02),
            (x + size * 0.1, y + size * 0.36),
        ],
        INK,
    )


def cards(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    for dx, dy in ((-0.12, -0.08), (0.08, 0.06)):
        box = (
            x + size * (dx - 0.24),
            y + size * (dy - 0.34),
            x + size * (dx + 0.24),
            y + size * (dy + 0.34),
        )
        canvas.rect(box, (236, 226, 200), INK, size * 0.05, radius=size * 0.06)


def scroll(canvas: Canvas, centre: Point, size: float) -> None:
    """A quest token: a rolled letter with an exclamation mark."""
    x, y = centre
    canvas.circle(centre, size * 0.46, QUEST, INK, size * 0.07)
    canvas.text((x, y + size * 0.02), "!", size * 0.7, INK, "mm", glyph=True)


def threat_mark(canvas: Canvas, centre: Point, size: float, active: bool = True) -> None:
    x, y = centre
    fill = THREAT if active else SPENT
    canvas.polygon(
        [
            (x, y - size * 0.48),
            (x + size * 0.48, y + size * 0.38),
            (x - size * 0.48, y + size * 0.38),
        ],
        fill,
        INK,
        size * 0.07,
    )
    canvas.text((x, y + size * 0.1), "!", size * 0.52, WHITE, "mm", glyph=True)


def chest(canvas: Canvas, centre: Point, size: float, active: bool = True) -> None:
    x, y = centre
    fill = TREASURE if active else SPENT
    canvas.rect(
        (x - size * 0.42, y - size * 0.3, x + size * 0.42, y + size * 0.32),
        fill,
        INK,
        size * 0.07,
        radius=size * 0.08,
    )
    canvas.line(
        [(x - size * 0.42, y - size * 0.04), (x + size * 0.42, y - size * 0.04)], INK, size * 0.06
    )
    canvas.rect((x - size * 0.07, y - size * 0.1, x + size * 0.07, y + size * 0.06), INK)


def bird(canvas: Canvas, centre: Point, size: float) -> None:
    """A pack-bird: a round body, a head and a beak."""
    x, y = centre
    body = (176, 128, 200)
    canvas.ellipse(
        (x - size * 0.42, y - size * 0.2, x + size * 0.2, y + size * 0.36), body, INK, size * 0.06
    )
    canvas.circle((x + size * 0.22, y - size * 0.18), size * 0.17, body, INK, size * 0.06)
    canvas.polygon(
        [
            (x + size * 0.36, y - size * 0.22),
            (x + size * 0.5, y - size * 0.14),
            (x + size * 0.36, y - size * 0.08),
        ],
        (236, 170, 40),
    )


def turtle(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    shell = (90, 150, 90)
    canvas.circle((x + size * 0.36, y), size * 0.14, shell, INK, size * 0.05)
    canvas.ellipse(
        (x - size * 0.4, y - size * 0.3, x + size * 0.28, y + size * 0.3), shell, INK, size * 0.06
    )


def skill(canvas: Canvas, centre: Point, size: float) -> None:
    """A hand: a palm and four fingers."""
    x, y = centre
    fill = (240, 200, 160)
    for i in range(4):
        fx = x - size * 0.24 + i * size * 0.15
        canvas.rect(
            (fx - size * 0.06, y - size * 0.44, fx + size * 0.06, y),
            fill,
            INK,
            size * 0.04,
            radius=size * 0.05,
        )
    canvas.rect(
        (x - size * 0.32, y - size * 0.1, x + size * 0.24, y + size * 0.4),
        fill,
        INK,
        size * 0.05,
        radius=size * 0.1,
    )
    canvas.line(
        [(x + size * 0.22, y + size * 0.1), (x + size * 0.44, y - size * 0.14)], INK, size * 0.12
    )


def sword(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    steel = (200, 206, 214)
    canvas.polygon(
        [
            (x - size * 0.05, y + size * 0.14),
            (x - size * 0.05, y - size * 0.36),
            (x, y - size * 0.48),
            (x + size * 0.05, y - size * 0.36),
            (x + size * 0.05, y + size * 0.14),
        ],
        steel,
        INK,
        size * 0.05,
    )
    canvas.line(
        [(x - size * 0.22, y + size * 0.16), (x + size * 0.22, y + size * 0.16)], INK, size * 0.1
    )
    canvas.line([(x, y + size * 0.18), (x, y + size * 0.44)], (120, 80, 40), size * 0.1)


def arrow(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    canvas.line([(x - size * 0.44, y), (x + size * 0.2, y)], INK, size * 0.1)
    canvas.polygon(
        [
            (x + size * 0.46, y),
            (x + size * 0.14, y - size * 0.22),
            (x + size * 0.14, y + size * 0.22),
        ],
        INK,
    )


def eye(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    canvas.ellipse(
        (x - size * 0.46, y - size * 0.24, x + size * 0.46, y + size * 0.24),
        WHITE,
        INK,
        size * 0.07,
    )
    canvas.circle(centre, size * 0.15, INK)


def shield(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    fill = (90, 120, 170)
    canvas.polygon(
        [
            (x - size * 0.36, y - size * 0.4),
            (x + size * 0.36, y - size * 0.4),
            (x + size * 0.32, y + size * 0.06),
            (x, y + size * 0.46),
            (x - size * 0.32, y + size * 0.06),
        ],
        fill,
        INK,
        size * 0.07,
    )


STAT_GLYPHS = {
    "hand": skill,
    "sword": sword,
    "arrow": arrow,
    "eye": eye,
    "shield": shield,
    "heart": heart,
}


PAWN = 18
"""A pawn's body radius: the pawn stands about 2.8 times as tall, a third of a
space's width taller than the space, so it shows on a phone."""


def pawn(canvas: Canvas, at: Point, style: SeatStyle, body: float = PAWN) -> None:
    """A standing pawn: a head over a body in the seat's shape with its letter,
    over a white halo (the white seat's halo is ink, so it shows on the pale land)."""
    x, y = at
    pale = style.colour_name == "white"
    halo = INK if pale else WHITE
    head = (x, y - body * 1.25)
    rim = 2.5 if pale else 3.5
    canvas.circle(head, body * 0.55 + rim, halo)
    canvas.polygon(shape_points(style.shape, (x, y + body * 0.3), body + rim), halo)
    canvas.circle(head, body * 0.55, style.fill, INK, 3)
    seat_mark(canvas, (x, y + body * 0.3), body, style,
              letter_fill=INK if pale else WHITE)
