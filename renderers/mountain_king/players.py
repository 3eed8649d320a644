"""One panel per player: honour (and its change), coronation, storage (team
storage in team play) as icons with counts, pedestals and point tokens, and the
troll pyramid with the resources sitting on each troll or free."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import GOLD, INK, MUTED, PAPER, Canvas, darker, lighter, seat_mark, seat_style
from renderers.kit.changes import delta_tag
from renderers.mountain_king.layout import HEIGHT, PANEL_LEFT, WIDTH
from renderers.mountain_king.pieces import (
    CLAN_FILL,
    RESOURCES,
    pedestal_glyph,
    resource_glyph,
    token_glyph,
)
from renderers.mountain_king.reading import troll_card
from renderers.mountain_king.words import Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView, SeatView, TrollSpotView


def draw_players(canvas: Canvas, view: MountainKingView, shown: list[str], words: Words,
                 changes: Sequence[int] = ()) -> None:
    seats = view["seats"]
    # Fewer players, bigger panels: the pyramid grows to fill the column.
    block = min(500, (HEIGHT - 70) / max(1, len(seats)))
    for s in range(len(seats)):
        top = 62 + s * block
        draw_player(canvas, view, s, (PANEL_LEFT, top, WIDTH - 14, top + block - 8), shown, words,
                    changes[s] if s < len(changes) else 0)


def draw_player(canvas: Canvas, view: MountainKingView, s: int,
                box: tuple[float, float, float, float], shown: list[str], words: Words,
                change: int = 0) -> None:
    """Seat `s`'s panel in `box`: name, honour, storage, pedestals, point tokens
    and the troll pyramid."""
    seat = view["seats"][s]
    left, top, right, bottom = box
    current = view.get("current") == s
    canvas.rect(box, PAPER, GOLD if current else INK, 4 if current else 2, radius=10)
    seat_mark(canvas, (left + 24, top + 24), 17, seat_style(seat["colour"], s))
    result = view.get("result")
    score = result["scores"][s] if result else seat["honour"]
    width = canvas.text((right - 14, top + 24), words("honour", points=score), 22, INK, "rm")
    if change:
        width += 8 + delta_tag(canvas, (right - 22 - width, top + 24), change, 18, "r")
    if seat["crowned"]:
        width += 30 + canvas.text((right - 30 - width, top + 24),
                                  words("crown", points=seat["crowned"]), 16,
                                  darker(GOLD, 0.2), "rm")
    title = shown[s]
    if view.get("team"):
        title += f" · {words('team', number=seat['team'] + 1)}"
    canvas.text((left + 48, top + 24), title, 22, INK, "lm",
                max_width=min(300.0, right - left - 76 - width))
    draw_storage(canvas, view, seat, words, (left + 12, top + 54))
    rows_top = top + 104
    draw_pyramid(canvas, seat["pyramid"], (left + 12, rows_top), bottom - 8 - rows_top,
                 right - 12)


def draw_storage(canvas: Canvas, view: MountainKingView, seat: SeatView, words: Words,
                 at: tuple[float, float]) -> None:
    """Storage as icons with counts (every resource, zeros muted), then the
    pedestals in storage and the point tokens won."""
    x, y = at
    label = words("team_storage" if view.get("team") else "storage")
    x += canvas.text((x, y), label, 15, MUTED, "lm") + 8
    for resource in RESOURCES:
        n = seat["storage"].get(resource, 0)
        resource_glyph(canvas, resource, (x + 9, y), 18, hollow=n == 0)
        x += 20 + canvas.text((x + 20, y), str(n), 16, INK if n else MUTED, "lm") + 10
    x, y = at[0], at[1] + 28
    x += canvas.text((x, y), words("pedestals"), 15, MUTED, "lm") + 8
    if not seat["pedestals"]:
        x += canvas.text((x, y), "–", 15, MUTED, "lm") + 6
    for clan in seat["pedestals"]:
        pedestal_glyph(canvas, clan, (x + 11, y), 22)
        x += 26
    x += 14
    x += canvas.text((x, y), words("tokens"), 15, MUTED, "lm") + 8
    if not seat["tokens"]:
        canvas.text((x, y), "–", 15, MUTED, "lm")
    for value in seat["tokens"]:
        token_glyph(canvas, value, (x + 11, y), 22)
        x += 26


def draw_pyramid(canvas: Canvas, pyramid: list[TrollSpotView | None], origin: tuple[float, float],
                 height: float, right: float = WIDTH - 26) -> None:
    """Rows D (top) to A (base): each troll in its clan's colour with its spot,
    its level and its top row — a filled icon for a resource sitting on it, a
    hollow one for a free symbol that the next cascade refills."""
    rows = ((9, 1, "D"), (7, 2, "C"), (4, 3, "B"), (0, 4, "A"))
    card_w = (right - origin[0]) / 4
    row_h = min(66.0, height / 4)
    left, top = origin
    for r, (first, length, row_name) in enumerate(rows):
        indent = (4 - length) * card_w / 2
        for i in range(length):
            spot = pyramid[first + i]
            x0 = left + indent + i * card_w
            y0 = top + r * row_h
            box = (x0 + 2, y0 + 2, x0 + card_w - 4, y0 + row_h - 3)
            if spot is None:
                canvas.rect(box, None, MUTED, 1, radius=5)
                canvas.text(((box[0] + box[2]) / 2, y0 + row_h / 2), f"{row_name}{i + 1}", 13,
                            MUTED, "mm")
                continue
            troll = troll_card(spot["card"])
            canvas.rect(box, lighter(CLAN_FILL[spot["clan"]], 0.5), INK, 1, radius=5)
            level = "★" if troll["level"] == 0 else str(troll["level"])
            canvas.text((x0 + 8, y0 + row_h / 2), f"{spot['spot']}", 13, MUTED, "lm")
            canvas.text((x0 + 36, y0 + row_h / 2), level, 14, INK, "mm")
            size = min(28.0, row_h - 16, (card_w - 54) / max(1, len(spot["produces"])) - 4)
            for k, symbol in enumerate(spot["produces"]):
                x = x0 + 48 + size / 2 + k * (size + 4)
                resource_glyph(canvas, symbol, (x, y0 + row_h / 2), size,
                               hollow=not spot["held"][k])
