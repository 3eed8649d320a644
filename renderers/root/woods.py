"""The ground of the map: meadow, forests, rivers and paths (Law of Root 2.2-2.4).

Forests are the areas enclosed by paths and clearings, so each is drawn as the
polygon through its clearings' centres (the clearings and paths drawn on top
hide its corners and edges), shaded, with a few trees. Rivers are blue wavy
lines, paths light tracks: the two never look alike.
"""

from __future__ import annotations

import math
from functools import cache

from renderers.kit import Canvas, Point
from renderers.root.layout import RADIUS, MapGeometry, map_geometry
from renderers.root.styles import (
    FOREST,
    FOREST_EDGE,
    MEADOW,
    PATH,
    PATH_EDGE,
    RIVER,
    RIVER_LIGHT,
    TREE,
)

PATH_WIDTH = 24
RIVER_WIDTH = 16
WAVE = 7  # how far a river swings to each side
TREE_SIZE = 34
GRID = 10  # layout units between the points tried for a forest's trees
BADGE_AT = (0.74, -0.68)  # a clearing's badges (suit left, battle right), times RADIUS
BADGE = 26  # their radius, with a margin


def draw_ground(canvas: Canvas, woods: MapGeometry, box: tuple[float, float, float, float],
                ) -> None:
    canvas.rect(box, MEADOW)
    for forest in woods.forests:
        corners = [woods.centre(c) for c in forest if c in woods.clearings]
        if len(corners) >= 3:
            canvas.polygon(around(corners)[1], FOREST, FOREST_EDGE, 3)
    for spot in tree_spots(woods.name):
        trees(canvas, spot)
    for a, b in woods.rivers:
        if a in woods.clearings and b in woods.clearings:
            draw_river(canvas, woods.centre(a), woods.centre(b))
    for a, b in woods.paths:
        if a in woods.clearings and b in woods.clearings:
            draw_path(canvas, woods.centre(a), woods.centre(b))


def around(points: list[Point]) -> tuple[Point, list[Point]]:
    """The centroid of `points` and the points in order of angle around it."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    ordered = sorted(points, key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
    return (cx, cy), ordered


def tree_spots(name: str) -> tuple[Point, ...]:
    """Where each forest's trees stand."""
    return tuple(forest_spots(name).values())


@cache
def forest_spots(name: str) -> dict[str, Point]:
    """Each forest's point farthest from clearings, paths and rivers, by its Rootlog id
    (searched on a grid once per map): its trees stand there, and a pawn in it."""
    woods = map_geometry(name)
    lines = [(woods.centre(a), woods.centre(b)) for a, b in (*woods.paths, *woods.rivers)
             if a in woods.clearings and b in woods.clearings]
    circles = [spot.centre for spot in woods.clearings.values()]
    spots = {}
    for index, forest in enumerate(woods.forests):
        corners = [woods.centre(c) for c in forest if c in woods.clearings]
        if len(corners) >= 3:
            key = woods.forest_ids[index] if index < len(woods.forest_ids) else str(index)
            spots[key] = clearest_point(around(corners)[1], circles, lines)
    return spots


def clearest_point(polygon: list[Point], circles: list[Point],
                   lines: list[tuple[Point, Point]]) -> Point:
    return roomiest_point(polygon, [(c, RADIUS) for c in circles], lines)[0]


@cache
def pawn_spots(name: str) -> dict[str, tuple[Point, float]]:
    """Where a pawn stands in each forest, by Rootlog id, and how far it may reach from
    there: the forest's point farthest from the clearings, their badges (suit, battle),
    the paths and the rivers."""
    woods = map_geometry(name)
    lines = [(woods.centre(a), woods.centre(b)) for a, b in (*woods.paths, *woods.rivers)
             if a in woods.clearings and b in woods.clearings]
    circles: list[tuple[Point, float]] = []
    for spot in woods.clearings.values():
        x, y = spot.centre
        circles.append((spot.centre, RADIUS))
        circles += [((x + side * BADGE_AT[0] * RADIUS, y + BADGE_AT[1] * RADIUS), BADGE)
                    for side in (-1, 1)]
    spots = {}
    for index, forest in enumerate(woods.forests):
        corners = [woods.centre(c) for c in forest if c in woods.clearings]
        if len(corners) >= 3:
            key = woods.forest_ids[index] if index < len(woods.forest_ids) else str(index)
            spots[key] = roomiest_point(around(corners)[1], circles, lines)
    return spots


def roomiest_point(polygon: list[Point], circles: list[tuple[Point, float]],
                   lines: list[tuple[Point, Point]]) -> tuple[Point, float]:
    """The point of `polygon` farthest from the circles' edges and the lines' sides
    (searched on a grid), and that distance."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    best, best_room = around(polygon)[0], -math.inf
    for gx in range(int(min(xs)), int(max(xs)), GRID):
        for gy in range(int(min(ys)), int(max(ys)), GRID):
            point = (float(gx), float(gy))
            if not inside(point, polygon):
                continue
            room = min([math.dist(point, c) - r for c, r in circles]
                       + [to_segment(point, a, b) - PATH_WIDTH for a, b in lines])
            if room > best_room:
                best, best_room = point, room
    return best, best_room


def inside(point: Point, polygon: list[Point]) -> bool:
    """Ray casting: does a ray to the right cross the outline an odd number of times?"""
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def to_segment(point: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy or 1.0
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def trees(canvas: Canvas, centre: Point) -> None:
    x, y = centre
    for dx, dy in ((-0.9, 0.25), (0.0, -0.35), (0.9, 0.25)):
        tree(canvas, (x + dx * TREE_SIZE, y + dy * TREE_SIZE), TREE_SIZE)


def tree(canvas: Canvas, centre: Point, size: float) -> None:
    """A small fir: two stacked triangles on a trunk."""
    x, y = centre
    canvas.rect((x - 0.07 * size, y + 0.3 * size, x + 0.07 * size, y + 0.5 * size), TREE)
    for top, half, bottom in ((-0.5, 0.26, 0.05), (-0.2, 0.36, 0.34)):
        canvas.polygon([(x, y + top * size), (x + half * size, y + bottom * size),
                        (x - half * size, y + bottom * size)], TREE)


def river_points(start: Point, end: Point) -> list[Point]:
    """A wavy line from `start` to `end`: two full swings either side."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    nx, ny = -(y2 - y1) / length, (x2 - x1) / length
    steps = 32
    points = []
    for i in range(steps + 1):
        t = i / steps
        swing = WAVE * math.sin(t * 4 * math.pi)
        points.append((x1 + (x2 - x1) * t + nx * swing, y1 + (y2 - y1) * t + ny * swing))
    return points


def draw_river(canvas: Canvas, start: Point, end: Point) -> None:
    points = river_points(start, end)
    canvas.line(points, RIVER, RIVER_WIDTH)
    canvas.line(points, RIVER_LIGHT, RIVER_WIDTH * 0.3)


def draw_path(canvas: Canvas, start: Point, end: Point) -> None:
    canvas.line([start, end], PATH_EDGE, PATH_WIDTH + 6)
    canvas.line([start, end], PATH, PATH_WIDTH)
