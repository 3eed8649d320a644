"""The clocks follow a move in its own commit (bot/tables.py `flush`): the reply's
`keep_time` then stores nothing more, unless the flush could not store them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot import timekeeping
from bot.service import GameMaster
from bot.storage import LogRecord, MemoryStore, SessionRecord
from bot.timesource import VirtualTime
from tests.support.players import ANA, BOB, CHANNEL, GUILD, texts

T0 = 1_750_000_000.0


class CountingStore(MemoryStore):
    """Counts the session writes outside a move's commit; `stale_moves`: a move's
    session change is refused as if another writer had been first."""

    def __init__(self) -> None:
        super().__init__()
        self.updates = 0
        self.stale_moves = False
        self.in_move = False

    async def update_session(self, record: SessionRecord) -> None:
        self.updates += not self.in_move
        await super().update_session(record)

    async def append_all(self, session_id: int, records: Sequence[LogRecord],
                         update: SessionRecord | None = None) -> bool:
        self.in_move = True
        try:
            return await super().append_all(
                session_id, records, None if self.stale_moves else update
            )
        finally:
            self.in_move = False


async def started(store: CountingStore) -> GameMaster:
    gm = GameMaster(store, render=False, time=VirtualTime(T0))
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {"clock": "12h"}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    return gm


async def play_until_the_turn_passes(gm: GameMaster) -> None:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    mover = session.state.pending()[0].seat
    while session.state.pending()[0].seat == mover:
        user = (ANA, BOB)[mover]
        offered = gm.moves.autocomplete(CHANNEL, user, "")
        reply = await gm.moves.play(CHANNEL, user, offered[0].action)
        assert reply.ok, texts(reply)


async def clocks_follow(gm: GameMaster) -> bool:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    stored = await gm.store.get_session(session.id)
    assert stored is not None and stored.timing == session.record.timing
    return await timekeeping.follow_turns(gm.store, session, gm.time.now()) is None


async def test_a_move_stores_its_clocks_in_its_own_commit_and_nothing_after(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = CountingStore()
    gm = await started(store)
    store.updates = 0
    asked: list[int] = []
    follow = timekeeping.follow_turns

    async def counted(*args: Any) -> Any:
        asked.append(1)
        return await follow(*args)

    monkeypatch.setattr(timekeeping, "follow_turns", counted)
    await play_until_the_turn_passes(gm)
    moves = len(gm.sessions.peek(CHANNEL).actions)  # type: ignore[union-attr]
    assert store.updates == 0
    assert len(asked) <= moves  # once a move, at its flush: never again after the reply
    monkeypatch.undo()
    assert await clocks_follow(gm)


async def test_clocks_the_flush_could_not_store_are_stored_after_the_reply() -> None:
    store = CountingStore()
    gm = await started(store)
    store.updates, store.stale_moves = 0, True
    await play_until_the_turn_passes(gm)
    assert store.updates >= 1  # `keep_time` stored them
    assert await clocks_follow(gm)
