"""Sharding settings (issue 16): `SHARD_COUNT` and `SHARD_IDS` from the environment
or `gamemaster bot --shard-count/--shard-ids`, and the database from
`GAMEMASTER_DB`, `DATABASE_URL` or `--db`; every mistake is one clear sentence."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import bot_overrides, build_parser
from bot.config import DEFAULT_DATABASE, Config, ConfigError, parse_shard_ids

ROOT = Path(__file__).resolve().parents[2]


def test_without_shard_count_the_process_is_the_whole_bot_unsharded() -> None:
    config = Config.from_env({})
    assert not config.sharded and config.shard_ids is None


def test_shard_count_and_ids_from_the_environment() -> None:
    config = Config.from_env({"SHARD_COUNT": "4", "SHARD_IDS": "2, 3"})
    assert config.sharded and config.shard_count == 4 and config.shard_ids == (2, 3)
    every = Config.from_env({"SHARD_COUNT": "4"})  # all four in this process
    assert every.sharded and every.shard_ids is None


def test_shard_ids_take_lists_and_ranges() -> None:
    assert parse_shard_ids("0-3", "SHARD_IDS") == (0, 1, 2, 3)
    assert parse_shard_ids("5,0,2-3", "SHARD_IDS") == (0, 2, 3, 5)
    assert parse_shard_ids(" ", "SHARD_IDS") is None


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "a,b"}, "SHARD_IDS lists shard numbers"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "runs backwards"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "names a shard twice"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "2-4"}, "shards are 0 to 3"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
    ],
)
def test_a_mistaken_shard_setting_says_what_is_accepted(env: dict[str, str], words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        Config.from_env(env)


def test_the_database_comes_from_gamemaster_db_then_database_url() -> None:
    url = "postgresql://gm@db.internal/gamemaster"
    assert Config.from_env({"DATABASE_URL": url}).database_url == url
    both = Config.from_env({"DATABASE_URL": url, "GAMEMASTER_DB": "sqlite:///here.db"})
    assert both.database_url == "sqlite:///here.db"
    assert Config.from_env({"DATABASE_URL": " "}).database_url == DEFAULT_DATABASE


def test_flags_override_the_environment() -> None:
    base = Config.from_env({"SHARD_COUNT": "8", "SHARD_IDS": "0-3", "DATABASE_URL": "x.db"})
    args = build_parser().parse_args(
        ["bot", "--shard-ids", "4-7", "--db", "postgresql://gm@db/gm"]
    )
    config = dataclasses.replace(base, **bot_overrides(args))
    assert config.shard_count == 8 and config.shard_ids == (4, 5, 6, 7)
    assert config.database_url == "postgresql://gm@db/gm"
    args = build_parser().parse_args(["bot", "--shard-count", "2"])
    with pytest.raises(ConfigError, match="shards are 0 to 1"):
        dataclasses.replace(base, **bot_overrides(args))  # 0-3 of the environment


@pytest.mark.parametrize(
    ("argv", "env", "words"),
    [
        (["--shard-ids", "0"], {}, "SHARD_IDS needs SHARD_COUNT"),
        (["--shard-count", "many"], {}, "--shard-count must be a whole number"),
        ([], {"SHARD_COUNT": "2", "SHARD_IDS": "5"}, "shards are 0 to 1"),
    ],
)
def test_the_bot_command_refuses_bad_shards_in_one_sentence(
    argv: list[str], env: dict[str, str], words: str
) -> None:
    token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB"
    clean = {k: v for k, v in os.environ.items() if k not in ("SHARD_COUNT", "SHARD_IDS")}
    done = subprocess.run(
        [sys.executable, "-m", "bot", *argv], cwd=ROOT,
        env={**clean, "DISCORD_TOKEN": token, **env},
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert words in done.stderr and "Traceback" not in done.stderr


def test_the_session_cache_comes_from_the_environment_or_the_flag() -> None:
    assert Config.from_env({}).session_cache == 256
    assert Config.from_env({"GAMEMASTER_CACHE": "2_000"}).session_cache == 2000
    args = build_parser().parse_args(["bot", "--cache", "50"])
    assert bot_overrides(args) == {"session_cache": 50}


@pytest.mark.parametrize("raw", ["0", "-3", "lots", "1.5", "2000000"])
def test_a_bad_session_cache_is_one_clear_sentence(raw: str) -> None:
    with pytest.raises(ConfigError) as refused:
        Config.from_env({"GAMEMASTER_CACHE": raw})
    assert "GAMEMASTER_CACHE must be how many sessions to keep in memory" in str(refused.value)


def test_the_bot_keeps_as_many_sessions_as_configured() -> None:
    from bot.app import build_bot
    from bot.storage.memory import MemoryStore

    bot = build_bot(Config(token="x", session_cache=7), store=MemoryStore())
    assert bot.game_master.tables.sessions.capacity == 7
