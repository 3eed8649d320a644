"""Where everyone is, for the detail picture (issue 25): the map's pawns and
camps are a few pixels on a phone, so the column lists, for each seat, its mark
and name, where its character stands (the space number, the trade route or
quest token there) and the spaces of its camps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import INK, MUTED, PAPER, Box, Canvas
from renderers.near_and_far import styles
from renderers.near_and_far.players import where_text
from renderers.near_and_far.reading import MapData, camp_owner, listed, seats, style_of
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView

TITLE, NAME, TEXT = 24, 21, 18
"""Sizes on the 632-unit column: the least readable there is about 15.2."""
ROW = 62
TOP = 44


def positions_height(view: NearFarView) -> float:
    return TOP + ROW * len(seats(view)) + 6


def place_text(view: NearFarView, board: MapData, seat: int, words: Words) -> str:
    """Where the seat's character is, with what its space holds on the map."""
    info = seats(view)[seat]
    text = where_text(info, words)
    space = info.get("space")
    if info.get("where") != "map" or not isinstance(space, int):
        return text
    spot = board.spots[space] if 0 <= space < len(board.spots) else None
    extra = []
    if spot is not None and spot.kind == "village":
        extra.append(words("village"))
    elif spot is not None and spot.route:
        extra.append(words(f"route.{spot.route}"))
    if space in listed(view.get("quest_tokens")):
        extra.append(words("legend.quest"))
    return " · ".join([text, *extra])


def camps_text(view: NearFarView, board: MapData, seat: int, words: Words) -> str:
    spaces = [spot.id for spot in board.spots if camp_owner(view, spot.id) == seat]
    if not spaces:
        return words("camps_none")
    return words("camps_at", count=len(spaces), spaces=", ".join(str(s) for s in spaces))


def draw_positions(canvas: Canvas, view: NearFarView, board: MapData, box: Box,
                   names: Sequence[str], words: Words) -> None:
    """A row per seat: pawn, name, place; under it the seat's camps."""
    left, top, right, _ = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    canvas.text((left + 16, top + 10), words("positions"), TITLE, INK,
                max_width=right - left - 32)
    for seat in range(len(seats(view))):
        y = top + TOP + seat * ROW
        style = style_of(view, seat, words)
        styles.pawn(canvas, (left + 30, y + 30), style, 13)
        taken = canvas.text((left + 58, y + 16), names[seat], NAME, INK, "lm", max_width=170)
        canvas.text((left + 58 + taken + 14, y + 16), place_text(view, board, seat, words), TEXT,
                    INK, "lm", max_width=right - left - 72 - taken - 14)
        styles.tent(canvas, (left + 70, y + 42), 18, style.fill)
        canvas.text((left + 86, y + 42), camps_text(view, board, seat, words), TEXT, MUTED,
                    "lm", max_width=right - left - 100)
