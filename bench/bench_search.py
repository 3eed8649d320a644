"""The searching player's speed (games/core/search.py): iterations per second of
one core on mid-game positions of every game, and the time of whole decisions at
a time budget (the table's `ai_time`, 2 s by default).

A position is reached by the heuristic players (`--moves` decisions from setup,
then on to the next one with a choice); the search then runs a fixed count of
iterations (no wall cap) and its rate per CPU-second is printed, the median over `--positions`
positions. `Game.search_rate_at(players)` (iterations per second the budget is turned into)
comes from these figures. Then `--decisions` decisions at `--seconds` each, the
budget as the bot gives it: their median and worst time, and whether the wall
cap (`CAP_FACTOR` times the budget) ended any.

    nice python -m bench.bench_search [--game meduris] [--iterations 400] [--seconds 2]
"""

from __future__ import annotations

import argparse
import statistics
import time

from games.core import Rng, State, agent_rng, all_games, get_game
from games.core.agents import budgeted
from games.core.search import Budget, SearchAgent


def mid_game(game_id: str, players: int, moves: int, seed: int) -> State:
    """The position after `moves` heuristic decisions (half the game when it ends
    sooner), moved on to the next one with a choice."""
    game = get_game(game_id)
    agents = [game.agent("heuristic") for _ in range(players)]
    for _ in range(2):
        state = game.setup(players, {}, seed)
        played = 0
        while not state.is_over() and played < moves:
            seat = state.pending()[0].seat
            state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, played)))
            played += 1
        if not state.is_over():
            break
        moves = played // 2
    while not state.is_over() and len(state.legal(state.pending()[0].seat)) == 1:
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", help="one game (default: all)")
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--decisions", type=int, default=3)
    args = parser.parse_args()
    games = [get_game(args.game)] if args.game else all_games()
    print(f"{'game':<14} {'players':>7} {'legal':>6} {'it/s':>7} {'rate':>6}  decisions "
          f"at {args.seconds:g} s: median / max, wall and CPU")
    for game in games:
        for players in sorted({2, min(4, game.max_players)}):
            rates, legal = [], []
            for index in range(args.positions):
                state = mid_game(game.id, players, args.moves + 17 * index, 100 + index)
                if state.is_over():
                    continue
                seat = state.pending()[0].seat
                agent = game.agent("search")
                assert isinstance(agent, SearchAgent)
                agent.budget = Budget(iterations=args.iterations, cap=None)
                cpu = time.process_time()
                searched = agent.search(state, seat, Rng(index))
                rates.append(searched.iterations / (time.process_time() - cpu))
                legal.append(len(state.legal(seat)))
            times: list[float] = []
            cpus: list[float] = []
            counts: list[int] = []
            capped = 0
            timed = budgeted(game.agent("search"), args.seconds)
            assert isinstance(timed, SearchAgent)
            for index in range(args.decisions):
                state = mid_game(game.id, players, args.moves + 29 * index, 200 + index)
                if state.is_over():
                    continue
                seat = state.pending()[0].seat
                started, cpu = time.perf_counter(), time.process_time()
                searched = timed.search(state, seat, Rng(index))
                times.append(time.perf_counter() - started)
                cpus.append(time.process_time() - cpu)
                counts.append(searched.iterations)
                capped += searched.capped
            decided = (f"{statistics.median(times):.2f} / {max(times):.2f} s, CPU "
                       f"{statistics.median(cpus):.2f} / {max(cpus):.2f} s "
                       f"({min(counts)}-{max(counts)} iterations, "
                       f"{statistics.median(c / t for c, t in zip(counts, cpus, strict=True)):.0f}"
                       f"/CPU-s; capped {capped})" if times else "-")
            rate = game.search_rate_at(players)
            print(f"{game.id:<14} {players:>7} {statistics.median(legal):>6.0f} "
                  f"{statistics.median(rates):>7.0f} {rate:>6.0f}  {decided}",
                  flush=True)


if __name__ == "__main__":
    main()
