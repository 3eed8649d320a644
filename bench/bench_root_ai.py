"""Root AI strength and speed: each faction's heuristic player against the random
one from each side, and heuristic against heuristic.

Run: .venv/bin/python bench/bench_root_ai.py [--games 20] [--seed 7] [--dominance out]
For every pairing it plays `--games` whole games (engine only) and prints the
wins of each faction, how games ended, mean final VP and games per second.
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.selfplay import game_seed, play_to_end
from games.core import get_game

PAIRINGS = (
    ("heuristic", "random"),
    ("random", "heuristic"),
    ("heuristic", "heuristic"),
    ("random", "random"),
)


def pairing(kinds: tuple[str, str], games: int, seed: int, options: dict[str, str]) -> str:
    game = get_game("root")
    wins: Counter[str] = Counter()
    how: Counter[str] = Counter()
    vp = [0, 0]
    started = time.perf_counter()
    for index in range(games):
        this_seed = game_seed(seed, index)
        state = game.setup(2, options, this_seed)
        play_to_end(state, this_seed, [game.agent(kind) for kind in kinds])
        result = state.result()
        assert result is not None
        for winner in result.winners:
            wins[state.factions[winner]] += 1
        how[str(result.details.get("how"))] += 1
        vp = [vp[s] + result.scores[s] for s in range(2)]
    seconds = time.perf_counter() - started
    factions = state.factions
    return (
        f"{factions[0]} {kinds[0]:9} vs {factions[1]} {kinds[1]:9}  "
        f"wins {wins[factions[0]]:3} / {wins[factions[1]]:3}  "
        f"mean VP {vp[0] / games:4.1f} / {vp[1] / games:4.1f}  "
        f"ended by {dict(how)}  {games / seconds:5.2f} games/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--only", type=int, default=None, help="one pairing by index")
    parser.add_argument("--dominance", choices=("in", "out"), default="in")
    args = parser.parse_args()
    chosen = PAIRINGS if args.only is None else (PAIRINGS[args.only],)
    for kinds in chosen:
        options = {"dominance": args.dominance, "factions": "marquise,eyrie"}  # seat 0: the cats
        print(pairing(kinds, args.games, args.seed, options), flush=True)


if __name__ == "__main__":
    main()
