"""What a slash command receives, turned into plain values for the game master.

Only reading is done here: who is calling, the `key=value` options text, and
tidy action text. Whether any of it makes sense for a game is the game
master's (and the engine's) decision.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot import option_pairs
from bot.cogs.texts import say
from bot.replies import User
from games.core.game import MAX_ACTION_TEXT


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
    """The options text of `/game new`, read by the one parser every transport uses
    (bot/option_pairs.py); a text it cannot read is a polite refusal."""
    try:
        return option_pairs.parse_options(text)
    except option_pairs.OptionsProblem as problem:
        params = dict(problem.params)
        if "pair" in params:
            params["pair"] = _quote(params["pair"])
        raise InputProblem(problem.key, **params) from None


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
