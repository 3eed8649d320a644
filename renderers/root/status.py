"""The status strip under the map: whose turn and what is asked, the last
battle's dice, the dominance cards beside the map, the deck and the discard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import (
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    WARNING,
    WHITE,
    Box,
    Canvas,
    Point,
    seat_mark,
)
from renderers.kit.asked import question
from renderers.kit.lines import Measures
from renderers.root.catalog import prompt_line
from renderers.root.items import item_tile
from renderers.root.layout import STATUS_HEIGHT
from renderers.root.reading import (
    Battle,
    card_suit,
    factions,
    last_battle,
    listed,
    mapping,
    number,
    pending_kind,
    pending_seats,
    style_of,
)
from renderers.root.styles import BATTLE
from renderers.root.suits import card_back, card_chip
from renderers.root.text import fit_lines, wrap
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

MARK = 22
DIE = 74
TURN_WIDTH = 560
ITEM = 34
ITEM_ORDER = ("boot", "bag", "crossbow", "hammer", "sword", "tea", "coin")
BATTLE_WIDTH = 300
QUESTION_SIZE = 24  # the question on the detail picture, whatever its length
LINE_STEP = 1.25  # lines of the question, in font sizes (as fit_lines)
TURN_FRAME = 180
"""The turn panel's height without the question's lines: its margins, the name row,
the phase row and the items row (draw_turn)."""


def draw_status(canvas: Canvas, view: RootView, box: Box, names: Sequence[str],
                words: Words) -> None:
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    turn_box = (left + 18, top + 12, left + TURN_WIDTH, bottom - 12)
    if view.get("result") or view.get("phase") == "over":
        draw_result(canvas, view, turn_box, names, words)
    else:
        draw_turn(canvas, view, turn_box, names, words)
    middle = left + TURN_WIDTH + 16
    canvas.line([(middle - 8, top + 14), (middle - 8, bottom - 14)], MUTED, 2)
    draw_battle(canvas, view, (middle, top + 12, middle + BATTLE_WIDTH, bottom - 12), words)
    side = middle + BATTLE_WIDTH + 16
    canvas.line([(side - 8, top + 14), (side - 8, bottom - 14)], MUTED, 2)
    draw_cards(canvas, view, (side, top + 12, right - 16, bottom - 12), words)


def draw_turn_panel(canvas: Canvas, view: RootView, box: Box, names: Sequence[str],
                    words: Words) -> None:
    """Whose turn, the phase, the whole question and the items left (or the result),
    framed on its own: the top of the detail picture, as tall as
    `turn_panel_height` measured."""
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    turn_box = (left + 18, top + 12, right - 18, bottom - 12)
    if view.get("result") or view.get("phase") == "over":
        draw_result(canvas, view, turn_box, names, words)
    else:
        draw_turn(canvas, view, turn_box, names, words, whole=True)


def turn_panel_height(measure: Measures, view: RootView, names: Sequence[str], words: Words,
                      width: float) -> float:
    """How tall the detail picture's turn panel `width` wide must be to hold the
    whole question (never less than the board's strip)."""
    if view.get("result") or view.get("phase") == "over":
        return STATUS_HEIGHT
    lines = wrap(measure, turn_question(view, names, words), QUESTION_SIZE, width - 36, None)
    return max(STATUS_HEIGHT, TURN_FRAME + len(lines) * QUESTION_SIZE * LINE_STEP)


def turn_question(view: RootView, names: Sequence[str], words: Words) -> str:
    """The prompt's sentence (renderers/kit/asked.py), else the kind in plain words."""
    return question("root", view.get("pending"), names, words.locale) or prompt_line(
        pending_kind(view), words)


def waiting_seats(view: RootView) -> list[int]:
    waiting = pending_seats(view)
    current = view.get("current")
    if not waiting and current is not None and 0 <= number(current, -1) < len(factions(view)):
        waiting = [number(current)]
    return waiting


def draw_turn(canvas: Canvas, view: RootView, box: Box, names: Sequence[str],
              words: Words, whole: bool = False) -> None:
    """Whose turn, the phase row, the question and the items left. `whole`: the
    question on every line it takes (the box was measured for it); else as large as
    the room allows, ending in "…" where even the smallest size cannot hold it."""
    left, top, right, _ = box
    order = factions(view)
    waiting = waiting_seats(view)
    y = top + 28
    if len(waiting) == 1:
        seat = waiting[0]
        seat_mark(canvas, (left + MARK + 2, y), MARK + 2, style_of(view, order[seat]))
        canvas.text((left + 2 * MARK + 18, y), f"{names[seat]} {words('to_play')}", 36, INK,
                    "lm", max_width=right - left - 2 * MARK - 20)
    elif waiting:
        label = words("waiting") + ":"
        canvas.text((left, y), label, 34, INK, "lm")
        x = left + canvas.text_width(label, 34) + 16 + MARK
        for seat in waiting:
            seat_mark(canvas, (x, y), MARK, style_of(view, order[seat]))
            x += 2 * MARK + 12
    y = draw_phase_row(canvas, view, (left, y + 48, right, y + 48), words)
    asked = turn_question(view, names, words)
    # The question between the phase row and the items: on the board smaller if need
    # be, then cut with "…"; on the detail picture whole.
    room = box[3] - 44 - (y + 14)
    if whole:
        size, lines = float(QUESTION_SIZE), wrap(canvas, asked, QUESTION_SIZE, right - left, None)
    else:
        size, lines = fit_lines(canvas, asked, right - left, room)
    for i, line in enumerate(lines):
        canvas.text((left, y + 14 + size * LINE_STEP / 2 + i * size * LINE_STEP), line, size,
                    INK, "lm")
    draw_items_supply(canvas, view, (left, box[3] - 22, right), words)


def draw_items_supply(canvas: Canvas, view: RootView, at: tuple[float, float, float],
                      words: Words) -> None:
    """The items still on the map's item track, each with how many are left."""
    left, y, right = at
    supply = mapping(view.get("items_supply"))
    label = words("items") + ":"
    canvas.text((left, y), label, 22, MUTED, "lm")
    x = left + canvas.text_width(label, 22) + 10
    known = [i for i in ITEM_ORDER if i in supply] + sorted(set(supply) - set(ITEM_ORDER))
    step = max(ITEM + 22, min(ITEM + 30, (right - x) / max(1, len(known))))
    for item in known:
        count = number(supply.get(item))
        if x + ITEM + 22 > right:
            break
        item_tile(canvas, str(item), (x + ITEM / 2, y), ITEM)
        canvas.text((x + ITEM + 4, y), str(count), 22, INK if count else MUTED, "lm")
        x += step


def draw_phase_row(canvas: Canvas, view: RootView, at: Box, words: Words) -> float:
    """The phase on a pill, then the turn order with the current player ringed."""
    left, y, right, _ = at
    phase = words(str(view.get("phase") or ""))
    width = canvas.text_width(phase, 26) + 28
    canvas.rect((left, y - 20, left + width, y + 20), INK, radius=20)
    canvas.text((left + width / 2, y), phase, 26, WHITE, "mm")
    x = left + width + 24 + MARK
    order = factions(view)
    current = number(view.get("current"), -1)
    for seat in view.get("turn_order") or range(len(order)):
        seat = number(seat, -1)
        if not 0 <= seat < len(order) or x > right - MARK:
            continue
        if seat == current:
            canvas.circle((x, y), MARK + 7, HIGHLIGHT, GOLD, 3)
        seat_mark(canvas, (x, y), MARK - 2, style_of(view, order[seat]))
        x += 2 * MARK + 14
    return y + 22


def draw_result(canvas: Canvas, view: RootView, box: Box, names: Sequence[str],
                words: Words) -> None:
    left, top, right, _ = box
    canvas.text((left, top + 28), words("game_over"), 40, WARNING, "lm", max_width=right - left)
    result = mapping(view.get("result"))
    order = factions(view)
    winners = [number(w, -1) for w in listed(result.get("winners"))]
    winners = [w for w in winners if 0 <= w < len(order)]
    y = top + 90
    for seat in winners:
        seat_mark(canvas, (left + MARK + 2, y), MARK + 2, style_of(view, order[seat]))
        title = f"{words('winner')}: {names[seat]}"
        canvas.text((left + 2 * MARK + 18, y), title, 34, INK, "lm",
                    max_width=right - left - 2 * MARK - 20)
        y += 56
    how = mapping(result.get("details")).get("how")
    if how in ("vp", "dominance"):
        canvas.text((left, y), words(f"by_{how}"), 26, MUTED, "lm", max_width=right - left)


def draw_battle(canvas: Canvas, view: RootView, box: Box, words: Words) -> None:
    left, top, right, bottom = box
    # The battle a question is about while it is fought, else the last one fought.
    under_way = last_battle(view, "battle")
    battle = under_way or last_battle(view)
    title = words("battle_now" if under_way else "last_battle")
    if battle and battle.clearing:
        title += f" \u00b7 {words('clearing')} {battle.clearing}"
    canvas.text((left, top + 18), title, 24, INK, "lm", max_width=right - left)
    if battle is None:
        canvas.text(((left + right) / 2, (top + bottom) / 2 + 10), words("no_battle"), 24, MUTED,
                    "mm")
        return
    centre_y = top + 54 + DIE / 2 + 10
    for i, role in enumerate((battle.attacker, battle.defender)):
        x = left + (right - left) * (0.27 + 0.46 * i)
        draw_side(canvas, view, battle, i, role, (x, centre_y), words)
    if battle.ambush:
        canvas.text(((left + right) / 2, bottom - 16), words(f"ambush_{battle.ambush}"), 24,
                    BATTLE, "mm", max_width=right - left)


def draw_side(canvas: Canvas, view: RootView, battle: Battle, index: int,
              faction: str | None, centre: Point, words: Words) -> None:
    """One side of the battle: its mark, its die, and the hits it dealt."""
    x, y = centre
    outline = style_of(view, faction).fill if faction else INK
    if faction:
        seat_mark(canvas, (x - DIE / 2 - 6, y - DIE / 2 - 4), 17, style_of(view, faction))
    die(canvas, battle.rolls[index], centre, outline)
    hits = battle.hits[index]
    if hits is not None:
        canvas.text((x, y + DIE / 2 + 22), f"{words('hits')}: {hits}", 24, BATTLE, "mm",
                    max_width=0.46 * BATTLE_WIDTH - 16)  # the two sides stand 0.46 apart


def die(canvas: Canvas, value: int | None, centre: Point, outline: tuple[int, int, int]) -> None:
    x, y = centre
    half = DIE / 2
    canvas.rect((x - half, y - half, x + half, y + half), WHITE, outline, 6, radius=14)
    canvas.text(centre, "\u2013" if value is None else str(value), 46, INK, "mm")


def draw_cards(canvas: Canvas, view: RootView, box: Box, words: Words) -> None:
    left, top, right, _ = box
    canvas.text((left, top + 18), words("available_dominance"), 24, INK, "lm",
                max_width=right - left)
    x = left + 22
    shown = listed(view.get("available_dominance"))[:6]
    for card in shown:
        x += card_chip(canvas, card_suit(card), (x, top + 72), 58) + 8
    if not shown:
        canvas.text((left, top + 72), words("none"), 24, MUTED, "lm")
    discard = listed(view.get("discard"))
    for i, (label, count, top_card) in enumerate((
        (words("deck"), number(view.get("deck_size")), None),
        (words("discard"), len(discard), discard[-1] if discard else None),
    )):
        y = top + 134 + i * 62
        if top_card is not None:
            card_chip(canvas, card_suit(top_card), (left + 22, y), 54)
        else:
            card_back(canvas, (left + 22, y), 54, empty=i == 1)
        canvas.text((left + 52, y), f"{count} {label}", 26, INK, "lm", max_width=right - left - 52)
