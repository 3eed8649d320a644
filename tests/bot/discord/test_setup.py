"""Building, starting and syncing the bot; configuration; command translations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.app import build_bot
from bot.cogs.game import discord_commands
from bot.config import DEFAULT_DATABASE, Config, ConfigError
from bot.storage import MemoryStore, SQLiteStore
from bot.translator import NAME_PATTERN, source_strings
from bot.views import DYNAMIC_ITEMS
from games.core.data import data_path
from tests.bot.discord.flows import StartBot
from tests.bot.discord.harness import APP_ID, GUILD_ID, DiscordHarness


def catalog(locale: str) -> dict[str, str]:
    return json.loads(data_path("i18n", "commands", f"{locale}.json").read_text("utf-8"))


def test_build_bot_connects_to_nothing() -> None:
    store = MemoryStore()
    bot = build_bot(Config(token="secret"), store=store)
    assert bot.store is store and bot.game_master.store is store
    assert not bot.is_ready() and bot.user is None
    intents = bot.intents
    assert not (intents.members or intents.presences or intents.message_content)
    assert intents.guilds


def test_build_bot_defaults_to_the_configured_sqlite_file(tmp_path: Path) -> None:
    bot = build_bot(Config(database_url=f"sqlite:///{tmp_path}/x.sqlite3"))
    assert isinstance(bot.store, SQLiteStore)


async def test_start_opens_the_store_registers_items_and_syncs(
    discord_bot: DiscordHarness,
) -> None:
    bot = discord_bot.bot
    assert bot.store._db is not None  # opened in setup_hook
    assert set(bot._connection._view_store._dynamic_items.values()) == set(DYNAMIC_ITEMS)
    syncs = [s for s in discord_bot.sent if s.method == "PUT"]
    assert [s.route for s in syncs] == ["/applications/{application_id}/commands"]
    await discord_bot.stop()
    assert bot.store._db is None  # closed with the bot


async def test_synced_commands_are_valid_and_localized(discord_bot: DiscordHarness) -> None:
    commands = {c["name"]: c for c in discord_bot.synced_commands()}
    assert set(commands) == {"game", "games", "play", "hand", "stats", "leaderboard", "season"}
    game = commands["game"]
    assert game["name_localizations"] == {"es-ES": "partida", "es-419": "partida"}
    subcommands = {o["name"]: o for o in game["options"]}
    assert set(subcommands) == {
        "new", "join", "leave", "addbot", "start", "status", "board",
        "log", "rules", "undo", "abort", "settings", "character", "history",
        "clock", "vacation", "resume", "card", "export", "web",
    }
    games = {o["name"]: o for o in commands["games"]["options"]}
    assert set(games) == {"list", "reminders", "finished"}
    seasons = {o["name"]: o for o in commands["season"]["options"]}
    assert set(seasons) == {"start", "end"}
    assert commands["season"]["name_localizations"]["es-ES"] == "temporada"
    assert commands["leaderboard"]["name_localizations"]["es-ES"] == "clasificación"
    assert commands["games"]["name_localizations"]["es-ES"] == "partidas"
    assert subcommands["history"]["name_localizations"]["es-ES"] == "rebobinar"
    card_name = subcommands["card"]["options"][0]
    assert card_name["autocomplete"] and card_name["name_localizations"]["es-ES"] == "nombre"
    subcommands |= games | seasons
    for name, command in [*commands.items(), *subcommands.items()]:
        assert NAME_PATTERN.match(name) and name.islower()
        assert 0 < len(command["description"]) <= 100
        for option in command.get("options", []):
            assert option.get("description") not in (None, "", "…"), (name, option["name"])
    action = commands["play"]["options"][0]
    assert action["autocomplete"] and action["max_length"] == 200
    assert action["name_localizations"]["es-ES"] == "acción"


async def test_guild_sync_in_development(start_bot: StartBot) -> None:
    h = await start_bot(Config(guild_id=GUILD_ID))
    syncs = [s for s in h.sent if s.method == "PUT"]
    assert [s.route for s in syncs] == ["/applications/{application_id}/guilds/{guild_id}/commands"]
    names = {c["name"] for c in syncs[0].payload}  # type: ignore[union-attr]
    assert names == {"game", "games", "play", "hand", "stats", "leaderboard", "season"}
    assert h.bot.application_id == APP_ID


def test_english_catalog_matches_the_code() -> None:
    strings = source_strings(discord_commands(None))  # type: ignore[arg-type]
    english = {k: v for k, v in catalog("en").items() if not k.startswith("reply.")}
    assert english == strings


def test_spanish_catalog_is_complete_and_acceptable() -> None:
    english, spanish = catalog("en"), catalog("es")
    assert set(spanish) == set(english)
    for key, text in spanish.items():
        if key.endswith(".name") and not key.startswith("choice."):
            assert NAME_PATTERN.match(text) and text == text.lower(), key
        elif key.endswith(".description"):
            assert 0 < len(text) <= 100, key
    for key in english:  # the same placeholders in both languages
        assert _fields(english[key]) == _fields(spanish[key]), key


def _fields(template: str) -> set[str]:
    import string

    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_config_from_the_environment() -> None:
    config = Config.from_env({"DISCORD_TOKEN": " abc ", "GAMEMASTER_GUILD": "123"})
    assert config.token == "abc" and config.guild_id == 123
    assert config.database_url == DEFAULT_DATABASE
    assert "abc" not in repr(config)
    assert Config.from_env({"GAMEMASTER_DB": "sqlite:////tmp/x.db"}).database_url.endswith("x.db")
    with pytest.raises(ConfigError, match="GAMEMASTER_GUILD"):
        Config.from_env({"GAMEMASTER_GUILD": "my server"})
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        Config.from_env({}).require_token()
