"""The slash commands, made from the command table (bot/commands.py), and the
buttons and selects of the bot's messages.

`discord_commands(master)` turns every `Command` of the table into a discord.py
app command: its options typed and bounded as the table says, choices and
autocomplete from the table, names and descriptions from the command catalog.
Each callback is the same three steps: defer (Discord allows 3 s), ask the part
of the game master the table names, send its reply (or, for `/game web activity:True`
where an Activity is set up, open it instead of deferring). No rule of any game is known
here; the game master validates everything again on submit, whatever Discord's
client let through. Errors go to the command tree's single error handler
(`bot.cogs.errors`).
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Concatenate, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot import form_modal
from bot.cogs import layout
from bot.cogs.delivery import (
    EDITED_IN_PLACE,
    Deferral,
    ViewFactory,
    acknowledge,
    deliver,
    launch_activity,
)
from bot.cogs.errors import ServerInstallNeeded, answer_failure
from bot.cogs.inputs import user_of
from bot.cogs.texts import say
from bot.commands import (
    COMMANDS,
    GROUPS,
    Asking,
    Call,
    Command,
    Kind,
    Option,
    Permission,
    Shown,
    Value,
    choice_name,
    command_text,
    group_text,
    offered_anywhere,
    option_text,
)
from bot.fitting import fit
from bot.quoting import unquoted
from bot.replies import Choice, Reply, User, images_follow
from bot.views import PRESS_EVENT, Press, build_view, handled

if TYPE_CHECKING:
    from bot.service import GameMaster

logger = logging.getLogger(__name__)

MAX_SUGGESTIONS = 25
"""Discord shows at most 25 autocomplete suggestions."""

AppCommand = app_commands.Command[Any, ..., None] | app_commands.Group
Suggestions = list[app_commands.Choice[str]]


def views_for(interaction: discord.Interaction) -> ViewFactory:
    """Components for a reply's messages, labelled in the caller's language."""
    return lambda message: build_view(message, interaction.locale.value)


def suggestions(choices: list[Choice], limit: int = MAX_SUGGESTIONS) -> Suggestions:
    """Game master choices as Discord suggestions: at most 25, each within 100 characters."""
    shown: Suggestions = []
    for choice in choices:
        if 0 < len(choice.action) <= 100 and len(shown) < limit:
            name = fit(unquoted(choice.label) or choice.action, 100)  # plain text
            shown.append(app_commands.Choice(name=name, value=choice.action))
    return shown


async def _never_failing(produce: Callable[[], Awaitable[Suggestions]]) -> Suggestions:
    """Suggestions, or none: a failed suggestion list would leave the player waiting."""
    try:
        return await produce()
    except Exception:
        logger.exception("autocomplete failed")
        return []


# Where Discord offers a command (it decides per top-level command, bot/commands.py
# `offered_anywhere`): a server that added the bot, or also a user's own install,
# in direct messages and group chats.
SERVER_ONLY = (
    app_commands.AppInstallationType(guild=True, user=False),
    app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
)
ANYWHERE = (
    app_commands.AppInstallationType(guild=True, user=True),
    app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
)


# -- the tree, from the table ---------------------------------------------------------------
def discord_commands(master: GameMaster) -> list[AppCommand]:
    """Every command of the table as discord.py app commands: the groups, then the
    top-level commands, each in the table's order."""
    groups = {
        group.name: app_commands.Group(
            name=group.name, description=group_text(group.name, "description"),
            guild_only=not offered_anywhere(group.name),
            allowed_installs=_reach(offered_anywhere(group.name))[0],
            allowed_contexts=_reach(offered_anywhere(group.name))[1],
        )
        for group in GROUPS
    }
    top: list[AppCommand] = []
    for command in COMMANDS:
        callback = _callback(master, command)
        name, description = command_text(command, "name"), command_text(command, "description")
        if command.group is None:
            top.append(app_commands.command(name=name, description=description)(callback))
        else:
            groups[command.group].command(name=name, description=description)(callback)
    return [*groups.values(), *top]


Callback = Callable[Concatenate[discord.Interaction, ...], Coroutine[Any, Any, None]]


def _callback(master: GameMaster, command: Command) -> Callback:
    """The command's callback; discord.py reads its options from its signature,
    built here from the table."""

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await run(master, command, interaction, values)

    callback.__name__ = callback.__qualname__ = f"{command.where.replace('.', '_')}"
    options = command.discord_options
    callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                           annotation=discord.Interaction)]
        + [_parameter(option) for option in options]
    )
    made: Callback = callback
    if options:
        made = app_commands.describe(
            **{o.name: option_text(command, o, "description") for o in options}
        )(made)
    choices = {
        o.name: [app_commands.Choice(name=choice_name(v), value=v) for v in o.choices]
        for o in options if o.choices
    }
    if choices:
        made = app_commands.choices(**choices)(made)
    suggesting = {o.name: _autocomplete(master, o) for o in options if o.suggest is not None}
    if suggesting:
        made = app_commands.autocomplete(**suggesting)(made)
    if command.requires_permission:
        made = app_commands.checks.has_permissions(**{_permission_flag(command.permission): True})(
            made
        )
    if command.group is None:
        installs, contexts = _reach(command.anywhere)
        made = app_commands.allowed_installs(
            guilds=installs.guild, users=installs.user)(made)
        made = app_commands.allowed_contexts(
            guilds=contexts.guild, dms=contexts.dm_channel,
            private_channels=contexts.private_channel)(made)
    return made


def _reach(
    anywhere: bool,
) -> tuple[app_commands.AppInstallationType, app_commands.AppCommandContext]:
    return ANYWHERE if anywhere else SERVER_ONLY


def _parameter(option: Option) -> inspect.Parameter:
    annotation: Any
    if option.kind is Kind.FLAG:
        annotation = bool
    elif option.kind is Kind.NUMBER:
        annotation = app_commands.Range[int, option.low, option.high] if (
            option.low is not None or option.high is not None) else int
    elif option.low is not None or option.high is not None:
        annotation = app_commands.Range[str, option.low, option.high]
    else:
        annotation = str
    if option.required:
        default: Any = inspect.Parameter.empty
    else:
        default = option.default
        if default is None:
            annotation = Optional[annotation]  # noqa: UP045 (a runtime annotation object)
    return inspect.Parameter(option.name, inspect.Parameter.KEYWORD_ONLY,
                             annotation=annotation, default=default)


def _permission_flag(permission: Permission) -> str:
    match permission:
        case Permission.MANAGE_GUILD:
            return "manage_guild"
        case Permission.MANAGE_CHANNELS:
            return "manage_channels"


def _is_admin(interaction: discord.Interaction, permission: Permission) -> bool:
    match permission:
        case Permission.MANAGE_GUILD:
            return interaction.permissions.manage_guild
        case Permission.MANAGE_CHANNELS:
            return interaction.permissions.manage_channels


def _autocomplete(
    master: GameMaster, option: Option
) -> Callable[[discord.Interaction, str], Coroutine[Any, Any, Suggestions]]:
    suggest = option.suggest
    assert suggest is not None

    async def suggested(interaction: discord.Interaction, current: str) -> Suggestions:
        async def produce() -> Suggestions:
            values = {k: v for k, v in vars(interaction.namespace).items() if v is not None}
            asking = Asking(user_of(interaction), _channel_of(interaction), current, values)
            offered = suggest(master, asking)
            if inspect.isawaitable(offered):  # a source that reads the store
                offered = await offered
            return suggestions(offered)

        return await _never_failing(produce)

    return suggested


def read(command: Command, values: dict[str, Any]) -> dict[str, Value]:
    """The options as the table reads them: defaults filled in, typed moves tidied."""
    read_values: dict[str, Value] = {}
    for option in command.options:
        value = values.get(option.name, option.default)
        if isinstance(value, str) and option.tidy:
            value = " ".join(value.split())
        if value is not None:
            read_values[option.name] = value
    return read_values


async def run(
    master: GameMaster, command: Command, interaction: discord.Interaction, values: dict[str, Any]
) -> None:
    """Defer, ask the part of the game master that answers, deliver; exceptions reach
    the tree's error handler. A command that opens the Activity (`Command.launch`)
    does so instead, as the first response; refused, it answers as usual."""
    user = replace(user_of(interaction), is_admin=_is_admin(interaction, command.permission))
    call = Call(user, _channel_of(interaction), interaction.guild_id, read(command, values))
    if (command.launch is not None and interaction.guild_id is not None
            and command.launch(master, call) and await launch_activity(interaction)):
        return
    shown = command.shown_now(master, call) if command.shown_now else command.shown
    deferral = Deferral.PUBLIC if shown is Shown.CHANNEL else Deferral.EPHEMERAL
    await acknowledge(interaction, deferral)
    if command.in_channel and (interaction.guild_id is None or call.channel is None):
        raise app_commands.NoPrivateMessage()
    if not command.anywhere and interaction.guild_id is not None and (
            not interaction.is_guild_integration()):
        # Installed to the caller only, in a server that has not added the bot: a
        # game there could not be told its turns (the bot cannot post in it).
        raise ServerInstallNeeded()
    with images_follow():  # a move's text goes out before its board is drawn
        reply = await command.answer(master, call)
    await deliver(interaction, reply, views_for(interaction), master.result_posted)


def _channel_of(interaction: discord.Interaction) -> int | None:
    """The channel a game may live in: a server's channel, never a direct message or
    a group chat (where the commands that work anywhere need no channel)."""
    return interaction.channel_id if interaction.guild_id is not None else None


# -- buttons and selects ------------------------------------------------------------------
class GameCog(commands.Cog, name="Game"):
    """The buttons and selects of the bot's messages (the slash commands are made from
    the table by `discord_commands`)."""

    def __init__(self, master: GameMaster) -> None:
        self.master = master

    @commands.Cog.listener(f"on_{PRESS_EVENT}")
    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        """A button or select of ours was used: the same path as the slash command."""
        if press.kind == "form":  # answered with the form itself: no deferral first
            await self._open_form(interaction, press)
            return
        try:
            await acknowledge(interaction, Deferral.UPDATE)
            with images_follow():
                reply = await self._pressed(user_of(interaction), interaction.channel_id, press)
            await deliver(interaction, reply, views_for(interaction), self.master.result_posted)
            # "Choose privately" and "What happened" stay on the channel's message:
            # they only answered privately, and may be pressed again.
            if reply.ok and press.kind not in ("choose", "happened") and not (
                    interaction.extras.get(EDITED_IN_PLACE)):  # its buttons the new ones
                await self._retire_components(interaction)
        except Exception as error:  # the single error path, as for slash commands
            await answer_failure(interaction, error, views_for(interaction))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button or select that none of our items will take (a forged custom_id, a
        component of an unknown message), or a submitted form whose custom id is none
        of ours: answer politely rather than let Discord say "interaction failed". A
        form of ours submitted is answered here too: from its custom id alone, so a
        form opened before a restart is answered after it (the bot keeps no modal)."""
        submitted = form_modal.submission(interaction)
        if submitted is not None:
            await self._form_submitted(interaction, submitted)
            return
        forged_form = interaction.type is discord.InteractionType.modal_submit
        if not forged_form and (
            interaction.type is not discord.InteractionType.component or handled(interaction)
        ):
            return
        try:
            text = say(interaction.locale.value, "unknown_button")
            await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            logger.info("could not answer the unknown press %s", interaction.id)

    async def _open_form(self, interaction: discord.Interaction, press: Press) -> None:
        """"Fill in the form": the form as a modal for the presser whose decision it
        asks; anyone else is answered privately (whose decision it is)."""
        try:
            if interaction.channel_id is None:
                raise app_commands.NoPrivateMessage()
            reply = await self.master.moves.form(
                interaction.channel_id, user_of(interaction), press.action,
                seq=press.seq, session_id=press.session_id,
            )
            if reply.form is not None:
                await interaction.response.send_modal(form_modal.modal(reply.form))
                return
            await deliver(interaction, reply, views_for(interaction), self.master.result_posted)
        except Exception as error:
            await answer_failure(interaction, error, views_for(interaction))

    async def _form_submitted(
        self, interaction: discord.Interaction, submitted: form_modal.Submission
    ) -> None:
        """A form submitted: played like a press of the message it was opened from."""
        try:
            await acknowledge(interaction, Deferral.UPDATE)
            if interaction.channel_id is None:
                raise app_commands.NoPrivateMessage()
            with images_follow():
                reply = await self.master.moves.submit_form(
                    interaction.channel_id, user_of(interaction), submitted.form,
                    submitted.answers, seq=submitted.seq, session_id=submitted.session_id,
                )
            await deliver(interaction, reply, views_for(interaction), self.master.result_posted)
            if reply.ok and interaction.message is not None and not (
                    interaction.extras.get(EDITED_IN_PLACE)):  # its buttons the new ones
                await self._retire_components(interaction)
        except Exception as error:
            await answer_failure(interaction, error, views_for(interaction))

    async def _pressed(self, user: User, channel_id: int | None, press: Press) -> Reply:
        if channel_id is None:
            raise app_commands.NoPrivateMessage()
        if press.kind == "undo":
            return await self.master.moves.undo(
                channel_id, user, confirm=True, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "abort":
            return await self.master.lobby.abort(
                channel_id, user, confirm=True, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "choose":
            return await self.master.moves.choose(
                channel_id, user, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "happened":
            return await self.master.looking_back.catch_up(
                channel_id, user, session_id=press.session_id
            )
        return await self.master.moves.play(
            channel_id, user, press.action, seq=press.seq, session_id=press.session_id
        )

    async def _retire_components(self, interaction: discord.Interaction) -> None:
        """Once a choice was accepted, its buttons are history: remove them (from a
        turn's layout message, its action rows only: its text and pictures stay)."""
        message = interaction.message
        try:
            if message is not None and message.flags.components_v2:
                await interaction.edit_original_response(
                    view=layout.retired(message), attachments=message.attachments)
            else:
                await interaction.edit_original_response(view=None)
        except discord.HTTPException:
            logger.info("could not remove the buttons of interaction %s", interaction.id)
