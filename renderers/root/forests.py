"""Pawns in forests (Law of Root 9.2.2): a Vagabond may stand in a forest, not only
in a clearing. `RootView.forests` names each forest by its Rootlog id; the pawns
stand where the forest's trees are, on a white backing so they read on the green."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from renderers.kit import INK, WHITE, Canvas, Point
from renderers.root import pieces
from renderers.root.layout import MapGeometry
from renderers.root.reading import listed, mapping, style_of
from renderers.root.woods import pawn_spots

if TYPE_CHECKING:
    from games.root.view_types import RootView

PAWN = 44  # a pawn's height in a forest with room for it
LEAST = 28  # the least height, in a narrow forest
RING = 40  # the change ring's radius round a forest's pawns


def forest_pawns(view: RootView) -> dict[str, list[str]]:
    """The pawns in each forest, by forest id (forests without a pawn left out)."""
    return {str(forest): [str(p) for p in listed(pawns)]
            for forest, pawns in mapping(view.get("forests")).items() if listed(pawns)}


def pawn_spot(woods: MapGeometry, forest: str) -> Point | None:
    found = pawn_spots(woods.name).get(forest)
    return found[0] if found else None


def pawn_size(room: float, count: int) -> float:
    """The largest pawn height (PAWN at most, LEAST at least) at which `count` pawns in
    a row on their backing stay within `room` of the forest's pawn spot."""
    size = PAWN
    while size > LEAST and math.hypot(count * (0.8 * size + 6) / 2 + 4, size / 2 + 4) > room:
        size -= 2
    return size


def draw_forest_pawns(canvas: Canvas, view: RootView, woods: MapGeometry) -> None:
    for forest, pawns in sorted(forest_pawns(view).items()):
        found = pawn_spots(woods.name).get(forest)
        if found is None:
            continue  # a forest this map does not have: nothing to place
        (x, y), room = found
        size = pawn_size(room, len(pawns))
        step = 0.8 * size + 6
        width = len(pawns) * step
        left = x - width / 2
        canvas.rect((left - 4, y - size / 2 - 4, left + width + 4, y + size / 2 + 4), WHITE, INK,
                    1.5, radius=10)
        for i, faction in enumerate(pawns):
            pieces.pawn(canvas, (left + step * i + step / 2, y), size, style_of(view, faction))
