"""Where the bot reads the time: one source, which tests and the console replace.

Everything that depends on time (clocks, reminders, lobby expiry, the
scheduler's sleep) asks a `TimeSource` for `now()` and sleeps through it, never
`time.time()` or `asyncio.sleep` directly. `SystemTime` is the real clock;
`VirtualTime` moves only when told to (`advance`, `set`), so a test can jump
three days ahead in a microsecond and see exactly what would have fired.
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol

HOUR = 3600.0
DAY = 24 * HOUR


class TimeSource(Protocol):
    def now(self) -> float:
        """Seconds since the epoch."""

    async def sleep(self, seconds: float) -> None:
        """Return once `seconds` have passed on this clock."""


class SystemTime:
    """The real clock."""

    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class VirtualTime:
    """A clock that stands still until moved; sleepers wake when it passes their end."""

    def __init__(self, start: float | None = None) -> None:
        self._now = float(time.time() if start is None else start)
        self._waiters: list[asyncio.Future[None]] = []

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        self.set(self._now + seconds)

    def set(self, moment: float) -> None:
        """Move to `moment`; time only goes forward."""
        if moment < self._now:
            raise ValueError("a virtual clock does not go back in time")
        self._now = float(moment)
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def sleep(self, seconds: float) -> None:
        end = self._now + max(0.0, seconds)
        while self._now < end:
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.append(waiter)
            await waiter
