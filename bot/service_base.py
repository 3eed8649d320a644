"""The game master's shared machinery: sessions under lock, moves, replies.

`GameMaster` (bot/service.py) is built on this: the lobby commands live in
bot/lobby.py, the in-game commands in bot/service.py. Every command answers
with a `Reply`; player mistakes become a `Refusal` (an ephemeral, localized
explanation) through the `answers` decorator and never change anything.

Other processes (or game masters) may share the store. Every write is checked
against what is stored (bot/storage/base.py): a change of the session record
is validated by a plan against the session as it is, and if another writer got
there first the session is reloaded and the plan runs again on the fresh record
(`_write`); a move that loses its race is refused with what is true now.
"""

from __future__ import annotations

import asyncio
import copy
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

from bot import campaign, clock, narration, timekeeping
from bot.drawing import BoardDrawer
from bot.messages import Texts
from bot.narration import Step
from bot.quoting import error_text
from bot.render_thread import RENDER_THREADS, on_render_thread
from bot.replies import Reply, User
from bot.sessions import Session, SessionCache
from bot.storage.base import (
    LogRecord,
    SeqConflict,
    SessionConflict,
    SessionRecord,
    StorageError,
    Store,
)
from bot.storage.records import is_active
from bot.timesource import SystemTime, TimeSource
from games.core import Events, GameError, Seat

if TYPE_CHECKING:
    from bot.boards import Boards

__all__ = ["RENDER_THREADS", "on_render_thread"]  # drawn on one thread (bot/render_thread.py)

log = logging.getLogger(__name__)

WRITE_ATTEMPTS = 5
"""How many times a change is validated again after losing a race to another writer."""

P = ParamSpec("P")

Change = Callable[[SessionRecord], None]
"""A change to make to a copy of a session record before storing it."""

Plan = Callable[[Session], Awaitable[Change | None]]
"""Validates a command against a session as it is now (raising a `Refusal`) and
returns the change to store, or None when there is nothing to store."""

Finished = Callable[[Session], Awaitable[None]]
"""A listener on "game finished": called once, right after a session is stored as
finished (a retry would count twice). It handles its own errors."""

class Refusal(Exception):
    """A polite, localized 'no' for the caller; nothing was changed."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def answers(
    method: Callable[Concatenate[Any, P], Awaitable[Reply]],
) -> Callable[Concatenate[Any, P], Awaitable[Reply]]:
    """Turn refusals, engine errors and storage trouble into error replies."""

    @functools.wraps(method)
    async def wrapper(self: Any, *args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return await method(self, *args, **kwargs)
        except Refusal as refusal:
            return Reply.error(refusal.text)
        except GameError as exc:
            return Reply.error(error_text(exc, _caller_locale(args, kwargs)))
        except (SessionConflict, SeqConflict):  # a race no command explained better
            log.info("%s lost a race with another writer", method.__name__, exc_info=True)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.conflict"))
        except StorageError:
            log.exception("storage failed during %s", method.__name__)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.storage"))

    return wrapper


def _caller_locale(args: Sequence[Any], kwargs: dict[str, Any]) -> str | None:
    for value in (*args, *kwargs.values()):
        if isinstance(value, User):
            return value.locale
    return None


class ServiceBase:
    def __init__(
        self,
        store: Store,
        *,
        render: bool = True,
        drawer: BoardDrawer | None = None,
        snapshot_every: int = 25,
        cache_size: int = 256,
        board_every_turn: bool = False,
        time: TimeSource | None = None,
    ) -> None:
        self.store = store
        # The one source of time (bot/timesource.py): tests and the console move a
        # virtual one; deadlines are computed and fired from it.
        self.time: TimeSource = time or SystemTime()
        from bot.boards import Boards  # the replies and images part

        self.boards: Boards = Boards(
            self, render=render, drawer=drawer, every_turn=board_every_turn
        )
        self.board_every_turn = board_every_turn
        from bot.autoplay import Autoplay  # AI seats and forced moves

        self.autoplay = Autoplay(self)
        self._warming: dict[int, asyncio.Task[Any]] = {}  # sessions being restored
        self.sessions = SessionCache(store, capacity=cache_size, snapshot_every=snapshot_every)
        self._guild_locales: dict[int, str | None] = {}
        # Who hears that a game finished (bot/campaign.py keeps the characters).
        self.on_finished: list[Finished] = []
        campaign.listen(self.on_finished, store)

    @property
    def render(self) -> bool:
        """Whether boards are drawn at all (bot/boards.py)."""
        return self.boards.render

    @render.setter
    def render(self, value: bool) -> None:
        self.boards.render = value

    async def close(self) -> None:
        """Stop background restores (before the store they read is closed)."""
        tasks = list(self._warming.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._warming.clear()

    # -- language -----------------------------------------------------------------
    async def _texts(self, guild_id: int | None, user: User) -> Texts:
        """The guild's language if an admin set one, else the caller's own."""
        if guild_id is not None and guild_id not in self._guild_locales:
            self._guild_locales[guild_id] = await self.store.get_setting(guild_id, "locale")
        return self._texts_now(guild_id, user)

    def _texts_now(self, guild_id: int | None, user: User) -> Texts:
        override = self._guild_locales.get(guild_id) if guild_id is not None else None
        return Texts.of(override or user.locale)

    # -- sessions -----------------------------------------------------------------
    @asynccontextmanager
    async def _locked(
        self, channel_id: int, user: User, *, damaged_ok: bool = False
    ) -> AsyncIterator[tuple[Session, Texts]]:
        """The channel's session, its lock held, and the texts for the caller. A
        session whose record is damaged is refused unless `damaged_ok` (abort)."""
        for _attempt in range(3):
            session = await self.sessions.get(channel_id)
            if session is None:
                raise Refusal(Texts.of(user.locale)("session.none"))
            async with session.lock:
                if session.evicted:  # finished, aborted or reloaded while we waited
                    continue
                tr = await self._texts(session.record.guild_id, user)
                if session.damaged and not damaged_ok:
                    raise Refusal(narration.damaged_text(session, tr))
                yield session, tr
                return
        raise Refusal(Texts.of(user.locale)("session.busy"))

    @asynccontextmanager
    async def _running(self, channel_id: int, user: User) -> AsyncIterator[tuple[Session, Texts]]:
        """Like `_locked`, but only for a game that has started and is not over."""
        async with self._locked(channel_id, user) as (session, tr):
            if session.broken:
                raise Refusal(tr("session.broken", game=session.game.name(tr.locale)))
            if not session.running:
                raise Refusal(tr("session.not_started", game=session.game.name(tr.locale)))
            assert session.state is not None
            if session.state.is_over():  # a finish that failed to save earlier
                await self.finish(session)
                raise Refusal(tr("session.over") + "\n" + narration.result_text(session, tr))
            yield session, tr

    # -- writing the session record -------------------------------------------------
    async def _write(self, session: Session, tr: Texts, plan: Plan) -> SessionRecord | None:
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
                await self._save(session, change)
            except SessionConflict:
                await self._catch_up(session, tr)
                continue
            return before
        raise Refusal(tr("session.busy"))

    async def _save(self, session: Session, change: Change) -> None:
        """Change a copy of the record, store it, and only then keep it."""
        record = copy.deepcopy(session.record)
        change(record)
        await self.store.update_session(record)
        session.record = record

    async def _catch_up(self, session: Session, tr: Texts) -> None:
        """Reload a session another writer changed; refuse if it has ended since."""
        await self.sessions.reload(session)
        self._require_active(session, tr)

    def _require_active(self, session: Session, tr: Texts) -> None:
        """Refuse, saying so, when the session ended behind this process's back."""
        status = session.record.status
        if not is_active(status):
            self.sessions.forget(session)
            game = session.game.name(tr.locale)
            raise Refusal(tr(f"session.ended_{status}", game=game))

    def _lost_race(self, session: Session, tr: Texts) -> Refusal:
        """What to say when another writer stored something first and the session
        was reloaded: that it has ended, or who must act now."""
        try:
            self._require_active(session, tr)
        except Refusal as ended:
            return ended
        if session.damaged:
            return Refusal(narration.damaged_text(session, tr))
        return Refusal(tr("play.conflict") + "\n" + narration.pending_text(session, tr))

    async def finish(self, session: Session) -> None:
        """Mark the session finished (its listeners hear of it once) and let it go."""
        async def finished(fresh: Session) -> Change | None:
            return _mark_finished if fresh.record.status == "running" else None

        tr = Texts.of(session.record.locale)
        try:
            stored = await self._write(session, tr, finished)
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
    ) -> Step:
        """Log an action already applied in memory; before anyone hears of it.

        `private`: it answered a private prompt (see `asked_privately`).
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
        if not self.board_every_turn or session.state is None or not turn or turn == turn_before:
            return None
        return session.state.view(None)

    # -- clocks -------------------------------------------------------------------
    async def keep_time(self, session: Session, tr: Texts) -> None:
        """Begin and end the people's clocks where the awaited seats changed
        (bot/timekeeping.py). A failure costs no move: the scheduler follows the
        turns again before it fires anything."""
        if session.damaged or session.broken:
            return

        async def follow(fresh: Session) -> Change | None:
            timing = await timekeeping.follow_turns(self.store, fresh, self.time.now())
            return timing.store if timing is not None else None

        try:
            await self._write(session, tr, follow)
        except (Refusal, StorageError):
            log.warning("the clocks of session %s were not stored", session.id, exc_info=True)


def _mark_finished(record: SessionRecord) -> None:
    record.status = "finished"
