"""The Woodland Alliance's board (Law of Root 8.2): its supporters, counted and
never shown (they are face down, 8.2.3), the limit on them while no base is on the
map, its officers, the three bases still on the board, the sympathy track with
what the next token costs and scores, and its warriors and Evening draw."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from renderers.kit import GOLD, INK, MUTED, WARNING, WHITE, Box, Canvas, Point, SeatStyle, seat_mark
from renderers.kit.canvas import Colour
from renderers.kit.changes import mark_box
from renderers.root import pieces
from renderers.root.changes import board_changed
from renderers.root.pieces import BuildingPicture, TokenPicture
from renderers.root.reading import listed, mapping, number, style_of
from renderers.root.suits import card_back, suit_symbol
from renderers.root.supply import buildings_on_map, sheet, tokens_on_map, warriors_left
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.alliance.view_types import AllianceBoard
    from games.root.view_types import RootView

ALLIANCE = "alliance"
BASES = ("fox", "rabbit", "mouse")
SYMPATHY_TOKENS = 10  # the tokens in the box, when the view does not count them
ROW = 58
BASE = 46
CELL = 50
FAINT = (200, 192, 176)  # a base's animal where the base has left for the map


def draw_alliance(canvas: Canvas, view: RootView, board: AllianceBoard, box: Box,
                  words: Words, previous: RootView | None = None) -> None:
    """`previous`: the board shown before; a change in the supporters' count (outrage,
    a revolt, a base removed) or the officers frames their row."""
    left, top, right, bottom = box
    draw_supporters(canvas, view, board, (left, top + 2, right), words)
    if board_changed(view, previous, ALLIANCE, supporters_key):
        mark_box(canvas, (left - 8, top - 2, right + 8, top + ROW + 4), width=5)
    x = draw_bases(canvas, view, board, (left, top + ROW + 8, right), words)
    draw_supply(canvas, view, board, (x + 24, top + ROW + 8 + BASE / 2, right), words)
    draw_sympathy(canvas, view, board, (left, top + ROW + BASE + 30, right, bottom), words)


def supporters_key(board: dict[str, object]) -> tuple[object, object]:
    """What the supporters' row shows: their count (the cards stay face down, 8.2.3)
    and the officers."""
    return board.get("supporters"), board.get("officers")


def draw_supporters(canvas: Canvas, view: RootView, board: AllianceBoard,
                    at: tuple[float, float, float], words: Words) -> None:
    """Face-down cards with their number, the limit, and the officers."""
    left, top, right = at
    middle = top + ROW / 2
    count = number(board.get("supporters"))
    for i in range(min(3, max(1, count))):  # a small stack: more than one reads as a pile
        card_back(canvas, (left + 18 + 6 * i, middle - 3 * i), 44, empty=count == 0)
    limit = board.get("supporters_limit")
    text = words("supporters", count=count)
    width = canvas.text((left + 56, middle - 12), text, 24, INK, "lm",
                        max_width=(right - left) / 2 - 60)
    full = limit is not None and count >= number(limit)
    rule = words("supporters_limit", limit=number(limit)) if limit is not None else words(
        "no_supporters_limit")
    canvas.text((left + 56, middle + 14), rule, 18, WARNING if full else MUTED, "lm",
                max_width=max(width, (right - left) / 2 - 60))
    officers = number(board.get("officers"))
    x = left + (right - left) / 2 + 10
    seat_mark(canvas, (x + 18, middle), 18, style_of(view, ALLIANCE))
    canvas.rect((x + 4, middle + 16, x + 32, middle + 22), GOLD, INK, 1.5)  # an officer's sash
    canvas.text((x + 44, middle), words("officers", count=officers), 24, INK, "lm",
                max_width=right - x - 44)


def draw_bases(canvas: Canvas, view: RootView, board: AllianceBoard,
               at: tuple[float, float, float], words: Words) -> float:
    """The three bases: one still on the board is drawn, one on the map leaves its
    space empty but for its suit's animal, faint; returns the x right of them."""
    left, top, _ = at
    style = style_of(view, ALLIANCE)
    middle = top + BASE / 2
    label = canvas.text((left, middle), words("bases"), 22, INK, "lm", max_width=110)
    shown = board.get("bases_left")
    left_on_board = ([str(s) for s in listed(shown)] if isinstance(shown, list) else
                     [s for s in BASES if not buildings_on_map(view, ALLIANCE, f"base_{s}")])
    x = left + label + 14
    for suit in BASES:
        centre = (x + BASE / 2, middle)
        if suit in left_on_board:
            pieces.building(canvas, f"base_{suit}", centre, BASE, style, base(suit))
        else:
            pieces.slot(canvas, centre, BASE)
            suit_symbol(canvas, suit, centre, BASE * 0.7, FAINT)
        x += BASE + 8
    return x


def draw_sympathy(canvas: Canvas, view: RootView, board: AllianceBoard, box: Box,
                  words: Words) -> None:
    """The sympathy track: a token still on its space covers it; the next one to be
    placed is framed in gold, its cost in supporters and its points beside the title."""
    left, top, right, bottom = box
    style = style_of(view, ALLIANCE)
    track = mapping(board.get("sympathy"))
    on_map = number(track.get("on_map", tokens_on_map(view, ALLIANCE, "sympathy")))
    left_over = number(track.get("left", max(0, SYMPATHY_TOKENS - on_map)))
    spaces = max(1, min(on_map + left_over, int((right - left) // 24)))  # 10 in the box
    title = canvas.text((left, top + 10), words("sympathy"), 22, INK, "lm", max_width=150)
    cost, vp = track.get("next_cost"), track.get("next_vp")
    if left_over and cost is not None:
        text = words("next_sympathy", cost=number(cost), vp=number(vp))
    else:
        text = words("no_sympathy_left") if not left_over else ""
    canvas.text((left + title + 14, top + 10), text, 19, INK, "lm",
                max_width=right - left - title - 14)
    y = top + 26
    printed = sheet(ALLIANCE).get("sympathy_track") or {}
    points = listed(printed.get("vp"))  # the printed board's points per space, when known
    label = 18 if len(points) >= spaces else 0
    cell = max(24.0, min(CELL, (right - left) / spaces, bottom - y + 4 - label))
    for i in range(spaces):
        x = left + i * cell
        space = (x + 2, y, x + cell - 2, y + cell - 4 + label)
        canvas.rect(space, WHITE if i >= on_map else (236, 228, 206), MUTED, 1.5, radius=8)
        if i >= on_map:
            sympathy(canvas, (x + cell / 2, y + (cell - 4) / 2), cell * 0.74, style)
        if label:
            scored = number(points[i])
            canvas.text((x + cell / 2, y + cell + label / 2 - 6), f"+{scored}" if scored
                        else "\u2013", 16, INK if i >= on_map else MUTED, "mm")
        if i == on_map:
            canvas.rect(space, None, GOLD, 4, radius=8)


def draw_supply(canvas: Canvas, view: RootView, board: AllianceBoard,
                at: tuple[float, float, float], words: Words) -> None:
    """Warriors in the supply over the cards it draws in Evening (8.6.2), two lines."""
    left, middle, right = at
    style = style_of(view, ALLIANCE)
    seat_mark(canvas, (left + 12, middle - 12), 12, style)
    warriors = number(board.get("warriors_supply", warriors_left(view, ALLIANCE)))
    canvas.text((left + 30, middle - 12), f"{warriors} {words('supply')}", 20, INK, "lm",
                max_width=right - left - 30)
    draw = number(board.get("evening_draw"), 1)
    card_back(canvas, (left + 12, middle + 13), 22)
    canvas.text((left + 30, middle + 13), words("evening_draw", count=draw), 20, INK, "lm",
                max_width=right - left - 30)


# -- its pieces' pictures (renderers/root/factions.py) ------------------------------
def base(suit: str) -> Callable[[Canvas, Point, float, Colour], None]:
    """An Alliance base (8.2.4): the animal of its suit in white, with eyes in the
    faction's colour, so the three bases differ by picture."""

    def draw(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
        suit_symbol(canvas, suit, centre, size * 0.82, WHITE, eyes=back)

    return draw


def sympathy(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
    """A sympathy token (8.2.5): a round token in the owner's colour with a white ring
    and a white sprout, unlike the square buildings and the lettered warrior marks."""
    x, y = centre
    s = size
    canvas.circle(centre, s * 0.46, style.fill, INK, max(1.2, s * 0.06))
    canvas.circle(centre, s * 0.34, None, WHITE, max(1.0, s * 0.06))
    canvas.line([(x, y + 0.22 * s), (x, y - 0.04 * s)], WHITE, max(1.0, s * 0.08))
    for side in (-1, 1):
        leaf = (x + side * 0.11 * s, y - 0.08 * s)
        canvas.ellipse((leaf[0] - 0.11 * s, leaf[1] - 0.07 * s, leaf[0] + 0.11 * s,
                        leaf[1] + 0.07 * s), WHITE)


BUILDING_PICTURES: dict[str, BuildingPicture] = {f"base_{suit}": base(suit) for suit in BASES}
TOKEN_PICTURES: dict[str, TokenPicture] = {"sympathy": sympathy}
