"""What changed on the Root map since the board shown before: the pieces in each
clearing (warriors, buildings, tokens, pawns: a sympathy token placed, a base built
or removed, a pawn moved), the pawns in each forest, and each faction's victory
points (renderers/kit/changes.py draws the marks). What changed on a faction's board
(a Vagabond's items, relationships and quests, the Alliance's supporters and officers)
is marked on that board (renderers/root/board_vagabond.py, board_alliance.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from renderers.kit import Canvas
from renderers.kit.changes import changed_places, mark_circle
from renderers.root.forests import RING, forest_pawns, pawn_spot
from renderers.root.layout import RADIUS, MapGeometry
from renderers.root.reading import final_vp, mapping

if TYPE_CHECKING:
    from games.root.view_types import ClearingView, RootView


def clearing_contents(view: RootView) -> dict[str, ClearingView]:
    return dict(mapping(view["board"]))


BoardKey = Callable[[dict[str, Any]], Any]


def board_changed(view: RootView, previous: RootView | None, faction: str,
                  key: BoardKey) -> bool:
    """Did the part of `faction`'s board that `key` reads change since the board shown
    before? Nothing is marked on the first board, nor on a board not shown before."""
    if not previous:
        return False
    now = mapping(mapping(view.get("faction_boards")).get(faction))
    before = mapping(mapping(previous.get("faction_boards")).get(faction))
    if not before:
        return False
    return bool(key(dict(now)) != key(dict(before)))


def vp_change(view: RootView, previous: RootView | None, faction: str) -> int:
    """How many victory points `faction` gained (or lost) since `previous`."""
    if not previous or faction not in mapping(previous.get("vp")):
        return 0
    return final_vp(view, faction) - final_vp(previous, faction)


def draw_changes(
    canvas: Canvas, view: RootView, previous: RootView | None, woods: MapGeometry,
) -> None:
    """Ring every clearing whose pieces changed."""
    for key in sorted(changed_places(view, previous, clearing_contents), key=str):
        spot = woods.clearings.get(int(key)) if str(key).isdigit() else None
        if spot is not None:
            mark_circle(canvas, spot.centre, RADIUS + 12, width=8)
    for forest in sorted(changed_places(view, previous, forest_pawns)):
        centre = pawn_spot(woods, forest)
        if centre is not None:  # a pawn came or went: the forest's pawn spot is ringed
            mark_circle(canvas, centre, RING, width=6)
