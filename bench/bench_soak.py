"""Memory of one process running many AI tables at once: does RSS level off?

Run: .venv/bin/python bench/bench_soak.py [--tables 24] [--seconds 180] [--seed 1]
`--tables` channels (each its own server) play AI-only games side by side through
one `GameMaster` on an SQLiteStore file in a temporary folder, with board images
on, as `gamemaster play` drives a table of AI seats (bot/console.py
`open_ai_table`): the lobby record is written with AI seats only, then `/game
start` plays the whole game. When a game ends its channel opens the next one.
`--boards turn` (the default) draws a board after every turn, as the console
does; `--boards reply` draws one per reply, as the Discord bot does.
The tables cycle through every registered game; player counts and seeds derive
from `--seed`.

Every `--every` seconds the process's resident memory (VmRSS) is sampled. The
curve is printed, then RSS before the tables opened (the baseline), after
`--warmup` seconds and at the end, the growth after warm-up per minute (least
squares over the samples after warm-up), games finished and moves played.
`--trace` also compares the warm-up and the end by tracemalloc (the lines that
allocated the most Python memory since) and by live objects per type (slower).
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import ctypes.util
import gc
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
    """C heap in use and free-but-kept by malloc, in MB: what separates live
    allocations from memory the allocator holds on to (NaN off glibc)."""
    if MALLINFO2 is None:
        return float("nan"), float("nan")
    info = MALLINFO2()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


@dataclass
class Figures:
    started: float = field(default_factory=time.monotonic)
    samples: list[tuple[float, float]] = field(default_factory=list)  # (seconds, MB)
    heap: list[tuple[float, float]] = field(default_factory=list)  # malloc (in use, kept free)
    games: int = 0
    moves: int = 0
    images: int = 0
    failed: int = 0

    def sample(self) -> None:
        self.samples.append((time.monotonic() - self.started, rss_mb()))
        self.heap.append(malloc_mb())


def slope_per_minute(points: list[tuple[float, float]]) -> float:
    """Least-squares growth of MB over time, per minute (0 with fewer than two points)."""
    if len(points) < 2:
        return 0.0
    mean_t = sum(t for t, _ in points) / len(points)
    mean_m = sum(m for _, m in points) / len(points)
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if spread == 0:
        return 0.0
    return 60 * sum((t - mean_t) * (m - mean_m) for t, m in points) / spread


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
        count_reply(await master.start(channel, HOST), figures)
        record = await store.active_session(channel)
        if record is not None:  # the game did not end: let the channel go on with a new one
            count_reply(await master.abort(channel, HOST), figures)
            continue
        figures.games += 1


async def count_moves(store: SQLiteStore, figures: Figures) -> None:
    """Actions stored in every session of the run (finished or not)."""
    for session_id in range(1, 10**9):
        if await store.get_session(session_id) is None:
            return
        figures.moves += sum(1 for r in await store.log(session_id) if r.kind == "action")


async def sample_until(figures: Figures, seconds: float, every: float, warmup: float,
                       trace: bool) -> Trace | None:
    """Sample RSS every `every` seconds for `seconds`; the trace taken after warm-up."""
    taken: Trace | None = None
    while (now := time.monotonic() - figures.started) < seconds:
        await asyncio.sleep(min(every, seconds - now))
        figures.sample()
        (t, mb), (used, kept) = figures.samples[-1], figures.heap[-1]
        print(f"  {t:6.0f} s  RSS {mb:7.1f} MB  malloc in use {used:6.1f} MB, kept free "
              f"{kept:6.1f} MB  games {figures.games:4}", flush=True)
        if trace and taken is None and t >= warmup:
            taken = Trace.take()
    return taken


def summary(figures: Figures, baseline: float, warmup: float) -> None:
    after = [(t, mb) for t, mb in figures.samples if t >= warmup]
    at_warmup = after[0][1] if after else float("nan")
    end = figures.samples[-1][1] if figures.samples else float("nan")
    peak = max((mb for _, mb in figures.samples), default=float("nan"))
    print(f"\nRSS baseline (before the tables) {baseline:7.1f} MB")
    print(f"RSS after warm-up ({warmup:.0f} s)      {at_warmup:7.1f} MB  "
          f"({at_warmup / baseline:.2f}x baseline)")
    print(f"RSS at the end                   {end:7.1f} MB  ({end / at_warmup:.2f}x warm-up)")
    print(f"RSS peak                         {peak:7.1f} MB")
    print(f"growth after warm-up             {slope_per_minute(after):+7.1f} MB/min")
    print(f"games finished {figures.games}, moves played {figures.moves}, "
          f"board images {figures.images}, refused commands {figures.failed}")


async def soak(args: argparse.Namespace, folder: Path) -> None:
    store = SQLiteStore(folder / "soak.sqlite3")
    await store.open()
    master = GameMaster(store, render=True, board_every_turn=args.boards == "turn")
    figures = Figures()
    baseline = rss_mb()
    print(f"{args.tables} AI tables for {args.seconds:.0f} s, seed {args.seed}, a board per "
          f"{args.boards}, warm-up {args.warmup:.0f} s; RSS every {args.every:.0f} s:")
    tasks = [asyncio.create_task(table(master, store, channel, args.seed, figures))
             for channel in range(1, args.tables + 1)]
    try:
        trace = await sample_until(figures, args.seconds, args.every, args.warmup, args.trace)
    finally:
        for task in tasks:
            task.cancel()
        results = await asyncio.gather(*tasks, return_exceptions=True)
    for result in results:
        if not isinstance(result, asyncio.CancelledError | type(None)):
            print(f"a table stopped: {result!r}")
    if trace is not None:
        trace.report()
    await master.close()
    await count_moves(store, figures)
    await store.close()
    summary(figures, baseline, args.warmup)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=24, help="concurrent AI tables")
    parser.add_argument("--seconds", type=float, default=180, help="length of the soak")
    parser.add_argument("--warmup", type=float, default=60, help="seconds before growth counts")
    parser.add_argument("--every", type=float, default=5, help="seconds between RSS samples")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", choices=("turn", "reply"), default="turn",
                        help="a board after every turn (console) or per reply (Discord)")
    parser.add_argument("--trace", action="store_true",
                        help="tracemalloc and object counts, warm-up vs end (slower)")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start(TRACE_FRAMES)
    with tempfile.TemporaryDirectory() as folder, contextlib.suppress(KeyboardInterrupt):
        asyncio.run(soak(args, Path(folder)))


if __name__ == "__main__":
    main()
