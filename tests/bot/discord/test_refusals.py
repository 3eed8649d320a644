"""Bad input gets a private, polite answer that says what is possible; nothing changes."""

from __future__ import annotations

import logging

import pytest

from bot.app import build_bot
from bot.config import Config
from bot.storage import MemoryStore, SessionRecord
from tests.bot.discord.flows import ALICE, BOB, CAROL, MODERATOR, STRANGER, open_toy_game
from tests.bot.discord.harness import (
    CHANNEL_ID,
    OTHER_CHANNEL_ID,
    DiscordHarness,
    Exchange,
)


def refused_privately(exchange: Exchange) -> bool:
    """Only ephemeral messages, and the public "thinking..." placeholder was deleted."""
    deleted = any(s.kind == "delete_original" for s in exchange.sent)
    return bool(exchange.private) and not exchange.public and deleted


async def moves_recorded(h: DiscordHarness) -> str:
    status = await h.slash(CAROL, "game status")
    return next(line for line in status.public_text.splitlines() if "Moves recorded" in line)


async def test_unknown_action_lists_what_is_legal(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    before = await moves_recorded(h)
    answer = await h.slash(ALICE, "play", action="fly to the moon")
    assert refused_privately(answer)
    assert "could not read" in answer.private_text
    assert "`roll`" in answer.private_text and "`pass`" in answer.private_text
    assert await moves_recorded(h) == before


async def test_out_of_turn_says_who_is_awaited(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    answer = await h.slash(CAROL, "play", action="roll")
    assert refused_privately(answer)
    assert "not your turn" in answer.private_text and "Alice" in answer.private_text


async def test_non_player_is_told_how_to_follow(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    answer = await h.slash(STRANGER, "play", action="roll")
    assert refused_privately(answer)
    assert "You are not playing" in answer.private_text and "/game board" in answer.private_text
    assert await h.autocomplete(STRANGER, "play", "action", "") == []
    hand = await h.slash(STRANGER, "hand")
    assert "You are not playing" in hand.private_text and not hand.public


async def test_oversized_action_text(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    answer = await h.slash(ALICE, "play", action="roll " * 1200)  # 6000 characters
    assert refused_privately(answer)
    assert "too long" in answer.private_text
    assert all(len(s.content) <= 2000 for s in answer.messages)


async def test_malformed_options_open_no_lobby(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    answer = await h.slash(ALICE, "game new", game="toy", options="target:12")
    assert refused_privately(answer)
    assert "key=value" in answer.private_text and "target:12" in answer.private_text
    unknown = await h.slash(ALICE, "game new", game="toy", options="colour=blue")
    assert "There is no option" in unknown.private_text
    bad_value = await h.slash(ALICE, "game new", game="toy", options="target=13")
    assert refused_privately(bad_value)
    status = await h.slash(ALICE, "game status")
    assert "There is no game in this channel" in status.private_text


async def test_oversized_options(discord_bot: DiscordHarness) -> None:
    answer = await discord_bot.slash(ALICE, "game new", game="toy", options="a=1 " * 500)
    assert refused_privately(answer)
    assert "too long" in answer.private_text


async def test_unknown_game(discord_bot: DiscordHarness) -> None:
    answer = await discord_bot.slash(ALICE, "game new", game="chess")
    assert refused_privately(answer)
    assert "meduris" in answer.private_text


async def test_second_game_in_a_busy_channel(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    answer = await h.slash(BOB, "game new", game="toy")
    assert refused_privately(answer)
    assert "Cerdito a doce" in answer.private_text  # Bob's language, naming the game in play
    elsewhere = await h.slash(BOB, "game new", game="toy", channel_id=OTHER_CHANNEL_ID)
    assert elsewhere.public, "another channel is free"


async def test_only_host_or_moderator_aborts(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    refused = await h.slash(CAROL, "game abort")
    assert refused.private and not refused.public  # asked privately, refused privately
    assert "Only the host (Alice)" in refused.private_text
    asked = await h.slash(MODERATOR, "game abort")  # Manage Channels may end any game
    question = asked.with_components()[0]
    pressed = await h.press(CAROL, question, question.custom_ids[0])  # a forged press
    assert pressed.private and not pressed.public
    assert "Only the host (Alice)" in pressed.private_text
    done = await h.press(MODERATOR, question, question.custom_ids[0])
    assert "Moderator ended the game" in done.public_text


async def test_settings_need_manage_server(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    answer = await h.slash(MODERATOR, "game settings", language="es")
    assert answer.private and not answer.public
    assert "Manage Server" in answer.private_text
    opened = await h.slash(ALICE, "game new", game="toy")
    assert "Alice opened a lobby" in opened.public_text  # still English


async def test_no_game_yet(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    for command in ("game join", "game start", "game board", "game undo", "hand"):
        answer = await h.slash(ALICE, command)
        assert answer.private and not answer.public, command
        assert "There is no game in this channel" in answer.private_text, command
    answer = await h.slash(ALICE, "play", action="roll")
    assert refused_privately(answer)


async def test_outdated_command_is_answered(discord_bot: DiscordHarness) -> None:
    """A command Discord still shows but this version no longer has."""
    answer = await discord_bot.slash(ALICE, "game teleport")
    assert answer.acknowledged
    assert "command changed" in answer.private_text


async def test_direct_messages_are_declined(discord_bot: DiscordHarness) -> None:
    """A command of a server's channel, in a direct message (`/hand` works there:
    tests/bot/discord/test_user_install.py)."""
    h = discord_bot
    payload = h._interaction(2, ALICE, CHANNEL_ID, h._command_data("game status", {}))
    del payload["guild_id"], payload["member"]
    payload["user"] = ALICE.payload()["user"]
    payload["channel"] = {"id": str(CHANNEL_ID), "type": 1, "recipients": []}
    answer = await h.interact(payload)
    assert answer.acknowledged
    assert "direct messages" in answer.private_text


class BrokenStore(MemoryStore):
    """A store whose reads fail in a way nobody planned for."""

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        raise RuntimeError("the disk is on fire")


async def test_an_unexpected_failure_is_logged_and_answered_politely(
    caplog: pytest.LogCaptureFixture,
) -> None:
    h = DiscordHarness(build_bot(Config(), store=BrokenStore()))
    await h.start()
    try:
        with caplog.at_level(logging.ERROR, logger="bot.cogs.errors"):
            answer = await h.slash(ALICE, "play", action="roll")
            offered = await h.autocomplete(ALICE, "play", "action", "")
    finally:
        await h.stop()
    assert refused_privately(answer)
    assert "something went wrong on my side" in answer.private_text
    assert "disk is on fire" not in answer.private_text  # no internals shown to players
    assert any("disk is on fire" in str(r.exc_info) for r in caplog.records)
    assert offered == []
    assert h.unanswered() == [] and h.violations == []
