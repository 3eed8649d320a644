"""A whole short game of the toy game, every command through the real client."""

from __future__ import annotations

from tests.bot.discord.flows import (
    ALICE,
    BOB,
    CAROL,
    OWNER,
    open_toy_game,
    play_toy_to_the_end,
    whose_turn,
)
from tests.bot.discord.harness import (
    DEFERRED_MESSAGE,
    EPHEMERAL,
    DiscordHarness,
    Exchange,
)


def deferred(exchange: Exchange, *, ephemeral: bool) -> bool:
    """The first answer is a "thinking..." deferral with the expected visibility."""
    first = exchange.sent[0]
    flags = (first.payload or {}).get("data", {}).get("flags", 0)
    return first.callback_type == DEFERRED_MESSAGE and bool(flags & EPHEMERAL) == ephemeral


async def test_lobby_commands_answer_in_the_channel(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    opened = await h.slash(ALICE, "game new", game="toy", options="target=20", seed=3)
    assert deferred(opened, ephemeral=False)
    assert "Alice opened a lobby" in opened.public_text and "Target: 20" in opened.public_text
    assert not opened.private

    joined = await h.slash(BOB, "game join")
    assert "Bob" in joined.public_text
    bot_seat = await h.slash(ALICE, "game addbot", kind="random")
    assert "AI 1" in bot_seat.public_text
    left = await h.slash(BOB, "game leave")
    assert "Bob" in left.public_text
    status = await h.slash(CAROL, "game status")
    assert deferred(status, ephemeral=False)
    assert "Alice" in status.public_text and "AI 1" in status.public_text


async def test_start_mentions_the_first_player_with_buttons(discord_bot: DiscordHarness) -> None:
    started = await open_toy_game(discord_bot, [ALICE, BOB])
    assert "begins" in started.public_text
    prompt = started.with_components()[-1]
    assert f"<@{ALICE.id}>" in prompt.content
    assert prompt.allowed_mentions == {"users": [ALICE.id], "parse": []}
    assert prompt.custom_ids == ["gm:p:1:0:roll", "gm:p:1:0:pass", "gm:p:1:0:take"]


async def test_a_whole_game_to_the_result(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL], seed=11)
    moves = await play_toy_to_the_end(h, [ALICE, CAROL])
    assert len(moves) > 4
    for move in moves:
        assert deferred(move, ephemeral=False)
        assert move.private[0].content.startswith("Done:")
    assert "is over!" in moves[-1].public_text and "Final scores:" in moves[-1].public_text
    # The finished game stays in the channel, marked as such, until a new one opens.
    after = await h.slash(ALICE, "game status")
    assert "finished" in after.public_text and "this is how it finished" in after.public_text
    await h.slash(ALICE, "game new", game="toy", options="target=12")
    after = await h.slash(ALICE, "game log")
    assert "Nothing has been played yet" in after.private_text


async def test_hand_is_only_for_the_caller(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    hand = await h.slash(BOB, "hand")
    assert deferred(hand, ephemeral=True)
    assert hand.private and not hand.public
    assert all(message.ephemeral for message in hand.messages)
    assert "Número de la suerte" in hand.private_text  # Bob's Discord speaks Spanish


async def test_board_status_and_log(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    player, _ = await whose_turn(h, [ALICE, BOB])
    await h.slash(player, "play", action="roll")
    board = await h.slash(CAROL, "game board")
    assert board.public and "Waiting for" in board.public_text
    status = await h.slash(CAROL, "game status")
    assert "Moves recorded: 1" in status.public_text
    log = await h.slash(CAROL, "game log", page=1)
    assert deferred(log, ephemeral=True)
    assert "Game log by turn, page 1 of 1" in log.private_text and not log.public
    missing = await h.slash(CAROL, "game log", page=9)
    assert "There is no page 9" in missing.private_text


async def test_rules_list_and_topic(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    listed = await h.slash(ALICE, "game rules", game="toy")
    assert deferred(listed, ephemeral=True)
    assert "goal, token" in listed.private_text
    topic = await h.slash(ALICE, "game rules", game="toy", topic="token")
    assert "extra point" in topic.private_text and not topic.public


async def test_undo_preview_then_confirm_button(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    await h.slash(ALICE, "play", action="take")  # no dice: can be taken back
    preview = await h.slash(ALICE, "game undo")
    assert deferred(preview, ephemeral=True)
    confirm = preview.with_components()[0]
    assert confirm.ephemeral and confirm.custom_ids[0].startswith("gm:u:1:")
    undone = await h.press(ALICE, confirm, confirm.custom_ids[0])
    assert "Alice took back" in undone.public_text
    removed = [s for s in undone.sent if s.kind == "edit_original"]
    assert removed and removed[0].payload["components"] == []  # type: ignore[index]


async def test_abort_by_the_host_frees_the_channel(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    asked = await h.slash(ALICE, "game abort")
    assert deferred(asked, ephemeral=True) and not asked.public
    question = asked.with_components()[0]
    assert question.ephemeral and question.custom_ids == ["gm:a:1:0"]
    assert "for everyone" in question.content
    ended = await h.press(ALICE, question, question.custom_ids[0])
    assert "Alice ended the game" in ended.public_text
    removed = [s for s in ended.sent if s.kind == "edit_original"]
    assert removed and removed[0].payload["components"] == []  # type: ignore[index]
    again = await h.slash(BOB, "game new", game="toy")
    assert "Bob ha abierto una sala" in again.public_text  # in Bob's language


async def test_settings_switch_the_server_language(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    changed = await h.slash(OWNER, "game settings", language="es")
    assert deferred(changed, ephemeral=True)
    assert "Español" in changed.private_text
    opened = await h.slash(ALICE, "game new", game="toy")
    assert "abierto" in opened.public_text or "sala" in opened.public_text
    cleared = await h.slash(OWNER, "game settings", language="clear")
    assert "own Discord language" in cleared.private_text
