"""Reading colours off rendered boards, for the content-region tests."""

from __future__ import annotations

from PIL import Image

from renderers.kit import Point, SeatStyle

Rgb = tuple[int, int, int]


def colour_at(image: Image.Image, point: Point) -> Rgb:
    """The colour at a point given in layout units (the picture may be shown at
    another width: `layout_scale`, set by Canvas.finish)."""
    scale = float(image.info.get("layout_scale", 1.0))
    x = min(image.width - 1, round(point[0] * scale))
    y = min(image.height - 1, round(point[1] * scale))
    r, g, b = image.convert("RGB").getpixel((x, y))[:3]
    return (r, g, b)


def close(a: Rgb, b: Rgb, tolerance: int = 14) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def inside_mark(style: SeatStyle, centre: Point, radius: float) -> Point:
    """A point inside a seat mark's filled shape, clear of its letter."""
    x, y = centre
    if style.shape == "triangle":
        return (x - 0.5 * radius, y + 0.6 * radius)
    return (x, y + 0.68 * radius)
