"""Memory of one process running many AI tables at once: does RSS level off?

Run: .venv/bin/python bench/bench_soak.py [--tables 24] [--seconds 180] [--seed 1]
`--tables` channels (each its own server) play AI-only games side by side through
one `GameMaster` on an SQLiteStore file in a temporary folder, board images on.
A table is opened as `gamemaster play` opens a table of AI seats (bot/console.py
`open_ai_table`: the lobby record is written with AI seats only), then `/game
start` plays the whole game; when it ends, the channel opens the next one. The
tables cycle through every registered game; player counts and seeds derive from
`--seed`. `--boards reply` (the default) draws a board once per reply, as the
Discord bot does; `--boards turn` one after every turn, as the console does (a
whole AI game is then one reply holding a board per turn).

Every `--every` seconds the process's resident memory (VmRSS) is sampled with
malloc's own figures (glibc): memory in use, and memory freed but kept by the
allocator (an RSS that grows while "in use" does not is the allocator, not a
leak). Printed: the curve; RSS before the tables opened (the baseline), after
`--warmup` seconds, at the end and at its peak; the growth after warm-up per
minute (of the floor: the lowest sample of the last third after warm-up against
the lowest of the first third, since a sample taken while a board is drawn
stands ~40 MB higher); games finished and moves played. `--trace` also compares
the end of warm-up with the end by tracemalloc (the lines that allocated the
most Python memory since) and by live objects per type; it slows everything
several times, so use few tables.
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import ctypes.util
import gc
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.console import HOST_NAME
from bot.messages import text
from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import SeatRecord, SessionRecord, SQLiteStore
from games.core import Rng, game_ids, get_game

HOST = User(900, HOST_NAME)
AI_KIND = "heuristic"
TRACE_FRAMES = 8
TRACE_LINES = 12
TYPE_LINES = 12


# -- measuring ----------------------------------------------------------------------------
def rss_mb() -> float:
    """This process's resident set (VmRSS), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class MallInfo2(ctypes.Structure):
    """glibc's `struct mallinfo2` (every arena together)."""

    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
        "uordblks", "fordblks", "keepcost")]


def _mallinfo2() -> Callable[[], MallInfo2] | None:
    try:
        function = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").mallinfo2
    except (OSError, AttributeError):  # not glibc, or older than 2.33
        return None
    function.restype = MallInfo2
    return function


MALLINFO2 = _mallinfo2()


def malloc_mb() -> tuple[float, float]:
    """C heap in use and freed-but-kept by malloc, in MB (NaN off glibc)."""
    if MALLINFO2 is None:
        return float("nan"), float("nan")
    info = MALLINFO2()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


@dataclass
class Sample:
    seconds: float
    rss: float
    in_use: float
    kept_free: float

    @classmethod
    def now(cls, started: float) -> Sample:
        return cls(time.monotonic() - started, rss_mb(), *malloc_mb())

    def line(self, games: int) -> str:
        return (f"  {self.seconds:6.0f} s  RSS {self.rss:7.1f} MB  malloc in use "
                f"{self.in_use:6.1f} MB, kept free {self.kept_free:6.1f} MB  games {games:4}")


@dataclass
class Figures:
    started: float = field(default_factory=time.monotonic)
    samples: list[Sample] = field(default_factory=list)
    games: int = 0
    moves: int = 0
    images: int = 0
    failed: int = 0


def growth_per_minute(samples: list[Sample]) -> float:
    """MB per minute of the floor: the lowest RSS of the last third of `samples`
    against that of the first third. A sample taken while a board is drawn is
    ~40 MB higher; what leaks raises the floor between drawings."""
    third = len(samples) // 3
    if third == 0:
        return float("nan")
    first, last = samples[:third], samples[-third:]
    rise = min(s.rss for s in last) - min(s.rss for s in first)
    span = statistics.median(s.seconds for s in last) - statistics.median(s.seconds for s in first)
    return 60 * rise / span


def type_counts() -> Counter[str]:
    gc.collect()
    return Counter(type(obj).__qualname__ for obj in gc.get_objects())


@dataclass
class Trace:
    """tracemalloc and live-object counts at the end of warm-up, to compare the end with."""

    snapshot: tracemalloc.Snapshot
    types: Counter[str]

    @classmethod
    def take(cls) -> Trace:
        return cls(tracemalloc.take_snapshot(), type_counts())

    def report(self) -> None:
        later = Trace.take()
        print(f"\ntracemalloc, end minus warm-up (top {TRACE_LINES} lines):")
        stats = later.snapshot.compare_to(self.snapshot, "lineno")
        for stat in stats[:TRACE_LINES]:
            print(f"  {stat.size_diff / 1024:+10.1f} KiB {stat.count_diff:+8} blocks  "
                  f"{stat.traceback[0]}")
        current, peak = tracemalloc.get_traced_memory()
        print(f"  traced now {current / 2**20:.1f} MB, peak {peak / 2**20:.1f} MB")
        grown = later.types - self.types
        print(f"live objects by type, end minus warm-up (top {TYPE_LINES}):")
        for name, count in grown.most_common(TYPE_LINES):
            print(f"  {count:+8}  {name}  (now {later.types[name]})")


# -- the tables ---------------------------------------------------------------------------
async def open_table(store: SQLiteStore, channel: int, seed: int, number: int) -> None:
    """A lobby of AI seats only, as the console writes it (bot/console.py `open_ai_table`)."""
    games = game_ids()
    game = get_game(games[(channel + number) % len(games)])
    rng = Rng.derive(seed, channel, number)
    players = rng.randint(game.min_players, game.max_players)
    seats = [SeatRecord(None, text(None, "seat.ai_name", number=n), AI_KIND)
             for n in range(1, players + 1)]
    options = game.validate_options(players, {})
    record = SessionRecord(None, channel, channel, game.id, options, rng.randbelow(2**62),
                           HOST.id, seats=seats)
    await store.create_session(record)


def count_reply(reply: Reply, figures: Figures) -> None:
    figures.images += sum(1 for message in reply.public if message.image)
    if not reply.ok:
        figures.failed += 1


async def table(master: GameMaster, store: SQLiteStore, channel: int, seed: int,
                figures: Figures) -> None:
    """Game after game in one channel, until cancelled."""
    for number in range(10**9):
        await open_table(store, channel, seed, number)
        count_reply(await master.lobby.start(channel, HOST), figures)
        if await store.active_session(channel) is not None:  # stuck: the channel goes on
            count_reply(await master.lobby.abort(channel, HOST), figures)
            continue
        figures.games += 1


async def count_moves(store: SQLiteStore, figures: Figures) -> None:
    """Actions stored in every session of the run (finished or not)."""
    for session_id in range(1, 10**9):
        if await store.get_session(session_id) is None:
            return
        figures.moves += sum(1 for r in await store.log(session_id) if r.kind == "action")


async def sample_until(figures: Figures, args: argparse.Namespace) -> Trace | None:
    """Sample memory every `--every` seconds for `--seconds`; the trace taken after warm-up."""
    taken: Trace | None = None
    while (now := time.monotonic() - figures.started) < args.seconds:
        await asyncio.sleep(min(args.every, args.seconds - now))
        figures.samples.append(Sample.now(figures.started))
        print(figures.samples[-1].line(figures.games), flush=True)
        if args.trace and taken is None and figures.samples[-1].seconds >= args.warmup:
            taken = Trace.take()
    return taken


def summary(figures: Figures, baseline: float, warmup: float) -> None:
    after = [s for s in figures.samples if s.seconds >= warmup] or figures.samples[-1:]
    first, end = after[0], figures.samples[-1]
    peak = max(s.rss for s in figures.samples)
    print(f"\nRSS baseline (before the tables) {baseline:7.1f} MB")
    print(f"RSS after warm-up ({first.seconds:.0f} s)      {first.rss:7.1f} MB  "
          f"({first.rss / baseline:.2f}x baseline; malloc in use {first.in_use:.0f} MB, "
          f"kept free {first.kept_free:.0f} MB)")
    print(f"RSS at the end ({end.seconds:.0f} s)         {end.rss:7.1f} MB  "
          f"({end.rss / first.rss:.2f}x warm-up; malloc in use {end.in_use:.0f} MB, "
          f"kept free {end.kept_free:.0f} MB)")
    print(f"RSS peak                         {peak:7.1f} MB")
    print(f"growth after warm-up             {growth_per_minute(after):+7.1f} MB/min")
    print(f"games finished {figures.games}, moves played {figures.moves}, "
          f"board images {figures.images}, refused commands {figures.failed}")


async def soak(args: argparse.Namespace, folder: Path) -> None:
    store = SQLiteStore(folder / "soak.sqlite3")
    await store.open()
    master = GameMaster(store, render=True, board_every_turn=args.boards == "turn")
    figures = Figures()
    baseline = rss_mb()
    print(f"{args.tables} AI tables for {args.seconds:.0f} s, seed {args.seed}, a board per "
          f"{args.boards}, warm-up {args.warmup:.0f} s; memory every {args.every:.0f} s:")
    tasks = [asyncio.create_task(table(master, store, channel, args.seed, figures))
             for channel in range(1, args.tables + 1)]
    try:
        trace = await sample_until(figures, args)
        if trace is not None:
            trace.report()  # before the tables are cancelled: their tracebacks would count
    finally:
        for task in tasks:
            task.cancel()
        results = await asyncio.gather(*tasks, return_exceptions=True)
    for result in results:
        if not isinstance(result, asyncio.CancelledError):
            print(f"a table stopped: {result!r}")
    await master.close()
    await count_moves(store, figures)
    await store.close()
    summary(figures, baseline, args.warmup)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=24, help="concurrent AI tables")
    parser.add_argument("--seconds", type=float, default=180, help="length of the soak")
    parser.add_argument("--warmup", type=float, default=60, help="seconds before growth counts")
    parser.add_argument("--every", type=float, default=5, help="seconds between samples")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", choices=("reply", "turn"), default="reply",
                        help="a board per reply (Discord) or after every turn (console)")
    parser.add_argument("--trace", action="store_true",
                        help="tracemalloc and object counts, warm-up vs end (slow)")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start(TRACE_FRAMES)
    with tempfile.TemporaryDirectory() as folder, contextlib.suppress(KeyboardInterrupt):
        asyncio.run(soak(args, Path(folder)))


if __name__ == "__main__":
    main()
