"""`/game export` through discord.py: a Root game in play is attached as a
Rootlog file to a public message (public information only, so a running game
may be exported: the file has no winner yet); another game gets a polite no."""

from __future__ import annotations

import random

from bot.public_posts import REPEAT_AFTER
from tests.bot.discord.flows import ALICE, CAROL, STRANGER, StartBot, open_toy_game
from tests.bot.discord.harness import DiscordHarness, random_pick
from tests.bot.discord.test_root import PLAYERS, open_root


async def test_export_attaches_the_running_root_game(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_root(h)
    chooser = random.Random(3)
    for _ in range(6):
        chosen = await random_pick(h, PLAYERS, chooser, strict=True)
        assert chosen is not None
        player, action = chosen
        await h.slash(player, "play", action=action)
    exported = await h.slash(CAROL, "game export")
    [posted] = [s for s in exported.public if s.files]
    [(name, data)] = posted.files
    assert name == "root.rootlog"
    text = data.decode("utf-8")
    assert "Map: Fall" in text and "\nC: Alice" in text and "\nE: Carol" in text
    assert "Winner" not in text and "// the game goes on" in text
    assert "goes on" in posted.content


async def test_export_refuses_other_games(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    refused = await h.slash(ALICE, "game export")
    assert not refused.public
    assert "Only Root games export" in refused.private_text


async def test_a_repeated_public_post_is_private_from_its_first_moment(
    start_bot: StartBot,
) -> None:
    """Issue 25, item 22: `/game status` and `/game board` by anyone, again and
    again, posted every time. The repeat is now answered privately, and even its
    "thinking..." placeholder is private: nothing shows in the channel."""
    h = await start_bot(public_every=REPEAT_AFTER)
    await open_toy_game(h, [ALICE, CAROL])
    for command in ("game status", "game board"):
        first = await h.slash(STRANGER, command)
        assert first.public
        again = await h.slash(STRANGER, command)
        assert not again.public, again.public_text
        assert "was posted in this channel" in again.private_text
        [deferred] = again.callbacks
        assert deferred.ephemeral
