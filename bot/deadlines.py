"""Firing a session's deadlines: reminders, an AI for an absent person, lobby expiry.

The scheduler (bot/scheduler.py) finds the sessions whose `due_at` has come and
calls `fire_due` for each. Under the session's lock, the game master first
records what fires as fired, with the session's version check
(`Tables.write`, bot/tables.py): when two processes fire one deadline at once, one of
them stores it and the other, reloading, finds nothing left to fire. Only
then, having stored it, does it say anything, as `Notice`s for the
transport's notifier. A crash between the two loses a reminder rather than
sending it twice.
"""

from __future__ import annotations

import logging

from bot import clock_text, narration
from bot.autoplay import Autoplay
from bot.boards import Boards
from bot.clock import AWAY, DUE, HALF, LOBBY, NUDGE, PLAY, Due, Timing
from bot.messages import Texts
from bot.notifier import Notice, channel_notices
from bot.replies import Message, User
from bot.service_base import Change, Refusal
from bot.sessions import Session
from bot.storage.base import SessionRecord, StorageError
from bot.tables import Tables
from bot.timekeeping import NUDGE_EVERY, fire_plan

log = logging.getLogger(__name__)


class Deadlines:
    """What comes due with nobody calling: reminders, stand-ins, lobby expiry."""

    def __init__(self, tables: Tables, boards: Boards, autoplay: Autoplay) -> None:
        self.tables = tables
        self.boards = boards
        self.autoplay = autoplay

    async def fire_due(self, channel_id: int) -> list[Notice]:
        """Fire what is due now in the channel's session; what to tell, as notices.
        Never raises: a session that cannot be fired now is tried again later."""
        try:
            session = await self.tables.sessions.current(channel_id)
        except StorageError:
            log.exception("cannot read the session of channel %s to fire it", channel_id)
            return []
        if session is None:
            return []
        async with session.lock:
            if session.evicted:
                return []
            system = User(0, "", session.record.locale)
            tr = await self.tables.texts(session.record.guild_id, system)
            try:
                if session.damaged or session.broken:
                    await self._park(session, tr)
                    return []
                await self._catch_up_log(session)
                fired = await self._fire(session, tr)
                return await self._tell(session, fired, tr)
            except Refusal:  # ended meanwhile, or too busy: nothing to fire now
                return []
            except StorageError:
                log.exception("deadlines of session %s not fired", session.id)
                return []

    async def _park(self, session: Session, tr: Texts) -> None:
        """A game that cannot go on (damaged, or its log does not replay) has nothing
        to fire until it is ended: no deadline, so the scheduler stops asking."""

        async def clear(fresh: Session) -> Change | None:
            return None if fresh.record.due_at is None else _undue

        await self.tables.write(session, tr, clear)

    async def _catch_up_log(self, session: Session) -> None:
        """Another process may have played since this one read the game: the clocks
        must follow the game as stored, not as cached."""
        if session.running and await self.tables.store.log(session.id, after_seq=session.seq):
            await self.tables.sessions.reload(session)

    async def _fire(self, session: Session, tr: Texts) -> list[Due]:
        """Store what fires now as fired; returns it."""
        now = self.tables.time.now()
        fired: list[Due] = []

        async def record_fired(fresh: Session) -> Change | None:
            timing, dues = await fire_plan(self.tables.store, fresh, now)
            fired[:] = dues
            if timing is None:
                return None
            closing = any(due.kind == LOBBY for due in dues)
            return lambda record: _fired(record, timing, closing)

        await self.tables.write(session, tr, record_fired)
        return fired

    async def _tell(self, session: Session, fired: list[Due], tr: Texts) -> list[Notice]:
        """What the fired deadlines say, once stored; an absent person's moves are
        played here, after the announcement."""
        notices: list[Notice] = []
        timing = Timing.of(session.record)
        now = self.tables.time.now()
        for due in fired:
            message = await self._announcement(session, timing, due, now, tr)
            if message is not None:
                notices.append(self._channel(session, message, tr))
            if due.kind == NUDGE and due.seat is not None:
                notices += await self._nudge(session, due.seat, now, tr)
        if session.record.status == "aborted":  # the lobby expired
            self.tables.sessions.forget(session)
        elif any(due.kind in (AWAY, PLAY) for due in fired):
            notices += await self._stand_in(session, tr)
        return notices

    async def _announcement(
        self, session: Session, timing: Timing, due: Due, now: float, tr: Texts
    ) -> Message | None:
        if due.kind == LOBBY:
            return Message(clock_text.expired_text(session, timing.table, tr))
        if due.seat is None or due.kind not in (HALF, DUE, AWAY):
            return None
        if due.kind == HALF:
            text = clock_text.half_text(session, timing, due.seat, now, tr)
        elif due.kind == DUE:
            text = clock_text.due_text(session, timing, due.seat, tr)
        else:
            text = tr("clock.away", name=narration.seat_name(session, due.seat))
        mentions = await self._reminder_pings(session, due)
        return Message(text, mentions=mentions)

    async def _reminder_pings(self, session: Session, due: Due) -> list[int]:
        """The person reminded, unless they muted reminders (`/games reminders`);
        the table is told anyway."""
        assert due.seat is not None
        user_id = session.record.seats[due.seat].user_id
        if user_id is None or due.kind == AWAY:
            return []
        prefs = await self.tables.store.get_reminders(user_id)
        return [] if prefs.muted else [user_id]

    async def _nudge(self, session: Session, seat: int, now: float, tr: Texts) -> list[Notice]:
        """A direct reminder, if this person had none in the last day across all their
        games (claimed atomically); otherwise it waits its turn."""
        user_id = session.record.seats[seat].user_id
        if user_id is None:
            return []
        if await self.tables.store.claim_nudge(user_id, now, NUDGE_EVERY):
            text = clock_text.nudge_text(session, seat, now, tr)
            return [Notice(Message(text), user_id=user_id, locale=tr.locale)]
        prefs = await self.tables.store.get_reminders(user_id)  # another game nudged them first

        async def postpone(fresh: Session) -> Change | None:
            timing = Timing.of(fresh.record)
            timing.postpone_nudge(seat, prefs.last_nudge_at + NUDGE_EVERY)
            return timing.store

        await self.tables.write(session, tr, postpone)
        return []

    async def _stand_in(self, session: Session, tr: Texts) -> list[Notice]:
        """Play for the absent people until someone present must decide."""
        if not session.running:
            return []
        turn_before = narration.turn_key(session)
        asked_before = narration.asked_now(session)
        steps = await self.autoplay.advance(session)
        if not steps:
            return []
        # The same reply as a move's, delivered whole: the board, the result, and
        # when the game ended here, its replay and score graph after them.
        reply = await self.boards.moves_reply(
            session, steps, tr, turn_before, asked_before=asked_before
        )
        await self.tables.moved(session, tr)
        return channel_notices(reply, session.channel_id, tr.locale)

    def _channel(self, session: Session, message: Message, tr: Texts) -> Notice:
        return Notice(message, channel_id=session.channel_id, locale=tr.locale)


def _fired(record: SessionRecord, timing: Timing, closing: bool) -> None:
    """Store the timing with what fired; an expired lobby closes."""
    timing.store(record)
    if closing:
        record.status = "aborted"


def _undue(record: SessionRecord) -> None:
    record.due_at = None
