"""How long rating a server's game takes (issue 29): `bot.ratings.rate` over N
synthetic finished Root games of four players drawn from a pool of people (each
game rated overall and per faction, all-time and in one season), the way the
record keeper rates a server's game again when one of its games finishes, and
the way `gamemaster ratings rebuild` does for every server.

    nice .venv/bin/python -m bench.bench_ratings [--games 1000] [--players 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.ratings import rate
from bot.records import GameResult, SeatResult
from bot.storage.base import SeasonRecord

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")


def results(games: int, players: int, seed: int) -> list[GameResult]:
    rng = random.Random(seed)
    pool = [f"u:{n}" for n in range(players)]
    made = []
    for number in range(games):
        seated = rng.sample(pool, 4)
        places = [1, 2, 3, 4]
        rng.shuffle(places)
        seats = tuple(SeatResult(p, p, place, 30 - 5 * place, f)
                      for p, place, f in zip(seated, places, FACTIONS, strict=True))
        made.append(GameResult(number, 1, 1, "root", number * 86400.0,
                               number * 86400.0 + 3600, 300, seats))
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    played = results(args.games, args.players, args.seed)
    season = [SeasonRecord(1, 1, "half", played[len(played) // 2].finished_at)]
    times = []
    for _ in range(args.repeat):
        began = time.perf_counter()
        ratings = rate(1, "root", played, season)
        times.append(time.perf_counter() - began)
    median = statistics.median(times)
    print(f"{args.games} four-player Root games, {args.players} people: {len(ratings)} ratings"
          f" (overall and per faction, all-time and a season) in {median:.3f} s (median of"
          f" {args.repeat}); {1000 * median / args.games * 100:.1f} ms per hundred games")


if __name__ == "__main__":
    main()
