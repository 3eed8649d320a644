"""Drawing a board against PNG-encoding the same picture, as a ratio (issue 15, goal 2).

Run: `.venv/bin/python -m bench.bench_render_ratio [--renders 15] [--seed 1] [--game G]`

For every game and player count, the mid-game view of bench_render is drawn
`--renders` times (the board, then its detail pictures, each timed apart) and
every picture is PNG-encoded right after it is drawn, so draw and encode see
the same machine load. Prints, per case, the median draw time of the board and
of the detail pictures, the median encode of the same pictures, and
draw / encode; the goal is a ratio of at most 2. Times swing on shared cores,
so only the ratios of one run are worth comparing. Asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from bench.bench_render import NAMES, cases, midgame_views
from renderers import encode_png
from renderers.kit.fonts import forget_text_masks
from renderers.registry import renderer_module

GOAL = 2.0


def _timed(work: Any, *args: Any) -> tuple[Any, float]:
    start = time.perf_counter()
    result = work(*args)
    return result, time.perf_counter() - start


def measure(
    game: str, view: dict[str, Any], previous: dict[str, Any], renders: int, cold: bool = False,
) -> dict:
    """Median seconds to draw and to encode the board and the detail pictures;
    `cold`: the kept text bitmaps are dropped before each picture, as if every
    text had moved since the last board (the worst case for that cache)."""
    module = renderer_module(game)
    times: dict[str, list[float]] = {"board": [], "board_png": [], "details": [],
                                     "details_png": []}
    for _ in range(renders):
        if cold:
            forget_text_masks()
        board, drawn = _timed(module.render, view, NAMES, "en", previous)
        times["board"].append(drawn)
        times["board_png"].append(_timed(encode_png, board)[1])
        if cold:
            forget_text_masks()
        details, drawn = _timed(module.render_details, view, NAMES, "en", previous)
        times["details"].append(drawn)
        times["details_png"].append(sum(_timed(encode_png, image)[1] for image in details))
    return {key: statistics.median(values) for key, values in times.items()}


def ratio(draw: float, encode: float) -> float:
    return draw / encode if encode else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default=None, help="one game id (default: every game)")
    parser.add_argument("--cold", action="store_true",
                        help="drop the kept text bitmaps before every picture")
    args = parser.parse_args()
    rows = []
    for game, players in cases(args.game):
        view, previous = midgame_views(players, args.seed, game)
        measure(game, view, previous, 1)  # fonts, caches and layouts once before timing
        rows.append((f"{game} {players}p",
                     measure(game, view, previous, max(1, args.renders), args.cold)))
    print(f"Draw / PNG encode of the same pictures, medians of {args.renders} renders (ms)"
          + (", text bitmaps dropped before each picture" if args.cold else ""))
    print(f"{'case':18} {'board':>17} {'details':>17} {'all':>6}  goal <= {GOAL:g}x")
    worst = 0.0
    for key, m in rows:
        board = ratio(m["board"], m["board_png"])
        details = ratio(m["details"], m["details_png"])
        every = ratio(m["board"] + m["details"], m["board_png"] + m["details_png"])
        worst = max(worst, board, details, every)
        print(f"{key:18} {1000 * m['board']:5.1f}/{1000 * m['board_png']:5.1f}={board:4.2f}"
              f" {1000 * m['details']:5.1f}/{1000 * m['details_png']:5.1f}={details:4.2f}"
              f" {every:5.2f}  {'holds' if max(board, details, every) <= GOAL else 'over'}")
    print(f"worst ratio {worst:.2f} (goal {GOAL:g})")


if __name__ == "__main__":
    main()
