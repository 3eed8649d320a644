"""A damaged row in the database breaks one channel, never the bot (issue 9, item 8).

A game is played and saved through the game master on an SQLite file or a
PostgreSQL database; it is then damaged with raw SQL, one column at a time,
and a new game master (as after a restart) must: tell that channel its record
is damaged, in clear words and in the reader's language; let its host or a
channel admin end it and open a new game; leave other channels playing; and
never overwrite the damaged part.
A damaged or empty snapshot is only a lost cache: the game goes on from the log.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import Store
from games.core import get_game
from tests.support.databases import Database
from tests.support.players import ADMIN, ANA, BOB, CAL, CHANNEL, DEE, GUILD, started, texts

OTHER = CHANNEL + 1

# column -> the SQL that damages it in CHANNEL's session (session 1)
DAMAGE = {
    "seats": "UPDATE sessions SET seats = '[{\"user_id\": 1, \"name\": \"An' WHERE id = 1",
    "options": "UPDATE sessions SET options = '{\"target\": ' WHERE id = 1",
    "seed": "UPDATE sessions SET seed = 'forty-two' WHERE id = 1",
    "host_id": "UPDATE sessions SET host_id = 'Ana' WHERE id = 1",
    "log": "UPDATE log SET events = '[{\"kind\": \"roll\"' WHERE session_id = 1 AND seq = 1",
}
WHAT = {
    "seats": "the seats",
    "options": "the options",
    "seed": "the seed",
    "host_id": "the host",
    "log": "the moves",
}
HOST_KNOWN = {"options", "seed", "log"}  # damaged seats or host: only an admin may end it


Restart = Callable[[], Awaitable[GameMaster]]


@pytest.fixture
async def restart(database: Database) -> AsyncIterator[Restart]:
    """A new game master on the same database, as after a restart."""
    opened: list[Store] = []

    async def start() -> GameMaster:
        store = database.store()
        await store.open()
        opened.append(store)
        return GameMaster(store, render=False, snapshot_every=2)

    yield start
    for store in opened:
        await store.close()


async def two_games(gm: GameMaster) -> None:
    """A running game in CHANNEL (session 1, a few moves) and one in OTHER."""
    await started(gm, (ANA, BOB), options={"target": "40"})
    for action in ("pass", "pass", "take"):
        seat_of = {0: ANA, 1: BOB}
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.state is not None
        reply = await gm.moves.play(CHANNEL, seat_of[session.state.pending()[0].seat], action)
        assert reply.ok, texts(reply)
    await started(gm, (BOB, CAL), channel=OTHER)


async def damage(database: Database, sql: str) -> None:
    if "host_id" in sql and database.kind == "postgres":
        pytest.skip("a BIGINT column cannot hold text on PostgreSQL")
    await database.execute(sql)


async def raw(database: Database, sql: str) -> object:
    return await database.value(sql)


def refused(reply: Reply, *fragments: str) -> None:
    assert not reply.ok and not reply.public and reply.ephemeral
    for fragment in fragments:
        assert fragment in texts(reply), texts(reply)


async def confirmed_abort(gm: GameMaster, who: object) -> Reply:
    asked = await gm.lobby.abort(CHANNEL, who)  # type: ignore[arg-type]
    assert asked.ok, texts(asked)
    question = asked.ephemeral[0]
    return await gm.lobby.abort(
        CHANNEL, who, confirm=True, seq=question.seq, session_id=question.session_id  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("column", sorted(DAMAGE))
async def test_a_damaged_column_stops_that_channel_only(
    restart: Restart, database: Database, column: str
) -> None:
    await two_games(await restart())
    await damage(database, DAMAGE[column])
    gm = await restart()

    for attempt in (
        gm.moves.play(CHANNEL, BOB, "pass"),
        gm.showing.status(CHANNEL, ANA),
        gm.lobby.join(CHANNEL, DEE),
        gm.moves.undo(CHANNEL, ANA),
        gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {}),
    ):
        refused(await attempt, "saved record is damaged", WHAT[column], "/game abort")
    spanish = await gm.moves.play(CHANNEL, CAL, "pass")
    refused(spanish, "registro guardado está dañado", "/partida anular")
    assert (await gm.moves.play(OTHER, BOB, "pass")).ok  # the other channel plays on

    if column in HOST_KNOWN:
        assert "Its host (Ana)" in texts(await gm.showing.status(CHANNEL, BOB))
        refused(await gm.lobby.abort(CHANNEL, BOB), "Its host (Ana)")
        ended = await confirmed_abort(gm, ANA)
    else:
        refused(await gm.lobby.abort(CHANNEL, ANA), "Only someone who manages this channel")
        refused(await gm.lobby.abort(CHANNEL, ANA, confirm=True), "no longer tells who the host is")
        ended = await confirmed_abort(gm, ADMIN)
    assert ended.ok and "ended the game" in texts(ended)
    assert (await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok  # a new game in the channel
    assert await raw(database, "SELECT status FROM sessions WHERE id = 1") == "aborted"


@pytest.mark.parametrize("column", ["seats", "options", "seed", "host_id"])
async def test_ending_a_damaged_session_keeps_the_damaged_part_as_it_was(
    restart: Restart, database: Database, column: str
) -> None:
    """What could not be read is evidence, not something to overwrite."""
    await two_games(await restart())
    await damage(database, DAMAGE[column])
    before = await raw(database, f"SELECT {column} FROM sessions WHERE id = 1")
    gm = await restart()
    assert (await confirmed_abort(gm, ADMIN)).ok
    assert await raw(database, f"SELECT {column} FROM sessions WHERE id = 1") == before


@pytest.mark.parametrize("state", ['{"turn": ', "", "{}", "null", "[1, 2]"])
async def test_a_damaged_or_empty_snapshot_is_rebuilt_from_the_log(
    restart: Restart, database: Database, state: str
) -> None:
    first = await restart()
    await two_games(first)
    live = first.sessions.peek(CHANNEL)
    assert live is not None and live.state is not None
    expected = live.state.to_json()
    assert await raw(database, "SELECT COUNT(*) FROM snapshots WHERE session_id = 1")
    await damage(database, f"UPDATE snapshots SET state = '{state}' WHERE session_id = 1")

    gm = await restart()
    status = await gm.showing.status(CHANNEL, ANA)
    assert status.ok and "damaged" not in texts(status)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    assert session.state.to_json() == expected
    toy = get_game("toy")
    moves = [(a.seat, a.text) for a in session.actions]
    assert toy.replay(2, {"target": "40"}, 1, moves).to_json() == expected  # type: ignore[arg-type]
    mover = {0: ANA, 1: BOB}[session.state.pending()[0].seat]
    assert (await gm.moves.play(CHANNEL, mover, "roll")).ok


async def test_a_snapshot_that_fails_to_load_is_ignored(
    restart: Restart, database: Database
) -> None:
    """Readable JSON, but not a state the game can load: also just a lost cache."""
    await two_games(await restart())
    await damage(database, "UPDATE snapshots SET state = '{\"pot\": \"lots\"}'")
    gm = await restart()
    assert (await gm.showing.board(CHANNEL, ANA)).ok


async def test_a_game_no_longer_installed_can_be_ended_and_replaced(
    restart: Restart, database: Database
) -> None:
    """Issue 25, item 19: a stored game id that is no longer registered answered
    every command, abort and `/game new` included, with "I could not save that".
    The channel now hears which game and what is wrong, and its host ends it."""
    await two_games(await restart())
    await damage(database, "UPDATE sessions SET game = 'croquet' WHERE id = 1")
    gm = await restart()
    for attempt in (
        gm.moves.play(CHANNEL, BOB, "pass"),
        gm.showing.status(CHANNEL, ANA),
        gm.showing.board(CHANNEL, ANA),
        gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {}),
    ):
        refused(await attempt, "“croquet”", "no such game is installed", "/game abort")
    refused(await gm.showing.status(CHANNEL, CAL), "“croquet”", "ningún juego con ese nombre")
    assert (await gm.moves.play(OTHER, BOB, "pass")).ok
    ended = await confirmed_abort(gm, ANA)
    assert ended.ok and "ended the game" in texts(ended), texts(ended)
    assert (await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok
    assert await raw(database, "SELECT game FROM sessions WHERE id = 1") == "croquet"


@pytest.mark.parametrize(
    ("sql", "where"),
    [
        ("UPDATE log SET seat = NULL WHERE session_id = 1 AND seq = 2", "record 2, its `seat`"),
        ("UPDATE log SET seat = 'Bob' WHERE session_id = 1 AND seq = 2", "record 2, its `seat`"),
        ("UPDATE log SET kind = 'redo' WHERE session_id = 1 AND seq = 1", "record 1, its `kind`"),
        ("UPDATE log SET forced = 7 WHERE session_id = 1 AND seq = 3", "record 3, its `forced`"),
    ],
)
async def test_a_damaged_column_of_a_log_record_is_named(
    restart: Restart, database: Database, sql: str, where: str
) -> None:
    """Issue 25, item 20: a log row with a NULL or text seat raised on every
    command of its channel. Its channel now says which record and which column."""
    await two_games(await restart())
    if "'Bob'" in sql and database.kind == "postgres":
        pytest.skip("an INTEGER column cannot hold text on PostgreSQL")
    await damage(database, sql)
    gm = await restart()
    refused(await gm.showing.status(CHANNEL, ANA), "saved record is damaged", where, "/game abort")
    spanish = where.replace("record", "registro").replace(", its", ", su")
    refused(await gm.moves.play(CHANNEL, CAL, "pass"), "registro guardado está dañado", spanish)
    assert (await gm.moves.play(OTHER, BOB, "pass")).ok
    assert (await confirmed_abort(gm, ANA)).ok
    assert (await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok


async def test_an_undo_record_with_a_text_target_is_named(
    restart: Restart, database: Database
) -> None:
    gm = await restart()
    await two_games(gm)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    mover = {0: ANA, 1: BOB}[session.state.pending()[0].seat]
    assert (await gm.moves.play(CHANNEL, mover, "pass")).ok
    assert (await gm.moves.undo(CHANNEL, mover, confirm=True)).ok
    if database.kind == "postgres":
        await damage(database, "UPDATE log SET target = NULL WHERE kind = 'undo'")
    else:
        await damage(database, "UPDATE log SET target = 'three' WHERE kind = 'undo'")
    gm = await restart()
    refused(await gm.showing.status(CHANNEL, ANA), "saved record is damaged", "its `target`")
    assert (await confirmed_abort(gm, ANA)).ok


async def test_a_damaged_version_is_told_before_anything_is_stored(
    restart: Restart, database: Database
) -> None:
    """A version of 2.5 failed `/game undo` after the undo was stored, so the player
    heard that nothing changed. Now the channel says the record is damaged before
    anything is written, and ending the game stores a fresh version."""
    await two_games(await restart())
    await damage(database, "UPDATE sessions SET version = 2.5 WHERE id = 1")
    if await raw(database, "SELECT version FROM sessions WHERE id = 1") != 2.5:
        pytest.skip("PostgreSQL rounds a fraction into an INTEGER column")
    records = await raw(database, "SELECT COUNT(*) FROM log WHERE session_id = 1")
    gm = await restart()
    refused(await gm.moves.undo(CHANNEL, ANA, confirm=True), "the version counter", "/game abort")
    refused(await gm.moves.undo(CHANNEL, CAL), "el contador de versiones")
    assert await raw(database, "SELECT COUNT(*) FROM log WHERE session_id = 1") == records
    assert (await confirmed_abort(gm, ANA)).ok
    assert await raw(database, "SELECT version FROM sessions WHERE id = 1") == 1
    assert await raw(database, "SELECT status FROM sessions WHERE id = 1") == "aborted"


@pytest.mark.parametrize("hours", ["'twelve'", "0", "-3", "NULL"])
async def test_damaged_reminder_settings_cost_only_themselves(
    restart: Restart, database: Database, hours: str
) -> None:
    """One person's reminder row with bad hours raised on every move that passed
    the turn to them, in every channel, in `/games reminders` and in the scheduler's
    pass. Now the defaults stand in, and `/games reminders` says so."""
    first = await restart()
    await two_games(first)
    assert (await first.time_commands.reminders(BOB, direct=True, hours=6)).ok
    assert (await first.time_commands.reminders(CAL, direct=True, hours=6)).ok
    try:
        await database.execute(f"UPDATE reminders SET hours = {hours} WHERE user_id = 2")
    except Exception:
        pytest.skip(f"{database.kind} keeps no {hours} in an INTEGER NOT NULL column")
    await database.execute(f"UPDATE reminders SET hours = {hours} WHERE user_id = 3")
    gm = await restart()
    for channel in (CHANNEL, OTHER):
        for _ in range(4):  # the turn passes to Bob (and to Cal) on the way
            session = await gm.sessions.get(channel)
            assert session is not None and session.state is not None
            seat = session.state.pending()[0].seat
            person = next(p for p in (ANA, BOB, CAL) if seat in session.seats_of(p.id))
            played = await gm.moves.play(channel, person, "pass")
            assert played.ok, texts(played)
    english = await gm.time_commands.reminders(BOB)
    assert english.ok and "could not be read (hours" in texts(english)
    assert "after 12 h" in texts(english)
    spanish = await gm.time_commands.reminders(CAL)
    assert spanish.ok and "no se ha podido leer (hours" in texts(spanish)
    await gm.deadlines.fire_due(CHANNEL)  # never raises
    assert (await gm.time_commands.reminders(BOB, hours=8)).ok  # choosing again repairs the row
    assert "could not be read" not in texts(await gm.time_commands.reminders(BOB))
