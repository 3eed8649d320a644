"""Detail pictures: what a phone must read, in type large enough at phone width.

Discord shows an image about `PHONE_WIDTH` pixels wide on a phone. A whole board
cannot hold every label at that size, so a game posts its board (the map stays
recognisable) and then a detail picture: whose turn and the question, then every
player's panel, one under the other in a narrow column, so that each text of the
detail picture is at least `LEAST_CAP` pixels high (capital letters) once it is
shown `PHONE_WIDTH` wide. A game draws its own panels into the boxes `stacked`
gives it; `least_size` says how small a text may be on such a canvas, and the
layout tests hold every text of every detail picture to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from renderers.kit.canvas import Box, Canvas, Colour, font

PHONE_WIDTH = 400
"""How wide a phone shows a picture posted in a channel, in pixels."""
LEAST_CAP = 7.0
"""The least height of a capital letter, in pixels, on a picture shown PHONE_WIDTH wide."""
DETAIL_SHOWN_WIDTH = 800
"""A detail picture's width in pixels: twice a phone's, room to zoom, and less
than the board's SHOWN_WIDTH because a tall column of panels at 1200 px costs
twice the time to draw and encode for nothing a phone can show."""


@cache
def cap_ratio() -> float:
    """A capital letter's height as a fraction of the font size (0.73 for DejaVu)."""
    top, bottom = font(1000).getbbox("H", anchor="ls")[1::2]
    return (bottom - top) / 1000


def phone_cap(size: float, layout_width: float) -> float:
    """The capital height in pixels of text `size` units high on a picture
    `layout_width` units wide, once shown PHONE_WIDTH pixels wide."""
    return size * PHONE_WIDTH / layout_width * cap_ratio()


def least_size(layout_width: float) -> float:
    """The smallest font size (layout units) readable at phone width on a
    picture `layout_width` units wide."""
    return LEAST_CAP / cap_ratio() * layout_width / PHONE_WIDTH


def stacked(
    width: float, heights: Sequence[float], background: Colour, pad: float = 16,
    gap: float = 12,
) -> tuple[Canvas, list[Box]]:
    """A canvas `width` units wide (shown DETAIL_SHOWN_WIDTH px wide) holding blocks of
    `heights` one under the other, and the box of each block. A text shrunk to
    fit on it stops at the least readable size and is cut short instead."""
    boxes: list[Box] = []
    top = pad
    for height in heights:
        boxes.append((pad, top, width - pad, top + height))
        top += height + gap
    total = round(top - gap + pad)
    canvas = Canvas(round(width), total, background, shown_width=DETAIL_SHOWN_WIDTH)
    canvas.least_text = least_size(canvas.width)
    return canvas, boxes


class Ruler:
    """Measures text as a detail canvas `width` units wide would, before the
    canvas exists (to size a block by its lines of text)."""

    def __init__(self, width: float, supersample: int = 2) -> None:
        self.scale = supersample * DETAIL_SHOWN_WIDTH / width

    text_width = Canvas.text_width
    clip = Canvas.clip
