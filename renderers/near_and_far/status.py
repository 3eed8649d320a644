"""The status strip (round, who must act and on what, the last roll, the end
markers, the winners) and the legend of every symbol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.types import ResultData
from renderers.kit import GOLD, INK, PAPER, WARNING, Box, Canvas, LegendEntry, legend, panel
from renderers.kit.asked import question
from renderers.near_and_far import styles
from renderers.near_and_far.reading import asked, listed, mapping, number, style_of
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView


def draw_status(
    canvas: Canvas,
    view: NearFarView,
    box: Box,
    names: Sequence[str],
    words: Words,
) -> None:
    inner = panel(canvas, box)
    left, top, right, bottom = inner
    upper, lower = top + 20, bottom - 16
    canvas.text((left + 4, upper), words("round", n=number(view.get("round"))), 28, INK, "lm")
    result = view.get("result")
    if result:
        draw_result(canvas, view, result, (left + 170, upper), names, words)
    else:
        draw_asked(canvas, view, (left + 170, upper), right, names, words)
    notes = []
    if view.get("end_triggered") and not result:
        notes.append(words("end_triggered"))
    roll = last_roll(view, words)
    if roll:
        notes.append(roll)
    if notes:
        canvas.text(
            (left + 4, lower),
            "  ·  ".join(notes),
            21,
            WARNING if view.get("end_triggered") else INK,
            "lm",
            max_width=right - left - 8,
        )


def draw_asked(
    canvas: Canvas,
    view: NearFarView,
    at: tuple[float, float],
    right: float,
    names: Sequence[str],
    words: Words,
) -> None:
    x, y = at
    seats = asked(view)
    if not seats:
        return
    kinds = [str(mapping(p).get("kind")) for p in listed(view.get("pending"))]
    if len(seats) == 1:
        styles.seat_token(canvas, (x + 16, y), 16, style_of(view, seats[0], words))
        # The question as the prompt message asks it, numbers and all.
        what = question("near_and_far", view.get("pending"), names, words.locale)
        what = what or (words(f"asked.{kinds[0].split('_')[0]}") if kinds else "")
        text = words("to_act", player=names[seats[0]], what=what)
        canvas.text((x + 40, y), text, 27, INK, "lm", max_width=right - x - 44)
        return
    canvas.text((x, y), words("waiting"), 27, INK, "lm")
    x += canvas.text((x, y), words("waiting"), 27, INK, "lm") + 14
    for seat in seats:
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

