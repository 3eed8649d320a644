"""What stands on the druid's road: rune stones, the druid, the final-lap flag.

Each area's rune stone sits on the road beside the middle plot of its area.
Pieces beside the same plot share its stretch of road side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from renderers.kit import Canvas, Point, SeatStyle
from renderers.meduris import pieces
from renderers.meduris.layout import BoardLayout, Slot
from renderers.meduris.reading import area_label, druid_place, rune_holders, seat_styles
from renderers.meduris.ring import road_spots

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

Piece = Callable[[Canvas, Point], None]
DRUID_SIZE = 64
RUNE_SIZE = 48
FLAG_SIZE = 38


def rune_slots(view: MedurisView, layout: BoardLayout) -> dict[int, Slot]:
    """The slot beside which each area's rune stone is shown (its middle plot)."""
    areas = {int(p["number"]): int(p.get("area", 0)) for p in view.get("plots", [])}
    members: dict[int, list[Slot]] = {}
    for slot in layout.slots:
        members.setdefault(areas[slot.number], []).append(slot)
    return {area: slots[len(slots) // 2] for area, slots in members.items()}


def occupants(view: MedurisView, layout: BoardLayout) -> dict[int, list[tuple[str, Piece]]]:
    """Named pieces per plot number, in the order they stand along the road:
    "druid", "flag" and "rune:<area id>"."""
    found: dict[int, list[tuple[str, Piece]]] = {}
    styles = seat_styles(view)
    holders = rune_holders(view)
    for area, slot in sorted(rune_slots(view, layout).items()):
        holder = holders.get(area)
        style = styles[holder] if holder is not None and 0 <= holder < len(styles) else None
        found.setdefault(slot.number, []).append(
            (f"rune:{area}", _rune_piece(area, style, slot.side))
        )
    final = view.get("final_lap_from")
    if final is not None and int(final) in layout.by_number:
        flag = ("flag", lambda c, p: pieces.flag(c, p, FLAG_SIZE))
        found.setdefault(int(final), []).insert(0, flag)
    where, number = druid_place(view)
    if where == "plot" and number in layout.by_number:
        druid = ("druid", lambda c, p: pieces.druid(c, p, DRUID_SIZE))
        found.setdefault(number, []).insert(0, druid)
    return found


def _rune_piece(area: int, holder: SeatStyle | None, side: str) -> Piece:
    label, below = area_label(area), side in ("left", "right")
    return lambda c, p: pieces.rune_stone(c, p, RUNE_SIZE, label, holder, below)


def road_places(view: MedurisView, layout: BoardLayout) -> dict[str, Point]:
    """Where each road piece is drawn, by name (see `occupants`)."""
    places: dict[str, Point] = {}
    for number, found in occupants(view, layout).items():
        spots = road_spots(layout.by_number[number], len(found))
        places.update((name, spot) for (name, _), spot in zip(found, spots, strict=True))
    return places


def draw_road_pieces(canvas: Canvas, view: MedurisView, layout: BoardLayout) -> None:
    for number, found in occupants(view, layout).items():
        spots = road_spots(layout.by_number[number], len(found))
        for (_, piece), spot in zip(found, spots, strict=True):
            piece(canvas, spot)
