"""The ring: plots in their rune areas, the druid's road, the great river."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from renderers.kit import INK, WHITE, Box, Canvas, Point, hut, resource_icon, seat_style, temple
from renderers.meduris import pieces
from renderers.meduris.layout import (
    CENTRE_EDGE,
    RING_INNER,
    RING_OUTER,
    SIZE,
    BoardLayout,
    Slot,
    boundary_after,
)
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import Building, MedurisView, PlotInfo

AREA_TINTS = ((241, 229, 196), (210, 228, 190), (214, 222, 236))
ROAD_FILL = (205, 184, 140)
MEADOW = (96, 124, 86)
WATER = (64, 132, 196)
WATER_LIGHT = (150, 196, 232)
BRIDGE = (150, 104, 60)
NUMBER_SIZE = 30


def area_tints(view: MedurisView, layout: BoardLayout) -> dict[int, tuple[int, int, int]]:
    """Tints cycled over the areas in ring order, so neighbours never share one."""
    areas = _area_of(view)
    order: list[int] = []
    for slot in layout.slots:
        area = areas.get(slot.number)
        if area is not None and area not in order:
            order.append(area)
    return {area: AREA_TINTS[i % len(AREA_TINTS)] for i, area in enumerate(order)}


def _area_of(view: MedurisView) -> dict[int, int]:
    return {int(p["number"]): int(p.get("area", 0)) for p in view.get("plots", [])}


def draw_ground(canvas: Canvas) -> None:
    """The road as one sandy band inside the ring, with a dashed middle line."""
    outer = (RING_INNER, RING_INNER, SIZE - RING_INNER, SIZE - RING_INNER)
    canvas.rect(outer, ROAD_FILL)
    canvas.rect((CENTRE_EDGE, CENTRE_EDGE, SIZE - CENTRE_EDGE, SIZE - CENTRE_EDGE), MEADOW, INK, 2)
    mid = (RING_INNER + CENTRE_EDGE) / 2
    far = SIZE - mid
    corners = [(mid, mid), (far, mid), (far, far), (mid, far), (mid, mid)]
    for start, end in pairwise(corners):
        _dashes(canvas, start, end)


def _dashes(canvas: Canvas, start: Point, end: Point, dash: float = 14) -> None:
    (ax, ay), (bx, by) = start, end
    length = abs(bx - ax) + abs(by - ay)
    steps = int(length // (2 * dash))
    for i in range(steps):
        f0, f1 = (2 * i * dash) / length, ((2 * i + 1) * dash) / length
        canvas.line([(ax + (bx - ax) * f0, ay + (by - ay) * f0),
                     (ax + (bx - ax) * f1, ay + (by - ay) * f1)], (176, 152, 108), 3)


def draw_plots(canvas: Canvas, view: MedurisView, layout: BoardLayout, locale: str) -> None:
    tints = area_tints(view, layout)
    plots = {int(p["number"]): p for p in view.get("plots", [])}
    for slot in layout.slots:
        plot = plots[slot.number]
        canvas.rect(slot.cell, tints.get(int(plot.get("area", 0)), AREA_TINTS[0]), INK, 1.5)
        draw_plot(canvas, slot.cell, plot, view, locale)
    draw_area_borders(canvas, view, layout)
    canvas.rect((RING_OUTER, RING_OUTER, SIZE - RING_OUTER, SIZE - RING_OUTER), None, INK, 4)
    canvas.rect((RING_INNER, RING_INNER, SIZE - RING_INNER, SIZE - RING_INNER), None, INK, 3)


@dataclass(frozen=True)
class PlotParts:
    """Where the pieces of one plot cell go."""

    number_at: Point
    bonus_at: Point
    icon_size: float
    icons_at: tuple[Point, Point]
    building_at: Point
    building_room: tuple[float, float]  # width and height free for a building

    @classmethod
    def of(cls, cell: Box) -> PlotParts:
        left, top, right, bottom = cell
        icon = min(48.0, (bottom - top - 42) / 2)
        column = left + 5 + icon / 2
        icons = ((column, top + 40 + icon / 2), (column, top + 40 + icon * 1.5))
        room = (left + icon + 8, top + 38, right - 4, bottom - 4)
        return cls(
            (left + 8, top + 5), (right - 21, top + 22), icon, icons,
            ((room[0] + room[2]) / 2, (room[1] + room[3]) / 2),
            (room[2] - room[0], room[3] - room[1]),
        )

    def hut_size(self) -> float:
        return min(self.building_room) * 0.92

    def temple_size(self) -> float:
        width, height = self.building_room
        return min(width / 1.26, height) * 0.94


def draw_plot(
    canvas: Canvas, cell: Box, plot: PlotInfo, view: MedurisView, locale: str,
) -> None:
    """Number, bonus token, the two resource icons and any building of one plot."""
    parts = PlotParts.of(cell)
    canvas.text(parts.number_at, str(plot["number"]), NUMBER_SIZE, INK)
    bonus = plot.get("bonus")
    if bonus:
        pieces.bonus_token(canvas, bonus, parts.bonus_at, 34)
    for resource, centre in zip(plot.get("icons", [])[:2], parts.icons_at, strict=False):
        resource_icon(canvas, resource, centre, parts.icon_size, locale)
    building = plot.get("building")
    if building:
        draw_building(canvas, parts, building, view)


def draw_building(
    canvas: Canvas, parts: PlotParts, building: Building, view: MedurisView,
) -> None:
    seat = int(building.get("seat", 0))
    seats = view.get("seats", [])
    style = seat_style(seats[seat].get("colour") if 0 <= seat < len(seats) else None, seat)
    if building.get("kind") == "temple":
        temple(canvas, parts.building_at, parts.temple_size(), style)
    else:
        hut(canvas, parts.building_at, parts.hut_size(), style)


def draw_area_borders(canvas: Canvas, view: MedurisView, layout: BoardLayout) -> None:
    """A heavy line across ring and road wherever one rune area ends and the next begins."""
    areas = _area_of(view)
    slots = layout.slots
    for i, slot in enumerate(slots):
        following = slots[(i + 1) % len(slots)]
        if i + 1 < len(slots) and areas.get(slot.number) != areas.get(following.number):
            canvas.line(list(boundary_after(slot)), INK, 6)


def draw_river(canvas: Canvas, words: Words) -> None:
    """The great river fills the top-left corner; a bridge carries the road over it."""
    corner = (RING_OUTER, RING_OUTER, RING_INNER, RING_INNER)
    canvas.rect(corner, WATER, INK, 3)
    for i in range(5):
        y = RING_OUTER + 18 + i * 24
        wave = [(RING_OUTER + 8 + k * 14, y + (5 if k % 2 else -5)) for k in range(9)]
        canvas.line(wave, WATER_LIGHT, 3)
    middle = (RING_OUTER + RING_INNER) / 2
    canvas.text((middle, middle - 14), words("river"), 26, WHITE, "mm", INK, 3)
    canvas.text((middle, middle + 18), words("river_hint"), 18, WHITE, "mm", INK, 2.5,
                max_width=RING_INNER - RING_OUTER - 8)
    bridge = (RING_INNER, RING_INNER, CENTRE_EDGE, CENTRE_EDGE)
    canvas.rect(bridge, WATER)
    for i in range(4):
        left = RING_INNER + 3 + i * 11.5
        canvas.rect((left, RING_INNER + 2, left + 9, CENTRE_EDGE - 2), BRIDGE, INK, 1.5)


def road_spots(slot: Slot, count: int) -> list[Point]:
    """`count` evenly spread points along a plot's stretch of road."""
    left, top, right, bottom = slot.road
    points = []
    for i in range(count):
        f = (i + 1) / (count + 1)
        if slot.side in ("top", "bottom"):
            points.append((left + (right - left) * f, (top + bottom) / 2))
        else:
            points.append(((left + right) / 2, top + (bottom - top) * f))
    return points


def is_rune_slot(slot: Slot, area_slots: list[Slot]) -> bool:
    return slot is area_slots[len(area_slots) // 2]
