"""The records through the real client (issue 29): a game ends, `/games finished`
links to the very message that told its result, `/leaderboard` posts in the
channel, `/stats` answers privately with the rating picture, and `/season start`
asks for Manage Server."""

from __future__ import annotations

from tests.bot.discord.flows import ALICE, CAROL, open_toy_game, play_toy_to_the_end
from tests.bot.discord.harness import CHANNEL_ID, GUILD_ID, DiscordHarness


async def test_finished_games_link_to_their_result_message(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL], seed=11)
    moves = await play_toy_to_the_end(h, [ALICE, CAROL])
    [told] = [s for s in moves[-1].public if "is over!" in s.content]
    assert isinstance(told.response, dict)
    link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{told.response['id']}"
    listed = await h.slash(CAROL, "games finished")
    assert not listed.public and link in listed.private_text
    board = await h.slash(CAROL, "leaderboard", game="toy")
    assert "Pig to twelve leaderboard" in board.public_text
    assert "Alice" in board.public_text and "Carol" in board.public_text
    stats = await h.slash(ALICE, "stats")
    assert not stats.public and "Pig to twelve: 1 game" in stats.private_text


async def test_a_season_needs_manage_server(discord_bot: DiscordHarness) -> None:
    refused = await discord_bot.slash(CAROL, "season start", name="Spring")
    assert "Manage Server" in refused.private_text or "manage" in refused.private_text.lower()
    assert not refused.public
