"""`gamemaster render`: a position to a PNG, from a seed + action log file or a saved session.

A log file has one `seat: action` per line (seat as a number from 0, as the
engine counts, or a seat colour such as `blue`); blank lines and `#` comments
are skipped. The image is drawn from the public view only, like in a channel.

Errors about a log file name the line, never repeat what is on it: the path
may point at something that was never a log (a key, a password file), and an
error message ends up in terminals and CI logs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.storage.base import SessionRecord, Store
from games.core import Game, GameError, State

CONSOLE_CHANNEL = 1
"""The channel id of the local console, the default of `--channel`."""

MAX_LOG_BYTES = 1_000_000
"""No real log comes close: the longest games run a few thousand actions of a few
dozen characters each. Anything larger is not a log and is not read."""


class RenderInputError(ValueError):
    """The log or session cannot be turned into a position; the message says why."""


@dataclass(frozen=True)
class LogEntry:
    line: int
    seat: str
    action: str


def read_log_file(path: str) -> str:
    """The text of a log file, or a RenderInputError that says why it cannot be one."""
    file = Path(path)
    try:
        # A bounded read: the size a file claims is not what it holds (/dev/zero
        # claims 0 bytes and never ends, a pipe has none), so at most one byte more
        # than any log is read, whatever it says.
        with file.open("rb") as stream:
            data = stream.read(MAX_LOG_BYTES + 1)
        if len(data) > MAX_LOG_BYTES:
            raise RenderInputError(
                f"{path} is larger than any log (more than {MAX_LOG_BYTES} bytes)"
            )
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RenderInputError(f"{path} is not a text file (UTF-8)") from None
    except OSError as exc:
        raise RenderInputError(f"cannot read the log file {path}: {exc.strerror}") from None


def parse_log_text(text: str) -> list[LogEntry]:
    entries = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        seat, sep, action = line.partition(":")
        if not sep or not seat.strip() or not action.strip():
            raise RenderInputError(f"line {number} is not of the form `seat: action`")
        entries.append(LogEntry(number, seat.strip().lower(), action.strip()))
    return entries


def seat_number(state: State, token: str, line: int) -> int:
    """A seat given as a number from 0 or as the seat's colour in the public view."""
    seats = state.view(None).get("seats", [])
    if token.isdigit() and (not seats or int(token) < len(seats)):
        return int(token)
    for index, seat in enumerate(seats):
        if str(seat.get("colour", "")).lower() == token:
            return index
    raise RenderInputError(
        f"line {line}: the seat is neither a number from 0 to {len(seats) - 1} nor a seat colour"
    )


def replay_log_file(
    game: Game, players: int, options: Mapping[str, str], seed: int, entries: Sequence[LogEntry]
) -> State:
    state = game.setup(players, options, seed)
    for entry in entries:
        seat = seat_number(state, entry.seat, entry.line)
        try:
            state.apply(seat, entry.action)
        except GameError as exc:
            # The rules' reason, with whatever the line itself said left out.
            reason = exc.text("en", quote=lambda _typed: "…")
            raise RenderInputError(f"line {entry.line}: {reason}") from None
    return state


async def saved_position(
    path: str, channel: int | None, session_id: int | None
) -> tuple[str, State, list[str]]:
    """Game id, current state and seat names of a saved session (by id, or a channel's)."""
    from bot.sessions import RestoreError, load_session
    from bot.storage import SQLiteStore

    if Path(path).exists() and not Path(path).is_file():
        raise RenderInputError(f"{path} is not a regular file, so it holds no database")
    if not Path(path).is_file():
        raise RenderInputError(f"there is no database file {path}")
    store = SQLiteStore(path)
    await store.open()
    try:
        record = await _find_session(store, channel, session_id)
        try:
            session = await load_session(store, record)
        except RestoreError as exc:
            raise RenderInputError(str(exc)) from exc
    finally:
        await store.close()
    if session.damaged:
        damaged = ", ".join(session.damaged)
        raise RenderInputError(f"session {record.id} is damaged: its {damaged} cannot be read")
    if session.broken:
        raise RenderInputError(session.broken)
    if session.state is None:
        raise RenderInputError(f"session {record.id} is still a lobby: there is no board yet")
    return record.game, session.state, [seat.name for seat in record.seats]


async def _find_session(store: Store, channel: int | None, session_id: int | None) -> SessionRecord:
    if session_id is not None:
        record = await store.get_session(session_id)
        which = f"session {session_id}"
    else:
        channel = CONSOLE_CHANNEL if channel is None else channel
        record = await store.active_session(channel)
        which = f"an active session in channel {channel} (give --session ID for a finished one)"
    if record is None:
        raise RenderInputError(f"the database has no {which}")
    return record


def default_names(state: State) -> list[str]:
    seats = state.view(None).get("seats", [])
    return [str(s.get("colour") or f"seat {i + 1}").capitalize() for i, s in enumerate(seats)]


def write_png(game_id: str, state: State, names: Sequence[str], out: str) -> int:
    """Render the public view to `out`; returns the number of bytes written."""
    from renderers import render_png

    data = render_png(game_id, state.view(None), list(names))
    try:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_bytes(data)
    except OSError as exc:
        raise RenderInputError(f"cannot write the image to {out}: {exc.strerror}") from None
    return len(data)


def write_details(game_id: str, state: State, names: Sequence[str], out: str) -> list[str]:
    """Write the board's detail pictures (what a phone reads) beside `out`, as
    `<name>-details-N.png`; returns the paths written."""
    from renderers import render_pngs

    base = Path(out)
    written = []
    for n, data in enumerate(render_pngs(game_id, state.view(None), list(names))[1:], 1):
        path = base.with_name(f"{base.stem}-details-{n}.png")
        try:
            path.write_bytes(data)
        except OSError as exc:
            raise RenderInputError(f"cannot write the image to {path}: {exc.strerror}") from None
        written.append(str(path))
    return written
