"""Records to and from SQLite rows, and what is damaged in a row that is read.

Only this bot writes the rows, but a file can still be damaged (a disk error, a
hand edit). Reading never fails on a session row: each unreadable part is named
in `SessionRecord.damaged` and given a harmless placeholder, so the session can
still be shown as damaged and ended. A log record or snapshot that cannot be
read raises `DamagedRecord`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from bot.storage.base import DamagedRecord, LogRecord, SeatRecord, SessionRecord

T = TypeVar("T")

log = logging.getLogger(__name__)

SESSION_COLUMNS = (
    "id, channel_id, guild_id, game, options, seed, host_id, status, seats, locale,"
    " created_at, updated_at, version, timing, due_at"
)
LOG_COLUMNS = (
    "seq, kind, seat, text, user_id, forced, barrier, target, events, created_at, private,"
    " stand_in"
)
LOG_PLACEHOLDERS = ", ".join("?" * (LOG_COLUMNS.count(",") + 1))

_UNREADABLE = (TypeError, ValueError, KeyError, AttributeError)


# -- sessions -------------------------------------------------------------------
def session_fields(record: SessionRecord) -> dict[str, Any]:
    """The columns a session update writes, by name, as stored."""
    # The seed is stored as text: seeds are unbounded Python ints, SQLite's are 64-bit.
    return {
        "channel_id": record.channel_id,
        "guild_id": record.guild_id,
        "game": record.game,
        "options": json.dumps(record.options),
        "seed": str(record.seed),
        "host_id": record.host_id,
        "status": record.status,
        "seats": json.dumps([seat.to_json() for seat in record.seats]),
        "locale": record.locale,
        "timing": json.dumps(record.timing, separators=(",", ":")),
        "due_at": record.due_at,
    }


def session_from_row(row: Any) -> SessionRecord:
    (sid, channel, guild, game, options, seed, host, status, seats, locale, created, updated,
     version, timing, due_at) = row
    damaged: list[str] = []
    record = SessionRecord(
        id=sid,
        channel_id=channel,
        guild_id=guild,
        game=game,
        options=_part(damaged, "options", _options, options, {}),
        seed=_part(damaged, "seed", _seed, seed, 0),
        host_id=_part(damaged, "host_id", _user_id, host, 0),
        status=status,
        seats=_part(damaged, "seats", _seats, seats, []),
        locale=locale,
        created_at=created,
        updated_at=updated,
        version=version,
        timing=_timing(sid, timing),
        due_at=_due_at(due_at),
    )
    record.damaged = tuple(damaged)
    return record


def _timing(session_id: Any, raw: Any) -> dict[str, Any]:
    """The stored clocks, or none: unreadable clocks only cost their deadlines (the
    next write stores fresh ones), never the game, so they are not `damaged`."""
    try:
        data = json.loads(raw)
    except _UNREADABLE:
        data = None
    if not isinstance(data, dict):
        log.warning("session %s: its clocks cannot be read; they start again", session_id)
        return {}
    return data


def _due_at(raw: Any) -> float | None:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return None
    return float(raw)


def _part(damaged: list[str], name: str, read: Callable[[Any], T], raw: Any, placeholder: T) -> T:
    """One column read, or its placeholder with the column noted as damaged."""
    try:
        return read(raw)
    except _UNREADABLE:
        damaged.append(name)
        return placeholder


def _options(raw: Any) -> dict[str, str]:
    data = json.loads(raw)
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise ValueError("options are not a table of texts")
    return {str(key): value for key, value in data.items()}


def _seed(raw: Any) -> int:
    return int(str(raw))  # "12.5", b"..", None: all refused


def _user_id(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ValueError(f"{raw!r} is not a user id")
    return raw


def _seats(raw: Any) -> list[SeatRecord]:
    data = json.loads(raw)
    if not isinstance(data, list):
        raise ValueError("seats are not a list")
    return [_seat(item) for item in data]


def _seat(data: Any) -> SeatRecord:
    user_id, name, agent = data.get("user_id"), data["name"], data.get("agent")
    if user_id is not None:
        _user_id(user_id)
    if not isinstance(name, str) or not (agent is None or isinstance(agent, str)):
        raise ValueError(f"{data!r} is not a seat")
    return SeatRecord(user_id, name, agent)


# -- log ------------------------------------------------------------------------
def log_values(record: LogRecord) -> tuple[Any, ...]:
    return (
        record.seq,
        record.kind,
        record.seat,
        record.text,
        record.user_id,
        int(record.forced),
        int(record.barrier),
        record.target,
        record.events_json,
        record.created_at,
        int(record.private),
        int(record.stand_in),
    )


def log_from_row(session_id: int, row: Any) -> LogRecord:
    (seq, kind, seat, text, user_id, forced, barrier, target, events, created, private,
     stand_in) = row
    return LogRecord(
        seq=seq,
        kind=kind,
        seat=seat,
        text=text,
        user_id=user_id,
        forced=bool(forced),
        barrier=bool(barrier),
        target=target,
        events=_events(session_id, seq, events),
        created_at=created,
        private=bool(private),
        stand_in=bool(stand_in),
    )


def _events(session_id: int, seq: int, raw: Any) -> list[dict[str, Any]]:
    try:
        events = json.loads(raw)
    except _UNREADABLE as exc:
        raise DamagedRecord(f"session {session_id}, log record {seq}: {exc}") from exc
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        raise DamagedRecord(f"session {session_id}, log record {seq}: events are not a list")
    return events


# -- snapshots ------------------------------------------------------------------
def snapshot_text(state: dict[str, Any]) -> str:
    return json.dumps(state, separators=(",", ":"))


def snapshot_from_text(session_id: int, seq: int, raw: Any) -> dict[str, Any]:
    try:
        state = json.loads(raw)
    except _UNREADABLE as exc:
        raise DamagedRecord(f"session {session_id}, snapshot at {seq}: {exc}") from exc
    if not isinstance(state, dict) or not state:
        raise DamagedRecord(f"session {session_id}, snapshot at {seq}: no state in it")
    return state
