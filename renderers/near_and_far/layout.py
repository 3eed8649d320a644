"""Where everything goes on the Near and Far image (layout units = output pixels).

A status strip on top; the map on the left with the village, threat and trade
routes beside it; one panel per player below, two per row; a legend at the end.
Portrait, 1400 wide, so it fills a phone's width."""

from __future__ import annotations

from dataclasses import dataclass

from renderers.kit import Box, Point
from renderers.near_and_far.reading import MapData

WIDTH = 1400
PAD = 16
STATUS_BOX: Box = (PAD, PAD, WIDTH - PAD, 104)
MAP_BOX: Box = (PAD, 116, 936, 900)
SIDE_BOX: Box = (948, 116, WIDTH - PAD, 900)
PANELS_TOP = 912
PANEL_HEIGHT = 292
PANEL_GAP = 12
LEGEND_HEIGHT = 104
SPACE_RADIUS = 25


def panel_box(seat: int) -> Box:
    column, row = seat % 2, seat // 2
    width = (WIDTH - 2 * PAD - PANEL_GAP) / 2
    left = PAD + column * (width + PANEL_GAP)
    top = PANELS_TOP + row * (PANEL_HEIGHT + PANEL_GAP)
    return (left, top, left + width, top + PANEL_HEIGHT)


def image_height(players: int) -> int:
    rows = max(1, (players + 1) // 2)
    return PANELS_TOP + rows * (PANEL_HEIGHT + PANEL_GAP) + LEGEND_HEIGHT


def legend_box(players: int) -> Box:
    top = image_height(players) - LEGEND_HEIGHT
    return (PAD, top, WIDTH - PAD, top + LEGEND_HEIGHT - PAD)


@dataclass(frozen=True)
class Projection:
    """Map coordinates (the data's hex grid, about 1000 x 860) onto the map box."""

    scale: float
    dx: float
    dy: float

    @classmethod
    def fit(cls, board: MapData, box: Box = MAP_BOX) -> Projection:
        xs = [s.x for s in board.spots]
        ys = [s.y for s in board.spots]
        margin = SPACE_RADIUS + 14
        width = box[2] - box[0] - 2 * margin
        height = box[3] - box[1] - 2 * margin
        scale = min(width / max(1.0, max(xs) - min(xs)), height / max(1.0, max(ys) - min(ys)))
        dx = box[0] + margin + (width - scale * (max(xs) - min(xs))) / 2 - scale * min(xs)
        dy = box[1] + margin + (height - scale * (max(ys) - min(ys))) / 2 - scale * min(ys)
        return cls(scale, dx, dy)

    def point(self, x: float, y: float) -> Point:
        return (self.dx + self.scale * x, self.dy + self.scale * y)
