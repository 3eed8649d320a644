"""Whose turn it is, what is asked, the last die face and the end-of-game markers."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from renderers.kit import (
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    WARNING,
    Box,
    Canvas,
    die_face,
    seat_mark,
)
from renderers.kit.asked import question
from renderers.kit.lines import Measures, wrap
from renderers.meduris.reading import pending_kind, pending_seats, scores, seat_styles
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

DIE_SIZE = 112
MARK = 20  # radius of the seat marks in this panel
QUESTION_SIZES = ((28, 2), (24, 3))  # font size, lines at most (on the board)


def draw_status(
    canvas: Canvas, view: MedurisView, box: Box, names: Sequence[str], words: Words,
    locale: str, whole: bool = False,
) -> None:
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    die_x = right - 16 - DIE_SIZE / 2
    die_face(canvas, view.get("last_roll"), (die_x, top + 18 + DIE_SIZE / 2), DIE_SIZE, locale)
    label = words("last_roll") if view.get("last_roll") else words("no_roll")
    canvas.text((die_x, top + 34 + DIE_SIZE), label, 20, MUTED, "mm", max_width=DIE_SIZE + 24)
    text_box = (left + 18, top + 14, die_x - DIE_SIZE / 2 - 16, bottom - 12)
    if view.get("phase") == "over" or view.get("result"):
        y = draw_result(canvas, view, text_box, names, words)
    else:
        y = draw_turn(canvas, view, text_box, names, words, whole)
    y = draw_order(canvas, view, (text_box[0], y + 8, text_box[2], bottom), words)
    if not view.get("result"):
        draw_end_markers(canvas, view, (text_box[0], y + 6, right - 16, bottom), words)


def turn_question(view: MedurisView, names: Sequence[str], words: Words) -> str:
    """The question as the prompt message asks it; the phase when nobody is asked."""
    asked = question("meduris", view.get("pending"), names, words.locale)
    return asked or words(pending_kind(view) or str(view.get("phase", "")))


def question_lines(measure: Measures, asked: str, width: float,
                   whole: bool) -> tuple[float, list[str]]:
    """The largest of QUESTION_SIZES at which the whole question fits its lines, and
    them; else at the smallest size, cut with "…" after its lines (the board) or on
    every line it takes (`whole`: the detail picture)."""
    lines = [asked]
    for size, most in QUESTION_SIZES:
        lines = wrap(measure, asked, size, width, None)
        if len(lines) <= most:
            return size, lines
    size, most = QUESTION_SIZES[-1]
    return size, lines if whole else wrap(measure, asked, size, width, most)


def extra_height(measure: Measures, view: MedurisView, names: Sequence[str], words: Words,
                 width: float) -> float:
    """How much taller than the board's the detail picture's status `width` wide must
    be to hold the whole question."""
    if view.get("phase") == "over" or view.get("result"):
        return 0
    text_width = width - 18 - 32 - DIE_SIZE  # as draw_status's text box
    size, lines = question_lines(measure, turn_question(view, names, words), text_width, True)
    return max(0, len(lines) - QUESTION_SIZES[-1][1]) * size * 1.2


def draw_turn(
    canvas: Canvas, view: MedurisView, box: Box, names: Sequence[str], words: Words,
    whole: bool = False,
) -> float:
    """Who must act now and what is asked; returns the y below what was drawn.
    `whole`: the question on every line it takes (the detail picture, its box
    grown by `extra_height`)."""
    left, top, right, _ = box
    styles = seat_styles(view)
    current = view.get("current")
    waiting = pending_seats(view) or ([int(current)] if current is not None else [])
    waiting = [s for s in waiting if 0 <= s < len(styles)]
    if len(waiting) == 1:
        draw_one_seat(canvas, waiting[0], box, names, words, styles)
    elif waiting:
        label = words("waiting") + ":"
        canvas.text((left, top + 24), label, 34, INK, "lm")
        start = (left + canvas.text_width(label, 34) + 18 + MARK, top + 24)
        draw_marks(canvas, waiting, styles, start, highlight=None)
    size, lines = question_lines(canvas, turn_question(view, names, words), right - left, whole)
    step = size * 1.2
    for i, line in enumerate(lines):
        canvas.text((left, top + 64 + size / 2 + i * step), line, size, INK, "lm")
    return top + 86 + step * max(0, len(lines) - 1)


def draw_one_seat(
    canvas: Canvas, seat: int, box: Box, names: Sequence[str], words: Words,
    styles: Sequence[Any],
) -> None:
    left, top, right, _ = box
    seat_mark(canvas, (left + MARK + 2, top + 24), MARK + 4, styles[seat])
    line = f"{names[seat]} {words('to_play')}"
    canvas.text((left + 2 * MARK + 18, top + 24), line, 38, INK, "lm",
                max_width=right - left - 2 * MARK - 20)


def draw_result(
    canvas: Canvas, view: MedurisView, box: Box, names: Sequence[str], words: Words,
) -> float:
    left, top, right, _ = box
    canvas.text((left, top + 24), words("game_over"), 40, WARNING, "lm", max_width=right - left)
    result = view.get("result")
    winners = [int(w) for w in (result.get("winners", []) if result else [])]
    styles = seat_styles(view)
    winners = [w for w in winners if 0 <= w < len(styles)]
    if winners:
        title = words("winner" if len(winners) == 1 else "winners") + ":"
        final = scores(view)
        who = ", ".join(f"{names[w]} ({final[w]})" for w in winners)
        canvas.text((left, top + 78), f"{title} {who}", 30, INK, "lm", max_width=right - left)
    return top + 100


def draw_marks(
    canvas: Canvas, seats: Sequence[int], styles: Sequence[Any], start: tuple[float, float],
    highlight: Collection[int] | None,
) -> float:
    """Seat marks in a row from `start`; the highlighted ones sit on a gold disc."""
    x, y = start
    for seat in seats:
        if highlight and seat in highlight:
            canvas.circle((x, y), MARK + 8, HIGHLIGHT, GOLD, 3)
        seat_mark(canvas, (x, y), MARK, styles[seat])
        x += 2 * MARK + 18
    return x


def draw_order(canvas: Canvas, view: MedurisView, box: Box, words: Words) -> float:
    """The turn order, the mark of whoever acts now ringed in gold: the seats the
    game waits for (in the setup, each player in turn while `current` stays on
    the first), else the current player."""
    left, top, _, _ = box
    styles = seat_styles(view)
    order = [int(s) for s in view.get("turn_order", []) if 0 <= int(s) < len(styles)]
    label = words("order") + ":"
    canvas.text((left, top + MARK + 6), label, 24, MUTED, "lm")
    current = view.get("current")
    acting = [] if view.get("result") else (
        pending_seats(view) or ([int(current)] if current is not None else []))
    start = (left + canvas.text_width(label, 24) + 18 + MARK, top + MARK + 6)
    draw_marks(canvas, order, styles, start, acting)
    return top + 2 * MARK + 16


def draw_end_markers(canvas: Canvas, view: MedurisView, box: Box, words: Words) -> None:
    left, top, right, _ = box
    lines = []
    if view.get("final_lap_from") is not None:
        lines.append(words("final_lap_from", plot=view["final_lap_from"]))
    elif view.get("end_triggered"):
        lines.append(words("end_triggered"))
    for i, line in enumerate(lines):
        canvas.text((left, top + 16 + i * 30), line, 26, WARNING, "lm", max_width=right - left)
