"""Assembling the Discord bot: intents, the commands of the table, the cog of buttons,
translator, persistent buttons, storage.

`build_bot` returns a configured bot that has not connected to anything, so
tests and scripts can drive it; `run_bot` connects it to Discord and blocks.

With `SHARD_COUNT` set (bot/config.py) the bot is discord.py's sharded client
running the shards `SHARD_IDS` names; several such processes on one database
cover all the shards (docs/deploy.md). Discord sends each server's events to
the shard `(server id >> 22) % SHARD_COUNT`, so a channel's commands always
reach the same process and its cached sessions stay warm there.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import ai_process, collector
from bot.cogs.errors import answer_failure
from bot.cogs.game import GameCog, discord_commands, views_for
from bot.cogs.notifier import DiscordNotifier
from bot.config import Config
from bot.scheduler import Scheduler
from bot.storage import open_store
from bot.translator import CommandTranslator
from bot.views import DYNAMIC_ITEMS

if TYPE_CHECKING:
    from bot.service import GameMaster
    from bot.storage.base import Store
    from bot.web.server import WebServer

log = logging.getLogger(__name__)


class GameTree(app_commands.CommandTree):
    """The command tree with the bot's single error handler."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await answer_failure(interaction, error, views_for(interaction))


class GameBot(commands.Bot):
    """The game master on Discord: slash commands only, so no privileged intents."""

    def __init__(
        self, config: Config, game_master: GameMaster, store: Store, **client_options: Any
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents(guilds=True),
            tree_cls=GameTree,
            # Nothing pings unless a message names its users explicitly.
            allowed_mentions=discord.AllowedMentions.none(),
            **client_options,
        )
        self.config = config
        self.game_master = game_master
        self.store = store
        # Deadlines (clocks, reminders, lobby expiry) fire in the background, from
        # setup_hook until close; its messages go out through DiscordNotifier.
        self.scheduler = Scheduler(game_master, DiscordNotifier(self, game_master.result_posted))
        self._store_open = False
        self._synced = False
        self.web_server: WebServer | None = None

    async def login(self, token: str) -> None:
        # The store first, before any network: a damaged database file is
        # reported at once (a StorageError out of `run`), not after connecting.
        await self._open_store()
        await super().login(token)

    async def _open_store(self) -> None:
        await self.store.open()
        self._store_open = True

    async def setup_hook(self) -> None:
        await self._open_store()  # already open when `login` ran; idempotent
        await self.tree.set_translator(CommandTranslator())
        for command in discord_commands(self.game_master):  # the table (bot/commands.py)
            self.tree.add_command(command)
        await self.add_cog(GameCog(self.game_master))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.scheduler.start()
        await self._start_web()

    async def _start_web(self) -> None:
        """The web companion, when `--web` / `GAMEMASTER_WEB` asks for it (bot/web)."""
        if not self.config.web:
            return
        from bot.web.server import (
            WebServer,
            WebSettings,
            parse_address,
            parse_public_url,
            signer_from_env,
        )

        host, port = parse_address(self.config.web)
        signer, made = signer_from_env()
        if made:
            log.warning("GAMEMASTER_WEB_SECRET is not set: seat links are signed with a "
                        "secret made for this process and stop working when it ends")
        settings = WebSettings(host, port, parse_public_url(self.config.public_url),
                               trust_forwarded=host in ("127.0.0.1", "::1", "localhost"))
        self.web_server = WebServer(self.game_master, settings, signer)
        await self.web_server.start()
        self.game_master.web.activity = self.config.activity
        if self.config.activity and settings.public_url is None:
            log.warning("GAMEMASTER_ACTIVITY needs GAMEMASTER_PUBLIC_URL (the address the "
                        "Activity's URL mapping reaches): /game web gives links instead")

    async def on_ready(self) -> None:
        # READY comes again after every reconnect; one sync per process is enough.
        if not self._synced:
            self._synced = True
            await self.sync_commands()

    async def sync_commands(self) -> list[app_commands.AppCommand]:
        """Register the commands with Discord: on the development server if configured."""
        guild = discord.Object(self.config.guild_id) if self.config.guild_id else None
        try:
            if guild is not None:
                self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        except discord.HTTPException:
            log.exception("could not sync the slash commands; they may be out of date")
            self._synced = False
            return []
        where = f"to server {guild.id}" if guild else "globally"
        log.info("synced %d commands %s", len(synced), where)
        return synced

    async def close(self) -> None:
        try:
            await self.scheduler.stop()
            if self.web_server is not None:
                await self.web_server.stop()
            await super().close()
        finally:
            await self.game_master.close()
            if self._store_open:
                self._store_open = False
                await self.store.close()


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The game master running some of the bot's shards (`SHARD_COUNT`, `SHARD_IDS`)."""

    def __init__(self, config: Config, game_master: GameMaster, store: Store) -> None:
        super().__init__(
            config, game_master, store,
            shard_count=config.shard_count,
            # None: every shard of the count, in this one process.
            shard_ids=list(config.shard_ids) if config.shard_ids is not None else None,
        )


def build_bot(
    config: Config, *, store: Store | None = None, game_master: GameMaster | None = None
) -> GameBot:
    """A configured bot, not connected: the store opens in `setup_hook` (at login)."""
    from bot.service import GameMaster

    if game_master is None:
        store = store if store is not None else open_store(config.database_url)
        game_master = GameMaster(store, cache_size=config.session_cache)
    elif store is None:
        store = game_master.store
    if config.sharded:
        return ShardedGameBot(config, game_master, store)
    return GameBot(config, game_master, store)


class DiscordUnavailable(Exception):
    """Discord refused the token or could not be reached; the message says which."""


def run_bot(config: Config) -> None:
    """Connect to Discord and serve until interrupted (Ctrl+C closes cleanly).

    A token Discord rejects, or no way to reach Discord at all, ends the run with
    `DiscordUnavailable` (one sentence, no traceback). Once connected, lost
    connections are retried by discord.py itself, as a bot should."""
    token = config.require_token()
    ai_process.use_worker_process()  # AI seats think in a process of their own
    collector.tune()  # a long-running process: the young generation collected less often
    try:
        build_bot(config).run(token, log_level=logging.INFO)
    except discord.LoginFailure as exc:
        raise DiscordUnavailable(
            "Discord rejected the token in DISCORD_TOKEN: copy the bot's token again from "
            "the developer portal (Bot > Reset Token) and export it."
        ) from exc
    except discord.HTTPException as exc:
        raise DiscordUnavailable(
            f"Discord answered the login with an error (HTTP {exc.status}); try again later."
        ) from exc
    except (TimeoutError, aiohttp.ClientError, OSError, discord.GatewayNotFound) as exc:
        raise DiscordUnavailable(
            f"cannot reach Discord ({type(exc).__name__}): check the network connection and "
            "try again."
        ) from exc
