"""Accepted actions per second against the bare durable commit rate, same file, same
run (issue 15 goal 4).

Run: .venv/bin/python -m bench.bench_throughput [--backend sqlite|postgres]
         [--channels 1000] [--seconds 20] [--bare-seconds 3] [--profile]
         [--profile-out FILE]
         [--person menu|buttons] [--collector bot|default]

Three figures, measured one after the other in one process on one database:

- bare: durable insert+commit of one row the size of a stored move, one after
  the other, on the same database (SQLite: a plain `sqlite3` connection to the
  same file with the store's PRAGMAs, WAL and synchronous=FULL; PostgreSQL: one
  asyncpg connection, fsync on). Sampled for `--bare-seconds` before, between
  and after the other phases (the disk's fsync time swings with other work on
  the machine); the median is the baseline.
- sustained: `--channels` channels playing Meduris 2p at once through the game
  master's command path, as bench_load.py plays them (people picking at random
  among the suggestions, no pause; `--person buttons`: a person the last reply
  offered buttons presses one, as people do in Discord, and only the others ask
  the menu), accepted actions per second; the ratio to
  bare (goal >= 25 %); and the process's CPU time per accepted action, which the
  disk's swings do not move (the bare rate varies tenfold with other work on the
  machine's disk, and the ratio with it).
- callers: one channel alone, then 50 at once, `--seconds / 2` each: accepted
  actions per second of each and their ratio (goal: 50 at least as fast as one).

Figures only; nothing is asserted. `--profile`: cProfile of the sustained run;
`--profile-out FILE` also writes its stats there, for `pstats` (callers, callees), and
prints the Python function calls per accepted action (a count the machine's load does
not move, to compare trees).
The process's garbage collector is set as the bot's process sets it
(bot/collector.py); `--collector default` leaves Python's defaults.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import RecordingStore, WorkerFigures, channel_loop, open_game  # noqa: E402
from bot import collector  # noqa: E402
from bot.service import GameMaster  # noqa: E402
from bot.storage import Store, open_store  # noqa: E402
from tests.support.postgres_server import PostgresServer, unavailable  # noqa: E402

ROW_BYTES = 260
"""About the size of a stored Meduris move (its text, events and fixed columns)."""


class NullSink:
    """Where bench_load's channel loop writes its acknowledgements: nowhere."""

    def write(self, _text: str) -> int:
        return 0

    def flush(self) -> None:
        return None


def bare_sqlite(path: Path, seconds: float) -> float:
    """Durable insert+commits per second on the file, one at a time."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        for pragma in ("busy_timeout=5000", "journal_mode=WAL", "synchronous=FULL"):
            db.execute(f"PRAGMA {pragma}").fetchall()
        db.execute("CREATE TABLE IF NOT EXISTS bench_bare (data TEXT NOT NULL)")
        row = ("x" * ROW_BYTES,)
        count, started = 0, time.perf_counter()
        while time.perf_counter() - started < seconds:
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO bench_bare (data) VALUES (?)", row)
            db.execute("COMMIT")
            count += 1
        return count / (time.perf_counter() - started)
    finally:
        db.close()


async def bare_postgres(url: str, seconds: float) -> float:
    import asyncpg  # only for this backend

    db = await asyncpg.connect(url)
    try:
        await db.execute("CREATE TABLE IF NOT EXISTS bench_bare (data TEXT NOT NULL)")
        row = "x" * ROW_BYTES
        count, started = 0, time.perf_counter()
        while time.perf_counter() - started < seconds:
            async with db.transaction():
                await db.execute("INSERT INTO bench_bare (data) VALUES ($1)", row)
            count += 1
        return count / (time.perf_counter() - started)
    finally:
        await db.close()


async def bare(url: str, seconds: float) -> float:
    if url.startswith("postgres"):
        return await bare_postgres(url, seconds)
    return await asyncio.to_thread(bare_sqlite, Path(url), seconds)


async def play(url: str, channels: list[int], seconds: float,
               profile: cProfile.Profile | None = None,
               buttons: bool = False) -> tuple[float, float, float, int]:
    """Accepted actions per second of `channels` playing at once, the process's
    CPU milliseconds per accepted action (its threads' too: the store's), the
    share of the moves made by pressing a button (`buttons`, bench_load.py), and
    the count of accepted actions."""
    opened: Store = open_store(url)
    await opened.open()
    store = RecordingStore(opened)
    master = GameMaster(store, render=False)  # type: ignore[arg-type]
    figures = WorkerFigures()
    try:
        # Every channel's game opened before the clock starts.
        for channel in channels:
            await open_game(master, channel, channel)
        if profile is not None:
            profile.enable()
        started, cpu = time.monotonic(), time.process_time()
        await asyncio.gather(*(
            channel_loop(master, store, c, started + seconds, NullSink(), figures,  # type: ignore[arg-type]
                         buttons=buttons)
            for c in channels
        ))
        elapsed, cpu = time.monotonic() - started, time.process_time() - cpu
        if profile is not None:
            profile.disable()
        if figures.false_acks:
            raise SystemExit(f"{figures.false_acks} moves acknowledged but not stored")
        accepted = max(1, figures.accepted)
        return (figures.accepted / elapsed, 1000 * cpu / accepted, figures.pressed / accepted,
                figures.accepted)
    finally:
        await master.close()
        await opened.close()


async def measure(args: argparse.Namespace, url: str) -> dict[str, Any]:
    profile = cProfile.Profile() if args.profile or args.profile_out else None
    # The disk's fsync time swings with other work on the machine: the bare rate is
    # sampled between every phase and the median taken.
    buttons = args.person == "buttons"
    samples = [await bare(url, args.bare_seconds)]
    sustained, cpu_ms, pressed, accepted = await play(
        url, list(range(1, args.channels + 1)), args.seconds, profile, buttons
    )
    samples.append(await bare(url, args.bare_seconds))
    base = args.channels + 1
    one, _, _, _ = await play(url, [base], args.seconds / 2, buttons=buttons)
    samples.append(await bare(url, args.bare_seconds))
    fifty, _, _, _ = await play(url, list(range(base + 1, base + 51)), args.seconds / 2,
                                buttons=buttons)
    samples.append(await bare(url, args.bare_seconds))
    calls = None
    if profile is not None:
        stats = pstats.Stats(profile)
        calls = stats.total_calls / max(1, accepted)  # type: ignore[attr-defined]
        if args.profile_out:
            stats.dump_stats(args.profile_out)
        if args.profile:
            stats.sort_stats("tottime").print_stats(25)
            stats.sort_stats("cumulative").print_stats(40)
    bare_rate = statistics.median(samples)
    return {"bare_samples": samples, "bare": bare_rate,
            "sustained": sustained, "share": sustained / bare_rate, "cpu_ms": cpu_ms,
            "pressed": pressed, "calls": calls,
            "one": one, "fifty": fifty, "fifty_over_one": fifty / one}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--channels", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--bare-seconds", type=float, default=2.0)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--profile-out", metavar="FILE",
                        help="profile the sustained run and write its stats to FILE")
    parser.add_argument("--person", choices=("menu", "buttons"), default="menu",
                        help="buttons: a person offered buttons presses one (as in Discord),"
                        " the others ask /play's menu; menu: every move through the menu")
    parser.add_argument("--collector", choices=("bot", "default"), default="bot",
                        help="bot: the garbage collector set as the bot's process sets it"
                        " (bot/collector.py); default: Python's defaults")
    args = parser.parse_args()
    if args.collector == "bot":
        collector.tune()
    server: PostgresServer | None = None
    with tempfile.TemporaryDirectory(prefix="bench-throughput-") as folder:
        if args.backend == "postgres":
            reason = unavailable()
            if reason:
                raise SystemExit(f"bench_throughput: {reason}")
            server = PostgresServer(durable=True).start()
            url = server.create_database("throughput")
        else:
            url = str(Path(folder) / "throughput.sqlite3")
        try:
            figures = asyncio.run(measure(args, url))
        finally:
            if server is not None:
                server.stop()
    print(f"{args.backend}, {args.channels} channels, {args.seconds:g} s, person: {args.person},"
          f" collector: {args.collector}")
    shown = ", ".join(f"{rate:.0f}" for rate in figures["bare_samples"])
    print(f"  bare durable insert+commit: {figures['bare']:.0f}/s (median of {shown})")
    print(f"  sustained accepted actions: {figures['sustained']:.0f}/s ="
          f" {figures['share']:.1%} of bare (goal >= 25 %),"
          f" {figures['cpu_ms']:.2f} ms of CPU each; {figures['pressed']:.0%} by a button")
    if figures["calls"] is not None:
        print(f"  under cProfile: {figures['calls']:.0f} Python function calls per accepted action")
    print(f"  1 caller {figures['one']:.0f}/s, 50 callers {figures['fifty']:.0f}/s:"
          f" 50/1 = {figures['fifty_over_one']:.2f}x (goal >= 1)")


if __name__ == "__main__":
    main()
