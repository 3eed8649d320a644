"""AI self-play speed in games per CPU-second, with a same-run baseline (issue 15 goal 5).

Run: .venv/bin/python bench/bench_selfplay.py [--seconds 3] [--only meduris]

Configurations: Meduris random at 2, 3 and 4 players and Root heuristic 2p
(Marquise vs Eyrie), the goal's figures; Mountain King and Near and Far random
for reference. Each plays whole games (engine only: no storage, no images) for
about `--seconds` of CPU time, at least two games.

CPU time (`time.process_time`) rather than wall time, because the machine is
shared; and a fixed pure-Python loop timed in the same run, so a figure can be
compared across machines as a ratio: `per base` is games per CPU-second divided
by the baseline's loops per CPU-second, times 1,000. Figures only; nothing is
asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.selfplay import Outcome, SimulationPlan, play_one
from games.core import get_game

CONFIGS: tuple[tuple[str, int, str, float | None], ...] = (
    # game, players, agent kind, goal in games per CPU-second (None: reference only)
    ("meduris", 2, "random", 50.0),
    ("meduris", 3, "random", 50.0),
    ("meduris", 4, "random", 50.0),
    ("root", 2, "heuristic", 2.0),
    ("mountain_king", 3, "random", None),
    ("near_and_far", 3, "random", None),
)


def baseline_loop() -> int:
    """A fixed mix of what the engines do (dict and list work, calls, branches)."""
    table: dict[int, list[int]] = {}
    total = 0
    for i in range(20_000):
        row = table.setdefault(i % 97, [])
        row.append(i)
        if len(row) > 8:
            total += sum(row)
            row.clear()
    return total


def baseline_rate(budget: float) -> float:
    """Baseline loops per CPU-second, the best of a few short runs (the least disturbed)."""
    best = 0.0
    for _ in range(5):
        loops = 0
        started = time.process_time()
        while time.process_time() - started < budget / 5:
            baseline_loop()
            loops += 1
        best = max(best, loops / (time.process_time() - started))
    return best


def measure(game_id: str, players: int, kind: str, budget: float,
            games: int | None) -> tuple[list[Outcome], float]:
    """Games 0, 1, 2... of seed 2024 until `budget` CPU-seconds, or exactly `games`
    (the same games in every run: Root's games vary a lot in length)."""
    plan = SimulationPlan(get_game(game_id), players, 0, seed=2024, kinds=[kind])
    outcomes: list[Outcome] = []
    started = time.process_time()
    while (len(outcomes) < games if games else
           len(outcomes) < 2 or time.process_time() - started < budget):
        outcomes.append(play_one(plan, len(outcomes)))
    return outcomes, time.process_time() - started


def report(config: tuple[str, int, str, float | None], outcomes: list[Outcome],
           seconds: float, base: float) -> str:
    game_id, players, kind, goal = config
    errors = sum(1 for o in outcomes if o.error is not None)
    actions = sum(o.actions for o in outcomes)
    rate = len(outcomes) / seconds
    target = "" if goal is None else f"  goal {goal:g} ({rate / goal:4.2f}x)"
    return (
        f"{game_id:13} {players}p {kind:9} games {len(outcomes):4}  errors {errors}  "
        f"{rate:7.2f} games/CPU-s  {actions / seconds:8.0f} actions/CPU-s  "
        f"per base {1000 * rate / base:6.2f}{target}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time per configuration")
    parser.add_argument("--only", default=None, help="one game id")
    parser.add_argument("--games", type=int, default=None, help="a fixed number of games instead")
    args = parser.parse_args()
    base = baseline_rate(1.0)
    print(f"baseline: {base:.1f} loops/CPU-s (bench_selfplay.baseline_loop)", flush=True)
    for config in CONFIGS:
        if args.only and config[0] != args.only:
            continue
        outcomes, seconds = measure(config[0], config[1], config[2], args.seconds, args.games)
        print(report(config, outcomes, seconds, base), flush=True)
    after = baseline_rate(1.0)
    print(f"baseline again: {after:.1f} loops/CPU-s ({after / base:4.2f}x the first)")


if __name__ == "__main__":
    main()
