"""A drawing surface in layout units, supersampled for smooth edges.

Pillow draws shapes without antialiasing, so a board drawn at its final size
has jagged circles. `Canvas` draws at `scale` times the layout size and
`finish()` shrinks the picture with a box filter: every layout coordinate is a
plain float and the renderers never think about the scale.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from renderers.kit import record
from renderers.kit.fonts import MaskKeepingFont
from renderers.kit.outline import PolygonMask

SHOWN_WIDTH = 1200
"""Every board picture is this many pixels wide, whatever units its layout uses:
the same size in a channel for every game, and each text's size at phone width
(400 px) follows from its size in the layout."""



def shown_size(width: float, height: float, shown_width: int = SHOWN_WIDTH) -> tuple[int, int]:
    """The pixel size of a picture laid out `width` x `height` units, shown
    `shown_width` pixels wide."""
    return (shown_width, round(height * shown_width / width))


Point = tuple[float, float]
Box = tuple[float, float, float, float]
Colour = str | tuple[int, int, int] | tuple[int, int, int, int]

# We ship no font: DejaVu Sans Condensed Bold comes from the operating system
# (Debian's fonts-dejavu-core, present on our machine image). GAMEMASTER_FONT
# points at any other TrueType file.
FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSansCondensed-Bold.ttf",
    "/Library/Fonts/DejaVuSansCondensed-Bold.ttf",
)
MISSING_PROBE = "\U0010fffd"  # a private-use code point no font draws: its box is "missing"
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@cache
def font(pixels: int) -> Font:
    """The bold condensed face at a pixel size; Pillow's own face if none is installed."""
    path = font_file()
    if path is not None:
        return MaskKeepingFont(str(path), pixels)
    return ImageFont.load_default(size=pixels)


@cache
def font_file() -> Path | None:
    """The TrueType file to draw with: `GAMEMASTER_FONT`, else a system DejaVu."""
    for candidate in (os.environ.get("GAMEMASTER_FONT"), *FONT_CANDIDATES):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


@cache
def _glyph_mask(char: str) -> bytes:
    return bytes(font(24).getmask(char))


@cache
def has_glyph(char: str) -> bool:
    """Can the face draw `char`? Missing glyphs come out as the same empty box.
    Control characters (tabs, separators...) are never drawn: the text layout
    engine may refuse them."""
    if char == " ":
        return True
    return char.isprintable() and _glyph_mask(char) != _glyph_mask(MISSING_PROBE)


@lru_cache(maxsize=8192)
def _length(pixels: int, text: str) -> float:
    """The drawn length of `text` at a pixel size. Shrinking a label to fit asks
    this again and again for the same few texts; bounded, and lru_cache is
    safe on the render thread and a replay's or the CLI's at once."""
    return font(pixels).getlength(drawable(text))


def drawable(text: str) -> str:
    """`text` without the characters the face would show as boxes (emoji, CJK...)."""
    return "".join(ch for ch in text if has_glyph(ch))


def given_name(names: Sequence[str] | None, seat: int, limit: int) -> str:
    """The player's name for `seat` as the image can print it: drawable
    characters only, spaces tidied, cut to `limit` with an ellipsis; "" when
    no printable name was given (the caller then names the seat itself)."""
    given = names[seat] if names is not None and seat < len(names) else ""
    clean = " ".join(drawable(str(given or "")).split())
    if len(clean) > limit:
        clean = clean[: limit - 1].rstrip() + "\u2026"
    return clean


class Canvas:
    """An RGB picture of `width` x `height` layout units drawn `scale` times larger.

    `shown_width`: the width of the finished picture in pixels, when it differs
    from the layout's (every board is shown 1200 px wide, whatever units its
    layout was worked out in); the height follows in proportion.
    """

    def __init__(
        self, width: int, height: int, background: Colour, scale: int = 2,
        shown_width: int | None = None,
    ) -> None:
        self.width, self.height = width, height
        shown = shown_width or width
        self.size = shown_size(width, height, shown)
        self.supersample = scale
        self.least_text = 10.0
        """Text shrunk to fit stops at this size and is cut short instead (a
        detail picture sets the least size readable on a phone)."""
        self.scale = scale * shown / width
        self.image = Image.new("RGB", (self.size[0] * scale, self.size[1] * scale), background)
        self.draw = ImageDraw.Draw(self.image)
        self._mask: PolygonMask | None = None  # made at the first wide outline
        self._drawing = record.current()
        if self._drawing is not None:
            self._index = len(self._drawing.canvases)
            self._drawing.canvases.append((width, height, shown))

    # -- coordinates ----------------------------------------------------------
    def _p(self, point: Point) -> tuple[float, float]:
        return (point[0] * self.scale, point[1] * self.scale)

    def _b(self, box: Box) -> tuple[float, float, float, float]:
        s = self.scale
        return (box[0] * s, box[1] * s, box[2] * s, box[3] * s)

    def _w(self, width: float) -> int:
        return max(1, round(width * self.scale)) if width else 0

    # -- shapes ---------------------------------------------------------------
    def rect(
        self, box: Box, fill: Colour | None = None, outline: Colour | None = None,
        width: float = 0, radius: float = 0,
    ) -> None:
        scaled = self._b(box)
        line = self._w(width) if outline is not None else 0
        if radius:
            self.draw.rounded_rectangle(scaled, radius * self.scale, fill, outline, line)
        else:
            self.draw.rectangle(scaled, fill, outline, line)

    def ellipse(
        self, box: Box, fill: Colour | None = None, outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        line = self._w(width) if outline is not None else 0
        self.draw.ellipse(self._b(box), fill, outline, line)

    def circle(
        self, centre: Point, radius: float, fill: Colour | None = None,
        outline: Colour | None = None, width: float = 0,
    ) -> None:
        x, y = centre
        self.ellipse((x - radius, y - radius, x + radius, y + radius), fill, outline, width)

    def polygon(
        self, points: Sequence[Point], fill: Colour | None = None,
        outline: Colour | None = None, width: float = 0,
    ) -> None:
        line = self._w(width) if outline is not None else 0
        scaled = [self._p(p) for p in points]
        if line > 1 and scaled:
            if self._mask is None:
                self._mask = PolygonMask(self.image.size)
            self._mask.polygon(self.draw, scaled, fill, outline, line)
        else:
            self.draw.polygon(scaled, fill, outline, line)

    def line(self, points: Sequence[Point], fill: Colour, width: float = 1) -> None:
        self.draw.line([self._p(p) for p in points], fill, self._w(width), joint="curve")

    def arc(self, box: Box, start: float, end: float, fill: Colour, width: float = 1) -> None:
        self.draw.arc(self._b(box), start, end, fill, self._w(width))

    # -- text -----------------------------------------------------------------
    def text_width(self, text: str, size: float) -> float:
        return _length(round(size * self.scale), text) / self.scale

    def fit_size(
        self, text: str, size: float, max_width: float | None, least: float | None = None
    ) -> float:
        """The largest size up to `size` (and no smaller than `least`, by default
        the canvas's `least_text`) at which `text` fits `max_width`."""
        if max_width is None:
            return size
        least = self.least_text if least is None else least
        while size - 1 >= least and self.text_width(text, size) > max_width:
            size -= 1
        return size

    def clip(self, text: str, size: float, max_width: float) -> str:
        """`text` cut short with an ellipsis when even the smallest size is too wide."""
        if self.text_width(text, size) <= max_width:
            return text
        while text and self.text_width(text + "\u2026", size) > max_width:
            text = text[:-1]
        return text.rstrip() + "\u2026"

    def text(
        self, at: Point, text: str, size: float, fill: Colour, anchor: str = "la",
        outline: Colour | None = None, outline_width: float = 0,
        max_width: float | None = None, glyph: bool = False,
    ) -> float:
        """Draw `text` (shrunk to fit `max_width`); returns the width it took.
        `glyph`: the letter or number of a glyph (a seat mark's letter), which
        the layout checks do not hold to the size of a label."""
        text = drawable(text)
        size = self.fit_size(text, size, max_width)
        if max_width is not None:
            text = self.clip(text, size, max_width)
        face = font(round(size * self.scale))
        stroke = self._w(outline_width) if outline is not None else 0
        self.draw.text(
            self._p(at), text, fill, face, anchor=anchor,
            stroke_width=stroke, stroke_fill=outline,
        )
        if self._drawing is not None and text.strip():
            self._record_text(at, text, size, face, anchor, glyph)
        return self.text_width(text, size)

    def _record_text(
        self, at: Point, text: str, size: float, face: Font, anchor: str, glyph: bool
    ) -> None:
        x, y = self._p(at)
        left, top, right, bottom = face.getbbox(text, anchor=anchor)
        s = self.scale
        box = ((x + left) / s, (y + top) / s, (x + right) / s, (y + bottom) / s)
        assert self._drawing is not None
        self._drawing.texts.append(record.DrawnText(text, size, box, self._index, glyph))

    def note_change(self, box: Box) -> None:
        """Record that `box` is marked as changed (the layout checks read it)."""
        if self._drawing is not None:
            self._drawing.changes.append(record.DrawnChange(box, self._index))

    # -- result ---------------------------------------------------------------
    def finish(self) -> Image.Image:
        """The picture at its shown size (box-filtered down from the drawing size)."""
        image = self.image.copy() if self.supersample == 1 else self.image.reduce(self.supersample)
        # Pixels per layout unit, so a test can find a layout point on the picture.
        image.info["layout_scale"] = self.size[0] / self.width
        return image
