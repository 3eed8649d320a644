"""Near and Far heads-up games scored by category: what the searching player misses.

Plays the arena's own deals (`bench/arena.py --mode heads-up`: round r is the seed
`game_seed(seed, r)`, played with A in seat 1 and then with the seats swapped, each
searching seat at `--ai-time` seconds as an uncapped iteration count), so a game here
is the arena's game of the same round and seating. Prints one line per game as it
ends (the final scoring of each kind, `scoring.breakdown`, with its quests attempted
and map camps), then each category's mean per game for both kinds.

    nice python -m bench.near_and_far_breakdown --seed 1 --rounds 0-7 [--ai-time 0.5]
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from typing import Any

from bot.selfplay import game_seed, play_to_end
from games.core import get_game
from games.core.agents import budgeted
from games.near_and_far.scoring import breakdown
from games.near_and_far.state import NearFarState

CATEGORIES = ("camps", "routes", "threats", "artifacts", "unbought", "wealth", "cards",
              "tokens", "chiefs", "reputation", "treasures", "all_camps")


def rounds(text: str) -> list[int]:
    """`3` or `0-7` or `0,2,5`."""
    out: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        out += range(int(low), int(high or low) + 1)
    return out


def scored(state: NearFarState, seat: int) -> dict[str, Any]:
    parts = breakdown(state, seat)
    player = state.p(seat)
    return {
        "total": sum(parts.values()),
        **{key: parts.get(key, 0) for key in CATEGORIES},
        "quests": player["quests"],
        "map_camps": sum(1 for owner in state.camps if owner == seat),
    }


def play(seed: int, round_: int, kinds: tuple[str, str], ai_time: float) -> dict[str, Any]:
    game = get_game("near_and_far")
    agents = [budgeted(game.agent(kind), ai_time, capped=False) for kind in kinds]
    deal = game_seed(seed, round_)
    state = game.setup(2, {}, deal)
    started = time.perf_counter()
    actions = play_to_end(state, deal, agents)
    result = state.result()
    assert result is not None and isinstance(state, NearFarState)
    return {
        "round": round_, "kinds": list(kinds), "winners": list(result.winners),
        "actions": actions, "seconds": round(time.perf_counter() - started),
        "scores": [scored(state, seat) for seat in range(2)],
    }


def means(games: Sequence[dict[str, Any]], kinds: Sequence[str]) -> dict[str, dict[str, float]]:
    """Each category's mean per game, per kind (a kind's seat differs from game to game)."""
    out: dict[str, dict[str, float]] = {}
    for kind in kinds:
        rows = [g["scores"][g["kinds"].index(kind)] for g in games]
        out[kind] = {key: sum(r[key] for r in rows) / len(rows) for key in rows[0]}
        out[kind]["wins"] = sum(
            1 / len(g["winners"]) for g in games if g["kinds"].index(kind) in g["winners"])
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", default="0-3")
    parser.add_argument("--kinds", default="search,heuristic")
    parser.add_argument("--ai-time", type=float, default=0.5)
    args = parser.parse_args(argv)
    a, b = args.kinds.split(",")
    games = []
    for round_ in rounds(args.rounds):
        for kinds in ((a, b), (b, a)):
            games.append(play(args.seed, round_, kinds, args.ai_time))
            print(json.dumps(games[-1]), flush=True)
    table = means(games, (a, b))
    print(f"{len(games)} games; mean per game, {a} / {b}:")
    for key in table[a]:
        print(f"  {key:<11} {table[a][key]:6.1f} / {table[b][key]:6.1f}")


if __name__ == "__main__":
    main()
