"""Sessions: restore = snapshot + replay, undo rules, the LRU cache."""

from __future__ import annotations

import asyncio

import pytest

from bot.sessions import (
    Session,
    SessionCache,
    UndoPlan,
    UndoRefused,
    effective_actions,
    load_session,
    plan_undo,
)
from bot.storage import LogRecord, MemoryStore, SeatRecord, SessionRecord, StorageError, Store
from games.core import Rng, get_game

TOY = get_game("toy")


def record(channel: int = 1, seed: int = 5, status: str = "running") -> SessionRecord:
    seats = [SeatRecord(1, "Ana"), SeatRecord(2, "Bob")]
    return SessionRecord(None, channel, None, "toy", {"target": "40"}, seed, 1, status, seats)


async def running_session(cache: SessionCache, channel: int = 1, seed: int = 5) -> Session:
    rec = record(channel, seed)
    await cache.store.create_session(rec)
    session = await cache.get(channel)
    assert session is not None and session.state is not None
    return session


async def play_some(cache: SessionCache, session: Session, count: int, seed: int = 0) -> None:
    """Apply and commit `count` legal actions chosen by a seeded generator."""
    rng = Rng(seed)
    for _ in range(count):
        state = session.state
        assert state is not None and not state.is_over()
        seat = state.pending()[0].seat
        choice = rng.choice(state.legal(seat))
        events = state.apply(seat, choice)
        rec = LogRecord(
            seq=session.seq + 1,
            kind="action",
            seat=seat,
            text=str(choice),
            user_id=seat + 1,
            barrier=events.barrier,
        )
        await cache.commit(session, rec)


def reference(session: Session) -> dict:
    """The state replayed from setup through the standing actions."""
    rec = session.record
    moves = [(a.seat, a.text) for a in session.actions]
    return TOY.replay(len(rec.seats), rec.options, rec.seed, moves).to_json()  # type: ignore[arg-type]


# -- restore ----------------------------------------------------------------------
async def test_restore_from_snapshot_and_log_equals_live_state(store: Store) -> None:
    cache = SessionCache(store, snapshot_every=4)
    session = await running_session(cache)
    await play_some(cache, session, 30)
    snapshot = await store.latest_snapshot(session.id)
    assert snapshot is not None and snapshot[0] == 28
    restored = await load_session(store, session.record)
    assert restored.state is not None and session.state is not None
    assert restored.state.to_json() == session.state.to_json() == reference(session)
    assert restored.seq == session.seq == 30
    assert restored.play.since_snapshot == 2  # replayed only what follows the snapshot


async def test_snapshot_of_a_withdrawn_action_is_ignored(store: Store) -> None:
    cache = SessionCache(store, snapshot_every=5)
    session = await running_session(cache)
    await play_some(cache, session, 12)
    # An undo whose snapshot cleanup never happened (a crash right after the append).
    await store.append(session.id, LogRecord(seq=13, kind="undo", user_id=1, target=7))
    assert (await store.latest_snapshot(session.id))[0] == 10  # type: ignore[index]
    restored = await load_session(store, session.record)
    assert [a.seq for a in restored.actions] == list(range(1, 8))
    assert restored.state.to_json() == reference(restored)  # type: ignore[union-attr]


def test_effective_actions_apply_undo_records() -> None:
    log = [
        LogRecord(1, "action", 0, "a"),
        LogRecord(2, "action", 1, "b"),
        LogRecord(3, "action", 0, "c"),
        LogRecord(4, "undo", target=1),
        LogRecord(5, "action", 1, "d"),
        LogRecord(6, "undo", target=0),
        LogRecord(7, "action", 0, "e"),
    ]
    assert [a.text for a in effective_actions(log)] == ["e"]
    assert [a.text for a in effective_actions(log[:5])] == ["a", "d"]


async def test_failed_commit_rolls_memory_back(store: Store) -> None:
    cache = SessionCache(store)
    session = await running_session(cache)
    await play_some(cache, session, 3)
    before = session.state.to_json()  # type: ignore[union-attr]
    seat = session.state.pending()[0].seat  # type: ignore[union-attr]
    session.state.apply(seat, session.state.legal(seat)[0])  # type: ignore[union-attr]
    taken = LogRecord(seq=3, kind="action", seat=seat, text="roll")  # seq 3 is taken
    with pytest.raises(StorageError):
        await cache.commit(session, taken)
    assert session.state.to_json() == before  # type: ignore[union-attr]
    assert session.seq == 3


async def test_undo_commit_rebuilds_state_and_drops_snapshots(store: Store) -> None:
    cache = SessionCache(store, snapshot_every=2)
    session = await running_session(cache)
    await play_some(cache, session, 6)
    plan_target = session.actions[2].seq
    keep = [(a.seat, a.text) for a in session.actions[:3]]
    await cache.commit_undo(session, UndoPlan(plan_target, session.actions[3:]), user_id=1)
    assert session.seq == 7 and [a.seq for a in session.actions] == [1, 2, 3]
    assert (await store.latest_snapshot(session.id))[0] <= plan_target  # type: ignore[index]
    expected = TOY.replay(2, {"target": "40"}, 5, keep).to_json()  # type: ignore[arg-type]
    assert session.state.to_json() == expected  # type: ignore[union-attr]


# -- undo rules -----------------------------------------------------------------
def act(seq: int, seat: int, *, forced: bool = False, barrier: bool = False) -> LogRecord:
    user = None if forced else seat + 1
    return LogRecord(seq, "action", seat, f"m{seq}", user, forced, barrier)


def test_undo_takes_own_last_chosen_action() -> None:
    plan = plan_undo([act(1, 1), act(2, 0), act(3, 0)], seats=[0])
    assert plan.target == 2 and [r.seq for r in plan.withdrawn] == [3]


def test_undo_takes_forced_actions_with_the_chosen_one() -> None:
    plan = plan_undo([act(1, 1), act(4, 0), act(5, 0, forced=True)], seats=[0])
    assert plan.target == 1 and [r.seq for r in plan.withdrawn] == [4, 5]


def test_undo_of_the_first_action_targets_zero() -> None:
    assert plan_undo([act(1, 0)], seats=[0]).target == 0


@pytest.mark.parametrize(
    ("log", "reason"),
    [
        ([act(1, 0), act(2, 1)], "other_player"),  # someone (or an AI) played since
        ([act(1, 0), act(2, 1, forced=True)], "other_player"),  # even a forced move
        ([act(1, 0, barrier=True)], "barrier"),  # own die roll
        ([act(1, 0), act(2, 0, forced=True, barrier=True)], "barrier"),
        ([], "nothing"),
        ([act(1, 0, forced=True)], "nothing"),  # only forced moves: nothing chosen
    ],
)
def test_undo_refusals(log: list[LogRecord], reason: str) -> None:
    with pytest.raises(UndoRefused) as refused:
        plan_undo(log, seats=[0])
    assert refused.value.reason == reason


def test_hot_seat_player_undoes_across_own_seats() -> None:
    plan = plan_undo([act(1, 0), act(2, 1)], seats=[0, 1])
    assert [r.seq for r in plan.withdrawn] == [2]


def test_undo_takes_the_ai_answers_after_the_callers_move_with_it() -> None:
    plan = plan_undo([act(1, 1), act(2, 0), act(3, 1), act(4, 0, forced=True), act(5, 1)],
                     seats=[0], ai_seats=[1])
    assert plan.target == 1 and [r.seq for r in plan.withdrawn] == [2, 3, 4, 5]


def ai(seq: int, *, barrier: bool = False, private: bool = False,
       stand_in: bool = False) -> LogRecord:
    return LogRecord(seq, "action", 1, f"m{seq}", None, barrier=barrier, private=private,
                     stand_in=stand_in)


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        (ai(2, barrier=True), "ai_barrier"),  # the AI rolled, or a card was seen
        (ai(2, private=True), "ai_private"),  # its answer depends on what it holds
        (ai(2, stand_in=True), "other_player"),  # a person's seat, an AI standing in
    ],
)
def test_undo_stops_at_an_ai_answer_that_revealed_something(
    record: LogRecord, reason: str
) -> None:
    with pytest.raises(UndoRefused) as refused:
        plan_undo([act(1, 0), record], seats=[0], ai_seats=[1])
    assert refused.value.reason == reason


# -- the cache --------------------------------------------------------------------
async def test_eviction_and_lazy_restore() -> None:
    store = MemoryStore()
    cache = SessionCache(store, capacity=2)
    sessions = [await running_session(cache, channel=c, seed=c) for c in (1, 2, 3)]
    for session in sessions:
        await play_some(cache, session, 5, seed=session.channel_id)
    assert len(cache) == 2
    assert cache.peek(1) is None and sessions[0].evicted
    again = await cache.get(1)
    assert again is not None and again is not sessions[0]
    assert again.state.to_json() == sessions[0].state.to_json()  # type: ignore[union-attr]
    assert cache.peek(2) is None  # least recently used went out this time


async def test_sessions_in_use_are_not_evicted() -> None:
    cache = SessionCache(MemoryStore(), capacity=1)
    first = await running_session(cache, channel=1)
    async with first.lock:
        await running_session(cache, channel=2)
        assert cache.peek(1) is first and len(cache) == 2
    await running_session(cache, channel=3)
    assert cache.peek(1) is None


async def test_concurrent_restores_share_one_session() -> None:
    store = MemoryStore()
    await store.create_session(record())
    cache = SessionCache(store)
    first, second = await asyncio.gather(cache.get(1), cache.get(1))
    assert first is second and first is not None


async def test_lobby_sessions_have_no_state_and_empty_channels_none() -> None:
    store = MemoryStore()
    await store.create_session(record(status="lobby"))
    cache = SessionCache(store)
    lobby = await cache.get(1)
    assert lobby is not None and lobby.state is None and not lobby.running
    assert await cache.get(2) is None


def test_an_ai_private_answer_that_rolled_is_refused_as_private() -> None:
    """Its notation is never named, even in the refusal of an undo."""
    with pytest.raises(UndoRefused) as refused:
        plan_undo([act(1, 0), ai(2, private=True, barrier=True)], seats=[0], ai_seats=[1])
    assert refused.value.reason == "ai_private"
