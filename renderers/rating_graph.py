"""A player's rating over time (`/stats player:`): the conservative rating
(mu - 3 sigma, bot/ratings.py) after each rated game, one point a game.

Our own drawing with the kit the score graph uses (renderers/scores.py), sized to
be read on a phone: 720 px wide with type of 24 px and more, so that shown 400 px
wide every word is still 13 px or taller. The newest value is written at the end
of the line, the best one marked; the zero line is drawn darker (a newcomer
starts there).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from renderers.kit import GOLD, INK, MUTED, PAPER, Canvas
from renderers.kit.palette import lighter
from renderers.png import encode_png

WIDTH, HEIGHT = 720, 480
LEFT, RIGHT, TOP, BOTTOM = 78, 110, 96, 70
LINE = (38, 92, 160)  # a deep blue, dark enough on paper; one line, so no legend
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100)


def _scale(values: Sequence[float]) -> tuple[int, int, int]:
    """Whole gridlines (about four) holding every value and zero."""
    low = math.floor(min(0.0, *values))
    high = math.ceil(max(1.0, *values))
    step = next((s for s in NICE_STEPS if (high - low) / s <= 5), NICE_STEPS[-1])
    return (low // step) * step, -(-high // step) * step, step


def draw_rating_graph(
    values: Sequence[float], title: str, words: tuple[str, str], last: str | None = None
) -> bytes:
    """`values`: the rating after each game, oldest first (at least one); `words`:
    the horizontal axis ("games") and the vertical one ("rating"), in the reader's
    language; `last`: the newest value as the reader writes numbers (6,1). A PNG."""
    games_word, rating_word = words
    canvas = Canvas(WIDTH, HEIGHT, PAPER)
    canvas.text((LEFT - 50, 22), title, 32, INK, max_width=WIDTH - LEFT + 30)
    low, high, step = _scale(values)
    count = max(1, len(values) - 1)
    right = WIDTH - RIGHT

    def at(index: float, value: float) -> tuple[float, float]:
        x = LEFT + (right - LEFT) * index / count
        y = HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * (value - low) / (high - low)
        return (x, y)

    for value in range(low, high + 1, step):
        _x, y = at(0, value)
        canvas.line([(LEFT, y), (right, y)], INK if value == 0 else lighter(MUTED, 0.55),
                    2 if value == 0 else 1)
        canvas.text((LEFT - 10, y), str(value), 24, MUTED, anchor="rm")
    game_step = next((s for s in NICE_STEPS if count / s <= 6), NICE_STEPS[-1])
    for index in range(0, len(values), game_step):
        x, bottom = at(index, low)
        canvas.line([(x, bottom), (x, bottom + 6)], MUTED, 1)
        canvas.text((x, bottom + 10), str(index + 1), 24, MUTED, anchor="ma")
    canvas.text(((LEFT + right) / 2, HEIGHT - 18), games_word, 24, MUTED, anchor="mm")
    canvas.text((LEFT - 50, TOP - 30), rating_word, 24, MUTED, anchor="lm",
                max_width=WIDTH - LEFT)
    points = [at(i, v) for i, v in enumerate(values)]
    if len(points) > 1:
        canvas.line(points, INK, 7)
        canvas.line(points, LINE, 4)
    best = max(range(len(values)), key=lambda i: (values[i], i))
    for index, point in enumerate(points):
        radius = 9 if index == best else 6
        canvas.circle(point, radius, GOLD if index == best else LINE, INK, 2)
    last_x, last_y = points[-1]
    canvas.text((last_x + 16, last_y), last or f"{values[-1]:.1f}", 30, INK, anchor="lm",
                max_width=RIGHT - 20)
    return encode_png(canvas.finish())
