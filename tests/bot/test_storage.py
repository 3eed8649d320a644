"""Both stores keep the same promises: one active session per channel, a unique
seq per record, ordered logs, snapshots, settings; SQLite also survives reopening."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import (
    ChannelBusy,
    DamagedRecord,
    LogRecord,
    MemoryStore,
    PostgresStore,
    SeatRecord,
    SeqConflict,
    SessionConflict,
    SessionEnded,
    SessionRecord,
    SQLiteStore,
    StorageError,
    Store,
    open_store,
)
from bot.storage import schema_postgres as postgres_schema
from bot.storage.schema import LATEST_VERSION, MIGRATIONS
from tests.support.databases import Database
from tests.support.postgres_server import free_port


def session(channel: int = 10, status: str = "lobby", seed: int = 42) -> SessionRecord:
    return SessionRecord(
        id=None,
        channel_id=channel,
        guild_id=7,
        game="toy",
        options={"target": "12"},
        seed=seed,
        host_id=1,
        status=status,
        seats=[SeatRecord(1, "Ana"), SeatRecord(None, "AI 1", "heuristic")],
        locale="es",
    )


def action(seq: int, **fields: object) -> LogRecord:
    return LogRecord(seq=seq, kind="action", seat=0, text=f"move{seq}", user_id=1, **fields)  # type: ignore[arg-type]


async def test_session_round_trip_keeps_every_field(store: Store) -> None:
    record = session(seed=2**64 - 1)  # larger than SQLite's own integers
    sid = await store.create_session(record)
    assert record.id == sid
    got = await store.get_session(sid)
    assert got is not None
    assert (got.channel_id, got.guild_id, got.game, got.options) == (10, 7, "toy", {"target": "12"})
    assert got.seed == 2**64 - 1
    assert got.seats == record.seats and got.seats[1].is_ai
    assert (got.status, got.host_id, got.locale) == ("lobby", 1, "es")
    assert got.created_at > 0
    assert await store.get_session(sid + 100) is None


async def test_second_active_session_in_a_channel_is_refused(store: Store) -> None:
    first = session()
    await store.create_session(first)
    with pytest.raises(ChannelBusy):
        await store.create_session(session(status="running"))
    other_channel = await store.create_session(session(channel=11))
    assert other_channel != first.id
    active = await store.active_session(10)
    assert active is not None and active.id == first.id


async def test_finished_sessions_free_the_channel(store: Store) -> None:
    first = session()
    await store.create_session(first)
    first.status = "finished"
    await store.update_session(first)
    assert await store.active_session(10) is None
    second = session()
    await store.create_session(second)
    # Reviving the old one while the new one is active is refused.
    first.status = "running"
    with pytest.raises(ChannelBusy):
        await store.update_session(first)
    assert (await store.get_session(first.id)).status == "finished"  # type: ignore[union-attr]


async def test_update_changes_seats_and_status(store: Store) -> None:
    record = session()
    await store.create_session(record)
    record.seats.append(SeatRecord(2, "Bob"))
    record.status = "running"
    await store.update_session(record)
    got = await store.get_session(record.id)  # type: ignore[arg-type]
    assert got is not None and [s.name for s in got.seats] == ["Ana", "AI 1", "Bob"]
    assert got.status == "running"


async def test_unknown_sessions_and_statuses_are_errors(store: Store) -> None:
    ghost = session()
    ghost.id = 999
    with pytest.raises(StorageError):
        await store.update_session(ghost)
    with pytest.raises(StorageError):
        await store.append(999, action(1))
    with pytest.raises(StorageError):
        await store.create_session(session(status="paused"))


async def test_returned_records_are_copies(store: Store) -> None:
    record = session()
    sid = await store.create_session(record)
    record.seats.clear()
    got = await store.get_session(sid)
    assert got is not None and len(got.seats) == 2
    got.seats.clear()
    assert len((await store.get_session(sid)).seats) == 2  # type: ignore[union-attr]


async def test_seq_conflict_keeps_the_first_record(store: Store) -> None:
    sid = await store.create_session(session())
    await store.append(sid, action(1))
    with pytest.raises(SeqConflict):
        await store.append(sid, LogRecord(seq=1, kind="action", seat=1, text="other"))
    log = await store.log(sid)
    assert [(r.seq, r.text) for r in log] == [(1, "move1")]


async def test_log_is_ordered_and_keeps_every_field(store: Store) -> None:
    sid = await store.create_session(session())
    other = await store.create_session(session(channel=11))
    events = [{"kind": "roll", "params": {"face": 4}}]
    await store.append(sid, action(3, forced=True, barrier=True, events=events))
    await store.append(sid, action(1))
    await store.append(sid, LogRecord(seq=2, kind="undo", user_id=1, target=0))
    await store.append(other, action(1))
    log = await store.log(sid)
    assert [r.seq for r in log] == [1, 2, 3]
    assert log[1].kind == "undo" and log[1].target == 0 and log[1].seat is None
    assert log[2].forced and log[2].barrier and log[2].events == events
    assert log[2].created_at > 0
    assert [r.seq for r in await store.log(sid, after_seq=1)] == [2, 3]
    assert len(await store.log(other)) == 1


async def test_snapshots_latest_and_drop_after(store: Store) -> None:
    sid = await store.create_session(session())
    assert await store.latest_snapshot(sid) is None
    await store.save_snapshot(sid, 5, {"at": 5})
    await store.save_snapshot(sid, 10, {"at": 10, "nested": [1, {"x": None}]})
    assert await store.latest_snapshot(sid) == (10, {"at": 10, "nested": [1, {"x": None}]})
    await store.save_snapshot(sid, 10, {"at": "again"})
    assert await store.latest_snapshot(sid) == (10, {"at": "again"})
    await store.drop_snapshots_after(sid, 7)
    assert await store.latest_snapshot(sid) == (5, {"at": 5})
    await store.drop_snapshots_after(sid, 0)
    assert await store.latest_snapshot(sid) is None


async def test_restoring_reads_the_active_session_its_log_and_snapshot_at_once(
    store: Store,
) -> None:
    assert await store.restoring(10) is None
    sid = await store.create_session(session(status="running"))
    other = await store.create_session(session(channel=11, status="running"))
    empty = await store.restoring(10)
    assert empty is not None and empty.record.id == sid
    assert empty.log() == [] and empty.latest_snapshot() is None
    events = [{"kind": "roll", "params": {"face": 4}}]
    await store.append(sid, action(2, forced=True, barrier=True, events=events))
    await store.append(sid, action(1))
    await store.append(other, action(1))
    await store.save_snapshot(sid, 1, {"at": 1})
    await store.save_snapshot(sid, 2, {"at": 2, "nested": [1, {"x": None}]})
    read = await store.restoring(10)
    assert read is not None
    assert read.record == await store.active_session(10)
    assert read.log() == await store.log(sid)
    assert [r.seq for r in read.log()] == [1, 2] and read.log()[1].events == events
    assert read.latest_snapshot() == await store.latest_snapshot(sid)
    assert read.latest_snapshot() == (2, {"at": 2, "nested": [1, {"x": None}]})
    await store.update_session(_with_status(read.record, "finished"))
    assert await store.restoring(10) is None


def _with_status(record: SessionRecord, status: str) -> SessionRecord:
    record.status = status
    return record


async def test_settings_per_guild_and_cleared_by_none(store: Store) -> None:
    assert await store.get_setting(1, "locale") is None
    await store.set_setting(1, "locale", "es")
    await store.set_setting(2, "locale", "en")
    await store.set_setting(1, "locale", "en")
    assert await store.get_setting(1, "locale") == "en"
    assert await store.get_setting(2, "locale") == "en"
    await store.set_setting(1, "locale", None)
    assert await store.get_setting(1, "locale") is None
    assert await store.get_setting(2, "locale") == "en"


# -- one database of each kind ---------------------------------------------------------
async def test_migration_of_an_empty_database(database: Database) -> None:
    store = database.store()
    await store.open()
    assert await store.schema_version() == LATEST_VERSION == 9
    await store.open()  # idempotent: no second migration
    await store.close()
    versions = await database.rows("SELECT version FROM schema_version ORDER BY version")
    assert versions == [(1,), (2,), (3,), (4,), (5,), (6,), (7,), (8,), (9,)]
    for table in ("sessions", "log", "snapshots", "guild_settings", "characters", "reminders",
                  "leases", "results", "ratings", "seasons", "stats_hidden"):
        assert await database.value(f"SELECT COUNT(*) FROM {table}") == 0


async def test_both_schemas_have_the_same_versions() -> None:
    assert [v for v, _ in MIGRATIONS] == [v for v, _ in postgres_schema.MIGRATIONS]


async def test_both_schemas_have_the_same_tables_and_columns(
    database_sqlite: Database, database_postgres: Database
) -> None:
    columns: dict[str, set[tuple[str, str]]] = {}
    for database in (database_sqlite, database_postgres):
        async with database.store():
            pass  # migrated to the latest version
    tables = await database_sqlite.rows(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
    )
    columns["sqlite"] = {
        (table, row[1]) for (table,) in tables
        for row in await database_sqlite.rows(f"PRAGMA table_info({table})")
    }
    columns["postgres"] = set(await database_postgres.rows(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = 'public'"
    ))
    assert columns["sqlite"] == columns["postgres"]
    assert ("leases", "expires_at") in columns["postgres"]


async def test_two_processes_opening_a_new_database_at_once_migrate_it_once(
    database: Database,
) -> None:
    stores = [database.store() for _ in range(3)]
    await asyncio.gather(*(s.open() for s in stores))
    for s in stores:
        await s.close()
    versions = await database.rows("SELECT version FROM schema_version ORDER BY version")
    assert versions == [(v,) for v, _ in MIGRATIONS]


# -- SQLite only ------------------------------------------------------------------
async def test_migration_from_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    path.write_bytes(b"")
    store = SQLiteStore(path)
    await store.open()
    assert await store.schema_version() == LATEST_VERSION == 9
    await store.open()  # idempotent: no second migration
    await store.close()
    with sqlite3.connect(path) as db:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        versions = db.execute("SELECT version FROM schema_version").fetchall()
    assert {"sessions", "log", "snapshots", "guild_settings", "characters", "reminders"} <= tables
    assert {"results", "ratings", "seasons", "stats_hidden", "one_open_season"} <= tables
    assert {"one_active_session_per_channel", "sessions_due_active"} <= tables
    assert "sessions_by_due" not in tables
    assert versions == [(1,), (2,), (3,), (4,), (5,), (6,), (7,), (8,), (9,)]


def _plan(path: Path, query: str) -> str:
    with sqlite3.connect(path) as db:
        return " ".join(str(row[-1]) for row in db.execute("EXPLAIN QUERY PLAN " + query))


async def test_start_up_questions_read_indexes_not_every_session(tmp_path: Path) -> None:
    """Cold start stays flat with many stored games (issue 15 goal 6): the
    scheduler's due sessions, a person's active sessions and a channel's last one
    are found through indexes, never by reading every session ever played. The
    store's own statements are traced and their query plans read."""
    path = tmp_path / "gm.db"
    statements: list[str] = []
    async with SQLiteStore(path) as store:
        finished = session(channel=1, status="finished")
        finished.due_at = 10.0  # a finished game keeps its last deadline
        await store.create_session(finished)
        running = session(channel=2, status="running")
        running.due_at = 20.0
        await store.create_session(running)
        assert store._db is not None
        await store._db.set_trace_callback(statements.append)
        assert [r.channel_id for r in await store.due_sessions(100.0)] == [2]
        assert (await store.last_session(1)) is not None
        assert [r.channel_id for r in await store.sessions_of_user(1)] == [2]
        await store._db.set_trace_callback(None)
    reads = [q for q in statements if q.lstrip().upper().startswith("SELECT")]
    assert len(reads) == 3
    plans = {q: _plan(path, q) for q in reads}
    for query, plan in plans.items():
        assert "USING" in plan, f"{query!r} reads every session: {plan}"
    joined = " ".join(plans.values())
    for index in ("sessions_due_active", "sessions_by_channel", "sessions_active"):
        assert index in joined


async def test_reopen_keeps_everything(database: Database) -> None:
    async with database.store() as store:
        sid = await store.create_session(session())
        await store.append(sid, action(1))
        await store.save_snapshot(sid, 1, {"s": 1})
        await store.set_setting(7, "locale", "es")
    async with database.store() as store:
        assert (await store.active_session(10)).id == sid  # type: ignore[union-attr]
        assert [r.text for r in await store.log(sid)] == ["move1"]
        assert await store.latest_snapshot(sid) == (1, {"s": 1})
        assert await store.get_setting(7, "locale") == "es"
        with pytest.raises(ChannelBusy):
            await store.create_session(session())


async def test_wal_and_durable_commits(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "gm.db")
    await store.open()
    assert (await store._fetch("PRAGMA journal_mode"))[0][0] == "wal"
    assert (await store._fetch("PRAGMA synchronous"))[0][0] == 2  # FULL
    await store.close()


async def test_newer_schema_is_refused(database: Database) -> None:
    await database.execute(
        "CREATE TABLE schema_version (version INTEGER NOT NULL)",
        f"INSERT INTO schema_version VALUES ({LATEST_VERSION + 1})",
    )
    with pytest.raises(StorageError, match="newer"):
        await database.store().open()


async def test_first_use_opens_the_store_but_a_closed_one_stays_closed(
    database: Database,
) -> None:
    store = database.store()
    assert await store.active_session(1) is None
    await store.close()
    with pytest.raises(StorageError, match="closed"):
        await store.active_session(1)
    await store.open()  # an explicit open works again
    assert await store.active_session(1) is None
    await store.close()


async def test_open_store_urls(tmp_path: Path) -> None:
    assert isinstance(open_store("memory:"), MemoryStore)
    relative = open_store("sqlite:///gamemaster.sqlite3")
    assert isinstance(relative, SQLiteStore) and relative.path == "gamemaster.sqlite3"
    # As in SQLAlchemy: three slashes then the path, so an absolute path shows four.
    absolute = open_store(f"sqlite:///{tmp_path}/a.db")
    assert isinstance(absolute, SQLiteStore) and absolute.path == f"{tmp_path}/a.db"
    plain = open_store(tmp_path / "b.db")
    assert isinstance(plain, SQLiteStore) and plain.path == str(tmp_path / "b.db")
    opened = await open_store(tmp_path / "c.db")
    assert await opened.get_setting(1, "x") is None
    await opened.close()
    with pytest.raises(ValueError):
        open_store("sqlite://")
    for url in ("postgresql://gm@db.example/gm", "postgres://gm:secret@db.example:5433/gm"):
        chosen = open_store(url)
        assert isinstance(chosen, PostgresStore) and chosen.url == url


async def test_an_unreachable_postgres_server_is_a_storage_error_without_the_password() -> None:
    port = free_port()  # nothing listens there
    store = open_store(f"postgresql://gm:hunter2@127.0.0.1:{port}/gm")
    with pytest.raises(StorageError, match="cannot open") as raised:
        await store.open()
    assert "hunter2" not in str(raised.value) and ":***@" in str(raised.value)


# -- statements left in progress (issue 9, item 7) ----------------------------------
async def test_an_unread_pragma_cursor_blocks_every_commit(tmp_path: Path) -> None:
    """The failure mode, with plain aiosqlite: a PRAGMA answers with a row, and as
    long as its cursor is alive and unread, COMMIT is refused."""
    db = await aiosqlite.connect(tmp_path / "plain.db", isolation_level=None)
    try:
        held = await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("CREATE TABLE t (x)")
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("INSERT INTO t VALUES (1)")
        with pytest.raises(sqlite3.OperationalError, match="SQL statements in progress"):
            await db.execute("COMMIT")
        await db.execute("ROLLBACK")
        await held.close()
    finally:
        await db.close()


async def test_the_store_leaves_no_statement_in_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every cursor the store ever makes is kept alive here, as a debugger, a
    traceback or a slow garbage collector might; commits must still succeed."""
    kept: list[aiosqlite.Cursor] = []
    make_cursor = aiosqlite.Cursor.__init__

    def keep(cursor: aiosqlite.Cursor, *args: object, **kwargs: object) -> None:
        make_cursor(cursor, *args, **kwargs)  # type: ignore[arg-type]
        kept.append(cursor)

    monkeypatch.setattr(aiosqlite.Cursor, "__init__", keep)
    async with SQLiteStore(tmp_path / "gm.db") as store:
        sid = await store.create_session(session())
        await store.append(sid, action(1))
        await store.set_setting(7, "locale", "es")
        assert [r.seq for r in await store.log(sid)] == [1]
    async with SQLiteStore(tmp_path / "gm.db") as again:  # an existing file, too
        await again.append(sid, action(2))
    assert len(kept) > 10


# -- several writers on one store (issue 9, item 9) ---------------------------------
async def test_an_update_from_a_stale_read_is_refused(store: Store) -> None:
    sid = await store.create_session(session())
    first, second = await store.get_session(sid), await store.get_session(sid)
    assert first is not None and second is not None and first.version == 1
    first.seats.append(SeatRecord(2, "Bea"))
    await store.update_session(first)
    assert first.version == 2
    second.seats.append(SeatRecord(3, "Cid"))
    with pytest.raises(SessionConflict):
        await store.update_session(second)  # read before Bea joined
    assert second.version == 1
    stored = await store.get_session(sid)
    assert stored is not None and [s.name for s in stored.seats] == ["Ana", "AI 1", "Bea"]
    assert stored.version == 2


async def test_a_log_record_for_an_ended_session_is_refused(store: Store) -> None:
    record = session(status="running")
    sid = await store.create_session(record)
    await store.append(sid, action(1))
    record.status = "aborted"
    await store.update_session(record)
    with pytest.raises(SessionEnded):
        await store.append(sid, action(2))
    assert [r.seq for r in await store.log(sid)] == [1]


async def test_a_version_2_database_gains_versions(database: Database) -> None:
    await database.old_schema(2)
    await database.execute(
            "INSERT INTO sessions (channel_id, guild_id, game, options, seed, host_id, status,"
            " seats, locale, created_at, updated_at) VALUES (5, NULL, 'toy', '{}', '9', 1,"
            " 'lobby', '[{\"user_id\": 1, \"name\": \"Ana\"}]', NULL, 1.0, 1.0)"
    )
    async with database.store() as store:
        record = await store.active_session(5)
        assert record is not None and record.version == 0 and record.seed == 9
        record.status = "running"
        await store.update_session(record)
        assert (await store.get_session(record.id)).version == 1  # type: ignore[arg-type,union-attr]


async def test_a_version_3_log_gains_the_private_mark(database: Database) -> None:
    """Records written before private prompts existed read back as public answers."""
    await database.old_schema(3)
    await database.execute(
            "INSERT INTO sessions (channel_id, guild_id, game, options, seed, host_id, status,"
            " seats, locale, created_at, updated_at) VALUES (5, NULL, 'toy', '{}', '9', 1,"
            " 'running', '[{\"user_id\": 1, \"name\": \"Ana\"}]', NULL, 1.0, 1.0)",

            "INSERT INTO log (session_id, seq, kind, seat, text, user_id, forced, barrier,"
            " target, events, created_at) VALUES (1, 1, 'action', 0, 'take', 1, 0, 0, NULL,"
            " '[]', 1.0)",
    )
    async with database.store() as store:
        [record] = await store.log(1)
        assert record.text == "take" and record.private is False
        await store.append(1, LogRecord(seq=2, kind="action", seat=0, text="x", private=True))
        assert [r.private for r in await store.log(1)] == [False, True]


# -- damaged rows (issue 9, item 8) -------------------------------------------------
async def damaged_store(database: Database, *sql: str) -> tuple[Store, int]:
    """A database with one running session, two log records and a snapshot, then
    `sql`: a hand edit, or a disk that lost part of a page."""
    async with database.store() as store:
        sid = await store.create_session(session(status="running"))
        await store.append(sid, action(1))
        await store.append(sid, action(2))
        await store.save_snapshot(sid, 2, {"at": 2})
    await database.execute(*sql)
    return await database.store(), sid


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("seats", "[{\"name\": "),
        ("seats", "{\"name\": \"Ana\"}"),
        ("seats", "[{\"user_id\": \"one\", \"name\": \"Ana\"}]"),
        ("options", "[1, 2]"),
        ("seed", "forty-two"),
        ("seed", "12.5"),
        ("host_id", "Ana"),  # SQLite only: PostgreSQL's BIGINT column refuses it
    ],
)
async def test_a_damaged_session_column_is_named_not_raised(
    database: Database, column: str, value: str
) -> None:
    if column == "host_id" and database.kind == "postgres":
        pytest.skip("a BIGINT column cannot hold text on PostgreSQL")
    store, _ = await damaged_store(database, f"UPDATE sessions SET {column} = '{value}'")
    try:
        record = await store.active_session(10)
        assert record is not None and record.damaged == (column,)
        assert record.channel_id == 10 and record.status == "running"
        record.status = "aborted"
        await store.update_session(record)  # ending it writes the status, not the damage
    finally:
        await store.close()
    stored = await database.fetchone(f"SELECT {column}, status FROM sessions")
    assert stored == (value, "aborted")


async def test_a_damaged_log_record_raises_damaged_record(database: Database) -> None:
    store, sid = await damaged_store(database, "UPDATE log SET events = '[{' WHERE seq = 2")
    try:
        assert [r.seq for r in await store.log(sid, after_seq=2)] == []
        with pytest.raises(DamagedRecord, match="log record 2"):
            await store.log(sid)
    finally:
        await store.close()


@pytest.mark.parametrize("state", ["{\"at\": ", "", "null", "{}", "[]"])
async def test_a_damaged_or_empty_snapshot_raises_damaged_record(
    database: Database, state: str
) -> None:
    store, sid = await damaged_store(database, f"UPDATE snapshots SET state = '{state}'")
    try:
        with pytest.raises(DamagedRecord, match="snapshot at 2"):
            await store.latest_snapshot(sid)
    finally:
        await store.close()


async def test_restoring_a_damaged_log_or_snapshot_raises_when_it_is_read(
    database: Database,
) -> None:
    store, sid = await damaged_store(
        database,
        "UPDATE log SET events = '[{' WHERE seq = 2",
        "UPDATE snapshots SET state = '{\"at\": '",
    )
    try:
        read = await store.restoring(10)
        assert read is not None and read.record.id == sid and not read.record.damaged
        with pytest.raises(DamagedRecord, match="log record 2"):
            read.log()
        with pytest.raises(DamagedRecord, match="snapshot at 2"):
            read.latest_snapshot()
    finally:
        await store.close()


@pytest.mark.parametrize("version", [1, 2, 3, 4, 5])
async def test_a_database_of_every_earlier_version_is_brought_up_to_date(
    database: Database, version: int
) -> None:
    await database.old_schema(version)
    async with database.store() as store:
        assert await store.schema_version() == LATEST_VERSION
        sid = await store.create_session(session(status="running"))
        await store.append(sid, action(1))
        assert await store.claim_lease("scheduler", "p1", 10.0, 60.0)  # migration 6
        assert await store.due_sessions(10.0**12) == []
    versions = await database.rows("SELECT version FROM schema_version ORDER BY version")
    assert versions == [(v,) for v, _ in MIGRATIONS]


# -- a move's records in one commit, several moves in one group commit (issue 15) ----
async def test_append_all_stores_a_moves_records_in_order(store: Store) -> None:
    sid = await store.create_session(session(status="running"))
    assert await store.append_all(sid, [action(1), action(2), action(3)]) is False
    assert [(r.seq, r.text) for r in await store.log(sid)] == [
        (1, "move1"), (2, "move2"), (3, "move3")]


async def test_append_all_is_all_or_nothing_on_a_taken_seq(store: Store) -> None:
    sid = await store.create_session(session(status="running"))
    await store.append(sid, action(2))
    with pytest.raises(SeqConflict) as raised:
        await store.append_all(sid, [action(1), action(2), action(3)])
    # A real store writes nothing of the move; the memory store stops at the taken seq.
    assert raised.value.stored in (0, 1)
    kept = [r.seq for r in await store.log(sid)]
    assert kept == ([1, 2] if raised.value.stored else [2])


async def test_append_all_stores_the_session_change_with_the_records(store: Store) -> None:
    record = session(status="running")
    sid = await store.create_session(record)
    record.timing = {"clock": "on"}
    record.due_at = 123.0
    assert await store.append_all(sid, [action(1)], record) is True
    assert record.version == 2
    stored = await store.get_session(sid)
    assert stored is not None and stored.version == 2
    assert stored.timing == {"clock": "on"} and stored.due_at == 123.0


async def test_append_all_keeps_the_records_when_the_change_is_stale(store: Store) -> None:
    record = session(status="running")
    sid = await store.create_session(record)
    other = await store.get_session(sid)
    assert other is not None
    other.locale = "en"
    await store.update_session(other)  # another writer, first
    record.due_at = 5.0
    assert await store.append_all(sid, [action(1)], record) is False
    assert record.version == 1
    stored = await store.get_session(sid)
    assert stored is not None and stored.locale == "en" and stored.due_at is None
    assert [r.seq for r in await store.log(sid)] == [1]


async def test_append_all_refuses_an_ended_session_and_writes_nothing(store: Store) -> None:
    record = session(status="running")
    sid = await store.create_session(record)
    record.status = "finished"
    await store.update_session(record)
    with pytest.raises(SessionEnded):
        await store.append_all(sid, [action(1), action(2)], record)
    assert await store.log(sid) == []
    assert (await store.get_session(sid)).version == 2  # type: ignore[union-attr]


async def test_concurrent_moves_of_many_sessions_are_each_stored_or_refused(
    store: Store,
) -> None:
    """Moves arriving together (one group commit, where the store groups them): a
    conflict or an ended session fails that move alone, the others are stored."""
    ids = [await store.create_session(session(channel=c, status="running")) for c in range(8)]
    await store.append(ids[3], action(1))  # move 1 of session 3 is taken already
    ended = await store.get_session(ids[5])
    assert ended is not None
    ended.status = "aborted"
    await store.update_session(ended)
    outcomes = await asyncio.gather(
        *(store.append_all(sid, [action(1), action(2)]) for sid in ids),
        return_exceptions=True,
    )
    for index, (sid, outcome) in enumerate(zip(ids, outcomes, strict=True)):
        seqs = [r.seq for r in await store.log(sid)]
        if index == 3:
            assert isinstance(outcome, SeqConflict) and seqs == [1]
        elif index == 5:
            assert isinstance(outcome, SessionEnded) and seqs == []
        else:
            assert outcome is False and seqs == [1, 2]


async def test_closing_sqlite_answers_every_queued_move(tmp_path: Path) -> None:
    """A move is stored or refused, never left waiting, when the store closes while
    moves wait for the group commit; what was answered as stored is on disk."""
    store = SQLiteStore(tmp_path / "gm.sqlite3")
    await store.open()
    ids = [await store.create_session(session(channel=c, status="running")) for c in range(6)]
    moves = [asyncio.ensure_future(store.append_all(sid, [action(1)])) for sid in ids]
    await asyncio.sleep(0)  # queued, the first commit under way
    await store.close()
    outcomes = await asyncio.wait_for(asyncio.gather(*moves, return_exceptions=True), 10)
    again = SQLiteStore(tmp_path / "gm.sqlite3")
    await again.open()
    try:
        for sid, outcome in zip(ids, outcomes, strict=True):
            stored = [r.seq for r in await again.log(sid)]
            if outcome is False:
                assert stored == [1]
            else:
                assert isinstance(outcome, StorageError), outcome
    finally:
        await again.close()


async def test_a_caller_that_stops_waiting_stops_neither_commit_nor_other_reads(
    tmp_path: Path,
) -> None:
    """SQLite's shared commit and shared reminder read: a caller cancelled while it
    waits (an interaction that timed out) leaves its move committed with the others,
    and the others' reads answered."""
    store = SQLiteStore(tmp_path / "gm.sqlite3")
    await store.open()
    try:
        ids = [await store.create_session(session(channel=c, status="running")) for c in range(4)]
        moves = [asyncio.ensure_future(store.append_all(sid, [action(1)])) for sid in ids]
        reads = [asyncio.ensure_future(store.get_reminders(user)) for user in (1, 2, 3)]
        await asyncio.sleep(0)  # all queued
        moves[1].cancel()
        reads[1].cancel()
        answered = await asyncio.gather(*moves, *reads, return_exceptions=True)
        assert isinstance(answered[1], asyncio.CancelledError)
        assert isinstance(answered[5], asyncio.CancelledError)
        assert [prefs.user_id for prefs in (answered[4], answered[6])] == [1, 3]  # type: ignore[union-attr]
        for sid in ids:
            assert [r.seq for r in await store.log(sid)] == [1]
    finally:
        await store.close()
