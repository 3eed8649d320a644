"""The embedded default store: one SQLite file through aiosqlite.

Durability choice: WAL journal with `synchronous=FULL`. In WAL mode `NORMAL`
already survives a killed process (the commit is in the WAL file, which the OS
keeps), but it may lose the last commits on a power cut or an OS crash, and a
player may have seen those actions accepted. `FULL` adds one fsync per commit;
actions arrive at human pace (a few a minute per channel), so that cost is
invisible, and "accepted" then really means "on disk".

One connection serves the whole process; an asyncio lock keeps each
transaction whole, because coroutines sharing the connection would otherwise
interleave their statements inside one another's transactions.

Log records are written by group commit (`append_all`): the moves of every
session that arrive while a commit is under way wait in a queue, and the next
commit takes them all, each move in a savepoint of its own (one move's conflict
rolls back that move only), in one round trip to the connection's thread. One
fsync then makes many moves durable, and nobody is answered before it: each
caller waits for the commit that holds its move. People's reminder settings,
asked for at every turn change, are read alike: one query for everyone asked
for while the previous read was under way (`get_reminders`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.base import (
    ChannelBusy,
    LogRecord,
    RatingRecord,
    ReminderPrefs,
    Restoring,
    ResultRow,
    SeasonOpen,
    SeasonRecord,
    SeqConflict,
    SessionConflict,
    SessionEnded,
    SessionRecord,
    StorageError,
    StorageReadError,
)
from bot.storage.lifecycle import Lifecycle
from bot.storage.records import Clock, check_status, holds_seat, is_active, now, stamped_log
from bot.storage.rows import (
    DAMAGED_AHEAD,
    LOG_COLUMNS,
    LOG_PLACEHOLDERS,
    REMINDER_COLUMNS,
    SESSION_COLUMNS,
    log_from_row,
    log_values,
    reminders_from_row,
    restoring_from_rows,
    schema_number,
    session_fields,
    session_from_row,
    snapshot_from_row,
    snapshot_text,
    stored_version,
    version_step,
)
from bot.storage.schema import CREATE_VERSION_TABLE, LATEST_VERSION, MIGRATIONS
from bot.storage.stat_rows import (
    RATING_COLUMNS,
    RESULT_COLUMNS,
    RESULT_READ,
    SEASON_COLUMNS,
    rating_from_row,
    rating_values,
    readable,
    result_from_row,
    result_values,
    season_from_row,
)

# The busy timeout first: switching a new file to WAL takes a lock, and another
# process opening the same new file at that moment would otherwise see "database
# is locked" at once instead of waiting its turn.
_PRAGMAS = ("busy_timeout=5000", "journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON")
_LOCKED_RETRIES = 100  # of 50 ms: five seconds, as the busy timeout
_INSERT_LOG = f"INSERT INTO log (session_id, {LOG_COLUMNS}) VALUES (?, {LOG_PLACEHOLDERS})"


@dataclass
class _Move:
    """A move waiting in the commit queue: its records, the session change to store
    with them, and the caller waiting for the commit."""

    session_id: int
    rows: list[tuple[Any, ...]]
    update: tuple[str, tuple[Any, ...]] | None  # the UPDATE and its parameters
    done: asyncio.Future[bool]


def _undamaged_fields(record: SessionRecord) -> dict[str, Any]:
    """The columns a session update writes: every part but the damaged ones."""
    fields = session_fields(record)
    if not record.damaged:
        return fields
    return {k: v for k, v in fields.items() if k not in record.damaged}


@functools.lru_cache(maxsize=64)
def _update_sql(columns: tuple[str, ...], step: str) -> str:
    """The versioned UPDATE of those columns (`version_step`'s `step`), written once
    (every move's commit stores its session row)."""
    assignments = "".join(f"{column}=?, " for column in columns)
    return f"UPDATE sessions SET {assignments}updated_at=?, {step} WHERE id=? AND version=?"


class SQLiteStore(Lifecycle):
    def __init__(self, path: str | Path, *, clock: Clock = now) -> None:
        self.path = str(path)
        self.clock = clock  # the time records are stamped with
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._opening = asyncio.Lock()
        self._closed = False
        self._queue: list[_Move] = []  # moves waiting for the next group commit
        self._writer: asyncio.Task[None] | None = None
        # People whose reminder settings were asked for, waiting for the next read.
        self._asked: list[tuple[int, asyncio.Future[ReminderPrefs]]] = []
        self._reader: asyncio.Task[None] | None = None

    # -- lifecycle --------------------------------------------------------------
    async def open(self) -> None:
        async with self._opening:  # two first uses at once must not open twice
            self._closed = False
            if self._db is None:
                await self._connect()

    async def _connect(self) -> None:
        path = Path(self.path)
        if path.exists() and not path.is_file() and not path.is_dir():
            # A device (/dev/null), a pipe: SQLite would fail on it with
            # "disk I/O error" half way through setting the file up.
            raise StorageError(
                f"{self.path} is not a regular file, so it cannot hold a game database"
            )
        try:
            # A plain first try: when aiosqlite's own connect fails (a folder, a
            # missing folder), its worker thread outlives the event loop and
            # prints a traceback after our one-sentence error.
            await asyncio.to_thread(_try_opening, self.path)
            db = await aiosqlite.connect(self.path, isolation_level=None)
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open {self.path}: {exc}") from exc
        self._db = db
        try:
            await self._configure(db)
            await self._migrate()
        except BaseException as exc:
            # Close before reporting: aiosqlite's worker thread would otherwise
            # keep the process alive after the error is shown.
            await self.close()
            if isinstance(exc, sqlite3.Error | StorageError) and _is_damage(exc):
                raise StorageError(_damaged_file_text(self.path, exc)) from exc
            if isinstance(exc, sqlite3.Error):
                raise StorageError(f"cannot use {self.path} as a game database: {exc}") from exc
            raise

    async def _configure(self, db: aiosqlite.Connection) -> None:
        """Set the connection's PRAGMAs, reading each one's answer to the end.

        A PRAGMA such as `journal_mode` answers with a row; left unread, its
        statement stays in progress for as long as anything holds the cursor,
        and every later COMMIT then fails ("SQL statements in progress").
        """
        for pragma in _PRAGMAS:
            for attempt in range(_LOCKED_RETRIES):
                try:
                    async with db.execute(f"PRAGMA {pragma}") as cursor:
                        await cursor.fetchall()
                    break
                except sqlite3.OperationalError as exc:
                    # Switching to WAL may be refused at once, without the busy
                    # timeout, while another process is setting up the same new
                    # file; it is done a moment later.
                    if "locked" not in str(exc) or attempt == _LOCKED_RETRIES - 1:
                        raise
                    await asyncio.sleep(0.05)

    async def close(self) -> None:
        self._closed = True
        writer = self._writer
        if writer is not None and not writer.done() and writer is not asyncio.current_task():
            # The commit under way finishes (its callers hear of it); moves queued
            # after it are refused, the store being closed.
            with contextlib.suppress(Exception):
                await writer
        reader = self._reader
        if reader is not None and not reader.done() and reader is not asyncio.current_task():
            with contextlib.suppress(Exception):  # its waiters hear how it ended
                await reader
        if self._db is not None:
            db, self._db = self._db, None
            await db.close()

    async def schema_version(self) -> int:
        rows = await self._fetch("SELECT MAX(version) FROM schema_version")
        return schema_number(self.path, rows[0][0])

    async def _migrate(self) -> None:
        await self._execute_plain(CREATE_VERSION_TABLE)
        if await self.schema_version() > LATEST_VERSION:
            raise StorageError(f"{self.path} was written by a newer version of the bot")
        for version, statements in MIGRATIONS:
            async with self._transaction() as db:
                # Read again inside the write lock: another process may have
                # migrated between our first look and now.
                async with db.execute("SELECT MAX(version) FROM schema_version") as cur:
                    current = schema_number(self.path, (await cur.fetchone() or (0,))[0])
                if version <= current:
                    continue
                for sql in statements:
                    await db.execute(sql)
                await db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))

    # -- plumbing ---------------------------------------------------------------
    async def _conn(self) -> aiosqlite.Connection:
        if self._closed:
            # A late task must not quietly reopen a file its owner closed.
            raise StorageError(f"{self.path} is closed")
        if self._db is None:
            await self.open()
        assert self._db is not None
        return self._db

    def _error(self, exc: sqlite3.Error) -> StorageError:
        """A storage error that names the file when it is damaged."""
        return StorageError(_damaged_file_text(self.path, exc) if _is_damage(exc) else str(exc))

    @asynccontextmanager
    async def _transaction(
        self, conflict: type[StorageError] = StorageError
    ) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; a UNIQUE violation becomes `conflict`."""
        db = await self._conn()
        async with self._lock:
            try:
                await db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                    await db.execute("COMMIT")
                except BaseException:
                    await _rollback(db)
                    raise
            except sqlite3.IntegrityError as exc:
                kind = conflict if "UNIQUE" in str(exc) else StorageError
                raise kind(str(exc)) from exc
            except sqlite3.Error as exc:
                raise self._error(exc) from exc

    async def _fetch(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """The rows of one query, read to the end in one call on the connection's
        thread (through aiosqlite's cursor it took three round trips)."""
        db = await self._conn()
        async with self._lock:
            try:
                rows: list[sqlite3.Row] = await db._execute(  # type: ignore[no-untyped-call]
                    _fetch_all, db._conn, sql, tuple(params)
                )
                return rows
            except sqlite3.Error as exc:
                raise StorageReadError(str(self._error(exc)), _words(exc)) from exc

    async def _execute_plain(self, sql: str) -> None:
        db = await self._conn()
        async with self._lock:
            try:
                await db.execute(sql)
            except sqlite3.Error as exc:
                raise self._error(exc) from exc

    # -- sessions ---------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> int:
        check_status(record)
        stamp = self.clock()
        fields = session_fields(record)
        async with self._transaction(ChannelBusy) as db:
            cursor = await db.execute(
                f"INSERT INTO sessions ({', '.join(fields)}, created_at, updated_at, version)"
                f" VALUES ({', '.join('?' * len(fields))}, ?, ?, 1)",
                (*fields.values(), stamp, stamp),
            )
            new_id = cursor.lastrowid
        assert new_id is not None
        record.id, record.created_at, record.updated_at = new_id, stamp, stamp
        record.version = 1
        return new_id

    async def update_session(self, record: SessionRecord) -> None:
        """Write the record if the stored version is the one it was read at
        (see `Store.update_session`); damaged parts keep what is stored."""
        check_status(record)
        stamp = self.clock()
        fields = _undamaged_fields(record)
        step, version = version_step(record)
        async with self._transaction(ChannelBusy) as db:
            cursor = await db.execute(
                _update_sql(tuple(fields), step), (*fields.values(), stamp, record.id, version)
            )
            if cursor.rowcount != 1:
                await _explain_missed_update(db, record)
        record.updated_at = stamp
        stored_version(record)

    async def get_session(self, session_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id=?", (session_id,)
        )
        return session_from_row(rows[0]) if rows else None

    async def sessions_of_user(self, user_id: int) -> list[SessionRecord]:
        """Active sessions whose seats name the user. The seats are JSON in the row:
        `instr` keeps the rows whose text holds the user's id (a cheap prefilter over
        the active sessions only), then each row is read and checked exactly."""
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE status IN ('lobby', 'running') AND instr(seats, ?) > 0 ORDER BY id",
            (f'"user_id": {int(user_id)}',),
        )
        records = [session_from_row(row) for row in rows]
        return [r for r in records if "seats" in r.damaged or holds_seat(r, user_id)]

    async def last_session(self, channel_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id=? ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        return session_from_row(rows[0]) if rows else None

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE channel_id=? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        return session_from_row(rows[0]) if rows else None

    async def restoring(self, channel_id: int) -> Restoring | None:
        """The three reads of a restore in one call on the connection's thread, in
        one read transaction (each was a hand-off to that thread and back)."""
        db = await self._conn()
        async with self._lock:
            try:
                found = await db._execute(  # type: ignore[no-untyped-call]
                    _restoring_rows, db._conn, channel_id
                )
            except sqlite3.Error as exc:
                raise StorageReadError(str(self._error(exc)), _words(exc)) from exc
        return None if found is None else restoring_from_rows(*found)

    async def due_sessions(self, now: float, limit: int = 50) -> list[SessionRecord]:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE due_at <= ? AND status IN ('lobby', 'running') ORDER BY due_at LIMIT ?",
            (now, max(0, int(limit))),
        )
        return [session_from_row(row) for row in rows]

    # -- log --------------------------------------------------------------------
    async def append(self, session_id: int, record: LogRecord) -> None:
        """Insert the record if the session is still active, in one transaction:
        another process may have aborted or finished it a moment ago."""
        await self.append_all(session_id, [record])

    async def append_all(
        self,
        session_id: int,
        records: Sequence[LogRecord],
        update: SessionRecord | None = None,
    ) -> bool:
        """A move's records and its session change in one transaction, shared with
        the moves of other sessions queued meanwhile (see the module's docstring)."""
        if update is not None:
            check_status(update)
        stamp = self.clock()
        rows = [(session_id, *log_values(stamped_log(r, self.clock))) for r in records]
        change = None
        if update is not None:
            fields = _undamaged_fields(update)
            step, version = version_step(update)
            change = (
                _update_sql(tuple(fields), step), (*fields.values(), stamp, update.id, version)
            )
        await self._conn()  # a closed store refuses here, before anything is queued
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._queue.append(_Move(session_id, rows, change, done))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_queued())
        # A caller that gives up waiting does not stop the commit its move is in: `done`
        # is only where its outcome goes (cancelled with the caller, the writer skips
        # it), so it is awaited as it is, without a shield's extra future.
        updated = await done
        if updated and update is not None:
            update.updated_at = stamp
            stored_version(update)
        return updated

    async def _write_queued(self) -> None:
        """Commit every queued move, a batch at a time, until the queue is empty."""
        while self._queue:
            batch, self._queue = self._queue, []
            try:
                db = await self._conn()
                async with self._lock:
                    # The whole batch in one call on the connection's thread.
                    outcomes = await db._execute(  # type: ignore[no-untyped-call]
                        _write_moves, db._conn, batch
                    )
            except sqlite3.Error as exc:
                failure = self._error(exc)
                outcomes = [failure] * len(batch)
            except StorageError as exc:
                outcomes = [exc] * len(batch)
            except BaseException as exc:  # cancelled at close: nobody waits forever
                for move in batch:
                    if not move.done.done():
                        move.done.set_exception(StorageError(f"not stored: {exc!r}"))
                raise
            for move, outcome in zip(batch, outcomes, strict=True):
                if move.done.done():
                    continue
                if isinstance(outcome, BaseException):
                    move.done.set_exception(self._move_error(outcome))
                else:
                    move.done.set_result(outcome)

    def _move_error(self, exc: BaseException) -> BaseException:
        """What a move's caller hears: a UNIQUE violation is a taken seq."""
        if isinstance(exc, sqlite3.IntegrityError):
            kind = SeqConflict if "UNIQUE" in str(exc) else StorageError
            error: BaseException = kind(str(exc))
        elif isinstance(exc, sqlite3.Error):
            error = self._error(exc)
        else:
            return exc
        error.__cause__ = exc
        return error

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        rows = await self._fetch(
            f"SELECT {LOG_COLUMNS} FROM log WHERE session_id=? AND seq>? ORDER BY seq",
            (session_id, after_seq),
        )
        return [log_from_row(session_id, row) for row in rows]

    # -- snapshots --------------------------------------------------------------
    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO snapshots (session_id, seq, state, created_at)"
                " VALUES (?,?,?,?)",
                (session_id, seq, snapshot_text(state), self.clock()),
            )

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        rows = await self._fetch(
            "SELECT seq, state FROM snapshots WHERE session_id=? ORDER BY seq DESC LIMIT 1",
            (session_id,),
        )
        return snapshot_from_row(session_id, rows[0]) if rows else None

    async def drop_snapshots_after(self, session_id: int, seq: int) -> None:
        async with self._transaction() as db:
            await db.execute(
                "DELETE FROM snapshots WHERE session_id=? AND seq>?", (session_id, seq)
            )

    # -- settings ---------------------------------------------------------------
    async def get_setting(self, guild_id: int, key: str) -> str | None:
        rows = await self._fetch(
            "SELECT value FROM guild_settings WHERE guild_id=? AND key=?", (guild_id, key)
        )
        return str(rows[0][0]) if rows else None

    async def set_setting(self, guild_id: int, key: str, value: str | None) -> None:
        async with self._transaction() as db:
            if value is None:
                await db.execute(
                    "DELETE FROM guild_settings WHERE guild_id=? AND key=?", (guild_id, key)
                )
            else:
                await db.execute(
                    "INSERT OR REPLACE INTO guild_settings (guild_id, key, value) VALUES (?,?,?)",
                    (guild_id, key, str(value)),
                )

    # -- campaign characters ----------------------------------------------------
    async def get_character(self, guild_id: int, user_id: int, game: str) -> str | None:
        rows = await self._fetch(
            "SELECT data FROM characters WHERE guild_id=? AND user_id=? AND game=?",
            (guild_id, user_id, game),
        )
        return str(rows[0][0]) if rows else None

    async def set_character(self, guild_id: int, user_id: int, game: str, data: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO characters (guild_id, user_id, game, data, updated_at)"
                " VALUES (?,?,?,?,?)",
                (guild_id, user_id, game, str(data), self.clock()),
            )

    # -- reminders ----------------------------------------------------------------
    async def get_reminders(self, user_id: int) -> ReminderPrefs:
        """Read together with every other person's asked for meanwhile, as moves are
        committed together: a turn change asks for the next person's settings, and a
        read of its own was a hand-off to the connection's thread per move. Each read
        is made after it was asked for, so a change stored before is seen."""
        await self._conn()  # a closed store refuses here, before anything is queued
        asked: asyncio.Future[ReminderPrefs] = asyncio.get_running_loop().create_future()
        self._asked.append((user_id, asked))
        if self._reader is None or self._reader.done():
            self._reader = asyncio.create_task(self._read_asked())
        return await asked  # a waiter that gives up cancels its own future: skipped

    async def _read_asked(self) -> None:
        """Read the settings asked for, a batch at a time, until nobody waits."""
        while self._asked:
            batch, self._asked = self._asked[:_READ_AT_ONCE], self._asked[_READ_AT_ONCE:]
            users = sorted({user for user, _ in batch})
            marks = ",".join("?" * len(users))
            try:
                rows = await self._fetch(
                    f"SELECT user_id, {REMINDER_COLUMNS} FROM reminders"
                    f" WHERE user_id IN ({marks})", users,
                )
            except BaseException as exc:  # every waiter hears it; a cancel goes on up
                for _, asked in batch:
                    if not asked.done():
                        asked.set_exception(
                            exc if isinstance(exc, Exception) else StorageError(f"{exc!r}")
                        )
                if not isinstance(exc, Exception):
                    raise
                continue
            found = {row[0]: tuple(row)[1:] for row in rows}
            for user, asked in batch:
                if asked.done():
                    continue
                row = found.get(user)
                asked.set_result(
                    reminders_from_row(user, row) if row is not None else ReminderPrefs(user)
                )

    async def set_reminders(self, prefs: ReminderPrefs) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO reminders (user_id, direct, hours, muted) VALUES (?,?,?,?)"
                " ON CONFLICT(user_id) DO UPDATE SET direct=excluded.direct,"
                " hours=excluded.hours, muted=excluded.muted",
                (prefs.user_id, int(prefs.direct), int(prefs.hours), int(prefs.muted)),
            )

    async def claim_nudge(self, user_id: int, now: float, every: float) -> bool:
        """One statement: the upsert's WHERE lets only a claim that finds the last
        nudge old enough change the row, whatever other process tries at once."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "INSERT INTO reminders (user_id, last_nudge_at) VALUES (?, ?)"
                " ON CONFLICT(user_id) DO UPDATE SET last_nudge_at=excluded.last_nudge_at"
                " WHERE reminders.last_nudge_at <= ? OR reminders.last_nudge_at > ?"
                " OR typeof(reminders.last_nudge_at) NOT IN ('integer', 'real')",
                (user_id, now, now - every, now + DAMAGED_AHEAD),
            )
            return cursor.rowcount == 1

    # -- leases -------------------------------------------------------------------
    async def claim_lease(self, name: str, holder: str, now: float, ttl: float) -> bool:
        """One statement, like `claim_nudge`: the upsert changes the row only when
        the lease is ours already or has run out."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?)"
                " ON CONFLICT(name) DO UPDATE SET holder=excluded.holder,"
                " expires_at=excluded.expires_at"
                " WHERE leases.holder=excluded.holder OR leases.expires_at <= ?"
                " OR leases.expires_at > ? OR typeof(leases.expires_at) NOT IN ('integer', 'real')",
                (name, holder, now + ttl, now, now + ttl + DAMAGED_AHEAD),
            )
            return cursor.rowcount == 1

    async def release_lease(self, name: str, holder: str) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM leases WHERE name=? AND holder=?", (name, holder))

    # -- records, ratings, seasons ----------------------------------------------------
    async def finished_sessions(self, after_id: int = 0, limit: int = 500) -> list[SessionRecord]:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE status='finished' AND id>?"
            " ORDER BY id LIMIT ?",
            (after_id, max(0, int(limit))),
        )
        return [session_from_row(row) for row in rows]

    async def save_result(self, row: ResultRow) -> None:
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO results ({RESULT_COLUMNS}) VALUES (?,?,?,?,?)"
                " ON CONFLICT(session_id) DO UPDATE SET guild_id=excluded.guild_id,"
                " game=excluded.game, finished_at=excluded.finished_at, data=excluded.data",
                result_values(row),
            )

    async def set_result_message(self, session_id: int, message_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE results SET message_id=? WHERE session_id=?",
                             (message_id, session_id))

    async def results(self, guild_id: int, game: str | None = None) -> list[ResultRow]:
        where, params = ("guild_id=?", [guild_id]) if game is None else (
            "guild_id=? AND game=?", [guild_id, game])
        rows = await self._fetch(
            f"SELECT {RESULT_READ} FROM results WHERE {where}"
            " ORDER BY finished_at, session_id", params,
        )
        return readable([result_from_row(row) for row in rows])

    async def result(self, session_id: int) -> ResultRow | None:
        rows = await self._fetch(
            f"SELECT {RESULT_READ} FROM results WHERE session_id=?", (session_id,)
        )
        return result_from_row(rows[0]) if rows else None

    async def replace_ratings(
        self, guild_id: int, game: str, ratings: Sequence[RatingRecord]
    ) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM ratings WHERE guild_id=? AND game=?", (guild_id, game))
            await db.executemany(
                f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?)",
                [rating_values(rating) for rating in ratings],
            )

    async def ratings(
        self, guild_id: int, game: str | None = None, player: str | None = None
    ) -> list[RatingRecord]:
        where, params = "guild_id=?", list[Any]([guild_id])
        if game is not None:
            where, params = where + " AND game=?", [*params, game]
        if player is not None:
            where, params = where + " AND player=?", [*params, player]
        rows = await self._fetch(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE {where}"
            " ORDER BY game, season, faction, player", params,
        )
        return readable([rating_from_row(row) for row in rows])

    async def seasons(self, guild_id: int) -> list[SeasonRecord]:
        rows = await self._fetch(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=? ORDER BY number", (guild_id,)
        )
        return readable([season_from_row(row) for row in rows])

    async def start_season(self, guild_id: int, name: str, now: float) -> SeasonRecord:
        async with self._transaction(SeasonOpen) as db:
            async with db.execute(
                "SELECT COALESCE(MAX(number), 0) FROM seasons WHERE guild_id=?", (guild_id,)
            ) as cursor:
                last = (await cursor.fetchone() or (0,))[0]
            number = (last if isinstance(last, int) else 0) + 1
            await db.execute(
                f"INSERT INTO seasons ({SEASON_COLUMNS}) VALUES (?,?,?,?,NULL)",
                (guild_id, number, name, now),
            )
        return SeasonRecord(guild_id, number, name, now)

    async def end_season(self, guild_id: int, now: float) -> SeasonRecord | None:
        async with self._transaction() as db, db.execute(
            f"UPDATE seasons SET ended_at=? WHERE guild_id=? AND ended_at IS NULL"
            f" RETURNING {SEASON_COLUMNS}", (now, guild_id),
        ) as cursor:
            rows = list(await cursor.fetchall())
        return season_from_row(rows[0]) if rows else None

    async def set_hidden(self, guild_id: int, user_id: int, hidden: bool) -> None:
        async with self._transaction() as db:
            if hidden:
                await db.execute(
                    "INSERT OR IGNORE INTO stats_hidden (guild_id, user_id) VALUES (?,?)",
                    (guild_id, user_id),
                )
            else:
                await db.execute(
                    "DELETE FROM stats_hidden WHERE guild_id=? AND user_id=?", (guild_id, user_id)
                )

    async def hidden_players(self, guild_id: int) -> set[int]:
        rows = await self._fetch("SELECT user_id FROM stats_hidden WHERE guild_id=?", (guild_id,))
        return {row[0] for row in rows if isinstance(row[0], int)}


def _words(exc: sqlite3.Error) -> str:
    """SQLite's reason, for a player: one short line, never the path."""
    if _is_damage(exc):
        return "the database file is damaged"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:120]


def _try_opening(path: str) -> None:
    sqlite3.connect(path).close()


def _is_damage(exc: BaseException) -> bool:
    """True when SQLite says the file is not a database or its pages are corrupt
    (a truncated file reads as corrupt), as opposed to a busy or missing file."""
    cause = exc if isinstance(exc, sqlite3.Error) else exc.__cause__
    code = getattr(cause, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def _damaged_file_text(path: str, exc: BaseException) -> str:
    detail = exc.__cause__ if isinstance(exc, StorageError) and exc.__cause__ else exc
    return f"{path} is not a usable game database: it is damaged or not an SQLite file ({detail})"


_READ_AT_ONCE = 500
"""People's settings read by one query at most (SQLite's limit of parameters is 999
in older builds)."""


def _fetch_all(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[Any]:
    """On the connection's thread: every row, the statement finished (an unfinished
    one would keep later COMMITs from running)."""
    cursor = conn.execute(sql, params)
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _restoring_rows(conn: sqlite3.Connection, channel_id: int) -> tuple[Any, Any, Any] | None:
    """On the connection's thread: the channel's active session row, its log rows
    and its newest snapshot row (or None), read in one read transaction."""
    conn.execute("BEGIN")
    try:
        sessions = _fetch_all(
            conn,
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE channel_id=? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        if not sessions:
            return None
        session_id = sessions[0][0]
        log = _fetch_all(
            conn, f"SELECT {LOG_COLUMNS} FROM log WHERE session_id=? ORDER BY seq", (session_id,)
        )
        snapshots = _fetch_all(
            conn,
            "SELECT seq, state FROM snapshots WHERE session_id=? ORDER BY seq DESC LIMIT 1",
            (session_id,),
        )
        return sessions[0], log, snapshots[0] if snapshots else None
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")  # a read: nothing written


def _write_moves(
    conn: sqlite3.Connection, batch: list[_Move]
) -> list[bool | BaseException]:
    """On the connection's thread: one transaction, each move in a savepoint of its
    own; per move, whether its session change was stored, or why nothing of it was."""
    outcomes: list[bool | BaseException] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for move in batch:
            conn.execute("SAVEPOINT move")
            try:
                outcomes.append(_write_move(conn, move))
            except (sqlite3.Error, StorageError) as exc:
                conn.execute("ROLLBACK TO move")
                outcomes.append(exc)
            conn.execute("RELEASE move")
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    return outcomes


def _write_move(conn: sqlite3.Connection, move: _Move) -> bool:
    row = conn.execute("SELECT status FROM sessions WHERE id=?", (move.session_id,)).fetchall()
    if not row:
        raise StorageError(f"no session {move.session_id}")
    if not is_active(row[0][0]):
        raise SessionEnded(
            f"session {move.session_id} is {row[0][0]}: nothing more is logged"
        )
    conn.executemany(_INSERT_LOG, move.rows)
    if move.update is None:
        return False
    # The session change may have lost its race (a stale version): the records
    # stand alone then, and the caller stores its change again.
    conn.execute("SAVEPOINT change")
    try:
        updated = conn.execute(*move.update).rowcount == 1
    except sqlite3.IntegrityError:  # it would make a second active session
        conn.execute("ROLLBACK TO change")
        updated = False
    conn.execute("RELEASE change")
    return updated


async def _explain_missed_update(db: aiosqlite.Connection, record: SessionRecord) -> None:
    """Why an update changed no row: no such session, or another writer's change."""
    async with db.execute("SELECT version FROM sessions WHERE id=?", (record.id,)) as cursor:
        row = await cursor.fetchone()
    if row is None:
        raise StorageError(f"no session {record.id}")
    raise SessionConflict(
        f"session {record.id} was changed by another writer (version {row[0]},"
        f" read at {record.version})"
    )


async def _rollback(db: aiosqlite.Connection) -> None:
    # SQLite may have rolled back already (e.g. after a failed COMMIT).
    with contextlib.suppress(sqlite3.Error):
        await db.execute("ROLLBACK")
