"""Keeping a session's clocks in step with its game, and deciding what fires.

The clock rules (bot/clock.py) know seconds, not games; this module reads a
session to tell them who is awaited now and what each person asked of
reminders, and returns the change to store with the session's version check
(`Tables.write`, bot/tables.py): if another process changed the session first, the
change is worked out again on the fresh record, so a deadline fires once.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.clock import NUDGE, Due, Timing
from bot.sessions import Session
from bot.storage.base import SessionRecord, Store
from bot.timesource import DAY, HOUR

NUDGE_EVERY = DAY
"""At most one direct reminder per person in this time, across all their games."""


def awaited_people(session: Session) -> set[int]:
    """The seats of people (not AI seats) the game waits for now."""
    state = session.state
    if not session.running or state is None or state.is_over():
        return set()
    seats = session.record.seats
    return {p.seat for p in state.pending() if 0 <= p.seat < len(seats) and not seats[p.seat].is_ai}


async def nudge_after(
    store: Store, record: SessionRecord, timing: Timing, seats: Collection[int]
) -> dict[int, float | None]:
    """For seats whose wait begins: after how long their person asked for a direct
    message (only in games without a clock; None: not asked, or muted)."""
    if timing.table.clock.running:
        return {}
    after: dict[int, float | None] = {}
    for seat in seats:
        user_id = record.seats[seat].user_id
        if user_id is None:
            continue
        prefs = await store.get_reminders(user_id)
        after[seat] = prefs.hours * HOUR if prefs.direct and not prefs.muted else None
    return after


async def follow_turns(store: Store, session: Session, now: float) -> Timing | None:
    """The session's timing made to follow who is awaited now (its `store` method is
    the change to save), or None when it already does."""
    awaited = awaited_people(session)
    running = session.record.status == "running"
    # Asked twice a move (at its flush, then after its reply): the second time the
    # clocks follow already, which the parse kept for reading tells without a copy.
    kept = Timing.read(session.record)
    if kept.follows(awaited, running):
        return None if session.record.due_at == kept.next_due() else Timing.of(session.record)
    timing = Timing.of(session.record)
    nudges = await nudge_after(store, session.record, timing, timing.starting(awaited))
    changed = timing.follow(awaited, now, nudges, running=running)
    if not changed and session.record.due_at == timing.next_due():
        return None
    return timing


async def follow_reminders(store: Store, session: Session, user_id: int) -> Timing | None:
    """The session's timing after `user_id` changed their reminder settings: the
    direct messages of their decisions under way follow the new settings (None when
    nothing changes)."""
    timing = Timing.of(session.record)
    mine = [
        seat for seat in awaited_people(session) if session.record.seats[seat].user_id == user_id
    ]
    nudges = await nudge_after(store, session.record, timing, mine)
    changed = [timing.renudge(seat, nudges.get(seat)) for seat in mine]
    return timing if any(changed) else None


async def fire_plan(
    store: Store, session: Session, now: float
) -> tuple[Timing | None, list[Due]]:
    """What fires now in a session, with the timing that records it as fired (None
    when nothing is to be stored). The clocks first follow the game, so nothing
    fires for a seat that is no longer awaited."""
    timing = Timing.of(session.record)
    awaited = awaited_people(session)
    nudges = await nudge_after(store, session.record, timing, timing.starting(awaited))
    timing.follow(awaited, now, nudges, running=session.record.status == "running")
    dues = timing.due(now, lobby=session.record.status == "lobby")
    dues = [due for due in dues if await _nudge_allowed(store, session.record, timing, due, now)]
    timing.mark(dues, now)
    if not dues and _stored(session.record, timing):
        return None, []
    return timing, dues


async def _nudge_allowed(
    store: Store, record: SessionRecord, timing: Timing, due: Due, now: float
) -> bool:
    """A direct reminder goes out only to someone who still wants it and had none in
    the last day; one that must wait is postponed (recorded in `timing`)."""
    if due.kind != NUDGE or due.seat is None:
        return True
    user_id = record.seats[due.seat].user_id
    if user_id is None:
        return False
    prefs = await store.get_reminders(user_id)
    if not prefs.direct or prefs.muted:
        timing.seat(due.seat).sent.append(NUDGE)  # not wanted any more: never sent
        return False
    if prefs.last_nudge_at > now - NUDGE_EVERY:
        timing.postpone_nudge(due.seat, prefs.last_nudge_at + NUDGE_EVERY)
        return False
    return True


def _stored(record: SessionRecord, timing: Timing) -> bool:
    return record.timing == timing.to_json() and record.due_at == timing.next_due()
