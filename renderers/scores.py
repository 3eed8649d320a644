"""The score graph posted when a game ends: each player's points, turn by turn.

Drawn with our own kit (Pillow), not a plotting library: the graph is a few lines,
grid and labels, and matplotlib would add ~40 MB (with numpy) and a second to the
first import for a picture posted once per game, in a style unlike our boards. It
reads as the boards do: each player's colour, shape and letter (never colour
alone), names written at the end of their line with their final score. The winners,
by the game's own result (a Root dominance win, a tie the game's tie-break settles), wear
a gold crown at the end of their line and are named under the title.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from renderers.kit import (
    GOLD,
    INK,
    MUTED,
    PAPER,
    Canvas,
    Point,
    SeatStyle,
    given_name,
    seat_mark,
    seat_style,
)
from renderers.kit.palette import lighter
from renderers.png import encode_png
from renderers.registry import has_renderer, renderer_seat_styles

WIDTH, HEIGHT = 1000, 600
LEFT, RIGHT, TOP, BOTTOM = 76, 230, 128, 70
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


@dataclass(frozen=True)
class ChartWords:
    """The graph's words, in the reader's language (the bot words them)."""

    title: str
    note: str  # what a point means in this game
    turns: str  # the horizontal axis
    points: str  # the vertical axis
    winners: str = ""  # who won, and how, beside the crown under the title


def seat_styles(game_id: str, view: dict[str, Any], players: int, locale: str) -> list[SeatStyle]:
    """Each seat's style as the game's board draws it (its renderer's
    `seat_styles`); by seat order otherwise."""
    styles = renderer_seat_styles(game_id, view, locale) if has_renderer(game_id) else []
    return styles if len(styles) == players else [seat_style(None, s) for s in range(players)]


# -- the graph ---------------------------------------------------------------------------
def score_chart(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    styles: Sequence[SeatStyle],
    words: ChartWords,
    winners: Sequence[int] = (),
    ranking: Sequence[int] = (),
) -> Image.Image:
    """`series[t][seat]`: the points after turn t (t=0: as dealt). `winners` and
    `ranking` are the game's result: the winners are crowned, and labels of equal
    scores are ordered by the ranking (the game's tie-break), never by seat."""
    canvas = Canvas(WIDTH, HEIGHT, PAPER)
    low, high, step = _scale([v for row in series for v in row])
    plot = _Plot(low, high, max(1, len(series) - 1))
    canvas.text((LEFT, 18), words.title, 32, INK, max_width=WIDTH - LEFT - 20)
    canvas.text((LEFT, 62), words.note, 20, MUTED, max_width=WIDTH - LEFT - 20)
    if winners and words.winners:  # the legend of the crown, top right above the labels
        size = canvas.fit_size(words.winners, 22, WIDTH / 2)
        start = WIDTH - 20 - min(WIDTH / 2, canvas.text_width(words.winners, size))
        crown(canvas, (start - 20, 98), 12)
        canvas.text((start, 98), words.winners, 22, INK, "lm", max_width=WIDTH / 2)
    _grid(canvas, plot, step, words)
    players = len(styles)
    # The winners' lines last, on top: where lines run together, the winner's shows.
    for seat in sorted(range(players), key=lambda s: s in winners):
        points = [plot.at(t, row[seat]) for t, row in enumerate(series)]
        _line(canvas, points, styles[seat], seat, players)
    _labels(canvas, plot, series[-1], names, styles, winners, ranking)
    return canvas.finish()


def crown(canvas: Canvas, centre: Point, size: float) -> None:
    """A gold crown with a dark edge: three points over a band."""
    x, y = centre
    s = size
    outline = [(x - s, y + 0.7 * s), (x - s, y - 0.6 * s), (x - 0.5 * s, y),
               (x, y - 0.9 * s), (x + 0.5 * s, y), (x + s, y - 0.6 * s), (x + s, y + 0.7 * s)]
    canvas.polygon(outline, GOLD, INK, 2)


def score_chart_png(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    styles: Sequence[SeatStyle],
    words: ChartWords,
    winners: Sequence[int] = (),
    ranking: Sequence[int] = (),
) -> bytes:
    return encode_png(score_chart(series, names, styles, words, winners, ranking))


@dataclass(frozen=True)
class _Plot:
    low: int
    high: int
    turns: int

    def at(self, turn: float, value: float) -> tuple[float, float]:
        x = LEFT + (WIDTH - LEFT - RIGHT) * turn / self.turns
        y = HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * (value - self.low) / (self.high - self.low)
        return (x, y)


def _scale(values: Sequence[int]) -> tuple[int, int, int]:
    """A range with round gridlines (about five) holding every value and zero."""
    low, high = min(0, *values), max(1, *values)
    step = next((s for s in NICE_STEPS if (high - low) / s <= 6), NICE_STEPS[-1])
    return (low // step) * step, -(-high // step) * step, step


def _grid(canvas: Canvas, plot: _Plot, step: int, words: ChartWords) -> None:
    right = WIDTH - RIGHT
    for value in range(plot.low, plot.high + 1, step):
        _x, y = plot.at(0, value)
        colour = INK if value == 0 else lighter(MUTED, 0.55)
        canvas.line([(LEFT, y), (right, y)], colour, 2 if value == 0 else 1)
        canvas.text((LEFT - 10, y), str(value), 19, MUTED, anchor="rm")
    turn_step = next(s for s in NICE_STEPS if plot.turns / s <= 10)
    for turn in range(0, plot.turns + 1, turn_step):
        x, bottom = plot.at(turn, plot.low)
        canvas.line([(x, bottom), (x, bottom + 6)], MUTED, 1)
        canvas.text((x, bottom + 10), str(turn), 19, MUTED, anchor="ma")
    middle = (LEFT + right) / 2
    canvas.text((middle, HEIGHT - 20), words.turns, 20, MUTED, anchor="mm")
    canvas.text((LEFT - 10, TOP - 28), words.points, 19, MUTED, anchor="rm")


def _line(
    canvas: Canvas, points: list[tuple[float, float]], style: SeatStyle, seat: int, players: int
) -> None:
    """The seat's line with a dark edge (a light colour still shows on paper), and its
    shape repeated along it, each seat's marks shifted so that they do not pile up."""
    if len(points) > 1:
        canvas.line(points, INK, 6)
        canvas.line(points, style.fill, 3.5)
    every = max(1, len(points) // 6)
    for index in range(seat * every // max(1, players), len(points), every):
        seat_mark(canvas, points[index], 8, style)


def _labels(
    canvas: Canvas,
    plot: _Plot,
    final: Sequence[int],
    names: Sequence[str],
    styles: Sequence[SeatStyle],
    winners: Sequence[int] = (),
    ranking: Sequence[int] = (),
) -> None:
    """Each player's mark, name and final score at the right end of their line,
    pushed apart where lines end close together; equal scores in the order of the
    ranking, a winner's label with its crown."""
    place = {seat: i for i, seat in enumerate(ranking)}
    order = sorted(range(len(final)), key=lambda s: (-final[s], place.get(s, len(final)), s))
    gap = 34.0
    placed: list[float] = []
    for seat in order:
        _x, y = plot.at(plot.turns, final[seat])
        y = max(y, placed[-1] + gap) if placed else y
        placed.append(y)
    shift = max(0.0, placed[-1] - (HEIGHT - BOTTOM)) if placed else 0.0
    x = WIDTH - RIGHT + 22
    for seat, y in zip(order, placed, strict=True):
        y -= shift
        seat_mark(canvas, (x, y), 13, styles[seat])
        name = given_name(names, seat, 16) or f"#{seat + 1}"
        label = f"{name}  {final[seat]}"
        room = RIGHT - 50 - (30 if seat in winners else 0)
        width = canvas.text((x + 20, y), label, 24, INK, anchor="lm", max_width=room)
        if seat in winners:
            crown(canvas, (x + 20 + width + 18, y), 11)
