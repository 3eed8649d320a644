"""Mountain King probe games: the search against the heuristic, two players, seats
swapped on each deal, and where the points came from (the final scoring's parts).

The arena (bench/arena.py) says who wins; this says why: each part of the final
scoring (tunnels, coronation, pedestal tokens, leftover sets, great halls, statues),
averaged for the searching and the heuristic seat, over the same deals as the arena's
heads-up (`bot.selfplay.game_seed(seed, round)`, the search first, then second).
An iteration count, not a time, so a run reproduces on any machine.

    nice python -m bench.mountain_king_probe --seed 6 --rounds 10 --iterations 75
    nice python -m bench.mountain_king_probe --seed 6 --rounds 10 --iterations 75 --unsettled

`--unsettled`: the search weighs every payment and trade-in itself, as before issue 33
(`Game.search_settled` left at the core's default). `--jsonl FILE` appends one line per game.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from bench.arena import wilson
from bot.selfplay import game_seed, play_to_end
from games.core import get_game
from games.core.game import Game
from games.core.search import Budget, SearchAgent

PARTS = ("tunnels", "coronation", "pedestals", "leftovers", "halls", "statues")


def play(seed: int, round_: int, searcher: int, iterations: int) -> dict[str, Any]:
    game = get_game("mountain_king")
    search = game.agent("search")
    assert isinstance(search, SearchAgent)
    search.budget = Budget(iterations=iterations, cap=None)
    agents = [search if seat == searcher else game.agent("heuristic") for seat in range(2)]
    deal = game_seed(seed, round_)
    state = game.setup(2, {}, deal)
    cpu = time.process_time()
    play_to_end(state, deal, agents)
    result = state.result()
    assert result is not None
    breakdown = result.details["breakdown"]
    return {
        "round": round_, "search_seat": searcher, "scores": list(result.scores),
        "won": (1 / len(result.winners)) if searcher in result.winners else 0.0,
        "search": breakdown[str(searcher)], "heuristic": breakdown[str(1 - searcher)],
        "cpu": round(time.process_time() - cpu, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--iterations", type=int, default=75)
    parser.add_argument("--unsettled", action="store_true")
    parser.add_argument("--jsonl")
    args = parser.parse_args()
    if args.unsettled:
        game = get_game("mountain_king")
        type(game).search_settled = Game.search_settled  # type: ignore[method-assign]
    games = []
    for round_ in range(args.rounds):
        for searcher in (0, 1):
            row = play(args.seed, round_, searcher, args.iterations)
            games.append(row)
            print(json.dumps(row), flush=True)
            if args.jsonl:
                with open(args.jsonl, "a", encoding="utf-8") as out:
                    out.write(json.dumps(row) + "\n")
    n = len(games)
    won = sum(g["won"] for g in games)
    low, high = wilson(won, n)
    print(f"search won {won:g} / {n} = {100 * won / n:.1f} % [{100 * low:.1f}, {100 * high:.1f}]")
    for side in ("search", "heuristic"):
        parts = {p: sum(g[side][p] for g in games) / n for p in PARTS}
        print(f"{side:<10} " + ", ".join(f"{p} {v:.1f}" for p, v in parts.items())
              + f"; total {sum(parts.values()):.1f}")


if __name__ == "__main__":
    main()
