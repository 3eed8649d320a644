"""A small legend in a free corner of the map: the suits, the building slots and
the pieces of the factions in play, each picture with its name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import INK, PAPER, Box, Canvas, LegendEntry, Point, SeatStyle, legend
from renderers.kit.boxes import GlyphDrawer
from renderers.root import pieces
from renderers.root.factions import building_picture, legend_pieces, legend_word, token_picture
from renderers.root.layout import MAP_BOX, RADIUS, MapGeometry
from renderers.root.reading import factions, style_of
from renderers.root.suits import suit_badge
from renderers.root.woods import river_points
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

SIZE = (360, 168)
SIZES = ((28, 19), (26, 17), (24, 15))  # glyph and text sizes, tried in turn
GAP = 12


def entries(view: RootView, words: Words) -> list[LegendEntry]:
    found = [
        LegendEntry(suit_drawer(suit), words(suit)) for suit in ("fox", "rabbit", "mouse")
    ]
    found.append(LegendEntry(lambda c, p, s: pieces.ruin(c, p, s * 0.8), words("ruin")))
    found.append(LegendEntry(lambda c, p, s: pieces.slot(c, p, s * 0.8), words("slot")))
    for faction in factions(view):
        style = style_of(view, faction)
        for kind in legend_pieces(faction):
            # The word under a piece; a pawn is labelled with its Vagabond's name.
            label = words(faction) if kind == "pawn" else words(legend_word(kind))
            found.append(LegendEntry(piece_drawer(kind, style), label))
    return found


def suit_drawer(suit: str) -> GlyphDrawer:
    def draw(canvas: Canvas, centre: Point, size: float) -> None:
        suit_badge(canvas, suit, centre, size * 0.45)

    return draw


def piece_drawer(kind: str, style: SeatStyle) -> GlyphDrawer:
    def draw(canvas: Canvas, centre: Point, size: float) -> None:
        token = token_picture(kind)
        if kind == "pawn":
            pieces.pawn(canvas, centre, size, style)
        elif token is not None:
            pieces.token(canvas, kind, centre, size * 0.9, style, token)
        else:
            pieces.building(canvas, kind, centre, size * 0.8, style, building_picture(kind))

    return draw


def free_corner(woods: MapGeometry) -> Box | None:
    """The first corner of the map where the legend covers no clearing and no path."""
    width, height = SIZE
    left, top, right, bottom = MAP_BOX[0] + 10, MAP_BOX[1] + 8, MAP_BOX[2] - 10, MAP_BOX[3] - 8
    corners = [(right - width, top), (left, bottom - height), (left, top),
               (right - width, bottom - height)]
    for x, y in corners:
        box = (x, y, x + width, y + height)
        if is_free(box, woods):
            return box
    return None


def is_free(box: Box, woods: MapGeometry) -> bool:
    for spot in woods.clearings.values():
        cx, cy = spot.centre
        taken = (cx - RADIUS - 10, cy - RADIUS - 10, cx + RADIUS + 10, cy + RADIUS + 60)
        if overlaps(box, taken):
            return False
    lines = [(a, b, False) for a, b in woods.paths] + [(a, b, True) for a, b in woods.rivers]
    for a, b, river in lines:
        if a in woods.clearings and b in woods.clearings:
            start, end = woods.centre(a), woods.centre(b)
            points = river_points(start, end) if river else straight(start, end)
            if any(overlaps(box, (x - 12, y - 12, x + 12, y + 12)) for x, y in points):
                return False
    return True


def straight(start: Point, end: Point, steps: int = 32) -> list[Point]:
    (x1, y1), (x2, y2) = start, end
    return [(x1 + (x2 - x1) * i / steps, y1 + (y2 - y1) * i / steps) for i in range(steps + 1)]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def draw_legend(canvas: Canvas, view: RootView, woods: MapGeometry, words: Words) -> None:
    box = free_corner(woods)
    if box is None:
        return
    canvas.rect(box, PAPER, INK, 2, radius=12)
    left, top, right, bottom = box
    inner = (left + 10, top + 6, right - 8, bottom - 6)
    shown = entries(view, words)
    width, height = inner[2] - inner[0], inner[3] - inner[1]
    for glyph, text in SIZES:
        if rows(canvas, shown, width, glyph, text) * (glyph + 8) <= height:
            break
    legend(canvas, inner, shown, glyph, text, GAP)


def rows(canvas: Canvas, shown: list[LegendEntry], width: float, glyph: float, text: float,
         ) -> int:
    """How many rows the kit's legend takes for `shown` (it wraps the same way)."""
    count, x = 1, 0.0
    for entry in shown:
        wide = glyph + 6 + canvas.text_width(entry.label, text)
        if x > 0 and x + wide > width:
            count, x = count + 1, 0.0
        x += wide + GAP
    return count
