"""Python's cyclic garbage collector set for the bot's long-running process.

A game master holds every cached session (its state, its log records, its
caches) for as long as its channel plays, and each move makes and keeps a few
hundred objects more. With Python's default thresholds the young generation
was collected every ~20 moves and the older ones often enough that, all in
all, the collector took about a seventh of the CPU time of a move
(`bench_throughput`, 1,000 channels; `--collector default` measures it
untuned). Nothing the bot does depends on when cyclic garbage is freed
(memory is counted by the objects alive, bench_session_memory.py), so the
process collects the young generation after 10,000 new objects instead of 700,
and leaves out what was loaded at start (modules, catalogs, game data) from
every later full collection (`gc.freeze`, as CPython's documentation advises
for long-running servers).
"""

from __future__ import annotations

import gc

YOUNG = 10_000
"""New tracked objects (made less freed) between two collections of the young
generation: each costs a young collection more, so a few MB more at most wait
for it."""


def tune() -> None:
    """Set the collector for the bot's process; call once, after start-up."""
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
