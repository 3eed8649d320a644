"""The game master: the parts that answer every command of the bot, independent of
Discord, built once and handed to one another.

`GameMaster(store)` is what the Discord bot and the local console hold; the command
table (bot/commands.py) names, for each command, the part that answers it
(`master.lobby.new`, `master.moves.play`, ...), and callers go to that part. Each
command takes the channel and the calling `User` and returns a `Reply`; the
interface is documented in docs/architecture.md.

The parts, each with one concern, handed to one another as constructor arguments:

- `Tables` (bot/tables.py): the sessions under their locks, each change stored
  against the record as it is, moves logged, a finish marked and announced to
  its listeners (bot/campaign.py keeps the characters), the language of replies;
- `Boards` (bot/boards.py): board pictures and the reply to a run of moves;
- `Autoplay` (bot/autoplay.py): AI seats, stand-ins and single-choice moves;
- the command groups: `LobbyCommands` (bot/lobby.py), `PlayCommands`
  (bot/play.py), `ShowCommands` (bot/showing.py), `LookingBack`
  (bot/looking_back.py), `TimeCommands` (bot/time_commands.py), `Deadlines`
  (bot/deadlines.py), `CharacterCommands` (bot/characters.py),
  `SettingsCommands` (bot/server_settings.py) and `StatsCommands` (bot/stats.py), and
  `WebLinks` (bot/web/links.py), the addresses of the web companion's pages.
"""

from __future__ import annotations

from bot import campaign, record_keeper
from bot.autoplay import Autoplay
from bot.boards import Boards
from bot.card_commands import CardCommands
from bot.characters import CharacterCommands
from bot.deadlines import Deadlines
from bot.drawing import BoardDrawer
from bot.lobby import LobbyCommands
from bot.looking_back import FinishedGames, LookingBack
from bot.play import PlayCommands
from bot.public_posts import REPEAT_AFTER, PublicPosts, position
from bot.server_settings import SettingsCommands
from bot.sessions import SessionCache
from bot.showing import ShowCommands
from bot.stats import StatsCommands
from bot.storage.base import Store
from bot.tables import Tables
from bot.time_commands import TimeCommands
from bot.timesource import TimeSource
from bot.web.links import WebLinks


class GameMaster:
    """The parts that answer the bot's commands (`lobby`, `moves`, `showing`, `cards`,
    `looking_back`, `time_commands`, `deadlines`, `characters`, `server_settings`,
    `stats`), built once and wired together."""

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
        record_keeper.listen(self.tables, store)  # results and ratings (issue 29)
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
        self.stats = StatsCommands(tables)  # records, ratings, seasons (issue 29)
        # The web companion's links (`/game web`, "Open the board"): configured when
        # the companion is started (bot/web/server.py).
        self.web = WebLinks(tables, self.looking_back)
        self.boards.links = self.web

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

    async def result_posted(self, session_id: int, channel_id: int, message_id: int) -> None:
        """The transport posted the result of a game there: `/games finished` links to it."""
        await self.stats.result_posted(session_id, channel_id, message_id)

    async def close(self) -> None:
        """Stop background restores (before the store they read is closed)."""
        await self.tables.close()
