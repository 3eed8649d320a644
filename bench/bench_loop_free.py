"""How free the event loop stays while boards are drawn: on the drawing thread or in
the drawing process (issue 15 goal 1, bot/render_thread.py).

Run: .venv/bin/python -m bench.bench_loop_free [--boards 12] [--game meduris]

While `--boards` boards of a mid-game position are drawn one after the other
(as the game master queues them), a ticker on the event loop asks to wake every
millisecond and notes how late each wake-up is: the lag a move's text would wait
before being sent. Printed per place of drawing: the boards' wall time, and the
ticker's lag p50 / p99 / max, with the same ticker on an idle loop as the floor.
Figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import random
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

import games  # noqa: F401  (registers the games)
from bot.drawing import RendererDrawer
from bot.render_thread import (
    on_render_process,
    on_render_thread,
    render_process_ready,
    start_render_process,
)
from games.core import get_game

Runner = Callable[[Callable[[], Any]], Awaitable[Any]]


def position(game_id: str, moves: int, seed: int) -> dict[str, Any]:
    """The public view after `moves` random legal moves."""
    game = get_game(game_id)
    state = game.setup(game.min_players, {}, seed)
    pick = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        prompt = state.pending()[0]
        state.apply(prompt.seat, pick.choice(state.legal(prompt.seat)))
    view: dict[str, Any] = state.view(None)
    return view


async def ticking(stop: asyncio.Event) -> list[float]:
    lags: list[float] = []
    while not stop.is_set():
        asked = time.perf_counter()
        await asyncio.sleep(0.001)
        lags.append(time.perf_counter() - asked - 0.001)
    return lags


async def measure(run: Runner | None, work: Callable[[], Any], boards: int,
                  idle: float) -> tuple[float, list[float]]:
    stop = asyncio.Event()
    ticker = asyncio.create_task(ticking(stop))
    started = time.perf_counter()
    if run is None:
        await asyncio.sleep(idle)
    else:
        for _ in range(boards):
            await run(work)
    took = time.perf_counter() - started
    stop.set()
    return took, await ticker


def shown(lags: list[float]) -> str:
    ordered = sorted(lags)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return (f"lag p50 {statistics.median(lags) * 1000:6.2f} ms, p99 {p99 * 1000:6.2f} ms,"
            f" max {ordered[-1] * 1000:6.2f} ms")


async def main_async(args: argparse.Namespace) -> None:
    view = position(args.game, args.moves, args.seed)
    names = [f"P{i}" for i in range(1, 5)]
    drawer = RendererDrawer()
    work = functools.partial(drawer.draw, args.game, view, names, "en", None)
    start_render_process()
    while not render_process_ready():
        await asyncio.sleep(0.05)
    await on_render_process(work)  # started and warm
    await on_render_thread(work)  # the thread's caches warm too
    idle_took, idle = await measure(None, work, 0, 2.0)
    print(f"{'idle loop':18} {idle_took:6.2f} s        {shown(idle)}")
    for name, run in (("drawing thread", on_render_thread), ("drawing process", on_render_process)):
        took, lags = await measure(run, work, args.boards, 0)
        each = took / args.boards * 1000
        print(f"{name:18} {took:6.2f} s, {each:5.0f} ms a board; {shown(lags)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=12)
    parser.add_argument("--game", default="meduris")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=3)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
