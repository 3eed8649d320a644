"""A process running some shards of the bot (issue 16): discord.py's sharded
client with the configured shard ids, connected through the offline harness,
playing like the unsharded bot."""

from __future__ import annotations

import discord

from bot.app import GameBot, ShardedGameBot, build_bot
from bot.config import Config
from bot.storage import MemoryStore
from tests.bot.discord.flows import ALICE, BOB, StartBot, open_toy_game


def test_an_unsharded_config_builds_the_plain_client() -> None:
    bot = build_bot(Config(), store=MemoryStore())
    assert type(bot) is GameBot and not isinstance(bot, discord.AutoShardedClient)


def test_a_sharded_config_builds_the_sharded_client_with_its_shards() -> None:
    bot = build_bot(Config(shard_count=6, shard_ids=(2, 3)), store=MemoryStore())
    assert isinstance(bot, ShardedGameBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_count == 6 and bot.shard_ids == [2, 3]
    every = build_bot(Config(shard_count=3), store=MemoryStore())
    assert every.shard_count == 3 and every.shard_ids is None  # discord.py runs 0..2


async def test_a_process_of_two_shards_connects_and_plays(start_bot: StartBot) -> None:
    h = await start_bot(Config(shard_count=4, shard_ids=(2, 3)))
    assert h.bot.is_ready() and h.bot.scheduler.running
    assert (await open_toy_game(h, (ALICE, BOB))).public
    status = await h.slash(ALICE, "game status")
    assert status.public or status.ephemeral
