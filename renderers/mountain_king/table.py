"""The table on the detail pictures (issue 25): what every player plans a turn
with besides their own panel — the horde, the spellbook, the workshops on the
mountain and those still to establish, the supply, the pedestal point tokens
— and a key to every icon the panels use, each block sized for a column read
400 px wide (no text under `least_size`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import (
    INK,
    MUTED,
    PAPER,
    WHITE,
    Canvas,
    LegendEntry,
    legend,
    lighter,
)
from renderers.kit.boxes import MeasuresWidth, legend_height
from renderers.kit.lines import Measures, wrap
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
from renderers.mountain_king.reading import hall_values
from renderers.mountain_king.supply import draw_horde_card
from renderers.mountain_king.words import Names, Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView

Box = tuple[float, float, float, float]
TITLE = 19
TEXT = 15
SMALL = 13
"""The least size used here: 13 units on a 520-unit column is 7.3 px of capitals at 400 px."""
CARD_H = 54
LINE = 20
KEY_GLYPH, KEY_TEXT, KEY_GAP = 24.0, 14.0, 14.0


def horde_height() -> float:
    return 34 + 3 * (CARD_H + 6) + 4


def draw_horde(canvas: Canvas, view: MountainKingView, words: Words, box: Box) -> None:
    """Rows L3, L2, L1 with the trolls by the slot `recruit` names."""
    left, top, right, _ = _frame(canvas, box, words("horde"))
    decks = view.get("decks", {})
    step = (right - left - 66) / 5
    for r, level in enumerate(("3", "2", "1")):
        row = view["horde"].get(level, [])
        y = top + r * (CARD_H + 6)
        canvas.text((left, y + 16), words("level_short", level=level), 17, INK, "lm")
        canvas.text((left, y + 38), words("deck_short", count=decks.get(level, 0)), SMALL, MUTED,
                    "lm", max_width=62)
        first = left + 66 + (5 - len(row)) * step / 2
        for i, entry in enumerate(row):
            x = first + i * step
            draw_horde_card(canvas, entry, f"{level}.{i + 1}", (x, y, x + step - 5, y + CARD_H))


def spellbook_lines(measure: Measures, view: MountainKingView, t: Names, width: float) -> list[
        list[str]]:
    """Each page's effect, wrapped to at most two lines."""
    return [wrap(measure, t(f"spell_text.{page['spell']}"), SMALL + 1, width, 2)
            for page in view["spellbook"]]


def spellbook_height(lines: Sequence[Sequence[str]]) -> float:
    return 34 + sum(24 + 17 * len(page) + 8 for page in lines) + 2


def draw_spellbook(canvas: Canvas, view: MountainKingView, words: Words, t: Names, box: Box,
                   lines: Sequence[Sequence[str]]) -> None:
    """Each spell with its runes (three crumble it) and what it does."""
    left, top, right, _ = _frame(canvas, box, words("spellbook", count=view.get("spell_deck", 0)))
    y = top
    for page, effect in zip(view["spellbook"], lines, strict=True):
        canvas.text((left, y), t(f"spell.{page['spell']}"), 17, INK, max_width=right - left - 80)
        for k in range(3):
            canvas.circle((right - 56 + k * 22, y + 10), 8,
                          RESOURCE_FILL["rune"] if k < page["runes"] else None,
                          RESOURCE_FILL["rune"], 2)
        for i, line in enumerate(effect):
            canvas.text((left, y + 24 + i * 17), line, SMALL + 1, MUTED)
        y += 24 + 17 * len(effect) + 8


def workshop_lines(measure: Measures, view: MountainKingView, words: Words, t: Names,
                   width: float) -> list[str]:
    """The workshops still to establish, by name and how many, wrapped."""
    reserve = Counter(view.get("workshop_reserve", []))
    names = [t(f"workshop.{kind}") + (f" ×{n}" if n > 1 else "") for kind, n in
             sorted(reserve.items())]
    text = words("workshop_reserve_names", count=sum(reserve.values()), names=", ".join(names))
    return wrap(measure, text, SMALL, width, 6)


def workshops_height(view: MountainKingView, reserve_lines: Sequence[str]) -> float:
    shops = len(view["workshops"]) * (LINE + 18) or LINE
    return 34 + shops + 4 + len(reserve_lines) * 17 + 4


def draw_workshops(canvas: Canvas, view: MountainKingView, numbers: dict[str, str], words: Words,
                   t: Names, box: Box, reserve_lines: Sequence[str]) -> None:
    """Each workshop on the mountain: its number on the board, its square, its
    name and open entrances, what it trades; then those still to establish."""
    left, top, right, _ = _frame(canvas, box, words("workshops"))
    y = top
    if not view["workshops"]:
        canvas.text((left, y), "–", TEXT, MUTED)
        y += LINE
    for cell, shop in view["workshops"].items():
        opened = words("entrances", count=shop["entrances"])
        taken = canvas.text((right, y), opened, SMALL + 1, OPEN, "ra")
        canvas.text((left, y), f"{numbers[cell]}  {cell}  {t('workshop.' + shop['kind'])}", TEXT,
                    INK, max_width=right - left - taken - 10)
        canvas.text((left + 14, y + LINE), t(f"workshop_text.{shop['kind']}"), SMALL, MUTED,
                    max_width=right - left - 14)
        y += LINE + 18
    for i, line in enumerate(reserve_lines):
        canvas.text((left, y + 4 + i * 17), line, SMALL, MUTED)


def supply_height(view: MountainKingView) -> float:
    rows = (len(view["hall_supply"]) + 1) // 2 or 1
    return 36 + 60 + (rows + 1) * 19 + 8


def draw_supply(canvas: Canvas, view: MountainKingView, words: Words, t: Names, box: Box) -> None:
    """The supply of every resource, the tunnel tiles and the great halls left."""
    left, top, right, _ = _frame(canvas, box, words("supply"))
    pitch = (right - left) / len(RESOURCES)
    for i, resource in enumerate(RESOURCES):
        cx = left + 10 + i * pitch
        resource_glyph(canvas, resource, (cx, top + 12), 20)
        canvas.text((cx + 13, top + 12), str(view["supply"][resource]), TEXT + 1, INK, "lm")
    y = top + 36
    tiles = sum(view.get("tunnel_supply", {}).values())
    canvas.text((left, y), words("tiles_left", count=tiles), TEXT, INK)
    y += 24
    canvas.text((left, y), words("halls_left"), TEXT, INK)
    halls = view["hall_supply"]
    if not halls:
        canvas.text((left, y + 19), "–", SMALL, MUTED)
    width = (right - left) / 2
    for i, hall in enumerate(halls):
        column, row = i % 2, i // 2
        low, high = hall_values()[hall]
        canvas.text((left + column * width, y + 19 * (row + 1)),
                    f"{t('hall.' + hall)} {low}/{high}", SMALL + 1, MUTED, max_width=width - 8)


MARKER_HEIGHT = 34 + 30 + 5 * 30 + 2


def draw_marker(canvas: Canvas, view: MountainKingView, words: Words, box: Box) -> None:
    """The pedestal point tokens still to win: a row per level, a column per clan."""
    left, top, _, _ = _frame(canvas, box, words("marker"))
    clans = ("fire", "ice", "moon")
    names = {clan: words(f"clan_letter.{clan}") for clan in clans}
    for k, clan in enumerate(clans):
        x = left + 80 + k * 60
        pedestal_glyph(canvas, clan, (x - 10, top + 12), 22)
        canvas.text((x + 6, top + 12), names[clan], SMALL + 1, INK, "lm")
    for level in range(5):
        y = top + 44 + level * 30
        canvas.rect((left + 8, y - 13, left + 40, y + 13), LEVEL_FILL[level + 1], INK, 1)
        canvas.text((left + 24, y), str(level + 1), TEXT, INK if level else WHITE, "mm")
        for k in range(3):
            value = view["marker"][level][k]
            centre = (left + 80 + k * 60, y)
            if value is None:
                canvas.text(centre, "–", 18, MUTED, "mm")
            else:
                token_glyph(canvas, value, centre, 25)


def key_entries(words: Words, t: Names) -> list[LegendEntry]:
    """Every icon of the panels and the table, with its name."""
    def icon(resource: str) -> LegendEntry:
        return LegendEntry(lambda c, p, s: resource_glyph(c, resource, p, s * 0.8),
                           t(f"res.{resource}"))

    entries = [icon(resource) for resource in RESOURCES]

    def held(c: Canvas, p: tuple[float, float], s: float) -> None:
        resource_glyph(c, "stone", p, s * 0.8)

    def free(c: Canvas, p: tuple[float, float], s: float) -> None:
        resource_glyph(c, "stone", p, s * 0.8, hollow=True)

    def clan(name: str) -> LegendEntry:
        def card(c: Canvas, p: tuple[float, float], s: float) -> None:
            c.rect((p[0] - s / 2, p[1] - s / 3, p[0] + s / 2, p[1] + s / 3),
                   lighter(CLAN_FILL[name], 0.5), INK, 1, radius=4)
        return LegendEntry(card, t(f"clan.{name}"))

    def choose(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.circle(p, s * 0.38, WHITE, INK, 1.5)
        c.text(p, "?", s * 0.55, INK, "mm", glyph=True)

    def bribes(c: Canvas, p: tuple[float, float], s: float) -> None:
        resource_glyph(c, "coin", (p[0] - s * 0.15, p[1]), s * 0.6)
        c.text((p[0] + s * 0.2, p[1]), "2", s * 0.55, INK, "lm", glyph=True)

    def star(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.text(p, "★", s * 0.7, INK, "mm", glyph=True)

    def runes(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.circle((p[0] - s * 0.25, p[1]), s * 0.22, RESOURCE_FILL["rune"], RESOURCE_FILL["rune"], 2)
        c.circle((p[0] + s * 0.25, p[1]), s * 0.22, None, RESOURCE_FILL["rune"], 2)

    return [
        *entries,
        LegendEntry(held, words("key.held")),
        LegendEntry(free, words("key.free")),
        *[clan(name) for name in ("mud", "fire", "ice", "moon")],
        LegendEntry(lambda c, p, s: pedestal_glyph(c, "fire", p, s * 0.9), words("pedestal")),
        LegendEntry(lambda c, p, s: token_glyph(c, 3, p, s * 0.9), words("key.token")),
        LegendEntry(choose, words("key.choose")),
        LegendEntry(bribes, words("key.bribes")),
        LegendEntry(star, words("key.starting")),
        LegendEntry(runes, words("key.runes")),
    ]


def key_height(measure: MeasuresWidth, entries: Sequence[LegendEntry], width: float) -> float:
    return 34 + legend_height(measure, width, entries, KEY_GLYPH, KEY_TEXT, KEY_GAP) + 4


def draw_key(canvas: Canvas, words: Words, box: Box, entries: Sequence[LegendEntry]) -> None:
    left, top, right, bottom = _frame(canvas, box, words("key"))
    legend(canvas, (left, top - 6, right, bottom), entries, KEY_GLYPH, KEY_TEXT, KEY_GAP)


def _frame(canvas: Canvas, box: Box, title: str) -> Box:
    """A paper block with its title; the box left for its content."""
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 2, radius=10)
    canvas.text((left + 12, top + 8), title, TITLE, INK, max_width=right - left - 24)
    return (left + 12, top + 36, right - 12, bottom - 6)

