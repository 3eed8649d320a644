"""Two bot processes on one database, as shards run (docs/deploy.md): a page served
by one process follows the moves and the abort another process stores, through the
poll of the watched session (bot/web/live.py), and a page asked again shows them."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.console import CONSOLE_CHANNEL, Console, build_master
from bot.console_output import Transcript
from bot.storage import Store
from bot.web import reading
from bot.web.app import COMPANION, make_app
from bot.web.ratelimit import RateLimit
from bot.web.signing import Signer
from tests.bot.web.conftest import SECRET, Table, open_table
from tests.support.databases import Database

Client = TestClient[Any, Any]


async def next_event(stream: Any) -> bytes:
    data: bytes = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 10)
    return data


async def other_process(database: Database, names: list[str]) -> tuple[Table, Store]:
    """A second game master on the same database, with its own store and cache."""
    store = database.store()
    await store.open()
    master = build_master(store, render=False)
    await master.tables.sessions.get(CONSOLE_CHANNEL)  # as a command of its shard would
    return Table(Console(master, store, Transcript(None, write=[].append)), names), store


async def test_a_page_follows_the_moves_another_process_stores(
    database: Database, monkeypatch: pytest.MonkeyPatch,
) -> None:
    store_a = database.store()
    await store_a.open()
    table_a = await open_table("meduris", ["ana", "bo"], render=False, store=store_a)
    await table_a.play(3)
    table_b, store_b = await other_process(database, ["ana", "bo"])
    app = make_app(table_a.master, Signer(SECRET), limit=RateLimit(burst=10_000),
                   poll_seconds=0.05)
    feed = app[COMPANION].feed
    client: Client = TestClient(TestServer(app))
    await client.start_server()
    sid = table_a.session_id
    try:
        stream = await client.get(f"/g/{sid}/events")
        assert await next_event(stream) == b"retry: 3000\nevent: hello\ndata: 3\n\n"
        assert feed.polls() == 1
        await table_b.play(1, seed=9)  # process B stores move 4
        assert await next_event(stream) == b"event: move\ndata: 4\n\n"
        state = json.loads(await (await client.get(f"/g/{sid}/state.json")).text())
        assert state["seq"] == 4 and state["positions"][-1] == 4
        assert [e["seq"] for e in state["log"]][-1] == 4
        # Process A's own copy caught up: its next move is move 5, not a conflict.
        await table_a.play(1, seed=10)
        assert await next_event(stream) == b"event: move\ndata: 5\n\n"

        assert await table_b.console.run_line("ana: /game abort confirm:yes")
        assert await next_event(stream) == b"event: move\ndata: 5\n\n"  # the record changed
        page = await (await client.get(f"/g/{sid}")).text()
        assert "Ended without a result." in page
        assert table_a.master.sessions.peek(CONSOLE_CHANNEL) is None  # A dropped its copy

        stream.close()
        for _ in range(100):
            if not feed.polls():
                break
            await asyncio.sleep(0.01)
        assert feed.polls() == 0 and feed.watchers() == 0
    finally:
        await client.close()
        await table_b.master.close()
        await table_a.master.close()
        await store_b.close()
        await store_a.close()


async def test_a_page_asked_again_shows_another_process_s_move(
    database: Database, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without a stream (a reload), this process's copy of the session, cached when the
    page was first asked, catches up with the store."""
    monkeypatch.setattr(reading, "LOOKED_AT_SECONDS", 0.0)
    store_a = database.store()
    await store_a.open()
    table_a = await open_table("meduris", ["ana", "bo"], render=False, store=store_a)
    await table_a.play(2)
    table_b, store_b = await other_process(database, ["ana", "bo"])
    client: Client = TestClient(TestServer(make_app(table_a.master, Signer(SECRET))))
    await client.start_server()
    sid = table_a.session_id
    try:
        before = json.loads(await (await client.get(f"/g/{sid}/state.json")).text())
        assert before["seq"] == 2
        await table_b.play(2, seed=4)
        after = json.loads(await (await client.get(f"/g/{sid}/state.json")).text())
        assert after["seq"] == 4 and len(after["log"]) == len(before["log"]) + 2
    finally:
        await client.close()
        await table_b.master.close()
        await table_a.master.close()
        await store_b.close()
        await store_a.close()
