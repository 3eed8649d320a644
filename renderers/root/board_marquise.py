"""The Marquise de Cat's board (Law of Root 6.1): the three building tracks
with their wood costs, points and card bonuses, and her supply of wood and
warriors and the keep."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from renderers.kit import (
    GOLD,
    INK,
    MUTED,
    WARNING,
    WHITE,
    Box,
    Canvas,
    Point,
    SeatStyle,
    seat_mark,
    wood_log,
)
from renderers.kit.canvas import Colour
from renderers.root import pieces
from renderers.root.pieces import BuildingPicture, TokenPicture
from renderers.root.reading import listed, mapping, number, style_of
from renderers.root.suits import card_back
from renderers.root.supply import (
    buildings_on_map,
    in_box,
    sheet,
    token_clearings,
    tokens_on_map,
    warriors_left,
)
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.marquise.view_types import MarquiseBoard
    from games.root.view_types import RootView

MARQUISE = "marquise"
BUILDINGS = ("sawmill", "workshop", "recruiter")
SPACES = 6
CELL = 62  # width of a track space
ROW = 60  # height of a track row
LABEL = 64  # the column of building pictures left of the tracks


def draw_marquise(canvas: Canvas, view: RootView, board: MarquiseBoard, box: Box,
                  words: Words) -> None:
    left, top, _, bottom = box
    track = sheet(MARQUISE).get("building_track") or {}
    draw_costs(canvas, listed(track.get("cost")), (left + LABEL, top + 12))
    for row, kind in enumerate(BUILDINGS):
        y = top + 30 + row * (ROW + 6)
        draw_track(canvas, view, board, kind, track, (left, y), words)
    draw_supply(canvas, view, board, (left, top + 30 + 3 * (ROW + 6) + 24, box[2], bottom), words)


def draw_costs(canvas: Canvas, costs: list[Any], at: tuple[float, float]) -> None:
    """The wood each space costs, above its column."""
    x, y = at
    wood_log(canvas, (x - 26, y), 26)
    for i in range(SPACES):
        cost = number(costs[i]) if i < len(costs) else 0
        canvas.text((x + i * CELL + CELL / 2, y), str(cost), 22, INK, "mm")


def placed(view: RootView, board: MarquiseBoard, kind: str) -> int:
    """Buildings of `kind` off the track: from the board view, else counted on the map."""
    tracks = board.get("tracks") if isinstance(board.get("tracks"), dict) else {}
    entry = tracks.get(kind)
    if isinstance(entry, dict) and "left" in entry:
        return max(0, min(SPACES, SPACES - number(entry["left"])))
    return min(SPACES, buildings_on_map(view, MARQUISE, kind))


def draw_track(canvas: Canvas, view: RootView, board: MarquiseBoard, kind: str,
               track: dict[str, Any], at: tuple[float, float], words: Words) -> None:
    left, top = at
    style = style_of(view, MARQUISE)
    middle = top + ROW / 2
    pieces.building(canvas, kind, (left + LABEL / 2 - 6, middle), 42, style,
                    BUILDING_PICTURES.get(kind))
    gone = placed(view, board, kind)
    points = listed(mapping(track.get("vp")).get(kind))
    bonus = listed(mapping(track.get("draw_bonus_after_placing")).get(kind))
    for i in range(SPACES):
        x = left + LABEL + i * CELL
        cell = (x + 3, top, x + CELL - 3, top + ROW)
        canvas.rect(cell, WHITE if i >= gone else (236, 228, 206), MUTED, 1.5, radius=8)
        if i >= gone:
            pieces.building(canvas, kind, (x + CELL / 2, top + 23), 34, style,
                            BUILDING_PICTURES.get(kind))
        vp = number(points[i]) if i < len(points) else 0
        canvas.text((x + CELL / 2, top + ROW - 10), f"+{vp}" if vp else "\u2013", 18,
                    INK if i >= gone else MUTED, "mm")
        if i + 1 in bonus:
            card_back(canvas, (x + CELL - 12, top + 12), 18)
        if i == gone:
            canvas.rect(cell, None, GOLD, 4, radius=8)


def draw_supply(canvas: Canvas, view: RootView, board: MarquiseBoard, box: Box,
                words: Words) -> None:
    """Wood and warriors left in the supply, the keep's clearing, actions left."""
    left, top, right, _ = box
    style = style_of(view, MARQUISE)
    wood = board.get("wood_supply", in_box(MARQUISE, "wood") - tokens_on_map(view, MARQUISE,
                                                                           "wood"))
    wood_log(canvas, (left + 18, top), 34)
    canvas.text((left + 42, top), f"{number(wood)} {words('wood')}", 24, INK, "lm")
    seat_mark(canvas, (left + 180, top), 16, style)
    warriors = number(board.get("warriors_supply", warriors_left(view, MARQUISE)))
    canvas.text((left + 202, top), f"{warriors} {words('supply')}", 24, INK, "lm")
    keep(canvas, (left + 356, top), 34, style)
    canvas.text((left + 380, top), keep_text(view, board, words), 24,
                WARNING if board.get("keep_gone") else INK, "lm", max_width=right - left - 380)
    actions = board.get("actions_left")
    if actions is not None and view.get("phase") == "daylight":
        canvas.text((left, top + 38), words("actions_left", count=number(actions)), 24, INK, "lm")


def keep_text(view: RootView, board: MarquiseBoard, words: Words) -> str:
    if board.get("keep_gone"):
        return words("keep_gone")
    clearing = board.get("keep")
    if clearing is None:
        found = token_clearings(view, MARQUISE, "keep")
        clearing = found[0] if found else None
    return f"{words('clearing')} {clearing}" if clearing is not None else "\u2013"


# -- its pieces' pictures (renderers/root/factions.py) ------------------------------
def saw(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    teeth = 10
    points = []
    for i in range(2 * teeth):
        angle = math.pi * i / teeth
        reach = size * (0.36 if i % 2 == 0 else 0.26)
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    canvas.polygon(points, WHITE)
    canvas.circle(centre, size * 0.08, back)


def hammer(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.rect((x - 0.32 * s, y - 0.32 * s, x + 0.26 * s, y - 0.1 * s), WHITE, radius=s * 0.04)
    canvas.rect((x - 0.06 * s, y - 0.12 * s, x + 0.06 * s, y + 0.36 * s), WHITE)


def recruiter(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    canvas.circle((x, y - 0.18 * s), 0.13 * s, WHITE)
    canvas.polygon([(x - 0.26 * s, y + 0.36 * s), (x - 0.14 * s, y - 0.0 * s),
                    (x + 0.14 * s, y - 0.0 * s), (x + 0.26 * s, y + 0.36 * s)], WHITE)


def keep(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """The keep: a tower with battlements in its owner's colour."""
    x, y = centre
    s = size
    edge = max(1.2, s * 0.05)
    outline = [(x - 0.36 * s, y + 0.42 * s), (x - 0.36 * s, y - 0.42 * s)]
    for i in range(3):
        left = x - 0.36 * s + i * 0.28 * s
        outline += [(left + 0.16 * s, y - 0.42 * s), (left + 0.16 * s, y - 0.28 * s),
                     (left + 0.28 * s, y - 0.28 * s)]
    outline[-1] = (x + 0.36 * s, y - 0.28 * s)
    outline += [(x + 0.36 * s, y - 0.42 * s), (x + 0.36 * s, y + 0.42 * s)]
    canvas.polygon(outline, style.fill, INK, edge)
    canvas.rect((x - 0.1 * s, y + 0.1 * s, x + 0.1 * s, y + 0.42 * s), INK, radius=s * 0.08)


def wood(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A wood token: a log, whoever's colour."""
    wood_log(canvas, centre, size)


BUILDING_PICTURES: dict[str, BuildingPicture] = {
    "sawmill": saw, "workshop": hammer, "recruiter": recruiter,
}
TOKEN_PICTURES: dict[str, TokenPicture] = {"wood": wood, "keep": keep}
