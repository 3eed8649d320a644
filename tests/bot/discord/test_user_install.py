"""The bot in your pocket (issue 31, goal 4): installed to a user, `/games list`,
`/hand` (for a chosen game), `/game card` and `/game rules` answer in a direct
message, with the same secrecy; every other command is the server's only."""

from __future__ import annotations

from bot.commands import COMMANDS, GROUPS, offered_anywhere
from tests.bot.discord.flows import ALICE, BOB, CAROL, STRANGER, open_toy_game
from tests.bot.discord.harness import (
    DM,
    OTHER_CHANNEL_ID,
    USER_IN_GUILD,
    DiscordHarness,
)

GUILD_INSTALL, USER_INSTALL = 0, 1
IN_GUILD, IN_DM, IN_GROUP_CHAT = 0, 1, 2


async def test_the_table_says_where_each_command_is_offered(discord_bot: DiscordHarness) -> None:
    synced = {c["name"]: c for c in discord_bot.synced_commands()}
    assert {c.where for c in COMMANDS if c.anywhere} == {
        "games.list", "hand", "game.card", "game.rules", "games.reminders"}
    anywhere = {c.path[0] for c in COMMANDS if c.anywhere}
    assert anywhere == {"hand", "game", "games"}
    for name, command in synced.items():
        if name in anywhere:
            assert command["integration_types"] == [GUILD_INSTALL, USER_INSTALL], name
            assert command["contexts"] == [IN_GUILD, IN_DM, IN_GROUP_CHAT], name
        else:
            assert command["integration_types"] == [GUILD_INSTALL], name
            assert command["contexts"] == [IN_GUILD], name
    assert synced["play"]["contexts"] == [IN_GUILD]  # not offered in a direct message
    assert {g.name for g in GROUPS if offered_anywhere(g.name)} == {"game", "games"}


async def test_the_pocket_commands_answer_in_a_direct_message(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    listed = await h.slash(ALICE, "games list", context=DM)
    assert "Your games" in listed.text and "Pig to twelve" in listed.text and not listed.public
    card = await h.slash(ALICE, "game card", context=DM, game="root", name="Ambush")
    assert card.private and not card.public and "Ambush" in card.private_text, card.text
    rules = await h.slash(BOB, "game rules", context=DM, game="meduris")
    assert rules.private and "Meduris" in rules.private_text, rules.text
    reminders = await h.slash(ALICE, "games reminders", context=DM)
    assert reminders.private and not reminders.public and "direct messages" not in reminders.text
    which = await h.slash(ALICE, "game rules", context=DM)
    assert which.private and not which.public and "meduris" in which.private_text


async def test_hand_in_a_direct_message_shows_only_your_own_seat(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    in_channel = await h.slash(ALICE, "hand")
    only_game = await h.slash(ALICE, "hand", context=DM)  # one game: nothing to choose
    assert only_game.private_text == in_channel.private_text and not only_game.public
    bobs = await h.slash(BOB, "hand")
    assert bobs.private_text != in_channel.private_text  # each seat its own

    # A second game elsewhere: /hand in a direct message asks which, and lists them.
    await h.slash(CAROL, "game new", channel_id=OTHER_CHANNEL_ID, game="toy", seed=3)
    await h.slash(ALICE, "game join", channel_id=OTHER_CHANNEL_ID)
    await h.slash(CAROL, "game start", channel_id=OTHER_CHANNEL_ID)
    asked = await h.slash(ALICE, "hand", context=DM)
    assert "2 games" in asked.private_text and not asked.public
    offered = await h.autocomplete(ALICE, "hand", "game", "", context=DM)
    assert len(offered) == 2 and all("Pig to twelve" in c["name"] for c in offered)
    first = next(c["value"] for c in offered if c["value"] != str(OTHER_CHANNEL_ID))
    chosen = await h.slash(ALICE, "hand", context=DM, game=first)
    assert chosen.private_text == in_channel.private_text and not chosen.public
    other = await h.slash(ALICE, "hand", context=DM, game=str(OTHER_CHANNEL_ID))
    assert other.private_text == (await h.slash(ALICE, "hand", channel_id=OTHER_CHANNEL_ID)
                                  ).private_text

    # Someone else's game, or a made-up value: a polite no that tells nothing of it.
    assert await h.autocomplete(STRANGER, "hand", "game", "", context=DM) == []
    for player, value in ((STRANGER, first), (BOB, str(OTHER_CHANNEL_ID)), (ALICE, "x1")):
        refused = await h.slash(player, "hand", context=DM, game=value)
        assert refused.private and not refused.public, value
        text = refused.private_text
        assert "Pig" not in text and "Carol" not in text and "Alice" not in text, text
    assert "no es una de tus partidas" in (
        await h.slash(BOB, "hand", context=DM, game=str(OTHER_CHANNEL_ID))).private_text
    assert "no game in progress" in (await h.slash(STRANGER, "hand", context=DM)).private_text


async def test_other_commands_need_a_server_that_added_the_bot(
    discord_bot: DiscordHarness,
) -> None:
    """Discord offers `/game` in direct messages for `card` and `rules` (it decides per
    top-level command); its other commands answer that they need a server's channel.
    Installed only to the user, in someone else's server, they say so too."""
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    for command in ("game new", "game status", "game join", "game undo"):
        refused = await h.slash(ALICE, command, context=DM, game="toy")
        assert "direct messages" in refused.private_text and not refused.public, command
    in_spanish = await h.slash(BOB, "game status", context=DM)
    assert "mensajes directos" in in_spanish.private_text
    elsewhere = await h.slash(ALICE, "game status", context=USER_IN_GUILD)
    assert "server that added the game master" in elsewhere.private_text
    assert not elsewhere.public
    looked_up = await h.slash(ALICE, "game card", context=USER_IN_GUILD, game="root",
                              name="Ambush")
    assert "Ambush" in looked_up.private_text
    status = await h.slash(ALICE, "game status")  # nothing changed
    assert "Moves recorded: 0" in status.public_text
