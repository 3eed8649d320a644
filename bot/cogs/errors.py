"""The one place where anything that went wrong becomes a polite private answer.

Slash commands reach it through the command tree's `on_error`; buttons and
selects call it from their handler. Mistakes of players are answered plainly;
anything unexpected is logged with its traceback and answered with an apology.
Whatever happens, the interaction gets an answer.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.cogs.delivery import ViewFactory, deferral_of, deliver
from bot.cogs.inputs import InputProblem, options_problem
from bot.cogs.texts import say
from bot.option_pairs import OptionsProblem
from bot.quoting import error_text
from bot.replies import Reply
from games.core.errors import GameError

log = logging.getLogger(__name__)

_PERMISSION_NAMES = {
    "manage_guild": "Manage Server",
    "manage_channels": "Manage Channels",
    "administrator": "Administrator",
}


class ServerInstallNeeded(app_commands.CheckFailure):
    """A command that needs a server which added the bot, used where only the caller
    installed the app (a user install in someone else's server)."""


def explain(error: BaseException, locale: str) -> tuple[str, bool]:
    """The text for the player, and whether the error is unexpected (to be logged)."""
    cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if isinstance(cause, GameError):
        return error_text(cause, locale), False
    if isinstance(cause, InputProblem):
        return cause.text(locale), False
    if isinstance(cause, OptionsProblem):
        return options_problem(cause).text(locale), False
    if isinstance(cause, app_commands.MissingPermissions):
        needed = ", ".join(_PERMISSION_NAMES.get(p, p) for p in cause.missing_permissions)
        return say(locale, "missing_permissions", permissions=needed), False
    if isinstance(cause, app_commands.NoPrivateMessage):
        return say(locale, "guild_only"), False
    if isinstance(cause, ServerInstallNeeded):
        return say(locale, "server_install"), False
    if isinstance(cause, app_commands.TransformerError):
        return say(locale, "bad_value"), False
    if isinstance(cause, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return say(locale, "outdated_command"), False
    if isinstance(cause, app_commands.CheckFailure):
        return say(locale, "not_allowed"), False
    return say(locale, "internal_error"), True


async def answer_failure(
    interaction: discord.Interaction, error: BaseException, views: ViewFactory
) -> None:
    """Log what needs logging, then tell the caller privately; never raises."""
    text, unexpected = explain(error, interaction.locale.value)
    if unexpected:
        log.error("interaction %s failed", interaction.id, exc_info=error)
    if interaction.type is discord.InteractionType.autocomplete:
        return  # a suggestion list cannot carry a message; the log has it
    try:
        await _answer_privately(interaction, text, views)
    except Exception:  # Discord itself failed us; the log is all that is left
        log.exception("could not answer interaction %s", interaction.id)


async def _answer_privately(
    interaction: discord.Interaction, text: str, views: ViewFactory
) -> None:
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True)
    elif deferral_of(interaction) is None:
        await interaction.followup.send(text, ephemeral=True)
    else:
        await deliver(interaction, Reply.error(text), views)
