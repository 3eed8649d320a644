"""The store's two looks across sessions, the same in both backends: the active
games a person sits at (`/games list`), and a channel's last session (a finished
game stays viewable until a new one opens)."""

from __future__ import annotations

from bot.storage import SeatRecord, SessionRecord, Store
from tests.support.databases import Database


def table(channel: int, *seats: SeatRecord, status: str = "running") -> SessionRecord:
    return SessionRecord(None, channel, 7, "toy", {"target": "12"}, 1, 1, status=status,
                         seats=list(seats))


ANA, BOB = SeatRecord(11, "Ana"), SeatRecord(12, "Bob")
AI = SeatRecord(None, "AI 1", "heuristic")


async def test_sessions_of_user_are_the_active_ones_with_their_own_seat(store: Store) -> None:
    playing = await store.create_session(table(1, ANA, BOB))
    lobby = await store.create_session(table(2, BOB, ANA, status="lobby"))
    await store.create_session(table(3, ANA, status="finished"))
    await store.create_session(table(4, ANA, status="aborted"))
    await store.create_session(table(5, BOB, AI))
    await store.create_session(table(6, SeatRecord(111, "Ann"), BOB))  # 111 starts with 11
    # An AI seat is nobody's, even if its id field happened to hold a person's.
    await store.create_session(table(7, SeatRecord(11, "Robot", "random"), BOB))
    found = await store.sessions_of_user(11)
    assert [r.id for r in found] == [playing, lobby]
    assert [s.name for s in found[0].seats] == ["Ana", "Bob"]
    assert [r.channel_id for r in await store.sessions_of_user(12)] == [1, 2, 5, 6, 7]
    assert await store.sessions_of_user(99) == []


async def test_last_session_of_a_channel_whatever_its_status(store: Store) -> None:
    assert await store.last_session(1) is None
    first = await store.create_session(table(1, ANA, status="finished"))
    await store.create_session(table(2, BOB))
    last = await store.last_session(1)
    assert last is not None and last.id == first and last.status == "finished"
    second = await store.create_session(table(1, BOB, status="lobby"))
    newer = await store.last_session(1)
    assert newer is not None and newer.id == second and newer.status == "lobby"


async def test_a_damaged_seat_list_that_names_the_user_is_still_listed(
    database: Database,
) -> None:
    """A hand-edited row whose seats no longer parse: the list shows it as damaged
    rather than hiding a game the person is in."""
    store = database.store()
    await store.open()
    try:
        sid = await store.create_session(table(1, ANA, BOB))
        await database.execute("UPDATE sessions SET seats=? WHERE id=?",
                               params=['[{"user_id": 11, "name": "Ana"', sid])
        [found] = await store.sessions_of_user(11)
        assert found.id == sid and "seats" in found.damaged
        assert await store.sessions_of_user(12) == []  # its text no longer names Bob fully
    finally:
        await store.close()
