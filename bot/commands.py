"""The command table: every slash command of the bot, said once.

Each `Command` names its group and name, its options (type, range, choices,
autocomplete source), the permission it needs, whether it answers in the channel
or privately, and the part of the game master that answers it (`answer`, a plain
function of the `GameMaster` and the `Call`). Its names and descriptions, in
English and Spanish, are in the command catalog (data/i18n/commands/<locale>.json),
keyed by where they sit:

    group.game.name                  command.game.new.description
    param.game.new.seed.name         choice.hard

From this table are made: the Discord command tree (bot/cogs/game.py
`discord_commands`), the console's parser (bot/console_parse.py), the Spanish
names Discord shows (bot/translator.py reads the same catalog) and the command
table of docs/discord.md (`python -m bot.commands_doc`; a test fails when the
page is out of date). Adding a command is one entry here, its strings in both
catalogs, and its answer in the part that holds it (docs/architecture.md, "Add a
command").

Nothing here imports discord: the transports read the table, the table knows no
transport.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from bot import option_pairs
from bot.cogs.texts import COMMANDS_CATALOG
from bot.replies import Choice, Reply, User
from games.core.agents import LEVELS
from games.core.game import MAX_ACTION_TEXT
from games.core.registry import all_games, game_ids, get_game

if TYPE_CHECKING:
    from bot.service import GameMaster

Value = str | int | bool
"""What an option holds once read: text, a whole number or a yes/no."""

MAX_SEED = 2**53 - 1
"""Discord integers are limited to what a JavaScript number holds exactly."""

LOCALES = ("en", "es")
"""The languages the command catalog names every command in."""


class Kind(Enum):
    """An option's type, as Discord types it (and the console reads it)."""

    TEXT = "text"
    NUMBER = "number"  # a whole number
    FLAG = "flag"  # yes or no


class Shown(Enum):
    """Where a command's answer goes first (the Discord bot defers accordingly)."""

    CHANNEL = "channel"
    PRIVATE = "private"


class Permission(Enum):
    """A Discord permission a command asks for; holding it makes the caller an admin
    for that command (`User.is_admin`)."""

    MANAGE_CHANNELS = "Manage Channels"  # the default: tidying up a channel
    MANAGE_GUILD = "Manage Server"


@dataclass(frozen=True)
class Asking:
    """An autocomplete request: who types what into which option, with the options
    already filled in (`values`)."""

    user: User
    channel: int | None
    typed: str
    values: Mapping[str, Value]


Suggest = Callable[["GameMaster", Asking], list[Choice] | Awaitable[list[Choice]]]
"""An autocomplete source: the suggestions for what is typed (value and label); one
that reads the store answers them awaited."""


@dataclass(frozen=True)
class Option:
    """One option of a command. `low` and `high` bound a number's value or a text's
    length, as Discord does; `choices` are the values offered (each named by the
    catalog's `choice.<value>`); `suggest` is the autocomplete source."""

    name: str
    kind: Kind = Kind.TEXT
    required: bool = False
    default: Value | None = None
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    suggest: Suggest | None = None
    tidy: bool = False  # whitespace runs become one space (typed moves)
    console_only: bool = False  # what a button sends (`confirm`, `seq`): no Discord option


@dataclass(frozen=True)
class Call:
    """A command as a transport received it: who, where, and each option read."""

    user: User
    channel: int | None
    guild: int | None
    values: Mapping[str, Value]

    def text(self, name: str) -> str | None:
        value = self.values.get(name)
        assert value is None or isinstance(value, str), name
        return value

    def number(self, name: str) -> int | None:
        value = self.values.get(name)
        assert value is None or (isinstance(value, int) and not isinstance(value, bool)), name
        return value

    def flag(self, name: str) -> bool | None:
        value = self.values.get(name)
        assert value is None or isinstance(value, bool), name
        return value

    @property
    def channel_id(self) -> int:
        """The channel of a command that needs one (the transports check it first)."""
        assert self.channel is not None
        return self.channel


Answer = Callable[["GameMaster", Call], Awaitable[Reply]]
"""The part of the game master that answers a command."""


@dataclass(frozen=True)
class Command:
    """One slash command. `group` is None for a top-level command (`/play`).

    `shown` is where the answer goes; `shown_now`, when given, decides it from the
    call (a repeated public post is answered privately). `in_channel`: the command
    works only in a server's channel. `anywhere`: it also works when the app is
    installed to a user (not to the server) and in direct messages and group
    chats; every other command needs the server to have added the bot. `main` is
    the option bare console text fills. `doc` and `answer_doc` are the columns of
    docs/discord.md's command table. `launch`, when it says so for a call, has the
    Discord bot open the application's Activity instead of answering (before
    deferring: Discord takes it only as the first response); if Discord refuses, the
    answer is given as usual."""

    group: str | None
    name: str
    answer: Answer
    options: tuple[Option, ...] = ()
    shown: Shown = Shown.CHANNEL
    shown_now: Callable[[GameMaster, Call], Shown] | None = None
    in_channel: bool = True
    anywhere: bool = False
    permission: Permission = Permission.MANAGE_CHANNELS
    requires_permission: bool = False
    main: str | None = None
    launch: Callable[[GameMaster, Call], bool] | None = None
    doc: str = ""
    answer_doc: str = ""

    @property
    def path(self) -> tuple[str, ...]:
        return (self.group, self.name) if self.group else (self.name,)

    @property
    def where(self) -> str:
        """The catalog's dotted place of the command: `game.new`, `play`."""
        return ".".join(self.path)

    @property
    def discord_options(self) -> tuple[Option, ...]:
        return tuple(o for o in self.options if not o.console_only)

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)


@dataclass(frozen=True)
class Group:
    """A command group (`/game`, `/games`): Discord does not let a group be invoked."""

    name: str
    in_channel: bool


# -- the catalog's words ----------------------------------------------------------------
def _said(key: str, locale: str) -> str:
    """A string of the command catalog; a missing one is a mistake of the table's
    author, said at once (rather than a key shown to players)."""
    if not COMMANDS_CATALOG.has(key, locale):
        raise KeyError(f"{key} is missing from data/i18n/commands/{locale}.json")
    return COMMANDS_CATALOG.text(locale, key)


def group_text(group: str, field: str, locale: str = "en") -> str:
    return _said(f"group.{group}.{field}", locale)


def command_text(command: Command, field: str, locale: str = "en") -> str:
    return _said(f"command.{command.where}.{field}", locale)


def option_text(command: Command, option: Option, field: str, locale: str = "en") -> str:
    return _said(f"param.{command.where}.{option.name}.{field}", locale)


def choice_name(value: str, locale: str = "en") -> str:
    return _said(f"choice.{value}", locale)


# -- choices and suggestions ----------------------------------------------------------------
GAMES = game_ids()
"""The games offered as choices (the ones registered when the bot starts)."""

BOT_LEVELS = (*LEVELS, "random")
"""The AI levels of `/game addbot` (games/core/agents.py `LEVELS`), and `random`."""

LANGUAGES = ("en", "es", "clear")
ABSENT = ("bot", "wait")
STAND_IN_LEVELS = tuple(LEVELS)
"""The levels a table may choose for an absent player's stand-in (`/game clock ai:`)."""


def _action_suggestions(master: GameMaster, asking: Asking) -> list[Choice]:
    if asking.channel is None:
        return []
    # The game master answers from memory and, after a restart, starts restoring
    # the channel's game so that the next keystroke has answers.
    return master.moves.autocomplete(asking.channel, asking.user, asking.typed)


def _topic_suggestions(master: GameMaster, asking: Asking) -> list[Choice]:
    """The rules topics whose name in the reader's language (or id) holds what is
    typed: of the chosen game, else of this channel's game, else of every game."""
    typed = asking.typed.strip().lower()
    locale = asking.user.locale or "en"
    chosen = asking.values.get("game")
    session = master.sessions.peek(asking.channel) if asking.channel is not None else None
    games = (
        [get_game(str(chosen))] if chosen
        else [session.game] if session is not None
        else list(all_games())
    )
    topics = sorted({
        (game.rules_topic_name(topic, locale), topic)
        for game in games for topic in game.rules_topics()
    })
    return [
        Choice(label=name, action=topic) for name, topic in topics
        if typed in name.lower() or typed in topic.lower()
    ]


def _card_suggestions(master: GameMaster, asking: Asking) -> list[Choice]:
    chosen = asking.values.get("game")
    game = str(chosen) if chosen else None
    return master.cards.card_choices(asking.channel, asking.user, asking.typed, game)


async def _my_game_suggestions(master: GameMaster, asking: Asking) -> list[Choice]:
    """The caller's own games (`/hand` in a direct message has no channel to go by)."""
    return await master.showing.my_game_choices(asking.user, asking.typed)


def _talent_suggestions(master: GameMaster, asking: Asking) -> list[Choice]:
    return master.characters.talent_choices(asking.channel, asking.user, asking.typed)


def _posting(kind: str) -> Callable[[GameMaster, Call], Shown]:
    """A public post on demand goes to the channel, unless it was just posted: the
    repeat is answered privately (bot/public_posts.py), so nothing flickers."""

    def shown(master: GameMaster, call: Call) -> Shown:
        if call.channel is not None and master.posted_recently(call.channel, kind):
            return Shown.PRIVATE
        return Shown.CHANNEL

    return shown


def _clock_shown(master: GameMaster, call: Call) -> Shown:
    changing = any(call.values.get(k) is not None
                   for k in ("time", "absent", "grace", "vacation", "ai", "ai_time"))
    return Shown.CHANNEL if changing else Shown.PRIVATE


# -- the answers: each the part of the game master that holds the command ------------------
async def _new(gm: GameMaster, call: Call) -> Reply:
    # An `OptionsProblem` is said by the transport (Discord quotes the piece it repeats).
    options = option_pairs.parse_options(call.text("options"))
    game = call.text("game") or ""
    return await gm.lobby.new(call.channel_id, call.guild, call.user, game, options,
                              call.number("seed"))


async def _join(gm: GameMaster, call: Call) -> Reply:
    return await gm.lobby.join(call.channel_id, call.user)


async def _leave(gm: GameMaster, call: Call) -> Reply:
    return await gm.lobby.leave(call.channel_id, call.user)


async def _addbot(gm: GameMaster, call: Call) -> Reply:
    return await gm.lobby.add_bot(call.channel_id, call.user, call.text("kind") or "normal")


async def _start(gm: GameMaster, call: Call) -> Reply:
    return await gm.lobby.start(call.channel_id, call.user)


async def _status(gm: GameMaster, call: Call) -> Reply:
    return await gm.showing.status(call.channel_id, call.user)


async def _board(gm: GameMaster, call: Call) -> Reply:
    return await gm.showing.board(call.channel_id, call.user)


async def _log(gm: GameMaster, call: Call) -> Reply:
    return await gm.looking_back.log(call.channel_id, call.user, call.number("page") or 1,
                                     bool(call.flag("details")), call.number("id"), call.guild)


async def _history(gm: GameMaster, call: Call) -> Reply:
    return await gm.looking_back.history(call.channel_id, call.user, call.number("move"),
                                         call.number("id"), call.guild)


async def _web(gm: GameMaster, call: Call) -> Reply:
    return await gm.web.links(call.channel_id, call.user, activity=bool(call.flag("activity")))


def _launches_activity(gm: GameMaster, call: Call) -> bool:
    """`/game web activity:True` where the operator set up the Activity (docs/deploy.md)."""
    return bool(call.flag("activity")) and gm.web.activity_ready


async def _export(gm: GameMaster, call: Call) -> Reply:
    return await gm.looking_back.export(call.channel_id, call.user)


async def _rules(gm: GameMaster, call: Call) -> Reply:
    return await gm.showing.rules(call.channel, call.user, call.text("topic"),
                                  call.text("game"))


async def _card(gm: GameMaster, call: Call) -> Reply:
    return await gm.cards.card(call.channel, call.user, call.text("name"), call.text("game"))


async def _undo(gm: GameMaster, call: Call) -> Reply:
    return await gm.moves.undo(call.channel_id, call.user, bool(call.flag("confirm")))


async def _abort(gm: GameMaster, call: Call) -> Reply:
    # Only asks: the button it offers (or `confirm:yes` in the console) ends the game.
    return await gm.lobby.abort(call.channel_id, call.user, bool(call.flag("confirm")))


async def _settings(gm: GameMaster, call: Call) -> Reply:
    language = call.text("language")
    locale = None if language == "clear" else language
    return await gm.server_settings.settings(call.guild, call.user, locale)


async def _character(gm: GameMaster, call: Call) -> Reply:
    return await gm.characters.character(call.channel_id, call.guild, call.user, None,
                                         call.text("talent"))


async def _clock(gm: GameMaster, call: Call) -> Reply:
    vacation = call.number("vacation")
    days = None if vacation is None else str(vacation)
    return await gm.time_commands.clock(call.channel_id, call.user, call.text("time"),
                                        call.text("absent"), call.text("grace"), days,
                                        call.text("ai"), call.text("ai_time"))


async def _vacation(gm: GameMaster, call: Call) -> Reply:
    return await gm.time_commands.vacation(call.channel_id, call.user, call.number("days") or 0)


async def _resume(gm: GameMaster, call: Call) -> Reply:
    return await gm.time_commands.resume(call.channel_id, call.user)


async def _reminders(gm: GameMaster, call: Call) -> Reply:
    return await gm.time_commands.reminders(call.user, call.flag("direct"), call.number("hours"),
                                            call.flag("mute"))


async def _list(gm: GameMaster, call: Call) -> Reply:
    return await gm.looking_back.my_games(call.user)


async def _play(gm: GameMaster, call: Call) -> Reply:
    return await gm.moves.play(call.channel_id, call.user, call.text("action") or "",
                               call.number("seq"))


async def _hand(gm: GameMaster, call: Call) -> Reply:
    chosen = call.text("game")
    if chosen is not None or call.channel is None:
        return await gm.showing.hand_of(call.user, chosen)
    return await gm.showing.hand(call.channel_id, call.user)


async def _stats(gm: GameMaster, call: Call) -> Reply:
    return await gm.stats.stats(call.guild, call.user, call.text("player"), call.text("game"),
                                call.flag("hide"))


async def _leaderboard(gm: GameMaster, call: Call) -> Reply:
    return await gm.stats.leaderboard(call.guild, call.user, call.text("game") or "",
                                      call.text("season"))


async def _finished(gm: GameMaster, call: Call) -> Reply:
    return await gm.stats.finished(call.guild, call.user, call.number("page") or 1,
                                   call.text("game"))


async def _season_start(gm: GameMaster, call: Call) -> Reply:
    return await gm.stats.season_start(call.guild, call.user, call.text("name") or "")


async def _season_end(gm: GameMaster, call: Call) -> Reply:
    return await gm.stats.season_end(call.guild, call.user)


GAME_OPTION = Option("game", choices=GAMES)
# Discord confirms with a button; the console, which has none, types `confirm:yes`.
CONFIRM_OPTION = Option("confirm", Kind.FLAG, default=False, console_only=True)

# A finished game of this server by its number (`/games finished`), for looking back.
GAME_ID_OPTION = Option("id", Kind.NUMBER, low=1, high=MAX_SEED)

GROUPS: tuple[Group, ...] = (
    Group("game", in_channel=True),
    Group("games", in_channel=False),
    Group("season", in_channel=True),
)

COMMANDS: tuple[Command, ...] = (
    # -- lobby
    Command(
        "game", "new", _new, main="game",
        options=(
            Option("game", required=True, choices=GAMES),
            Option("options", low=0, high=300),
            Option("seed", Kind.NUMBER, low=0, high=MAX_SEED),
        ),
        doc="open a lobby; options as `key=value` pairs (`first_player=1 bonus=spread`), the "
            "seed makes dice and shuffles repeatable",
        answer_doc="channel",
    ),
    Command("game", "join", _join, doc="take a seat in the lobby", answer_doc="channel"),
    Command("game", "leave", _leave, doc="give up your seat in the lobby", answer_doc="channel"),
    Command(
        "game", "addbot", _addbot, main="kind",
        options=(Option("kind", default="normal", choices=BOT_LEVELS),),
        doc="an AI seat at a level (host only): `easy` (the normal player, now and then a "
            "random move), `normal` (the default: rules of thumb, one move ahead), `hard` (a "
            "search of many futures, a few seconds a move), or `random`; each choice is "
            "described in one line, in English and Spanish, and the seat's level is shown in "
            "the table's list",
        answer_doc="channel",
    ),
    Command("game", "start", _start,
            doc="set the game up and ping whoever moves first (host only)", answer_doc="channel"),
    # -- looking at the game
    Command("game", "status", _status, shown_now=_posting("status"),
            doc="players, turn, scores, options", answer_doc="channel"),
    Command("game", "board", _board, shown_now=_posting("board"),
            doc="the board picture and who is awaited", answer_doc="channel"),
    Command(
        "game", "log", _log, shown=Shown.PRIVATE, main="page",
        options=(
            Option("page", Kind.NUMBER, default=1, low=1, high=10_000),
            Option("details", Kind.FLAG, default=False),
            GAME_ID_OPTION,
        ),
        doc="the moves so far, grouped by turn, page 1 is the newest; `details:True` lists "
            "every step with its move number, the forced ones too; `id`: a finished game of "
            "this server, by the number `/games finished` shows",
        answer_doc="only you",
    ),
    Command(
        "game", "history", _history, shown=Shown.PRIVATE, main="move",
        options=(Option("move", Kind.NUMBER, required=True, low=0, high=1_000_000),
                 GAME_ID_OPTION),
        doc="the board as it was after move N (0: as dealt; the numbers of the log and of "
            "the board captions), with what that move was; `id`: a finished game of this "
            "server, by the number `/games finished` shows",
        answer_doc="only you",
    ),
    Command(
        "game", "web", _web, shown=Shown.PRIVATE, launch=_launches_activity,
        options=(Option("activity", Kind.FLAG, default=False),),
        doc="the game in your browser (when the operator runs the web companion, docs/"
            "deploy.md): the public page (board, a slider over every move, the log, scores, "
            "rules) and a signed link, valid for a day, to your own view with your hand; "
            "`activity:True` opens the public page inside Discord as an Activity where the "
            "operator set one up (else, or if Discord refuses, the links, saying so)",
        answer_doc="only you",
    ),
    Command(
        "game", "export", _export, shown_now=_posting("export"),
        doc="Root: the game as a Rootlog file (finished, or so far: it holds only what the "
            "whole table saw, docs/notation/root.md \"Rootlog files\"); while the seats still "
            "choose factions (`factions=choose`) a polite no that says why, since a Rootlog "
            "file names players by faction; other games: a polite no",
        answer_doc="channel",
    ),
    Command(
        "game", "rules", _rules, shown=Shown.PRIVATE, main="topic", in_channel=False,
        anywhere=True,
        options=(
            Option("topic", low=0, high=100, suggest=_topic_suggestions),
            GAME_OPTION,
        ),
        doc="rules summaries; `topic` autocompletes, each topic named in the reader's "
            "language (`cabañas` for `huts`; either name finds it); a topic longer than one "
            "message comes in parts, each cut after a sentence",
        answer_doc="only you",
    ),
    Command(
        "game", "card", _card, shown=Shown.PRIVATE, main="name",  # the reader's own look-up
        in_channel=False, anywhere=True,
        options=(Option("name", low=0, high=100, suggest=_card_suggestions), GAME_OPTION),
        doc="look up a card, artifact, troll, spell or piece by name (English or Spanish, or "
            "a near spelling): its cost and what it does, in your language; `name` "
            "autocompletes; without a name, what each game lets you look up (Root: cards; "
            "Meduris, which has no cards: huts, temples, bonus tokens, rune stones; Mountain "
            "King: spells, workshops, great halls, trolls; Near and Far: artifacts, threats, "
            "treasures, world cards, adventurers, quest cards, talents)",
        answer_doc="only you",
    ),
    # -- changing the course of the game
    Command(
        "game", "undo", _undo, shown=Shown.PRIVATE, main="confirm",
        options=(CONFIRM_OPTION,),
        doc="preview taking back your last moves, then confirm with the button; never "
            "across dice or revealed cards, nor across another person's move; AI seats' "
            "answers since your move are taken back with it, unless one used dice, showed "
            "something hidden or answered a private question (the refusal says which)",
        answer_doc="only you, then channel",
    ),
    Command(
        "game", "abort", _abort, shown=Shown.PRIVATE, main="confirm",
        options=(CONFIRM_OPTION,),
        doc="end the session without a result, after confirming with the button: the host, "
            "or anyone with **Manage Channels** (only they, when the saved record is too "
            "damaged to tell who the host is)",
        answer_doc="only you, then channel",
    ),
    Command(
        "game", "settings", _settings, shown=Shown.PRIVATE, main="language",
        permission=Permission.MANAGE_GUILD, requires_permission=True,
        options=(Option("language", required=True, choices=LANGUAGES),),
        doc="the server's language (`en`, `es`, or `clear` to follow each player's Discord "
            "language) for the games opened from then on: a game under way keeps the language "
            "it was opened in, so its channel reads one language from start to result (the "
            "answer says so); needs **Manage Server**",
        answer_doc="only you",
    ),
    Command(
        "game", "character", _character, shown=Shown.PRIVATE, main="talent",
        options=(Option("talent", low=0, high=40, suggest=_talent_suggestions),),
        doc="your campaign character on this server (Near and Far), privately; with "
            "`talent`, buy it with experience between games; `talent` autocompletes the "
            "talents for sale with their cost",
        answer_doc="only you",
    ),
    # -- time
    Command(
        "game", "clock", _clock, shown=Shown.PRIVATE, shown_now=_clock_shown, main="time",
        options=(
            Option("time", low=1, high=20),
            Option("absent", choices=ABSENT),
            Option("grace", low=1, high=20),
            Option("vacation", Kind.NUMBER, low=0, high=60),
            Option("ai", choices=STAND_IN_LEVELS),
            Option("ai_time", low=1, high=10),
        ),
        doc="without values: the table's time settings; with them, change them (host only; "
            "a change of `time`, `absent`, `grace` or `vacation` starts every decision under "
            "way again); `ai` (the level of an absent player's stand-in) and `ai_time` (a "
            "searching AI's seconds per move) take effect from the next AI move, and the log "
            "keeps the level that played each earlier one",
        answer_doc="only you / channel",
    ),
    Command(
        "game", "vacation", _vacation, main="days",
        options=(Option("days", Kind.NUMBER, required=True, low=1, high=60),),
        doc="stop your clock for some days, within the days the table allows; the table waits",
        answer_doc="channel",
    ),
    Command(
        "game", "resume", _resume,
        doc="play your own seat again after an AI stood in for you, or end a vacation early "
            "(unused whole days are given back)",
        answer_doc="channel",
    ),
    Command(
        # Anywhere: the caller's own setting, and Discord offers `/games` as a whole.
        "games", "reminders", _reminders, shown=Shown.PRIVATE, in_channel=False, anywhere=True,
        options=(
            Option("direct", Kind.FLAG),
            Option("hours", Kind.NUMBER, low=1, high=168),
            Option("mute", Kind.FLAG),
        ),
        doc="your reminders in every game: a direct message after `hours` of waiting in a "
            "game without a clock (opt-in), or mute every reminder",
        answer_doc="only you",
    ),
    # -- playing
    Command(
        None, "play", _play, main="action",
        options=(
            Option("action", required=True, high=MAX_ACTION_TEXT, tidy=True,
                   suggest=_action_suggestions),
            Option("seq", Kind.NUMBER, console_only=True),
        ),
        doc="make a move; `action` autocompletes the moves you can make now, filtered by "
            "what you type",
        answer_doc="channel",
    ),
    Command(
        None, "hand", _hand, shown=Shown.PRIVATE, in_channel=False, anywhere=True,
        options=(Option("game", high=20, suggest=_my_game_suggestions),),
        doc="your private resources; `game` (autocompletes your games: needed in a direct "
            "message, where there is no channel) shows them in another of your games, never "
            "a seat that is not yours",
        answer_doc="only you",
    ),
    # -- every game of the caller (not tied to a channel: a server or a direct message)
    Command(
        "games", "list", _list, shown=Shown.PRIVATE, in_channel=False, anywhere=True,
        doc="your games in every channel and server: the game, its channel, who must act and "
            "since when; your turns first, then the longest wait",
        answer_doc="only you",
    ),
    # -- records of the server (issue 29, docs/records.md)
    Command(
        "games", "finished", _finished, shown=Shown.PRIVATE, in_channel=False, main="page",
        options=(Option("page", Kind.NUMBER, default=1, low=1, high=10_000), GAME_OPTION),
        doc="this server's finished games, newest first: their number, the game, when it "
            "ended, the winners and scores, and a link to the message that told the result; "
            "`/game history` and `/game log` take the number (`id`) to look back at one",
        answer_doc="only you",
    ),
    Command(
        None, "stats", _stats, shown=Shown.PRIVATE, main="player",
        options=(
            Option("player", low=0, high=100),
            GAME_OPTION,
            Option("hide", Kind.FLAG),
        ),
        doc="a player's record on this server (you, or `player`: a name, a mention or an AI "
            "level): games, wins, rating and its trend, favourite and best Root faction, "
            "median time to move, and a picture of the rating over time; `game` alone: the "
            "server's win rates by faction (Root) or seat, games played, median length in "
            "days and moves; `hide:True` leaves you out of leaderboards",
        answer_doc="only you",
    ),
    Command(
        None, "leaderboard", _leaderboard, main="game",
        options=(Option("game", required=True, choices=GAMES), Option("season", low=0, high=40)),
        doc="the top 10 of a game on this server by rating (mu - 3 sigma), with your own "
            "place when below them; `season`: a number or a name, `all` for all-time (the "
            "default: the season under way, else all-time)",
        answer_doc="channel",
    ),
    Command(
        "season", "start", _season_start, main="name",
        permission=Permission.MANAGE_GUILD, requires_permission=True,
        options=(Option("name", required=True, low=1, high=40),),
        doc="begin a season: from now on leaderboards also count its games apart; needs "
            "**Manage Server**",
        answer_doc="channel",
    ),
    Command(
        "season", "end", _season_end, permission=Permission.MANAGE_GUILD,
        requires_permission=True,
        doc="end the season under way (its leaderboard stays: `/leaderboard season:N`); "
            "needs **Manage Server**",
        answer_doc="channel",
    ),
)


def find(path: tuple[str, ...]) -> Command | None:
    """The command at `("game", "new")` or `("play",)`."""
    return next((c for c in COMMANDS if c.path == path), None)


def commands_of(group: str | None) -> tuple[Command, ...]:
    return tuple(c for c in COMMANDS if c.group == group)


def offered_anywhere(group: str) -> bool:
    """Whether Discord offers a group in direct messages and to user installs: it
    decides per top-level command, so a group goes wherever one of its commands
    works (its other commands answer there that they need a server's channel)."""
    return any(c.anywhere for c in commands_of(group))
