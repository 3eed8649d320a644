"""Settings of the Discord bot, read from the environment.

The token is a secret, so it only ever comes from the environment and never
appears in `repr`. Everything else has a default that works on a laptop.

The database is `GAMEMASTER_DB`, else `DATABASE_URL` (the name hosting services
give PostgreSQL's address), else an SQLite file here. Sharding (docs/deploy.md):
`SHARD_COUNT` is how many shards the whole bot has, `SHARD_IDS` which of them
this process runs ("0,1" or "0-3"; all of them when unset). Without
`SHARD_COUNT` the process is the whole bot, unsharded. `GAMEMASTER_CACHE` is how
many sessions a process keeps in memory (256 by default; a session not kept is read
back from the database when its channel next plays). `GAMEMASTER_WEB` (`HOST:PORT`)
starts the web companion, `GAMEMASTER_PUBLIC_URL` is the address browsers reach it
at, and `GAMEMASTER_WEB_SECRET` signs the links to a seat's own view (bot/web).
`GAMEMASTER_ACTIVITY=1` says the application has a Discord Activity mapped to that
public address, which `/game web activity:True` then opens (docs/deploy.md).
`GAMEMASTER_CLASSIC_MESSAGES=1` posts a turn as several classic messages instead of
one Components V2 message (docs/discord.md, "A turn's message").
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

DEFAULT_DATABASE = "sqlite:///gamemaster.sqlite3"
DEFAULT_CACHE = 256
MAX_CACHE = 1_000_000


class ConfigError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Config:
    token: str = field(default="", repr=False)
    database_url: str = DEFAULT_DATABASE
    # A development server: commands are synced there only, which is instant,
    # instead of globally, which Discord may take a while to roll out.
    guild_id: int | None = None
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Sessions kept in memory: each holds its state and what replay and undo need
    # (about 50-130 KB after 150 actions, bench/bench_session_memory.py).
    session_cache: int = DEFAULT_CACHE
    # The web companion (bot/web, docs/deploy.md): where it listens (`HOST:PORT`,
    # GAMEMASTER_WEB; None: not started) and the address browsers reach it at
    # (GAMEMASTER_PUBLIC_URL; None: no links are posted).
    web: str | None = None
    public_url: str | None = None
    # The application's Discord Activity is set up and mapped to the public address
    # (GAMEMASTER_ACTIVITY=1): `/game web activity:True` opens it.
    activity: bool = False
    # A turn's messages as they were before issue 31 (several classic messages)
    # rather than one Components V2 message (GAMEMASTER_CLASSIC_MESSAGES=1,
    # bot/cogs/layout.py).
    classic_messages: bool = False

    def __post_init__(self) -> None:
        check_shards(self.shard_count, self.shard_ids)

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        database = env.get("GAMEMASTER_DB", "").strip() or env.get("DATABASE_URL", "").strip()
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database_url=database or DEFAULT_DATABASE,
            guild_id=_optional_id(env.get("GAMEMASTER_GUILD", "")),
            shard_count=parse_shard_count(env.get("SHARD_COUNT", ""), "SHARD_COUNT"),
            shard_ids=parse_shard_ids(env.get("SHARD_IDS", ""), "SHARD_IDS"),
            session_cache=parse_cache(env.get("GAMEMASTER_CACHE", ""), "GAMEMASTER_CACHE"),
            web=env.get("GAMEMASTER_WEB", "").strip() or None,
            public_url=env.get("GAMEMASTER_PUBLIC_URL", "").strip() or None,
            activity=parse_flag(env.get("GAMEMASTER_ACTIVITY", ""), "GAMEMASTER_ACTIVITY"),
            classic_messages=parse_flag(env.get("GAMEMASTER_CLASSIC_MESSAGES", ""),
                                        "GAMEMASTER_CLASSIC_MESSAGES"),
        )

    def require_token(self) -> str:
        if not self.token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: create a bot in the Discord developer portal "
                "and export its token (see docs/discord.md)."
            )
        if not looks_like_a_token(self.token):
            raise ConfigError(
                "DISCORD_TOKEN does not hold a bot token (one looks like three long parts "
                "joined by dots): copy it from the developer portal's Bot page (see "
                "docs/discord.md)."
            )
        return self.token


_TOKEN = re.compile(r"^[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{16,}$")


def looks_like_a_token(token: str) -> bool:
    """The shape every Discord bot token has had (id.timestamp.signature, base64url),
    so a placeholder such as `your-bot-token` is caught before going online; only
    Discord can tell whether it is a valid one."""
    return bool(_TOKEN.match(token))


def _optional_id(raw: str) -> int | None:
    raw = raw.strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise ConfigError(f"GAMEMASTER_GUILD must be a server id (digits only), not {raw!r}.")
    return int(raw)


MAX_SHARDS = 65_536
"""Far beyond any bot (Discord asks for one shard per 2,500 servers): a typo guard."""


def parse_cache(raw: str, name: str) -> int:
    """How many sessions to keep in memory: a whole number from 1 up; unset, 256."""
    raw = raw.strip().replace("_", "")
    if not raw:
        return DEFAULT_CACHE
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_CACHE:
        raise ConfigError(
            f"{name} must be how many sessions to keep in memory, a whole number from 1 to "
            f"{MAX_CACHE:,}, not {raw!r}."
        )
    return int(raw)


def parse_flag(raw: str, name: str) -> bool:
    """A yes/no setting: 1, true, yes or on; 0, false, no, off or unset."""
    value = raw.strip().lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("", "0", "false", "no", "off"):
        return False
    raise ConfigError(f"{name} is 1 (yes) or 0 (no), not {raw!r}.")


def parse_shard_count(raw: str, name: str) -> int | None:
    raw = raw.strip()
    if not raw:
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_SHARDS:
        raise ConfigError(f"{name} must be a whole number of shards from 1 up, not {raw!r}.")
    return int(raw)


def parse_shard_ids(raw: str, name: str) -> tuple[int, ...] | None:
    """`"0,1"`, `"4-7"` or both mixed (`"0,2-3"`), in order, without repeats."""
    raw = raw.strip()
    if not raw:
        return None
    ids: list[int] = []
    for part in (p.strip() for p in raw.split(",")):
        first, dash, last = part.partition("-")
        if not first.strip().isdigit() or (dash and not last.strip().isdigit()):
            raise ConfigError(
                f"{name} lists shard numbers such as \"0,1\" or \"0-3\", not {raw!r}."
            )
        low, high = int(first), int(last) if dash else int(first)
        if high < low:
            raise ConfigError(f"{name}: the range {part!r} runs backwards.")
        ids.extend(range(low, high + 1))
    if len(set(ids)) != len(ids):
        raise ConfigError(f"{name} names a shard twice: {raw!r}.")
    return tuple(sorted(ids))


def check_shards(count: int | None, ids: tuple[int, ...] | None) -> None:
    if ids is None:
        return
    if count is None:
        raise ConfigError(
            "SHARD_IDS needs SHARD_COUNT too: how many shards the whole bot has."
        )
    beyond = [n for n in ids if n >= count]
    if beyond:
        raise ConfigError(
            f"SHARD_IDS names shard {beyond[0]}, but with SHARD_COUNT={count} the shards"
            f" are 0 to {count - 1}."
        )
