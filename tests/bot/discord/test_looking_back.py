"""Looking back through the real discord.py client: `/games list`, the "What happened"
button, `/game log` by turn, `/game history`, a finished game, and the replay and
score graph posted when a game ends."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot import replay
from bot.storage import SeatRecord, SessionRecord
from tests.bot.discord.flows import (
    ALICE,
    BOB,
    CAROL,
    StartBot,
    open_toy_game,
    play_toy_to_the_end,
)
from tests.bot.discord.harness import (
    CHANNEL_ID,
    DEFERRED_UPDATE,
    EPHEMERAL,
    OTHER_CHANNEL_ID,
    DiscordHarness,
    Exchange,
    Sent,
)


def deferred_privately(exchange: Exchange) -> bool:
    first = exchange.sent[0]
    return bool((first.payload or {}).get("data", {}).get("flags", 0) & EPHEMERAL)


def mention_of(exchange: Exchange, player_id: int) -> Sent:
    return next(s for s in exchange.public if f"<@{player_id}>" in s.content)


async def test_games_list_answers_privately_with_every_channel(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])  # Alice to play here
    opened = await h.slash(CAROL, "game new", channel_id=OTHER_CHANNEL_ID, game="toy")
    assert opened.public
    await h.slash(ALICE, "game join", channel_id=OTHER_CHANNEL_ID)
    listed = await h.slash(CAROL, "games list")
    assert deferred_privately(listed) and not listed.public
    text = listed.private_text
    assert text.index(f"<#{CHANNEL_ID}>") < text.index(f"<#{OTHER_CHANNEL_ID}>")
    assert "waiting for Alice, since <t:" in text and "lobby with 2 seats" in text
    alices = (await h.slash(ALICE, "games list")).private_text
    assert f"<#{CHANNEL_ID}>: **your turn**, since <t:" in alices
    spanish = await h.slash(BOB, "games list")  # Bob's client speaks Spanish: so does the list
    assert "No tienes ninguna partida en curso" in spanish.private_text


async def test_the_what_happened_button_answers_the_presser_privately(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB, CAROL], seed=3)
    await h.slash(ALICE, "play", action="pass")
    moved = await h.slash(BOB, "play", action="take")  # the bot discards for him
    mention = mention_of(moved, CAROL.id)
    assert mention.custom_ids[-1] == "gm:w:1"
    assert mention.components[-1]["label"] == "Qué ha pasado"  # worded for Bob, who played
    pressed = await h.press(CAROL, mention, "gm:w:1")
    assert pressed.sent[0].callback_type == DEFERRED_UPDATE
    assert not pressed.public and all(s.ephemeral for s in pressed.messages)
    told = pressed.private_text
    assert "**Turn 1 · Alice**: Alice passes." in told
    assert "**Turn 2 · Bob**: Bob takes the token." in told
    assert "Waiting for:" in told
    # It only read: the buttons of the channel's message stay for the next press.
    assert not [s for s in pressed.sent if s.kind == "edit_original"]
    again = await h.press(BOB, mention, "gm:w:1")  # Bob's own story starts after his move
    assert "No ha pasado nada desde tu última jugada" in again.private_text


async def test_game_log_by_turn_and_with_every_step(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB], seed=3)
    await h.slash(ALICE, "play", action="take")
    compact = await h.slash(CAROL, "game log")
    assert deferred_privately(compact) and not compact.public
    assert "**Turn 1 · Alice** (moves 1–2)\nAlice takes the token." in compact.private_text
    assert "discards" not in compact.private_text
    detailed = await h.slash(CAROL, "game log", details=True)
    assert "#2 Alice discards a point. (automatic)" in detailed.private_text


async def test_game_history_shows_an_earlier_board_privately(start_bot: StartBot) -> None:
    h = await start_bot(render=True)
    await h.slash(ALICE, "game new", game="meduris", seed=5)
    await h.slash(ALICE, "game addbot")
    started = await h.slash(ALICE, "game start")
    assert started.public
    past = await h.slash(CAROL, "game history", move=0)
    assert deferred_privately(past) and not past.public
    [message] = [s for s in past.private if s.files]
    assert message.files[0][0] == "board.png" and "the board after move 0" in message.content
    with Image.open(io.BytesIO(message.files[0][1])) as board:
        assert board.width > 1000
    ahead = await h.slash(CAROL, "game history", move=999)
    assert "There is no move 999" in ahead.private_text


async def test_a_finished_game_still_answers_in_its_channel(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL], seed=11)
    moves = await play_toy_to_the_end(h, [ALICE, CAROL])
    assert "is over!" in moves[-1].public_text and "Final scores:" in moves[-1].public_text
    hand = await h.slash(ALICE, "hand")
    assert hand.private and not hand.public
    assert "has ended" in hand.private_text and "Lucky number" in hand.private_text
    board = await h.slash(ALICE, "game board")
    assert board.public and "is over!" in board.public_text and "Final scores:" in board.public_text
    log = await h.slash(CAROL, "game log")
    assert "This game of Pig to twelve has ended" in log.private_text


def quick_board(
    game: str, view: dict[str, Any], names: Any, locale: str = "en", previous: Any = None,
) -> Image.Image:
    """A board drawn in no time (the drawings themselves are tested elsewhere)."""
    shade = (len(str(view)) * 7) % 200
    return Image.new("RGB", (600, 500), (shade, 120, 200 - shade))


async def test_the_end_of_a_game_posts_a_replay_and_a_score_graph(
    start_bot: StartBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replay, "render_image", quick_board)
    limits: list[int] = []
    made = replay._replay

    async def watched(session: Any, ends: Any, tr: Any, limit: int) -> Any:
        limits.append(limit)
        return await made(session, ends, tr, limit)

    monkeypatch.setattr(replay, "_replay", watched)
    h = await start_bot(render=True)
    seats = [SeatRecord(None, "AI 1", "heuristic"), SeatRecord(None, "AI 2", "heuristic")]
    await h.bot.store.create_session(  # type: ignore[attr-defined]
        SessionRecord(None, CHANNEL_ID, None, "root", {}, 2, ALICE.id, seats=seats)
    )
    ended = await h.slash(ALICE, "game start")  # the AI seats play it to the end
    names = [name for s in ended.public for name, _data in s.files]
    assert names[-2:] == ["replay.gif", "scores.png"]
    texts = [s.content for s in ended.public]
    result = next(i for i, t in enumerate(texts) if "is over!" in t)
    assert result < texts.index(next(t for t in texts if "one picture per turn" in t))
    assert limits == [10 * 1024 * 1024]  # the interaction's own upload limit
    gif = next(data for s in ended.public for name, data in s.files if name == "replay.gif")
    with Image.open(io.BytesIO(gif)) as animation:
        assert animation.n_frames > 5 and animation.width == replay.FRAME_WIDTH
