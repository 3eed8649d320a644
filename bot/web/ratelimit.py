"""A simple per-address rate limit for the web companion: a token bucket per client
address (a burst, then a steady rate), forgotten once full again."""

from __future__ import annotations

import time
from collections.abc import Callable

BURST = 60
"""Requests a page may make at once (a page with its pictures, a quick scrub)."""

PER_SECOND = 2.0
"""Requests refilled per second: 120 a minute, far more than a person reading."""

ADDRESSES_AT_MOST = 10_000
"""Addresses remembered; when more, the full (idle) ones are forgotten."""


class RateLimit:
    def __init__(self, burst: int = BURST, per_second: float = PER_SECOND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.per_second, self.clock = burst, per_second, clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, when)

    def allow(self, address: str) -> bool:
        """Whether one more request from `address` is served now."""
        now = self.clock()
        tokens, when = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.per_second)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        if len(self._buckets) > ADDRESSES_AT_MOST:
            self._forget_idle(now)
        return allowed

    def _forget_idle(self, now: float) -> None:
        full = [a for a, (t, w) in self._buckets.items()
                if t + (now - w) * self.per_second >= self.burst]
        for address in full:
            del self._buckets[address]
