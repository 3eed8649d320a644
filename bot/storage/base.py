"""The storage interface: small enough for SQLite, in-memory and (later) PostgreSQL.

Sessions never see SQL. A session is a row of metadata plus an append-only log
of records, each with a sequence number unique within its session; snapshots
are a cache of the state after some record, and may be deleted at any time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

ACTIVE_STATUSES = ("lobby", "running")
STATUSES = ("lobby", "running", "finished", "aborted")


class StorageError(Exception):
    """Base of storage failures."""


class ChannelBusy(StorageError):
    """The channel already has an active (lobby or running) session."""


class SeqConflict(StorageError):
    """A record with this sequence number exists: another writer got there first."""


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


@dataclass(frozen=True)
class LogRecord:
    """One entry of the append-only log.

    kind "action": `seat` played `text` (canonical notation); `forced` when the
    bot applied it because it was the only legal action; `barrier` when it used
    chance or revealed hidden information. kind "undo": the actions after record
    `target` are withdrawn (`target` = seq of the last action that stays).
    """

    seq: int
    kind: str
    seat: int | None = None
    text: str = ""
    user_id: int | None = None
    forced: bool = False
    barrier: bool = False
    target: int | None = None
    events: list[dict[str, Any]] = field(default_factory=list, hash=False, compare=False)
    created_at: float = 0.0


class Store(Protocol):
    """Async storage of sessions, logs, snapshots, per-server settings and campaign
    characters."""

    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create_session(self, record: SessionRecord) -> int:
        """Insert; returns the new id. Raises ChannelBusy if the channel has an active one."""

    async def update_session(self, record: SessionRecord) -> None:
        """Persist status, seats, options, locale of an existing session."""

    async def get_session(self, session_id: int) -> SessionRecord | None: ...

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        """The lobby or running session of a channel, if any."""

    async def append(self, session_id: int, record: LogRecord) -> None:
        """Commit one log record durably. Raises SeqConflict if its seq is taken."""

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        """Records with seq > after_seq, in order."""

    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None: ...

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        """(seq, state JSON) of the newest snapshot, or None."""

    async def drop_snapshots_after(self, session_id: int, seq: int) -> None:
        """Delete snapshots taken after record `seq` (used when actions are undone)."""

    async def get_setting(self, guild_id: int, key: str) -> str | None: ...
    async def set_setting(self, guild_id: int, key: str, value: str | None) -> None: ...

    async def get_character(self, guild_id: int, user_id: int, game: str) -> str | None:
        """A user's campaign character for a game on a server (the game's text form)."""

    async def set_character(self, guild_id: int, user_id: int, game: str, data: str) -> None:
        """Store (or replace) a user's campaign character."""
