"""Compact PNG encoding for board images.

Board art is flat colour with antialiased edges, so a 256-colour palette (no
dithering: dots would blur small text) keeps it crisp at about 40 % of the size
of a true-colour PNG. The fast octree quantizer is both quicker and smaller here
than median cut (measured on the 4-player board: 12 ms vs 80 ms, 118 KB vs
125 KB). The result depends only on the pixels, so the same image always gives
the same bytes.

Compression level 6 rather than `optimize` (level 9): measured on a 4-player
board, 17 ms instead of 110 ms for 120 KB instead of 112 KB. A board is posted
after every turn, so the time is felt; 8 KB is not.
"""

from __future__ import annotations

import io

from PIL import Image

PALETTE_COLOURS = 256
COMPRESS_LEVEL = 6


def encode_png(image: Image.Image, palette: bool = True) -> bytes:
    """PNG bytes of `image`, palette-reduced unless `palette` is False."""
    picture = image.convert("RGB")
    if palette:
        picture = picture.quantize(
            PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    buffer = io.BytesIO()
    picture.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
