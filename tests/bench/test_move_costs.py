"""bench/bench_move_costs.py (issue 26 goal 2) still drives the game master's command
path: a few moves of one game are played and counted. Its figures are printed by the
script, never asserted here; only that it runs and counts what it says it counts."""

from __future__ import annotations

import asyncio

from bench.bench_move_costs import Counts, instrumented, play_game


def test_the_bench_plays_moves_through_the_game_master_and_counts_them() -> None:
    counts = Counts()
    with instrumented(counts):
        found = asyncio.run(play_game("meduris", 2, 12, 1, counts))
    assert len(found["accepted"]) == 12
    # Every accepted move was applied once (the counts are per move).
    assert all(spent["applies"] == 1 for spent in found["accepted"])
