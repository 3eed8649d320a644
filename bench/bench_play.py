"""How long the game master takes to handle `/play`: p50 / p90 / p99 per configuration.

Run: .venv/bin/python bench/bench_play.py [--games 1]
Two people (ana and bea) play Meduris 2p through `GameMaster.play`, each picking
among what autocomplete offers (the pick is seeded; autocomplete is not timed).
Configurations: MemoryStore and an SQLiteStore file (WAL, synchronous=FULL), each
without and with board rendering. Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore, SQLiteStore, Store
from games.core import Rng

CHANNEL = 7
PEOPLE = (User(101, "ana"), User(102, "bea"))


async def open_game(master: GameMaster, seed: int) -> None:
    ana, bea = PEOPLE
    for reply in (
        await master.lobby.new(CHANNEL, None, ana, "meduris", {}, seed=seed),
        await master.lobby.join(CHANNEL, bea),
        await master.lobby.start(CHANNEL, ana),
    ):
        assert reply.ok, reply.ephemeral


async def timed_game(master: GameMaster, seed: int) -> list[float]:
    """Play one game to the end; the seconds each `/play` took."""
    await open_game(master, seed)
    timings: list[float] = []
    for step in range(5000):
        offers = [(u, master.moves.autocomplete(CHANNEL, u, "")) for u in PEOPLE]
        mover = next(((u, o) for u, o in offers if o), None)
        if mover is None:
            return timings
        user, choices = mover
        action = Rng.derive(seed, step).choice(choices).action
        started = time.perf_counter()
        reply = await master.moves.play(CHANNEL, user, action)
        timings.append(time.perf_counter() - started)
        assert reply.ok, reply.ephemeral
    raise RuntimeError("the game did not end")


def figures(timings: list[float]) -> str:
    ms = sorted(t * 1000 for t in timings)
    cuts = statistics.quantiles(ms, n=100, method="inclusive")
    return (
        f"plays {len(ms):4}  p50 {cuts[49]:7.2f} ms  p90 {cuts[89]:7.2f} ms  "
        f"p99 {cuts[98]:7.2f} ms  max {ms[-1]:7.2f} ms  mean {statistics.fmean(ms):7.2f} ms"
    )


async def measure(store: Store, render: bool, games: int) -> list[float]:
    await store.open()
    try:
        timings: list[float] = []
        for game in range(games):
            master = GameMaster(store, render=render)
            timings += await timed_game(master, seed=1000 + game)
            await master.close()
        return timings
    finally:
        await store.close()


async def main_async(games: int) -> None:
    print(f"/play through GameMaster, Meduris 2p, {games} game(s) per configuration")
    with tempfile.TemporaryDirectory() as folder:
        for render in (False, True):
            for name in ("memory", "sqlite"):
                path = Path(folder) / f"play-{render}.sqlite3"
                store: Store = MemoryStore() if name == "memory" else SQLiteStore(path)
                timings = await measure(store, render, games)
                label = f"{name:6} {'render' if render else 'no render':9}"
                print(f"{label}  {figures(timings)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games per configuration")
    asyncio.run(main_async(parser.parse_args().games))


if __name__ == "__main__":
    main()
