"""How long a board image takes to draw and encode, and how big it is.

Run: `.venv/bin/python -m bench.bench_render [--renders 50] [--seed 1]`

Meduris for 2, 3 and 4 players and Root for 2: a seeded random game is played
to mid-game, then its public view is drawn `--renders` times. Prints figures
only; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from games.core import get_game
from renderers import encode_png, render_image

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


CASES = (("meduris", 2), ("meduris", 3), ("meduris", 4), ("root", 2))


def midgame_view(
    players: int, seed: int, steps: int = 150, game: str = "meduris"
) -> dict[str, Any]:
    """The public view after `steps` random legal actions (or at the end, if sooner)."""
    state = get_game(game).setup(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        prompts = state.pending()
        if not prompts or state.result() is not None:
            break
        seat = prompts[0].seat
        state.apply(seat, rng.choice(state.legal(seat)))
    return state.view(None)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def timings(view: dict[str, Any], renders: int, game: str = "meduris") -> dict[str, Any]:
    draw, encode, size = [], [], 0
    for _ in range(renders):
        start = time.perf_counter()
        image = render_image(game, view, NAMES)
        drawn = time.perf_counter()
        size = len(encode_png(image))
        draw.append(drawn - start)
        encode.append(time.perf_counter() - drawn)
    total = [a + b for a, b in zip(draw, encode, strict=True)]
    return {
        "draw_ms": summary(draw),
        "encode_ms": summary(encode),
        "total_ms": summary(total),
        "png_bytes": size,
        "image": list(image.size),
    }


def summary(seconds: list[float]) -> dict[str, float]:
    return {
        "mean": round(1000 * statistics.fmean(seconds), 1),
        "p50": round(1000 * percentile(seconds, 0.5), 1),
        "p99": round(1000 * percentile(seconds, 0.99), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    args = parser.parse_args()
    render_image("meduris", midgame_view(2, args.seed))  # load fonts once before timing
    figures = {
        f"{game} {players}p": timings(
            midgame_view(players, args.seed, game=game), max(1, args.renders), game
        )
        for game, players in CASES
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Board images, {args.renders} renders per case (times in ms)")
    for key, row in figures.items():
        parts = [f"{part} " + " ".join(f"{k} {v}" for k, v in row[f"{part}_ms"].items())
                 for part in ("draw", "encode", "total")]
        width, height = row["image"]
        print(f"{key}: " + " | ".join(parts) + f" | png {row['png_bytes']} bytes {width}x{height}")


if __name__ == "__main__":
    main()
