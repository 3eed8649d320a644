"""A whole game as an animated GIF: one frame per turn, written as the frames come.

Why GIF: every Discord client animates it inline (desktop, web, phones old and
new); animated WebP or PNG would be smaller per frame, but WebP in Discord is
recent and APNG shows as a still picture there. Board art is flat colour, so one
256-colour palette, taken from the first and last frames, serves the whole game.

Why it stays small: a turn changes a few regions of a board, so each frame after
the first holds only the box that changed, and inside it every pixel that did
not change is transparent (palette index 255), which the GIF compressor packs to
almost nothing. A 60-turn game at 960 pixels wide takes about 1 MB. Frames are
encoded one by one and dropped: the writer holds the previous frame and the
file, never the whole game (a game of 150 turns would need ~300 MB otherwise).

Pillow writes the GIF: `GifImagePlugin.getheader` / `getdata` are its helpers for
a file built frame by frame (Pillow's `save_all` needs every frame at once).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

from renderers.kit import GOLD, INK, MUTED, PAPER, WHITE, drawable, font
from renderers.kit.canvas import Font

CLEAR = 255
"""The palette index kept for "unchanged" pixels; no drawn colour maps to it."""

_UNCHANGED = [255] + [0] * 255  # a difference of 0 (same index) becomes the mask
_KEEP = list(range(CLEAR)) + [0]  # index 255 folded onto 0 (the same colour, see below)


@dataclass(frozen=True)
class FrameLayout:
    """The size of every frame: a caption band above the board shrunk to `width`."""

    width: int
    board_height: int
    band: int

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.band + self.board_height)

    @classmethod
    def fitting(cls, boards: Sequence[Image.Image], width: int) -> FrameLayout:
        """A layout for boards of these proportions (the tallest one decides)."""
        tallest = max(round(b.height * width / b.width) for b in boards)
        return cls(width, tallest, band=max(36, round(width * 0.05)))


def frame_image(
    board: Image.Image, layout: FrameLayout, caption: str, detail: str, progress: float
) -> Image.Image:
    """One frame: the caption band (what turn, which move, how far into the game),
    then the board shrunk to the frame's width (a taller board is shrunk to fit)."""
    frame = Image.new("RGB", layout.size, PAPER)
    scale = min(layout.width / board.width, layout.board_height / board.height)
    # Hamming: as crisp as Lanczos on flat board art at these ratios, in half the time.
    shrunk = board.convert("RGB").resize(
        (max(1, round(board.width * scale)), max(1, round(board.height * scale))),
        Image.Resampling.HAMMING,
    )
    frame.paste(shrunk, ((layout.width - shrunk.width) // 2, layout.band))
    _draw_band(frame, layout, caption, detail, progress)
    return frame


def _draw_band(
    frame: Image.Image, layout: FrameLayout, caption: str, detail: str, progress: float
) -> None:
    draw = ImageDraw.Draw(frame)
    band, width = layout.band, layout.width
    bar = max(4, band // 9)
    draw.rectangle((0, 0, width, band - 1), fill=INK)
    draw.rectangle((0, band - bar, width, band - 1), fill=MUTED)
    done = round(width * min(1.0, max(0.0, progress)))
    if done:
        draw.rectangle((0, band - bar, done - 1, band - 1), fill=GOLD)
    face = font(round((band - bar) * 0.55))
    middle = (band - bar) // 2
    pad = round(band * 0.3)
    detail = drawable(detail)
    draw.text((width - pad, middle), detail, fill=WHITE, font=face, anchor="rm")
    room = width - 3 * pad - face.getlength(detail)
    draw.text((pad, middle), _clipped(drawable(caption), face, room), fill=WHITE, font=face,
              anchor="lm")


def _clipped(text: str, face: Font, room: float) -> str:
    if face.getlength(text) <= room:
        return text
    while text and face.getlength(text + "…") > room:
        text = text[:-1]
    return text + "…"


def shared_palette(frames: Sequence[Image.Image]) -> Image.Image:
    """One palette image for every frame: 255 colours from the given frames (the
    first and last of the game hold nearly every colour the board ever shows);
    index 255 is a copy of index 0, so that it never stands for a colour of its own."""
    width = max(f.width for f in frames)
    sample = Image.new("RGB", (width, sum(f.height for f in frames)), PAPER)
    top = 0
    for f in frames:
        sample.paste(f.convert("RGB"), (0, top))
        top += f.height
    reduced = sample.quantize(CLEAR, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    colours = (reduced.getpalette() or [])[: CLEAR * 3]
    colours += [0] * (CLEAR * 3 - len(colours))
    palette = Image.new("P", (1, 1))
    palette.putpalette(colours + colours[:3])
    return palette


class ReplayWriter:
    """An animated GIF, frame by frame; `finish()` gives the file's bytes."""

    def __init__(self, palette: Image.Image, loop: bool = True) -> None:
        self.palette = palette
        self.loop = loop
        self.frames = 0
        self._out = io.BytesIO()
        self._previous: Image.Image | None = None  # the indices shown now, as "L"
        self._pending: tuple[Image.Image, tuple[int, int], int, bool] | None = None

    def add(self, frame: Image.Image, duration_ms: int) -> None:
        """Append a frame (RGB, the size of the first); an unchanged one only
        lengthens the frame before it."""
        indices = self._indices(frame)
        if self._previous is None:
            self._start(indices)
            self._pending = (indices, (0, 0), duration_ms, False)
        else:
            self._add_change(indices, duration_ms)
        self._previous = Image.frombytes("L", indices.size, indices.tobytes())

    def _indices(self, frame: Image.Image) -> Image.Image:
        """The frame in the shared palette, index 255 never used."""
        mapped = frame.convert("RGB").quantize(palette=self.palette, dither=Image.Dither.NONE)
        safe = Image.frombytes("L", mapped.size, mapped.tobytes()).point(_KEEP)
        indices = Image.frombytes("P", safe.size, safe.tobytes())
        indices.putpalette(self.palette.getpalette() or [])
        return indices

    def _start(self, first: Image.Image) -> None:
        info = {"loop": 0} if self.loop else {}
        header, _used = GifImagePlugin.getheader(first.copy(), None, info)
        for part in header:
            self._out.write(part)

    def _add_change(self, indices: Image.Image, duration_ms: int) -> None:
        assert self._previous is not None and self._pending is not None
        now = Image.frombytes("L", indices.size, indices.tobytes())
        difference = ImageChops.difference(now, self._previous)
        box = difference.getbbox()
        if box is None:
            image, offset, duration, clear = self._pending
            self._pending = (image, offset, duration + duration_ms, clear)
            return
        self._flush()
        changed = indices.crop(box)
        changed.paste(CLEAR, mask=difference.crop(box).point(_UNCHANGED, "1"))
        self._pending = (changed, box[:2], duration_ms, True)

    def _flush(self) -> None:
        if self._pending is None:
            return
        image, offset, duration, clear = self._pending
        params: dict[str, int] = {"duration": duration, "disposal": 1}
        if clear:
            params["transparency"] = CLEAR
        for part in GifImagePlugin.getdata(image, offset, **params):
            self._out.write(part)
        self.frames += 1
        self._pending = None

    def finish(self) -> bytes:
        self._flush()
        self._out.write(b";")
        return self._out.getvalue()
