"""The commands about time: `/game clock`, `/game vacation`, `/game resume`,
`/games reminders`, and the clock lines of `/game status`.

The rules are in bot/clock.py; each change is validated against the session
as stored and saved with its version check (`Tables.write`, bot/tables.py), like every
other change of a session.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace

from bot import clock_text, narration, timekeeping
from bot.clock import MAX_VACATION_DAYS, TableTime, TimeSettingError, Timing, table_time
from bot.messages import Texts
from bot.quoting import literal
from bot.replies import Message, Reply, User
from bot.service_base import Change, Refusal, answers
from bot.sessions import Session
from bot.storage.base import ReminderPrefs, StorageError
from bot.storage.rows import MAX_REMINDER_HOURS
from bot.tables import Tables

AI_KEYS = frozenset({"ai", "ai_time"})
"""The settings of `/game clock` that are the AI's, not the clock's: changing only
these begins no decision anew."""

MAX_NUDGE_HOURS = MAX_REMINDER_HOURS  # what the store reads back as valid (bot/storage/rows.py)

log = logging.getLogger(__name__)


class TimeCommands:
    """The table's clocks, the players' vacations and reminders."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @answers
    async def clock(
        self,
        channel_id: int,
        user: User,
        time: str | None = None,
        absent: str | None = None,
        grace: str | None = None,
        vacation: str | None = None,
        ai: str | None = None,
        ai_time: str | None = None,
    ) -> Reply:
        """The table's time settings (anyone, privately); with a value, change them
        (the host), announced. A change of the clock's own settings begins every
        decision anew; `ai` and `ai_time` (the stand-in's level, a searching AI's
        seconds) begin nothing anew: they count from the next AI move, and the moves
        already played keep the level that played them (`LogRecord.agent`)."""
        asked = {"clock": time, "absent": absent, "grace": grace, "vacation": vacation,
                 "ai": ai, "ai_time": ai_time}
        changes = {k: str(v) for k, v in asked.items() if v is not None and str(v).strip()}
        async with self.tables.locked(channel_id, user) as (session, tr):
            if not changes:
                table = Timing.of(session.record).table
                return Reply.private(_settings_help(table, tr))
            chosen: list[TableTime] = []

            async def change_clock(fresh: Session) -> Change:
                timing = Timing.of(fresh.record)
                if user.id != fresh.record.host_id:
                    host = narration.host_name(fresh)
                    raise Refusal(tr("clock.host_only", host=host) + "\n" + _settings_help(
                        timing.table, tr))
                timing.table = _read_table(changes, timing.table, tr)
                if changes.keys() - AI_KEYS:
                    timing.restart(self.tables.time.now())
                chosen[:] = [timing.table]
                return timing.store

            await self.tables.write(session, tr, change_clock)
            posted = narration.table_texts(session, tr)
            name = literal(user.name)
            ai_line = clock_text.ai_settings_text(chosen[0], posted)
            if not changes.keys() - AI_KEYS:
                text = posted("clock.changed_ai", name=name, settings=ai_line)
            else:
                settings = clock_text.settings_text(chosen[0], posted)
                if changes.keys() & AI_KEYS:
                    settings += "\n" + ai_line
                text = posted("clock.changed", name=name, settings=settings)
            return Reply(public=[Message(text)])

    @answers
    async def vacation(self, channel_id: int, user: User, days: int | str) -> Reply:
        """Stop the caller's clock for some days (a limited number per game), announced."""
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = _own_seats(session, user, tr)
            wanted = _days(days, tr)
            now = self.tables.time.now()
            taken: list[tuple[float, int]] = []

            async def take(fresh: Session) -> Change:
                timing = Timing.of(fresh.record)
                _check_vacation(timing, seats, wanted, now, tr)
                ends = [timing.start_vacation(seat, wanted, now) for seat in seats]
                taken[:] = [(ends[0], min(timing.vacation_left(s) for s in seats))]
                return timing.store

            await self.tables.write(session, tr, take)
            until, left = taken[0]
            table = narration.table_texts(session, tr)
            text = clock_text.vacation_text(session, user.name, wanted, until, left, table)
            return Reply(public=[Message(text)])

    @answers
    async def resume(self, channel_id: int, user: User) -> Reply:
        """The caller plays their own seat again: back from being away (an AI played
        for them), or back from a vacation before its end."""
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = _own_seats(session, user, tr)
            now = self.tables.time.now()
            outcome: list[tuple[bool, int]] = []

            async def come_back(fresh: Session) -> Change:
                timing = Timing.of(fresh.record)
                away = [s for s in seats if timing.seat(s).away]
                resting = [s for s in seats if timing.seat(s).on_vacation(now)]
                if not away and not resting:
                    pending = narration.pending_text(fresh, tr)
                    raise Refusal(tr("resume.nothing", pending=pending))
                refund = sum(timing.end_vacation(seat, now) for seat in resting)
                for seat in away:
                    timing.come_back(seat, now)
                outcome[:] = [(bool(away), refund)]
                return timing.store

            await self.tables.write(session, tr, come_back)
            was_away, refund = outcome[0]
            name = literal(user.name)
            key = "resume.back" if was_away else "resume.vacation_over"
            table = narration.table_texts(session, tr)
            text = table(key, name=name, refund=refund)
            return Reply(public=[Message(text + "\n" + narration.pending_text(session, table))])

    @answers
    async def reminders(
        self,
        user: User,
        direct: bool | None = None,
        hours: int | str | None = None,
        mute: bool | None = None,
    ) -> Reply:
        """The caller's reminder settings, across every game (privately); with a value,
        change them."""
        tr = Texts.of(user.locale)
        prefs = await self.tables.store.get_reminders(user.id)
        if direct is not None or hours is not None or mute is not None:
            prefs = replace(
                prefs,
                direct=prefs.direct if direct is None else bool(direct),
                hours=prefs.hours if hours is None else _hours(hours, tr),
                muted=prefs.muted if mute is None else bool(mute),
            )
            await self.tables.store.set_reminders(prefs)
            await self._follow_reminders(user, tr)
        return Reply.private(_reminders_text(prefs, tr))

    async def _follow_reminders(self, user: User, tr: Texts) -> None:
        """New reminder settings reach the waits already under way in every game of
        the caller's (a direct message turned on now comes for this wait too)."""
        for record in await self.tables.store.sessions_of_user(user.id):
            session = await self.tables.sessions.get(record.channel_id)
            if session is None or session.id != record.id or not session.running:
                continue

            async def follow(fresh: Session) -> Change | None:
                timing = await timekeeping.follow_reminders(self.tables.store, fresh, user.id)
                return timing.store if timing is not None else None

            try:
                async with session.lock:
                    await self.tables.write(session, tr, follow)
            except (Refusal, StorageError):
                log.warning("reminders of session %s not followed", session.id, exc_info=True)

    # -- for other commands -------------------------------------------------------
    def time_status(self, session: Session, tr: Texts) -> str:
        """The clock lines of `/game status`."""
        return "\n".join(clock_text.status_lines(session, self.tables.time.now(), tr))


def refuse_if_away(session: Session, seats: Sequence[int], tr: Texts) -> None:
    """A person an AI plays for is told how to take their seat back."""
    clocks = Timing.read(session.record).seats  # read only: asked at every move
    if seats and all(seat in clocks and clocks[seat].away for seat in seats):
        raise Refusal(tr("away.play_refused"))


# -- checks and texts -------------------------------------------------------------
def _read_table(changes: dict[str, str], base: TableTime, tr: Texts) -> TableTime:
    try:
        table = table_time(changes, base)
    except TimeSettingError as problem:
        raise Refusal(
            tr(problem.key, **problem.quoted(literal)) + "\n" + tr("clock.how")) from None
    if table == base:
        raise Refusal(tr("clock.unchanged", settings=_settings(base, tr)))
    return table


def _settings(table: TableTime, tr: Texts) -> str:
    """The clock's settings, then the AI's."""
    return clock_text.settings_text(table, tr) + "\n" + clock_text.ai_settings_text(table, tr)


def _settings_help(table: TableTime, tr: Texts) -> str:
    return _settings(table, tr) + "\n" + tr("clock.how")


def _own_seats(session: Session, user: User, tr: Texts) -> list[int]:
    seats = session.seats_of(user.id)
    if not seats:
        players = ", ".join(narration.seat_names(session))
        raise Refusal(tr("play.not_player", game=session.game.name(tr.locale), players=players))
    return seats


def _days(days: int | str, tr: Texts) -> int:
    try:
        number = int(str(days).strip())
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_VACATION_DAYS:
        raise Refusal(tr("vacation.bad_days", high=MAX_VACATION_DAYS))
    return number


def _check_vacation(
    timing: Timing, seats: Sequence[int], days: int, now: float, tr: Texts
) -> None:
    if not timing.table.clock.running:
        raise Refusal(tr("vacation.no_clock"))
    if any(timing.seat(seat).away for seat in seats):
        raise Refusal(tr("vacation.away"))
    for seat in seats:
        clock = timing.seat(seat)
        if clock.on_vacation(now):
            assert clock.pause is not None
            raise Refusal(tr("vacation.already", until=clock_text.moment(clock.pause[1])))
    left = min(timing.vacation_left(seat) for seat in seats)
    if days > left:
        raise Refusal(tr("vacation.too_long", left=left, total=timing.table.vacation_days))


def _hours(hours: int | str, tr: Texts) -> int:
    try:
        number = int(str(hours).strip())
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_NUDGE_HOURS:
        raise Refusal(tr("reminders.bad_hours", high=MAX_NUDGE_HOURS))
    return number


def _reminders_text(prefs: ReminderPrefs, tr: Texts) -> str:
    damaged = ""
    if prefs.damaged:  # the defaults stand in for an unreadable row (bot/storage/rows.py)
        damaged = tr("reminders.damaged", parts=", ".join(prefs.damaged)) + "\n"
    return damaged + tr(
        "reminders.settings",
        hours=prefs.hours,
        direct=tr("reminders.on" if prefs.direct else "reminders.off"),
        muted=tr("reminders.yes" if prefs.muted else "reminders.no"),
    )
