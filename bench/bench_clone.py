"""State copies per game: `State.clone` against one marshal round trip of every
field (how `DataState.clone` copied before it chose a copy per field type), in
the same run, as a ratio.

Run: .venv/bin/python bench/bench_clone.py [--repeat 2000]

For each game a mid-game position (150 random actions from setup, fewer when the
game ends first) is cloned `--repeat` times, five rounds, the best round kept
(the least disturbed on shared cores). Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import copy
import marshal
import sys
import timeit
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.core import agent_rng, get_game
from games.core.record import DataState

CASES = (("meduris", 4), ("mountain_king", 3), ("near_and_far", 3), ("root", 2))


def midgame(game_id: str, players: int, steps: int = 150) -> DataState:
    game = get_game(game_id)
    state = game.setup(players, {}, 7)
    agent = game.agent("random")
    for step in range(steps):
        if state.result() is not None:
            break
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, agent_rng(7, seat, step)))
    assert isinstance(state, DataState)
    return state


def marshal_clone(state: DataState) -> Any:
    """Every field through one marshal round trip (the single copier before)."""
    twin = copy.copy(state)
    for name, value in marshal.loads(marshal.dumps(state._fields())).items():
        setattr(twin, name, value)
    twin.rng = state.rng.clone()
    return twin


def best_us(work: Any, repeat: int) -> float:
    return min(timeit.repeat(work, number=repeat, repeat=5)) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args()
    print("clone of a mid-game state (best of 5 rounds, microseconds)")
    for game_id, players in CASES:
        state = midgame(game_id, players)
        assert state.clone().to_json() == state.to_json()
        per_type = best_us(state.clone, args.repeat)
        whole = best_us(lambda s=state: marshal_clone(s), args.repeat)
        copier = type(state).copier()
        print(f"{game_id:14} {players}p  clone {per_type:7.1f}  marshal of every field "
              f"{whole:7.1f}  ratio {per_type / whole:4.2f}  "
              f"(fields: {len(copier.shallow)} by type, {len(copier.deep)} by marshal)")


if __name__ == "__main__":
    main()
