"""Two game masters on one database lose nothing (issue 9, item 9).

Each test runs three times: two `GameMaster`s with their own store on one SQLite
file, and on one PostgreSQL database (as two processes would), and two
`GameMaster`s sharing one `MemoryStore`. Each
game master keeps its own cache, so the second one acts on what it read before
the first one wrote: every write must be checked against what is stored, and
the loser must reload, validate again and answer truthfully.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import MemoryStore, Store
from tests.support.databases import BACKENDS, Database
from tests.support.players import ADMIN, ANA, BOB, CHANNEL, GUILD, started, texts

BEA = User(6, "Bea")
CID = User(7, "Cid")

Pair = tuple[GameMaster, GameMaster]


@pytest.fixture(params=[*BACKENDS, "memory"])
async def pair(request: pytest.FixtureRequest) -> AsyncIterator[Pair]:
    stores: list[Store]
    if request.param == "memory":
        stores = [MemoryStore()] * 2
    else:
        database: Database = request.getfixturevalue("database_" + request.param)
        stores = [database.store(), database.store()]
    for store in stores:
        await store.open()
    yield GameMaster(stores[0], render=False), GameMaster(stores[1], render=False)
    for store in stores:
        await store.close()


def refused(reply: Reply, *fragments: str) -> None:
    assert not reply.ok and not reply.public and reply.ephemeral
    for fragment in fragments:
        assert fragment in texts(reply), texts(reply)


async def seat_names(gm: GameMaster) -> list[str]:
    record = await gm.store.active_session(CHANNEL)
    assert record is not None
    return [seat.name for seat in record.seats]


async def look(gm: GameMaster, user: User = ANA) -> None:
    """Make the game master read the channel's session into its cache."""
    assert (await gm.showing.status(CHANNEL, user)).ok


# -- the lobby --------------------------------------------------------------------
async def test_two_joins_at_once_both_take_a_seat(pair: Pair) -> None:
    first, second = pair
    assert (await first.lobby.new(CHANNEL, GUILD, ANA, "toy", {}, seed=4)).ok
    await look(second)  # both now hold the lobby with Ana alone
    bea = await second.lobby.join(CHANNEL, BEA)
    assert bea.ok and "Bea joined the lobby" in texts(bea)
    cid = await first.lobby.join(CHANNEL, CID)  # from a copy that has not seen Bea
    assert cid.ok and "Seats: 3" in texts(cid), texts(cid)
    assert await seat_names(first) == ["Ana", "Bea", "Cid"]
    started_reply = await first.lobby.start(CHANNEL, ANA)
    assert started_reply.ok and "Bea" in texts(started_reply)
    session = first.sessions.peek(CHANNEL)
    assert session is not None and [s.name for s in session.record.seats] == ["Ana", "Bea", "Cid"]


async def test_joins_racing_through_both_game_masters_all_count(pair: Pair) -> None:
    first, second = pair
    assert (await first.lobby.new(CHANNEL, GUILD, ANA, "toy", {})).ok
    await look(second)
    bea, cid = await asyncio.gather(first.lobby.join(CHANNEL, BEA), second.lobby.join(CHANNEL, CID))
    assert bea.ok and cid.ok, (texts(bea), texts(cid))
    assert sorted(await seat_names(first)) == ["Ana", "Bea", "Cid"]


async def test_a_lost_write_is_validated_again_on_the_fresh_lobby(pair: Pair) -> None:
    first, second = pair
    assert (await first.lobby.new(CHANNEL, GUILD, ANA, "toy", {})).ok
    await look(second)
    assert (await second.lobby.add_bot(CHANNEL, ANA, "random")).ok
    again = await first.lobby.add_bot(CHANNEL, ANA, "random")  # would have been "AI 1" too
    assert again.ok and "AI 2" in texts(again)
    assert await seat_names(second) == ["Ana", "AI 1", "AI 2"]
    refused(await second.lobby.join(CHANNEL, BOB), "full")  # second has not seen AI 2 either
    assert await seat_names(first) == ["Ana", "AI 1", "AI 2"]


async def test_a_join_after_the_game_started_elsewhere_is_refused(pair: Pair) -> None:
    first, second = pair
    assert (await first.lobby.new(CHANNEL, GUILD, ANA, "toy", {})).ok
    assert (await first.lobby.join(CHANNEL, BOB)).ok
    await look(second)
    assert (await first.lobby.start(CHANNEL, ANA)).ok
    refused(await second.lobby.join(CHANNEL, CID), "already started")
    refused(await second.lobby.leave(CHANNEL, BOB), "already started")
    assert await seat_names(first) == ["Ana", "Bob"]


async def test_leave_and_join_at_once_keep_both(pair: Pair) -> None:
    first, second = pair
    assert (await first.lobby.new(CHANNEL, GUILD, ANA, "toy", {})).ok
    assert (await first.lobby.join(CHANNEL, BOB)).ok
    await look(second)
    assert (await second.lobby.leave(CHANNEL, BOB)).ok
    assert (await first.lobby.join(CHANNEL, CID)).ok
    assert await seat_names(first) == ["Ana", "Cid"]


# -- an abort in the other process --------------------------------------------------
async def test_a_move_after_an_abort_elsewhere_is_refused_and_not_logged(pair: Pair) -> None:
    first, second = pair
    await started(first)
    await look(second)  # second holds the running game in its cache
    session_id = first.sessions.peek(CHANNEL).id  # type: ignore[union-attr]
    assert (await first.lobby.abort(CHANNEL, ANA, confirm=True)).ok
    move = await second.moves.play(CHANNEL, ANA, "pass")
    refused(move, "was ended a moment ago", "/game new")
    assert "Done" not in texts(move)
    assert await second.store.log(session_id) == []
    assert second.sessions.peek(CHANNEL) is None  # the stale copy is gone
    assert (await second.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok  # the channel is free


async def test_an_undo_after_an_abort_elsewhere_is_refused(pair: Pair) -> None:
    first, second = pair
    await started(first)
    assert (await first.moves.play(CHANNEL, ANA, "take")).ok
    await look(second)
    session_id = first.sessions.peek(CHANNEL).id  # type: ignore[union-attr]
    logged = len(await first.store.log(session_id))
    assert (await first.lobby.abort(CHANNEL, ADMIN, confirm=True)).ok
    refused(await second.moves.undo(CHANNEL, ANA, confirm=True), "was ended a moment ago")
    assert len(await second.store.log(session_id)) == logged


async def test_a_new_game_over_a_game_aborted_elsewhere_is_allowed(pair: Pair) -> None:
    first, second = pair
    await started(first)
    await look(second)
    assert (await first.lobby.abort(CHANNEL, ANA, confirm=True)).ok
    opened = await second.lobby.new(CHANNEL, GUILD, CID, "toy", {})
    assert opened.ok, texts(opened)


async def test_an_abort_after_an_abort_elsewhere_says_it_is_over(pair: Pair) -> None:
    first, second = pair
    await started(first)
    await look(second)
    assert (await first.lobby.abort(CHANNEL, ANA, confirm=True)).ok
    refused(await second.lobby.abort(CHANNEL, ANA, confirm=True), "was ended a moment ago")


# -- moves ----------------------------------------------------------------------------
async def test_two_moves_at_the_same_moment_keep_the_first(pair: Pair) -> None:
    first, second = pair
    await started(first)
    await look(second)  # both at seq 0, Ana to move
    session_id = first.sessions.peek(CHANNEL).id  # type: ignore[union-attr]
    assert (await first.moves.play(CHANNEL, ANA, "pass")).ok
    lost = await second.moves.play(CHANNEL, ANA, "take")
    refused(lost, "saved a moment before yours", "Bob")  # and who is asked now
    log = await first.store.log(session_id)
    assert [(r.seq, r.text) for r in log] == [(1, "pass")]
    mine, theirs = first.sessions.peek(CHANNEL), second.sessions.peek(CHANNEL)
    assert mine is not None and theirs is not None
    assert theirs.state.to_json() == mine.state.to_json()  # type: ignore[union-attr]
    assert (await second.moves.play(CHANNEL, BOB, "pass")).ok  # second plays on from the truth
    assert [r.seq for r in await first.store.log(session_id)] == [1, 2]


async def test_two_processes_racing_on_one_channel_never_both_store_a_move(pair: Pair) -> None:
    """Both game masters get the same person's move at the same moment, over and over
    (as two processes would if a channel's events ever reached both): exactly one
    is accepted each time, the log has one record per seq, and every accepted
    move is stored exactly once."""
    first, second = pair
    await started(first, options={"target": "40"})
    session_id = first.sessions.peek(CHANNEL).id  # type: ignore[union-attr]
    people = {0: ANA, 1: BOB}
    accepted = 0
    for _ in range(25):
        session = await first.sessions.get(CHANNEL)
        assert session is not None and session.state is not None
        if session.state.is_over():
            break
        seat = session.state.pending()[0].seat
        move = str(session.state.legal(seat)[0])
        replies = await asyncio.gather(
            first.moves.play(CHANNEL, people[seat], move),
            second.moves.play(CHANNEL, people[seat], move),
        )
        assert sum(reply.ok for reply in replies) == 1, [texts(r) for r in replies]
        accepted += 1
    assert accepted >= 10
    log = await first.store.log(session_id)
    assert [r.seq for r in log] == list(range(1, len(log) + 1))
    assert len([r for r in log if r.kind == "action"]) == accepted
