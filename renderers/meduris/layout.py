"""Where everything sits on the Meduris image, worked out from the view alone.

The ring of plots runs clockwise around the edge of a square board, like the
druid walks: along the top from left to right, down the right side, back along
the bottom and up the left side. The plot just after the great river opens the
top row, so the river always crosses the top-left corner. Inside the ring runs
the druid's road; inside the road lies the centre with his temple, the
highlands and the panels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from renderers.kit import Box, Point

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

SIZE = 1400  # the board is a square of SIZE x SIZE layout units
MARGIN = 14
DEPTH = 128  # how far a plot reaches from the edge inwards
ROAD = 48  # width of the druid's road inside the ring
LEGEND_HEIGHT = 92  # the legend strip below the board
WIDTH, HEIGHT = SIZE, SIZE + LEGEND_HEIGHT

RING_OUTER = MARGIN
RING_INNER = MARGIN + DEPTH
CENTRE_EDGE = RING_INNER + ROAD
CENTRE: Box = (CENTRE_EDGE, CENTRE_EDGE, SIZE - CENTRE_EDGE, SIZE - CENTRE_EDGE)
SIDES = ("top", "right", "bottom", "left")
PAD = 14
# the centre, top to bottom: the status panel (beside the druid's temple), the
# highlands, the scores
STATUS_ROW = (CENTRE[1] + PAD, CENTRE[1] + 290)
HIGHLANDS_BOX: Box = (CENTRE[0] + PAD, CENTRE[1] + 304, CENTRE[2] - PAD, CENTRE[1] + 660)
SCORES_BOX: Box = (CENTRE[0] + PAD, CENTRE[1] + 674, CENTRE[2] - PAD, CENTRE[3] - PAD)


@dataclass(frozen=True)
class Slot:
    """One plot's place on the ring: its cell, its side and its stretch of road."""

    number: int  # the plot number players type (1-based)
    position: int  # 0 = first plot after the river, then clockwise
    side: str
    cell: Box
    road: Box


def side_counts(plots: int) -> list[int]:
    """How many plots go on each side: as even as possible, extras on top and bottom."""
    base, extra = divmod(plots, 4)
    order = (0, 2, 1, 3)  # top, bottom, right, left
    counts = [base] * 4
    for i in range(extra):
        counts[order[i]] += 1
    return counts


def _cell(side: str, slot: int, length: float) -> tuple[Box, Box]:
    """The plot cell and its road stretch for the `slot`-th plot along `side`."""
    lo, hi = RING_INNER, SIZE - RING_INNER
    if side == "top":
        a = lo + slot * length
        return (a, RING_OUTER, a + length, RING_INNER), (a, RING_INNER, a + length, CENTRE_EDGE)
    if side == "right":
        a = lo + slot * length
        return ((hi, a, SIZE - RING_OUTER, a + length),
                (hi - ROAD, a, hi, a + length))
    if side == "bottom":
        b = hi - slot * length
        return ((b - length, hi, b, SIZE - RING_OUTER),
                (b - length, hi - ROAD, b, hi))
    b = hi - slot * length
    return (RING_OUTER, b - length, RING_INNER, b), (RING_INNER, b - length, CENTRE_EDGE, b)


def ring_slots(plot_numbers: list[int]) -> list[Slot]:
    """Slots for plots given in clockwise order starting just after the river."""
    counts = side_counts(len(plot_numbers))
    slots: list[Slot] = []
    span = SIZE - 2 * RING_INNER
    for side, count in zip(SIDES, counts, strict=True):
        for i in range(count):
            cell, road = _cell(side, i, span / count)
            position = len(slots)
            slots.append(Slot(plot_numbers[position], position, side, cell, road))
    return slots


def centre_of(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def boundary_after(slot: Slot) -> tuple[Point, Point]:
    """The line (outer end, inner end) across ring and road between `slot` and the
    next plot clockwise."""
    (cl, ct, cr, cb), (rl, rt, rr, rb) = slot.cell, slot.road
    if slot.side == "top":
        return (cr, ct), (cr, rb)
    if slot.side == "right":
        return (cr, cb), (rl, cb)
    if slot.side == "bottom":
        return (cl, cb), (cl, rt)
    return (cl, ct), (rr, ct)


@dataclass(frozen=True)
class BoardLayout:
    """The ring of one view: slots by plot number and the druid path's junction."""

    slots: tuple[Slot, ...]
    entry_after: int  # plot number after which the druid's path joins the ring

    @classmethod
    def from_view(cls, view: MedurisView) -> BoardLayout:
        numbers = [int(p["number"]) for p in view.get("plots", [])]
        river_after = int(view.get("river_after") or (numbers[-1] if numbers else 0))
        start = numbers.index(river_after) + 1 if river_after in numbers else 0
        ordered = numbers[start:] + numbers[:start]
        entry = int(view.get("ring_entry_after") or (ordered[0] if ordered else 1))
        return cls(tuple(ring_slots(ordered)), entry)

    @cached_property
    def by_number(self) -> dict[int, Slot]:
        return {s.number: s for s in self.slots}

    def junction(self) -> tuple[Point, str]:
        """Where the druid's path meets the road (inner edge) and which side it is on."""
        slot = self.by_number.get(self.entry_after, self.slots[0])
        _, inner = boundary_after(slot)
        return inner, slot.side
