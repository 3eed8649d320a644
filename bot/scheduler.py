"""The scheduler: fires the deadlines stored with the sessions when they come due.

A small scheduler of our own rather than a scheduling library: the deadlines
already live in the store with each session (`SessionRecord.due_at`, indexed),
where every process sharing the store can see them, and firing one must be a
versioned write of that very session. A library's job store would be a second
copy of them to keep in step, and its in-memory timers would be lost at every
restart anyway.

Each pass asks the store for the sessions due now and lets the game master
fire each (`GameMaster.fire_due`: stored as fired first, with the session's
version check, so of several processes only one fires a deadline), then hands
what it says to the transport's `Notifier`. Between passes it sleeps until the
next deadline, or at most `poll` seconds, since another process may have set
an earlier one. Time comes from the game master's `TimeSource`: with a
`VirtualTime`, `pass_time` plays hours or days forward in order, each deadline
fired at its own moment (the console's `/wait`, the tests).

Of several processes sharing one database (docs/deploy.md), only one runs the
background loop's passes: the holder of the store's "scheduler" lease
(`Store.claim_lease`), renewed before every pass. The others stand by and
claim it every `LEASE_TTL / 3` seconds; a holder that dies stops renewing, and
within `LEASE_TTL` another process takes over. A lease, not PostgreSQL's
session advisory lock, because it works alike on SQLite and PostgreSQL and
survives the pooled connections of the store; the version check of each
deadline still keeps a late, overlapping pass from firing anything twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import uuid
from typing import TYPE_CHECKING

from bot.notifier import Notifier, send_all
from bot.timesource import VirtualTime

if TYPE_CHECKING:
    from bot.service import GameMaster

log = logging.getLogger(__name__)

POLL = 60.0
"""Longest sleep between two passes: deadlines set by other processes are seen then."""

MIN_SLEEP = 5.0
"""Shortest sleep, so a deadline that keeps failing to fire cannot spin the loop."""

LEASE = "scheduler"
LEASE_TTL = 180.0
"""Seconds a scheduler's lease lasts without renewal: longer than a pass and its
longest sleep (`POLL`) together, so a live holder never loses it; the longest a
dead holder's deadlines wait for another process to take over."""

BATCH = 50
MAX_STEPS = 10_000
"""At most this many deadlines in one `pass_time`: a bug cannot hang the console."""


class Scheduler:
    def __init__(
        self,
        master: GameMaster,
        notifier: Notifier,
        *,
        poll: float = POLL,
        lease_ttl: float = LEASE_TTL,
    ) -> None:
        self.master = master
        self.notifier = notifier
        self.poll = poll
        self.lease_ttl = lease_ttl
        # Who we are in the lease table: the host and process, for an operator
        # reading it, and a random part, since a process id is reused.
        self.holder = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.leading = False
        self._pass = asyncio.Lock()  # one pass at a time (the loop, a test, `/wait`)
        self._task: asyncio.Task[None] | None = None

    async def run_due(self) -> int:
        """Fire every session due now; returns how many sessions were fired."""
        async with self._pass:
            now = self.master.time.now()
            done: set[int] = set()
            while True:
                due = await self.master.store.due_sessions(now, BATCH + len(done))
                fresh = [record for record in due if record.id not in done]
                if not fresh:
                    return len(done)
                for record in fresh:
                    assert record.id is not None
                    done.add(record.id)
                    notices = await self.master.deadlines.fire_due(record.channel_id)
                    await send_all(self.notifier, notices)

    async def pass_time(self, seconds: float) -> int:
        """Move a virtual clock `seconds` ahead, firing each deadline on the way at
        its own moment; returns how many passes fired something."""
        clock = self.master.time
        if not isinstance(clock, VirtualTime):
            raise TypeError("only a virtual clock can be moved")
        target = clock.now() + max(0.0, seconds)
        passes = 0
        last: tuple[int | None, float] | None = None
        for _ in range(MAX_STEPS):
            upcoming = await self.master.store.due_sessions(target, 1)
            if not upcoming or upcoming[0].due_at is None:
                break
            step = (upcoming[0].id, upcoming[0].due_at)
            if step == last:  # it did not fire (it is logged): do not spin on it
                break
            last = step
            clock.set(max(clock.now(), step[1]))
            passes += bool(await self.run_due())
        clock.set(max(clock.now(), target))
        return passes + bool(await self.run_due())

    # -- the background task ---------------------------------------------------------
    def start(self) -> None:
        """Run passes in the background until `stop` (the Discord bot's setup_hook)."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._loop(), name="scheduler")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self.leading:
            # A clean stop hands over at once rather than after LEASE_TTL.
            self.leading = False
            try:
                await self.master.store.release_lease(LEASE, self.holder)
            except Exception:  # closing anyway: the lease runs out on its own
                log.warning("could not give up the scheduler lease", exc_info=True)

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def _loop(self) -> None:
        while True:
            try:
                if await self.lead():
                    await self.run_due()
                    pause = min(await self._until_next(), self._renew_every)
                else:
                    pause = self._renew_every
            except asyncio.CancelledError:
                raise
            except Exception:  # the store is down a moment: try again later
                log.exception("a scheduler pass failed")
                pause = min(self.poll, self._renew_every)
            await self.master.time.sleep(pause)

    @property
    def _renew_every(self) -> float:
        return self.lease_ttl / 3

    async def lead(self) -> bool:
        """Take or renew the scheduler lease; whether this process runs the passes."""
        now = self.master.time.now()
        leading = await self.master.store.claim_lease(LEASE, self.holder, now, self.lease_ttl)
        if leading != self.leading:
            log.info("%s the scheduler (%s)", "running" if leading else "no longer running",
                     self.holder)
        self.leading = leading
        return leading

    async def _until_next(self) -> float:
        now = self.master.time.now()
        upcoming = await self.master.store.due_sessions(now + self.poll, 1)
        if not upcoming or upcoming[0].due_at is None:
            return self.poll
        return min(self.poll, max(MIN_SLEEP, upcoming[0].due_at - now))
