"""Root at a table of three or four: each faction's heuristic player against random
seats, from every seat.

Run: .venv/bin/python -m bench.bench_root_seats --factions marquise,eyrie,alliance,vagabond
     [--games 10] [--seed 1] [--hero heuristic] [--others random] [--only alliance]
     (any registered faction may sit: `--factions marquise,eyrie,lizards --only lizards`)

For each faction of the table (the "hero", or only `--only`) and each seat it can take
(the factions option rotated through its cyclic orders; the first player is then
drawn at random as printed, 5.1.1), it plays `--games` whole games with the hero
played by `--hero` and every other seat by `--others`. Prints one JSON object:
per hero, the wins from each seat, the win rate over all seats, how the games ended,
the hero's mean VP and the games per second. `--hero random` gives the baseline a
heuristic player is measured against (a random seat's share of the wins at the same
table). Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from typing import Any

from bot.selfplay import game_seed, play_to_end
from games.core import get_game


def play(order: list[str], hero_seat: int, kinds: tuple[str, str], seed: int,
         ) -> tuple[bool, str, int]:
    """One game with the hero at `hero_seat`: did it win (alone or in a coalition),
    how the game ended, and the hero's final VP."""
    game = get_game("root")
    state = game.setup(len(order), {"factions": ",".join(order)}, seed)
    agents = [game.agent(kinds[0] if seat == hero_seat else kinds[1])
              for seat in range(len(order))]
    play_to_end(state, seed, agents)
    result = state.result()
    assert result is not None
    return hero_seat in result.winners, str(result.details.get("how")), result.scores[hero_seat]


def measure(factions: list[str], kinds: tuple[str, str], games: int, seed: int,
            only: str) -> dict[str, Any]:
    """Each faction (or `only`) as the hero in each seat, the table in each cyclic
    order: `games` games per seat. Two Vagabonds are one hero, counted twice."""
    seats = len(factions)
    rows: dict[str, dict[str, Any]] = {}
    for shift in range(seats):
        order = factions[shift:] + factions[:shift]
        for seat, hero in enumerate(order):
            if only and hero != only:
                continue
            row = rows.setdefault(hero, {"wins_by_seat": [0] * seats, "games_by_seat":
                                         [0] * seats, "how": Counter(), "vp": 0})
            for index in range(games):
                won, ended, vp = play(order, seat, kinds, game_seed(seed, index))
                row["wins_by_seat"][seat] += won
                row["games_by_seat"][seat] += 1
                row["how"][ended] += 1
                row["vp"] += vp
    for row in rows.values():
        played = sum(row["games_by_seat"])
        row["win_rate"] = round(sum(row["wins_by_seat"]) / played, 3)
        row["mean_vp"] = round(row.pop("vp") / played, 1)
        row["how"] = dict(row["how"])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    parser.add_argument("--games", type=int, default=10, help="games per hero and seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hero", default="heuristic")
    parser.add_argument("--others", default="random")
    parser.add_argument("--only", default="", help="one hero faction instead of each")
    args = parser.parse_args()
    factions = args.factions.split(",")
    report: dict[str, Any] = {"factions": factions, "hero": args.hero, "others": args.others,
                              "games_per_seat": args.games}
    started = time.perf_counter()
    rows = measure(factions, (args.hero, args.others), args.games, args.seed, args.only)
    played = sum(sum(row["games_by_seat"]) for row in rows.values())
    report.update(rows)
    report["games_per_second"] = round(played / (time.perf_counter() - started), 3)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
