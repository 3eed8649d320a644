"""Looking back through the game master: `/games list`, what happened since a
player's last move, the log by turn, `/game history`, finished games."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.history import state_after
from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore, SeatRecord, SessionRecord
from bot.timesource import VirtualTime
from games.core import get_game
from renderers import render_png
from tests.support.players import ANA, BOB, CAL, CHANNEL, DEE, GUILD, started, texts

OTHER = CHANNEL + 1
THIRD = CHANNEL + 2
LOBBY = CHANNEL + 3


@pytest.fixture
def clock() -> VirtualTime:
    """One clock for the game master and its store (issue 25, item 16): moves and
    sessions are stamped with the time the deadlines follow; moved by hand."""
    return VirtualTime(50.0)


@pytest.fixture
def timed(clock: VirtualTime) -> GameMaster:
    return GameMaster(MemoryStore(clock=clock.now), render=False, time=clock)


@pytest.fixture
def gm() -> GameMaster:
    return GameMaster(MemoryStore(), render=False)


def refused(reply: Reply, *fragments: str) -> None:
    assert not reply.ok and not reply.public and reply.ephemeral
    for fragment in fragments:
        assert fragment in texts(reply), texts(reply)


def lines_of(reply: Reply) -> list[str]:
    return texts(reply).splitlines()


# -- /games list ---------------------------------------------------------------------------
async def test_games_list_puts_your_turns_first_then_the_longest_wait(
    timed: GameMaster, clock: VirtualTime
) -> None:
    gm = timed
    clock.set(100)
    assert (await gm.lobby.new(LOBBY, GUILD, ANA, "toy", {})).ok  # a lobby, open since 100
    clock.set(500)
    await gm.lobby.new(THIRD, GUILD, ANA, "toy", {})
    await gm.lobby.join(THIRD, DEE)
    clock.set(1_000)
    await started(gm, (ANA, BOB))  # Ana's turn in CHANNEL since the start, 1000
    clock.set(2_000)
    await started(gm, (BOB, ANA), channel=OTHER)  # another server's game: Bob to play
    clock.set(3_000)
    await gm.lobby.start(THIRD, ANA)
    clock.set(3_500)
    assert (await gm.moves.play(THIRD, ANA, "pass")).ok  # Dee to play since 3500
    await started(gm, (BOB, DEE), channel=CHANNEL + 9)  # not Ana's
    reply = await gm.looking_back.my_games(ANA)
    assert reply.ok and not reply.public
    header, *shown = lines_of(reply)
    assert "Your games** (4)" in header
    assert [line.split(" in ")[1].split(":")[0] for line in shown] == [
        f"<#{CHANNEL}>", f"<#{LOBBY}>", f"<#{OTHER}>", f"<#{THIRD}>",
    ]
    assert "**your turn**, since <t:1000:R>" in shown[0]
    assert "lobby with 1 seat, open since <t:100:R>" in shown[1]
    assert "waiting for Bob, since <t:2000:R>" in shown[2]
    assert "waiting for Dee, since <t:3500:R>" in shown[3]
    assert all("Pig to twelve" in line for line in shown)


async def test_games_list_skips_finished_games_and_other_peoples(gm: GameMaster) -> None:
    refused_none = await gm.looking_back.my_games(CAL)
    assert refused_none.ok and "No tienes ninguna partida" in texts(refused_none)  # Spanish
    await started(gm, (ANA, BOB), options={"target": "12"})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    await gm.tables.save(session, lambda r: setattr(r, "status", "finished"))
    gm.sessions.forget(session)
    assert "You have no game in progress" in texts(await gm.looking_back.my_games(ANA))


async def test_games_list_reads_the_store_not_only_this_process(gm: GameMaster) -> None:
    """Another process (or a restart) seated Ana: the list still finds the game."""
    store = gm.store
    record = SessionRecord(None, OTHER, GUILD, "toy", {"target": "12", "secret": "no"}, 5,
                           BOB.id, seats=[SeatRecord(BOB.id, "Bob"), SeatRecord(ANA.id, "Ana")])
    await store.create_session(record)
    fresh = GameMaster(store, render=False)
    assert "lobby with 2 seats" in texts(await fresh.looking_back.my_games(ANA))


# -- what happened since your last move --------------------------------------------------
async def test_what_happened_tells_each_turn_since_your_last_move(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB, DEE), seed=3)
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok
    assert (await gm.moves.play(CHANNEL, BOB, "take")).ok  # then the bot discards for him
    assert (await gm.moves.play(CHANNEL, DEE, "pass")).ok
    recap = texts(await gm.looking_back.catch_up(CHANNEL, ANA))
    assert "What happened since your last move** (move 1, <t:" in recap
    assert "**Turn 2 · Bob**: Bob takes the token." in recap
    assert "discards" not in recap  # a forced step that showed nothing is left out
    assert "**Turn 3 · Dee**: Dee passes." in recap
    assert "Ana passes" not in recap  # her own move is where the story starts
    assert recap.splitlines()[-2:] == ["Waiting for:", "• Ana: roll the die, or bank the pot (0)"]


async def test_what_happened_before_your_first_move_and_for_onlookers(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB, DEE), seed=3)
    assert "Nothing has happened since your last move (move 0)" in texts(
        await gm.looking_back.catch_up(CHANNEL, ANA)
    )
    await gm.moves.play(CHANNEL, ANA, "pass")
    await gm.moves.play(CHANNEL, BOB, "pass")
    assert "since the game began" in texts(await gm.looking_back.catch_up(CHANNEL, DEE))
    onlooker = texts(await gm.looking_back.catch_up(CHANNEL, CAL))  # no seat: the last round
    assert "Los últimos 2 turnos" in onlooker and "Ana pasa." in onlooker


async def test_what_happened_tells_only_what_the_channel_saw(gm: GameMaster) -> None:
    """Bob's roll hits his secret lucky number (seed 5): the channel saw the roll,
    only Bob heard of the charm, and the story tells the roll alone."""
    await started(gm, (ANA, BOB), seed=5)
    await gm.moves.play(CHANNEL, ANA, "pass")
    rolled = await gm.moves.play(CHANNEL, BOB, "roll")
    assert "lucky number" in texts(Reply(ephemeral=rolled.ephemeral))  # Bob's own news
    recap = texts(await gm.looking_back.catch_up(CHANNEL, ANA))
    assert "**Turn 2 · Bob**: Bob rolls a" in recap
    assert "lucky" not in recap.lower() and "charm" not in recap


async def test_the_turn_mention_carries_what_happened_once_others_moved(gm: GameMaster) -> None:
    start = await started(gm, (ANA, BOB), seed=3)
    assert not any(m.catch_up for m in start.public)  # nothing happened yet
    reply = await gm.moves.play(CHANNEL, ANA, "pass")
    [mention] = [m for m in reply.public if m.mentions]
    assert mention.mentions == [BOB.id] and mention.catch_up and mention.session_id == 1
    stale = await gm.looking_back.catch_up(CHANNEL, BOB, session_id=99)
    refused(stale, "earlier game")


# -- the log, by turn ----------------------------------------------------------------------
async def test_log_groups_moves_by_turn_and_folds_forced_steps(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB), seed=3)
    await gm.moves.play(CHANNEL, ANA, "take")  # move 1; the bot discards for her (move 2)
    await gm.moves.play(CHANNEL, BOB, "pass")  # move 3
    compact = lines_of(await gm.looking_back.log(CHANNEL, DEE))
    assert compact[1:] == [
        "**Turn 1 · Ana** (moves 1–2)", "Ana takes the token.",
        "**Turn 2 · Bob** (move 3)", "Bob passes.",
    ]
    detailed = lines_of(await gm.looking_back.log(CHANNEL, DEE, details=True))
    assert "every step with its move number" in detailed[0]
    assert detailed[1:] == [
        "**Turn 1 · Ana** (moves 1–2)", "#1 Ana takes the token.",
        "#2 Ana discards a point. (automatic)",
        "**Turn 2 · Bob** (move 3)", "#3 Bob passes.",
    ]


async def test_a_page_that_starts_inside_a_turn_repeats_its_header(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB), seed=5, options={"target": "100"})
    rolls = 0
    while gm.sessions.peek(CHANNEL).state.turn() == 0 and rolls < 40:  # type: ignore[union-attr]
        await gm.moves.play(CHANNEL, ANA, "roll")
        rolls += 1
    await gm.moves.play(CHANNEL, BOB, "pass")
    assert rolls >= 20, "seed 5 lets Ana roll long enough to fill two pages"
    newest = lines_of(await gm.looking_back.log(CHANNEL, ANA, page=1, details=True))
    assert newest[1] == f"**Turn 1 · Ana** (moves 1–{rolls}), continued"
    assert newest[-2:] == [f"**Turn 2 · Bob** (move {rolls + 1})", f"#{rolls + 1} Bob passes."]
    oldest = lines_of(await gm.looking_back.log(CHANNEL, ANA, page=2, details=True))
    assert oldest[1] == f"**Turn 1 · Ana** (moves 1–{rolls})" and oldest[2].startswith("#1 ")


# -- the board in the past -------------------------------------------------------------------
async def test_history_draws_the_public_board_after_any_earlier_move() -> None:
    gm = GameMaster(MemoryStore(), render=True)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {}, seed=5)).ok
    await gm.lobby.add_bot(CHANNEL, ANA, "heuristic")
    await gm.lobby.start(CHANNEL, ANA)
    for _ in range(6):  # Ana plays her first choices; the AI answers
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.state is not None
        if session.state.turn() == 0:
            action = str(session.state.legal(0)[0])
            assert (await gm.moves.play(CHANNEL, ANA, action)).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.seq >= 4
    for move in (0, 3, session.seq):
        # anyone may look: public view only
        reply = await gm.looking_back.history(CHANNEL, BOB, move)
        assert reply.ok and not reply.public
        [message] = reply.ephemeral
        assert f"the board after move {move}" in message.text
        expected = render_png(
            "meduris", state_after(session, move).view(None), ["Ana", "AI 1"], "en"
        )
        assert message.image == expected
    assert "as it was dealt" in (await gm.looking_back.history(CHANNEL, ANA, 0)).ephemeral[0].text
    for bad in (-1, session.seq + 1, "two"):
        refused(
            await gm.looking_back.history(CHANNEL, ANA, bad),
            f"from 0 (the game as dealt) to {session.seq}",
        )


async def test_history_after_an_undo_says_the_move_was_taken_back(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB), seed=3)
    await gm.moves.play(CHANNEL, ANA, "pass")  # move 1
    await gm.moves.play(CHANNEL, BOB, "pass")  # move 2
    assert (await gm.moves.undo(CHANNEL, BOB, confirm=True)).ok  # record 3 withdraws move 2
    reply = await gm.looking_back.history(CHANNEL, ANA, 2)
    assert "Move 2 was taken back" in texts(reply) and "Waiting for:\n• Bob:" in texts(reply)
    one = texts(await gm.looking_back.history(CHANNEL, ANA, 1))
    assert "Ana passes." in one and "No picture" in one  # render=False: words only


# -- finished games --------------------------------------------------------------------------
async def finish_toy(gm: GameMaster) -> Reply:
    """Ana and Bob bank until one reaches 12; the last reply."""
    await started(gm, (ANA, BOB), seed=11)
    for _turn in range(500):
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.state is not None
        player = (ANA, BOB)[session.state.turn()]  # type: ignore[index]
        action = "stop" if session.state.pot else "roll"  # type: ignore[attr-defined]
        reply = await gm.moves.play(CHANNEL, player, action)
        if gm.sessions.peek(CHANNEL) is None:
            return reply
    raise AssertionError("the toy game did not end")


async def test_a_finished_game_stays_viewable_until_a_new_one_opens(gm: GameMaster) -> None:
    last = await finish_toy(gm)
    assert "is over!" in texts(last) and "Final scores:" in texts(last)
    status = await gm.showing.status(CHANNEL, DEE)
    assert status.ok and "— finished" in texts(status) and "Final scores" in texts(status)
    assert "this is how it finished" in texts(status)
    board = await gm.showing.board(CHANNEL, DEE)
    assert board.ok and "Pig to twelve** is over!" in texts(board)
    log = await gm.looking_back.log(CHANNEL, DEE)
    assert log.ok and texts(log).startswith("This game of Pig to twelve has ended")
    hand = await gm.showing.hand(CHANNEL, ANA)
    assert hand.ok and "has ended" in texts(hand) and "Lucky number" in texts(hand)
    assert (await gm.looking_back.history(CHANNEL, BOB, 1)).ok
    assert "The last 2 turns" in texts(await gm.looking_back.catch_up(CHANNEL, DEE))
    refused(await gm.moves.play(CHANNEL, ANA, "roll"), "/game new")  # over: nothing to play
    assert (await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok
    assert "lobby (not started)" in texts(await gm.showing.status(CHANNEL, DEE))
    refused(await gm.showing.hand(CHANNEL, ANA), "has not started")


async def test_commands_after_the_end_name_the_game_that_ended(gm: GameMaster) -> None:
    """Review of issue 25: `/play`, `/game undo`, `/game resume` just after the end
    answered "There is no game in this channel" while `/game status` showed it."""
    await finish_toy(gm)
    for reply in (
        await gm.moves.play(CHANNEL, ANA, "roll"),
        await gm.moves.undo(CHANNEL, ANA),
        await gm.time_commands.resume(CHANNEL, BOB),
    ):
        refused(reply, "The game of Pig to twelve in this channel has ended")
        assert "There is no game" not in texts(reply) and "/game new" in texts(reply)
    spanish = await gm.time_commands.resume(CHANNEL, CAL)
    refused(spanish, "ha terminado (`/partida estado` muestra cómo acabó)")


async def test_an_aborted_game_is_not_shown_as_finished(gm: GameMaster) -> None:
    await started(gm, (ANA, BOB))
    assert (await gm.lobby.abort(CHANNEL, ANA, confirm=True)).ok
    refused(await gm.showing.status(CHANNEL, ANA), "There is no game in this channel")


async def test_records_keep_the_time_they_were_stored(
    timed: GameMaster, clock: VirtualTime
) -> None:
    gm = timed
    await started(gm, (ANA, BOB))
    clock.set(4_321)
    await gm.moves.play(CHANNEL, ANA, "pass")
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.actions[-1].created_at == 4_321
    assert (await gm.store.log(session.id))[-1].created_at == 4_321


async def test_game_over_posts_a_score_graph_after_the_result() -> None:
    """The toy game has no board drawing: no replay, but its points make a graph."""
    gm = GameMaster(MemoryStore(), render=True)
    last = await finish_toy(gm)
    assert len(last.later) == 1
    [graph] = await last.later[0](8 * 1024 * 1024)
    assert graph.image_name == "scores.png" and "each player's points" in graph.text
    with Image.open(io.BytesIO(graph.image or b"")) as picture:
        assert picture.size == (1000, 600)
    quiet = GameMaster(MemoryStore(), render=False)
    assert await (await finish_toy(quiet)).later[0](8 * 1024 * 1024) == []
    assert get_game("toy").public_scores({"scores": [3, 4]}) == [3, 4]
