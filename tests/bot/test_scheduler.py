"""The scheduler (bot/scheduler.py): passes over the stored deadlines, virtual time
played forward in order, a background task that survives failures, and a
notifier failure that silences nobody else."""

from __future__ import annotations

import asyncio

import pytest

from bot.notifier import Notice, send_all
from bot.replies import Message
from bot.scheduler import Scheduler
from bot.service import GameMaster
from bot.storage import MemoryStore, SessionRecord, StorageError
from bot.timesource import HOUR, VirtualTime
from tests.bot.test_time_service import Recorder
from tests.support.players import ANA, BOB, GUILD

T0 = 1_750_000_000.0


class UnwritableStore(MemoryStore):
    """A store whose sessions can be read but no longer changed (a full disk)."""

    broken = False

    async def update_session(self, record: SessionRecord) -> None:
        if self.broken:
            raise StorageError("disk full")
        await super().update_session(record)


async def table(gm: GameMaster, channel: int, options: dict[str, str]) -> None:
    assert (await gm.lobby.new(channel, GUILD, ANA, "toy", options, seed=channel)).ok
    assert (await gm.lobby.join(channel, BOB)).ok
    assert (await gm.lobby.start(channel, ANA)).ok


async def test_each_due_session_fires_once_per_pass_and_in_order_of_time() -> None:
    gm, notes = GameMaster(MemoryStore(), render=False, time=VirtualTime(T0)), Recorder()
    await table(gm, 1, {"clock": "1d"})
    await table(gm, 2, {"clock": "12h"})
    await table(gm, 3, {})
    scheduler = Scheduler(gm, notes)
    assert await scheduler.run_due() == 0
    await scheduler.pass_time(13 * HOUR)
    assert [(n.channel_id, "half" in n.message.text) for n in notes.notices] == [
        (2, True), (1, True), (2, False)  # 6 h; then at 12 h the older session first
    ]


async def test_a_deadline_that_cannot_be_stored_does_not_spin_the_clock() -> None:
    store = UnwritableStore()
    gm, notes = GameMaster(store, render=False, time=VirtualTime(T0)), Recorder()
    await table(gm, 1, {"clock": "1d"})
    store.broken = True
    scheduler = Scheduler(gm, notes)
    await asyncio.wait_for(scheduler.pass_time(100 * HOUR), 5)
    assert notes.notices == []  # never said, since never stored as fired
    assert gm.time.now() == T0 + 100 * HOUR
    store.broken = False
    await scheduler.run_due()  # stored now: only the latest step, the AI stepping in
    said = [n.message.text for n in notes.notices]
    assert "away too long" in said[0] and not any("half" in t or "is up" in t for t in said)


async def test_the_background_task_fires_on_its_own_and_stops() -> None:
    clock = VirtualTime(T0)
    gm, notes = GameMaster(MemoryStore(), render=False, time=clock), Recorder()
    await table(gm, 1, {"clock": "1d"})
    scheduler = Scheduler(gm, notes)
    scheduler.start()
    scheduler.start()  # once is enough
    assert scheduler.running
    clock.advance(13 * HOUR)
    for _ in range(200):
        if notes.notices:
            break
        await asyncio.sleep(0)
    assert len(notes.notices) == 1
    await scheduler.stop()
    await scheduler.stop()
    assert not scheduler.running


async def test_only_a_virtual_clock_can_be_moved() -> None:
    scheduler = Scheduler(GameMaster(MemoryStore(), render=False), Recorder())
    with pytest.raises(TypeError):
        await scheduler.pass_time(HOUR)


class Grumpy(Recorder):
    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        if channel_id == 1:
            raise RuntimeError("channel deleted")
        await super().post(channel_id, message, locale)


async def test_a_message_that_cannot_be_sent_does_not_silence_the_others() -> None:
    notes = Grumpy()
    await send_all(notes, [Notice(Message("a"), channel_id=1), Notice(Message("b"), channel_id=2),
                           Notice(Message("c"), user_id=5)])
    assert [n.message.text for n in notes.notices] == ["b", "c"]


# -- one scheduler across processes ---------------------------------------------------
async def wait_for(condition: object, rounds: int = 200) -> None:
    for _ in range(rounds):
        if condition():  # type: ignore[operator]
            return
        await asyncio.sleep(0)


async def test_of_two_processes_one_runs_the_scheduler_and_a_clean_stop_hands_over() -> None:
    clock, shared = VirtualTime(T0), MemoryStore()
    first = Scheduler(GameMaster(shared, render=False, time=clock), Recorder())
    second = Scheduler(GameMaster(shared, render=False, time=clock), Recorder())
    assert await first.lead() and not await second.lead()
    assert await first.lead()  # renewed
    await first.stop()  # gives the lease up
    assert await second.lead() and not await first.lead()


async def test_when_the_scheduler_process_dies_another_takes_over_after_the_lease() -> None:
    clock, shared = VirtualTime(T0), MemoryStore()
    gm = GameMaster(shared, render=False, time=clock)
    await table(gm, 1, {"clock": "1d"})
    dead = Scheduler(gm, Recorder(), lease_ttl=600.0)
    assert await dead.lead()  # ... and then the process is killed: no release
    heir_notes = Recorder()
    heir = Scheduler(GameMaster(shared, render=False, time=clock), heir_notes, lease_ttl=600.0)
    heir.start()
    await wait_for(lambda: heir.leading)
    assert not heir.leading  # the dead one's lease still runs
    clock.advance(13 * HOUR)  # the lease ran out long ago; the half-time warning is due
    await wait_for(lambda: heir_notes.notices)
    assert heir.leading and len(heir_notes.notices) == 1
    await heir.stop()


async def test_a_standby_process_fires_nothing() -> None:
    clock, shared = VirtualTime(T0), MemoryStore()
    gm = GameMaster(shared, render=False, time=clock)
    await table(gm, 1, {"clock": "1d"})
    assert await Scheduler(gm, Recorder(), lease_ttl=10 * 24 * HOUR).lead()
    standby_notes = Recorder()
    standby = Scheduler(GameMaster(shared, render=False, time=clock), standby_notes)
    standby.start()
    clock.advance(13 * HOUR)
    for _ in range(200):
        await asyncio.sleep(0)
    assert standby_notes.notices == [] and not standby.leading
    await standby.stop()
