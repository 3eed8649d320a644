"""How long a board image takes to draw and encode, and how big it is.

Run: `.venv/bin/python -m bench.bench_render [--renders 20] [--seed 1] [--game G]`

Every game at every player count: a seeded game is played to mid-game (random
legal moves; Root by its heuristic players, since random Root games end early
by dominance), then its public view is drawn `--renders` times with the view of
the turn before as the previous board (so the changes are marked, as in a
channel). A game that posts detail pictures after its board is timed for all of
them ("pictures"). Prints figures only; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

import renderers
from games.core import Rng, all_games, get_game
from renderers import encode_png, render_image

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
STEPS = {"meduris": 150, "root": 120, "mountain_king": 200, "near_and_far": 200}


def cases(only: str | None) -> list[tuple[str, int]]:
    games = [get_game(only)] if only else all_games()
    return [(g.id, n) for g in games for n in range(g.min_players, g.max_players + 1)]


ROOT_TABLE = ("marquise", "eyrie", "alliance", "vagabond")


def table_options(game: str, players: int) -> dict[str, str]:
    """A fixed table for the benches: Root's factions named in seat order (its
    default, `choose`, would start with the picks), the defaults elsewhere."""
    return {"factions": ",".join(ROOT_TABLE[:players])} if game == "root" else {}


def midgame_views(
    players: int, seed: int, game: str = "meduris", steps: int | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The public view after some legal actions, and the view at the start of
    that turn (or the one before the last action)."""
    engine = get_game(game)
    state = engine.setup(players, table_options(game, players), seed)
    pick = random.Random(seed)
    agent, rng = (engine.agent("heuristic"), Rng(seed)) if game == "root" else (None, None)
    before = state.view(None)
    for _ in range(steps or STEPS.get(game, 150)):
        prompts = state.pending()
        if not prompts or state.result() is not None:
            break
        seat = prompts[0].seat
        turn = state.turn()
        action = agent.choose(state, seat, rng) if agent else pick.choice(state.legal(seat))
        view = state.view(None)
        state.apply(seat, action)
        if state.turn() != turn:
            before = view
    return state.view(None), before


def midgame_view(players: int, seed: int, steps: int = 150, game: str = "meduris") -> dict:
    """The public view after `steps` legal actions (bench_soak and tests use it)."""
    return midgame_views(players, seed, game, steps)[0]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _draw(game: str, view: dict[str, Any], previous: dict[str, Any]) -> list[Any]:
    many = getattr(renderers, "render_images", None)
    if many is None:  # an older renderer package: one picture, no previous board
        return [render_image(game, view, NAMES)]
    return list(many(game, view, NAMES, "en", previous))


def timings(
    view: dict[str, Any], renders: int, game: str = "meduris",
    previous: dict[str, Any] | None = None,
) -> dict[str, Any]:
    draw, encode, sizes, images = [], [], [0], []
    for _ in range(renders):
        start = time.perf_counter()
        images = _draw(game, view, previous or view)
        drawn = time.perf_counter()
        sizes = [len(encode_png(image)) for image in images]
        draw.append(drawn - start)
        encode.append(time.perf_counter() - drawn)
    total = [a + b for a, b in zip(draw, encode, strict=True)]
    return {
        "draw_ms": summary(draw),
        "encode_ms": summary(encode),
        "total_ms": summary(total),
        "png_bytes": sizes,
        "images": [list(image.size) for image in images],
    }


def summary(seconds: list[float]) -> dict[str, float]:
    return {
        "mean": round(1000 * statistics.fmean(seconds), 1),
        "p50": round(1000 * percentile(seconds, 0.5), 1),
        "p99": round(1000 * percentile(seconds, 0.99), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default=None, help="one game id (default: every game)")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    args = parser.parse_args()
    render_image("meduris", midgame_view(2, args.seed))  # load fonts once before timing
    figures = {}
    for game, players in cases(args.game):
        view, previous = midgame_views(players, args.seed, game)
        figures[f"{game} {players}p"] = timings(view, max(1, args.renders), game, previous)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Board pictures, {args.renders} renders per case (times in ms, all pictures)")
    for key, row in figures.items():
        parts = [f"{part} " + " ".join(f"{k} {v}" for k, v in row[f"{part}_ms"].items())
                 for part in ("draw", "encode", "total")]
        shapes = " + ".join(f"{w}x{h}" for w, h in row["images"])
        sizes = " + ".join(str(size) for size in row["png_bytes"])
        print(f"{key}: " + " | ".join(parts) + f" | png {sizes} bytes {shapes}")


if __name__ == "__main__":
    main()
