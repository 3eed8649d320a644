"""Colours shared by every board, and how each seat is told apart.

A seat is never shown by colour alone: each colour has its own shape and
letter, so a player who cannot tell red from green still reads the board.
"""

from __future__ import annotations

from dataclasses import dataclass

INK = (34, 30, 28)
PAPER = (246, 239, 220)
WHITE = (255, 255, 255)
MUTED = (120, 112, 100)
GOLD = (222, 172, 48)
HIGHLIGHT = (255, 224, 120)
WARNING = (196, 52, 40)


@dataclass(frozen=True)
class SeatStyle:
    colour_name: str
    fill: tuple[int, int, int]
    shape: str  # circle | square | triangle | diamond | hexagon | star
    letter: str


SEAT_STYLES: dict[str, SeatStyle] = {
    "purple": SeatStyle("purple", (132, 62, 170), "circle", "P"),
    "blue": SeatStyle("blue", (28, 108, 204), "square", "B"),
    "green": SeatStyle("green", (30, 146, 70), "triangle", "G"),
    "red": SeatStyle("red", (214, 46, 40), "diamond", "R"),
    "yellow": SeatStyle("yellow", (226, 178, 20), "hexagon", "Y"),
    "black": SeatStyle("black", (60, 60, 66), "star", "K"),
}

_FALLBACK_ORDER = ("purple", "blue", "green", "red", "yellow", "black")


def seat_style(colour: str | None, seat: int = 0) -> SeatStyle:
    """The style of a seat colour; an unknown colour takes the seat's place in the order."""
    key = str(colour or "").lower()
    if key in SEAT_STYLES:
        return SEAT_STYLES[key]
    return SEAT_STYLES[_FALLBACK_ORDER[seat % len(_FALLBACK_ORDER)]]


RESOURCE_FILL: dict[str, tuple[int, int, int]] = {
    "wool": (244, 240, 226),
    "wood": (139, 90, 43),
    "stone": (143, 149, 156),
    "copper": (205, 110, 48),
}


def lighter(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` mixed with white; `amount` 0 keeps it, 1 gives white."""
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def darker(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` mixed with black; `amount` 0 keeps it, 1 gives black."""
    r, g, b = colour
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))
