"""The tables, for the game master: the sessions of the channels under their locks,
each change of a session stored against the record as it is, the moves logged,
the bookkeeping that follows moves, and the language of each reply.

Bookkeeping is done by listeners on two events. "Moves told" (`moved`): a command
stored moves and built the reply that tells them (bot/boards.py); its listeners
mark a game that is over finished (`finish`) or make the clocks follow the seats
awaited now (`keep_time`). "Game finished": once, right after a finish is stored;
bot/campaign.py listens, and keeps the characters. What the end of a game adds
to its result (`end_words`) is registered the same way, so the reply builder
knows no campaign.

Other processes (or game masters) may share the store. Every write is checked
against what is stored (bot/storage/base.py): a change of the session record
is validated by a plan against the session as it is, and if another writer got
there first the session is reloaded and the plan runs again on the fresh record
(`write`); a move that loses its race is refused with what is true now
(`lost_race`).
"""

from __future__ import annotations

import asyncio
import copy
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot import clock, narration, timekeeping
from bot.messages import Texts
from bot.narration import Step
from bot.replies import User
from bot.service_base import Change, Finished, Plan, Refusal
from bot.sessions import Session, SessionCache
from bot.storage.base import LogRecord, SessionConflict, SessionRecord, StorageError, Store
from bot.storage.records import is_active
from bot.timesource import SystemTime, TimeSource
from games.core import Events, Seat, get_game

log = logging.getLogger(__name__)

WRITE_ATTEMPTS = 5
"""How many times a change is validated again after losing a race to another writer."""


@dataclass(frozen=True)
class Moved:
    """"Moves told": a command stored moves (or a start, or an undo) and built the
    reply that tells them; nobody has read it yet."""

    session: Session
    tr: Texts  # the caller's language
    over: bool  # the game is over after them


OnMoved = Callable[[Moved], Awaitable[None]]
"""A listener on "moves told". It handles its own errors (a failure costs no move)."""

AfterResult = Callable[[Session], str | None]
"""What the end of a game adds after its result: a catalog key, or None."""


class Tables:
    """The session table access every command goes through."""

    def __init__(
        self,
        store: Store,
        *,
        snapshot_every: int = 25,
        cache_size: int = 256,
        time: TimeSource | None = None,
        keep_turn_views: bool = False,
    ) -> None:
        self.store = store
        # The one source of time (bot/timesource.py): tests and the console move a
        # virtual one; deadlines are computed and fired from it.
        self.time: TimeSource = time or SystemTime()
        self.sessions = SessionCache(store, capacity=cache_size, snapshot_every=snapshot_every,
                                     clock=self.time.now)
        # Whether a move that passes the turn keeps the view of its board (the
        # console draws one board per finished turn, bot/boards.py).
        self.keep_turn_views = keep_turn_views
        # Who hears that moves were told: in this order, the finish of a game over,
        # then the clocks of a game that goes on.
        self.on_moved: list[OnMoved] = [self._finish_if_over, self._follow_clocks]
        # Who hears that a game finished (bot/campaign.py keeps the characters).
        self.on_finished: list[Finished] = []
        # What a finished game's result is followed by (bot/campaign.py).
        self.after_result: list[AfterResult] = []
        self._warming: dict[int, asyncio.Task[Any]] = {}  # sessions being restored
        self._guild_locales: dict[int, str | None] = {}

    @property
    def restoring(self) -> int:
        """How many sessions are being restored in the background (`warm`)."""
        return len(self._warming)

    async def restored(self) -> None:
        """Wait for the background restores under way."""
        await asyncio.gather(*self._warming.values())

    async def close(self) -> None:
        """Stop background restores (before the store they read is closed)."""
        tasks = list(self._warming.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._warming.clear()

    def set_locale(self, guild_id: int, locale: str | None) -> None:
        """The guild's language, as just stored (None: each caller's own)."""
        self._guild_locales[guild_id] = locale

    def warm(self, channel_id: int) -> None:
        """Restore a channel's session in the background, so the next keystroke has answers."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if channel_id in self._warming:
            return
        task = loop.create_task(self.sessions.get(channel_id))
        self._warming[channel_id] = task
        task.add_done_callback(lambda done: self._warmed(channel_id, done))

    def _warmed(self, channel_id: int, task: asyncio.Task[Any]) -> None:
        self._warming.pop(channel_id, None)
        if not task.cancelled() and task.exception() is not None:
            log.warning("could not restore channel %s: %s", channel_id, task.exception())

    # -- language -----------------------------------------------------------------
    async def texts(self, guild_id: int | None, user: User) -> Texts:
        """The guild's language if an admin set one, else the caller's own."""
        if guild_id is not None and guild_id not in self._guild_locales:
            self._guild_locales[guild_id] = await self.store.get_setting(guild_id, "locale")
        return self.texts_now(guild_id, user)

    def texts_now(self, guild_id: int | None, user: User) -> Texts:
        override = self._guild_locales.get(guild_id) if guild_id is not None else None
        return Texts.of(override or user.locale)

    # -- sessions -----------------------------------------------------------------
    def locked(self, channel_id: int, user: User, *, damaged_ok: bool = False) -> Locked:
        """`async with`: the channel's session, its lock held, and the texts for the
        caller. A session whose record is damaged is refused unless `damaged_ok`
        (abort)."""
        return Locked(self, channel_id, user, damaged_ok, False)

    async def _no_game_text(self, channel_id: int, tr: Texts) -> str:
        """No game is open here: a game that just ended is named (`/game status` still
        shows it), so "there is no game" never contradicts the channel."""
        try:
            record = await self.store.last_session(channel_id)
            if record is not None and record.status == "finished":
                return tr("session.ended", game=get_game(record.game).name(tr.locale))
        except Exception:  # a damaged or unknown record: the plain answer holds
            log.warning("channel %s: no name for its last game", channel_id, exc_info=True)
        return tr("session.none")

    def running(self, channel_id: int, user: User) -> Locked:
        """Like `locked`, but only for a game that has started and is not over."""
        return Locked(self, channel_id, user, False, True)

    async def _refuse_unless_running(self, session: Session, tr: Texts) -> None:
        """`running`'s checks, its lock held."""
        if session.broken:
            raise Refusal(tr("session.broken", game=session.game.name(tr.locale)))
        if not session.running:
            raise Refusal(tr("session.not_started", game=session.game.name(tr.locale)))
        assert session.state is not None
        if session.state.is_over():  # a finish that failed to save earlier
            await self.finish(session)
            raise Refusal(tr("session.over") + "\n" + narration.result_text(session, tr))

    # -- writing the session record -------------------------------------------------
    async def write(self, session: Session, tr: Texts, plan: Plan) -> SessionRecord | None:
        """Store the change `plan` makes, checked against the stored record.

        If another writer changed the record since it was read, nothing was
        stored: the session is reloaded and `plan` validates the command again
        on the fresh record (a join lost to another join is added on top of it;
        a join to a game that started meanwhile is refused, saying so).
        Returns the record as it was just before the stored change (None when
        the plan had nothing to store).
        """
        for _attempt in range(WRITE_ATTEMPTS):
            change = await plan(session)
            if change is None:
                return None
            before = session.record
            try:
                await self.save(session, change)
            except SessionConflict:
                await self.catch_up(session, tr)
                continue
            return before
        raise Refusal(tr("session.busy"))

    async def save(self, session: Session, change: Change) -> None:
        """Change a copy of the record, store it, and only then keep it."""
        record = copy.deepcopy(session.record)
        change(record)
        await self.store.update_session(record)
        session.record = record

    async def catch_up(self, session: Session, tr: Texts) -> None:
        """Reload a session another writer changed; refuse if it has ended since."""
        await self.sessions.reload(session)
        self.require_active(session, tr)

    def require_active(self, session: Session, tr: Texts) -> None:
        """Refuse, saying so, when the session ended behind this process's back."""
        status = session.record.status
        if not is_active(status):
            self.sessions.forget(session)
            game = session.game.name(tr.locale)
            raise Refusal(tr(f"session.ended_{status}", game=game))

    def lost_race(self, session: Session, tr: Texts) -> Refusal:
        """What to say when another writer stored something first and the session
        was reloaded: that it has ended, or who must act now."""
        try:
            self.require_active(session, tr)
        except Refusal as ended:
            return ended
        if session.damaged:
            return Refusal(narration.damaged_text(session, tr))
        return Refusal(tr("play.conflict") + "\n" + narration.pending_text(session, tr))

    # -- events -------------------------------------------------------------------
    async def moved(self, session: Session, tr: Texts) -> None:
        """Tell the listeners on "moves told": call it once the moves of a command
        are stored and its reply is built (`Boards.moves_reply`), before the reply
        is sent."""
        assert session.state is not None
        event = Moved(session, tr, session.state.is_over())
        for listener in self.on_moved:
            await listener(event)

    async def _finish_if_over(self, event: Moved) -> None:
        if event.over:
            await self.finish(event.session)

    async def _follow_clocks(self, event: Moved) -> None:
        if not event.over:
            await self.keep_time(event.session, event.tr)

    def end_words(self, session: Session) -> list[str]:
        """The catalog keys said after a finished game's result, in order."""
        return [key for said in self.after_result if (key := said(session)) is not None]

    async def finish(self, session: Session) -> None:
        """Mark the session finished (its listeners hear of it once) and let it go."""
        async def finished(fresh: Session) -> Change | None:
            return _mark_finished if fresh.record.status == "running" else None

        tr = Texts.of(session.record.locale)
        try:
            stored = await self.write(session, tr, finished)
        except Refusal:
            log.info("session %s ended elsewhere before it was marked finished", session.id)
        except StorageError:
            # The log is complete; the next restore sees the game over and retries.
            log.exception("could not mark session %s finished", session.id)
        else:
            if stored is not None:  # once, right after the finish is stored
                for listener in self.on_finished:
                    await listener(session)
        self.sessions.forget(session)

    # -- moves ----------------------------------------------------------------------
    def held(self, session: Session) -> Held:
        """`async with`: within, the records of one move (the caller's action and
        every automatic move after it) are applied in memory and held, to be stored
        together by `flush`, in one durable commit, before anyone hears of them.
        Records still held at the end (the move failed before its flush) are
        dropped, and the session is rebuilt from the store."""
        return Held(self.sessions, session)

    async def flush(self, session: Session) -> None:
        """Store the held records, and the clocks made to follow the turn they lead
        to (`keep_time`, which then has nothing left to store), in one commit.
        Raises as the store does, the session rebuilt from the store."""
        followed, update = await self._clocks_followed(session)
        stored = await self.sessions.flush(session, update)
        if stored and update is not None:
            session.record = update
        if followed and (stored or update is None):
            # The clocks follow this position as stored: `keep_time`, after the
            # reply, would work that out again to store nothing.
            session.caches.clocks_follow = (session.record, session.state, session.seq)

    async def _clocks_followed(self, session: Session) -> tuple[bool, SessionRecord | None]:
        """Whether the clocks were made to follow the seats awaited now, and a copy
        of the record with them following (None when they follow already, or when
        the game is over: its finish is stored)."""
        state = session.state
        if session.damaged or session.broken or state is None or state.is_over():
            return False, None
        try:
            timing = await timekeeping.follow_turns(self.store, session, self.time.now())
        except StorageError:  # `keep_time` tries again
            return False, None
        if timing is None:
            return True, None
        # `Timing.store` replaces the record's `timing` and `due_at` (it changes
        # nothing inside them), so a shallow copy leaves the session's record as
        # it was until the store takes the copy (a deep copy was a sixth of a move).
        record = _shallow_copy(session.record)
        timing.stored_for_reading(record)  # `timing` is not changed after this
        return True, record

    async def commit(
        self,
        session: Session,
        seat: Seat,
        action: Any,
        events: Events,
        user_id: int | None,
        forced: bool,
        private: bool = False,
        turn_before: tuple[Seat, ...] | None = None,
        agent: str = "",
    ) -> Step:
        """Log an action already applied in memory; before anyone hears of it.

        `private`: it answered a private prompt (see `asked_privately`).
        `agent`: the kind of AI that chose it (an AI seat's, or the stand-in's as
        the table has it now), kept with the record so the log names the level
        that played even after the table chooses another (`LogRecord.agent`).
        `turn_before`: whose turn it was before the action, if the caller knows
        (the view for a board of the finished turn is kept only when it changed).
        """
        record = LogRecord(
            seq=session.seq + 1,
            kind="action",
            seat=seat,
            text=str(action),
            user_id=user_id,
            forced=forced,
            barrier=events.barrier,
            events=[e.to_json() for e in events if e.to is None],
            private=private,
            stand_in=user_id is None and not forced and clock.stands_in(session.record, seat),
            agent=agent,
            # Stamped here rather than copied with its time by the cache (`stamped_log`).
            created_at=self.sessions.clock(),
        )
        await self.sessions.commit(session, record)
        turn = narration.turn_key(session)
        return Step(record, events, turn=turn, view=self._turn_view(session, turn, turn_before))

    def _turn_view(
        self, session: Session, turn: tuple[Seat, ...], turn_before: tuple[Seat, ...] | None
    ) -> dict[str, Any] | None:
        """The public view to draw a finished turn's board from, kept only by the
        action that passed the turn: an AI-only game plays to its end in one
        command, and a view kept at every action (20-50 KB each) held megabytes
        per table until the reply was built."""
        if not self.keep_turn_views or session.state is None or not turn or turn == turn_before:
            return None
        return session.state.view(None)

    # -- clocks -------------------------------------------------------------------
    async def keep_time(self, session: Session, tr: Texts) -> None:
        """Begin and end the people's clocks where the awaited seats changed
        (bot/timekeeping.py). A failure costs no move: the scheduler follows the
        turns again before it fires anything."""
        if session.damaged or session.broken:
            return
        followed = session.caches.clocks_follow
        if (followed is not None and followed[0] is session.record
                and followed[1] is session.state and followed[2] == session.seq):
            return  # made to follow at the flush of this very position, and stored

        async def follow(fresh: Session) -> Change | None:
            timing = await timekeeping.follow_turns(self.store, fresh, self.time.now())
            return timing.store if timing is not None else None

        try:
            await self.write(session, tr, follow)
        except (Refusal, StorageError):
            log.warning("the clocks of session %s were not stored", session.id, exc_info=True)


class Locked:
    """`Tables.locked` and `Tables.running`: a class rather than an
    `asynccontextmanager` (every command enters one, and a move also `Held`: the
    generator machinery was ~2 % of a move in bench_throughput's sampled profile)."""

    __slots__ = ("_channel_id", "_damaged_ok", "_lock", "_running", "_tables", "_user")

    def __init__(self, tables: Tables, channel_id: int, user: User, damaged_ok: bool,
                 running: bool) -> None:
        self._tables = tables
        self._channel_id = channel_id
        self._user = user
        self._damaged_ok = damaged_ok
        self._running = running
        self._lock: asyncio.Lock | None = None

    async def __aenter__(self) -> tuple[Session, Texts]:
        tables, user = self._tables, self._user
        for _attempt in range(3):
            session = await tables.sessions.get(self._channel_id)
            if session is None:
                raise Refusal(
                    await tables._no_game_text(self._channel_id, Texts.of(user.locale))
                )
            lock = session.lock
            await lock.acquire()
            if session.evicted:  # finished, aborted or reloaded while we waited
                lock.release()
                continue
            try:
                tr = await tables.texts(session.record.guild_id, user)
                if session.damaged and not self._damaged_ok:
                    raise Refusal(narration.damaged_text(session, tr))
                if self._running:
                    await tables._refuse_unless_running(session, tr)
            except BaseException:
                lock.release()
                raise
            self._lock = lock
            return session, tr
        raise Refusal(Texts.of(user.locale)("session.busy"))

    async def __aexit__(self, *exc: object) -> None:
        assert self._lock is not None
        self._lock.release()


class Held:
    """`Tables.held` (a class, as `Locked` is)."""

    __slots__ = ("_session", "_sessions")

    def __init__(self, sessions: SessionCache, session: Session) -> None:
        self._sessions = sessions
        self._session = session

    async def __aenter__(self) -> None:
        self._session.play.held = []

    async def __aexit__(self, *exc: object) -> None:
        await self._sessions.drop_held(self._session)


def _shallow_copy(record: SessionRecord) -> SessionRecord:
    """`copy.copy(record)` without going through `__reduce_ex__` (a move's flush
    makes one)."""
    copied = object.__new__(SessionRecord)
    copied.__dict__.update(record.__dict__)
    return copied


def _mark_finished(record: SessionRecord) -> None:
    record.status = "finished"
