"""What one search iteration costs, per game: the engine's primitives in calls per
CPU-second on mid-game positions, with a same-run baseline (issue 27 goal 5).

Run: python -m bench.bench_search_costs [--seconds 1] [--only root] [--profile]

Positions: `--games` heuristic games of each game (fixed seeds, `--players`
seats: 2 by default, the arena's heads-up), the positions of the middle third
of each game (from 1/3 to 2/3 of its actions) where the seat asked has two
legal actions or more. Each primitive runs over these positions in turn for
about `--seconds` of CPU time, each call timed alone (`time.process_time_ns`:
the machine is shared), what it needs prepared outside the timing:

- clone: `state.clone()`;
- legal: `legal(seat)` of a fresh clone (a clone remembers no legal list, as a
  position reached in a search remembers none);
- apply: `apply(seat, action, trusted=True)` on a fresh clone, the action the
  i-th of the legal ones (cycled), as a search applies its choices;
- determinize: `games.core.agents.determinize(state, seat, rng)`, the resample of
  what the seat cannot see (State.resample) with dice of its own;
- evaluate: `game.evaluate(state, seat)`, the heuristics' eye (leaf evaluation);
- playout step: determinize + clone + legal + apply + evaluate, one after the
  other, timed together: one step of a determinized search.

`per base` is calls per CPU-second over the baseline loop's rate of the same run
(bench_selfplay.baseline_loop, x1000), to compare runs on a shared machine.
`--profile`: cProfile of `--seconds` of playout steps per game, the top functions
by own time and by cumulative time. Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_selfplay import baseline_rate
from bot.selfplay import game_seed
from games.core import Rng, State, agent_rng, get_game
from games.core.agents import determinize

GAMES = ("meduris", "mountain_king", "near_and_far", "root")
PRIMITIVES = ("clone", "legal", "apply", "determinize", "evaluate", "playout step")

Position = tuple[State, int, list[Any]]  # the state, the seat asked, its legal actions


def positions(game_id: str, players: int, games: int, seed: int,
              options: dict[str, str]) -> list[Position]:
    """The middle-third positions of `games` heuristic games (see the module's text)."""
    game = get_game(game_id)
    found: list[Position] = []
    for index in range(games):
        game_s = game_seed(seed, index)
        state = game.setup(players, options, game_s)
        agents = [game.agent("heuristic") for _ in range(players)]
        seen: list[Position] = []
        seq = 1
        while state.result() is None and seq < 5000:
            seat = state.pending()[0].seat
            legal = list(state.legal(seat))
            if len(legal) >= 2:
                seen.append((state.clone(), seat, legal))
            action = agents[seat].choose(state, seat, agent_rng(game_s, seat, seq))
            state.apply(seat, action)
            seq += 1
        found += seen[len(seen) // 3: 2 * len(seen) // 3]
    return found


def primitive(name: str, pool: list[Position],
              clock: Callable[[], int] = time.process_time_ns) -> Callable[[int], int]:
    """A function of the call's number that does the work of `name` once on a
    position of the pool, and returns the nanoseconds of CPU it took (preparation
    excluded) as `clock` tells."""
    game = pool[0][0].game

    def clone(i: int) -> int:
        state = pool[i % len(pool)][0]
        t = clock()
        state.clone()
        return clock() - t

    def legal(i: int) -> int:
        state, seat, _ = pool[i % len(pool)]
        fresh = state.clone()
        t = clock()
        fresh.legal(seat)
        return clock() - t

    def apply(i: int) -> int:
        state, seat, actions = pool[i % len(pool)]
        fresh = state.clone()
        action = actions[(i // len(pool)) % len(actions)]
        t = clock()
        fresh.apply(seat, action, trusted=True)
        return clock() - t

    def resample(i: int) -> int:
        state, seat, _ = pool[i % len(pool)]
        rng = Rng.derive(i, "bench")
        t = clock()
        determinize(state, seat, rng)
        return clock() - t

    def evaluate(i: int) -> int:
        state, seat, _ = pool[i % len(pool)]
        t = clock()
        game.evaluate(state, seat)
        return clock() - t

    def step(i: int) -> int:
        state, seat, _ = pool[i % len(pool)]
        rng = Rng.derive(i, "bench")
        t = clock()
        guess = determinize(state, seat, rng)
        trial = guess.clone()
        actions = trial.legal(seat)
        trial.apply(seat, actions[(i // len(pool)) % len(actions)], trusted=True)
        game.evaluate(trial, seat)
        return clock() - t

    return {"clone": clone, "legal": legal, "apply": apply, "determinize": resample,
            "evaluate": evaluate, "playout step": step}[name]


def measure(work: Callable[[int], int], seconds: float) -> tuple[int, float]:
    """Calls and their CPU seconds: calls until `seconds` of work (at least one
    round of the pool is not required; at least 20 calls)."""
    spent = 0
    calls = 0
    while calls < 20 or spent < seconds * 1e9:
        spent += work(calls)
        calls += 1
    return calls, spent / 1e9


def profile(pool: list[Position], seconds: float, top: int) -> str:
    """The playout steps of about `seconds` CPU-seconds (unprofiled), under cProfile
    without the per-call clock (whose calls the profiler would inflate)."""
    calls, _ = measure(primitive("playout step", pool), seconds)
    step = primitive("playout step", pool, clock=lambda: 0)
    profiler = cProfile.Profile()
    profiler.enable()
    for i in range(calls):
        step(i)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per primitive")
    parser.add_argument("--games", type=int, default=3, help="heuristic games per game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=None, help="one game id")
    parser.add_argument("--profile", action="store_true", help="cProfile the playout steps")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    base = baseline_rate(1.0)
    print(f"baseline: {base:.1f} loops/CPU-s (bench_selfplay.baseline_loop)", flush=True)
    options = {"root": {"factions": "marquise,eyrie"}}
    for game_id in GAMES:
        if args.only and game_id != args.only:
            continue
        pool = positions(game_id, args.players, args.games, args.seed, options.get(game_id, {}))
        if not pool:
            print(f"{game_id} {args.players}p: no position with a choice; more --games?")
            continue
        mean_legal = sum(len(p[2]) for p in pool) / len(pool)
        print(f"{game_id} {args.players}p: {len(pool)} positions, {mean_legal:.1f} legal "
              f"actions on average", flush=True)
        if args.profile:
            print(profile(pool, args.seconds, args.top), flush=True)
            continue
        for name in PRIMITIVES:
            calls, spent = measure(primitive(name, pool), args.seconds)
            rate = calls / spent
            print(f"  {name:13} {rate:10.0f} calls/CPU-s  {1e6 / rate:9.1f} us/call  "
                  f"per base {1000 * rate / base:9.1f}", flush=True)
    after = baseline_rate(1.0)
    print(f"baseline again: {after:.1f} loops/CPU-s ({after / base:4.2f}x the first)")


if __name__ == "__main__":
    main()
