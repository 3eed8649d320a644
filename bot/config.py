"""Settings of the Discord bot, read from the environment.

The token is a secret, so it only ever comes from the environment and never
appears in `repr`. Everything else has a default that works on a laptop.
"""

from __future__ import annotations

import os
import re
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
