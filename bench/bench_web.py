"""The web companion's answer times (issue 30): a console game of GAME played MOVES
moves in, served through aiohttp's test server; the public page the first time
(its board drawn) and again (cached), boards at moves spread over the game, first
and cached, the page's data, and the event loop's longest stall meanwhile (boards
are replayed and drawn in the board-drawing process, so the loop should not stall).

    nice .venv/bin/python -m bench.bench_web [--game root] [--moves 120]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from bot.console import CONSOLE_CHANNEL, Console, ConsoleSettings, build_master, lobby_lines
from bot.console_output import Transcript
from bot.render_thread import render_process_ready, start_render_process
from bot.storage import MemoryStore
from bot.web.app import make_app
from bot.web.ratelimit import RateLimit
from bot.web.signing import Signer
from games.core import Rng


async def played(game: str, moves: int) -> Console:
    store = MemoryStore()
    master = build_master(store, render=True)
    console = Console(master, store, Transcript(None, write=lambda _text: None))
    names = ["ana", "bo"]
    for line in lobby_lines(ConsoleSettings(game=game, players=2, seed=7), names):
        await console.run_line(line)
    for step in range(moves):
        offers = {n: master.moves.autocomplete(CONSOLE_CHANNEL, console.out.user(n), "")
                  for n in names}
        name = next((n for n in names if offers[n]), None)
        if name is None:
            break
        pick = Rng.derive(3, step).choice(offers[name])
        await console.run_line(f"{name}: /play action:{pick.action}")
    return console


async def timed(client: TestClient[Any, Any], path: str) -> float:
    start = time.perf_counter()
    answer = await client.get(path)
    await answer.read()
    assert answer.status == 200, (path, answer.status)
    return (time.perf_counter() - start) * 1000


async def main(game: str, moves: int) -> dict[str, Any]:
    start_render_process()
    console = await played(game, moves)
    master = console.master
    for _ in range(100):  # the drawing process takes a second or two to start
        if render_process_ready():
            break
        await asyncio.sleep(0.1)
    session = master.sessions.peek(CONSOLE_CHANNEL)
    assert session is not None
    sid, last = session.id, session.seq
    client: TestClient[Any, Any] = TestClient(TestServer(
        make_app(master, Signer(b"bench secret, long enough"), limit=RateLimit(10**6))))
    await client.start_server()
    stalls: list[float] = []
    running = True

    async def ticker() -> None:  # how late a 10 ms sleep wakes: the loop's stalls
        while running:
            before = time.perf_counter()
            await asyncio.sleep(0.01)
            stalls.append((time.perf_counter() - before - 0.01) * 1000)

    tick = asyncio.create_task(ticker())
    try:
        page_first = await timed(client, f"/g/{sid}")
        page_again = await timed(client, f"/g/{sid}")
        data = [await timed(client, f"/g/{sid}/state.json") for _ in range(5)]
        spread = sorted({last * k // 5 for k in range(5)})
        first = [await timed(client, f"/g/{sid}/board/{seq}.png") for seq in spread]
        again = [await timed(client, f"/g/{sid}/board/{seq}.png") for seq in spread]
        scores = await timed(client, f"/g/{sid}/scores.png")
    finally:
        running = False
        await tick
        await client.close()
        await master.close()
    return {
        "game": game, "moves": last, "drawing_process": render_process_ready(),
        "page_first_ms": round(page_first), "page_cached_ms": round(page_again, 1),
        "state_json_ms": round(statistics.median(data), 1),
        "board_first_ms_median": round(statistics.median(first)),
        "board_cached_ms_median": round(statistics.median(again), 1),
        "scores_first_ms": round(scores),
        "loop_stall_ms_max": round(max(stalls), 1),
        "loop_stall_ms_p99": round(sorted(stalls)[int(len(stalls) * 0.99)], 1),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="meduris")
    parser.add_argument("--moves", type=int, default=120)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.game, args.moves))))
