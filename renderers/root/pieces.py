"""Pieces on the map: buildings, ruins, empty slots, tokens and the Vagabond's pawn.

Buildings are squares in their owner's colour with a white picture of their
kind (saw blade, hammer, warrior, nest, the animal of an Alliance base's suit),
so two factions' buildings differ by colour and by picture, and the kinds of one
faction by picture. Tokens are round unless their faction draws them otherwise; a
pawn is a standing figure. The pictures of a faction's own pieces are its panel's
(renderers/root/board_<faction>.py, declared in renderers/root/factions.py): this
module draws whatever picture it is given, and names no kind of piece but the ruin.
"""

from __future__ import annotations

from collections.abc import Callable

from renderers.kit import INK, WHITE, Canvas, Point, SeatStyle, darker, lighter
from renderers.kit.canvas import Colour
from renderers.root.styles import RUIN, SLOT_EMPTY
from renderers.root.suits import scaled

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


BuildingPicture = Callable[[Canvas, Point, float, Colour], None]
"""(canvas, centre, size, the building's colour): the picture inside a building's
square. Each faction's panel declares its own (renderers/root/factions.py)."""

TokenPicture = Callable[[Canvas, Point, float, SeatStyle], None]
"""(canvas, centre, size, the owner's style): a token of a kind its faction draws."""


def building(canvas: Canvas, kind: str, centre: Point, size: float, style: SeatStyle,
             picture: BuildingPicture | None = None) -> None:
    """A building of `kind` in its owner's colour with the picture its faction
    declares (its initial without one); a ruin when the owner is the ruin."""
    if kind == "ruin":
        ruin(canvas, centre, size)
        return
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), style.fill, INK, max(1.2, size * 0.06),
                radius=size * 0.14)
    if picture is None:
        canvas.text(centre, kind[:1].upper() or "?", size * 0.6, WHITE, "mm", INK, size * 0.04)
    else:
        picture(canvas, centre, size, style.fill)


def token(canvas: Canvas, kind: str, centre: Point, size: float, style: SeatStyle,
          picture: TokenPicture | None = None) -> None:
    """Any token: the picture its faction declares, else a disc with its initial."""
    if picture is not None:
        picture(canvas, centre, size, style)
    else:
        canvas.circle(centre, size * 0.42, style.fill, INK, max(1.2, size * 0.06))
        canvas.text(centre, kind[:1].upper() or "?", size * 0.5, WHITE, "mm", INK, size * 0.04)


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
