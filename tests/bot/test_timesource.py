"""The time sources (bot/timesource.py): a virtual clock moves only when told."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.timesource import HOUR, SystemTime, VirtualTime


async def test_a_virtual_sleeper_wakes_when_its_time_has_passed() -> None:
    clock = VirtualTime(1000.0)
    woke: list[float] = []

    async def sleeper() -> None:
        await clock.sleep(2 * HOUR)
        woke.append(clock.now())

    task = asyncio.create_task(sleeper())
    await asyncio.sleep(0)
    clock.advance(HOUR)
    await asyncio.sleep(0)
    assert woke == []  # an hour is not two
    clock.advance(HOUR)
    await asyncio.wait_for(task, 1)
    assert woke == [1000.0 + 2 * HOUR]


async def test_virtual_time_never_goes_back_and_a_cancelled_sleeper_is_harmless() -> None:
    clock = VirtualTime(1000.0)
    task = asyncio.create_task(clock.sleep(60))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    clock.advance(120)  # the cancelled waiter is skipped
    with pytest.raises(ValueError, match="back in time"):
        clock.set(10.0)
    assert clock.now() == 1120.0


async def test_system_time_is_the_real_clock() -> None:
    before = time.time()
    assert before <= SystemTime().now() <= time.time()
    await SystemTime().sleep(-1)  # a deadline already past does not wait
