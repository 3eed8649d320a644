"""The slash commands: `/game ...`, `/play` and `/hand`.

Each callback is the same three steps: defer (Discord allows 3 s), ask the game
master, send its reply. No rule of any game is known here; the game master
validates everything again on submit, whatever Discord's client let through.
Errors go to the command tree's single error handler (`bot.cogs.errors`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.delivery import Deferral, ViewFactory, acknowledge, deliver
from bot.cogs.errors import answer_failure
from bot.cogs.inputs import ActionText, parse_options, user_of
from bot.cogs.texts import say
from bot.fitting import fit
from bot.quoting import unquoted
from bot.replies import Choice, Reply, User, images_follow
from bot.views import PRESS_EVENT, Press, build_view, handled
from games.core.registry import all_games, game_ids, get_game

if TYPE_CHECKING:
    from bot.service import GameMaster

logger = logging.getLogger(__name__)

MAX_SUGGESTIONS = 25
"""Discord shows at most 25 autocomplete suggestions."""

MAX_SEED = 2**53 - 1
"""Discord integers are limited to what a JavaScript number holds exactly."""

GAME_CHOICES = [app_commands.Choice(name=game_id, value=game_id) for game_id in game_ids()]

LANGUAGE_CHOICES = [
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="Español", value="es"),
    app_commands.Choice(name="clear (each player's own language)", value="clear"),
]

BOT_CHOICES = [
    app_commands.Choice(name="easy: the normal player, now and then a random move", value="easy"),
    app_commands.Choice(name="normal: plays by rules of thumb, one move ahead", value="normal"),
    app_commands.Choice(name="hard: searches many futures, a few seconds a move", value="hard"),
    app_commands.Choice(name="random: any legal move (for testing)", value="random"),
]
"""The AI levels of `/game addbot` (games/core/agents.py `LEVELS`), one line each."""

ABSENT_CHOICES = [
    app_commands.Choice(name="an AI plays for them", value="bot"),
    app_commands.Choice(name="the table waits", value="wait"),
]

MasterCall = Callable[[User, int], Awaitable[Reply]]
"""A command of the game master for a user in a channel (the channel checked by `run`)."""


def views_for(interaction: discord.Interaction) -> ViewFactory:
    """Components for a reply's messages, labelled in the caller's language."""
    return lambda message: build_view(message, interaction.locale.value)


def suggestions(
    choices: list[Choice], limit: int = MAX_SUGGESTIONS
) -> list[app_commands.Choice[str]]:
    """Game master choices as Discord suggestions: at most 25, each within 100 characters."""
    shown: list[app_commands.Choice[str]] = []
    for choice in choices:
        if 0 < len(choice.action) <= 100 and len(shown) < limit:
            name = fit(unquoted(choice.label) or choice.action, 100)  # plain text
            shown.append(app_commands.Choice(name=name, value=choice.action))
    return shown


def _never_failing(
    produce: Callable[[], list[app_commands.Choice[str]]],
) -> list[app_commands.Choice[str]]:
    """Suggestions, or none: a failed suggestion list would leave the player waiting."""
    try:
        return produce()
    except Exception:
        logger.exception("autocomplete failed")
        return []


class GameCog(commands.Cog, name="Game"):
    """Board game sessions, one per channel."""

    game = app_commands.Group(
        name="game",
        description="Start, join and manage the board game in this channel",
        guild_only=True,
    )

    games = app_commands.Group(
        name="games", description="Your games everywhere, and how you are reminded of them"
    )

    def __init__(self, master: GameMaster) -> None:
        self.master = master

    async def run(
        self, interaction: discord.Interaction, deferral: Deferral, call: MasterCall
    ) -> None:
        """Defer, ask the game master, deliver; exceptions reach the tree's error handler."""
        await acknowledge(interaction, deferral)
        channel = interaction.channel_id
        if interaction.guild_id is None or channel is None:
            raise app_commands.NoPrivateMessage()
        with images_follow():  # a move's text goes out before its board is drawn
            reply = await call(user_of(interaction), channel)
        await deliver(interaction, reply, views_for(interaction))

    def _posting(self, kind: str, interaction: discord.Interaction) -> Deferral:
        """A public post on demand defers publicly, unless it was just posted: the
        repeat is answered privately (bot/public_posts.py), so nothing flickers in
        the channel."""
        channel = interaction.channel_id
        if channel is not None and self.master.posted_recently(channel, kind):
            return Deferral.EPHEMERAL
        return Deferral.PUBLIC

    # -- lobby ----------------------------------------------------------------
    @game.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(
        game="The game to play",
        options="Game options as key=value pairs, e.g. first_player=1 bonus=spread",
        seed="A seed to replay the same dice and shuffles (optional)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: app_commands.Range[str, 0, 300] | None = None,
        seed: app_commands.Range[int, 0, MAX_SEED] | None = None,
    ) -> None:
        async def call(user: User, channel: int) -> Reply:
            parsed = parse_options(options)
            guild = interaction.guild_id
            return await self.master.new(channel, guild, user, game, parsed, seed=seed)

        await self.run(interaction, Deferral.PUBLIC, call)

    @game.command(name="join", description="Take a seat in the lobby of this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.PUBLIC, lambda u, ch: self.master.join(ch, u))

    @game.command(name="leave", description="Give up your seat in the lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.PUBLIC, lambda u, ch: self.master.leave(ch, u))

    @game.command(name="addbot", description="Add a computer player to the lobby")
    @app_commands.describe(kind="How well the computer player plays")
    @app_commands.choices(kind=BOT_CHOICES)
    async def addbot(self, interaction: discord.Interaction, kind: str = "normal") -> None:
        await self.run(
            interaction, Deferral.PUBLIC, lambda u, ch: self.master.add_bot(ch, u, kind=kind)
        )

    @game.command(name="start", description="Deal out the game with the seated players")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.PUBLIC, lambda u, ch: self.master.start(ch, u))

    # -- looking at the game ----------------------------------------------------
    @game.command(name="status", description="Who plays, whose turn it is, the scores")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, self._posting("status", interaction),
                       lambda u, ch: self.master.status(ch, u))

    @game.command(name="board", description="Post a picture of the board")
    async def board(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, self._posting("board", interaction),
                       lambda u, ch: self.master.board(ch, u))

    @game.command(name="log", description="Read the moves played so far")
    @app_commands.describe(
        page="Page of the log, 1 is the most recent",
        details="Show every step with its move number, the automatic ones too",
    )
    async def log(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 10_000] = 1,
        details: bool = False,
    ) -> None:
        await self.run(
            interaction,
            Deferral.EPHEMERAL,
            lambda u, ch: self.master.log(ch, u, page=page, details=details),
        )

    @game.command(name="history", description="See the board as it was after an earlier move")
    @app_commands.describe(move="The move number, as the log and the boards show it (0: the start)")
    async def history(
        self, interaction: discord.Interaction, move: app_commands.Range[int, 0, 1_000_000]
    ) -> None:
        await self.run(
            interaction, Deferral.EPHEMERAL, lambda u, ch: self.master.history(ch, u, move)
        )

    @game.command(name="export", description="The game as a file in its notation (Root: Rootlog)")
    async def export(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, self._posting("export", interaction),
                       lambda u, ch: self.master.export(ch, u))

    @game.command(name="rules", description="Short summaries of the rules")
    @app_commands.describe(
        topic="The rules topic to read; leave empty for the list",
        game="Which game's rules (default: the game in this channel)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction,
        topic: app_commands.Range[str, 0, 100] | None = None,
        game: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            Deferral.EPHEMERAL,
            lambda u, ch: self.master.rules(ch, u, topic=topic, game=game),
        )

    @rules.autocomplete("topic")
    async def topic_suggestions(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        locale = interaction.locale.value

        def matching() -> list[app_commands.Choice[str]]:
            found = [
                (name, topic) for name, topic in self._topics(interaction, locale)
                if typed in name.lower() or typed in topic.lower()
            ]
            return [
                app_commands.Choice(name=name, value=topic)
                for name, topic in found[:MAX_SUGGESTIONS]
            ]

        return _never_failing(matching)

    def _topics(self, interaction: discord.Interaction, locale: str) -> list[tuple[str, str]]:
        """(name in the reader's language, topic) of the chosen game, else of this
        channel's game, else of every game."""
        chosen = getattr(interaction.namespace, "game", None)
        channel = interaction.channel_id
        session = self.master.sessions.peek(channel) if channel is not None else None  # memory
        games = (
            [get_game(chosen)] if chosen
            else [session.game] if session is not None
            else list(all_games())
        )
        return sorted({
            (game.rules_topic_name(topic, locale), topic)
            for game in games for topic in game.rules_topics()
        })

    @game.command(name="card", description="Look up a card, artifact, troll or spell by name")
    @app_commands.describe(
        name="Its name, in English or Spanish; leave empty for what can be looked up",
        game="Which game (default: the game in this channel)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 0, 100] | None = None,
        game: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            Deferral.EPHEMERAL,  # the reader's own look-up
            lambda u, ch: self.master.card(ch, u, name, game=game),
        )

    @card.autocomplete("name")
    async def card_suggestions(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        channel = interaction.channel_id
        chosen = getattr(interaction.namespace, "game", None)

        def produce() -> list[app_commands.Choice[str]]:
            user = user_of(interaction)
            return suggestions(self.master.card_choices(channel, user, current, game=chosen))

        return _never_failing(produce)

    # -- changing the course of the game ------------------------------------------
    @game.command(name="undo", description="Take back your last moves (not past dice or cards)")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.EPHEMERAL, lambda u, ch: self.master.undo(ch, u))

    @game.command(name="abort", description="End the session in this channel without a result")
    async def abort(self, interaction: discord.Interaction) -> None:
        # Only asks, privately: the button it offers ends the game (see on_press).
        await self.run(
            interaction, Deferral.EPHEMERAL, lambda u, ch: self.master.abort(ch, u)
        )

    @game.command(name="settings", description="Choose the bot's language on this server")
    @app_commands.describe(language="The language of game messages, or clear to follow each player")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(self, interaction: discord.Interaction, language: str) -> None:
        guild = interaction.guild_id
        locale = None if language == "clear" else language
        # A server-wide setting: Manage Server (checked above) is what makes an admin here.
        admin = interaction.permissions.manage_guild
        await self.run(
            interaction,
            Deferral.EPHEMERAL,
            lambda u, _channel: self.master.settings(guild, replace(u, is_admin=admin), locale),
        )

    @game.command(
        name="character", description="Your campaign character on this server; buy talents"
    )
    @app_commands.describe(talent="A talent to buy with experience, between games (optional)")
    async def character(
        self,
        interaction: discord.Interaction,
        talent: app_commands.Range[str, 0, 40] | None = None,
    ) -> None:
        guild = interaction.guild_id
        await self.run(
            interaction,
            Deferral.EPHEMERAL,
            lambda u, ch: self.master.character(ch, guild, u, None, talent),
        )

    @character.autocomplete("talent")
    async def talent_suggestions(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        channel = interaction.channel_id

        def produce() -> list[app_commands.Choice[str]]:
            user = user_of(interaction)
            return suggestions(self.master.talent_choices(channel, user, current))

        return _never_failing(produce)

    # -- time ---------------------------------------------------------------------------
    @game.command(name="clock", description="The table's clock; the host can change it")
    @app_commands.describe(
        time="Time per decision (12h, 1d, 3d), a reserve plus increment (5d+1d), or none",
        absent="When a player's time is up and the grace has passed",
        grace="How long after the time is up an AI steps in (e.g. 24h)",
        vacation="Vacation days each player may take in this game",
    )
    @app_commands.choices(absent=ABSENT_CHOICES)
    async def clock(
        self,
        interaction: discord.Interaction,
        time: app_commands.Range[str, 1, 20] | None = None,
        absent: str | None = None,
        grace: app_commands.Range[str, 1, 20] | None = None,
        vacation: app_commands.Range[int, 0, 60] | None = None,
    ) -> None:
        changing = any(v is not None for v in (time, absent, grace, vacation))
        days = None if vacation is None else str(vacation)
        await self.run(
            interaction,
            Deferral.PUBLIC if changing else Deferral.EPHEMERAL,
            lambda u, ch: self.master.clock(ch, u, time, absent, grace, days),
        )

    @game.command(name="vacation", description="Stop your clock for some days; the table waits")
    @app_commands.describe(days="How many days (the table sets how many you may take)")
    async def vacation(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 60]
    ) -> None:
        await self.run(
            interaction, Deferral.PUBLIC, lambda u, ch: self.master.vacation(ch, u, days)
        )

    @game.command(name="resume", description="Play your own seat again after an absence")
    async def resume(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.PUBLIC, lambda u, ch: self.master.resume(ch, u))

    @games.command(name="reminders", description="Direct messages when a game waits for you")
    @app_commands.describe(
        direct="Send me a direct message when a game without a clock waits for me",
        hours="After how many hours of waiting",
        mute="Mute every reminder: no direct message, no reminder ping",
    )
    async def reminders(
        self,
        interaction: discord.Interaction,
        direct: bool | None = None,
        hours: app_commands.Range[int, 1, 168] | None = None,
        mute: bool | None = None,
    ) -> None:
        await acknowledge(interaction, Deferral.EPHEMERAL)
        reply = await self.master.reminders(user_of(interaction), direct, hours, mute)
        await deliver(interaction, reply, views_for(interaction))

    # -- playing ------------------------------------------------------------------------
    @app_commands.command(name="play", description="Make your move")
    @app_commands.describe(action="Your move; start typing to see what is possible now")
    @app_commands.guild_only()
    async def play(
        self, interaction: discord.Interaction, action: app_commands.Transform[str, ActionText]
    ) -> None:
        await self.run(interaction, Deferral.PUBLIC, lambda u, ch: self.master.play(ch, u, action))

    @play.autocomplete("action")
    async def action_suggestions(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        user = user_of(interaction)
        channel = interaction.channel_id
        if channel is None:
            return []
        # The game master answers from memory and, after a restart, starts
        # restoring the channel's game so that the next keystroke has answers.
        return _never_failing(
            lambda: suggestions(self.master.autocomplete(channel, user, current, MAX_SUGGESTIONS))
        )

    @app_commands.command(name="hand", description="See your private resources (only you)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, Deferral.EPHEMERAL, lambda u, ch: self.master.hand(ch, u))

    # -- every game of the caller ------------------------------------------------------
    @games.command(name="list", description="Where you are expected: your turns first")
    async def games_list(self, interaction: discord.Interaction) -> None:
        # Not tied to a channel: it answers in a server or in a direct message alike.
        await acknowledge(interaction, Deferral.EPHEMERAL)
        reply = await self.master.my_games(user_of(interaction))
        await deliver(interaction, reply, views_for(interaction))

    # -- buttons and selects -------------------------------------------------------------
    @commands.Cog.listener(f"on_{PRESS_EVENT}")
    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        """A button or select of ours was used: the same path as the slash command."""
        try:
            await acknowledge(interaction, Deferral.UPDATE)
            with images_follow():
                reply = await self._pressed(user_of(interaction), interaction.channel_id, press)
            await deliver(interaction, reply, views_for(interaction))
            # "Choose privately" and "What happened" stay on the channel's message:
            # they only answered privately, and may be pressed again.
            if reply.ok and press.kind not in ("choose", "happened"):
                await self._retire_components(interaction)
        except Exception as error:  # the single error path, as for slash commands
            await answer_failure(interaction, error, views_for(interaction))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button or select that none of our items will take (a forged custom_id, a
        component of an unknown message): answer politely rather than let Discord
        say "interaction failed"."""
        if interaction.type is not discord.InteractionType.component or handled(interaction):
            return
        try:
            text = say(interaction.locale.value, "unknown_button")
            await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            logger.info("could not answer the unknown press %s", interaction.id)

    async def _pressed(self, user: User, channel_id: int | None, press: Press) -> Reply:
        if channel_id is None:
            raise app_commands.NoPrivateMessage()
        if press.kind == "undo":
            return await self.master.undo(
                channel_id, user, confirm=True, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "abort":
            return await self.master.abort(
                channel_id, user, confirm=True, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "choose":
            return await self.master.choose(
                channel_id, user, seq=press.seq, session_id=press.session_id
            )
        if press.kind == "happened":
            return await self.master.catch_up(channel_id, user, session_id=press.session_id)
        return await self.master.play(
            channel_id, user, press.action, seq=press.seq, session_id=press.session_id
        )

    async def _retire_components(self, interaction: discord.Interaction) -> None:
        """Once a choice was accepted, its buttons are history: remove them."""
        try:
            await interaction.edit_original_response(view=None)
        except discord.HTTPException:
            logger.info("could not remove the buttons of interaction %s", interaction.id)
