"""What a slash command receives, turned into plain values for the game master.

Only reading is done here: who is calling, the `key=value` options text, and
tidy action text. Whether any of it makes sense for a game is the game
master's (and the engine's) decision.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.cogs.texts import say
from bot.replies import User
from games.core.game import MAX_ACTION_TEXT

MAX_OPTIONS_TEXT = 300
MAX_OPTIONS = 12
_OPTION_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class InputProblem(Exception):
    """Text a player typed that cannot be read; nothing was attempted."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, locale: str | None) -> str:
        return say(locale, self.key, **self.params)


def user_of(interaction: discord.Interaction) -> User:
    """The calling Discord member as the game master knows players."""
    caller = interaction.user
    return User(
        id=caller.id,
        name=caller.display_name,
        locale=interaction.locale.value,
        # Manage Channel is what lets someone tidy up a channel, so it is
        # also what lets them abort a session someone else hosts there.
        is_admin=interaction.permissions.manage_channels,
    )


def parse_options(text: str | None) -> dict[str, str]:
    """`first_player=1 bonus=spread` (spaces or commas between pairs) to a dict.
    A value may be a comma list (Root's `factions=marquise,eyrie,alliance`): a
    piece without `=` after a comma continues the value before it."""
    if text is None or not text.strip():
        return {}
    if len(text) > MAX_OPTIONS_TEXT:
        raise InputProblem("options_too_long", limit=MAX_OPTIONS_TEXT)
    pairs: list[str] = []
    pieces = re.split(r"([\s,;]+)", text.strip())
    for index in range(0, len(pieces), 2):
        piece, before = pieces[index], pieces[index - 1] if index else ""
        if not piece:
            continue
        if "=" not in piece and "," in before and pairs and not pairs[-1].endswith("="):
            pairs[-1] += "," + piece
        else:
            pairs.append(piece)
    if len(pairs) > MAX_OPTIONS:
        raise InputProblem("too_many_options", limit=MAX_OPTIONS)
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().lower()
        if not sep or not value.strip() or not _OPTION_KEY.match(key):
            raise InputProblem("bad_options", pair=_quote(pair))
        options[key] = value.strip()
    return options


def _quote(text: str, limit: int = 40) -> str:
    """A piece of the player's text, short enough to repeat back safely."""
    cleaned = discord.utils.escape_mentions(discord.utils.escape_markdown(text))
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"


class ActionText(app_commands.Transformer):
    """The `action` of `/play`: canonical notation, whitespace tidied.

    Discord enforces the length limit in its client; text that still arrives
    too long or unreadable is refused politely by the game master, which also
    says what is legal now.
    """

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def max_value(self) -> int:
        return MAX_ACTION_TEXT

    async def transform(self, interaction: discord.Interaction, value: Any) -> str:
        return " ".join(str(value).split())
