"""The Woodland Alliance's heuristic judge against random seats, three players.

    python bench/bench_root_alliance.py --games 20 --seed 1

For each seat the Alliance can take (the factions option rotated so the
Alliance sits first, second, third in seat order; the first player is drawn at
random as printed, 5.1.1), the Alliance plays the heuristic agent
(games/root/ai, judged by games/root/ai/alliance.py) and the Marquise and the
Eyrie play the random agent. Prints one JSON object: wins per seat, how the
games ended, the Alliance's mean VP, games per second. The engine is called
directly (Root seats three players once the table work is merged).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from games.core import agent_rng, get_game

SEATINGS = ("alliance,marquise,eyrie", "marquise,alliance,eyrie", "marquise,eyrie,alliance")


def play(seating: str, seed: int, hero: str, others: str, limit: int) -> tuple[str, str, int]:
    game = get_game("root")
    options = {**{o.name: o.default for o in game.options}, "factions": seating}
    state = game._setup(3, options, seed)
    factions = seating.split(",")
    agents = [game.agent(hero if f == "alliance" else others) for f in factions]
    steps = 0
    while state.result() is None and steps < limit:
        seat = state.pending()[0].seat
        state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, steps)))
        steps += 1
    result = state.result()
    if result is None:
        return "none", "limit", state.vp["alliance"]
    return str(result.details["faction"]), str(result.details["how"]), state.vp["alliance"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hero", default="heuristic")
    parser.add_argument("--others", default="random")
    parser.add_argument("--limit", type=int, default=6000)
    args = parser.parse_args()
    report: dict[str, object] = {"hero": args.hero, "others": args.others, "games": args.games}
    started = time.perf_counter()
    for index, seating in enumerate(SEATINGS):
        winners: Counter[str] = Counter()
        how: Counter[str] = Counter()
        vp = 0
        for game_no in range(args.games):
            winner, ended, alliance_vp = play(
                seating, args.seed + game_no, args.hero, args.others, args.limit
            )
            winners[winner] += 1
            how[ended] += 1
            vp += alliance_vp
        report[f"alliance_seat_{index + 1}"] = {
            "factions": seating, "alliance_wins": winners["alliance"], "winners": dict(winners),
            "how": dict(how), "alliance_mean_vp": round(vp / args.games, 1),
        }
    elapsed = time.perf_counter() - started
    report["games_per_second"] = round(3 * args.games / elapsed, 2)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
