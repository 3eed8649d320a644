"""What following another process's moves costs the web companion (issue 30): two game
masters on one database (an SQLite file, or PostgreSQL started from the machine's
binaries), process A serving the pages, process B playing.

Measured: one idle poll of a watched session (`Reader.news`: the log query that finds
nothing), the same with the record read (every fifth poll), and how long after B
stores a move a page's event stream on A hears it, with the companion's real poll
interval (POLL_SECONDS).

    nice .venv/bin/python -m bench.bench_web_poll [--backend sqlite|postgres] [--moves 10]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from bot.console import CONSOLE_CHANNEL, Console, ConsoleSettings, build_master, lobby_lines
from bot.console_output import Transcript
from bot.storage import Store, open_store
from bot.web.app import COMPANION, make_app
from bot.web.live import POLL_SECONDS
from bot.web.ratelimit import RateLimit
from bot.web.signing import Signer
from games.core import Rng
from tests.support.postgres_server import PostgresServer, unavailable

NAMES = ["ana", "bo"]


async def console_on(url: str) -> tuple[Console, Store]:
    store = await open_store(url)
    master = build_master(store, render=False)
    return Console(master, store, Transcript(None, write=lambda _text: None)), store


async def play_one(console: Console, step: int) -> None:
    offers = {n: console.master.moves.autocomplete(CONSOLE_CHANNEL, console.out.user(n), "")
              for n in NAMES}
    name = next(n for n in NAMES if offers[n])
    pick = Rng.derive(3, step).choice(offers[name])
    assert await console.run_line(f"{name}: /play action:{pick.action}")


def micro(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50_us": round(statistics.median(ordered) * 1e6),
            "p99_us": round(ordered[int(len(ordered) * 0.99) - 1] * 1e6)}


async def measure(url: str, moves: int) -> dict[str, Any]:
    a, store_a = await console_on(url)
    for line in lobby_lines(ConsoleSettings(game="meduris", players=2, seed=7), NAMES):
        await a.run_line(line)
    b, store_b = await console_on(url)
    await b.master.tables.sessions.get(CONSOLE_CHANNEL)
    sid = a.session_id
    assert sid is not None
    app = make_app(a.master, Signer(b"bench secret of sixteen bytes"),
                   limit=RateLimit(burst=10_000))
    reader = app[COMPANION].reader
    client: TestClient[Any, Any] = TestClient(TestServer(app))
    await client.start_server()
    try:
        seq = (await a.master.tables.sessions.get(CONSOLE_CHANNEL)).seq  # type: ignore[union-attr]
        idle, record = [], []
        for _ in range(300):
            start = time.perf_counter()
            assert await reader.news(sid, seq, False) is None
            idle.append(time.perf_counter() - start)
            start = time.perf_counter()
            await reader.news(sid, seq, True)
            record.append(time.perf_counter() - start)
        stream = await client.get(f"/g/{sid}/events")
        await stream.content.readuntil(b"\n\n")  # hello
        late = []
        for step in range(moves):
            await asyncio.sleep(random.Random(step).random() * POLL_SECONDS)  # any phase
            await play_one(b, step)
            stored = time.perf_counter()
            event = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 10)
            late.append(time.perf_counter() - stored)
            assert event.startswith(b"event: move"), event
        stream.close()
        state = json.loads(await (await client.get(f"/g/{sid}/state.json")).text())
        assert state["seq"] == seq + moves
        return {"idle_poll": micro(idle), "poll_with_record": micro(record),
                "heard_after_ms": {"mean": round(statistics.mean(late) * 1000),
                                   "max": round(max(late) * 1000)},
                "moves": moves, "poll_seconds": POLL_SECONDS}
    finally:
        await client.close()
        await b.master.close()
        await a.master.close()
        await store_b.close()
        await store_a.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--moves", type=int, default=10)
    args = parser.parse_args()
    server: PostgresServer | None = None
    with tempfile.TemporaryDirectory(prefix="bench-web-poll-") as folder:
        if args.backend == "postgres":
            reason = unavailable()
            if reason:
                raise SystemExit(f"bench_web_poll: {reason}")
            server = PostgresServer(durable=True).start()
            url = server.create_database()
        else:
            url = str(Path(folder) / "gm.sqlite3")
        try:
            result = asyncio.run(measure(url, args.moves))
        finally:
            if server is not None:
                server.stop()
    print(json.dumps({"backend": args.backend, **result}))


if __name__ == "__main__":
    main()
