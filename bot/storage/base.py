"""The storage interface: small enough for SQLite, in-memory and PostgreSQL.

Sessions never see SQL. A session is a row of metadata plus an append-only log
of records, each with a sequence number unique within its session; snapshots
are a cache of the state after some record, and may be deleted at any time.

Several processes (or several game masters in one process) may share a store,
so every write is checked against what is stored, never against what the
writer remembers (optimistic concurrency; no lock is held between a read and
a write):

- a session record carries a `version`; `update_session` stores a change only
  if the stored version is still the one the record was read at, and raises
  `SessionConflict` otherwise;
- a log record's `seq` is unique within its session (`SeqConflict`), and
  `append` refuses, in the same transaction, a record for a session that is no
  longer active (`SessionEnded`): a move can never land after an abort or the
  end of the game.

The loser of such a race has written nothing; it reads the session again,
checks its command against the fresh record and answers truthfully.

Stores are written by this bot only, but a file can still be damaged (a disk
error, a hand edit). Every column is checked as its row becomes a record
(bot/storage/rows.py). A session row with a part that cannot be read is still
returned, with the unreadable parts named in `damaged` (and harmless
placeholders in their fields) so that the channel can be told and the session
ended; `update_session` never overwrites a damaged part. A log record that
cannot be read raises `DamagedRecord` (naming its table, column and row); a
damaged snapshot too, and since snapshots are a cache, callers then rebuild the
state from the log. Unreadable reminder settings are the defaults, named in
`ReminderPrefs.damaged`. A read that fails raises `StorageReadError`.

Time (bot/clock.py) is stored with the session too: `SessionRecord.timing` is
the table's clock settings and each person's clock, as JSON the store does not
read, and `due_at` is the earliest moment something of it must fire (a
reminder, an AI stepping in, a lobby expiring). Both are written by
`update_session`, so the version check that keeps two writers from both
changing a session also keeps two schedulers from both firing one deadline:
the scheduler stores "fired" first and only the writer that succeeded speaks.
`due_sessions` finds what is due; per-user reminder settings and the one
nudge a day are `get_reminders`, `set_reminders` and `claim_nudge`. Of the
processes sharing a store, one runs the scheduler: the one holding the
"scheduler" lease (`claim_lease`), which passes to another when its holder
stops renewing it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.storage.packed import NO_EVENTS, PackedEvents

ACTIVE_STATUSES = ("lobby", "running")
STATUSES = ("lobby", "running", "finished", "aborted")


class StorageError(Exception):
    """Base of storage failures."""

    stored = 0
    """Raised by `Store.append_all`: how many of its records were stored before
    the failure (the real stores write all or nothing, so 0; a test store that
    fails part way may keep the records before the one that failed)."""


class StorageReadError(StorageError):
    """The database could not be read (a disk error, a file damaged while open, a
    lost connection): nothing was written. `reason` is the database's own words,
    short, without the file's path or the server's address."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


class ChannelBusy(StorageError):
    """The channel already has an active (lobby or running) session."""


class SeqConflict(StorageError):
    """A record with this sequence number exists: another writer got there first."""


class SessionConflict(StorageError):
    """The stored session is no longer the one the writer read: another writer
    changed it first. Nothing was written."""


class SessionEnded(SessionConflict):
    """A log record for a session that is no longer active (aborted or finished,
    perhaps by another process a moment ago). Nothing was written."""


class DamagedRecord(StorageError):
    """A stored row that cannot be read (malformed JSON, a column of the wrong type
    or out of its range): a log record or a snapshot. `table`, `column` and `row`
    name it (bot/storage/rows.py); the message says the same in words."""

    def __init__(
        self, message: str, *, table: str = "", column: str = "", row: str = ""
    ) -> None:
        super().__init__(message)
        self.table, self.column, self.row = table, column, row


@dataclass
class SeatRecord:
    """A seat: a Discord (or console) user, or an AI seat of some agent kind."""

    user_id: int | None
    name: str
    agent: str | None = None  # "heuristic" / "random" for AI seats, None for people

    @property
    def is_ai(self) -> bool:
        return self.agent is not None

    def to_json(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "agent": self.agent}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatRecord:
        return cls(data.get("user_id"), data["name"], data.get("agent"))


@dataclass
class SessionRecord:
    id: int | None
    channel_id: int
    guild_id: int | None
    game: str
    options: dict[str, str]
    seed: int
    host_id: int
    status: str = "lobby"
    seats: list[SeatRecord] = field(default_factory=list)
    locale: str | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    # How many times the stored record was changed; `update_session` checks it.
    version: int = 0
    # The stored parts (columns) that could not be read ("seats", "options", "seed",
    # "host_id", "game", "channel_id", "version", ...: bot/storage/rows.py): their
    # fields hold placeholders, and they are never written back.
    damaged: tuple[str, ...] = ()
    # The table's time settings and clocks (bot/clock.py), as JSON; stored as is.
    timing: dict[str, Any] = field(default_factory=dict)
    # When something of `timing` must fire next (seconds since the epoch), or None.
    due_at: float | None = None
    # The stored values of the damaged parts, as read: a versioned update of a row
    # whose version is damaged matches it by this value (and stores a fresh one).
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class LogRecord:
    """One entry of the append-only log.

    kind "action": `seat` played `text` (canonical notation); `forced` when the
    bot applied it because it was the only legal action; `barrier` when it used
    chance or revealed hidden information; `private` when it answered a private
    prompt (its text is then never shown in the channel: only its public events,
    or that a choice was made). kind "undo": the actions after record `target` are
    withdrawn (`target` = seq of the last action that stays).
    """

    seq: int
    kind: str
    seat: int | None = None
    text: str = ""
    user_id: int | None = None
    forced: bool = False
    barrier: bool = False
    target: int | None = None
    # Given as a list of event dicts, kept packed (bot/storage/packed.py): a cached
    # session holds every standing record, and as dicts the events were most of it.
    events: Sequence[dict[str, Any]] = field(default=NO_EVENTS, hash=False, compare=False)
    created_at: float = 0.0
    private: bool = False
    # Played by an AI for a person who was away too long (bot/clock.py): the log
    # and the status say so.
    stand_in: bool = False
    # The kind of AI that chose this move (`random`, `noisy`, `heuristic`, `search`:
    # an AI seat's own, or the table's stand-in as it was at that moment); "" for a
    # person's move, a forced one, and records stored before it was kept. The log
    # names the level that played from it, whatever the table chooses later.
    agent: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "events", PackedEvents.of(self.events))
        # Notation recurs ("done", "roll"): each cached record shares one copy.
        object.__setattr__(self, "text", sys.intern(self.text))

    @property
    def events_json(self) -> str:
        """The events as compact JSON text, as the stores keep them."""
        assert isinstance(self.events, PackedEvents)
        return self.events.json


@dataclass
class ReminderPrefs:
    """A person's reminder settings, across every game and server.

    `direct`: a direct message after `hours` of waiting in a game without a
    clock; `muted`: no direct message and no reminder ping from the scheduler
    (turn mentions stay); `last_nudge_at`: when the last direct message went out
    (at most one a day, `Store.claim_nudge`)."""

    user_id: int
    direct: bool = False
    hours: int = 12
    muted: bool = False
    last_nudge_at: float = 0.0
    # Stored columns that could not be read: their defaults stand in for them until
    # the person chooses again (`/games reminders` says so); never an error.
    damaged: tuple[str, ...] = field(default=(), compare=False)


class SeasonOpen(StorageError):
    """The server already has a season under way (`Store.start_season`)."""


@dataclass(frozen=True)
class ResultRow:
    """A finished game's result as the store keeps it (bot/records.py `GameResult`,
    as JSON in `data`): derived data, written when the game finishes and again by
    `gamemaster ratings rebuild`."""

    session_id: int
    guild_id: int  # 0: played outside a server
    game: str
    finished_at: float
    data: dict[str, Any]
    # Where the transport posted the result (a Discord message id), once told
    # (`set_result_message`); kept when the result is stored again by a rebuild.
    message_id: int | None = None


@dataclass(frozen=True)
class RatingRecord:
    """A player's rating on a server for a game (bot/ratings.py), in one pool: a
    season (`season` its number; 0 is all-time) and, for Root, a faction (`faction`
    its id; "" for every faction). `player` is `u:<user id>` or `ai:<level>`.
    `history`: after each rated game, (session id, when it finished, mu, sigma)."""

    guild_id: int
    game: str
    season: int
    faction: str
    player: str
    mu: float
    sigma: float
    games: int
    wins: int
    history: tuple[tuple[int, float, float, float], ...] = ()

    @property
    def conservative(self) -> float:
        """What is shown and ranked by: mu - 3 sigma (the player is at least this
        good with about 99.7 % confidence)."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class SeasonRecord:
    """A season of a server: numbered from 1; `ended_at` None while under way."""

    guild_id: int
    number: int
    name: str
    started_at: float
    ended_at: float | None = None

    def holds(self, moment: float) -> bool:
        """Whether a game finished at `moment` was finished while this season was under
        way (its first and last moments included)."""
        return self.started_at <= moment and (self.ended_at is None or moment <= self.ended_at)


@dataclass(frozen=True)
class Restoring:
    """A channel's active session with all that restoring it reads, read together
    (`Store.restoring`): its record, its log and its newest snapshot. The log and
    the snapshot are read from their rows when asked for, and raise then as
    `Store.log` and `Store.latest_snapshot` do (`DamagedRecord`)."""

    record: SessionRecord
    log: Callable[[], list[LogRecord]]
    latest_snapshot: Callable[[], tuple[int, dict[str, Any]] | None]


class Store(Protocol):
    """Async storage of sessions, logs, snapshots, per-server settings and campaign
    characters."""

    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create_session(self, record: SessionRecord) -> int:
        """Insert; returns the new id and sets `record.id` and `record.version` (1).
        Raises ChannelBusy if the channel has an active one."""

    async def update_session(self, record: SessionRecord) -> None:
        """Persist status, seats, options, locale, timing and due_at of an existing
        session, if the
        stored version is still `record.version`; then `record.version` is the new
        one. Raises SessionConflict (nothing written) if another writer changed the
        session since `record` was read, ChannelBusy if it would make a second
        active session in its channel, StorageError if there is no such session.
        Parts named in `record.damaged` keep what is stored."""

    async def get_session(self, session_id: int) -> SessionRecord | None: ...

    async def sessions_of_user(self, user_id: int) -> list[SessionRecord]:
        """The active (lobby or running) sessions in which the user holds a seat of
        their own (never an AI seat), in every channel and server, oldest first. A
        session whose seats cannot be read is included when its stored seats name
        the user (`damaged` says so)."""

    async def last_session(self, channel_id: int) -> SessionRecord | None:
        """The channel's most recent session, whatever its status: a finished game
        stays viewable in its channel until a new one opens there."""

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        """The lobby or running session of a channel, if any."""

    async def restoring(self, channel_id: int) -> Restoring | None:
        """The lobby or running session of a channel with its whole log and its
        newest snapshot, read in one query (a session the cache let go is read
        again at its next command: three reads, each a round trip, were a
        twentieth of the time of a table's moves)."""

    async def due_sessions(self, now: float, limit: int = 50) -> list[SessionRecord]:
        """Active (lobby or running) sessions whose `due_at` is at or before `now`,
        earliest first, at most `limit`. Sessions without a `due_at` never are."""

    async def append(self, session_id: int, record: LogRecord) -> None:
        """Commit one log record durably, in one transaction with the check that the
        session is still active (lobby or running). Raises SeqConflict if its seq is
        taken, SessionEnded if the session was aborted or finished; nothing is
        written then."""

    async def append_all(
        self,
        session_id: int,
        records: Sequence[LogRecord],
        update: SessionRecord | None = None,
    ) -> bool:
        """Commit a move's log records (the caller's action and the automatic moves
        after it) durably in one transaction, in order, with the check that the
        session is still active; and in the same transaction `update`, the session
        record as `update_session` would store it, if its version is still the one
        stored (then `update.version` is the new one). Returns whether `update` was
        stored: when another writer changed the session since it was read, only the
        records are stored and the caller stores its change again on a fresh read.
        Raises as `append` does (SeqConflict, SessionEnded, StorageError), nothing
        written. Concurrent calls of several sessions may share one commit (group
        commit); each returns only once its records are durable."""

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        """Records with seq > after_seq, in order. Raises DamagedRecord if one
        cannot be read."""

    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None: ...

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        """(seq, state JSON) of the newest snapshot, or None. Raises DamagedRecord if
        it cannot be read (callers ignore it: snapshots are a cache)."""

    async def drop_snapshots_after(self, session_id: int, seq: int) -> None:
        """Delete snapshots taken after record `seq` (used when actions are undone)."""

    async def get_setting(self, guild_id: int, key: str) -> str | None: ...
    async def set_setting(self, guild_id: int, key: str, value: str | None) -> None: ...

    async def get_character(self, guild_id: int, user_id: int, game: str) -> str | None:
        """A user's campaign character for a game on a server (the game's text form)."""

    async def set_character(self, guild_id: int, user_id: int, game: str, data: str) -> None:
        """Store (or replace) a user's campaign character."""

    async def get_reminders(self, user_id: int) -> ReminderPrefs:
        """A user's reminder settings; the defaults if they never chose any."""

    async def set_reminders(self, prefs: ReminderPrefs) -> None:
        """Store a user's `direct`, `hours` and `muted`; `last_nudge_at` is kept as
        stored (only `claim_nudge` changes it)."""

    async def claim_nudge(self, user_id: int, now: float, every: float) -> bool:
        """Record a direct reminder to the user at `now`, if their last one is at
        least `every` seconds old, in one atomic step: of several processes (or
        games) wanting to nudge one person at once, exactly one gets True."""

    async def claim_lease(self, name: str, holder: str, now: float, ttl: float) -> bool:
        """Take or renew the lease `name` for `holder` until `now + ttl`, in one
        atomic step, if nobody holds it, its holder let it run out (its
        `expires_at` is at or before `now`), or `holder` holds it already. Of
        several processes claiming at once, at most one gets True: the scheduler
        runs in that one only (bot/scheduler.py)."""

    async def release_lease(self, name: str, holder: str) -> None:
        """Give the lease up at once, if `holder` holds it (a clean stop): another
        process may take it at its next claim instead of waiting for it to run out."""

    # -- records, ratings, seasons (issue 29; bot/records.py, bot/ratings.py) --------
    async def finished_sessions(self, after_id: int = 0, limit: int = 500) -> list[SessionRecord]:
        """Finished sessions (never aborted ones) with an id above `after_id`, by id,
        at most `limit`: what `gamemaster ratings rebuild` reads, page by page."""

    async def save_result(self, row: ResultRow) -> None:
        """Store (or replace) a finished game's result; a `message_id` already
        stored is kept."""

    async def results(self, guild_id: int, game: str | None = None) -> list[ResultRow]:
        """A server's results (of one game, or all), oldest first (by when they
        finished, then by session). A row that cannot be read is left out."""

    async def result(self, session_id: int) -> ResultRow | None: ...

    async def set_result_message(self, session_id: int, message_id: int) -> None:
        """Where a game's result was posted; nothing when it has no stored result."""

    async def replace_ratings(
        self, guild_id: int, game: str, ratings: Sequence[RatingRecord]
    ) -> None:
        """Replace every rating of a server's game by `ratings`, in one transaction
        (ratings are recomputed from the results as a whole, bot/ratings.py)."""

    async def ratings(
        self, guild_id: int, game: str | None = None, player: str | None = None
    ) -> list[RatingRecord]:
        """A server's ratings, of one game and/or one player, or all. A row that
        cannot be read is left out."""

    async def seasons(self, guild_id: int) -> list[SeasonRecord]:
        """A server's seasons, oldest first."""

    async def start_season(self, guild_id: int, name: str, now: float) -> SeasonRecord:
        """Open the server's next season. Raises SeasonOpen if one is under way."""

    async def end_season(self, guild_id: int, now: float) -> SeasonRecord | None:
        """End the season under way; None if there is none."""

    async def set_hidden(self, guild_id: int, user_id: int, hidden: bool) -> None:
        """Whether a member is left out of the server's leaderboards (`/stats hide`)."""

    async def hidden_players(self, guild_id: int) -> set[int]:
        """The members of a server who hid themselves from its leaderboards."""
