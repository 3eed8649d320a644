"""The table's clock: how long a person may take, reminders, absence, vacations.

These are table settings, not game rules: the engines know no time. A table
chooses them among the options of `/game new` (the keys of `TABLE_KEYS`; every
other key is the game's) or later with `/game clock` (the host), and they are
stored with the session together with each person's clock
(`SessionRecord.timing`), so a restart keeps every deadline.

Options, written like the game's own (`key=value`):

- `clock=none` (the default): no clock; a mention at every turn change, and a
  direct message after some hours of waiting for those who ask for it
  (`/games reminders`).
- `clock=12h`, `1d`, `3d`, `1d12h`...: the time each decision may take.
- `clock=5d+1d` (or `reserve=5d+1d`): a reserve of 5 days that runs down while
  the person is awaited, and one more day after each decision (as chess's
  Fischer clocks do: unused time is kept).
- `absent=bot` (the default) or `absent=wait`: what happens when a person's
  time has run out and a further `grace` has passed: an AI plays for them
  (marked in the log and the status) until they come back with `/game
  resume`, or the table simply waits.
- `grace=24h` (the default): that further time.
- `vacation=7` (the default): the days each person may pause their clock in
  this game (`/game vacation days:N`).
- `lobby_expiry=7d` (the default): a lobby never started closes after it.
- `ai=heuristic` (the default) or `ai=search` (or a level: `easy`, `normal`,
  `hard`): the AI that plays for an absent person. The default stays the
  heuristic until the search's strength is measured (issue 27, goal 3).
- `ai_time=2s` (the default): the seconds a searching AI (an AI seat at the
  `hard` level, or the stand-in with `ai=search`) may think per decision,
  from 0.2 s to 10 s.

`/game clock` changes any of them mid-game; a change of `ai` or `ai_time` alone
begins no decision anew (bot/time_commands.py), and each move an AI made keeps
the kind that chose it (`LogRecord.agent`), so the log never changes with them.

A *decision* is a stretch of waiting: it begins when the game starts waiting
for a seat and ends when it no longer does (after the seat's own moves, the
question has passed to someone else). Several moves in a row of one seat are
one decision. While it lasts, a reminder is posted when half of its time is
used and another when it is all used; with `absent=bot` the AI steps in
`grace` later. A vacation stops the clock: the time of a vacation does not
count, whether the seat is awaited or not.

Everything here is plain data and arithmetic on seconds; the game master
(bot/deadlines.py) reads the state to know who is awaited, and stores the
result with the session's version check, so a deadline fires once.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.storage.base import SessionRecord
from bot.timesource import DAY, HOUR
from games.core.agents import kind_of, level_of
from games.core.search import DEFAULT_SECONDS

log = logging.getLogger(__name__)

TABLE_KEYS = ("clock", "reserve", "absent", "grace", "vacation", "lobby_expiry", "ai", "ai_time")
"""The options of `/game new` that belong to the table, not to the game."""

ABSENT_CHOICES = ("bot", "wait")
STAND_IN_AGENT = "heuristic"
"""The AI that plays for an absent person unless the table chose another (`ai=`):
the heuristic (`normal`) until the arena shows the search is stronger."""

STAND_IN_KINDS = ("noisy", "heuristic", "search")
"""The kinds a table may choose for its stand-in (the levels' kinds)."""

AI_TIME = DEFAULT_SECONDS
MIN_AI_TIME, MAX_AI_TIME = 0.2, 10.0
_SECONDS = re.compile(r"^(?P<n>\d{1,3}(?:\.\d{1,2})?)s?$")

PLAY_RETRY = 10 * 60.0
"""When an absent person's moves could not be played (a storage hiccup), the
scheduler tries again this much later."""

_UNREADABLE = (TypeError, ValueError, KeyError, AttributeError, IndexError)

_READ: dict[int, tuple[Any, Timing]] = {}
"""`Timing.read`'s parses, by the identity of the record's `timing` JSON (held)."""
_READ_LIMIT = 4096


_TABLE_JSON: dict[int, tuple[TableTime, dict[str, Any]]] = {}
"""`TableTime.to_json` of each settings object, by its identity (held)."""


def _table_json(table: TableTime) -> dict[str, Any]:
    """`table.to_json()`, one dict per settings object (frozen): every version of a
    table's clocks holds the same one, never edited in place (a record's `timing` is
    replaced, never edited: `Timing.store`), so the session row's writer writes its
    text once (bot/storage/rows.py `_timing_text`; a move's flush stores the clocks)."""
    kept = _TABLE_JSON.get(id(table))
    if kept is not None and kept[0] is table:
        return kept[1]
    if len(_TABLE_JSON) >= _READ_LIMIT:
        _TABLE_JSON.clear()
    made = table.to_json()
    _TABLE_JSON[id(table)] = (table, made)
    return made


def _keep_read(data: Any, timing: Timing) -> None:
    if len(_READ) >= _READ_LIMIT:
        _READ.clear()
    _READ[id(data)] = (data, timing)  # the object is held: its id stays its own

MAX_DURATION = 60 * DAY
MAX_VACATION_DAYS = 60
_DURATION = re.compile(r"^(?:(?P<d>\d{1,3})d)?(?:(?P<h>\d{1,4})h)?$")

# Reminders of one decision, in the order they come.
HALF, DUE, AWAY = "half", "due", "away"
STEPS = (HALF, DUE, AWAY)
NUDGE, PLAY, LOBBY = "nudge", "play", "lobby"


class TimeSettingError(ValueError):
    """A table option that cannot be read; `key` and `params` name a bot text.
    `value` repeats what was typed: `quoted` escapes it for a transport with markup."""

    typed = ("value",)

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def quoted(self, quote: Callable[[str], str]) -> dict[str, Any]:
        """The parameters, what was typed passed through `quote`."""
        return {name: quote(value) if name in self.typed and isinstance(value, str) else value
                for name, value in self.params.items()}


# -- durations -------------------------------------------------------------------
def parse_duration(text: str, option: str) -> float:
    """`12h`, `1d`, `1d12h` to seconds (at least one hour, at most 60 days)."""
    raw = str(text).strip().lower()
    match = _DURATION.match(raw)
    if not raw or match is None:
        raise TimeSettingError("table.bad_duration", option=option, value=raw[:20])
    seconds = int(match["d"] or 0) * DAY + int(match["h"] or 0) * HOUR
    if not HOUR <= seconds <= MAX_DURATION:
        raise TimeSettingError("table.duration_range", option=option, value=raw[:20])
    return seconds


def parse_ai_time(text: str) -> float:
    """`2s`, `2`, `0.5s`: a searching AI's seconds per decision."""
    raw = str(text).strip().lower()
    match = _SECONDS.match(raw)
    if match is None or not MIN_AI_TIME <= float(match["n"]) <= MAX_AI_TIME:
        raise TimeSettingError("table.bad_ai_time", value=raw[:20],
                               low=f"{MIN_AI_TIME:g}", high=f"{MAX_AI_TIME:g}")
    return float(match["n"])


def format_duration(seconds: float) -> str:
    """`1d12h`, `3d`, `12h`: the notation the options are written in."""
    hours = round(seconds / HOUR)
    days, hours = divmod(hours, 24)
    text = (f"{days}d" if days else "") + (f"{hours}h" if hours else "")
    return text or "0h"


# -- the table's settings -----------------------------------------------------------
@dataclass(frozen=True)
class Clock:
    """Per decision (`per_decision` seconds each), or a reserve plus an increment."""

    per_decision: float = 0.0
    reserve: float = 0.0
    increment: float = 0.0

    @property
    def running(self) -> bool:
        return self.per_decision > 0 or self.reserve > 0

    @property
    def has_reserve(self) -> bool:
        return self.reserve > 0

    @classmethod
    def parse(cls, text: str, option: str = "clock") -> Clock:
        raw = str(text).strip().lower()
        if raw in ("none", "off", "no", "0"):
            return cls()
        if "+" in raw:
            reserve, _, increment = raw.partition("+")
            extra = 0.0 if increment.strip() in ("0", "0h") else parse_duration(increment, option)
            return cls(reserve=parse_duration(reserve, option), increment=extra)
        return cls(per_decision=parse_duration(raw, option))

    def __str__(self) -> str:
        if self.has_reserve:
            return f"{format_duration(self.reserve)}+{format_duration(self.increment)}"
        return format_duration(self.per_decision) if self.running else "none"


@dataclass(frozen=True)
class TableTime:
    """The time settings a table chose (see the module's docstring)."""

    clock: Clock = Clock()
    absent: str = "bot"
    grace: float = DAY
    vacation_days: int = 7
    lobby_expiry: float = 7 * DAY
    ai: str = STAND_IN_AGENT
    ai_time: float = AI_TIME

    def options(self) -> dict[str, str]:
        """The settings that differ from the defaults, as option text."""
        default = TableTime()
        shown: dict[str, str] = {}
        if self.clock != default.clock:
            shown["clock"] = str(self.clock)
        if self.absent != default.absent:
            shown["absent"] = self.absent
        if self.grace != default.grace:
            shown["grace"] = format_duration(self.grace)
        if self.vacation_days != default.vacation_days:
            shown["vacation"] = str(self.vacation_days)
        if self.lobby_expiry != default.lobby_expiry:
            shown["lobby_expiry"] = format_duration(self.lobby_expiry)
        if self.ai != default.ai:
            shown["ai"] = self.ai
        if self.ai_time != default.ai_time:
            shown["ai_time"] = f"{self.ai_time:g}s"
        return shown

    def to_json(self) -> dict[str, Any]:
        return {
            "per_decision": self.clock.per_decision,
            "reserve": self.clock.reserve,
            "increment": self.clock.increment,
            "absent": self.absent,
            "grace": self.grace,
            "vacation_days": self.vacation_days,
            "lobby_expiry": self.lobby_expiry,
            "ai": self.ai,
            "ai_time": self.ai_time,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableTime:
        default = cls()
        clock = Clock(
            float(data.get("per_decision", 0.0)),
            float(data.get("reserve", 0.0)),
            float(data.get("increment", 0.0)),
        )
        return cls(
            clock=clock,
            absent=str(data.get("absent", default.absent)),
            grace=float(data.get("grace", default.grace)),
            vacation_days=int(data.get("vacation_days", default.vacation_days)),
            lobby_expiry=float(data.get("lobby_expiry", default.lobby_expiry)),
            ai=str(data.get("ai", default.ai)),
            ai_time=float(data.get("ai_time", default.ai_time)),
        )


def split_options(options: Mapping[str, str] | None) -> tuple[dict[str, str], dict[str, str]]:
    """(the table's options, the game's options) of `/game new`."""
    table: dict[str, str] = {}
    game: dict[str, str] = {}
    for key, value in (options or {}).items():
        name = str(key).strip().lower()
        (table if name in TABLE_KEYS else game)[name if name in TABLE_KEYS else key] = value
    return table, game


def table_time(options: Mapping[str, str], base: TableTime | None = None) -> TableTime:
    """`base` (the defaults) with the table options given; TimeSettingError if one
    cannot be read."""
    chosen = base or TableTime()
    if "clock" in options and "reserve" in options:
        raise TimeSettingError("table.clock_twice")
    if "clock" in options or "reserve" in options:
        key = "clock" if "clock" in options else "reserve"
        chosen = replace(chosen, clock=Clock.parse(options[key], key))
    if "absent" in options:
        chosen = replace(chosen, absent=_absent(options["absent"]))
    if "grace" in options:
        chosen = replace(chosen, grace=_grace(options["grace"]))
    if "vacation" in options:
        chosen = replace(chosen, vacation_days=_vacation_days(options["vacation"]))
    if "lobby_expiry" in options:
        chosen = replace(chosen, lobby_expiry=parse_duration(options["lobby_expiry"],
                                                             "lobby_expiry"))
    if "ai" in options:
        chosen = replace(chosen, ai=_stand_in(options["ai"]))
    if "ai_time" in options:
        chosen = replace(chosen, ai_time=parse_ai_time(options["ai_time"]))
    return chosen


def _stand_in(text: str) -> str:
    """`ai=search`, `ai=hard`: the stand-in's kind."""
    kind = kind_of(text)
    if kind not in STAND_IN_KINDS:
        choices = ", ".join([*STAND_IN_KINDS, *(str(level_of(k)) for k in STAND_IN_KINDS)])
        raise TimeSettingError("table.bad_ai", value=str(text).strip().lower()[:20],
                               choices=choices)
    return str(kind)


def _absent(text: str) -> str:
    value = str(text).strip().lower()
    if value not in ABSENT_CHOICES:
        raise TimeSettingError("table.bad_absent", value=value[:20],
                               choices=", ".join(ABSENT_CHOICES))
    return value


def _grace(text: str) -> float:
    """A grace may be nothing at all (`0`): the AI steps in as the time runs out."""
    return 0.0 if str(text).strip() in ("0", "0h") else parse_duration(text, "grace")


def _vacation_days(text: str) -> int:
    raw = str(text).strip().lower().removesuffix("d")
    if not raw.isdigit() or int(raw) > MAX_VACATION_DAYS:
        raise TimeSettingError("table.bad_vacation", value=str(text)[:20],
                               high=MAX_VACATION_DAYS)
    return int(raw)


# -- one person's clock ---------------------------------------------------------------
@dataclass
class SeatTime:
    """The clock of one person's seat.

    `since`: when the current decision began (None: not awaited). `used` is the
    clock time used in it up to the moment `counted`; from then on the clock
    runs except during the vacation `pause` (start, end). `bank` is what is left
    of a reserve clock at the start of the decision. `sent` names the
    reminders of this decision already given.
    """

    since: float | None = None
    used: float = 0.0
    counted: float = 0.0
    bank: float = 0.0
    pause: tuple[float, float] | None = None
    vacation_used: int = 0
    away: bool = False
    sent: list[str] = field(default_factory=list)
    nudge_at: float | None = None
    retry_at: float = 0.0

    @property
    def awaited(self) -> bool:
        return self.since is not None

    def begin(self, now: float) -> None:
        """A decision begins: its clock at zero, no reminder given yet."""
        self.since, self.used, self.counted, self.sent, self.retry_at = now, 0.0, now, [], 0.0

    def end(self, now: float) -> None:
        self.since, self.used, self.counted, self.sent, self.nudge_at = None, 0.0, now, [], None

    def used_at(self, moment: float) -> float:
        """Clock time used in this decision at `moment` (vacations do not count)."""
        return self.used + _running(self.counted, moment, self.pause)

    def moment_of(self, clock_time: float) -> float:
        """When the clock time used reaches `clock_time`."""
        need = clock_time - self.used
        start = self.counted
        if need <= 0:
            return start
        if self.pause is not None and self.pause[1] > start:
            pause_start, pause_end = max(self.pause[0], start), self.pause[1]
            if start + need <= pause_start:
                return start + need
            return pause_end + need - (pause_start - start)
        return start + need

    def on_vacation(self, now: float) -> bool:
        return self.pause is not None and self.pause[0] <= now < self.pause[1]

    def to_json(self) -> dict[str, Any]:
        return {
            "since": self.since,
            "used": self.used,
            "counted": self.counted,
            "bank": self.bank,
            "pause": list(self.pause) if self.pause else None,
            "vacation_used": self.vacation_used,
            "away": self.away,
            "sent": list(self.sent),
            "nudge_at": self.nudge_at,
            "retry_at": self.retry_at,
        }

    def copy(self) -> SeatTime:
        return SeatTime(self.since, self.used, self.counted, self.bank, self.pause,
                        self.vacation_used, self.away, list(self.sent), self.nudge_at,
                        self.retry_at)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatTime:
        pause = data.get("pause")
        return cls(
            since=_optional(data.get("since")),
            used=float(data.get("used", 0.0)),
            counted=float(data.get("counted", 0.0)),
            bank=float(data.get("bank", 0.0)),
            pause=(float(pause[0]), float(pause[1])) if pause else None,
            vacation_used=int(data.get("vacation_used", 0)),
            away=bool(data.get("away", False)),
            sent=[str(s) for s in data.get("sent", [])],
            nudge_at=_optional(data.get("nudge_at")),
            retry_at=float(data.get("retry_at", 0.0)),
        )


def _running(start: float, end: float, pause: tuple[float, float] | None) -> float:
    """Seconds from `start` to `end`, less the part inside the pause."""
    if end <= start:
        return 0.0
    total = end - start
    if pause is not None:
        total -= max(0.0, min(end, pause[1]) - max(start, pause[0]))
    return total


def _optional(value: Any) -> float | None:
    return None if value is None else float(value)


@dataclass(frozen=True)
class Due:
    """Something to fire now: `kind` (HALF, DUE, AWAY, NUDGE, PLAY or LOBBY) for a
    seat (None for the lobby)."""

    kind: str
    seat: int | None = None


# -- the whole table ----------------------------------------------------------------
@dataclass
class Timing:
    """A session's time: the table's settings, each person's clock, the lobby's end."""

    table: TableTime = field(default_factory=TableTime)
    seats: dict[int, SeatTime] = field(default_factory=dict)
    lobby_until: float | None = None

    # -- storage ---------------------------------------------------------------
    @classmethod
    def of(cls, record: SessionRecord) -> Timing:
        """The record's timing, a copy of one's own to change; clocks that cannot be
        read start again (they cost their deadlines, never the game)."""
        return cls.read(record).copy()

    @classmethod
    def _parsed(cls, record: SessionRecord) -> Timing:
        try:
            return cls.from_json(record.timing)
        except _UNREADABLE:
            log.warning("session %s: its clocks cannot be read; they start again", record.id)
            return cls()

    def copy(self) -> Timing:
        """An equal timing sharing nothing that changes (the settings are frozen)."""
        return Timing(self.table, {i: c.copy() for i, c in self.seats.items()}, self.lobby_until)

    @classmethod
    def read(cls, record: SessionRecord) -> Timing:
        """The record's timing to read, never to change: parsed once per version of
        the record's clocks and kept (`of` gives a copy of it to change).

        A record's `timing` is replaced, never edited in place (`store`), so the
        JSON object itself says which version was parsed; a move read it about
        five times (the stand-in checks, the clocks followed at the flush and
        again after the reply), each parse a tenth of the move's time."""
        data = record.timing
        kept = _READ.get(id(data))
        if kept is not None and kept[0] is data:
            return kept[1]
        timing = cls._parsed(record)
        _keep_read(data, timing)
        return timing

    def stored_for_reading(self, record: SessionRecord) -> None:
        """`store` into `record`, and keep this timing as what `read` gives for it:
        for a timing its caller never changes again (the clocks followed at a
        move's flush), so the record's next reading costs no parse."""
        self.store(record)
        _keep_read(record.timing, self)

    def follows(self, awaited: Collection[int], running: bool) -> bool:
        """Whether `follow(awaited, ...)` would change nothing: exactly the
        `awaited` seats are waited for (and the lobby's end is gone once running)."""
        if running and self.lobby_until is not None:
            return False
        waited = {index for index, clock in self.seats.items() if clock.awaited}
        return waited == set(awaited)

    def store(self, record: SessionRecord) -> None:
        """Write into a record: the JSON and when something is due next."""
        record.timing = self.to_json()
        record.due_at = self.next_due()

    def to_json(self) -> dict[str, Any]:
        return {
            "table": _table_json(self.table),
            "seats": {str(seat): clock.to_json() for seat, clock in self.seats.items()},
            "lobby_until": self.lobby_until,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Timing:
        seats = data.get("seats") or {}
        return cls(
            table=TableTime.from_json(data.get("table") or {}),
            seats={int(seat): SeatTime.from_json(clock) for seat, clock in seats.items()},
            lobby_until=_optional(data.get("lobby_until")),
        )

    @classmethod
    def lobby(cls, table: TableTime, now: float) -> Timing:
        return cls(table=table, lobby_until=now + table.lobby_expiry)

    def seat(self, index: int) -> SeatTime:
        if index not in self.seats:
            self.seats[index] = SeatTime(bank=self.table.clock.reserve)
        return self.seats[index]

    # -- following the game -----------------------------------------------------
    def starting(self, awaited: Collection[int]) -> list[int]:
        """The awaited seats whose decision has not begun yet."""
        return [s for s in sorted(awaited) if not self.seat(s).awaited]

    def follow(
        self,
        awaited: Collection[int],
        now: float,
        nudge_after: Mapping[int, float | None] | None = None,
        running: bool = True,
    ) -> bool:
        """Begin and end decisions so that exactly the `awaited` person seats are
        waited for; `nudge_after[seat]`: seconds after which its person asked for a
        direct message (games without a clock). True if anything changed: a
        decision begun or ended (each moves its `since` between a moment and None),
        or the lobby's end dropped; told from those rather than by writing the
        whole timing out before and after (a twentieth of a move's flush)."""
        changed = running and self.lobby_until is not None
        if running:
            self.lobby_until = None
        for index in list(self.seats):
            if index not in awaited and self.seats[index].awaited:
                self._end(self.seats[index], now)
                changed = True
        for index in awaited:
            clock = self.seat(index)
            if not clock.awaited:
                self._begin(clock, now, (nudge_after or {}).get(index))
                changed = True
        return changed

    def renudge(self, seat: int, nudge_after: float | None) -> bool:
        """Its person changed their reminder settings while the seat is waited for:
        the direct message of this decision follows them (counted from when the
        decision began; none if they turned it off or muted reminders). Only in a
        game without a clock, and not once this decision's message has gone. True
        if anything changed."""
        clock = self.seat(seat)
        if not clock.awaited or self.table.clock.running or NUDGE in clock.sent:
            return False
        assert clock.since is not None
        moment = clock.since + nudge_after if nudge_after else None
        changed = clock.nudge_at != moment
        clock.nudge_at = moment
        return changed

    def _begin(self, clock: SeatTime, now: float, nudge_after: float | None) -> None:
        clock.begin(now)
        running = self.table.clock.running
        clock.nudge_at = now + nudge_after if nudge_after and not running else None

    def _end(self, clock: SeatTime, now: float) -> None:
        """A decision is over: a reserve clock keeps what is left, plus the increment."""
        if self.table.clock.has_reserve:
            clock.bank = max(0.0, clock.bank - clock.used_at(now)) + self.table.clock.increment
        clock.end(now)

    def restart(self, now: float) -> None:
        """New settings: every reserve is full again and every decision begins anew."""
        for clock in self.seats.values():
            clock.bank = self.table.clock.reserve
            if clock.awaited:
                clock.begin(now)

    # -- deadlines ----------------------------------------------------------------
    def allowance(self, clock: SeatTime) -> float:
        """The clock time this decision may take."""
        rule = self.table.clock
        return clock.bank if rule.has_reserve else rule.per_decision

    def steps(self, clock: SeatTime) -> list[tuple[str, float]]:
        """The reminders of a decision and the clock time each comes at."""
        allowed = self.allowance(clock)
        steps = [(HALF, allowed / 2), (DUE, allowed)]
        if self.table.absent == "bot":
            steps.append((AWAY, allowed + self.table.grace))
        return steps

    def time_left(self, clock: SeatTime, now: float) -> float:
        """Clock time left in the awaited seat's decision (negative: overdue)."""
        return self.allowance(clock) - clock.used_at(now)

    def takeover_at(self, clock: SeatTime) -> float | None:
        """When an AI steps in for the awaited seat (None: the table waits)."""
        if not self.table.clock.running or self.table.absent != "bot":
            return None
        return clock.moment_of(self.allowance(clock) + self.table.grace)

    def due(self, now: float, lobby: bool = False) -> list[Due]:
        """What fires at `now`: for each awaited seat its latest reminder not yet
        given (after a long outage the earlier ones are skipped, not all sent at
        once), a direct nudge, or the moves of an absent person; and the end of a
        lobby (`lobby`: the session is still one)."""
        fired: list[Due] = []
        if lobby and self.lobby_until is not None and self.lobby_until <= now:
            fired.append(Due(LOBBY))
        for index, clock in sorted(self.seats.items()):
            kind = self._due_for(clock, now)
            if kind is not None:
                fired.append(Due(kind, index))
        return fired

    def _due_for(self, clock: SeatTime, now: float) -> str | None:
        if not clock.awaited:
            return None
        if clock.away:
            return PLAY if max(clock.since or 0.0, clock.retry_at) <= now else None
        if not self.table.clock.running:
            due = clock.nudge_at is not None and clock.nudge_at <= now
            return NUDGE if due and NUDGE not in clock.sent else None
        reached = [kind for kind, at in self.steps(clock) if clock.moment_of(at) <= now]
        latest = reached[-1] if reached else None
        return latest if latest is not None and latest not in clock.sent else None

    def mark(self, fired: Collection[Due], now: float) -> None:
        """Record what fired, so that it never fires again."""
        for due in fired:
            if due.kind == LOBBY:
                self.lobby_until = None
                continue
            assert due.seat is not None
            clock = self.seat(due.seat)
            if due.kind == PLAY:
                clock.retry_at = now + PLAY_RETRY
            elif due.kind == NUDGE:
                clock.sent.append(NUDGE)
            else:
                clock.sent = [*STEPS[: STEPS.index(due.kind) + 1]]
                clock.away = clock.away or due.kind == AWAY

    def next_due(self) -> float | None:
        """The earliest moment something fires, or None."""
        moments = [self.lobby_until] if self.lobby_until is not None else []
        for clock in self.seats.values():
            moment = self._next_for(clock)
            if moment is not None:
                moments.append(moment)
        return min(moments) if moments else None

    def _next_for(self, clock: SeatTime) -> float | None:
        if not clock.awaited:
            return None
        if clock.away:
            return max(clock.since or 0.0, clock.retry_at)
        if not self.table.clock.running:
            return clock.nudge_at if NUDGE not in clock.sent else None
        for kind, at in self.steps(clock):
            if kind not in clock.sent:
                return clock.moment_of(at)
        return None

    def postpone_nudge(self, seat: int, moment: float) -> None:
        """At most one direct message a day: this one waits until `moment`."""
        clock = self.seat(seat)
        clock.sent = [s for s in clock.sent if s != NUDGE]
        clock.nudge_at = moment

    # -- coming and going ---------------------------------------------------------
    def vacation_left(self, seat: int) -> int:
        return max(0, self.table.vacation_days - self.seat(seat).vacation_used)

    def start_vacation(self, seat: int, days: int, now: float) -> float:
        """Stop the seat's clock for `days` from now; returns when it runs again."""
        clock = self.seat(seat)
        if clock.awaited:  # the time used so far stays used
            clock.used, clock.counted = clock.used_at(now), now
        end = now + days * DAY
        clock.pause = (now, end)
        clock.vacation_used += days
        return end

    def end_vacation(self, seat: int, now: float) -> int:
        """End a vacation early; the whole days not taken are given back."""
        clock = self.seat(seat)
        if not clock.on_vacation(now):
            return 0
        assert clock.pause is not None
        if clock.awaited:
            clock.used, clock.counted = clock.used_at(now), now
        unused = int((clock.pause[1] - now) // DAY)
        clock.pause = (clock.pause[0], now)
        clock.vacation_used = max(0, clock.vacation_used - unused)
        return unused

    def come_back(self, seat: int, now: float) -> None:
        """An absent person plays their own seat again, with a fresh decision."""
        clock = self.seat(seat)
        clock.away = False
        if clock.awaited:
            clock.begin(now)


def table_of(record: SessionRecord) -> TableTime:
    """The table's settings as stored with the session."""
    return Timing.read(record).table


def stands_in(record: SessionRecord, seat: int) -> bool:
    """Whether an AI plays this person's seat now (they were away too long)."""
    if not 0 <= seat < len(record.seats) or record.seats[seat].is_ai:
        return False
    clock = Timing.read(record).seats.get(seat)
    return clock is not None and clock.away
