"""The game master: every command of the bot, independent of Discord.

`GameMaster(store)` is what the Discord cog and the local console call; the
interface is documented in docs/architecture.md. Each command takes the channel
and the calling `User` and returns a `Reply`.

The game master is a facade over parts with one concern each, built here and
handed to one another as constructor arguments:

- `Tables` (bot/tables.py): the sessions under their locks, each change stored
  against the record as it is, moves logged, a finish marked and announced to
  its listeners (bot/campaign.py keeps the characters), the language of replies;
- `Boards` (bot/boards.py): board pictures and the reply to a run of moves;
- `Autoplay` (bot/autoplay.py): AI seats, stand-ins and single-choice moves;
- the command groups: `LobbyCommands` (bot/lobby.py), `PlayCommands`
  (bot/play.py), `ShowCommands` (bot/showing.py), `LookingBack`
  (bot/looking_back.py), `TimeCommands` (bot/time_commands.py), `Deadlines`
  (bot/deadlines.py), `CharacterCommands` (bot/characters.py) and
  `SettingsCommands` (bot/server_settings.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot import campaign
from bot.autoplay import Autoplay
from bot.boards import Boards
from bot.card_commands import CardCommands
from bot.characters import CharacterCommands
from bot.deadlines import Deadlines
from bot.drawing import BoardDrawer
from bot.lobby import LobbyCommands
from bot.looking_back import FinishedGames, LookingBack
from bot.messages import Texts
from bot.notifier import Notice
from bot.play import AUTOCOMPLETE_LIMIT, PlayCommands
from bot.public_posts import REPEAT_AFTER, PublicPosts, position
from bot.replies import Choice, Reply, User
from bot.server_settings import SettingsCommands
from bot.sessions import Session, SessionCache
from bot.showing import ShowCommands
from bot.storage.base import Store
from bot.suggestions import Suggestion
from bot.tables import Tables
from bot.time_commands import TimeCommands
from bot.timesource import TimeSource


class GameMaster:
    """Every command of the bot, each delegated to the part that holds it."""

    def __init__(
        self,
        store: Store,
        *,
        render: bool = True,
        drawer: BoardDrawer | None = None,
        snapshot_every: int = 25,
        cache_size: int = 256,
        board_every_turn: bool = False,
        time: TimeSource | None = None,
        public_every: float = REPEAT_AFTER,
    ) -> None:
        self.tables = Tables(
            store,
            snapshot_every=snapshot_every,
            cache_size=cache_size,
            time=time,
            keep_turn_views=board_every_turn,
        )
        campaign.listen(self.tables, store)
        self.boards = Boards(self.tables, render=render, drawer=drawer, every_turn=board_every_turn)
        self.autoplay = Autoplay(self.tables)
        tables, boards, autoplay = self.tables, self.boards, self.autoplay
        self.lobby = LobbyCommands(tables, boards, autoplay)
        self.moves = PlayCommands(tables, boards, autoplay)
        # The same board, status or file posted at most once a minute per channel.
        self.posts = PublicPosts(tables.time, public_every)
        self.looking_back = LookingBack(tables, boards, self.posts)
        self.time_commands = TimeCommands(tables)
        self.deadlines = Deadlines(tables, boards, autoplay)
        self.showing = ShowCommands(tables, boards, autoplay, self.looking_back,
                                    self.time_commands, self.posts)
        self.characters = CharacterCommands(tables)
        self.server_settings = SettingsCommands(tables)
        self.cards = CardCommands(tables)

    # -- what the transports reach ----------------------------------------------------
    def posted_recently(self, channel_id: int, kind: str) -> bool:
        """Whether `/game board`, `status` or `export` (`kind`) of the channel's cached
        game would be answered privately as a repeat now (bot/public_posts.py): the
        Discord bot then defers it privately. From memory only; a game not cached
        says no (the command itself decides)."""
        session = self.tables.sessions.peek(channel_id)
        return session is not None and self.posts.repeated(channel_id, kind, position(session))

    @property
    def store(self) -> Store:
        return self.tables.store

    @property
    def sessions(self) -> SessionCache:
        return self.tables.sessions

    @property
    def time(self) -> TimeSource:
        """The one source of time (bot/timesource.py)."""
        return self.tables.time

    @property
    def finished(self) -> FinishedGames:
        return self.looking_back.finished

    @property
    def render(self) -> bool:
        """Whether boards are drawn at all (bot/boards.py)."""
        return self.boards.render

    @render.setter
    def render(self, value: bool) -> None:
        self.boards.render = value

    async def close(self) -> None:
        """Stop background restores (before the store they read is closed)."""
        await self.tables.close()

    # -- lobby (bot/lobby.py) ---------------------------------------------------------
    async def new(
        self,
        channel_id: int,
        guild_id: int | None,
        user: User,
        game: str,
        options: Mapping[str, str] | None = None,
        seed: int | None = None,
    ) -> Reply:
        return await self.lobby.new(channel_id, guild_id, user, game, options, seed)

    async def join(self, channel_id: int, user: User) -> Reply:
        return await self.lobby.join(channel_id, user)

    async def leave(self, channel_id: int, user: User) -> Reply:
        return await self.lobby.leave(channel_id, user)

    async def add_bot(self, channel_id: int, user: User, kind: str = "normal") -> Reply:
        return await self.lobby.add_bot(channel_id, user, kind)

    async def start(self, channel_id: int, user: User) -> Reply:
        return await self.lobby.start(channel_id, user)

    async def abort(
        self,
        channel_id: int,
        user: User,
        confirm: bool = False,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        return await self.lobby.abort(channel_id, user, confirm, seq, session_id)

    # -- moves (bot/play.py) ------------------------------------------------------------
    async def play(
        self,
        channel_id: int,
        user: User,
        action: str,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        return await self.moves.play(channel_id, user, action, seq, session_id)

    async def choose(
        self,
        channel_id: int,
        user: User,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        return await self.moves.choose(channel_id, user, seq, session_id)

    def autocomplete(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[Choice]:
        return self.moves.autocomplete(channel_id, user, typed, limit)

    def suggestions(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[tuple[Suggestion, str]]:
        return self.moves.suggestions(channel_id, user, typed, limit)

    def suggestions_cut(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> tuple[list[tuple[Suggestion, str]], list[tuple[Suggestion, str]]]:
        """The suggestions shown and those left out past `limit` (the console says
        how many more there are and how to narrow them)."""
        return self.moves.suggestions_cut(channel_id, user, typed, limit)

    async def undo(
        self,
        channel_id: int,
        user: User,
        confirm: bool = False,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        return await self.moves.undo(channel_id, user, confirm, seq, session_id)

    # -- the game now (bot/showing.py) ----------------------------------------------------
    async def status(self, channel_id: int, user: User) -> Reply:
        return await self.showing.status(channel_id, user)

    async def board(self, channel_id: int, user: User) -> Reply:
        return await self.showing.board(channel_id, user)

    async def hand(self, channel_id: int, user: User) -> Reply:
        return await self.showing.hand(channel_id, user)

    async def rules(
        self, channel_id: int, user: User, topic: str | None = None, game: str | None = None
    ) -> Reply:
        return await self.showing.rules(channel_id, user, topic, game)

    # -- looking up a card (bot/card_commands.py) -----------------------------------------
    async def card(
        self, channel_id: int, user: User, name: str | None, game: str | None = None
    ) -> Reply:
        return await self.cards.card(channel_id, user, name, game)

    def card_choices(
        self, channel_id: int | None, user: User, typed: str, game: str | None = None,
        limit: int = 25,
    ) -> list[Choice]:
        return self.cards.card_choices(channel_id, user, typed, game, limit)

    # -- looking back (bot/looking_back.py) -------------------------------------------------
    async def my_games(self, user: User) -> Reply:
        return await self.looking_back.my_games(user)

    async def catch_up(self, channel_id: int, user: User, session_id: int | None = None) -> Reply:
        return await self.looking_back.catch_up(channel_id, user, session_id)

    async def log(
        self, channel_id: int, user: User, page: int = 1, details: bool = False
    ) -> Reply:
        return await self.looking_back.log(channel_id, user, page, details)

    async def history(self, channel_id: int, user: User, move: Any = None) -> Reply:
        return await self.looking_back.history(channel_id, user, move)

    async def export(self, channel_id: int, user: User) -> Reply:
        return await self.looking_back.export(channel_id, user)

    async def finished_board(self, session: Session, user: User) -> Reply:
        return await self.looking_back.finished_board(session, user)

    def finished_lines(self, session: Session, tr: Texts) -> list[str]:
        return self.looking_back.finished_lines(session, tr)

    # -- time (bot/time_commands.py, bot/deadlines.py) ----------------------------------------
    async def clock(
        self,
        channel_id: int,
        user: User,
        time: str | None = None,
        absent: str | None = None,
        grace: str | None = None,
        vacation: str | None = None,
    ) -> Reply:
        return await self.time_commands.clock(channel_id, user, time, absent, grace, vacation)

    async def vacation(self, channel_id: int, user: User, days: int | str) -> Reply:
        return await self.time_commands.vacation(channel_id, user, days)

    async def resume(self, channel_id: int, user: User) -> Reply:
        return await self.time_commands.resume(channel_id, user)

    async def reminders(
        self,
        user: User,
        direct: bool | None = None,
        hours: int | str | None = None,
        mute: bool | None = None,
    ) -> Reply:
        return await self.time_commands.reminders(user, direct, hours, mute)

    async def fire_due(self, channel_id: int) -> list[Notice]:
        return await self.deadlines.fire_due(channel_id)

    # -- settings and characters (bot/server_settings.py, bot/characters.py) ------------------
    async def settings(self, guild_id: int | None, user: User, locale: str | None) -> Reply:
        return await self.server_settings.settings(guild_id, user, locale)

    async def character(
        self,
        channel_id: int,
        guild_id: int | None,
        user: User,
        game: str | None = None,
        talent: str | None = None,
    ) -> Reply:
        return await self.characters.character(channel_id, guild_id, user, game, talent)

    def talent_choices(self, channel_id: int | None, user: User, typed: str) -> list[Choice]:
        return self.characters.talent_choices(channel_id, user, typed)
