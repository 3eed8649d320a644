"""The status strip (round, who must act and on what, the last roll, the end
markers, the winners) and the legend of every symbol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.types import ResultData
from renderers.kit import GOLD, INK, PAPER, WARNING, Box, Canvas, LegendEntry, legend, panel
from renderers.kit.asked import question
from renderers.kit.lines import Measures, wrap
from renderers.near_and_far import styles
from renderers.near_and_far.layout import STATUS_BOX
from renderers.near_and_far.reading import asked, listed, mapping, number, style_of
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView


QUESTION_SIZE = 27
QUESTION_STEP = QUESTION_SIZE * 1.25  # between the lines of the question on a detail picture
QUESTION_INDENT = 44  # the seat's token left of the question's lines


def draw_status(
    canvas: Canvas,
    view: NearFarView,
    box: Box,
    names: Sequence[str],
    words: Words,
    whole: bool = False,
) -> None:
    """The round, who acts on what, the last roll. On the board the question shares
    the round's line and is cut with "…" where it is longer; `whole` (the detail
    picture, its box measured by `status_height`): the question on lines of its own
    under the round, every word of it."""
    inner = panel(canvas, box)
    left, top, right, bottom = inner
    upper, lower = top + 20, bottom - 16
    canvas.text((left + 4, upper), words("round", n=number(view.get("round"))), 28, INK, "lm")
    result = view.get("result")
    if result:
        draw_result(canvas, view, result, (left + 170, upper), names, words)
    elif whole:
        draw_whole_question(canvas, view, (left + 170, upper), (left, right), names, words)
    else:
        draw_asked(canvas, view, (left + 170, upper), right, names, words)
    notes = status_notes(view, words)
    if notes:
        canvas.text(
            (left + 4, lower),
            "  ·  ".join(notes),
            21,
            WARNING if view.get("end_triggered") else INK,
            "lm",
            max_width=right - left - 8,
        )


def status_notes(view: NearFarView, words: Words) -> list[str]:
    """The line under the round: the end triggered, the last roll."""
    notes = []
    if view.get("end_triggered") and not view.get("result"):
        notes.append(words("end_triggered"))
    roll = last_roll(view, words)
    if roll:
        notes.append(roll)
    return notes


def status_height(measure: Measures, view: NearFarView, names: Sequence[str], words: Words,
                  width: float) -> float:
    """How tall the detail picture's status box `width` wide must be to hold the whole
    question under the round (never less than the board's strip)."""
    strip = STATUS_BOX[3] - STATUS_BOX[1]
    if view.get("result"):
        return strip
    _seat, text = asked_text(view, names, words)
    if not text:
        return strip
    lines = wrap(measure, text, QUESTION_SIZE, width - 24 - QUESTION_INDENT - 4, None)
    # The panel's margins (18), the round's line (60 to the first line's middle), the
    # lines, then the notes' line under the last when there is one.
    below = 46 if status_notes(view, words) else 24
    return max(strip, 18 + 60 + (len(lines) - 1) * QUESTION_STEP + below)


def asked_text(view: NearFarView, names: Sequence[str], words: Words) -> tuple[int | None, str]:
    """Who is asked (when one seat is) and the question as the prompt message asks it,
    numbers and all: "Dan: Move (3 steps left, 4 hearts): ...". Several seats asked
    the same (a simultaneous draft): the question without a name; else ""."""
    seats = asked(view)
    pending = [mapping(p) for p in listed(view.get("pending"))]
    if not seats or not pending:
        return None, ""
    what = question("near_and_far", view.get("pending"), names, words.locale)
    if len(seats) == 1:
        kind = str(pending[0].get("kind"))
        what = what or words(f"asked.{kind.split('_')[0]}")
        return seats[0], words("to_act", player=names[seats[0]], what=what)
    same = all((p.get("kind"), p.get("params")) == (pending[0].get("kind"),
                                                    pending[0].get("params")) for p in pending)
    return None, what if same else ""


def draw_whole_question(
    canvas: Canvas,
    view: NearFarView,
    at: tuple[float, float],
    across: tuple[float, float],
    names: Sequence[str],
    words: Words,
) -> None:
    """Who is waited for beside the round when several seats are; under it, the
    question on as many lines as it takes, the seat's token beside the first."""
    x, y = at
    left, right = across
    seat, text = asked_text(view, names, words)
    if len(asked(view)) > 1:
        draw_waiting(canvas, view, (x, y), words)
    if not text:
        return
    first = y + 40
    if seat is not None:
        styles.seat_token(canvas, (left + 20, first), 16, style_of(view, seat, words))
    width = right - left - QUESTION_INDENT - 4
    for i, line in enumerate(wrap(canvas, text, QUESTION_SIZE, width, None)):
        canvas.text((left + QUESTION_INDENT, first + i * QUESTION_STEP), line, QUESTION_SIZE,
                    INK, "lm")


def draw_asked(
    canvas: Canvas,
    view: NearFarView,
    at: tuple[float, float],
    right: float,
    names: Sequence[str],
    words: Words,
) -> None:
    """Who acts on what, on the round's line of the board: the question cut with "…"
    where the line ends (the detail picture has it whole)."""
    x, y = at
    seats = asked(view)
    if not seats:
        return
    if len(seats) == 1:
        styles.seat_token(canvas, (x + 16, y), 16, style_of(view, seats[0], words))
        _seat, text = asked_text(view, names, words)
        canvas.text((x + 40, y), text, QUESTION_SIZE, INK, "lm", max_width=right - x - 44)
        return
    draw_waiting(canvas, view, at, words)


def draw_waiting(canvas: Canvas, view: NearFarView, at: tuple[float, float],
                 words: Words) -> None:
    """"Waiting for" and the token of each seat asked."""
    x, y = at
    x += canvas.text((x, y), words("waiting"), QUESTION_SIZE, INK, "lm") + 14
    for seat in asked(view):
        styles.seat_token(canvas, (x + 16, y), 16, style_of(view, seat, words))
        x += 40


def draw_result(
    canvas: Canvas,
    view: NearFarView,
    result: ResultData,
    at: tuple[float, float],
    names: Sequence[str],
    words: Words,
) -> None:
    x, y = at
    winners = [w for w in listed(result.get("winners")) if isinstance(w, int)]
    scores = listed(result.get("scores"))
    styles.star(canvas, (x + 16, y), 32, GOLD)
    text = words(
        "game_over",
        winners=", ".join(names[w] for w in winners if w < len(names)),
        score=scores[winners[0]] if winners and winners[0] < len(scores) else 0,
    )
    canvas.text((x + 40, y), text, 27, INK, "lm", max_width=1000)


def last_roll(view: NearFarView, words: Words) -> str:
    """The last public roll: a fight, a quest or a duel."""
    last = mapping(view.get("last"))
    fight = listed(last.get("threat"))
    if len(fight) == 3:
        return words(
            "roll_threat",
            die=fight[1],
            total=fight[2],
            name=words.card(f"threat.{fight[0]}") or fight[0],
        )
    quest = listed(last.get("quest"))
    if len(quest) == 4:
        return words(
            "roll_quest",
            die=quest[2],
            total=quest[3],
            name=words.card(f"quest.{quest[0]}.title") or quest[0],
        )
    duel = listed(last.get("duel"))
    if len(duel) == 4:
        return words("roll_duel", die=duel[0], other=duel[1], total=duel[2], other_total=duel[3])
    return ""


LEGEND_GLYPH, LEGEND_TEXT, LEGEND_GAP = 28, 18, 16


def draw_legend(canvas: Canvas, box: Box, words: Words) -> None:
    """The legend on paper: dark words on the board's dark green did not read."""
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 2, radius=12)
    legend(canvas, (left + 12, top + 4, right - 12, bottom), legend_entries(words), LEGEND_GLYPH,
           LEGEND_TEXT, LEGEND_GAP)


def legend_entries(words: Words) -> list[LegendEntry]:
    """Every symbol of the map and the panels with its name."""
    return [
        LegendEntry(lambda c, p, s: styles.tent(c, p, s, (236, 128, 32)), words("legend.camp")),
        LegendEntry(styles.scroll, words("legend.quest")),
        LegendEntry(styles.threat_mark, words("legend.threat")),
        LegendEntry(styles.chest, words("legend.treasure")),
        LegendEntry(styles.heart, words("legend.heart")),
        LegendEntry(styles.coin, words("legend.coin")),
        LegendEntry(styles.gem, words("legend.gem")),
        LegendEntry(styles.food, words("legend.food")),
        LegendEntry(lambda c, p, s: styles.star(c, p, s, (250, 210, 80)), words("legend.rep")),
        LegendEntry(styles.cards, words("legend.cards")),
        LegendEntry(styles.skill, words("legend.skill")),
        LegendEntry(styles.sword, words("legend.sword")),
        LegendEntry(styles.arrow, words("legend.arrow")),
        LegendEntry(styles.eye, words("legend.eye")),
        LegendEntry(styles.shield, words("legend.shield")),
        LegendEntry(styles.bird, words("legend.bird")),
        LegendEntry(lambda c, p, s: styles.pawn(c, (p[0], p[1] + s * 0.1),
                                                styles.colour_style("white", 3, words), s * 0.3),
                    words("legend.pawn")),
    ]

