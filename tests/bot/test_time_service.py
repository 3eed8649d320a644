"""Time through the game master (issue 13): the AI that plays for an absent person
in every game, from that seat's information only; processes sharing a store; a
cache that trails the store; the table's options at `/game new`.

The game master runs on a virtual clock and its deadlines fire through the
scheduler, whose notices a `Recorder` keeps (the seam the Discord bot and the
console implement).
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot import replay
from bot.clock import Timing
from bot.notifier import Notice
from bot.replay import UPLOAD_LIMIT
from bot.replies import Message, images_follow
from bot.scheduler import Scheduler
from bot.service import GameMaster
from bot.sessions import load_session, state_at
from bot.storage import MemoryStore, Store
from bot.timesource import HOUR, VirtualTime
from games.core import Rng, agent_rng, get_game
from games.core.agents import budgeted
from games.core.registry import game_ids
from tests.support.players import ANA, BOB, CHANNEL, GUILD, texts

T0 = 1_750_000_000.0
REAL_GAMES = [game for game in game_ids() if game != "toy"]


class Recorder:
    """A notifier that keeps what it was asked to send."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []

    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        self.notices.append(Notice(message, channel_id=channel_id, locale=locale))

    async def direct(self, user_id: int, message: Message) -> bool:
        self.notices.append(Notice(message, user_id=user_id))
        return True

    def upload_limit(self, channel_id: int) -> int:
        return UPLOAD_LIMIT

    def text(self) -> str:
        return "\n".join(n.message.text for n in self.notices)


def timed(store: Store | None = None, clock: VirtualTime | None = None) -> GameMaster:
    return GameMaster(store or MemoryStore(), render=False, time=clock or VirtualTime(T0))


async def open_game(gm: GameMaster, game: str, options: dict[str, str]) -> None:
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, game, options, seed=11)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    reply = await gm.lobby.start(CHANNEL, ANA)
    assert reply.ok, texts(reply)


async def answer_for_the_present(gm: GameMaster, game: str, absent: int) -> None:
    """Every other person asked now answers in time (the AI's choice, typed)."""
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    for prompt in session.state.pending():
        if prompt.seat != absent:
            rng = agent_rng(99, prompt.seat, session.seq)
            action = get_game(game).agent("heuristic").choose(session.state, prompt.seat, rng)
            reply = await gm.moves.play(CHANNEL, (ANA, BOB)[prompt.seat], str(action))
            assert reply.ok, texts(reply)


# -- an AI for an absent person, in every game ------------------------------------------
@pytest.mark.parametrize("game", REAL_GAMES)
async def test_an_ai_plays_for_an_absent_person_in_every_game(game: str) -> None:
    gm, notes = timed(), Recorder()
    await open_game(gm, game, {"clock": "12h", "grace": "0"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    absent = session.state.pending()[0].seat
    await answer_for_the_present(gm, game, absent)  # Near and Far asks both at first
    await Scheduler(gm, notes).pass_time(12 * HOUR)
    stood_in = [r for r in session.actions if r.stand_in]
    assert stood_in and {r.seat for r in stood_in} == {absent}
    assert "away too long" in notes.text()
    present = (ANA, BOB)[1 - absent]
    if session.running and (1 - absent) in {p.seat for p in session.state.pending()}:
        assert any(present.id in n.message.mentions for n in notes.notices)
    # What was played replays from the store exactly, and is marked in the log.
    stored = await load_session(gm.store, session.record)
    assert stored.state is not None and stored.state.to_json() == session.state.to_json()
    assert "(played by the normal AI:" in texts(await gm.looking_back.log(CHANNEL, present))
    # It decided from its seat's information only: a position that differs in what
    # that seat cannot see gets the same move.
    first = stood_in[0]
    before = state_at(session, first.seq - 1)
    guess = before.resample((absent,), Rng.derive(3, "unseen"))
    agent = get_game(game).agent("heuristic")
    choice = agent.choose(guess, absent, agent_rng(session.record.seed, absent, first.seq))
    assert str(choice) == first.text


async def test_the_table_chooses_its_stand_in_and_its_time() -> None:
    """Issue 27: `ai=search ai_time=0.2s`: the searching AI plays for the absent person,
    with that budget, deterministically, and the log names its level."""
    gm, notes = timed(), Recorder()
    await open_game(gm, "meduris", {"clock": "12h", "grace": "0", "ai": "search",
                                    "ai_time": "0.2s"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    absent = session.state.pending()[0].seat
    await Scheduler(gm, notes).pass_time(12 * HOUR)
    stood_in = [r for r in session.actions if r.stand_in]
    assert stood_in and {r.seat for r in stood_in} == {absent}
    present = (ANA, BOB)[1 - absent]
    assert "(played by the hard AI:" in texts(await gm.looking_back.log(CHANNEL, present))
    searcher = budgeted(get_game("meduris").agent("search"), 0.2, capped=False)
    for record in stood_in:
        before = state_at(session, record.seq - 1)
        rng = agent_rng(session.record.seed, absent, record.seq)
        assert str(searcher.choose(before, absent, rng)) == record.text


async def test_the_log_names_the_level_that_played_whatever_the_table_chooses_later() -> None:
    """Issue 27: the stand-in's kind is kept with each move it made; a later change of
    the table's `ai=` rewrites nothing already played, and a move stored before the
    kind was kept names no level rather than guess."""
    gm, notes = timed(), Recorder()
    await open_game(gm, "meduris", {"clock": "12h", "grace": "0", "ai": "easy"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    absent = session.state.pending()[0].seat
    await Scheduler(gm, notes).pass_time(12 * HOUR)
    stood_in = [r for r in session.actions if r.stand_in]
    assert stood_in and {r.agent for r in stood_in} == {"noisy"}
    timing = Timing.of(session.record)
    timing.table = replace(timing.table, ai="search")  # the table chooses another later
    timing.store(session.record)
    present = (ANA, BOB)[1 - absent]
    told = texts(await gm.looking_back.log(CHANNEL, present))
    assert "(played by the easy AI:" in told and "hard AI" not in told
    stored = await gm.store.log(session.id)  # type: ignore[arg-type]
    assert {r.agent for r in stored if r.stand_in} == {"noisy"}
    object.__setattr__(stood_in[0], "agent", "")  # as stored before the kind was kept
    assert "(played by the AI:" in texts(await gm.looking_back.log(CHANNEL, present))


async def test_the_host_changes_the_stand_in_mid_game_and_the_log_keeps_both_levels() -> None:
    """Issue 27: `/game clock ai: ai_time:` mid-game, like the clock's own settings;
    the clocks go on (no decision begins anew), the next stand-in move is the new
    level's, and each move keeps the level that played it."""
    gm, notes = timed(), Recorder()
    await open_game(gm, "meduris", {"clock": "12h", "grace": "0", "ai": "easy"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    absent = session.state.pending()[0].seat
    await Scheduler(gm, notes).pass_time(12 * HOUR)
    present = (ANA, BOB)[1 - absent]
    assert session.running and (1 - absent) in {p.seat for p in session.state.pending()}
    before = Timing.of(session.record)
    refused = await gm.time_commands.clock(CHANNEL, BOB, ai="hard")
    assert not refused.ok and "Only the host" in texts(refused)
    changed = await gm.time_commands.clock(CHANNEL, ANA, ai="hard", ai_time="0.2s")
    assert changed.ok and changed.public, texts(changed)
    said = texts(changed)
    assert "changed the table's AI" in said and "the hard AI plays for an absent player" in said
    assert "0.2 s per move" in said and "starts again" not in said
    after = Timing.of(session.record)
    assert (after.table.ai, after.table.ai_time) == ("search", 0.2)
    assert after.seats == before.seats  # the decision under way goes on
    await answer_for_the_present(gm, "meduris", absent)
    stood_in = [r for r in session.actions if r.stand_in]
    kinds = [r.agent for r in stood_in]
    assert kinds[0] == "noisy" and kinds[-1] == "search", kinds
    told = texts(await gm.looking_back.log(CHANNEL, present))
    assert "(played by the easy AI:" in told and "(played by the hard AI:" in told
    searcher = budgeted(get_game("meduris").agent("search"), 0.2, capped=False)
    record = stood_in[-1]
    rng = agent_rng(session.record.seed, absent, record.seq)
    assert str(searcher.choose(state_at(session, record.seq - 1), absent, rng)) == record.text
    same = await gm.time_commands.clock(CHANNEL, ANA, ai="search")
    assert not same.ok and "already the settings" in texts(same)
    bad = await gm.time_commands.clock(CHANNEL, ANA, ai_time="30s")
    assert not bad.ok and "from 0.2 to 10" in texts(bad)
    shown = await gm.time_commands.clock(CHANNEL, BOB)
    assert "the hard AI plays for an absent player" in texts(shown)


async def test_a_change_of_the_clock_and_the_ai_together_starts_each_decision_again() -> None:
    gm = timed()
    await open_game(gm, "meduris", {"clock": "12h"})
    changed = await gm.time_commands.clock(CHANNEL, ANA, time="1d", ai="easy")
    said = texts(changed)
    assert changed.ok and "starts again" in said and "the easy AI plays" in said


async def test_an_ai_seat_s_moves_keep_its_kind() -> None:
    gm = timed()
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {}, seed=11)).ok
    assert (await gm.lobby.add_bot(CHANNEL, ANA, "easy")).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    for _ in range(20):  # Ana plays until the AI seat has chosen something
        if any(r.seat == 1 and not r.forced for r in session.actions):
            break
        rng = agent_rng(99, 0, session.seq)
        action = get_game("meduris").agent("heuristic").choose(session.state, 0, rng)
        assert (await gm.moves.play(CHANNEL, ANA, str(action))).ok
    bot_moves = [r for r in session.actions if r.seat == 1 and not r.forced]
    people = [r for r in session.actions if r.user_id is not None]
    assert bot_moves and all(r.agent == "noisy" and not r.stand_in for r in bot_moves)
    assert all(r.agent == "" for r in people)


async def test_a_private_question_is_answered_for_the_absent_person_without_a_word_of_it() -> None:
    gm, notes = timed(), Recorder()
    await open_game(gm, "toy", {"secret": "yes", "clock": "12h", "grace": "0"})
    await Scheduler(gm, notes).pass_time(12 * HOUR)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    stood_in = [r for r in session.actions if r.stand_in]
    assert stood_in and all(r.private for r in stood_in)
    for record in stood_in:  # the notation of a private answer is never posted
        assert f"`{record.text}`" not in notes.text()
    assert all(not n.message.choices for n in notes.notices)


# -- processes and caches -----------------------------------------------------------------
async def test_two_game_masters_on_one_store_fire_a_deadline_once() -> None:
    store, clock = MemoryStore(), VirtualTime(T0)
    one, other = timed(store, clock), timed(store, clock)
    await open_game(one, "toy", {"clock": "1d"})
    assert (await other.showing.status(CHANNEL, BOB)).ok  # both hold the session in memory
    clock.advance(13 * HOUR)
    fired = [*await one.deadlines.fire_due(CHANNEL), *await other.deadlines.fire_due(CHANNEL)]
    assert len(fired) == 1 and "half of your time" in fired[0].message.text


async def test_a_cache_that_trails_the_store_reminds_the_player_the_game_waits_for() -> None:
    store, clock = MemoryStore(), VirtualTime(T0)
    one, other = timed(store, clock), timed(store, clock)
    await open_game(one, "toy", {"clock": "1d"})
    assert (await other.showing.status(CHANNEL, BOB)).ok  # `other` remembers Ana's turn
    clock.advance(HOUR)
    assert (await one.moves.play(CHANNEL, ANA, "pass")).ok  # now Bob's, in the store
    clock.advance(13 * HOUR)
    [fired] = await other.deadlines.fire_due(CHANNEL)
    assert fired.message.mentions == [BOB.id] and "Bob" in fired.message.text


async def test_nothing_due_means_nothing_fired_and_nothing_written() -> None:
    gm = timed()
    await open_game(gm, "toy", {"clock": "1d"})
    record = await gm.store.active_session(CHANNEL)
    assert record is not None
    assert await gm.deadlines.fire_due(CHANNEL) == []
    assert (await gm.store.active_session(CHANNEL)).version == record.version  # type: ignore[union-attr]
    assert await gm.deadlines.fire_due(CHANNEL + 1) == []  # no game there


# -- the table's options -------------------------------------------------------------------
async def test_table_options_are_stored_with_the_session_not_given_to_the_game() -> None:
    gm = timed()
    opened = await gm.lobby.new(
        CHANNEL, GUILD, ANA, "toy", {"clock": "5d+1d", "target": "20", "vacation": "3"}
    )
    assert opened.ok and "a reserve of 5 d, plus 1 d after each decision" in texts(opened)
    record = await gm.store.active_session(CHANNEL)
    assert record is not None and record.options == {"target": "20", "secret": "no"}
    table = Timing.of(record).table
    assert (str(table.clock), table.vacation_days) == ("5d+1d", 3)
    assert record.due_at == T0 + table.lobby_expiry


async def test_an_unknown_option_is_refused_naming_the_tables_too() -> None:
    gm = timed()
    refused = await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {"pace": "fast"})
    assert not refused.ok and "pace" in texts(refused)
    assert "clock, reserve, absent, grace, vacation, lobby_expiry" in texts(refused)
    assert await gm.store.active_session(CHANNEL) is None


async def test_vacation_and_resume_are_refused_politely_when_they_mean_nothing() -> None:
    gm = timed()
    await open_game(gm, "toy", {})
    no_clock = await gm.time_commands.vacation(CHANNEL, ANA, 2)
    assert not no_clock.ok and "no clock" in texts(no_clock)
    nothing = await gm.time_commands.resume(CHANNEL, ANA)
    assert not nothing.ok and "nothing to resume" in texts(nothing)
    stranger = await gm.time_commands.vacation(CHANNEL, BOB.__class__(9, "Zed"), 1)
    assert not stranger.ok and "not playing" in texts(stranger)
    bad_days = await gm.time_commands.vacation(CHANNEL, ANA, "soon")
    assert not bad_days.ok and "whole number of days" in texts(bad_days)
    bad_hours = await gm.time_commands.reminders(ANA, hours="lots")
    assert not bad_hours.ok and "1 to 168" in texts(bad_hours)


async def test_a_game_that_cannot_go_on_stops_being_due() -> None:
    clock = VirtualTime(T0)
    gm = timed(clock=clock)
    await open_game(gm, "toy", {"clock": "1d"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    session.play.broken = "its log does not replay"  # as a restore that failed leaves it
    clock.advance(13 * HOUR)
    assert await gm.deadlines.fire_due(CHANNEL) == []
    record = await gm.store.active_session(CHANNEL)
    assert record is not None and record.due_at is None


async def test_reminders_turned_on_while_waiting_reach_this_wait_too() -> None:
    """Ana is already waited for in a game without a clock when she asks for a
    direct message after 4 hours: it comes 4 hours after her wait began, not only
    in her next wait; muting them again takes it back."""
    clock = VirtualTime(T0)
    gm, notes = timed(clock=clock), Recorder()
    await open_game(gm, "toy", {})
    await Scheduler(gm, notes).pass_time(2 * HOUR)
    assert (await gm.time_commands.reminders(ANA, direct=True, hours=4)).ok
    await Scheduler(gm, notes).pass_time(3 * HOUR)
    assert [n.user_id for n in notes.notices if n.user_id is not None] == [ANA.id]

    later, quiet = timed(clock=VirtualTime(T0)), Recorder()
    await open_game(later, "toy", {})
    assert (await later.time_commands.reminders(ANA, direct=True, hours=4)).ok
    assert (await later.time_commands.reminders(ANA, mute=True)).ok
    await Scheduler(later, quiet).pass_time(8 * HOUR)
    assert [n for n in quiet.notices if n.user_id is not None] == []


# -- a game the stand-in ends ---------------------------------------------------------
class QuickDrawer:
    """Boards drawn at once, as two small pictures (a board and a detail)."""

    def can_draw(self, game_id: str) -> bool:
        return True

    def draw(self, game_id: str, view: Any, names: Any, locale: str, previous: Any) -> list[bytes]:
        return [b"\x89PNG board", b"\x89PNG detail"]


def small_board(
    game: str, view: Any, names: Any, locale: str = "en", previous: Any = None
) -> Image.Image:
    return Image.new("RGB", (120, 90), "white")


@pytest.mark.parametrize("follow", [False, True], ids=["discord", "console"])
async def test_a_game_the_stand_in_ends_posts_the_board_result_replay_and_graph(
    follow: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25, item 4: an ending reached while nobody called (the AI standing in for
    an absent person, inside one wait) posts what the ending of a move posts: the
    final board with its pictures, the result, then the replay and the score graph.
    The console waits inside `images_follow` (its boards are drawn after the text)."""
    monkeypatch.setattr(replay, "render_image", small_board)
    gm = GameMaster(MemoryStore(), drawer=QuickDrawer(), time=VirtualTime(T0))
    notes = Recorder()
    assert (
        await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {"clock": "12h", "grace": "0"}, seed=1)
    ).ok
    assert (await gm.lobby.add_bot(CHANNEL, ANA, "heuristic")).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    with images_follow() if follow else contextlib.nullcontext():
        await Scheduler(gm, notes).pass_time(13 * HOUR)
    finished = await gm.finished.get(CHANNEL)
    assert finished is not None and finished.record.status == "finished"
    posted = [n.message for n in notes.notices if n.channel_id == CHANNEL]
    assert all(m.drawing is None for m in posted)
    names = [m.image_name if m.image else m.text for m in posted]
    result = names.index(next(t for t in names if "is over!" in t))
    assert names[result - 1] == "board.png" and posted[result - 1].details
    assert names[result + 1 :] == ["replay.gif", "scores.png"]
