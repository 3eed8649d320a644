"""A background restore never puts an older copy over the session a command cached
meanwhile (found by issue 29's console test on PostgreSQL: the restore that
autocomplete starts after a game ends read the next game's lobby, and put it over
the started game once `/game start` had cached it)."""

from __future__ import annotations

import asyncio

from bot.sessions import SessionCache, load_session
from bot.storage import MemoryStore, SessionRecord


class SlowStore(MemoryStore):
    """Answers `active_session` only when let go, as a busy server would."""

    def __init__(self) -> None:
        super().__init__()
        self.hold = asyncio.Event()
        self.hold.set()

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        record = await super().active_session(channel_id)
        await self.hold.wait()
        return record


async def test_a_slow_restore_keeps_the_session_a_command_cached_meanwhile() -> None:
    store = SlowStore()
    record = SessionRecord(None, 5, 7, "toy", {}, 1, 1, status="lobby")
    await store.create_session(record)
    cache = SessionCache(store)
    store.hold.clear()
    restore = asyncio.create_task(cache.get(5))  # reads the lobby, then waits
    await asyncio.sleep(0.01)
    newer = await load_session(store, record)  # what a command (`/game start`) cached
    cache.put(newer)
    store.hold.set()
    assert await restore is newer
    assert cache.peek(5) is newer
