"""`/play` without an image against its floor, through the offline discord.py harness
(issue 15 goal 1): p50 / p99 of each and their ratio, measured in one run.

Run: nice .venv/bin/python -m bench.bench_reply [--games 3] [--seed 5] [--boards]
The move: two people play Meduris 2p (or `--game toy`) with `/play`, picking at
random among what autocomplete offers, boards off, on an
SQLite file (WAL, synchronous=FULL), autocomplete untimed. The floor: a no-op slash
command that defers, does one durable insert+commit of the same size as a stored move
(BEGIN IMMEDIATE, one row, COMMIT on the store's own connection) and answers a line of
text, through the same client and harness. Figures only; nothing is asserted (goal:
p99 ratio <= 3). `--boards`: boards drawn (a board when the turn changes); the ratio
is then of the time until the move's last text was sent (its board may follow).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

import tests.support.toy  # noqa: F401  (registers the toy game)
from bot.app import build_bot
from bot.config import Config
from bot.drawing import RendererDrawer
from bot.service import GameMaster
from bot.storage import SQLiteStore
from tests.bot.discord.flows import ALICE, BOB, nobody_to_play, open_toy_game, whose_turn
from tests.bot.discord.harness import DiscordHarness


def floor_command(store: SQLiteStore, size: list[int]) -> app_commands.Command:  # type: ignore[type-arg,unused-ignore]
    """A slash command that does nothing but one durable commit of `size[0]` bytes."""

    @app_commands.command(name="floor", description="bench: one durable commit")
    async def floor(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        async with store._transaction() as db:  # the store's own lock and connection
            await db.execute("INSERT INTO bench_floor (data) VALUES (?)", ("x" * size[0],))
        await interaction.followup.send("ok")

    return floor


PROFILE: cProfile.Profile | None = None  # --profile: only the timed /play calls


async def timed(call: object, profile: bool = False) -> float:
    if profile and PROFILE is not None:
        PROFILE.enable()
    start = time.perf_counter()
    await call  # type: ignore[misc]
    took = time.perf_counter() - start
    if profile and PROFILE is not None:
        PROFILE.disable()
    return took


async def open_game(h: DiscordHarness, name: str, seed: int) -> None:
    if name == "toy":
        await open_toy_game(h, [ALICE, BOB], seed=seed, options="target=40")
        return
    await h.slash(ALICE, "game new", game=name, seed=seed)
    await h.slash(BOB, "game join")
    await h.slash(ALICE, "game start")


def stamp_texts(h: DiscordHarness) -> list[float]:
    """When each followup (a text, not a board's edit) was sent, from now on."""
    stamps: list[float] = []
    answer = h.answer_webhook

    def stamped(route: Any, **kwargs: Any) -> Any:
        response = answer(route, **kwargs)
        if h.sent[-1].kind == "followup":
            stamps.append(time.perf_counter())
        return response

    h.answer_webhook = stamped  # type: ignore[method-assign]
    return stamps


async def run(
    name: str, games: int, seed: int, folder: Path, boards: bool, apart: bool = True
) -> tuple[list[float], list[float], list[float]]:
    """/play times, floor times, and /play times until its last text was sent."""
    store = SQLiteStore(folder / "bench.sqlite3")
    size = [200]
    drawer = RendererDrawer(apart=apart)
    bot = build_bot(Config(), game_master=GameMaster(store, render=boards, drawer=drawer))
    bot.tree.add_command(floor_command(store, size))
    h = DiscordHarness(bot)
    # The move that ends a game draws its replay (seconds): more than the tests' 10 s
    # on a busy machine.
    settle = h._settle
    h._settle = lambda deliver, timeout=10.0: settle(deliver, 300)  # type: ignore[method-assign]
    await h.start()
    stamps = stamp_texts(h)
    texts: list[float] = []
    db = await store._conn()
    await db.execute("CREATE TABLE IF NOT EXISTS bench_floor (data TEXT NOT NULL)")
    pick = random.Random(seed)  # among what autocomplete offers
    plays: list[float] = []
    floors: list[float] = []
    try:
        for game in range(games):
            await open_game(h, name, seed + game)
            while not await nobody_to_play(h, [ALICE, BOB]):
                player, offered = await whose_turn(h, [ALICE, BOB])
                action = pick.choice(offered)
                start = time.perf_counter()
                plays.append(await timed(h.slash(player, "play", action=action), True))
                texts.append(stamps[-1] - start if stamps and stamps[-1] > start else plays[-1])
                cursor = await db.execute("SELECT avg(length(text)) + 64 FROM log")
                row = await cursor.fetchone()
                # a stored move: its text + its fixed columns
                size[0] = int(row[0] or 200) if row else 200
                floors.append(await timed(h.slash(player, "floor")))
    finally:
        await h.stop()
        await store.close()
    return plays, floors, texts


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", default="meduris", help="meduris (default) or toy")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--boards", action="store_true",
                        help="boards on: also the time until a move's text is out")
    parser.add_argument("--profile", action="store_true", help="top costs of /play")
    parser.add_argument("--drawing", choices=("process", "thread"), default="process",
                        help="boards drawn in the drawing process (default) or on a thread")
    args = parser.parse_args()
    global PROFILE
    PROFILE = cProfile.Profile() if args.profile else None
    with tempfile.TemporaryDirectory() as folder:
        plays, floors, texts = asyncio.run(
            run(args.game, args.games, args.seed, Path(folder), args.boards,
                args.drawing == "process"))
    print(f"{len(plays)} moves, {len(floors)} floor calls (alternating, same run)")
    print(f"{'':28} {'p50 ms':>8} {'p99 ms':>8}")
    rows = [("/play, no image", plays), ("no-op + durable commit", floors)]
    if args.boards:
        rows = [("/play, boards on: all", plays), ("/play, boards on: text out", texts),
                rows[1]]
    for name, values in rows:
        p50, p99 = statistics.median(values) * 1000, quantile(values, 0.99) * 1000
        print(f"{name:28} {p50:8.2f} {p99:8.2f}")
    timed_plays = texts if args.boards else plays  # with boards: until the text is out
    p50 = statistics.median(timed_plays) / statistics.median(floors)
    p99 = quantile(timed_plays, 0.99) / quantile(floors, 0.99)
    if PROFILE is not None:
        pstats.Stats(PROFILE).sort_stats("tottime").print_stats(15)
    print(f"ratio /play / floor: p50 {p50:.1f}x, p99 {p99:.1f}x (goal p99 <= 3x)")


if __name__ == "__main__":
    main()
