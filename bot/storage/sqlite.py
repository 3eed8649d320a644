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
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.base import (
    ChannelBusy,
    LogRecord,
    SeatRecord,
    SeqConflict,
    SessionRecord,
    StorageError,
)
from bot.storage.lifecycle import Lifecycle
from bot.storage.records import check_status, now, stamped_log
from bot.storage.schema import CREATE_VERSION_TABLE, LATEST_VERSION, MIGRATIONS

_SESSION_COLUMNS = (
    "id, channel_id, guild_id, game, options, seed, host_id, status, seats, locale,"
    " created_at, updated_at"
)
_PRAGMAS = ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=5000")

_LOG_COLUMNS = "seq, kind, seat, text, user_id, forced, barrier, target, events, created_at"


class SQLiteStore(Lifecycle):
    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._opening = asyncio.Lock()
        self._closed = False

    # -- lifecycle --------------------------------------------------------------
    async def open(self) -> None:
        async with self._opening:  # two first uses at once must not open twice
            self._closed = False
            if self._db is None:
                await self._connect()

    async def _connect(self) -> None:
        try:
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
            raise

    async def _configure(self, db: aiosqlite.Connection) -> None:
        """Set the connection's PRAGMAs, reading each one's answer to the end.

        A PRAGMA such as `journal_mode` answers with a row; left unread, its
        statement stays in progress for as long as anything holds the cursor,
        and every later COMMIT then fails ("SQL statements in progress").
        """
        for pragma in _PRAGMAS:
            async with db.execute(f"PRAGMA {pragma}") as cursor:
                await cursor.fetchall()

    async def close(self) -> None:
        self._closed = True
        if self._db is not None:
            db, self._db = self._db, None
            await db.close()

    async def schema_version(self) -> int:
        rows = await self._fetch("SELECT MAX(version) FROM schema_version")
        return int(rows[0][0] or 0)

    async def _migrate(self) -> None:
        await self._execute_plain(CREATE_VERSION_TABLE)
        if await self.schema_version() > LATEST_VERSION:
            raise StorageError(f"{self.path} was written by a newer version of the bot")
        for version, statements in MIGRATIONS:
            async with self._transaction() as db:
                # Read again inside the write lock: another process may have
                # migrated between our first look and now.
                async with db.execute("SELECT MAX(version) FROM schema_version") as cur:
                    current = (await cur.fetchone() or (0,))[0] or 0
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
        db = await self._conn()
        async with self._lock:
            try:
                async with db.execute(sql, tuple(params)) as cursor:
                    return list(await cursor.fetchall())
            except sqlite3.Error as exc:
                raise self._error(exc) from exc

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
        stamp = now()
        async with self._transaction(ChannelBusy) as db:
            cursor = await db.execute(
                f"INSERT INTO sessions ({_SESSION_COLUMNS}) VALUES (NULL,?,?,?,?,?,?,?,?,?,?,?)",
                (*_session_values(record), stamp, stamp),
            )
            new_id = cursor.lastrowid
        assert new_id is not None
        record.id, record.created_at, record.updated_at = new_id, stamp, stamp
        return new_id

    async def update_session(self, record: SessionRecord) -> None:
        check_status(record)
        stamp = now()
        async with self._transaction(ChannelBusy) as db:
            cursor = await db.execute(
                "UPDATE sessions SET channel_id=?, guild_id=?, game=?, options=?, seed=?,"
                " host_id=?, status=?, seats=?, locale=?, updated_at=? WHERE id=?",
                (*_session_values(record), stamp, record.id),
            )
            if cursor.rowcount != 1:
                raise StorageError(f"no session {record.id}")
        record.updated_at = stamp

    async def get_session(self, session_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE id=?", (session_id,)
        )
        return _session_from_row(rows[0]) if rows else None

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {_SESSION_COLUMNS} FROM sessions"
            " WHERE channel_id=? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        return _session_from_row(rows[0]) if rows else None

    # -- log --------------------------------------------------------------------
    async def append(self, session_id: int, record: LogRecord) -> None:
        record = stamped_log(record)
        async with self._transaction(SeqConflict) as db:
            await db.execute(
                f"INSERT INTO log (session_id, {_LOG_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (session_id, *_log_values(record)),
            )

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        rows = await self._fetch(
            f"SELECT {_LOG_COLUMNS} FROM log WHERE session_id=? AND seq>? ORDER BY seq",
            (session_id, after_seq),
        )
        return [_log_from_row(row) for row in rows]

    # -- snapshots --------------------------------------------------------------
    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO snapshots (session_id, seq, state, created_at)"
                " VALUES (?,?,?,?)",
                (session_id, seq, json.dumps(state, separators=(",", ":")), now()),
            )

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        rows = await self._fetch(
            "SELECT seq, state FROM snapshots WHERE session_id=? ORDER BY seq DESC LIMIT 1",
            (session_id,),
        )
        return (int(rows[0][0]), json.loads(rows[0][1])) if rows else None

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
                (guild_id, user_id, game, str(data), now()),
            )


def _is_damage(exc: BaseException) -> bool:
    """True when SQLite says the file is not a database or its pages are corrupt
    (a truncated file reads as corrupt), as opposed to a busy or missing file."""
    cause = exc if isinstance(exc, sqlite3.Error) else exc.__cause__
    code = getattr(cause, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def _damaged_file_text(path: str, exc: BaseException) -> str:
    detail = exc.__cause__ if isinstance(exc, StorageError) and exc.__cause__ else exc
    return f"{path} is not a usable game database: it is damaged or not an SQLite file ({detail})"


async def _rollback(db: aiosqlite.Connection) -> None:
    # SQLite may have rolled back already (e.g. after a failed COMMIT).
    with contextlib.suppress(sqlite3.Error):
        await db.execute("ROLLBACK")


def _session_values(record: SessionRecord) -> tuple[Any, ...]:
    # The seed is stored as text: seeds are unbounded Python ints, SQLite's are 64-bit.
    return (
        record.channel_id,
        record.guild_id,
        record.game,
        json.dumps(record.options),
        str(record.seed),
        record.host_id,
        record.status,
        json.dumps([seat.to_json() for seat in record.seats]),
        record.locale,
    )


def _session_from_row(row: sqlite3.Row) -> SessionRecord:
    (sid, channel, guild, game, options, seed, host, status, seats, locale, created, updated) = row
    return SessionRecord(
        id=sid,
        channel_id=channel,
        guild_id=guild,
        game=game,
        options=json.loads(options),
        seed=int(seed),
        host_id=host,
        status=status,
        seats=[SeatRecord.from_json(seat) for seat in json.loads(seats)],
        locale=locale,
        created_at=created,
        updated_at=updated,
    )


def _log_values(record: LogRecord) -> tuple[Any, ...]:
    return (
        record.seq,
        record.kind,
        record.seat,
        record.text,
        record.user_id,
        int(record.forced),
        int(record.barrier),
        record.target,
        json.dumps(record.events, separators=(",", ":")),
        record.created_at,
    )


def _log_from_row(row: sqlite3.Row) -> LogRecord:
    seq, kind, seat, text, user_id, forced, barrier, target, events, created = row
    return LogRecord(
        seq=seq,
        kind=kind,
        seat=seat,
        text=text,
        user_id=user_id,
        forced=bool(forced),
        barrier=bool(barrier),
        target=target,
        events=json.loads(events),
        created_at=created,
    )
