"""Hostile display names and forged components, through the real discord.py client.

A member may call themselves `@everyone **x** <@1>`: wherever the bot repeats a
name it must show those characters, never bold text or a mention. A button's
custom_id is chosen by whoever sends the interaction: one that none of the bot's
items takes gets a polite private answer (never "interaction failed") and
changes nothing.
"""

from __future__ import annotations

import random
from typing import Any

from bot.quoting import unquoted
from tests.bot.discord.flows import (
    ALICE,
    BOB,
    STRANGER,
    nobody_to_play,
    open_toy_game,
    whose_turn,
)
from tests.bot.discord.harness import CHANNEL_ID, DiscordHarness, Exchange, Player, Sent

HOSTILE = Player(201, "@everyone **x** <@1>")
SNEAKY = Player(202, "__[link](https://x.invalid)__ `code` > quote")
HOSTILE_NAMES = (HOSTILE.name, SNEAKY.name)


def assert_shown_literally(sent: list[Sent]) -> None:
    """No message turns a hostile name into markup or a mention; each still shows it."""
    for message in sent:
        content = message.content
        assert "**x**" not in content and "<@1>" not in content, content
        assert "@everyone" not in content and "__[link]" not in content, content
        assert "`code`" not in content, content


async def forged_press(
    h: DiscordHarness, player: Player, custom_id: str, component_type: int = 2,
    message: Sent | None = None,
) -> Exchange:
    """A component interaction the bot never offered (any custom_id, any message)."""
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
    payload = h._interaction(3, player, CHANNEL_ID, data)
    payload["message"] = message.response if message is not None else h.message({})
    return await h.interact(payload)


async def test_a_hostile_name_is_shown_as_typed_everywhere(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    started = await open_toy_game(h, [HOSTILE, SNEAKY, ALICE])
    assert_shown_literally(started.sent)
    shown = unquoted(started.public_text)
    assert HOSTILE.name in shown and SNEAKY.name in shown, "the names are still there to read"
    for _ in range(6):
        player, offered = await whose_turn(h, [HOSTILE, SNEAKY, ALICE])
        played = await h.slash(player, "play", action=offered[0])
        assert_shown_literally(played.sent)
    for command in ("game status", "game log", "hand"):
        assert_shown_literally((await h.slash(HOSTILE, command)).sent)
    refused = await h.slash(STRANGER, "play", action="roll")
    assert_shown_literally(refused.sent)
    # Mentions stay exactly the people the bot means to ping.
    for message in h.sent:
        if message.kind == "api":
            continue
        users = message.allowed_mentions.get("users") or []
        assert set(users) <= {HOSTILE.id, SNEAKY.id, ALICE.id}


async def test_typed_text_echoed_back_is_quoted(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    reply = await h.slash(ALICE, "play", action="**bold** <@1> @everyone")
    assert reply.private and not reply.public
    assert_shown_literally(reply.sent)
    assert "**bold** <@1> @everyone" in unquoted(reply.private_text)


async def test_a_forged_custom_id_gets_a_polite_private_answer(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    started = await open_toy_game(h, [ALICE, BOB])
    prompt = started.with_components()[-1]
    status_before = (await h.slash(ALICE, "game status")).public_text
    forged = [
        ("hello", 2, None),
        ("gm:p:abc:0:roll", 2, prompt),  # not a number
        ("gm:p:1:0:", 2, prompt),  # no action
        ("gm:p:1:0:roll", 3, prompt),  # a select where the message has a button
        ("gm:p:1:0:stop", 2, prompt),  # not on that message
        ("gm:u:1:0", 2, None),  # an undo confirmation that was never offered
        ("gm:c:99:0", 2, prompt),
        ("x" * 100, 2, prompt),
    ]
    for custom_id, kind, message in forged:
        exchange = await forged_press(h, ALICE, custom_id, kind, message)
        assert len(exchange.callbacks) == 1, (custom_id, exchange.sent)
        assert exchange.private and not exchange.public, custom_id
        assert "nothing changed" in exchange.private_text
    assert (await h.slash(ALICE, "game status")).public_text == status_before


async def test_fuzz_hostile_names_and_forged_presses_change_nothing(
    discord_bot: DiscordHarness,
) -> None:
    """Random commands and presses by hostile names, strangers and forgers: every
    interaction is answered (the fixture checks it), no name turns into markup,
    and forged presses never move the game."""
    h = discord_bot
    people = [HOSTILE, SNEAKY, ALICE]
    await open_toy_game(h, people, seed=5, options="target=100")
    rng = random.Random(9)
    tried = 0
    for _ in range(60):
        before = (await h.slash(ALICE, "game status")).public_text
        roll = rng.random()
        if roll < 0.4:
            exchange = await forged_press(
                h, rng.choice([*people, STRANGER]), rng.choice(FORGED_IDS), rng.choice([2, 3])
            )
            assert (await h.slash(ALICE, "game status")).public_text == before
        elif roll < 0.6:
            exchange = await h.slash(STRANGER, "play", action=rng.choice(["roll", "stop", "**"]))
            assert (await h.slash(ALICE, "game status")).public_text == before
        else:
            if await nobody_to_play(h, people):
                break
            player, offered = await whose_turn(h, people)
            exchange = await h.slash(player, "play", action=rng.choice(offered))
        assert_shown_literally(exchange.sent)
        tried += 1
    assert tried > 20


FORGED_IDS = [
    "",
    "gm",
    "gm:p:",
    "gm:p:1:0:roll",
    "gm:p:1:99999:roll",
    "gm:s:1:0",
    "gm:u:1:0",
    "gm:a:1:0",
    "gm:c:1:0",
    "<@1>",
    "@everyone",
    "\u202e" * 50,
]
