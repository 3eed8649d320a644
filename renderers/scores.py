"""The score graph posted when a game ends: each player's points, turn by turn.

Drawn with our own kit (Pillow), not a plotting library: the graph is a few lines,
grid and labels, and matplotlib would add ~40 MB (with numpy) and a second to the
first import for a picture posted once per game, in a style unlike our boards. It
reads as the boards do: each player's colour, shape and letter (never colour
alone), names written at the end of their line with their final score.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from PIL import Image

from renderers.kit import INK, MUTED, PAPER, Canvas, SeatStyle, given_name, seat_mark, seat_style
from renderers.kit.palette import lighter
from renderers.meduris.reading import seat_styles as meduris_styles
from renderers.near_and_far.reading import style_of as near_and_far_style
from renderers.near_and_far.words import Words as NearAndFarWords
from renderers.png import encode_png
from renderers.root.styles import faction_style

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView
    from games.near_and_far.view_types import NearFarView
    from games.root.view_types import RootView

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


# -- seat styles by game: the colours and shapes the game's own board uses -------------
# The bot hands a plain view (the engine contract's dict); each game's reader takes its
# typed view (games/<game>/view_types.py), cast here at the boundary.
def _meduris(view: dict[str, Any]) -> list[SeatStyle]:
    return meduris_styles(cast("MedurisView", view))


def _seat_colours(view: dict[str, Any]) -> list[SeatStyle]:
    return [seat_style(s.get("colour"), i) for i, s in enumerate(view.get("seats") or [])]


def _near_and_far(view: dict[str, Any], locale: str) -> list[SeatStyle]:
    words = NearAndFarWords(locale)
    public = cast("NearFarView", view)
    return [near_and_far_style(public, s, words) for s in range(int(public.get("players", 0)))]


def _root(view: dict[str, Any]) -> list[SeatStyle]:
    public = cast("RootView", view)
    return [faction_style(f, i) for i, f in enumerate(public.get("factions") or [])]


_STYLES: dict[str, Callable[[dict[str, Any], str], list[SeatStyle]]] = {
    "meduris": lambda view, _locale: _meduris(view),
    "mountain_king": lambda view, _locale: _seat_colours(view),
    "near_and_far": _near_and_far,
    "root": lambda view, _locale: _root(view),
}


def seat_styles(game_id: str, view: dict[str, Any], players: int, locale: str) -> list[SeatStyle]:
    """Each seat's style as the game's board draws it; by seat order otherwise."""
    known = _STYLES.get(game_id)
    styles = known(view, locale) if known else []
    return styles if len(styles) == players else [seat_style(None, s) for s in range(players)]


# -- the graph ---------------------------------------------------------------------------
def score_chart(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    styles: Sequence[SeatStyle],
    words: ChartWords,
) -> Image.Image:
    """`series[t][seat]`: the points after turn t (t=0: as dealt)."""
    canvas = Canvas(WIDTH, HEIGHT, PAPER)
    low, high, step = _scale([v for row in series for v in row])
    plot = _Plot(low, high, max(1, len(series) - 1))
    canvas.text((LEFT, 18), words.title, 32, INK, max_width=WIDTH - LEFT - 20)
    canvas.text((LEFT, 62), words.note, 20, MUTED, max_width=WIDTH - LEFT - 20)
    _grid(canvas, plot, step, words)
    players = len(styles)
    for seat in range(players):
        points = [plot.at(t, row[seat]) for t, row in enumerate(series)]
        _line(canvas, points, styles[seat], seat, players)
    _labels(canvas, plot, series[-1], names, styles)
    return canvas.finish()


def score_chart_png(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    styles: Sequence[SeatStyle],
    words: ChartWords,
) -> bytes:
    return encode_png(score_chart(series, names, styles, words))


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
) -> None:
    """Each player's mark, name and final score at the right end of their line,
    pushed apart where lines end close together."""
    order = sorted(range(len(final)), key=lambda s: -final[s])
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
        canvas.text((x + 20, y), label, 24, INK, anchor="lm", max_width=RIGHT - 50)
