"""Settings of the Discord bot, read from the environment.

The token is a secret, so it only ever comes from the environment and never
appears in `repr`. Everything else has a default that works on a laptop.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

DEFAULT_DATABASE = "sqlite:///gamemaster.sqlite3"


class ConfigError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Config:
    token: str = field(default="", repr=False)
    database_url: str = DEFAULT_DATABASE
    # A development server: commands are synced there only, which is instant,
    # instead of globally, which Discord may take a while to roll out.
    guild_id: int | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database_url=env.get("GAMEMASTER_DB", "").strip() or DEFAULT_DATABASE,
            guild_id=_optional_id(env.get("GAMEMASTER_GUILD", "")),
        )

    def require_token(self) -> str:
        if not self.token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: create a bot in the Discord developer portal "
                "and export its token (see docs/discord.md)."
            )
        return self.token


def _optional_id(raw: str) -> int | None:
    raw = raw.strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise ConfigError(f"GAMEMASTER_GUILD must be a server id (digits only), not {raw!r}.")
    return int(raw)
