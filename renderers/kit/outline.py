"""Outlined polygons without a fresh picture-sized mask each time.

Pillow draws a polygon's outline wider than one pixel through a mask of the
polygon's inside (so the outline does not spread outwards), and it allocates
that mask as large as the whole picture for every call: a 2400x2600 bitmap made
and cleared for every outlined seat mark, hut or gem, the largest single cost
of a board (issue 15). A canvas keeps one mask instead and wipes only the
polygon's corner of it after use. The calls into Pillow are the ones
`ImageDraw.polygon` makes, with the same coordinates and the same mask
contents, so the pixels are the same (tests/renderers/test_kit.py compares).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

MARGIN = 4
"""Pixels wiped around the polygon's corners: the mask's pixels come from the
rounded corners, so a little room is plenty."""


class PolygonMask:
    """A reusable inside-mask for the outlined polygons of one picture."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.mask = Image.new("1", size)
        self._draw = ImageDraw.Draw(self.mask)
        self._ink = self._draw._getink(1)[0]

    def polygon(
        self, draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]],
        fill: Any, outline: Any, width: int,
    ) -> None:
        """`draw.polygon(points, fill, outline, width)`, pixel for pixel."""
        # Pillow's own steps (PIL/ImageDraw.py, ImageDraw.polygon), but with our mask.
        ink, fill_ink = draw._getink(outline, fill)
        if fill_ink is not None:
            draw.draw.draw_polygon(points, fill_ink, 1)
        if ink is None or ink == fill_ink or width == 0:
            return
        if width == 1:
            draw.draw.draw_polygon(points, ink, 0, width)
            return
        self._draw.draw.draw_polygon(points, self._ink, 1)
        draw.draw.draw_polygon(points, ink, 0, width * 2 - 1, self.mask.im)
        self._wipe(points)

    def _wipe(self, points: Sequence[tuple[float, float]]) -> None:
        """Back to all zero, as Pillow's fresh mask would be for the next polygon."""
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        box = (max(0, math.floor(min(xs)) - MARGIN), max(0, math.floor(min(ys)) - MARGIN),
               min(self.mask.width, math.ceil(max(xs)) + MARGIN + 1),
               min(self.mask.height, math.ceil(max(ys)) + MARGIN + 1))
        if box[0] < box[2] and box[1] < box[3]:
            self.mask.paste(0, box)
