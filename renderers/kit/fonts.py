"""A face that keeps the bitmaps of the texts it drew.

A board draws two to three hundred texts, most of them the same as on the last
board at the same place (legend, numbers, names, glyph letters), and FreeType
renders each one again: the largest cost of a board after the outlines
(issue 15). Pillow's `ImageDraw.text` asks the face for a text's mask with
`getmask2` (text, stroke, anchor, the pixel fraction where it starts...); the
mask depends only on those, so we keep it and hand the same bitmap back: the
same pixels, drawn without FreeType.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import ImageFont

MASKS = 4096
"""Masks kept over all sizes: a text's mask at board size is a few kilobytes,
so the cache stays within some megabytes while holding several games' boards."""


class MaskKeepingFont(ImageFont.FreeTypeFont):
    """A FreeType face whose `getmask2` answers from a bounded cache."""

    def getmask2(self, text: Any, mode: str = "", *args: Any, **kwargs: Any) -> Any:
        key = (text, mode, args, tuple(sorted(kwargs.items())))
        try:
            hash(key)
        except TypeError:  # a list of features, say: not worth keeping
            return super().getmask2(text, mode, *args, **kwargs)
        return _mask(self, key)


@lru_cache(maxsize=MASKS)  # thread-safe, and bounded
def _mask(face: MaskKeepingFont, key: tuple[Any, str, tuple[Any, ...], tuple[Any, ...]]) -> Any:
    text, mode, args, kwargs = key
    return ImageFont.FreeTypeFont.getmask2(face, text, mode, *args, **dict(kwargs))


def forget_text_masks() -> None:
    """Drop every kept mask (the benchmark's worst case; tests)."""
    _mask.cache_clear()
