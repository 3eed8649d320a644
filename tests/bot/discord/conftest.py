"""A bot over a SQLite file, connected to the offline Discord of `harness.py`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import tests.support.toy  # noqa: F401  (registers the toy game)
from bot.app import build_bot
from bot.config import Config
from bot.service import GameMaster
from bot.storage import SQLiteStore
from tests.bot.discord.flows import StartBot
from tests.bot.discord.harness import DiscordHarness


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "gamemaster.sqlite3"


@pytest.fixture
async def start_bot(database: Path) -> AsyncIterator[StartBot]:
    """Start a bot on the test database; several calls simulate restarts."""
    started: list[DiscordHarness] = []

    async def start(
        config: Config | None = None, render: bool = False, public_every: float = 0.0
    ) -> DiscordHarness:
        # `/game status` is these tests' probe of "nothing changed", asked again at
        # once: the limit on repeated public posts (bot/public_posts.py) is off
        # unless a test turns it on (test_export.py).
        master = GameMaster(SQLiteStore(database), render=render, public_every=public_every)
        bot = build_bot(config or Config(), game_master=master)
        harness = DiscordHarness(bot, first_id=len(started) + 1)
        await harness.start()
        started.append(harness)
        return harness

    yield start
    for harness in started:
        if not harness.bot.is_closed():
            await harness.stop()
    for harness in started:
        # What real Discord would refuse, or an interaction left "thinking".
        assert harness.violations == []
        assert harness.unanswered() == []


@pytest.fixture
async def discord_bot(start_bot: StartBot) -> DiscordHarness:
    return await start_bot()
