"""What a slash command receives, turned into plain values for the game master.

Only reading is done here: who is calling and the `key=value` options text (a
typed move is tidied by the table's reading, bot/cogs/game.py `read`). Whether
any of it makes sense for a game is the game master's (and the engine's) decision.
"""

from __future__ import annotations

from typing import Any

import discord

from bot import option_pairs
from bot.cogs.texts import say
from bot.replies import User


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
        raise options_problem(problem) from None


def options_problem(problem: option_pairs.OptionsProblem) -> InputProblem:
    """An options text that cannot be read, said to a Discord reader: the piece
    not understood quoted safely."""
    params = dict(problem.params)
    if "pair" in params:
        params["pair"] = _quote(params["pair"])
    return InputProblem(problem.key, **params)


def _quote(text: str, limit: int = 40) -> str:
    """A piece of the player's text, short enough to repeat back safely."""
    cleaned = discord.utils.escape_mentions(discord.utils.escape_markdown(text))
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"
