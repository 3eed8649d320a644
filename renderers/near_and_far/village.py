"""Beside the map: the village (who stands in which building, the tavern's row of
adventurers, the mine's galleries), the active threat and the trade routes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from renderers.kit import INK, MUTED, WHITE, Box, Canvas, darker, panel
from renderers.near_and_far import styles
from renderers.near_and_far.layout import SIDE_BOX
from renderers.near_and_far.reading import (
    MapData,
    adventurer,
    listed,
    mapping,
    seats,
    style_of,
    threat,
)
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView

BUILDINGS = ("hall", "tavern", "stable", "shop", "farm", "mystic", "mine", "jail")
MINE_GRID = ((1, 2, 4, 7), (3, 5, 8, 10), (6, 9, 11, 12))
TILE = (236, 226, 200)


def draw_side(canvas: Canvas, view: NearFarView, board: MapData, words: Words) -> None:
    left, top, right, bottom = SIDE_BOX
    draw_village(canvas, view, (left, top, right, top + 420), words)
    draw_threat(canvas, view, (left, top + 430, right, top + 560), words)
    draw_routes(canvas, view, board, (left, top + 570, right, bottom), words)


def draw_village(canvas: Canvas, view: NearFarView, box: Box, words: Words) -> None:
    inner = panel(canvas, box, title=words("village_title"), title_size=24)
    left, top, right, _ = inner
    width = (right - left - 8) / 2
    where: dict[str, list[int]] = {}
    for seat, info in enumerate(seats(view)):
        where.setdefault(str(info.get("where")), []).append(seat)
    if view.get("players") == 2:
        where.setdefault("hall", []).append(-1)  # the virtual duellist
    for i, building in enumerate(BUILDINGS):
        column, row = i % 2, i // 2
        x = left + column * (width + 8)
        y = top + row * 46
        tile = (x, y, x + width, y + 40)
        canvas.rect(tile, TILE if building != "jail" else (200, 196, 190), INK, 2, radius=8)
        canvas.text(
            (x + 10, y + 20), words(f"building.{building}"), 19, INK, "lm", max_width=width - 80
        )
        for k, seat in enumerate(where.get(building, [])):
            cx = x + width - 18 - k * 24
            if seat < 0:
                canvas.circle((cx, y + 20), 11, (150, 150, 150), INK, 2)
                canvas.text((cx, y + 20), words("dummy_letter"), 13, WHITE, "mm")
            else:
                styles.seat_token(canvas, (cx, y + 20), 11, style_of(view, seat, words))
    draw_row(canvas, view, (left, top + 186, right, top + 268), words)
    draw_mine(canvas, view, (left, top + 276, right, top + 362), words)


def draw_row(canvas: Canvas, view: NearFarView, box: Box, words: Words) -> None:
    """The tavern's row of five: faction colour, cost, what each brings."""
    left, top, right, bottom = box
    canvas.text((left, top + 8), words("row"), 17, INK, "lm")
    row = listed(view.get("row"))
    width = (right - left - 4 * 6) / 5
    for i in range(5):
        x = left + i * (width + 6)
        chip = (x, top + 20, x + width, bottom)
        card = row[i] if i < len(row) and isinstance(row[i], str) else None
        if card is None:
            canvas.rect(chip, None, MUTED, 2, radius=8)
            continue
        info = adventurer(card)
        fill = styles.FACTION_FILL.get(info.get("faction"), (160, 160, 160))
        canvas.rect(chip, fill, INK, 2, radius=8)
        canvas.text((x + 6, top + 33), card, 15, WHITE, "lm", INK, 2)
        styles.coin(canvas, (x + width - 14, top + 33), 20)
        canvas.text((x + width - 14, top + 33), str(info.get("cost", "")), 12, INK, "mm")
        draw_stats(canvas, info, (x + 4, top + 46, x + width - 4, bottom - 2), 15)


def draw_stats(canvas: Canvas, info: dict[str, Any], box: Box, size: float) -> None:
    """A member's symbols as small glyphs, as many as it has of each."""
    left, top, right, bottom = box
    x, y = left + size / 2, (top + bottom) / 2
    for stat, glyph in styles.STAT_GLYPHS.items():
        count = int(info.get(stat, 0) or 0)
        if not count:
            continue
        if x + size > right + 2:
            break
        glyph(canvas, (x, y), size)
        if count > 1:
            canvas.text(
                (x + size * 0.55, y + size * 0.3), str(count), size * 0.72, INK, "lm", WHITE, 2
            )
            x += size * 0.6
        x += size + 2


def draw_mine(canvas: Canvas, view: NearFarView, box: Box, words: Words) -> None:
    left, top, right, bottom = box
    canvas.text((left, top + 10), words("mine_title"), 17, INK, "lm")
    mine = mapping(view.get("mine"))
    cell_w = (right - left - 110) / 4
    cell_h = (bottom - top - 4) / 3
    x0 = left + 110
    for r, row in enumerate(MINE_GRID):
        for c, number in enumerate(row):
            cell = (
                x0 + c * cell_w,
                top + r * cell_h,
                x0 + (c + 1) * cell_w - 4,
                top + (r + 1) * cell_h - 3,
            )
            canvas.rect(cell, (120, 104, 86), INK, 1.5, radius=5)
            owner = mine.get(str(number))
            cx, cy = (cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2
            if isinstance(owner, int):
                styles.seat_token(canvas, (cx, cy), 10, style_of(view, owner, words))
            else:
                canvas.text((cx, cy), str(number), 15, WHITE, "mm")


def draw_threat(canvas: Canvas, view: NearFarView, box: Box, words: Words) -> None:
    inner = panel(canvas, box, title=words("threat_title"), title_size=22)
    left, top, right, bottom = inner
    deck = [c for c in listed(view.get("threat_deck")) if isinstance(c, str)]
    if not deck:
        canvas.text((left, (top + bottom) / 2), words("threats_done"), 20, MUTED, "lm")
        return
    card = deck[0]
    info = threat(card)
    styles.threat_mark(canvas, (left + 20, top + 22), 36)
    canvas.text(
        (left + 46, top + 12),
        words.card(f"threat.{card}") or card,
        22,
        INK,
        "lm",
        max_width=right - left - 50,
    )
    styles.sword(canvas, (left + 58, top + 44), 24)
    text = words(
        "threat_line", difficulty=info.get("difficulty", 0), vp=info.get("vp", 0), left=len(deck)
    )
    canvas.text((left + 76, top + 44), text, 19, INK, "lm", max_width=right - left - 80)


def draw_routes(
    canvas: Canvas,
    view: NearFarView,
    board: MapData,
    box: Box,
    words: Words,
) -> None:
    inner = panel(canvas, box, title=words("routes_title"), title_size=22)
    left, top, right, _ = inner
    control = mapping(view.get("routes"))
    for i, (route, (sole, shared)) in enumerate(board.routes.items()):
        y = top + 12 + i * 38
        fill = styles.ROUTE_FILL.get(route, (150, 150, 150))
        canvas.circle((left + 12, y), 11, fill, INK, 2)
        spaces = " · ".join(str(s) for s in board.route_spaces(route))
        name = f"{words(f'route.{route}')} ({spaces})"
        canvas.text((left + 30, y), name, 18, INK, "lm", max_width=right - left - 200)
        canvas.text((right - 104, y), f"{sole}/{shared}", 18, darker(fill, 0.2), "rm")
        owners = [o for o in listed(control.get(route)) if isinstance(o, int)]
        if not owners:
            canvas.text((right - 4, y), words("route_open"), 16, MUTED, "rm")
        for k, seat in enumerate(owners):
            styles.seat_token(canvas, (right - 14 - k * 26, y), 11, style_of(view, seat, words))
