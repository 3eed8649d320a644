"""The Lizard Cult's board (seed 000 10.2-10.4): the outcast marker on its suit
(Outcast or Hated) with what each conspiracy costs now, the acolytes, the three
garden tracks (a garden still on its space covers it; the space Score would pay
now is framed in gold, the card bonus drawn where the printed board has it), the
face-up Lost Souls and revealed cards by suit, and its warriors and Evening draw.
The hand is never drawn here: only the view's public board is read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from renderers.kit import GOLD, INK, MUTED, WARNING, WHITE, Box, Canvas, Point, seat_mark
from renderers.kit.canvas import Colour
from renderers.root import pieces
from renderers.root.pieces import BuildingPicture
from renderers.root.reading import card_suit, listed, mapping, number, style_of
from renderers.root.suits import card_back, card_chip, suit_badge
from renderers.root.supply import buildings_on_map, sheet, warriors_left
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.lizards.view_types import LizardsBoard
    from games.root.view_types import RootView

LIZARDS = "lizards"
SUITS = ("fox", "rabbit", "mouse")
CONSPIRACIES = ("crusade", "convert", "sanctify")
ROW = 48
CELL = 58
CHIP = 34
COVERED = (236, 228, 206)


def draw_lizards(canvas: Canvas, view: RootView, board: LizardsBoard, box: Box,
                 words: Words) -> None:
    left, top, right, bottom = box
    draw_outcast(canvas, view, board, (left, top + 16, right), words)
    y = draw_gardens(canvas, view, board, (left, top + 62, right), words)
    lost = (words("lost_souls"), listed(board.get("lost_souls")))
    revealed = (words("revealed"), listed(board.get("revealed")))
    supply_y = bottom - 16
    if y + 10 + 2 * (CHIP + 4) + 4 <= supply_y - 14:
        y = draw_cards(canvas, *lost, (left, y + 10, right), words)
        draw_cards(canvas, *revealed, (left, y + 4, right), words)
    else:  # a shorter panel (its improvements take a row above): the two piles side by side
        middle = left + (right - left) / 2
        draw_cards(canvas, *lost, (left, y + 6, middle - 8), words)
        draw_cards(canvas, *revealed, (middle + 8, y + 6, right), words)
    draw_supply(canvas, view, board, (left, supply_y, right), words)


def draw_outcast(canvas: Canvas, view: RootView, board: LizardsBoard,
                 at: tuple[float, float, float], words: Words) -> None:
    """The marker's suit and face, the acolytes, and the conspiracies' costs below."""
    left, y, right = at
    suit = board.get("outcast")
    hated = bool(board.get("hated"))
    x = left
    if suit:
        suit_badge(canvas, str(suit), (left + 14, y), 14)
        x += 34
    face = words("hated" if hated else "outcast", suit=words(str(suit)) if suit else "\u2013")
    width = canvas.text((x, y), face, 24, WARNING if hated else INK, "lm",
                        max_width=(right - left) / 2 - 34)
    middle = max(x + width + 24, left + (right - left) / 2)
    seat_mark(canvas, (middle + 14, y), 14, style_of(view, LIZARDS))
    canvas.text((middle + 36, y), words("acolytes", count=number(board.get("acolytes"))), 24,
                INK, "lm", max_width=right - middle - 36)
    costs = mapping(board.get("conspiracy_cost"))
    printed = mapping(sheet(LIZARDS).get("conspiracy_cost"))
    parts = [f"{words(c)} {number(costs.get(c, printed.get(c)))}" for c in CONSPIRACIES]
    canvas.text((left, y + 28), " \u00b7 ".join(parts), 19, MUTED, "lm",
                max_width=right - left)


def draw_gardens(canvas: Canvas, view: RootView, board: LizardsBoard,
                 at: tuple[float, float, float], words: Words) -> float:
    """One track per suit; returns the y under them."""
    left, top, right = at
    track = mapping(sheet(LIZARDS).get("garden_track"))
    points = mapping(track.get("vp_by_gardens_on_map"))
    bonuses = mapping(track.get("draw_bonus_after_placing"))
    shown = mapping(board.get("gardens"))
    style = style_of(view, LIZARDS)
    canvas.text((left, top + 10), words("gardens"), 22, INK, "lm", max_width=150)
    y = top + 26
    cell = min(CELL, (right - left - 40) / 5)
    for suit in SUITS:
        on_map = number(shown.get(suit, buildings_on_map(view, LIZARDS, f"garden_{suit}")))
        vps = listed(points.get(suit)) or [0] * 5
        suit_badge(canvas, suit, (left + 14, y + ROW / 2), 13)
        for i, vp in enumerate(vps):
            x = left + 36 + i * cell
            space = (x + 2, y, x + cell - 2, y + ROW - 2)
            canvas.rect(space, WHITE if i >= on_map else COVERED, MUTED, 1.5, radius=7)
            if i >= on_map:
                pieces.building(canvas, f"garden_{suit}", (x + cell / 2, y + ROW / 2 - 1),
                                ROW * 0.62, style, garden)
            bonus = i + 1 in [number(b) for b in listed(bonuses.get(suit))]
            if i < on_map:  # uncovered: the points Score reads there, left of a card bonus
                scored = number(vp)
                canvas.text((x + cell / 2 - (7 if bonus else 0), y + ROW / 2),
                            f"+{scored}" if scored else "\u2013", 20, INK, "mm")
            if bonus:
                card_back(canvas, (x + cell - 10, y + 12), 20)
            if on_map and i == on_map - 1:
                canvas.rect(space, None, GOLD, 4, radius=7)
        y += ROW + 4
    return y


def draw_cards(canvas: Canvas, title: str, cards: list[Any], at: tuple[float, float, float],
               words: Words) -> float:
    """A face-up pile as small cards of their suits; returns the y under it."""
    left, top, right = at
    middle = top + CHIP / 2
    width = canvas.text((left, middle), f"{title} ({len(cards)})", 20, INK, "lm",
                        max_width=max(180, (right - left) / 3))
    x = left + width + 12
    step = CHIP * 0.72 + 4
    room = max(0, int((right - x - 30) // step))
    for card in cards[:room]:
        card_chip(canvas, card_suit(card), (x + CHIP * 0.36, middle), CHIP)
        x += step
    if len(cards) > room:
        canvas.text((right, middle), f"+{len(cards) - room}", 18, INK, "rm")
    return top + CHIP + 4


def draw_supply(canvas: Canvas, view: RootView, board: LizardsBoard,
                at: tuple[float, float, float], words: Words) -> None:
    """Warriors in the supply and the cards drawn in Evening (10.6.3), on one line."""
    left, y, right = at
    style = style_of(view, LIZARDS)
    seat_mark(canvas, (left + 12, y), 12, style)
    warriors = number(board.get("warriors_supply", warriors_left(view, LIZARDS)))
    width = canvas.text((left + 30, y), f"{warriors} {words('supply')}", 20, INK, "lm",
                        max_width=(right - left) / 2 - 30)
    x = max(left + 30 + width + 24, left + (right - left) / 2)
    card_back(canvas, (x + 10, y), 22)
    draw = number(board.get("evening_draw"), 1)
    canvas.text((x + 26, y), words("evening_draw", count=draw), 20, INK, "lm",
                max_width=right - x - 26)


# -- its pieces' pictures (renderers/root/factions.py) ------------------------------
def garden(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    """A Lizard Cult garden (10.2.4): a sprout of three leaves, dark on the Cult's
    light yellow. The suit
    needs no picture: a garden is always of its clearing's suit."""
    x, y = centre
    s = size
    ink = picture_colour(back)
    canvas.line([(x, y + 0.36 * s), (x, y - 0.1 * s)], ink, max(1.5, s * 0.08))
    canvas.ellipse((x - 0.36 * s, y - 0.12 * s, x - 0.02 * s, y + 0.12 * s), ink)
    canvas.ellipse((x + 0.02 * s, y - 0.12 * s, x + 0.36 * s, y + 0.12 * s), ink)
    canvas.ellipse((x - 0.13 * s, y - 0.4 * s, x + 0.13 * s, y - 0.04 * s), ink)


def picture_colour(back: Colour) -> Colour:
    """White on a dark building, dark ink on a light one (the Lizard Cult's yellow,
    where a white sprout hardly showed)."""
    if not isinstance(back, tuple) or len(back) < 3:
        return WHITE
    r, g, b = back[:3]
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 170 else WHITE


BUILDING_PICTURES: dict[str, BuildingPicture] = {f"garden_{suit}": garden for suit in SUITS}
