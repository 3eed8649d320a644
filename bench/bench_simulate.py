"""Meduris AI self-play speed: games per second for 2, 3 and 4 players, by agent kind.

Run: .venv/bin/python bench/bench_simulate.py [--seconds 4]
Each configuration plays whole games (engine only: no storage, no rendering) for
about `--seconds` seconds, at least two games, and prints one line of figures.
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.selfplay import Outcome, SimulationPlan, play_one
from games.core import get_game


def measure(players: int, kind: str, budget: float) -> tuple[list[Outcome], float]:
    plan = SimulationPlan(get_game("meduris"), players, 0, seed=2024, kinds=[kind])
    outcomes: list[Outcome] = []
    started = time.perf_counter()
    while len(outcomes) < 2 or time.perf_counter() - started < budget:
        outcomes.append(play_one(plan, len(outcomes)))
    return outcomes, time.perf_counter() - started


def report(players: int, kind: str, outcomes: list[Outcome], seconds: float) -> str:
    done = [o for o in outcomes if o.error is None]
    actions = sum(o.actions for o in done)
    per_game = actions / len(done) if done else 0
    return (
        f"{players}p {kind:9} games {len(outcomes):3}  errors {len(outcomes) - len(done)}  "
        f"{len(outcomes) / seconds:7.2f} games/s  {actions / seconds:8.0f} actions/s  "
        f"{per_game:5.0f} actions/game  {1000 * seconds / max(actions, 1):6.3f} ms/action"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="time per configuration")
    args = parser.parse_args()
    print(f"Meduris self-play, about {args.seconds:g} s per configuration")
    for kind in ("random", "heuristic"):
        for players in (2, 3, 4):
            outcomes, seconds = measure(players, kind, args.seconds)
            print(report(players, kind, outcomes, seconds), flush=True)


if __name__ == "__main__":
    main()
