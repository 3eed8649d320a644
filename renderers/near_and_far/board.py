"""The map: paths with their threat and treasure symbols, the spaces (number, coin or
gem, trade route, toxic water, mammoth), quest tokens, camps by seat and the
characters standing on the map."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import INK, WHITE, Canvas, darker, lighter
from renderers.near_and_far import styles
from renderers.near_and_far.layout import MAP_BOX, SPACE_RADIUS, Projection
from renderers.near_and_far.reading import (
    MapData,
    camp_owner,
    listed,
    seats,
    style_of,
    track_open,
)
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView

SEA = (176, 204, 200)


def draw_map(canvas: Canvas, view: NearFarView, board: MapData, words: Words) -> None:
    canvas.rect(MAP_BOX, styles.LAND, styles.LAND_EDGE, 4, radius=18)
    where = Projection.fit(board)
    threats_left = bool(listed(view.get("threat_deck")))
    for track in board.tracks:
        a = where.point(board.spots[track.a].x, board.spots[track.a].y)
        b = where.point(board.spots[track.b].x, board.spots[track.b].y)
        canvas.line([a, b], styles.TRACK, 5)
    for track in board.tracks:
        if track.symbol not in ("threat", "treasure"):
            continue
        a = where.point(board.spots[track.a].x, board.spots[track.a].y)
        b = where.point(board.spots[track.b].x, board.spots[track.b].y)
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        live = track_open(view, board, track)
        if track.symbol == "threat":
            styles.threat_mark(canvas, middle, 24, live and threats_left)
        else:
            styles.chest(canvas, middle, 24, live)
    quests = {q for q in listed(view.get("quest_tokens")) if isinstance(q, int)}
    for spot in board.spots:
        draw_space(
            canvas, view, board, spot.id, where.point(spot.x, spot.y), spot.id in quests, words
        )
    draw_characters(canvas, view, board, where, words)


def draw_space(
    canvas: Canvas,
    view: NearFarView,
    board: MapData,
    space: int,
    at: tuple[float, float],
    quest: bool,
    words: Words,
) -> None:
    spot = board.spots[space]
    x, y = at
    r = SPACE_RADIUS
    if spot.kind == "village":
        canvas.circle(at, r + 12, (250, 244, 226), INK, 4)
        styles.heart(canvas, (x, y - 4), 30)
        canvas.text((x, y + r + 24), words("village"), 18, INK, "mm", WHITE, 3)  # under the ring
        return
    if spot.route:
        fill = styles.ROUTE_FILL.get(spot.route, (150, 150, 150))
    else:
        fill = lighter(styles.GEM if spot.kind == "gem" else styles.COIN, 0.35)
    owner = camp_owner(view, space)
    if owner is not None:  # a camp: a broad ring in the owner's colour, edged in ink
        canvas.circle(at, r + 9, style_of(view, owner, words).fill, INK, 3)
    edge = styles.WATER if spot.water else INK
    canvas.circle(at, r, fill, edge, 6 if spot.water else 3)
    label_fill = WHITE if spot.route else INK
    canvas.text(
        (x, y - 1),
        str(space),
        22,
        label_fill,
        "mm",
        darker(fill, 0.5) if spot.route else None,
        2 if spot.route else 0,
    )
    if spot.route:
        canvas.text((x, y + r + 9), words(f"route_short.{spot.route}"), 15, INK, "mm", WHITE, 3)
    elif spot.kind == "gem":
        styles.gem(canvas, (x, y + r - 2), 15)
    else:
        styles.coin(canvas, (x, y + r - 2), 15)
    if spot.mammoth:
        canvas.circle((x - r, y - r + 4), 11, (120, 90, 60), INK, 2)
        canvas.text((x - r, y - r + 4), words("mammoth_letter"), 13, WHITE, "mm")
    if quest:
        styles.scroll(canvas, (x + r - 2, y - r + 2), 22)
    if owner is not None:  # right of the space, clear of its label underneath
        style = style_of(view, owner, words)
        tent_at, token_at = camp_places(at)
        styles.tent(canvas, tent_at, CAMP_TENT, style.fill)
        styles.seat_token(canvas, token_at, CAMP_TOKEN, style)


CAMP_TENT, CAMP_TOKEN = 26, 11
"""A camp's tent (size) and seat token (radius) beside its space."""


def camp_places(at: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a camp's tent and its seat token stand, right of the space at `at`:
    above the trade route's label, which sits under the space."""
    x, y = at
    return (x + SPACE_RADIUS + 9, y - 2), (x + SPACE_RADIUS + 20, y + 13)


def pawn_places(view: NearFarView, board: MapData,
                where: Projection) -> dict[int, tuple[float, float]]:
    """Where each character on the map stands: left of its space (of the village's
    larger disc), one more pawn's width further left for each seat before it."""
    here: dict[int, list[int]] = {}
    for seat, info in enumerate(seats(view)):
        space = info.get("space")
        if info.get("where") == "map" and isinstance(space, int) and 0 <= space < len(board.spots):
            here.setdefault(space, []).append(seat)
    places = {}
    for space, who in here.items():
        spot = board.spots[space]
        x, y = where.point(spot.x, spot.y)
        reach = SPACE_RADIUS + (12 if spot.kind == "village" else 0)
        for i, seat in enumerate(who):
            places[seat] = (x - reach - 20 - i * 36, y - 2)
    return places


def draw_characters(
    canvas: Canvas,
    view: NearFarView,
    board: MapData,
    where: Projection,
    words: Words,
) -> None:
    """Each character on the map: a pawn left of its space, its body the seat's
    shape with its letter (styles.pawn)."""
    for seat, at in pawn_places(view, board, where).items():
        styles.pawn(canvas, at, style_of(view, seat, words))
