"""Time through the real client (issue 13): clocks, reminders, an AI for an absent
player, vacations, lobby expiry, direct reminders, and a restart in the middle.

The bot runs its scheduler as in production (started in setup_hook); only its
time is virtual: `later(h, hours)` moves it and fires each deadline on the way
at its own moment, and what the bot posts by itself is read from the recorded
HTTP calls (`DiscordHarness.posts`, `direct_messages`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.app import build_bot
from bot.config import Config
from bot.service import GameMaster
from bot.storage import SQLiteStore
from bot.timesource import HOUR, VirtualTime
from tests.bot.discord.flows import ALICE, BOB, CAROL, open_toy_game
from tests.bot.discord.harness import OTHER_CHANNEL_ID, DiscordHarness, Sent

T0 = 1_750_000_000.0

StartTimed = Callable[[], Awaitable[DiscordHarness]]


@pytest.fixture
def clock() -> VirtualTime:
    return VirtualTime(T0)


@pytest.fixture
async def start_timed(database: Path, clock: VirtualTime) -> AsyncIterator[StartTimed]:
    """Start a bot on the test database and the virtual clock; again for a restart."""
    started: list[DiscordHarness] = []

    async def start() -> DiscordHarness:
        master = GameMaster(SQLiteStore(database), render=False, time=clock)
        harness = DiscordHarness(build_bot(Config(), game_master=master),
                                 first_id=len(started) + 1)
        await harness.start()
        started.append(harness)
        return harness

    yield start
    for harness in started:
        if not harness.bot.is_closed():
            await harness.stop()
    for harness in started:
        assert harness.violations == []
        assert harness.unanswered() == []


async def later(h: DiscordHarness, hours: float) -> list[Sent]:
    """Let `hours` pass; what the bot posted in the channel meanwhile."""
    mark = len(h.sent)
    await h.bot.scheduler.pass_time(hours * HOUR)
    return h.posts(since=mark)


def pinged(sent: Sent) -> list[int]:
    return [int(user) for user in sent.allowed_mentions.get("users") or []]


# -- the clock option -----------------------------------------------------------------
async def test_the_clock_is_a_table_option_shown_with_each_players_time_left(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d")
    record = await h.bot.store.active_session(700_000_000_000_000_001)
    assert record is not None and "clock" not in record.options  # the game never sees it
    status = await h.slash(CAROL, "game status")
    assert "1 d per decision" in status.public_text
    assert "Alice: 1 d left for this decision" in status.public_text


async def test_a_clock_that_cannot_be_read_is_refused_and_nothing_opens(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    bad = await h.slash(ALICE, "game new", game="toy", options="clock=soon")
    assert bad.public == [] and "12h" in bad.private_text and "1d" in bad.private_text
    unknown = await h.slash(ALICE, "game new", game="toy", options="pace=fast")
    assert "pace" in unknown.private_text and "clock" in unknown.private_text
    assert await h.bot.store.active_session(700_000_000_000_000_001) is None


# -- reminders and the AI stepping in ---------------------------------------------------
async def test_reminders_halfway_and_at_expiry_ping_exactly_the_awaited_player(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d")
    assert await later(h, 11) == []
    [half] = await later(h, 2)
    assert "half of your time" in half.content and f"<@{ALICE.id}>" in half.content
    assert pinged(half) == [ALICE.id]
    [due] = await later(h, 12)
    assert "is up" in due.content and pinged(due) == [ALICE.id]
    assert await later(h, 12) == []  # each reminder once


async def test_an_ai_plays_for_the_absent_player_until_they_resume(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d")
    await later(h, 25)
    posted = await later(h, 24)  # the grace of 24 h after the time was up
    text = "\n".join(p.content for p in posted)
    assert "Alice has been away too long" in text
    assert "(played by the normal AI: Alice is away)" in text
    [turn] = [p for p in posted if pinged(p) == [BOB.id] and "your turn" in p.content]
    pressed = await h.press(BOB, turn, turn.custom_ids[0])  # its buttons work as a reply's
    assert pressed.public and "Bob" in pressed.public_text
    status = await h.slash(CAROL, "game status")
    assert "Alice: away, an AI plays for them" in status.public_text
    refused = await h.slash(ALICE, "game board")
    assert refused.public  # looking is fine
    log = await h.slash(ALICE, "game log")
    assert "(played by the normal AI: Alice is away)" in log.private_text
    back = await h.slash(ALICE, "game resume")
    assert "Alice is back" in back.public_text
    status = await h.slash(CAROL, "game status")
    assert "away" not in status.public_text


async def test_a_player_an_ai_plays_for_is_told_how_to_come_back(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=12h grace=0")
    await later(h, 12)  # the time is up and there is no grace: the AI steps in at once
    while (await h.autocomplete(BOB, "play", "action", "")) == []:
        await later(h, 12)  # Bob's turns may pass to the AI-played Alice and back
    bob = await h.slash(BOB, "play", action="pass")
    assert bob.public  # Bob's turn, then the AI's for Alice, then Bob's again
    refused = await h.slash(ALICE, "play", action="roll")
    assert refused.public == [] and "/game resume" in refused.private_text


async def test_with_absent_wait_the_table_only_waits(start_timed: StartTimed) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=12h absent=wait")
    posted = await later(h, 5 * 24)
    assert [("half" in p.content, "waiting for you" in p.content) for p in posted] == [
        (True, False), (False, True)
    ]
    status = await h.slash(CAROL, "game status")
    assert "Alice: the time is up; the table waits" in status.public_text


# -- vacations and the host's clock ------------------------------------------------------
async def test_a_vacation_stops_the_clock_within_the_tables_limit(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d vacation=3")
    away = await h.slash(ALICE, "game vacation", days=2)
    assert "Alice is on vacation for 2 days" in away.public_text
    assert "Vacation days left to them in this game: 1." in away.public_text
    assert await later(h, 2 * 24 + 11) == []  # the clock stood still for two days
    [half] = await later(h, 2)
    assert "half of your time" in half.content
    too_long = await h.slash(BOB, "game vacation", days=4)  # Bob's Discord speaks Spanish
    assert too_long.public == [] and "3 días de vacaciones" in too_long.private_text


async def test_only_the_host_changes_the_clock_and_the_table_is_told(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12")
    shown = await h.slash(CAROL, "game clock")
    assert shown.public == [] and "Clock: none" in shown.private_text
    refused = await h.slash(BOB, "game clock", time="3d")
    assert refused.public == [] and "Solo el anfitrión" in refused.private_text
    changed = await h.slash(ALICE, "game clock", time="5d+1d", absent="wait")
    assert "a reserve of 5 d, plus 1 d after each decision" in changed.public_text
    status = await h.slash(CAROL, "game status")
    assert "Alice: 5 d left for this decision" in status.public_text
    assert "Bob: 5 d in reserve" in status.public_text


async def test_the_host_chooses_the_stand_in_and_its_time_with_the_clock_command(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d")
    changed = await h.slash(ALICE, "game clock", ai="hard", ai_time="3s")
    assert "the hard AI plays for an absent player" in changed.public_text
    assert "3 s per move" in changed.public_text
    shown = await h.slash(CAROL, "game clock")
    assert shown.public == [] and "the hard AI plays" in shown.private_text


# -- reminders without a clock -----------------------------------------------------------
async def test_a_direct_reminder_after_hours_of_waiting_at_most_one_a_day(
    start_timed: StartTimed,
) -> None:
    h = await start_timed()
    settings = await h.slash(BOB, "games reminders", direct=True, hours=6)
    assert settings.public == [] and "6 h" in settings.private_text
    await open_toy_game(h, [ALICE, BOB], options="target=12")
    await h.slash(ALICE, "play", action="pass")  # now Bob is awaited, for the first time
    mark = len(h.sent)
    await later(h, 5)
    assert h.direct_messages(BOB.id, since=mark) == []
    await later(h, 2)
    [dm] = h.direct_messages(BOB.id, since=mark)
    assert "toy" in dm.content.lower() or "pig" in dm.content.lower()
    assert dm.allowed_mentions == {"parse": []}  # a direct message pings nobody
    assert h.direct_messages(ALICE.id) == []  # Alice never asked
    # A second table waits for Bob: no second direct message within the day.
    await h.slash(ALICE, "game new", OTHER_CHANNEL_ID, game="toy", options="target=12")
    await h.slash(BOB, "game join", OTHER_CHANNEL_ID)
    await h.slash(ALICE, "game start", OTHER_CHANNEL_ID)
    await h.slash(ALICE, "play", OTHER_CHANNEL_ID, action="pass")
    mark = len(h.sent)
    await later(h, 12)
    assert h.direct_messages(BOB.id, since=mark) == []
    await later(h, 12)  # a day after the first one (at 6 h)
    assert len(h.direct_messages(BOB.id, since=mark)) == 1


async def test_muted_reminders_send_nothing_and_ping_nobody(start_timed: StartTimed) -> None:
    h = await start_timed()
    await h.slash(ALICE, "games reminders", direct=True, hours=1, mute=True)
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=12h")
    [half] = await later(h, 7)
    assert "half of your time" in half.content and pinged(half) == []
    assert h.direct_messages(ALICE.id) == []


# -- lobbies ---------------------------------------------------------------------------
async def test_a_lobby_never_started_expires_and_is_announced(start_timed: StartTimed) -> None:
    h = await start_timed()
    opened = await h.slash(ALICE, "game new", game="toy", options="lobby_expiry=2d")
    assert "closes if it has not started within 2 d" in opened.public_text
    assert await later(h, 47) == []
    [expired] = await later(h, 2)
    assert "expired after 2 d" in expired.content and pinged(expired) == []
    again = await h.slash(CAROL, "game new", game="toy")
    assert "opened a lobby" in again.public_text


# -- restarts, processes and the background task ------------------------------------------
async def test_a_restart_in_the_middle_of_a_clock_keeps_every_deadline(
    start_timed: StartTimed, clock: VirtualTime
) -> None:
    first = await start_timed()
    await open_toy_game(first, [ALICE, BOB], options="target=12 clock=1d")
    [half] = await later(first, 13)
    before = (await first.slash(BOB, "game status")).public_text
    await first.stop()
    second = await start_timed()  # a new process: nothing in memory
    assert (await second.slash(BOB, "game status")).public_text == before
    assert await later(second, 10) == []  # the halfway reminder is not given again
    [due] = await later(second, 2)
    assert "is up" in due.content and clock.now() == T0 + 25 * HOUR
    assert "half" in half.content


async def test_two_processes_fire_a_deadline_once(
    start_timed: StartTimed, clock: VirtualTime
) -> None:
    one = await start_timed()
    other = await start_timed()  # a second process on the same database
    await open_toy_game(one, [ALICE, BOB], options="target=12 clock=1d")
    assert (await other.slash(BOB, "game status")).public  # both have it in memory
    clock.advance(13 * HOUR)
    marks = len(one.sent), len(other.sent)
    await asyncio.gather(one.bot.scheduler.run_due(), other.bot.scheduler.run_due())
    posted = one.posts(since=marks[0]) + other.posts(since=marks[1])
    assert len(posted) == 1 and "half of your time" in posted[0].content


async def test_the_scheduler_runs_in_the_background_from_setup_to_close(
    start_timed: StartTimed, clock: VirtualTime
) -> None:
    h = await start_timed()
    assert h.bot.scheduler.running
    await open_toy_game(h, [ALICE, BOB], options="target=12 clock=1d")
    mark = len(h.sent)
    clock.advance(13 * HOUR)  # nobody calls the scheduler: its own task wakes and fires
    for _ in range(500):
        if h.posts(since=mark):
            break
        await asyncio.sleep(0.01)
    [half] = h.posts(since=mark)
    assert "half of your time" in half.content
    await h.stop()
    assert not h.bot.scheduler.running
    assert clock.now() == T0 + 13 * HOUR  # only what the test moved: time is virtual
