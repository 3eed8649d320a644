"""The Eyrie Dynasties' board (Law of Root 7.1): the leader, the Decree's four
columns with the suit of every card in them (Loyal Viziers outlined in gold),
the roost track with its points and card bonuses, and the warriors left."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from renderers.kit import GOLD, INK, MUTED, WHITE, Box, Canvas, Point, seat_mark
from renderers.kit.canvas import Colour
from renderers.root import pieces
from renderers.root.pieces import BuildingPicture
from renderers.root.reading import card_suit, listed, number, style_of
from renderers.root.suits import card_back, card_chip
from renderers.root.supply import buildings_on_map, sheet, warriors_left
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.eyrie.view_types import EyrieBoard
    from games.root.view_types import RootView

EYRIE = "eyrie"
COLUMNS = ("recruit", "move", "battle", "build")
VIZIERS = ("vizier", "loyal_vizier")
CHIP = 42
ROOST_CELL = 58
ROOST_ROW = 56


def draw_eyrie(canvas: Canvas, view: RootView, board: EyrieBoard, box: Box,
               words: Words) -> None:
    left, top, right, bottom = box
    draw_leader(canvas, board, (left, top + 16, right), words)
    draw_decree(canvas, board, (left, top + 40, right, bottom - ROOST_ROW - 58), words)
    draw_roosts(canvas, view, board, (left, bottom - ROOST_ROW - 50), words)
    style = style_of(view, EYRIE)
    seat_mark(canvas, (left + 14, bottom - 14), 14, style)
    warriors = number(board.get("warriors_supply", warriors_left(view, EYRIE)))
    canvas.text((left + 36, bottom - 14), f"{warriors} {words('supply')}", 24, INK, "lm")


def draw_leader(canvas: Canvas, board: EyrieBoard, at: tuple[float, float, float],
                words: Words) -> None:
    left, y, right = at
    leader = board.get("leader")
    text = f"{words('leader')}: {words(str(leader))}" if leader else words("no_leader")
    width = canvas.text((left, y), text, 26, INK, "lm", max_width=(right - left) / 2)
    used = [str(x) for x in listed(board.get("leaders_face_down"))]
    if used:
        rest = f"{words('used_leaders')}: " + ", ".join(words(u) for u in used)
        canvas.text((left + width + 18, y), rest, 20, MUTED, "lm",
                    max_width=right - left - width - 18)


def decree_columns(board: EyrieBoard) -> dict[str, list[Any]]:
    """Each column's cards; the leader's Loyal Viziers added when the view leaves them out."""
    decree = board.get("decree") if isinstance(board.get("decree"), dict) else {}
    columns = {c: listed(decree.get(c)) for c in COLUMNS}
    has_viziers = any(str(card) in VIZIERS for cards in columns.values() for card in cards)
    leader = board.get("leader")
    if leader and not has_viziers:
        for entry in sheet(EYRIE).get("leaders") or []:
            if entry.get("id") == leader:
                for column in entry.get("viziers") or []:
                    columns.setdefault(column, []).insert(0, "vizier")
    return columns


def draw_decree(canvas: Canvas, board: EyrieBoard, box: Box, words: Words) -> None:
    left, top, right, bottom = box
    width = (right - left) / len(COLUMNS)
    for i, (column, cards) in enumerate(decree_columns(board).items()):
        x = left + i * width
        canvas.rect((x + 2, top, x + width - 4, bottom), WHITE, MUTED, 1.5, radius=8)
        canvas.text((x + width / 2, top + 16), words(column), 20, INK, "mm",
                    max_width=width - 10)
        draw_column_cards(canvas, cards, (x + 8, top + 34, x + width - 8, bottom))


def draw_column_cards(canvas: Canvas, cards: list[Any], box: Box) -> None:
    left, top, right, bottom = box
    step = CHIP * 0.72 + 5
    per_row = max(1, int((right - left + 5) // step))
    rows = max(1, int((bottom - top) // (CHIP + 4)))
    for i, card in enumerate(cards[: per_row * rows]):
        row, col = divmod(i, per_row)
        centre = (left + col * step + CHIP * 0.36, top + row * (CHIP + 4) + CHIP / 2)
        vizier = str(card) in VIZIERS
        card_chip(canvas, "bird" if vizier else card_suit(card), centre, CHIP,
                  GOLD if vizier else INK)
        if vizier:
            canvas.rect((centre[0] - CHIP * 0.36, centre[1] - CHIP / 2,
                         centre[0] + CHIP * 0.36, centre[1] + CHIP / 2), None, GOLD, 3,
                        radius=CHIP * 0.12)
    hidden = len(cards) - per_row * rows
    if hidden > 0:
        canvas.text((right, bottom - 10), f"+{hidden}", 20, INK, "rm")


def draw_roosts(canvas: Canvas, view: RootView, board: EyrieBoard,
                at: tuple[float, float], words: Words) -> None:
    """The roost track: a roost still on a space covers its points."""
    left, top = at
    track = sheet(EYRIE).get("roost_track") or {}
    points = listed(track.get("vp_by_roosts_on_map"))
    bonus = listed(track.get("draw_bonus_after_placing"))
    style = style_of(view, EYRIE)
    shown = board.get("roost_track")
    counted = buildings_on_map(view, EYRIE, "roost")
    on_map = number(shown.get("on_map", counted) if isinstance(shown, dict) else counted)
    canvas.text((left, top + ROOST_ROW / 2), words("roosts"), 22, INK, "lm")
    x0 = left + canvas.text_width(words('roosts'), 22) + 10
    for i in range(len(points) or 7):
        x = x0 + i * ROOST_CELL
        cell = (x + 3, top, x + ROOST_CELL - 3, top + ROOST_ROW)
        canvas.rect(cell, WHITE if i >= on_map else (236, 228, 206), MUTED, 1.5, radius=8)
        if i >= on_map:
            pieces.building(canvas, "roost", (x + ROOST_CELL / 2, top + 22), 32, style, nest)
        vp = number(points[i]) if i < len(points) else 0
        canvas.text((x + ROOST_CELL / 2, top + ROOST_ROW - 9), f"+{vp}" if vp else "\u2013",
                    18, INK if i >= on_map else MUTED, "mm")
        if i + 1 in bonus:
            card_back(canvas, (x + ROOST_CELL - 12, top + 11), 18)


# -- its pieces' pictures (renderers/root/factions.py) ------------------------------
def nest(canvas: Canvas, centre: Point, size: float, back: Colour) -> None:
    x, y = centre
    s = size
    for dx in (-0.12, 0.12):
        canvas.ellipse((x + (dx - 0.1) * s, y - 0.3 * s, x + (dx + 0.1) * s, y + 0.0 * s), WHITE)
    bowl = [(x - 0.38 * s + 0.76 * s * i / 12,
             y - 0.02 * s + 0.34 * s * math.sin(math.pi * i / 12)) for i in range(13)]
    canvas.polygon(bowl, WHITE)
    canvas.line([(x - 0.3 * s, y + 0.08 * s), (x + 0.3 * s, y + 0.08 * s)], back, s * 0.04)


BUILDING_PICTURES: dict[str, BuildingPicture] = {"roost": nest}
