"""The scale-out store: PostgreSQL through asyncpg, shared by several bot processes.

Same promises as `SQLiteStore` (bot/storage/base.py), kept by the server:

- Isolation: READ COMMITTED, PostgreSQL's default, with every check made in the
  statement that writes. `update_session` is `UPDATE ... WHERE id AND version`:
  of two writers, the second waits for the first's row lock, then finds the
  version changed and updates nothing (`SessionConflict`). `claim_nudge` and
  `claim_lease` are one upsert each, whose WHERE is evaluated again on the row a
  concurrent claim just committed.
- `append` locks the session row (`SELECT ... FOR SHARE`) before checking that it
  is active and inserting: an abort or finish (an UPDATE of that row) waits for
  the append to commit, or the append waits for it and then sees it ended. So, as
  in SQLite's one-writer-at-a-time, no move is stored after the end. Two appends
  of one seq meet at the UNIQUE (session_id, seq) index: the second waits for the
  first to commit and fails (`SeqConflict`).
- A deadlock or serialization failure (possible in principle between two
  writers' row locks) is retried a few times; the transaction was rolled back.
- Durability: a commit returns after the server flushed its WAL
  (`synchronous_commit` is the server's, on by default).

A connection pool serves the process; each transaction holds one connection, so
unlike SQLite's single connection, transactions of different sessions run at
the same time.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol, TypeVar
from urllib.parse import urlsplit

import asyncpg

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
from bot.storage.schema_postgres import (
    CREATE_VERSION_TABLE,
    LATEST_VERSION,
    MIGRATION_LOCK,
    MIGRATIONS,
)
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

log = logging.getLogger(__name__)

T = TypeVar("T")

POOL_SIZE = 10
"""Connections per process: transactions are short (one statement or two)."""

RETRIES = 3
"""Attempts of a transaction the server rolled back to break a deadlock."""

RESTORING = (
    "SELECT " + ", ".join(f"s.{c.strip()}" for c in SESSION_COLUMNS.split(",")) + ","
    " ARRAY(SELECT ROW(" + ", ".join(f"l.{c.strip()}" for c in LOG_COLUMNS.split(",")) + ")"
    " FROM log l WHERE l.session_id = s.id ORDER BY l.seq),"
    " (SELECT ROW(n.seq, n.state) FROM snapshots n WHERE n.session_id = s.id"
    " ORDER BY n.seq DESC LIMIT 1)"
    " FROM sessions s WHERE s.channel_id=$1 AND s.status IN ('lobby', 'running')"
)
"""`Store.restoring` in one query: the session's row, then its log rows as an array
of records (asyncpg reads each as a tuple), then its newest snapshot's (seq, state)
or NULL."""
LOG_PLACEHOLDERS = ", ".join(f"${n}" for n in range(2, LOG_COLUMNS.count(",") + 3))

# What a dropped connection or an unreachable server raises.
_CONNECTION_ERRORS = (OSError, asyncpg.InterfaceError, asyncpg.PostgresConnectionError)

class Connection(Protocol):
    """What this store uses of an asyncpg connection (asyncpg ships no types)."""

    async def execute(self, query: str, *args: Any) -> str: ...

    async def fetch(self, query: str, *args: Any) -> list[Any]: ...

    async def fetchval(self, query: str, *args: Any) -> Any: ...

    async def fetchrow(self, query: str, *args: Any) -> Any: ...

    async def executemany(self, query: str, args: Any) -> None: ...

    def transaction(self) -> Any: ...

Body = Callable[[Connection], Awaitable[T]]


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def shown_url(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return parts._replace(netloc=netloc).geturl()


class PostgresStore(Lifecycle):
    def __init__(self, url: str, *, pool_size: int = POOL_SIZE, clock: Clock = now) -> None:
        self.url = url
        self.clock = clock  # the time records are stamped with
        self.pool_size = pool_size
        self._pool: asyncpg.Pool | None = None
        self._opening = asyncio.Lock()
        self._closed = False

    # -- lifecycle --------------------------------------------------------------
    async def open(self) -> None:
        async with self._opening:
            self._closed = False
            if self._pool is None:
                await self._connect()

    async def _connect(self) -> None:
        try:
            pool = await asyncpg.create_pool(
                self.url, min_size=1, max_size=self.pool_size, command_timeout=60
            )
        except (*_CONNECTION_ERRORS, asyncpg.PostgresError, ValueError) as exc:
            raise StorageError(f"cannot open {shown_url(self.url)}: {_reason(exc)}") from exc
        self._pool = pool
        try:
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        self._closed = True
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()

    async def schema_version(self) -> int:
        raw = await self._value("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return schema_number(shown_url(self.url), raw)

    async def _migrate(self) -> None:
        """Every missing step, in one transaction under an advisory lock: another
        process starting at the same moment waits, then finds nothing to do."""

        async def migrate(db: Connection) -> None:
            await db.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await db.execute(CREATE_VERSION_TABLE)
            current = await db.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
            if current > LATEST_VERSION:
                raise StorageError(
                    f"{shown_url(self.url)} was written by a newer version of the bot"
                )
            for version, statements in MIGRATIONS:
                if version <= current:
                    continue
                for sql in statements:
                    await db.execute(sql)
                await db.execute("INSERT INTO schema_version (version) VALUES ($1)", version)

        await self._run(migrate)

    # -- plumbing ---------------------------------------------------------------
    async def _ready_pool(self) -> asyncpg.Pool:
        if self._closed:
            raise StorageError(f"{shown_url(self.url)} is closed")
        if self._pool is None:
            await self.open()
        assert self._pool is not None
        return self._pool

    async def _run(
        self, body: Body[T], conflict: type[StorageError] = StorageError, *, write: bool = True
    ) -> T:
        """`body` in one transaction (`write`) or on its own (a single read); a
        UNIQUE violation becomes `conflict`."""
        pool = await self._ready_pool()
        for attempt in range(RETRIES):
            try:
                async with pool.acquire() as db:
                    if not write:
                        return await body(db)
                    async with db.transaction():
                        return await body(db)
            except asyncpg.UniqueViolationError as exc:
                raise conflict(str(exc)) from exc
            except asyncpg.TransactionRollbackError as exc:
                if attempt == RETRIES - 1:
                    raise StorageError(str(exc)) from exc
                log.info("transaction rolled back by the server (%s); again", exc)
            except (*_CONNECTION_ERRORS, asyncpg.PostgresError) as exc:
                message = f"{shown_url(self.url)}: {_reason(exc)}"
                if not write:  # a read: nothing was written, and the reader is told so
                    raise StorageReadError(message, _reason(exc)[:120]) from exc
                raise StorageError(message) from exc
        raise AssertionError("unreachable")

    async def _fetch(self, sql: str, *params: Any) -> list[asyncpg.Record]:
        async def fetch(db: Connection) -> list[asyncpg.Record]:
            return list(await db.fetch(sql, *params))

        return await self._run(fetch, write=False)

    async def _value(self, sql: str, *params: Any) -> Any:
        async def value(db: Connection) -> Any:
            return await db.fetchval(sql, *params)

        return await self._run(value, write=False)

    async def _status(self, sql: str, *params: Any) -> str:
        """Run one writing statement; returns its status, e.g. "INSERT 0 1"."""

        async def execute(db: Connection) -> str:
            return await db.execute(sql, *params)

        return await self._run(execute)

    # -- sessions ---------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> int:
        check_status(record)
        stamp = self.clock()
        fields = session_fields(record)
        count = len(fields)
        sql = (
            f"INSERT INTO sessions ({', '.join(fields)}, created_at, updated_at, version)"
            f" VALUES ({_placeholders(1, count)}, ${count + 1}, ${count + 2}, 1) RETURNING id"
        )

        async def insert(db: Connection) -> int:
            return int(await db.fetchval(sql, *fields.values(), stamp, stamp))

        new_id = await self._run(insert, ChannelBusy)
        record.id, record.created_at, record.updated_at = new_id, stamp, stamp
        record.version = 1
        return new_id

    async def update_session(self, record: SessionRecord) -> None:
        """Write the record if the stored version is the one it was read at
        (see `Store.update_session`); damaged parts keep what is stored."""
        check_status(record)
        stamp = self.clock()
        fields = {k: v for k, v in session_fields(record).items() if k not in record.damaged}
        assignments = "".join(f"{column}=${n}, " for n, column in enumerate(fields, start=1))
        n = len(fields)
        step, version = version_step(record)
        sql = (
            f"UPDATE sessions SET {assignments}updated_at=${n + 1}, {step}"
            f" WHERE id=${n + 2} AND version=${n + 3}"
        )

        async def update(db: Connection) -> None:
            status = await db.execute(sql, *fields.values(), stamp, record.id, version)
            if status != "UPDATE 1":
                await _explain_missed_update(db, record)

        await self._run(update, ChannelBusy)
        record.updated_at = stamp
        stored_version(record)

    async def get_session(self, session_id: int) -> SessionRecord | None:
        rows = await self._fetch(f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id=$1", session_id)
        return session_from_row(rows[0]) if rows else None

    async def sessions_of_user(self, user_id: int) -> list[SessionRecord]:
        """As in SQLite: a text prefilter on the seats' JSON, then an exact check."""
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE status IN ('lobby', 'running') AND strpos(seats, $1) > 0 ORDER BY id",
            f'"user_id": {int(user_id)}',
        )
        records = [session_from_row(row) for row in rows]
        return [r for r in records if "seats" in r.damaged or holds_seat(r, user_id)]

    async def last_session(self, channel_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id=$1 ORDER BY id DESC LIMIT 1",
            channel_id,
        )
        return session_from_row(rows[0]) if rows else None

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE channel_id=$1 AND status IN ('lobby', 'running')",
            channel_id,
        )
        return session_from_row(rows[0]) if rows else None

    async def restoring(self, channel_id: int) -> Restoring | None:
        rows = await self._fetch(RESTORING, channel_id)
        if not rows:
            return None
        *session_row, log_rows, snapshot_row = tuple(rows[0])
        return restoring_from_rows(session_row, log_rows, snapshot_row)

    async def due_sessions(self, now: float, limit: int = 50) -> list[SessionRecord]:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions"
            " WHERE due_at <= $1 AND status IN ('lobby', 'running') ORDER BY due_at, id LIMIT $2",
            float(now),
            max(0, int(limit)),
        )
        return [session_from_row(row) for row in rows]

    # -- log --------------------------------------------------------------------
    async def append(self, session_id: int, record: LogRecord) -> None:
        """Insert the record if the session is still active, holding the session
        row against an end written meanwhile (see the module's docstring)."""
        await self.append_all(session_id, [record])

    async def append_all(
        self,
        session_id: int,
        records: Sequence[LogRecord],
        update: SessionRecord | None = None,
    ) -> bool:
        """A move's records, then its session change if the version still matches
        (`Store.append_all`), in one transaction holding the session row."""
        rows = [(session_id, *log_values(stamped_log(r, self.clock))) for r in records]
        sql = f"INSERT INTO log (session_id, {LOG_COLUMNS}) VALUES ($1, {LOG_PLACEHOLDERS})"
        stamp = self.clock()
        change: tuple[str, tuple[Any, ...]] | None = None
        if update is not None:
            check_status(update)
            fields = {k: v for k, v in session_fields(update).items() if k not in update.damaged}
            assignments = "".join(
                f"{column}=${n}, " for n, column in enumerate(fields, start=1)
            )
            n = len(fields)
            step, version = version_step(update)
            change = (
                f"UPDATE sessions SET {assignments}updated_at=${n + 1}, {step}"
                f" WHERE id=${n + 2} AND version=${n + 3}",
                (*fields.values(), stamp, update.id, version),
            )

        async def append(db: Connection) -> bool:
            status = await db.fetchval(
                "SELECT status FROM sessions WHERE id=$1 FOR SHARE", session_id
            )
            if status is None:
                raise StorageError(f"no session {session_id}")
            if not is_active(status):
                raise SessionEnded(f"session {session_id} is {status}: nothing more is logged")
            if len(rows) == 1:
                await db.execute(sql, *rows[0])
            elif rows:
                await db.executemany(sql, rows)
            if change is None:
                return False
            try:
                # A savepoint: a change that would make a second active session
                # is dropped, the records stand.
                async with db.transaction():
                    return await db.execute(change[0], *change[1]) == "UPDATE 1"
            except asyncpg.UniqueViolationError:
                return False

        updated = await self._run(append, SeqConflict)
        if updated and update is not None:
            update.updated_at = stamp
            stored_version(update)
        return updated

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        rows = await self._fetch(
            f"SELECT {LOG_COLUMNS} FROM log WHERE session_id=$1 AND seq>$2 ORDER BY seq",
            session_id,
            after_seq,
        )
        return [log_from_row(session_id, row) for row in rows]

    # -- snapshots --------------------------------------------------------------
    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None:
        await self._status(
            "INSERT INTO snapshots (session_id, seq, state, created_at) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (session_id, seq) DO UPDATE SET state=excluded.state,"
            " created_at=excluded.created_at",
            session_id, seq, snapshot_text(state), self.clock(),
        )

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        rows = await self._fetch(
            "SELECT seq, state FROM snapshots WHERE session_id=$1 ORDER BY seq DESC LIMIT 1",
            session_id,
        )
        return snapshot_from_row(session_id, rows[0]) if rows else None

    async def drop_snapshots_after(self, session_id: int, seq: int) -> None:
        await self._status("DELETE FROM snapshots WHERE session_id=$1 AND seq>$2", session_id, seq)

    # -- settings ---------------------------------------------------------------
    async def get_setting(self, guild_id: int, key: str) -> str | None:
        value = await self._value(
            "SELECT value FROM guild_settings WHERE guild_id=$1 AND key=$2", guild_id, key
        )
        return None if value is None else str(value)

    async def set_setting(self, guild_id: int, key: str, value: str | None) -> None:
        if value is None:
            await self._status(
                "DELETE FROM guild_settings WHERE guild_id=$1 AND key=$2", guild_id, key
            )
            return
        await self._status(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES ($1, $2, $3)"
            " ON CONFLICT (guild_id, key) DO UPDATE SET value=excluded.value",
            guild_id, key, str(value),
        )

    # -- campaign characters ----------------------------------------------------
    async def get_character(self, guild_id: int, user_id: int, game: str) -> str | None:
        value = await self._value(
            "SELECT data FROM characters WHERE guild_id=$1 AND user_id=$2 AND game=$3",
            guild_id, user_id, game,
        )
        return None if value is None else str(value)

    async def set_character(self, guild_id: int, user_id: int, game: str, data: str) -> None:
        await self._status(
            "INSERT INTO characters (guild_id, user_id, game, data, updated_at)"
            " VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, user_id, game)"
            " DO UPDATE SET data=excluded.data, updated_at=excluded.updated_at",
            guild_id, user_id, game, str(data), self.clock(),
        )

    # -- reminders ----------------------------------------------------------------
    async def get_reminders(self, user_id: int) -> ReminderPrefs:
        rows = await self._fetch(
            f"SELECT {REMINDER_COLUMNS} FROM reminders WHERE user_id=$1", user_id
        )
        return reminders_from_row(user_id, rows[0]) if rows else ReminderPrefs(user_id)

    async def set_reminders(self, prefs: ReminderPrefs) -> None:
        await self._status(
            "INSERT INTO reminders (user_id, direct, hours, muted) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (user_id) DO UPDATE SET direct=excluded.direct,"
            " hours=excluded.hours, muted=excluded.muted",
            prefs.user_id, int(prefs.direct), int(prefs.hours), int(prefs.muted),
        )

    async def claim_nudge(self, user_id: int, now: float, every: float) -> bool:
        """One upsert whose WHERE lets only a claim that finds the last nudge old
        enough change the row (evaluated again after a concurrent claim commits)."""
        status = await self._status(
            "INSERT INTO reminders (user_id, last_nudge_at) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET last_nudge_at=excluded.last_nudge_at"
            " WHERE reminders.last_nudge_at <= $3 OR reminders.last_nudge_at > $4",
            user_id, float(now), float(now - every), float(now + DAMAGED_AHEAD),
        )
        return status == "INSERT 0 1"

    # -- leases -------------------------------------------------------------------
    async def claim_lease(self, name: str, holder: str, now: float, ttl: float) -> bool:
        status = await self._status(
            "INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, $3)"
            " ON CONFLICT (name) DO UPDATE SET holder=excluded.holder,"
            " expires_at=excluded.expires_at"
            " WHERE leases.holder=excluded.holder OR leases.expires_at <= $4"
            " OR leases.expires_at > $5",
            name, holder, float(now + ttl), float(now), float(now + ttl + DAMAGED_AHEAD),
        )
        return status == "INSERT 0 1"

    async def release_lease(self, name: str, holder: str) -> None:
        await self._status("DELETE FROM leases WHERE name=$1 AND holder=$2", name, holder)

    # -- records, ratings, seasons ----------------------------------------------------
    async def finished_sessions(self, after_id: int = 0, limit: int = 500) -> list[SessionRecord]:
        rows = await self._fetch(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE status='finished' AND id>$1"
            " ORDER BY id LIMIT $2",
            after_id, max(0, int(limit)),
        )
        return [session_from_row(row) for row in rows]

    async def save_result(self, row: ResultRow) -> None:
        await self._status(
            f"INSERT INTO results ({RESULT_COLUMNS}) VALUES ($1, $2, $3, $4, $5)"
            " ON CONFLICT (session_id) DO UPDATE SET guild_id=excluded.guild_id,"
            " game=excluded.game, finished_at=excluded.finished_at, data=excluded.data",
            *result_values(row),
        )

    async def set_result_message(self, session_id: int, message_id: int) -> None:
        await self._status("UPDATE results SET message_id=$1 WHERE session_id=$2",
                           message_id, session_id)

    async def results(self, guild_id: int, game: str | None = None) -> list[ResultRow]:
        if game is None:
            rows = await self._fetch(
                f"SELECT {RESULT_READ} FROM results WHERE guild_id=$1"
                " ORDER BY finished_at, session_id", guild_id,
            )
        else:
            rows = await self._fetch(
                f"SELECT {RESULT_READ} FROM results WHERE guild_id=$1 AND game=$2"
                " ORDER BY finished_at, session_id", guild_id, game,
            )
        return readable([result_from_row(row) for row in rows])

    async def result(self, session_id: int) -> ResultRow | None:
        rows = await self._fetch(
            f"SELECT {RESULT_READ} FROM results WHERE session_id=$1", session_id
        )
        return result_from_row(rows[0]) if rows else None

    async def replace_ratings(
        self, guild_id: int, game: str, ratings: Sequence[RatingRecord]
    ) -> None:
        values = [rating_values(rating) for rating in ratings]

        async def replace(db: Connection) -> None:
            await db.execute("DELETE FROM ratings WHERE guild_id=$1 AND game=$2", guild_id, game)
            if values:
                await db.executemany(
                    f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES"
                    f" ({_placeholders(1, 10)})", values,
                )

        await self._run(replace)

    async def ratings(
        self, guild_id: int, game: str | None = None, player: str | None = None
    ) -> list[RatingRecord]:
        where, params = "guild_id=$1", list[Any]([guild_id])
        if game is not None:
            params.append(game)
            where += f" AND game=${len(params)}"
        if player is not None:
            params.append(player)
            where += f" AND player=${len(params)}"
        rows = await self._fetch(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE {where}"
            " ORDER BY game, season, faction, player", *params,
        )
        return readable([rating_from_row(row) for row in rows])

    async def seasons(self, guild_id: int) -> list[SeasonRecord]:
        rows = await self._fetch(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=$1 ORDER BY number", guild_id
        )
        return readable([season_from_row(row) for row in rows])

    async def start_season(self, guild_id: int, name: str, now: float) -> SeasonRecord:
        async def start(db: Connection) -> int:
            # Two starts at once: the second waits at the one-open-season index and fails.
            last = await db.fetchval(
                "SELECT COALESCE(MAX(number), 0) FROM seasons WHERE guild_id=$1", guild_id
            )
            number = int(last) + 1
            await db.execute(
                f"INSERT INTO seasons ({SEASON_COLUMNS}) VALUES ($1, $2, $3, $4, NULL)",
                guild_id, number, name, float(now),
            )
            return number

        number = await self._run(start, SeasonOpen)
        return SeasonRecord(guild_id, number, name, float(now))

    async def end_season(self, guild_id: int, now: float) -> SeasonRecord | None:
        async def end(db: Connection) -> list[Any]:
            return list(await db.fetch(
                f"UPDATE seasons SET ended_at=$1 WHERE guild_id=$2 AND ended_at IS NULL"
                f" RETURNING {SEASON_COLUMNS}", float(now), guild_id,
            ))

        rows = await self._run(end)
        return season_from_row(rows[0]) if rows else None

    async def set_hidden(self, guild_id: int, user_id: int, hidden: bool) -> None:
        if hidden:
            await self._status(
                "INSERT INTO stats_hidden (guild_id, user_id) VALUES ($1, $2)"
                " ON CONFLICT DO NOTHING", guild_id, user_id,
            )
        else:
            await self._status(
                "DELETE FROM stats_hidden WHERE guild_id=$1 AND user_id=$2", guild_id, user_id
            )

    async def hidden_players(self, guild_id: int) -> set[int]:
        rows = await self._fetch("SELECT user_id FROM stats_hidden WHERE guild_id=$1", guild_id)
        return {int(row[0]) for row in rows}


def _placeholders(first: int, count: int) -> str:
    return ", ".join(f"${n}" for n in range(first, first + count))


def _reason(exc: BaseException) -> str:
    """The server's or the network's words, on one line."""
    text = str(exc).strip() or type(exc).__name__
    return " ".join(text.split())


async def _explain_missed_update(db: Connection, record: SessionRecord) -> None:
    """Why an update changed no row: no such session, or another writer's change."""
    version = await db.fetchval("SELECT version FROM sessions WHERE id=$1", record.id)
    if version is None:
        raise StorageError(f"no session {record.id}")
    raise SessionConflict(
        f"session {record.id} was changed by another writer (version {version},"
        f" read at {record.version})"
    )
