"""Small pictures drawn from primitives: seat marks, resources, huts, temples, a die.

Every glyph is placed by its centre and a size in layout units, so a renderer
can put the same hut in a plot, a legend or a score row.
"""

from __future__ import annotations

import math

from renderers.kit.canvas import Canvas, Point
from renderers.kit.palette import GOLD, INK, RESOURCE_FILL, WHITE, SeatStyle, darker, lighter

RESOURCE_LETTERS: dict[str, dict[str, str]] = {
    "en": {"wool": "W", "wood": "T", "stone": "S", "copper": "C"},
    # "Pi" (piedra), not "P": the purple seat's mark is a "P" in every language.
    "es": {"wool": "L", "wood": "M", "stone": "Pi", "copper": "C"},
}


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The corners of a seat shape (a circle is drawn as a 32-gon)."""
    x, y = centre
    corners = {"square": 4, "triangle": 3, "diamond": 4, "hexagon": 6, "star": 10}
    count = corners.get(shape, 32)
    turn = {"square": 45, "diamond": 0, "hexagon": 30}.get(shape, 0)
    points = []
    for i in range(count):
        angle = math.radians(turn - 90 + 360 * i / count)
        reach = radius * (0.5 if shape == "star" and i % 2 else 1.0)
        if shape == "square":
            reach *= 1.22  # a square as tall as the circle looks as big
        elif shape == "triangle":
            reach *= 1.28
        drop = _drop(shape, radius)
        points.append((x + reach * math.cos(angle), y + drop + reach * math.sin(angle)))
    return points


def _drop(shape: str, radius: float) -> float:
    """Triangles sit lower so their visual centre matches the other shapes."""
    return radius * 0.22 if shape == "triangle" else 0.0


def seat_mark(
    canvas: Canvas, centre: Point, radius: float, style: SeatStyle,
    fill: tuple[int, int, int] | None = None, letter_fill: tuple[int, int, int] = WHITE,
) -> None:
    """A seat's shape in its colour with its letter: the token used everywhere."""
    points = shape_points(style.shape, centre, radius)
    canvas.polygon(points, fill or style.fill, INK, max(1.5, radius * 0.12))
    x, y = centre
    y += _drop(style.shape, radius) * 0.9
    size = radius * (0.95 if style.shape == "triangle" else 1.15)
    canvas.text((x, y), style.letter, size, letter_fill, "mm", INK, max(1.0, radius * 0.09),
                glyph=True)


def resource_icon(
    canvas: Canvas, resource: str, centre: Point, size: float, locale: str = "en",
) -> None:
    """A resource's own glyph with its letter (cloud, log, boulder, ingot)."""
    draw = {"wool": _wool, "wood": _wood, "stone": _stone, "copper": _copper}.get(resource)
    if draw is None:
        canvas.circle(centre, size * 0.4, (200, 200, 200), INK, size * 0.05)
    else:
        draw(canvas, centre, size * 1.12)  # the glyphs leave a margin; fill the box instead
    letter = RESOURCE_LETTERS.get(locale, RESOURCE_LETTERS["en"]).get(resource, "?")
    canvas.text(centre, letter, size * 0.42, WHITE, "mm", INK, max(1.0, size * 0.06), glyph=True)


def wood_log(canvas: Canvas, centre: Point, size: float) -> None:
    """A log seen from its end, without a letter (Meduris' wood, Root's wood token)."""
    _wood(canvas, centre, size)


def _wool(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    puffs = [(-0.22, 0.08, 0.2), (0.22, 0.08, 0.2), (0.0, 0.14, 0.22),
             (-0.12, -0.12, 0.2), (0.13, -0.12, 0.2)]
    edge = size * 0.05
    for dx, dy, r in puffs:
        canvas.circle((x + dx * size, y + dy * size), r * size + edge, INK)
    for dx, dy, r in puffs:
        canvas.circle((x + dx * size, y + dy * size), r * size, RESOURCE_FILL["wool"])


def _wood(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    edge = size * 0.05
    bark = RESOURCE_FILL["wood"]
    canvas.rect((x - size * 0.46, y - size * 0.24, x + size * 0.3, y + size * 0.24),
                bark, INK, edge, radius=size * 0.1)
    ring = (x + size * 0.18, y - size * 0.24, x + size * 0.46, y + size * 0.24)
    canvas.ellipse(ring, (214, 170, 110), INK, edge)
    canvas.line([(x - size * 0.4, y - size * 0.08), (x + size * 0.1, y - size * 0.08)],
                darker(bark, 0.35), edge)


def _stone(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    corners = [(-0.44, 0.28), (-0.36, -0.14), (-0.1, -0.36), (0.26, -0.32),
               (0.46, -0.02), (0.38, 0.3)]
    points = [(x + dx * size, y + dy * size) for dx, dy in corners]
    canvas.polygon(points, RESOURCE_FILL["stone"], INK, size * 0.05)
    shine = lighter(RESOURCE_FILL["stone"], 0.45)
    canvas.line([(x - size * 0.28, y - size * 0.12), (x - size * 0.06, y - size * 0.28)],
                shine, size * 0.05)


def _copper(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    body = [(-0.46, 0.26), (-0.3, -0.22), (0.3, -0.22), (0.46, 0.26)]
    points = [(x + dx * size, y + dy * size) for dx, dy in body]
    canvas.polygon(points, RESOURCE_FILL["copper"], INK, size * 0.05)
    top = [(-0.26, -0.16), (0.26, -0.16), (0.2, -0.04), (-0.2, -0.04)]
    shine = lighter(RESOURCE_FILL["copper"], 0.4)
    canvas.polygon([(x + dx * size, y + dy * size) for dx, dy in top], shine)


def hut(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A house with a steep roof in the seat's colour, its mark on the wall."""
    x, y = centre
    s = size
    outline = [(x, y - 0.5 * s), (x + 0.5 * s, y - 0.06 * s), (x + 0.4 * s, y - 0.06 * s),
               (x + 0.4 * s, y + 0.48 * s), (x - 0.4 * s, y + 0.48 * s),
               (x - 0.4 * s, y - 0.06 * s), (x - 0.5 * s, y - 0.06 * s)]
    canvas.polygon(outline, style.fill, INK, max(1.5, s * 0.05))
    canvas.line([(x - 0.5 * s, y - 0.06 * s), (x + 0.5 * s, y - 0.06 * s)],
                darker(style.fill, 0.35), max(1.0, s * 0.03))
    seat_mark(canvas, (x, y + 0.2 * s), s * 0.2, style, WHITE, style.fill)


def temple(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A wide columned temple with a gold base: unlike a hut at a glance."""
    x, y = centre
    s = size
    edge = max(1.5, s * 0.045)
    canvas.rect((x - 0.62 * s, y + 0.34 * s, x + 0.62 * s, y + 0.5 * s), GOLD, INK, edge)
    canvas.rect((x - 0.52 * s, y - 0.2 * s, x + 0.52 * s, y + 0.34 * s), style.fill, INK, edge)
    for i in range(4):
        cx = x + (-0.39 + 0.26 * i) * s
        canvas.rect((cx - 0.06 * s, y - 0.12 * s, cx + 0.06 * s, y + 0.34 * s),
                    lighter(style.fill, 0.55), INK, max(1.0, s * 0.025))
    roof = [(x - 0.62 * s, y - 0.2 * s), (x, y - 0.5 * s), (x + 0.62 * s, y - 0.2 * s)]
    canvas.polygon(roof, style.fill, INK, edge)
    canvas.polygon(roof[:1] + [(x, y - 0.4 * s)] + roof[2:], GOLD)
    seat_mark(canvas, (x, y + 0.1 * s), s * 0.2, style, WHITE, style.fill)


def die_face(
    canvas: Canvas, face: str | None, centre: Point, size: float, locale: str = "en",
) -> None:
    """The die showing `face`: a resource glyph, +1 (gain) or -1 (return); blank if None."""
    x, y = centre
    half = size / 2
    canvas.rect((x - half, y - half, x + half, y + half), WHITE, INK, size * 0.04,
                radius=size * 0.16)
    if face in RESOURCE_FILL:
        resource_icon(canvas, face, centre, size * 0.72, locale)
    elif face == "gain":
        canvas.text(centre, "+1", size * 0.5, INK, "mm")
    elif face == "return":
        canvas.text(centre, "\u22121", size * 0.5, INK, "mm")
    else:
        canvas.text(centre, "?", size * 0.5, (180, 180, 180), "mm")
