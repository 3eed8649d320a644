"""What both stores keep for time (migration 5): the sessions' clocks and when they
are due, moves an AI made for an absent person, reminder settings, the one nudge a
day claimed by exactly one writer."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import LogRecord, SeatRecord, SessionConflict, SessionRecord, Store
from bot.storage.base import ReminderPrefs
from tests.support.databases import Database

TIMING = {"table": {"per_decision": 86400.0}, "seats": {"0": {"since": 5.0}}}


def session(channel: int, status: str = "running", due_at: float | None = None) -> SessionRecord:
    return SessionRecord(None, channel, 7, "toy", {}, 1, 1, status=status,
                         seats=[SeatRecord(1, "Ana")], timing=dict(TIMING), due_at=due_at)


async def test_clocks_and_their_next_deadline_are_kept_with_the_session(store: Store) -> None:
    sid = await store.create_session(session(10, due_at=500.0))
    got = await store.get_session(sid)
    assert got is not None and got.timing == TIMING and got.due_at == 500.0
    got.timing["seats"]["0"]["sent"] = ["half"]
    got.due_at = None
    await store.update_session(got)
    again = await store.get_session(sid)
    assert again is not None and again.timing["seats"]["0"]["sent"] == ["half"]
    assert again.due_at is None


async def test_a_deadline_is_fired_by_one_writer_only(store: Store) -> None:
    sid = await store.create_session(session(10, due_at=500.0))
    first, second = await store.get_session(sid), await store.get_session(sid)
    assert first is not None and second is not None
    first.due_at = second.due_at = 900.0
    await store.update_session(first)
    with pytest.raises(SessionConflict):
        await store.update_session(second)


async def test_due_sessions_are_the_active_ones_due_earliest_first(store: Store) -> None:
    late = await store.create_session(session(1, due_at=300.0))
    early = await store.create_session(session(2, status="lobby", due_at=100.0))
    await store.create_session(session(3, due_at=None))
    await store.create_session(session(4, due_at=900.0))
    await store.create_session(session(5, status="finished", due_at=50.0))
    assert [r.id for r in await store.due_sessions(400.0)] == [early, late]
    assert [r.id for r in await store.due_sessions(400.0, limit=1)] == [early]
    assert await store.due_sessions(99.0) == []


async def test_a_move_made_for_an_absent_person_is_marked(store: Store) -> None:
    sid = await store.create_session(session(10))
    await store.append(sid, LogRecord(seq=1, kind="action", seat=0, text="roll", stand_in=True))
    await store.append(sid, LogRecord(seq=2, kind="action", seat=0, text="stop", user_id=1))
    assert [r.stand_in for r in await store.log(sid)] == [True, False]


async def test_the_kind_of_ai_that_chose_a_move_is_kept(store: Store) -> None:
    """Issue 27: the log names the level that played from the record itself."""
    sid = await store.create_session(session(10))
    await store.append(sid, LogRecord(seq=1, kind="action", seat=0, text="roll",
                                      stand_in=True, agent="search"))
    await store.append(sid, LogRecord(seq=2, kind="action", seat=1, text="roll", agent="noisy"))
    await store.append(sid, LogRecord(seq=3, kind="action", seat=0, text="stop", user_id=1))
    logged = await store.log(sid)
    assert [(r.stand_in, r.agent) for r in logged] == [(True, "search"), (False, "noisy"),
                                                       (False, "")]


async def test_a_version_7_database_keeps_its_moves_without_a_kind(database: Database) -> None:
    """Migration 8 adds the kind; a stand-in's move stored before has none ("")."""
    await database.old_schema(7)
    await database.execute(
            "INSERT INTO sessions (channel_id, guild_id, game, options, seed, host_id, status,"
            " seats, locale, created_at, updated_at) VALUES (5, NULL, 'toy', '{}', '9', 1,"
            " 'running', '[{\"user_id\": 1, \"name\": \"Ana\"}]', NULL, 1.0, 1.0)",

            "INSERT INTO log (session_id, seq, kind, seat, text, user_id, forced, barrier,"
            " target, events, created_at, private, stand_in) VALUES (1, 1, 'action', 0,"
            " 'roll', NULL, 0, 0, NULL, '[]', 1.0, 0, 1)",
    )
    async with database.store() as store:
        [logged] = await store.log(1)
        assert logged.stand_in is True and logged.agent == ""
        await store.append(1, LogRecord(seq=2, kind="action", seat=0, text="stop",
                                        stand_in=True, agent="heuristic"))
        assert [r.agent for r in await store.log(1)] == ["", "heuristic"]


async def test_reminder_settings_are_kept_per_person(store: Store) -> None:
    assert await store.get_reminders(3) == ReminderPrefs(3)
    await store.set_reminders(ReminderPrefs(3, direct=True, hours=6, last_nudge_at=99.0))
    assert await store.get_reminders(3) == ReminderPrefs(3, True, 6, False, 0.0)
    assert await store.claim_nudge(3, 1000.0, 500.0)
    await store.set_reminders(ReminderPrefs(3, direct=True, hours=8, muted=True))
    assert await store.get_reminders(3) == ReminderPrefs(3, True, 8, True, 1000.0)


async def test_settings_asked_for_at_once_each_come_back_to_their_asker(store: Store) -> None:
    """The SQLite store reads the settings asked for meanwhile in one query (as it
    commits moves together): each asker still gets its own person's, a person
    without settings the defaults, and a change stored before the asking is seen."""
    for user in (1, 3, 5):
        await store.set_reminders(ReminderPrefs(user, direct=True, hours=user))
    asked = [1, 2, 3, 1, 4, 5] * 3
    got = await asyncio.gather(*(store.get_reminders(user) for user in asked))
    assert [prefs.user_id for prefs in got] == asked
    assert all(p.direct and p.hours == p.user_id for p in got if p.user_id in (1, 3, 5))
    assert all(p == ReminderPrefs(p.user_id) for p in got if p.user_id in (2, 4))
    await store.set_reminders(ReminderPrefs(2, direct=True, hours=7))
    assert (await store.get_reminders(2)).hours == 7


async def test_one_nudge_a_day_claimed_by_exactly_one(store: Store) -> None:
    claims = await asyncio.gather(*(store.claim_nudge(4, 1000.0, 500.0) for _ in range(5)))
    assert sorted(claims) == [False, False, False, False, True]
    assert not await store.claim_nudge(4, 1400.0, 500.0)
    assert await store.claim_nudge(4, 1500.0, 500.0)
    assert await store.claim_nudge(5, 1500.0, 500.0)  # another person


async def test_a_version_4_database_gains_clocks_and_reminders(database: Database) -> None:
    await database.old_schema(4)
    await database.execute(
            "INSERT INTO sessions (channel_id, guild_id, game, options, seed, host_id, status,"
            " seats, locale, created_at, updated_at) VALUES (5, NULL, 'toy', '{}', '9', 1,"
            " 'running', '[{\"user_id\": 1, \"name\": \"Ana\"}]', NULL, 1.0, 1.0)",

            "INSERT INTO log (session_id, seq, kind, seat, text, user_id, forced, barrier,"
            " target, events, created_at) VALUES (1, 1, 'action', 0, 'roll', 1, 0, 0, NULL,"
            " '[]', 1.0)",
    )
    async with database.store() as store:
        record = await store.active_session(5)
        assert record is not None and record.timing == {} and record.due_at is None
        [logged] = await store.log(1)
        assert logged.stand_in is False
        assert await store.due_sessions(10.0**12) == []
        assert await store.claim_nudge(1, 10.0, 5.0)


async def test_clocks_that_cannot_be_read_start_again_without_harming_the_game(
    database: Database,
) -> None:
    async with database.store() as store:
        sid = await store.create_session(session(10, due_at=5.0))
    # PostgreSQL's DOUBLE PRECISION column cannot hold text: there the due time
    # is lost outright instead.
    due = "'soon'" if database.kind == "sqlite" else "NULL"
    await database.execute(f"UPDATE sessions SET timing='{{oops', due_at={due} WHERE id=?",
                           params=[sid])
    async with database.store() as store:
        record = await store.get_session(sid)
        assert record is not None and record.timing == {} and record.due_at is None
        assert record.damaged == ()
