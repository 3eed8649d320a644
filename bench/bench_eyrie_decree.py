"""The Eyrie's Decree in a Root search (issue 27 goal 5): search iterations per
CPU-second at the positions where the Eyrie is asked how to carry out a Decree card,
and how often the Decree's options are worked out (`decree_options`) per listing and
per search iteration.

Positions: two-player heuristic games (`factions=marquise,eyrie`, seeds 1..--games),
every Decree question of the Eyrie up to --limit positions. Each is searched with
--iterations iterations (no wall cap) from the Eyrie's seat.

    nice python -m bench.bench_eyrie_decree [--games 4] [--iterations 200] [--limit 12]
"""

from __future__ import annotations

import argparse
import statistics
import time

from games.core import Rng, State, agent_rng, get_game
from games.core.search import Budget, SearchAgent
from games.root.factions.eyrie import decree


def decree_positions(games: int, limit: int) -> list[State]:
    game = get_game("root")
    agents = [game.agent("heuristic") for _ in range(2)]
    found: list[State] = []
    for seed in range(1, games + 1):
        state = game.setup(2, {"factions": "marquise,eyrie"}, seed)
        for n in range(600):
            if state.is_over() or len(found) >= limit:
                break
            seat = state.pending()[0].seat
            if state.stack and state.stack[-1]["type"] == "eyrie_decree":
                found.append(state.clone())
            state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, n)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--limit", type=int, default=12)
    args = parser.parse_args()
    calls = 0
    listed = decree.decree_options

    def counted(*a: object, **k: object) -> list[decree.DecreeAnswer]:
        nonlocal calls
        calls += 1
        return listed(*a, **k)  # type: ignore[arg-type]

    decree.decree_options = counted  # type: ignore[assignment]
    positions = decree_positions(args.games, args.limit)
    per_listing: list[int] = []
    rates: list[float] = []
    per_iteration: list[float] = []
    agent = get_game("root").agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=args.iterations, cap=None)
    for index, state in enumerate(positions):
        seat = state.pending()[0].seat
        fresh = state.clone()  # remembers no listing
        before = calls
        fresh.pending()
        fresh.legal(seat)
        per_listing.append(calls - before)
        before = calls
        cpu = time.process_time()
        searched = agent.search(state, seat, Rng(index))
        rates.append(searched.iterations / (time.process_time() - cpu))
        per_iteration.append((calls - before) / max(1, searched.iterations))
    print(f"{len(positions)} Decree positions; options worked out per listing (pending + "
          f"legal on a fresh copy): {statistics.median(per_listing):.0f}; per search "
          f"iteration: {statistics.mean(per_iteration):.2f}; search iterations per CPU-s: "
          f"median {statistics.median(rates):.0f} (min {min(rates):.0f}, max {max(rates):.0f})")


if __name__ == "__main__":
    main()
