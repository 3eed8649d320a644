"""The strips under the legend: the horde (bribes, pedestals, the
choose-pedestal token) and the spellbook with its runes; the pedestal marker
with the point tokens still on it, the established workshops by number, the
supplies, the tiles and the great halls left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import INK, MUTED, PAPER, WHITE, Canvas, lighter
from renderers.mountain_king.layout import (
    BOARD_LEFT,
    BOARD_RIGHT,
    HEIGHT,
    MARKER_LEFT,
    marker_token_centre,
)
from renderers.mountain_king.pieces import (
    CLAN_FILL,
    LEVEL_FILL,
    OPEN,
    RESOURCE_FILL,
    RESOURCES,
    pedestal_glyph,
    resource_glyph,
    token_glyph,
)
from renderers.mountain_king.reading import hall_values, troll_card
from renderers.mountain_king.words import Names, Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import HordeSlotView, MountainKingView


def draw_horde_and_spells(canvas: Canvas, view: MountainKingView, words: Words, t: Names,
                          top: float) -> float:
    bottom = top + 206
    left, split = BOARD_LEFT - 30, BOARD_LEFT + 520
    canvas.rect((left, top, split - 6, bottom), PAPER, INK, 2, radius=10)
    canvas.text((left + 12, top + 8), words("horde"), 19, INK)
    decks = view.get("decks", {})
    step, card_h = 92, 50
    for r, level in enumerate(("3", "2", "1")):
        row = view["horde"].get(level, [])
        y = top + 36 + r * (card_h + 6)
        canvas.text((left + 10, y + 14), words("level_short", level=level), 16, INK, "lm")
        canvas.text((left + 10, y + 36), words("deck", count=decks.get(level, 0)), 12, MUTED,
                    "lm")
        for i, entry in enumerate(row):
            x = left + 72 + i * step + (5 - len(row)) * step / 2
            draw_horde_card(canvas, entry, f"{level}.{i + 1}", (x, y, x + step - 6, y + card_h))
    # The spellbook: name, runes on it (three crumble it), effect.
    x0 = split + 6
    canvas.rect((x0, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x0 + 12, top + 8), words("spellbook", count=view.get("spell_deck", 0)), 19, INK)
    for i, page in enumerate(view["spellbook"]):
        y = top + 40 + i * 54
        canvas.text((x0 + 12, y), t(f"spell.{page['spell']}"), 18, INK, max_width=190)
        for k in range(3):
            canvas.circle((x0 + 230 + k * 22, y + 10), 8,
                          RESOURCE_FILL["rune"] if k < page["runes"] else None,
                          RESOURCE_FILL["rune"], 2)
        canvas.text((x0 + 12, y + 24), t(f"spell_text.{page['spell']}"), 14, MUTED,
                    max_width=BOARD_RIGHT - x0 - 24)
    return bottom + 8


def draw_horde_card(canvas: Canvas, entry: HordeSlotView | None, slot: str,
                    box: tuple[float, float, float, float]) -> None:
    """One troll of the horde in `box`: its slot (`3.1`, what `recruit` takes),
    its clan's colour, what it produces, and at its top right its pedestal, the
    choose-pedestal token (?) and the bribes (a coin and their number)."""
    x, y, right, bottom = box
    if entry is None:
        canvas.rect(box, None, MUTED, 1, radius=5)
        return
    troll = troll_card(entry["card"])
    canvas.rect(box, lighter(CLAN_FILL[troll["clan"]], 0.55), INK, 1, radius=5)
    canvas.text((x + 5, y + 11), slot, 13, INK, "lm")
    produces = troll["produces"]
    pitch = min(20.0, (right - x - 12) / max(1, len(produces)))
    size = min(16.0, pitch - 2)
    middle = y + 11 + (bottom - y - 11) / 2 + 2
    for k, symbol in enumerate(produces):
        resource_glyph(canvas, symbol, (x + 6 + pitch / 2 + k * pitch, middle), size)
    mx = right - 12
    if entry["pedestal"]:
        pedestal_glyph(canvas, entry["pedestal"], (mx - 2, y + 12), 18)
    if entry["choose"]:
        canvas.circle((mx - 2, y + 12), 9, WHITE, INK, 1.5)
        canvas.text((mx - 2, y + 12), "?", 13, INK, "mm")
    if entry["bribes"]:
        resource_glyph(canvas, "coin", (mx - 26, y + 12), 14)
        canvas.text((mx - 17, y + 12), f"{entry['bribes']}", 13, INK, "lm")


def draw_marker_workshops_supply(canvas: Canvas, view: MountainKingView, numbers: dict[str, str],
                                 words: Words, t: Names, top: float) -> None:
    bottom = HEIGHT - 12
    left = MARKER_LEFT
    # The pedestal marker: a row per level, a column per clan; a token while unclaimed.
    right = left + 226
    canvas.rect((left, top, right, bottom), PAPER, INK, 2, radius=10)
    canvas.text((left + 12, top + 8), words("marker"), 17, INK, max_width=right - left - 20)
    clans = ("fire", "ice", "moon")
    for k, clan in enumerate(clans):
        pedestal_glyph(canvas, clan, (left + 74 + k * 46, top + 44), 24)
    for level in range(5):
        y = marker_token_centre(level + 1, 0)[1]
        canvas.rect((left + 12, y - 14, left + 46, y + 14), LEVEL_FILL[level + 1], INK, 1)
        canvas.text((left + 29, y), str(level + 1), 15, INK if level else WHITE, "mm")
        for k in range(3):
            value = view["marker"][level][k]
            centre = marker_token_centre(level + 1, k)
            if value is None:
                canvas.text(centre, "–", 18, MUTED, "mm")
            else:
                token_glyph(canvas, value, centre, 26)
    # The workshops on the mountain, by their number on the board.
    x0 = right + 8
    right2 = x0 + 330
    canvas.rect((x0, top, right2, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x0 + 12, top + 8), words("workshops"), 17, INK)
    y = top + 36
    line = min(22.0, (bottom - top - 44) / max(1, len(view["workshops"]) + 1))
    for cell, shop in view["workshops"].items():
        canvas.text((x0 + 12, y), f"{numbers[cell]}  {cell}  {t('workshop.' + shop['kind'])}",
                    15, INK, max_width=right2 - x0 - 100)
        canvas.text((right2 - 12, y), words("entrances", count=shop["entrances"]), 14, OPEN,
                    "ra")
        y += line
    reserve = len(view.get("workshop_reserve", []))
    canvas.text((x0 + 12, y + 2), words("workshop_reserve", count=reserve), 14, MUTED,
                max_width=right2 - x0 - 24)
    # The supplies, the halls still to open and the tiles left.
    x1 = right2 + 8
    canvas.rect((x1, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x1 + 12, top + 8), words("supply"), 17, INK)
    for i, resource in enumerate(RESOURCES):
        cx = x1 + 24 + (i % 4) * 60
        cy = top + 46 + (i // 4) * 32
        resource_glyph(canvas, resource, (cx, cy), 20)
        canvas.text((cx + 14, cy), str(view["supply"][resource]), 16, INK, "lm")
    tiles = sum(view.get("tunnel_supply", {}).values())
    canvas.text((BOARD_RIGHT - 12, top + 8), words("tiles_left", count=tiles), 14, MUTED, "ra",
                max_width=BOARD_RIGHT - x1 - 100)
    draw_halls_left(canvas, view, (x1 + 12, top + 112, BOARD_RIGHT - 12, bottom - 8), words, t)


def draw_halls_left(canvas: Canvas, view: MountainKingView, box: tuple[float, float, float, float],
                    words: Words, t: Names) -> None:
    """The great halls still to open with their low/high honour, in two columns
    when one does not hold them all (up to six halls in the box)."""
    left, top, right, bottom = box
    canvas.text((left, top), words("halls_left"), 15, INK)
    halls = view["hall_supply"]
    if not halls:
        canvas.text((left, top + 19), "–", 14, MUTED)
        return
    rows = max(1, int((bottom - top - 19) // 19))
    columns = 1 if len(halls) <= rows else 2
    width = (right - left) / columns
    for i, hall in enumerate(halls):
        column, row = divmod(i, (len(halls) + columns - 1) // columns)
        low, high = hall_values()[hall]
        canvas.text((left + column * width, top + 19 * (row + 1)),
                    f"{t('hall.' + hall)} {low}/{high}", 14, MUTED, max_width=width - 8)
