"""Every registered game through Discord: two people play a long stretch of a
game with `/play`, each move picked from what the autocomplete menu offers
(walking down its groups), and every pick is accepted. What the menu shows
must always be playable as it is."""

from __future__ import annotations

import random

import pytest

from games.core import all_games
from tests.bot.discord.flows import ALICE, CAROL
from tests.bot.discord.harness import DiscordHarness, random_pick

PLAYERS = [ALICE, CAROL]
MOVES = 120


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
async def test_what_the_menu_offers_is_always_playable(
    discord_bot: DiscordHarness, game_id: str
) -> None:
    h = discord_bot
    opened = await h.slash(ALICE, "game new", game=game_id, seed=9)
    assert opened.public, opened.sent
    await h.slash(CAROL, "game join")
    started = await h.slash(ALICE, "game start")
    assert started.public, started.sent
    chooser = random.Random(game_id)
    played = 0
    for _ in range(MOVES):
        chosen = await random_pick(h, PLAYERS, chooser, strict=True)
        if chosen is None:  # the game is over
            break
        player, action = chosen
        reply = await h.slash(player, "play", action=action)
        assert reply.private_text.startswith("Done:"), (game_id, action, reply.private_text)
        played += 1
    assert played >= 20
