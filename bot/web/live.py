"""Moves as they land, for the pages open on a game (server-sent events).

The feed listens on the tables' "moves told" (`Tables.on_moved`, bot/tables.py):
every command that stores moves, starts a game or takes moves back tells it, and
the pages of that session hear the new move number. Moves stored by another bot
process sharing the database reach a page at its next reload."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager

from bot.tables import Moved, Tables

QUEUED_AT_MOST = 16
"""News kept for a page that reads slowly; older news is dropped (the newest says it all)."""


class MoveFeed:
    """Who is watching which session, and what to tell them."""

    def __init__(self) -> None:
        self._watchers: dict[int, set[asyncio.Queue[int]]] = {}

    def listen(self, tables: Tables) -> None:
        tables.on_moved.append(self.moved)

    def stop(self, tables: Tables) -> None:
        """No longer told (the companion stopped; the game master goes on)."""
        if self.moved in tables.on_moved:
            tables.on_moved.remove(self.moved)

    async def moved(self, moved: Moved) -> None:
        self.publish(moved.session.id, moved.session.seq)

    def publish(self, session_id: int, seq: int) -> None:
        for queue in self._watchers.get(session_id, ()):
            if queue.full():
                queue.get_nowait()
            queue.put_nowait(seq)

    @contextmanager
    def watching(self, session_id: int) -> Iterator[asyncio.Queue[int]]:
        queue: asyncio.Queue[int] = asyncio.Queue(QUEUED_AT_MOST)
        self._watchers.setdefault(session_id, set()).add(queue)
        try:
            yield queue
        finally:
            watchers = self._watchers.get(session_id, set())
            watchers.discard(queue)
            if not watchers:
                self._watchers.pop(session_id, None)

    def watchers(self, session_id: int | None = None) -> int:
        if session_id is not None:
            return len(self._watchers.get(session_id, ()))
        return sum(len(w) for w in self._watchers.values())
