"""What the web companion reads of a game: the session by its id, and what may be
shown of it, from the public view and the public log only (a seat's own view goes
through a signed link, bot/web/app.py).

Live sessions are the game master's own (`Tables.sessions`, read under the
session's lock, so a move half played is never seen); finished and aborted ones
never change, so they are loaded once and kept in a small cache of their own.
Another bot process sharing the database may move a live session (shards,
docs/deploy.md): this process's copy is then behind the store, and is brought up
to it under its lock (`catch_up`) when a page asks (its log looked at once every
`LOOKED_AT_SECONDS` at most) and when a page's stream is polled (`news`,
bot/web/live.py).
What is replayed or drawn is worked out off the event loop, on a copy of the log
taken under the lock (`Snapshot`), so a move landing meanwhile changes nothing
under a replay.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import renderers
from bot import history, narration
from bot.boards import Boards
from bot.messages import Texts
from bot.render_thread import on_render_process
from bot.replay import graph_png
from bot.sessions import Play, Session, load_session
from bot.storage.base import LogRecord, SessionRecord, StorageError, Store
from bot.tables import Tables
from games.core import Event, GameError, get_game

log = logging.getLogger(__name__)

FINISHED_KEPT = 16
"""Finished sessions kept in memory for their pages."""

BOARDS_KEPT = 128
"""Drawn boards kept (each about 0.5-1.5 MB with its detail pictures)."""

LOOKED_AT_SECONDS = 2.0
"""How often at most a page's request asks the store whether a live session's log
grew behind this process's back (requests come in bursts: a page, its board, its
data)."""

REMEMBERED = 1024
"""Sessions whose last look is remembered (`Reader.looked`, `Reader.records`)."""


class Unreadable(Exception):
    """The stored session cannot be shown (a damaged record or a log that no longer
    replays); the page says so."""


@dataclass(frozen=True)
class LogEntry:
    seq: int
    seat: str  # whose move it was
    lines: tuple[str, ...]  # plain text, escaped where shown


@dataclass(frozen=True)
class Snapshot:
    """A session as it stood when read: its stored record and standing log, copied."""

    session: Session  # a copy without its state, never cached nor stored
    seq: int  # the last stored record's number
    positions: tuple[int, ...]  # 0, then each standing move's number
    status: str
    live: bool  # the game master's own session (it may change)

    @property
    def id(self) -> int:
        return self.session.id

    @property
    def key(self) -> tuple[int, int, int]:
        """What a picture of this snapshot depends on: a board after move N changes
        only when an undo withdraws a move before it, which shrinks the log."""
        return (self.session.id, self.seq, len(self.positions))


_MARKUP = re.compile(r"\\(.)|`([^`]*)`|\*\*|__|~~|\|\|", re.DOTALL)


def plain(text: str) -> str:
    """A line written for Discord as the plain text it shows: an escaped character as
    itself (names are escaped with `quoting.literal`), a code span's text as it is,
    bold, underline, strike and spoiler marks dropped (the catalogs use no single-star
    emphasis)."""
    def shown(match: re.Match[str]) -> str:
        if match[1] is not None:
            return match[1]
        return match[2] if match[2] is not None else ""

    return _MARKUP.sub(shown, text).replace("@\u200b", "@")


@dataclass
class Reader:
    """The sessions by id, and their pictures, for the web companion."""

    tables: Tables
    boards_of: Boards
    finished: OrderedDict[int, Session] = field(default_factory=OrderedDict)
    boards: OrderedDict[tuple[Any, ...], list[bytes]] = field(default_factory=OrderedDict)
    drawing: dict[tuple[Any, ...], asyncio.Future[list[bytes]]] = field(default_factory=dict)
    # When each live session's log was last compared with this process's copy.
    looked: OrderedDict[int, float] = field(default_factory=OrderedDict)
    # Each polled session's record as last read: (version, status).
    records: OrderedDict[int, tuple[int, str]] = field(default_factory=OrderedDict)

    @property
    def draws(self) -> bool:
        """Whether pictures are drawn at all: as the game master's boards (the tests
        of the pages' words run without)."""
        return self.boards_of.render

    @property
    def store(self) -> Store:
        return self.tables.store

    async def session(self, session_id: int) -> Session | None:
        """The session `session_id` (None: there is none); `Unreadable` when damaged."""
        try:
            return await self._session(session_id)
        except StorageError as exc:
            raise Unreadable(str(exc)) from exc

    async def _session(self, session_id: int) -> Session | None:
        record = await self.store.get_session(session_id)
        if record is None or record.id is None:
            return None
        if record.status in ("lobby", "running"):
            live = await self.tables.sessions.get(record.channel_id)
            if live is not None and live.id != session_id:  # a game another process ended
                live = await self.tables.sessions.current(record.channel_id)
            if live is not None and live.id == session_id:
                if self._behind(live, record) or await self._log_grew(live):
                    await self.catch_up(live)
                if not live.evicted:
                    return live
            record = await self.store.get_session(session_id)  # it ended meanwhile
            if record is None:
                return None
        kept = self.finished.get(session_id)
        if kept is None or kept.record.status != record.status:
            kept = await load_session(self.store, record)
            self.finished[session_id] = kept
            while len(self.finished) > FINISHED_KEPT:
                self.finished.popitem(last=False)
        self.finished.move_to_end(session_id)
        return kept

    # -- moves stored by another process --------------------------------------------
    @staticmethod
    def _behind(live: Session, record: SessionRecord) -> bool:
        """Whether the stored record is not the one this process holds."""
        return (record.version, record.status) != (live.record.version, live.record.status)

    async def _log_grew(self, live: Session) -> bool:
        """Whether the stored log went past this process's copy (asked at most every
        `LOOKED_AT_SECONDS` per session)."""
        now = time.monotonic()
        if now - self.looked.get(live.id, -LOOKED_AT_SECONDS) < LOOKED_AT_SECONDS:
            return False
        _remember(self.looked, live.id, now)
        return bool(await self.store.log(live.id, after_seq=live.seq))

    async def catch_up(self, live: Session) -> bool:
        """Bring this process's copy of a live session up to the store, under its
        lock (never in the middle of a move of ours), if another process moved it;
        returns whether it was reloaded. One that ended is dropped from the cache
        (`SessionCache.reload`); one that cannot be read raises `Unreadable`."""
        async with live.lock:
            if live.evicted:
                return False
            stale = bool(await self.store.log(live.id, after_seq=live.seq))
            if not stale:
                record = await self.store.get_session(live.id)
                stale = record is not None and self._behind(live, record)
            if stale:
                try:
                    await self.tables.sessions.reload(live)
                except StorageError as exc:
                    raise Unreadable(str(exc)) from exc
            return stale

    async def news(self, session_id: int, told: int, record_too: bool) -> int | None:
        """A poll of a watched session (bot/web/live.py): the move number to tell its
        pages if the store went past move `told` or, when `record_too`, if its record
        changed since the last poll (an abort, a clock); else None. One query when
        nothing moved. This process's copy, if it holds one, catches up first."""
        newer = await self.store.log(session_id, after_seq=told)
        if not newer and not record_too:
            return None
        record = await self.store.get_session(session_id)
        if record is None or record.id is None:
            return None
        seen = self.records.get(session_id)
        mark = (record.version, record.status)
        _remember(self.records, session_id, mark)
        live = self.tables.sessions.peek(record.channel_id)
        if live is not None and live.id == session_id:
            await self.catch_up(live)
        if newer:
            return newer[-1].seq
        return told if seen is not None and seen != mark else None

    async def snapshot(self, session: Session) -> Snapshot:
        """The session's record and standing log as they are between two moves."""
        async with session.lock:
            if session.damaged or session.broken:
                raise Unreadable(session.broken or ", ".join(session.damaged))
            actions = list(session.actions)
            done = session.record.status not in ("lobby", "running")
            play = Play(actions=actions, seq=session.seq)
            copy = Session(session.record, session.game, play)
            positions = (0, *(a.seq for a in actions))
            return Snapshot(copy, session.seq, positions, session.record.status, not done)

    # -- words ---------------------------------------------------------------------
    def log_entries(self, snap: Snapshot, tr: Texts) -> list[LogEntry]:
        """Every standing move with its number and public lines."""
        session = snap.session
        entries = []
        for record in session.actions:
            events = [Event.from_json(e) for e in record.events]
            lines = narration.action_lines(session, record, events, tr)
            entries.append(LogEntry(record.seq, plain(narration.seat_name(session, record.seat)),
                                    tuple(plain(line) for line in lines)))
        return entries

    @staticmethod
    def now_lines(live: Session, tr: Texts) -> list[str]:
        """Who is asked what now (public prompt texts), or the result."""
        if live.state is None:
            return []
        if live.state.is_over():
            return [plain(narration.result_text(live, tr))]
        return [plain(line) for line in narration.pending_lines(live, tr)]

    # -- pictures ------------------------------------------------------------------
    async def board(self, snap: Snapshot, seq: int, locale: str) -> list[bytes]:
        """The public board after move `seq` and its detail pictures, drawn once per
        (session, move, language) in the board-drawing process; [] if none."""
        game = snap.session.record.game
        if not self.draws or seq not in snap.positions or not renderers.has_renderer(game):
            return []
        key = ("board", *snap.key[:1], seq, snap.positions.index(seq), locale)
        return await self._drawn(key, functools.partial(_board_pngs, Replayed.of(snap), seq,
                                                        locale))

    async def scores(self, snap: Snapshot, locale: str) -> bytes | None:
        """The score graph after every turn so far (the end of a finished game)."""
        if not self.draws:
            return None
        key = ("scores", *snap.key, locale)
        pngs = await self._drawn(key, functools.partial(_scores_png, Replayed.of(snap), locale))
        return pngs[0] if pngs else None

    async def _drawn(self, key: tuple[Any, ...], work: Callable[[], list[bytes]]) -> list[bytes]:
        kept = self.boards.get(key)
        if kept is not None:
            self.boards.move_to_end(key)
            return kept
        running = self.drawing.get(key)
        if running is None:  # one drawing for every request of the same picture
            running = asyncio.ensure_future(on_render_process(work))
            self.drawing[key] = running
            running.add_done_callback(lambda _done: self.drawing.pop(key, None))
        try:
            pngs = await asyncio.shield(running)
        except (GameError, ValueError, KeyError, IndexError, TypeError):
            log.exception("web: session %s could not be drawn (%s)", key[1], key[0])
            pngs = []
        self.boards[key] = pngs
        while len(self.boards) > BOARDS_KEPT:
            self.boards.popitem(last=False)
        return pngs


def _remember(kept: OrderedDict[int, Any], key: int, value: Any) -> None:
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > REMEMBERED:
        kept.popitem(last=False)


@dataclass(frozen=True)
class Replayed:
    """What a picture of a game is made from, as plain data: the stored record and the
    standing log. It travels to the board-drawing process (bot/render_thread.py), so
    replaying and drawing never hold the bot's own process."""

    record: SessionRecord
    actions: tuple[LogRecord, ...]
    finished: bool

    @classmethod
    def of(cls, snap: Snapshot) -> Replayed:
        session = snap.session
        return cls(session.record, tuple(session.actions), not snap.live)

    def session(self) -> Session:
        return Session(self.record, get_game(self.record.game), Play(actions=list(self.actions)))


def _board_pngs(source: Replayed, seq: int, locale: str) -> list[bytes]:
    """The log replayed to move `seq` (as `/game history`), its public view drawn."""
    session = source.session()
    view = history.state_after(session, seq).view(None)
    return renderers.render_pngs(session.record.game, view, narration.drawn_names(session),
                                 locale)


def _scores_png(source: Replayed, locale: str) -> list[bytes]:
    """The score graph after every turn; a finished game's winners crowned."""
    session = source.session()
    ends = history.turn_ends(session)
    if source.finished and session.actions:
        session.play.state = history.state_after(session, session.actions[-1].seq)
    png = graph_png(session, ends, Texts.of(locale))
    return [png] if png is not None else []
