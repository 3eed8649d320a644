"""Where everything sits on the Root image.

Top to bottom: the woodland map, a status strip (whose turn, the last battle,
the dominance cards, deck and discard), then one panel per faction, two side
by side. The map's clearing positions come from the map data (RootVis' 450 x
446 diagram, top-left corner of each clearing) and are stretched to fill the
map area, so a map with other positions fits the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from games.core.data import load_json
from renderers.kit import Box, Point

WIDTH = 1200
PAD = 14
MAP_BOX: Box = (0, 0, WIDTH, 1120)
RADIUS = 92  # a clearing's radius on the image
DIAGRAM_CLEARING = 80  # a clearing's box in the map data's diagram: xy is its corner
MAP_MARGINS = (RADIUS + 24, RADIUS + 24, RADIUS + 24, RADIUS + 36)  # left top right bottom
STATUS_TOP = int(MAP_BOX[3])
STATUS_HEIGHT = 250
PANELS_TOP = STATUS_TOP + STATUS_HEIGHT + PAD
PANEL_HEIGHT = 540
PANEL_COLUMNS = 2


@dataclass(frozen=True)
class ClearingSpot:
    id: int
    suit: str
    slots: int
    centre: Point


@dataclass(frozen=True)
class MapGeometry:
    """The map of one view, placed on the image."""

    name: str
    clearings: dict[int, ClearingSpot]
    paths: tuple[tuple[int, int], ...]
    rivers: tuple[tuple[int, int], ...]
    forests: tuple[tuple[int, ...], ...]
    forest_ids: tuple[str, ...] = ()  # each forest's Rootlog id ("3_7_11_12"), as `forests`

    def centre(self, clearing: int) -> Point:
        return self.clearings[clearing].centre


@cache
def map_geometry(name: str) -> MapGeometry:
    """The map `name` (e.g. "fall") from `data/root/map_<name>.json`, fitted to MAP_BOX."""
    if not name.isidentifier():
        raise ValueError(f"there is no Root map called {name[:40]!r} to draw")
    try:
        data = load_json("root", f"map_{name}.json")
    except (OSError, ValueError) as error:
        raise ValueError(f"there is no Root map called {name!r} to draw") from error
    raw = {int(c["id"]): _diagram_centre(c["xy"]) for c in data["clearings"]}
    placed = fit(raw, MAP_BOX, MAP_MARGINS)
    clearings = {
        int(c["id"]): ClearingSpot(int(c["id"]), str(c["suit"]), int(c["slots"]),
                                   placed[int(c["id"])])
        for c in data["clearings"]
    }
    return MapGeometry(
        name=str(data.get("name", name)),
        clearings=clearings,
        paths=tuple((int(a), int(b)) for a, b in data.get("paths", [])),
        rivers=tuple((int(a), int(b)) for a, b in data.get("rivers", [])),
        forests=tuple(tuple(int(c) for c in f["clearings"]) for f in data.get("forests", [])),
        forest_ids=tuple(str(f.get("id") or "_".join(str(c) for c in sorted(f["clearings"])))
                         for f in data.get("forests", [])),
    )


def _diagram_centre(xy: list[float]) -> Point:
    half = DIAGRAM_CLEARING / 2
    return (float(xy[0]) + half, float(xy[1]) + half)


def fit(points: dict[int, Point], box: Box, margins: tuple[float, float, float, float],
        ) -> dict[int, Point]:
    """`points` scaled evenly (one factor for both axes) and centred inside `box`
    less its margins."""
    xs = [p[0] for p in points.values()]
    ys = [p[1] for p in points.values()]
    left, top = box[0] + margins[0], box[1] + margins[1]
    width = box[2] - margins[2] - left
    height = box[3] - margins[3] - top
    span_x, span_y = max(xs) - min(xs) or 1.0, max(ys) - min(ys) or 1.0
    factor = min(width / span_x, height / span_y)
    shift_x = left + (width - span_x * factor) / 2
    shift_y = top + (height - span_y * factor) / 2
    return {
        key: (shift_x + (x - min(xs)) * factor, shift_y + (y - min(ys)) * factor)
        for key, (x, y) in points.items()
    }


def panel_rows(factions: int) -> int:
    return max(1, math.ceil(factions / PANEL_COLUMNS))


def image_height(factions: int) -> int:
    return PANELS_TOP + panel_rows(factions) * (PANEL_HEIGHT + PAD)


def panel_box(index: int) -> Box:
    """The box of the `index`-th faction panel (in seat order)."""
    row, column = divmod(index, PANEL_COLUMNS)
    width = (WIDTH - PAD * (PANEL_COLUMNS + 1)) / PANEL_COLUMNS
    left = PAD + column * (width + PAD)
    top = PANELS_TOP + row * (PANEL_HEIGHT + PAD)
    return (left, top, left + width, top + PANEL_HEIGHT)


STATUS_BOX: Box = (PAD, STATUS_TOP, WIDTH - PAD, STATUS_TOP + STATUS_HEIGHT)
