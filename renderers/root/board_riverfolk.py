"""The Riverfolk Company's board (seed 000 11.2): its face-up hand named card by
card (11.2.3), the warriors in its Payments, Funds and Committed boxes by owner
(11.2.4; the Funds box framed, the only one that holds funds), the three trade
post tracks with the posts still on them and what the next one scores
(11.2.5), and the services' prices (11.2.7) beside its supply."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import GOLD, INK, MUTED, WHITE, Box, Canvas, Point, SeatStyle, seat_mark
from renderers.root import pieces
from renderers.root.catalog import card_name
from renderers.root.pieces import TokenPicture
from renderers.root.reading import card_suit, listed, mapping, number, seat_of, style_of
from renderers.root.suits import card_chip, suit_badge, suit_symbol
from renderers.root.supply import warriors_left
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.riverfolk.view_types import RiverfolkBoard
    from games.root.view_types import RootView

RIVERFOLK = "riverfolk"
SUITS = ("fox", "rabbit", "mouse")
SERVICES = ("hand_card", "riverboats", "mercenaries")
POSTS_PER_SUIT = 3
CHIP = 40
BOX_HEIGHT = 74
POST = 50


def draw_riverfolk(canvas: Canvas, view: RootView, board: RiverfolkBoard, box: Box,
                   words: Words) -> None:
    left, top, right, bottom = box
    y = draw_hand(canvas, view, (left, top, right), words)
    y = draw_boxes(canvas, view, board, (left, y + 6, right), words)
    y = draw_posts(canvas, view, board, (left, y + 8, right), words)
    draw_prices(canvas, view, board, (left, y + 8, right, bottom), words)


def draw_hand(canvas: Canvas, view: RootView, at: tuple[float, float, float],
              words: Words) -> float:
    """11.2.3: the hand is face up: each card by its name, two to a row (three rows
    at most, then how many more); returns the y below."""
    left, top, right = at
    seat = seat_of(view, RIVERFOLK)
    shown = listed(view.get("hands_shown"))
    hand = [str(c) for c in listed(shown[seat])] if seat is not None and seat < len(shown) else []
    title = canvas.text((left, top + CHIP / 2), words("public_hand"), 22, INK, "lm",
                        max_width=150)
    if not hand:
        canvas.text((left + title + 12, top + CHIP / 2), words("no_cards"), 20, MUTED, "lm")
        return top + CHIP + 4
    x0 = left + title + 12
    column = (right - x0) / 2
    rows = 3
    for i, card in enumerate(hand[: 2 * rows]):
        x = x0 + (i % 2) * column
        y = top + (i // 2) * (CHIP + 4)
        card_chip(canvas, card_suit(card), (x + CHIP * 0.36, y + CHIP / 2), CHIP)
        more = len(hand) - 2 * rows
        name = card_name(card, words)
        if i == 2 * rows - 1 and more > 0:
            name = f"{name} (+{more})"
        canvas.text((x + CHIP * 0.8, y + CHIP / 2), name, 22, INK, "lm",
                    max_width=column - CHIP * 0.9)
    used_rows = min(rows, (len(hand) + 1) // 2)
    return top + used_rows * (CHIP + 4)


def draw_boxes(canvas: Canvas, view: RootView, board: RiverfolkBoard,
               at: tuple[float, float, float], words: Words) -> float:
    """Payments, Funds, Committed: each owner's mark and how many of its warriors;
    funds committed onto the trade post spaces count with Committed."""
    left, top, right = at
    committed = dict(mapping(board.get("committed")))
    for owner, n in mapping(board.get("tracks")).items():
        committed[owner] = number(committed.get(owner)) + number(n)
    shown = (("payments", mapping(board.get("payments"))), ("funds", mapping(board.get("funds"))),
             ("committed", committed))
    width = (right - left - 16) / 3
    for i, (name, owners) in enumerate(shown):
        x = left + i * (width + 8)
        total = sum(number(n) for n in owners.values())
        frame = (x, top, x + width, top + BOX_HEIGHT)
        canvas.rect(frame, WHITE, GOLD if name == "funds" else MUTED, 4 if name == "funds"
                    else 1.5, radius=8)
        canvas.text((x + 10, top + 17), f"{words('box_' + name)} {total}", 22, INK, "lm",
                    max_width=width - 16)
        mx = x + 18
        for owner in sorted(owners, key=lambda f: (f != RIVERFOLK, str(f))):
            n = number(owners[owner])
            if n <= 0 or mx > x + width - 30:
                continue
            seat_mark(canvas, (mx, top + 50), 13, style_of(view, str(owner)))
            mx += 16 + canvas.text((mx + 16, top + 50), str(n), 22, INK, "lm") + 14
    return top + BOX_HEIGHT


def draw_posts(canvas: Canvas, view: RootView, board: RiverfolkBoard,
               at: tuple[float, float, float], words: Words) -> float:
    """The three tracks: a post still on its track is drawn; a space whose post is on
    the map is empty but for its points. The next post's points are framed."""
    left, top, right = at
    style = style_of(view, RIVERFOLK)
    title = canvas.text((left, top + POST / 2), words("trade_posts"), 22, INK, "lm",
                        max_width=140)
    left_on_track = mapping(board.get("trade_posts_left"))
    next_vp = mapping(board.get("next_trade_post_vp"))
    x = left + title + 12
    group = (right - x) / 3
    for suit in SUITS:
        suit_badge(canvas, suit, (x + 13, top + POST / 2), 13)
        remaining = number(left_on_track.get(suit), POSTS_PER_SUIT)
        placed = POSTS_PER_SUIT - remaining
        cell = min(POST, (group - 30) / POSTS_PER_SUIT)
        for i in range(POSTS_PER_SUIT):
            cx = x + 28 + i * cell + cell / 2
            centre = (cx, top + POST / 2)
            if i >= placed:
                trade_post(canvas, suit, centre, cell * 0.95, style)
            else:
                pieces.slot(canvas, centre, cell * 0.8)
                canvas.text(centre, "\u2713", cell * 0.5, MUTED, "mm")
            if i == placed and next_vp.get(suit) is not None:
                canvas.rect((cx - cell / 2, top, cx + cell / 2, top + POST), None, GOLD, 3,
                            radius=6)
        x += group
    return top + POST


def draw_prices(canvas: Canvas, view: RootView, board: RiverfolkBoard, box: Box,
                words: Words) -> None:
    """11.2.7: each service's price in warriors, then the warriors left in the supply."""
    left, top, right, _ = box
    prices = mapping(board.get("prices"))
    parts = [f"{words('service_' + s)} {number(prices.get(s))}" for s in SERVICES]
    y = top + 14
    title = canvas.text((left, y), words("prices"), 22, INK, "lm", max_width=120)
    canvas.text((left + title + 10, y), " \u00b7 ".join(parts), 22, INK, "lm",
                max_width=right - left - title - 10)
    warriors = number(board.get("warriors_supply", warriors_left(view, RIVERFOLK)))
    seat_mark(canvas, (left + 13, y + 36), 13, style_of(view, RIVERFOLK))
    canvas.text((left + 34, y + 36), f"{warriors} {words('supply')}", 22, INK, "lm",
                max_width=right - left - 34)


# -- its pieces' pictures (renderers/root/factions.py) ------------------------------
def trade_post(canvas: Canvas, suit: str, centre: Point, size: float, style: SeatStyle) -> None:
    """A Riverfolk trade post (11.2.5): a rounded square in the owner's colour with
    its suit's animal in white, so a post's suit reads without its clearing."""
    x, y = centre
    half = size * 0.42
    canvas.rect((x - half, y - half, x + half, y + half), style.fill, INK,
                max(1.2, size * 0.06), radius=size * 0.2)
    suit_symbol(canvas, suit, centre, size * 0.7, WHITE, eyes=style.fill)


def trade_post_of(suit: str) -> TokenPicture:
    """The picture of a trade post of `suit`."""

    def draw(canvas: Canvas, centre: Point, size: float, style: SeatStyle) -> None:
        trade_post(canvas, suit, centre, size, style)

    return draw


TOKEN_PICTURES: dict[str, TokenPicture] = {f"trade_post_{suit}": trade_post_of(suit)
                                           for suit in SUITS}
