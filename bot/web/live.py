"""Moves as they land, for the pages open on a game (server-sent events).

Two sources, one feed. This process's own moves: the feed listens on the tables'
"moves told" (`Tables.on_moved`, bot/tables.py), which every command that stores
moves, starts a game or takes moves back tells, so its pages hear at once. Moves
stored by another bot process sharing the database (shards, docs/deploy.md): while
a session has open streams, one poll per session (not per page) asks the store
every `POLL_SECONDS` whether its log grew past the last move told (one indexed
query that finds nothing most of the time), and every `RECORD_EVERY`-th time
whether its record changed (an abort, a clock); the poll stops when the last page
of the session closes. What is found is told like a move of ours, after this
process's copy of the session caught up (`Reader.news`, bot/web/reading.py).

Why a poll rather than PostgreSQL's LISTEN/NOTIFY: the stores do not notify, and
an SQLite file shared by two processes could not; a poll works on every backend
through the `Store` the game master already has, costs nothing while nobody
watches, and is late by at most `POLL_SECONDS`, which a page a person reads does
not notice."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager

from bot.tables import Moved, Tables

log = logging.getLogger(__name__)

QUEUED_AT_MOST = 16
"""News kept for a page that reads slowly; older news is dropped (the newest says it all)."""

POLL_SECONDS = 2.0
"""How often a watched session's store is asked whether another process moved it."""

RECORD_EVERY = 5
"""Every how many polls the session's record is read too (changes without a move)."""

News = Callable[[int, int, bool], Awaitable[int | None]]
"""Asked by a poll: (session id, last move told, whether to read the record too) ->
the move number to tell now, or None when nothing changed."""


class MoveFeed:
    """Who is watching which session, and what to tell them."""

    def __init__(self, news: News | None = None, every: float = POLL_SECONDS) -> None:
        self._watchers: dict[int, set[asyncio.Queue[int]]] = {}
        self._told: dict[int, int] = {}  # the last move told per watched session
        self._polls: dict[int, asyncio.Task[None]] = {}
        self.news = news
        self.every = every

    def listen(self, tables: Tables) -> None:
        tables.on_moved.append(self.moved)

    def stop(self, tables: Tables) -> None:
        """No longer told (the companion stopped; the game master goes on)."""
        if self.moved in tables.on_moved:
            tables.on_moved.remove(self.moved)
        for session_id in list(self._polls):
            self._stop_polling(session_id)

    async def moved(self, moved: Moved) -> None:
        self.publish(moved.session.id, moved.session.seq)

    def publish(self, session_id: int, seq: int) -> None:
        if session_id in self._watchers:
            self._told[session_id] = seq
        for queue in self._watchers.get(session_id, ()):
            if queue.full():
                queue.get_nowait()
            queue.put_nowait(seq)

    @contextmanager
    def watching(self, session_id: int, seq: int = 0) -> Iterator[asyncio.Queue[int]]:
        """A page's queue of news about `session_id`, whose move `seq` it has shown;
        the first page of a session starts its poll, the last one stops it."""
        queue: asyncio.Queue[int] = asyncio.Queue(QUEUED_AT_MOST)
        if session_id not in self._watchers:
            self._told[session_id] = seq
        self._watchers.setdefault(session_id, set()).add(queue)
        if self.news is not None and session_id not in self._polls:
            self._polls[session_id] = asyncio.get_running_loop().create_task(
                self._poll(session_id), name=f"web-poll-{session_id}")
        try:
            yield queue
        finally:
            watchers = self._watchers.get(session_id, set())
            watchers.discard(queue)
            if not watchers:
                self._watchers.pop(session_id, None)
                self._told.pop(session_id, None)
                self._stop_polling(session_id)

    def _stop_polling(self, session_id: int) -> None:
        task = self._polls.pop(session_id, None)
        if task is not None:
            task.cancel()

    async def _poll(self, session_id: int) -> None:
        assert self.news is not None
        rounds = 0
        while session_id in self._watchers:
            await asyncio.sleep(self.every)
            rounds += 1
            told = self._told.get(session_id, 0)
            try:
                seq = await self.news(session_id, told, rounds % RECORD_EVERY == 0)
            except asyncio.CancelledError:
                raise
            except Exception:  # a store that fails now may answer next time
                log.warning("web: session %s could not be polled", session_id, exc_info=True)
                continue
            if seq is not None:
                self.publish(session_id, seq)

    def watchers(self, session_id: int | None = None) -> int:
        if session_id is not None:
            return len(self._watchers.get(session_id, ()))
        return sum(len(w) for w in self._watchers.values())

    def polls(self) -> int:
        """How many sessions are being polled (one per watched session)."""
        return len(self._polls)
