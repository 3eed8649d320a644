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
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
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

BATCH = 50
MAX_STEPS = 10_000
"""At most this many deadlines in one `pass_time`: a bug cannot hang the console."""


class Scheduler:
    def __init__(self, master: GameMaster, notifier: Notifier, *, poll: float = POLL) -> None:
        self.master = master
        self.notifier = notifier
        self.poll = poll
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
                    await send_all(self.notifier, await self.master.fire_due(record.channel_id))

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

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def _loop(self) -> None:
        while True:
            try:
                await self.run_due()
                pause = await self._until_next()
            except asyncio.CancelledError:
                raise
            except Exception:  # the store is down a moment: try again later
                log.exception("a scheduler pass failed")
                pause = self.poll
            await self.master.time.sleep(pause)

    async def _until_next(self) -> float:
        now = self.master.time.now()
        upcoming = await self.master.store.due_sessions(now + self.poll, 1)
        if not upcoming or upcoming[0].due_at is None:
            return self.poll
        return min(self.poll, max(MIN_SLEEP, upcoming[0].due_at - now))
