"""What the game master says about time: settings, time left, reminders.

Pure text building from a session's `Timing` (bot/clock.py). Moments are
written as Discord timestamps (`<t:1735689600:f>`), which every reader's
Discord shows in their own time zone; the console prints them as UTC.
"""

from __future__ import annotations

from bot import narration
from bot.clock import SeatTime, TableTime, Timing
from bot.messages import Texts
from bot.quoting import literal
from bot.sessions import Session


def duration(seconds: float, tr: Texts) -> str:
    """`2 d 5 h`, `13 h`, `45 min`, `20 s` (rounded down; never negative). Under a
    minute in seconds: a quick player's median time to move is not "0 min"."""
    if seconds < 60:
        return tr("time.seconds", seconds=int(max(0.0, seconds)))
    minutes = int(seconds // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    if days and hours:
        return tr("time.days_hours", days=days, hours=hours)
    if days:
        return tr("time.days", days=days)
    if hours:
        return tr("time.hours", hours=hours)
    return tr("time.minutes", minutes=minutes)


def moment(seconds: float) -> str:
    """A Discord timestamp: each reader sees the date and time in their own zone."""
    return f"<t:{int(seconds)}:f>"


# -- settings ---------------------------------------------------------------------
def settings_text(table: TableTime, tr: Texts) -> str:
    """One line: the clock, what happens when the time is up, vacation days."""
    rule = table.clock
    if not rule.running:
        return tr("clock.settings_none")
    if rule.has_reserve:
        clock = tr("clock.reserve", reserve=duration(rule.reserve, tr),
                   increment=duration(rule.increment, tr))
    else:
        clock = tr("clock.per_decision", time=duration(rule.per_decision, tr))
    if table.absent == "bot":
        absent = tr("clock.absent_bot", grace=duration(table.grace, tr))
    else:
        absent = tr("clock.absent_wait")
    return tr("clock.settings", clock=clock, absent=absent, days=table.vacation_days)


def ai_settings_text(table: TableTime, tr: Texts) -> str:
    """One line: the level that plays for an absent player, a searching AI's time."""
    return tr("clock.ai_settings", ai=tr(f"ai.{table.ai}"), time=f"{table.ai_time:g} s")


def chosen_text(table: TableTime, tr: Texts) -> str:
    """The table's settings that differ from the defaults, in words (the lobby's
    opening line; `options_text` is the `key=value` form a host types)."""
    chosen = table.options()
    said: list[str] = []
    if chosen.keys() & {"clock", "absent", "grace", "vacation"}:
        said.append(settings_text(table, tr).rstrip("."))
    if "lobby_expiry" in chosen:
        said.append(tr("clock.option_lobby_expiry", time=duration(table.lobby_expiry, tr)))
    if "ai" in chosen:
        said.append(tr("clock.option_ai", ai=tr(f"ai.{table.ai}")))
    if "ai_time" in chosen:
        said.append(tr("clock.option_ai_time", time=f"{table.ai_time:g} s"))
    return "; ".join(said)


def options_text(table: TableTime) -> str:
    """The table's settings that are not the defaults, as `key=value` text."""
    return ", ".join(f"{key}={value}" for key, value in table.options().items())


# -- the status ---------------------------------------------------------------------
def status_lines(session: Session, now: float, tr: Texts) -> list[str]:
    """The clock settings, then each person's time, for `/game status`."""
    timing = Timing.of(session.record)
    lines = [settings_text(timing.table, tr)]
    if session.record.status == "lobby" and timing.lobby_until is not None:
        lines.append(tr("clock.lobby_until", until=moment(timing.lobby_until)))
    if session.record.status != "running":
        return lines
    people = [i for i, seat in enumerate(session.record.seats) if not seat.is_ai]
    shown = [line for i in people if (line := seat_line(session, timing, i, now, tr))]
    return [*lines, tr("clock.header"), *shown] if shown else lines


def seat_line(session: Session, timing: Timing, index: int, now: float, tr: Texts) -> str:
    """A person's time, or "" when there is nothing to say about it."""
    clock = timing.seat(index)
    name = narration.seat_name(session, index)
    if clock.away:
        return tr("clock.seat_away", name=name)
    if clock.on_vacation(now):
        assert clock.pause is not None
        return tr("clock.seat_vacation", name=name, until=moment(clock.pause[1]))
    if not timing.table.clock.running:
        return ""
    if clock.awaited:
        return _awaited_line(timing, clock, name, now, tr)
    if timing.table.clock.has_reserve:
        return tr("clock.seat_reserve", name=name, left=duration(clock.bank, tr))
    return ""


def _awaited_line(timing: Timing, clock: SeatTime, name: str, now: float, tr: Texts) -> str:
    left = timing.time_left(clock, now)
    if left > 0:
        deadline = moment(clock.moment_of(timing.allowance(clock)))
        return tr("clock.seat_left", name=name, left=duration(left, tr), deadline=deadline)
    takeover = timing.takeover_at(clock)
    if takeover is None:
        return tr("clock.seat_overdue_wait", name=name)
    return tr("clock.seat_overdue", name=name, when=moment(takeover))


# -- reminders ----------------------------------------------------------------------
def half_text(session: Session, timing: Timing, seat: int, now: float, tr: Texts) -> str:
    clock = timing.seats[seat]
    return tr(
        "clock.half",
        name=narration.seat_name(session, seat),
        game=session.game.name(tr.locale),
        left=duration(timing.time_left(clock, now), tr),
        deadline=moment(clock.moment_of(timing.allowance(clock))),
    )


def due_text(session: Session, timing: Timing, seat: int, tr: Texts) -> str:
    name = narration.seat_name(session, seat)
    game = session.game.name(tr.locale)
    takeover = timing.takeover_at(timing.seats[seat])
    if takeover is None:
        return tr("clock.due_wait", name=name, game=game)
    return tr("clock.due", name=name, game=game, takeover=moment(takeover))


def nudge_text(session: Session, seat: int, now: float, tr: Texts) -> str:
    clock = Timing.of(session.record).seat(seat)
    waited = now - (clock.since if clock.since is not None else now)
    record = session.record
    guild = record.guild_id if record.guild_id is not None else "@me"
    link = f"https://discord.com/channels/{guild}/{record.channel_id}"
    return tr("nudge.text", game=session.game.name(tr.locale), channel=record.channel_id,
              waited=duration(waited, tr), link=link)


def expired_text(session: Session, table: TableTime, tr: Texts) -> str:
    return tr("lobby.expired", game=session.game.name(tr.locale),
              after=duration(table.lobby_expiry, tr))


def vacation_text(
    session: Session, name: str, days: int, until: float, left: int, tr: Texts
) -> str:
    return tr("vacation.started", name=literal(name), days=days, until=moment(until), left=left)
