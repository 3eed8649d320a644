"""The clock rules (bot/clock.py): settings, decisions, reminders, absence, vacations.

Plain arithmetic on seconds: no game, no store. T is a fixed start; times are
written as T + hours.
"""

from __future__ import annotations

import pytest

from bot.clock import (
    AWAY,
    DUE,
    HALF,
    LOBBY,
    NUDGE,
    PLAY,
    PLAY_RETRY,
    Clock,
    Due,
    TableTime,
    TimeSettingError,
    Timing,
    format_duration,
    parse_duration,
    split_options,
    stands_in,
    table_time,
)
from bot.clock_text import duration
from bot.messages import Texts
from bot.storage.base import SeatRecord, SessionRecord
from bot.timesource import DAY, HOUR

T = 1_750_000_000.0


def at(hours: float) -> float:
    return T + hours * HOUR


def timing(options: dict[str, str] | None = None, awaited: tuple[int, ...] = (0,)) -> Timing:
    """A running table with the given options, seat 0 awaited from T on."""
    table = Timing(table=table_time(options or {"clock": "1d"}))
    table.follow(set(awaited), T)
    return table


# -- settings --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "seconds"),
    [("12h", 12 * HOUR), ("1d", DAY), ("3d", 3 * DAY), ("1d12h", 36 * HOUR), (" 2D ", 2 * DAY)],
)
def test_durations_are_hours_and_days(text: str, seconds: float) -> None:
    assert parse_duration(text, "clock") == seconds
    assert parse_duration(format_duration(seconds), "clock") == seconds


@pytest.mark.parametrize("text", ["", "soon", "12", "1.5d", "h", "1d1d", "-1d", "12m"])
def test_a_duration_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(TimeSettingError) as refused:
        parse_duration(text, "clock")
    assert refused.value.key == "table.bad_duration"


@pytest.mark.parametrize("text", ["0h", "61d"])
def test_a_duration_is_between_an_hour_and_sixty_days(text: str) -> None:
    with pytest.raises(TimeSettingError) as refused:
        parse_duration(text, "grace")
    assert refused.value.key == "table.duration_range"


def test_clock_per_decision_or_reserve_plus_increment() -> None:
    assert Clock.parse("none") == Clock() and not Clock().running
    assert Clock.parse("1d") == Clock(per_decision=DAY)
    assert Clock.parse("5d+1d") == Clock(reserve=5 * DAY, increment=DAY)
    assert Clock.parse("5d+0") == Clock(reserve=5 * DAY)
    assert [str(Clock.parse(t)) for t in ("none", "12h", "5d+1d")] == ["none", "12h", "5d+1d"]


def test_table_options_are_split_from_the_games() -> None:
    table, game = split_options({"clock": "1d", "bonus": "spread", "Absent": "wait"})
    assert table == {"clock": "1d", "absent": "wait"} and game == {"bonus": "spread"}
    chosen = table_time(table)
    assert chosen.clock == Clock(per_decision=DAY) and chosen.absent == "wait"
    assert chosen.options() == {"clock": "1d", "absent": "wait"}


def test_defaults_are_no_clock_an_ai_after_a_day_a_week_of_vacation() -> None:
    default = table_time({})
    assert default == TableTime() and not default.clock.running
    assert (default.absent, default.grace, default.vacation_days) == ("bot", DAY, 7)
    assert default.lobby_expiry == 7 * DAY and default.options() == {}


def test_reserve_is_another_name_for_a_reserve_clock_given_once() -> None:
    assert table_time({"reserve": "5d+1d"}).clock == Clock(reserve=5 * DAY, increment=DAY)
    with pytest.raises(TimeSettingError) as twice:
        table_time({"clock": "1d", "reserve": "5d+1d"})
    assert twice.value.key == "table.clock_twice"


@pytest.mark.parametrize(
    ("options", "key"),
    [({"absent": "maybe"}, "table.bad_absent"), ({"vacation": "lots"}, "table.bad_vacation"),
     ({"vacation": "61"}, "table.bad_vacation"), ({"grace": "1w"}, "table.bad_duration"),
     ({"ai": "random"}, "table.bad_ai"), ({"ai": "genius"}, "table.bad_ai"),
     ({"ai_time": "0.1s"}, "table.bad_ai_time"), ({"ai_time": "11s"}, "table.bad_ai_time"),
     ({"ai_time": "2m"}, "table.bad_ai_time")],
)
def test_bad_table_options_are_refused(options: dict[str, str], key: str) -> None:
    with pytest.raises(TimeSettingError) as refused:
        table_time(options)
    assert refused.value.key == key


def test_the_stand_in_is_the_heuristic_for_two_seconds_unless_the_table_says() -> None:
    """Issue 27: `ai=heuristic|search` (or a level) and `ai_time=2s`; the default
    stays the heuristic until the arena shows the search stronger."""
    default = table_time({})
    assert (default.ai, default.ai_time) == ("heuristic", 2.0)
    chosen = table_time({"ai": "search", "ai_time": "0.5s"})
    assert (chosen.ai, chosen.ai_time) == ("search", 0.5)
    assert table_time({"ai": "Hard", "ai_time": "3"}).ai == "search"
    assert table_time({"ai": "easy"}).ai == "noisy"
    assert chosen.options() == {"ai": "search", "ai_time": "0.5s"}
    assert TableTime.from_json(chosen.to_json()) == chosen
    assert TableTime.from_json({}) == TableTime()  # a table stored before issue 27
    assert split_options({"ai": "search", "ai_time": "1s", "bonus": "spread"})[0] == {
        "ai": "search", "ai_time": "1s",
    }


def test_a_grace_of_zero_is_allowed() -> None:
    assert table_time({"grace": "0"}).grace == 0


# -- a decision ----------------------------------------------------------------------------
def test_reminders_at_half_and_full_time_then_the_ai_after_the_grace() -> None:
    clock = timing({"clock": "1d"})
    assert clock.next_due() == at(12)
    assert clock.due(at(11.9)) == []
    assert clock.due(at(12)) == [Due(HALF, 0)]
    clock.mark([Due(HALF, 0)], at(12))
    assert clock.due(at(12)) == [] and clock.next_due() == at(24)
    assert clock.due(at(24)) == [Due(DUE, 0)]
    clock.mark([Due(DUE, 0)], at(24))
    assert clock.next_due() == at(48)
    clock.mark(clock.due(at(48)), at(48))
    assert clock.seats[0].away


def test_after_an_outage_only_the_latest_reminder_fires() -> None:
    clock = timing({"clock": "1d"})
    assert clock.due(at(30)) == [Due(DUE, 0)]  # not the halfway one as well
    clock.mark(clock.due(at(30)), at(30))
    assert clock.seats[0].sent == [HALF, DUE] and clock.next_due() == at(48)


def test_with_absent_wait_nothing_follows_the_last_reminder() -> None:
    clock = timing({"clock": "1d", "absent": "wait"})
    clock.mark(clock.due(at(30)), at(30))
    assert clock.next_due() is None and clock.due(at(500)) == []
    assert clock.takeover_at(clock.seats[0]) is None


def test_with_no_grace_the_ai_steps_in_when_the_time_is_up() -> None:
    clock = timing({"clock": "12h", "grace": "0"})
    assert clock.due(at(12)) == [Due(AWAY, 0)]


def test_several_moves_of_one_seat_are_one_decision() -> None:
    clock = timing({"clock": "1d"})
    assert not clock.follow({0}, at(10))  # seat 0 played and is still asked
    assert clock.seats[0].since == T


def test_a_decision_ends_when_the_question_passes_and_the_next_begins() -> None:
    clock = timing({"clock": "1d"})
    clock.mark(clock.due(at(13)), at(13))
    assert clock.follow({1}, at(20))
    assert not clock.seats[0].awaited and clock.seats[0].sent == []
    assert clock.seats[1].since == at(20) and clock.next_due() == at(32)
    assert clock.follow({0}, at(30))  # back to seat 0: a new decision, a full day
    assert clock.next_due() == at(42)


def test_a_reserve_runs_down_while_awaited_and_gains_the_increment() -> None:
    clock = timing({"clock": "2d+1d"})
    assert clock.allowance(clock.seats[0]) == 2 * DAY
    clock.follow({1}, at(30))  # seat 0 used 30 h of its 48
    assert clock.seats[0].bank == 18 * HOUR + DAY
    clock.follow({0}, at(40))
    assert clock.next_due() == at(40 + 21)  # half of 42 h
    clock.follow({1}, at(40 + 100))  # overtime: the reserve is empty, the increment remains
    assert clock.seats[0].bank == DAY


def test_a_new_clock_fills_every_reserve_and_begins_every_decision_anew() -> None:
    clock = timing({"clock": "2d+1d"})
    clock.follow({1}, at(30))
    clock.table = table_time({"clock": "3d+1d"})
    clock.restart(at(31))
    assert clock.seats[0].bank == 3 * DAY and clock.seats[1].since == at(31)


# -- vacations ------------------------------------------------------------------------------
def test_a_vacation_stops_the_clock_of_an_awaited_seat() -> None:
    clock = timing({"clock": "1d"})
    end = clock.start_vacation(0, 2, at(6))
    assert end == at(6 + 48)
    assert clock.next_due() == at(48 + 12)  # 6 h used, 6 h to the halfway mark after it
    assert clock.seats[0].used_at(at(30)) == 6 * HOUR
    assert clock.time_left(clock.seats[0], at(60)) == 12 * HOUR


def test_a_vacation_taken_before_the_turn_delays_its_clock() -> None:
    clock = timing({"clock": "1d"}, awaited=(1,))
    clock.start_vacation(0, 1, T)
    clock.follow({0}, at(10))
    assert clock.next_due() == at(24 + 12)


def test_the_vacation_days_are_counted_and_the_unused_given_back() -> None:
    clock = timing({"clock": "1d", "vacation": "5"})
    clock.start_vacation(0, 3, T)
    assert clock.vacation_left(0) == 2 and clock.seats[0].on_vacation(at(1))
    assert clock.end_vacation(0, at(25)) == 1  # one whole day not taken
    assert clock.vacation_left(0) == 3 and not clock.seats[0].on_vacation(at(25))
    assert clock.next_due() == at(25 + 12)  # the clock runs again from the return


# -- absence ----------------------------------------------------------------------------------
def test_an_absent_seat_that_is_asked_is_played_at_once_and_retried_later() -> None:
    clock = timing({"clock": "1d"})
    clock.mark(clock.due(at(48)), at(48))
    assert clock.due(at(48)) == [Due(PLAY, 0)]
    clock.mark([Due(PLAY, 0)], at(48))
    assert clock.due(at(48)) == [] and clock.next_due() == at(48) + PLAY_RETRY


def test_coming_back_begins_a_fresh_decision() -> None:
    clock = timing({"clock": "1d"})
    clock.mark(clock.due(at(48)), at(48))
    clock.come_back(0, at(50))
    assert not clock.seats[0].away and clock.next_due() == at(62)


def test_stands_in_reads_the_record() -> None:
    record = SessionRecord(1, 2, 3, "toy", {}, 4, 5,
                           seats=[SeatRecord(5, "Ana"), SeatRecord(None, "AI", "random")])
    clock = timing({"clock": "1d"})
    clock.mark(clock.due(at(48)), at(48))
    clock.store(record)
    assert stands_in(record, 0) and not stands_in(record, 1) and not stands_in(record, 7)
    assert record.due_at == T  # an absent seat that is asked is played at once


# -- without a clock, and lobbies -----------------------------------------------------------
def test_without_a_clock_only_the_asked_for_direct_reminder_is_due() -> None:
    clock = Timing(table=table_time({}))
    clock.follow({0, 1}, T, {0: 6 * HOUR, 1: None})
    assert clock.next_due() == at(6) and clock.due(at(6)) == [Due(NUDGE, 0)]
    clock.mark([Due(NUDGE, 0)], at(6))
    assert clock.next_due() is None
    clock.postpone_nudge(0, at(30))
    assert clock.due(at(29)) == [] and clock.due(at(30)) == [Due(NUDGE, 0)]


def test_with_a_clock_there_is_no_direct_reminder() -> None:
    clock = Timing(table=table_time({"clock": "1d"}))
    clock.follow({0}, T, {0: 6 * HOUR})
    assert clock.seats[0].nudge_at is None


def test_a_lobby_expires_unless_it_starts() -> None:
    lobby = Timing.lobby(table_time({"lobby_expiry": "2d"}), T)
    assert lobby.next_due() == at(48) and lobby.due(at(48), lobby=True) == [Due(LOBBY)]
    lobby.follow({0}, at(5))  # started
    assert lobby.lobby_until is None and lobby.due(at(48), lobby=True) == []


def test_timing_survives_json_exactly() -> None:
    clock = timing({"clock": "2d+1d", "absent": "wait", "vacation": "3"}, awaited=(0, 2))
    clock.start_vacation(2, 1, at(1))
    clock.mark(clock.due(at(30)), at(30))
    again = Timing.from_json(clock.to_json())
    assert again == clock and again.next_due() == clock.next_due()
    assert Timing.from_json({}) == Timing()


def test_clocks_that_cannot_be_read_start_again() -> None:
    record = SessionRecord(1, 2, 3, "toy", {}, 4, 5, seats=[SeatRecord(5, "Ana")],
                           timing={"seats": {"zero": {"since": "soon"}}, "table": []})
    assert Timing.of(record) == Timing() and not stands_in(record, 0)


def test_read_parses_a_record_s_clocks_once_per_version() -> None:
    record = SessionRecord(1, 2, 3, "toy", {}, 4, 5,
                           seats=[SeatRecord(5, "Ana"), SeatRecord(6, "Bea")])
    timing(awaited=(0,)).store(record)
    kept = Timing.read(record)
    assert kept == Timing.of(record) and Timing.read(record) is kept  # parsed once
    assert Timing.of(record) is not kept  # `of` gives a copy of one's own to change
    changed = Timing.of(record)
    changed.follow({1}, at(2))
    changed.store(record)  # a new version: the record's JSON is replaced
    assert Timing.read(record) is not kept and Timing.read(record) == changed
    stored = Timing.of(record)
    stored.follow({0}, at(3))
    stored.stored_for_reading(record)  # kept as it was stored: no parse to read it
    assert Timing.read(record) is stored and Timing.of(record) == stored


@pytest.mark.parametrize("awaited", [(), (0,), (1,), (0, 1), (2,)])
@pytest.mark.parametrize("before", [(), (0,), (0, 1)])
@pytest.mark.parametrize("running", [True, False])
def test_follows_says_whether_follow_would_change_nothing(
    awaited: tuple[int, ...], before: tuple[int, ...], running: bool
) -> None:
    table = Timing.lobby(table_time({"clock": "1d"}), T)
    table.follow(set(before), T, running=False)
    if running and before:
        table.lobby_until = None
    copy = Timing.from_json(table.to_json())
    assert table.follows(set(awaited), running) == (
        not copy.follow(set(awaited), at(1), running=running)
    )


@pytest.mark.parametrize(
    ("seconds", "en", "es"),
    [(0, "0 s", "0 s"), (20.7, "20 s", "20 s"), (59.9, "59 s", "59 s"), (60, "1 min", "1 min"),
     (3 * 3600 + 59, "3 h", "3 h"), (2 * 86400 + 5 * 3600, "2 d 5 h", "2 d 5 h"),
     (-4, "0 s", "0 s")],
)
def test_a_duration_is_said_in_its_largest_units_seconds_under_a_minute(
    seconds: float, en: str, es: str
) -> None:
    assert duration(seconds, Texts.of("en")) == en
    assert duration(seconds, Texts.of("es")) == es
