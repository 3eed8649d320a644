"""What changed since the board shown before: the map spaces (camps, quest
tokens, characters arriving or leaving) and, in each player's panel, the goods
that went up or down, the team and the belongings (renderers/kit/changes.py
draws the marks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from renderers.kit import Box, Canvas
from renderers.kit.changes import changed_keys, changed_places, mark_box, mark_circle
from renderers.near_and_far.layout import SPACE_RADIUS, Projection, panel_box
from renderers.near_and_far.players import (
    BELONGINGS_ROW,
    GOODS,
    GOODS_ROW,
    TEAM_ROW,
    goods_box,
    part_box,
)
from renderers.near_and_far.reading import MapData, camp_owner, listed, seats

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView

TEAM = ("team", "reserve", "animals")
BELONGINGS = ("treasures", "threats", "world", "chiefs", "talents", "tokens", "bought")


def space_contents(view: NearFarView, board: MapData) -> dict[int, Any]:
    """Each space's camp owner, quest token, and the characters standing on it."""
    quests = set(listed(view.get("quest_tokens")))
    found: dict[int, Any] = {}
    for spot in board.spots:
        here = [s for s, info in enumerate(seats(view))
                if info.get("where") == "map" and info.get("space") == spot.id]
        found[spot.id] = (camp_owner(view, spot.id), spot.id in quests, here)
    return found


def seat_part(view: NearFarView, seat: int, keys: tuple[str, ...]) -> dict[str, Any]:
    info = seats(view)[seat]
    return {key: info.get(key) for key in keys}


def draw_changes(
    canvas: Canvas, view: NearFarView, previous: NearFarView | None, board: MapData
) -> None:
    """Ring the changed spaces, frame the changed goods and panel rows."""
    where = Projection.fit(board)
    spots = {spot.id: spot for spot in board.spots}
    for space in sorted(changed_places(view, previous, lambda v: space_contents(v, board))):
        spot = spots[space]
        mark_circle(canvas, where.point(spot.x, spot.y), SPACE_RADIUS + 9, width=5)
    if not previous or len(seats(previous)) != len(seats(view)):
        return
    for seat in range(len(seats(view))):
        draw_seat_changes(canvas, view, previous, seat)


def draw_seat_changes(
    canvas: Canvas, view: NearFarView, previous: NearFarView, seat: int, panel: Box | None = None
) -> None:
    """Frame the changed goods and panel rows of a seat's panel (`panel`: where it
    is drawn, by default its place on the board)."""
    panel = panel or panel_box(seat)
    goods = part_box(panel, GOODS_ROW)
    for key in changed_keys(seat_part(previous, seat, GOODS), seat_part(view, seat, GOODS)):
        mark_box(canvas, goods_box(goods, GOODS.index(key)), width=4, radius=8)
    for row, keys in ((TEAM_ROW, TEAM), (BELONGINGS_ROW, BELONGINGS)):
        if changed_keys(seat_part(previous, seat, keys), seat_part(view, seat, keys)):
            # Around the row, so the frame clears its label line and its chips.
            left, top, right, bottom = part_box(panel, row)
            mark_box(canvas, (left - 8, top - 6, right + 8, bottom + 5), width=4, radius=8)
