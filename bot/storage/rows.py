"""Records to and from database rows, and what is damaged in a row that is read.

Only this bot writes the rows, but a file can still be damaged (a disk error, a
hand edit; SQLite keeps any value in any column, PostgreSQL any value of the
column's type). Every column is checked here as its row becomes a record, for
both stores (SQLite and PostgreSQL rows read alike), so no damaged value goes
further than this module:

- a session row never fails to read: each unreadable part is named in
  `SessionRecord.damaged` and given a harmless placeholder, so the session can
  still be shown as damaged and ended (its parts are never written back); the
  clocks, the next deadline, the language and the times only cost what they
  hold (a warning in the log, defaults instead);
- a log record or snapshot that cannot be read raises `DamagedRecord`, naming
  the table, the column and the row;
- a person's reminder settings that cannot be read are the defaults, with the
  columns named in `ReminderPrefs.damaged`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from bot.storage.base import (
    STATUSES,
    DamagedRecord,
    LogRecord,
    ReminderPrefs,
    Restoring,
    SeatRecord,
    SessionRecord,
    StorageError,
)
from bot.storage.packed import compact_json

T = TypeVar("T")

log = logging.getLogger(__name__)

SESSION_COLUMNS = (
    "id, channel_id, guild_id, game, options, seed, host_id, status, seats, locale,"
    " created_at, updated_at, version, timing, due_at"
)
LOG_COLUMNS = (
    "seq, kind, seat, text, user_id, forced, barrier, target, events, created_at, private,"
    " stand_in, agent"
)
LOG_PLACEHOLDERS = ", ".join("?" * (LOG_COLUMNS.count(",") + 1))
REMINDER_COLUMNS = "direct, hours, muted, last_nudge_at"

DAMAGED_AHEAD = 86_400.0
"""A stored moment this far past what any writer could have stored (the last
nudge after now, a lease beyond its term) is damage, not a clock a little ahead:
`claim_nudge` and `claim_lease` overwrite it rather than wait for it forever.
Text in such a column (SQLite) counts the same."""

MAX_REMINDER_HOURS = 168
"""A direct reminder comes after 1 to 168 hours of waiting (a week)."""

_UNREADABLE = (TypeError, ValueError, KeyError, AttributeError, OverflowError)


def schema_number(where: str, raw: Any) -> int:
    """The schema version a database says it has (0: none yet); one sentence
    naming the database when it cannot be read."""
    if raw is None:
        return 0
    try:
        return _count(raw)
    except _UNREADABLE as exc:
        raise StorageError(
            f"{where} is not a usable game database: its schema_version ({_shown(raw)})"
            " cannot be read"
        ) from exc


def _integer(raw: Any) -> int:
    """An integer column's value; text, reals, blobs and NULL are refused."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ValueError(f"{_shown(raw)} is not a whole number")
    return raw


def _optional_integer(raw: Any) -> int | None:
    return None if raw is None else _integer(raw)


def _count(raw: Any) -> int:
    """A sequence number, a seat, a target: a whole number, 0 or more."""
    number = _integer(raw)
    if number < 0:
        raise ValueError(f"{number} is below 0")
    return number


def _flag(raw: Any) -> bool:
    """A 0/1 column."""
    if _integer(raw) not in (0, 1):
        raise ValueError(f"{raw!r} is neither 0 nor 1")
    return bool(raw)


def _moment(raw: Any) -> float:
    """A time in seconds since the epoch (REAL / DOUBLE PRECISION)."""
    if isinstance(raw, bool) or not isinstance(raw, int | float) or raw != raw:
        raise ValueError(f"{_shown(raw)} is not a time")
    return float(raw)


def _text(raw: Any) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"{_shown(raw)} is not text")
    return raw


def _shown(raw: Any) -> str:
    """A damaged value for a log line or a message: short, one line."""
    text = repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."


# -- sessions -------------------------------------------------------------------
def session_fields(record: SessionRecord) -> dict[str, Any]:
    """The columns a session update writes, by name, as stored."""
    # The seed is stored as text: seeds are unbounded Python ints, SQLite's are 64-bit.
    return {
        "channel_id": record.channel_id,
        "guild_id": record.guild_id,
        "game": record.game,
        "options": _kept_text(record.options, _json_copy, json.dumps),
        "seed": str(record.seed),
        "host_id": record.host_id,
        "status": record.status,
        "seats": _kept_text(record.seats, _seats_copy, _seats_text),
        "locale": record.locale,
        "timing": _timing_text(record.timing),
        "due_at": record.due_at,
    }


_TEXTS: dict[int, tuple[Any, Any, str]] = {}
"""The JSON text last written of a record's options or seats, by the identity of
the list or dict (held, so its id stays its own), with a copy of what it held."""
_TEXTS_LIMIT = 8192


def _kept_text(value: T, copied: Callable[[T, str], T], text: Callable[[T], str]) -> str:
    """`text(value)`, written out again only when `value` is another object or no
    longer equal to the copy kept with its text: every move's flush stores the
    session's row, whose options and seats stay as they were for the whole game
    (they are edited in place in the lobby, hence the comparison, which costs a
    fraction of the writing)."""
    kept = _TEXTS.get(id(value))
    if kept is not None and kept[0] is value and kept[1] == value:
        return kept[2]
    written = text(value)
    if len(_TEXTS) >= _TEXTS_LIMIT:
        _TEXTS.clear()
    _TEXTS[id(value)] = (value, copied(value, written), written)
    return written


_TIMING_KEYS = ("table", "seats", "lobby_until")


def _timing_text(timing: Any) -> str:
    """`compact_json(timing)`, the table's settings written out once per settings
    dict (`_kept_text`: they stay the same dict from move to move, bot/clock.py
    `_table_json`), the seats' clocks and the lobby's end each time."""
    if type(timing) is not dict or tuple(timing) != _TIMING_KEYS:
        return compact_json(timing)
    table = timing["table"]
    if type(table) is not dict:
        return compact_json(timing)
    return "".join((
        '{"table":', _kept_text(table, _json_copy, compact_json),
        ',"seats":', compact_json(timing["seats"]),
        ',"lobby_until":', compact_json(timing["lobby_until"]), "}",
    ))


def _json_copy(_value: T, written: str) -> T:
    """A deep copy, as what was written reads back (a value that does not come
    back equal is written out every time, as before)."""
    copied: T = json.loads(written)
    return copied


def _seats_copy(seats: list[SeatRecord], _written: str) -> list[SeatRecord]:
    return [SeatRecord(s.user_id, s.name, s.agent) for s in seats]


def _seats_text(seats: list[SeatRecord]) -> str:
    return json.dumps([seat.to_json() for seat in seats])


def session_from_row(row: Any) -> SessionRecord:
    (sid, channel, guild, game, options, seed, host, status, seats, locale, created, updated,
     version, timing, due_at) = row
    damaged: list[str] = []
    record = SessionRecord(
        id=sid,
        channel_id=_part(damaged, "channel_id", _integer, channel, 0),
        guild_id=_part(damaged, "guild_id", _optional_integer, guild, None),
        game=_part(damaged, "game", _text, game, ""),
        options=_part(damaged, "options", _options, options, {}),
        seed=_part(damaged, "seed", _seed, seed, 0),
        host_id=_part(damaged, "host_id", _user_id, host, 0),
        # A status that is none of the four: no active session (the store's
        # queries ask for 'lobby' and 'running'), so read as ended.
        status=_part(damaged, "status", _status, status, "aborted"),
        seats=_part(damaged, "seats", _seats, seats, []),
        locale=_harmless(sid, "locale", _locale, locale, None),
        created_at=_harmless(sid, "created_at", _moment, created, 0.0),
        updated_at=_harmless(sid, "updated_at", _moment, updated, 0.0),
        version=_part(damaged, "version", _integer, version, 0),
        timing=_timing(sid, timing),
        due_at=_due_at(due_at),
    )
    record.damaged = tuple(damaged)
    record.raw = {"version": version} if "version" in damaged else {}
    return record


def version_step(record: SessionRecord) -> tuple[str, Any]:
    """How a versioned update of `record` changes its stored version: the SET
    expression, and the stored value its WHERE matches. A damaged version is
    matched as it was read and replaced by a fresh one (1)."""
    if "version" in record.damaged:
        return "version=1", record.raw.get("version")
    return "version=version+1", record.version


def stored_version(record: SessionRecord) -> None:
    """`record` after its versioned update was stored: the version it now has."""
    if "version" in record.damaged:
        record.version = 1
        record.damaged = tuple(part for part in record.damaged if part != "version")
        record.raw.pop("version", None)
    else:
        record.version += 1


def _status(raw: Any) -> str:
    if raw not in STATUSES:
        raise ValueError(f"{_shown(raw)} is not a status")
    return str(raw)


def _locale(raw: Any) -> str | None:
    return None if raw is None else _text(raw)


def _harmless(session_id: Any, name: str, read: Callable[[Any], T], raw: Any, default: T) -> T:
    """A column whose loss costs only what it holds (the language falls back to
    the server's or the reader's, a time to 0): its default, and a warning."""
    try:
        return read(raw)
    except _UNREADABLE:
        log.warning("session %s: its %s (%s) cannot be read; %r instead",
                    session_id, name, _shown(raw), default)
        return default


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
    if isinstance(raw, bool) or not isinstance(raw, int | float) or raw != raw:
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
        record.agent or None,
    )


def restoring_from_rows(session_row: Any, log_rows: Sequence[Any],
                        snapshot_row: Any | None) -> Restoring:
    """What `Store.restoring` read, the session's row read now, its log and its
    snapshot when asked for (each raising `DamagedRecord` then, as a read of its
    own would)."""
    record = session_from_row(session_row)
    session_id = record.id
    assert session_id is not None

    def log() -> list[LogRecord]:
        return [log_from_row(session_id, row) for row in log_rows]

    def latest_snapshot() -> tuple[int, dict[str, Any]] | None:
        return None if snapshot_row is None else snapshot_from_row(session_id, snapshot_row)

    return Restoring(record, log, latest_snapshot)


def log_from_row(session_id: int, row: Any) -> LogRecord:
    """A log record, every column checked: `DamagedRecord` names the first that
    cannot be read (the session then loads as damaged: bot/sessions.py)."""
    (seq, kind, seat, text, user_id, forced, barrier, target, events, created, private,
     stand_in, agent) = row
    where = f"session {session_id}, log record {_shown(seq)}"

    def column(name: str, read: Callable[[Any], T], raw: Any) -> T:
        try:
            return read(raw)
        except _UNREADABLE as exc:
            raise DamagedRecord(
                f"{where}: its {name} cannot be read ({exc})",
                table="log", column=name, row=str(seq),
            ) from exc

    number = column("seq", _count, seq)
    kind = column("kind", _kind, kind)
    # An action names its seat; an undo names the last action that stays.
    seat_of = _count if kind == "action" else _optional_count
    target_of = _count if kind == "undo" else _optional_count
    return LogRecord(
        seq=number,
        kind=kind,
        seat=column("seat", seat_of, seat),
        text=column("text", _text, text),
        user_id=column("user_id", _optional_integer, user_id),
        forced=column("forced", _flag, forced),
        barrier=column("barrier", _flag, barrier),
        target=column("target", target_of, target),
        events=column("events", _events, events),
        created_at=column("created_at", _moment, created),
        private=column("private", _flag, private),
        stand_in=column("stand_in", _flag, stand_in),
        # Only words depend on it (the level the log names): damage is not fatal.
        agent=agent if isinstance(agent, str) else "",
    )


def _kind(raw: Any) -> str:
    if raw not in ("action", "undo"):
        raise ValueError(f"{_shown(raw)} is neither an action nor an undo")
    return str(raw)


def _optional_count(raw: Any) -> int | None:
    return None if raw is None else _count(raw)


def _events(raw: Any) -> list[dict[str, Any]]:
    events = json.loads(raw)
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        raise ValueError("events are not a list")
    return events


# -- snapshots ------------------------------------------------------------------
def snapshot_text(state: dict[str, Any]) -> str:
    return json.dumps(state, separators=(",", ":"))


def snapshot_from_row(session_id: int, row: Any) -> tuple[int, dict[str, Any]]:
    """(seq, state) of a snapshot row; `DamagedRecord` when either cannot be read."""
    seq, raw = row
    try:
        number = _count(seq)
    except _UNREADABLE as exc:
        raise DamagedRecord(
            f"session {session_id}, snapshot at {_shown(seq)}: its seq cannot be read",
            table="snapshots", column="seq", row=str(seq),
        ) from exc
    return number, snapshot_from_text(session_id, number, raw)


def snapshot_from_text(session_id: int, seq: int, raw: Any) -> dict[str, Any]:
    try:
        state = json.loads(raw)
    except _UNREADABLE as exc:
        raise DamagedRecord(
            f"session {session_id}, snapshot at {seq}: {exc}",
            table="snapshots", column="state", row=str(seq),
        ) from exc
    if not isinstance(state, dict) or not state:
        raise DamagedRecord(
            f"session {session_id}, snapshot at {seq}: no state in it",
            table="snapshots", column="state", row=str(seq),
        )
    return state


# -- reminders ------------------------------------------------------------------
def reminders_from_row(user_id: int, row: Any) -> ReminderPrefs:
    """A person's reminder settings; a column that cannot be read is its default
    (named in `damaged`), so one damaged row never stops a move or a pass of the
    scheduler."""
    direct, hours, muted, last = row
    defaults = ReminderPrefs(user_id)
    damaged: list[str] = []
    prefs = ReminderPrefs(
        user_id,
        direct=_part(damaged, "direct", _flag, direct, defaults.direct),
        hours=_part(damaged, "hours", _reminder_hours, hours, defaults.hours),
        muted=_part(damaged, "muted", _flag, muted, defaults.muted),
        last_nudge_at=_part(damaged, "last_nudge_at", _moment, last, defaults.last_nudge_at),
    )
    if damaged:
        log.warning("reminders of user %s: %s cannot be read; defaults instead",
                    user_id, ", ".join(damaged))
        prefs.damaged = tuple(damaged)
    return prefs


def _reminder_hours(raw: Any) -> int:
    hours = _integer(raw)
    if not 1 <= hours <= MAX_REMINDER_HOURS:
        raise ValueError(f"{hours} hours is out of 1-{MAX_REMINDER_HOURS}")
    return hours
