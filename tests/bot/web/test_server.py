"""The companion started by the Discord bot (`--web`, `GAMEMASTER_WEB`) and stopped with it."""

from __future__ import annotations

import pytest
from aiohttp import ClientSession

from bot.app import build_bot
from bot.config import Config
from bot.storage import MemoryStore


async def test_the_bot_starts_the_companion_it_is_configured_with(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("GAMEMASTER_WEB_SECRET", "an operator's secret of some length")
    config = Config(web="127.0.0.1:0", public_url="https://games.example.org")
    bot = build_bot(config, store=MemoryStore())
    await bot._start_web()
    server = bot.web_server
    assert server is not None
    try:
        assert bot.game_master.web.public_url == "https://games.example.org"
        async with ClientSession() as http, http.get(f"{server.local_url}/") as answer:
            assert answer.status == 200
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
    finally:
        await server.stop()


async def test_without_a_public_address_no_link_is_posted() -> None:
    bot = build_bot(Config(web="127.0.0.1:0"), store=MemoryStore())
    await bot._start_web()
    assert bot.web_server is not None
    try:
        assert bot.game_master.web.public_url is None
    finally:
        await bot.web_server.stop()
    idle = build_bot(Config(), store=MemoryStore())
    await idle._start_web()
    assert idle.web_server is None


async def test_a_stopped_companion_no_longer_listens_to_moves() -> None:
    from bot.service import GameMaster
    from bot.web.server import WebServer, WebSettings
    from bot.web.signing import Signer

    master = GameMaster(MemoryStore(), render=False)
    before = len(master.tables.on_moved)
    server = WebServer(master, WebSettings("127.0.0.1", 0), Signer(b"x" * 16))
    await server.start()
    assert len(master.tables.on_moved) == before + 1
    await server.stop()
    assert len(master.tables.on_moved) == before
    await master.close()


def test_the_activity_setting_is_a_yes_or_no() -> None:
    from bot.config import ConfigError

    assert Config.from_env({"GAMEMASTER_ACTIVITY": "1"}).activity
    assert Config.from_env({"GAMEMASTER_ACTIVITY": " yes "}).activity
    assert not Config.from_env({"GAMEMASTER_ACTIVITY": "0"}).activity
    assert not Config.from_env({}).activity
    with pytest.raises(ConfigError, match="GAMEMASTER_ACTIVITY is 1 \\(yes\\) or 0"):
        Config.from_env({"GAMEMASTER_ACTIVITY": "maybe"})


async def test_an_activity_needs_a_public_address() -> None:
    bot = build_bot(Config(web="127.0.0.1:0", activity=True), store=MemoryStore())
    await bot._start_web()
    assert bot.web_server is not None
    try:
        assert bot.game_master.web.activity and not bot.game_master.web.activity_ready
    finally:
        await bot.web_server.stop()
