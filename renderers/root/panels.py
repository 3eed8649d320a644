"""One panel per faction: who plays it, points (or the dominance card it
plays for), hand size, crafted items, cards in play, and its faction board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import GOLD, HIGHLIGHT, INK, MUTED, PAPER, Box, Canvas, seat_mark, shape_points
from renderers.kit.changes import delta_tag
from renderers.root.boards import draw_faction_board
from renderers.root.catalog import card_name
from renderers.root.factions import plays_a_pawn
from renderers.root.items import item_tile
from renderers.root.reading import (
    card_suit,
    final_vp,
    listed,
    mapping,
    number,
    pending_seats,
    seat_of,
    style_of,
)
from renderers.root.suits import card_back, card_chip
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

HEADER = 84
ITEM = 42
CHIP = 44


def draw_panel(canvas: Canvas, view: RootView, seat: int, faction: str, box: Box,
               names: Sequence[str], words: Words, previous: RootView | None = None) -> None:
    left, top, right, bottom = box
    asked = seat in pending_seats(view) and not view.get("result")
    canvas.rect(box, PAPER, GOLD if asked else INK, 6 if asked else 3, radius=14)
    if asked:
        canvas.rect((left + 6, top + 6, right - 6, top + HEADER), HIGHLIGHT, radius=10)
    draw_header(canvas, view, faction, (left, top, right, top + HEADER), names[seat], words)
    y = draw_hand_and_items(canvas, view, seat, faction, (left + 16, top + HEADER + 12, right),
                            words)
    y = draw_improvements(canvas, view, faction, (left + 16, y + 8, right - 16, y + 8), words)
    canvas.line([(left + 16, y + 6), (right - 16, y + 6)], MUTED, 2)
    draw_faction_board(canvas, view, faction, (left + 16, y + 16, right - 16, bottom - 12), words,
                       previous)


def draw_header(canvas: Canvas, view: RootView, faction: str, box: Box, name: str,
                words: Words) -> None:
    left, top, right, bottom = box
    style = style_of(view, faction)
    middle = (top + bottom) / 2
    seat_mark(canvas, (left + 44, middle), 28, style)
    text_right = right - 130
    canvas.text((left + 86, middle - 14), name, 34, INK, "lm", max_width=text_right - left - 86)
    if name != words(faction):
        canvas.text((left + 86, middle + 22), words(faction), 22, MUTED, "lm",
                    max_width=text_right - left - 86)
    played = mapping(view.get("dominance")).get(faction)
    if played:
        card_chip(canvas, card_suit(played), (right - 142, middle), 58, GOLD)
        canvas.text((right - 116, middle), words("dominance_active"), 22, INK, "lm",
                    max_width=104)
    else:
        vp_disc(canvas, (right - 56, middle), final_vp(view, faction), words)
    if seat_won(view, faction):
        star(canvas, (right - 112 if not played else right - 180, middle - 22), 16)


def draw_vp_change(canvas: Canvas, view: RootView, faction: str, box: Box,
                   delta: int) -> None:
    """"+2" beside the victory point disc when the points changed since the last board
    (no disc, no tag: a faction playing dominance scores no points)."""
    if mapping(view.get("dominance")).get(faction):
        return
    _, top, right, _ = box
    delta_tag(canvas, (right - 92, top + HEADER / 2 + 22), delta, 22, anchor="r")


def seat_won(view: RootView, faction: str) -> bool:
    result = mapping(view.get("result"))
    seat = seat_of(view, faction)
    return seat is not None and seat in [number(w, -1) for w in listed(result.get("winners"))]


def star(canvas: Canvas, centre: tuple[float, float], radius: float) -> None:
    canvas.polygon(shape_points("star", centre, radius), GOLD, INK, 2)


def vp_disc(canvas: Canvas, centre: tuple[float, float], vp: int, words: Words) -> None:
    x, y = centre
    canvas.circle(centre, 34, GOLD, INK, 3)
    canvas.text((x, y - 6), str(vp), 32, INK, "mm")
    canvas.text((x, y + 20), words("vp"), 16, INK, "mm")


def draw_hand_and_items(canvas: Canvas, view: RootView, seat: int, faction: str,
                        at: tuple[float, float, float], words: Words) -> float:
    """Hand size, then the crafted items; returns the y below the row."""
    left, top, right = at
    sizes = listed(view.get("hand_sizes"))
    hand = number(sizes[seat]) if seat < len(sizes) else 0
    y = top + 24
    card_back(canvas, (left + 18, y), 46)
    canvas.text((left + 44, y), f"{hand} {words('hand')}", 26, INK, "lm")
    x = left + 170
    items = [str(i) for i in listed(mapping(view.get("crafted_items")).get(faction))]
    if not items and not plays_a_pawn(faction):  # a Vagabond's items are on its board
        canvas.text((x, y), words("no_items"), 22, MUTED, "lm")
    for item in items:
        if x + ITEM > right - 16:
            break
        item_tile(canvas, item, (x + ITEM / 2, y), ITEM)
        x += ITEM + 6
    return top + 48


def draw_improvements(canvas: Canvas, view: RootView, faction: str, at: Box,
                      words: Words) -> float:
    """Persistent cards in play, two to a row; returns the y below them."""
    left, top, right, _ = at
    cards = listed(mapping(view.get("improvements")).get(faction))
    if not cards:
        return top
    column = (right - left) / 2
    y = top
    for i, card in enumerate(cards[:6]):
        x = left + (i % 2) * column
        y = top + (i // 2) * (CHIP + 6)
        card_chip(canvas, card_suit(card), (x + CHIP * 0.36, y + CHIP / 2), CHIP)
        canvas.text((x + CHIP * 0.8, y + CHIP / 2), card_name(card, words), 22, INK, "lm",
                    max_width=column - CHIP)
    return y + CHIP + 6


