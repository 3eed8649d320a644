"""`gamemaster play`: the game master's sessions and commands in a local console channel.

The console is one channel (id 1) of one server (id 1). Each input line is a
person typing a slash command, `ana: /play action:hut 12`; names map to stable
user ids, so the same name is the same player after a restart. With `--db` the
session lives in an SQLite file: running the console again resumes it, and AI
seats, whose choices derive from the session seed, continue exactly as they
would have without the interruption.
"""

from __future__ import annotations

import asyncio
import random
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot import option_pairs
from bot.clock import _DURATION as DURATION
from bot.clock import split_options
from bot.cogs.texts import say
from bot.commands import Call, find
from bot.console_notifier import TranscriptNotifier
from bot.console_output import Transcript, utc_text
from bot.console_parse import (
    ConsoleLine,
    LineError,
    is_blank,
    known_commands,
    parse_line,
    read_values,
)
from bot.messages import LANGUAGE_NAMES, Texts, parse_locale, text
from bot.replay import UPLOAD_LIMIT
from bot.replies import Message, Reply, User, images_follow, settle
from bot.scheduler import Scheduler
from bot.storage import (
    LogRecord,
    MemoryStore,
    SeatRecord,
    SessionRecord,
    StorageError,
    Store,
    open_store,
)
from bot.timesource import HOUR, VirtualTime
from games.core import GameError, get_game

if TYPE_CHECKING:
    from bot.service import GameMaster

CONSOLE_CHANNEL = 1
CONSOLE_GUILD = 1
CONSOLE_NAME = "console"  # who asks for the board when a game is resumed
HOST_NAME = "host"  # who opens a table of AI seats only
MAX_SEED = 2**31 - 1
MAX_WAIT_HOURS = 24 * 60

HELP = """\
Each line is `<name>: /<command> ...`, for example:
  ana: /game join            ana: /play action:hut 12       ana: /hand
  ana: /choices hut          (what /play would suggest)     ana: /game undo confirm:yes
  ana: /wait hours:30        (time passes: reminders, absent players, expired lobbies)
Parameters are key:value; a value runs until the next key. Lines starting with # are skipped.
Commands: {commands}"""


@dataclass
class ConsoleSettings:
    game: str = "meduris"
    players: int | None = None  # None: no lobby is opened; the lines do it
    bots: int = 0
    seed: int | None = None
    db: str | None = None
    out: str | None = None
    script: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    ai_kind: str = "heuristic"
    web: Any = None  # bot/web/server.py WebSettings: the game in the browser too


Handler = Callable[[ConsoleLine, User], Awaitable[Reply]]


class Console:
    """Feeds console lines to a `GameMaster` and prints what each person would see."""

    def __init__(self, master: GameMaster, store: Store, transcript: Transcript) -> None:
        self.master = master
        self.store = store
        self.out = transcript
        # Deadlines fire when `/wait` moves the game master's virtual clock.
        self.scheduler = Scheduler(master, TranscriptNotifier(transcript))
        self.session_id: int | None = None
        self.handlers: dict[str, Handler] = self._handlers()

    # -- one line ---------------------------------------------------------------
    async def run_line(self, raw: str, echo: bool = True) -> bool:
        """Handle one input line; returns False for a line that was refused."""
        if is_blank(raw):
            return True
        if echo:
            self.out.echo(raw)
        try:
            line = parse_line(raw)
        except LineError as exc:
            self.out.note(str(exc))
            return False
        user = self.out.user(line.user)
        with images_follow():  # the text is printed while the boards are drawn
            reply = await self._answer(line, user)
        for board in self.out.show(reply, user.name):
            if await settle(board):  # a board not drawn is not shown, as before
                self.out.message("public", board)
        for produce in reply.later:  # a finished game's replay and score graph
            self.out.show(Reply(public=await produce(UPLOAD_LIMIT)), user.name)
        await self.follow_session()
        return reply.ok

    async def _answer(self, line: ConsoleLine, user: User) -> Reply:
        try:
            handler = self.handlers.get(line.name, self._table_command)
            return await handler(line, user)
        except (LineError, GameError) as exc:
            return Reply.error(str(exc))

    # -- the session in the channel ---------------------------------------------
    async def follow_session(self) -> None:
        """Learn the seats' names; report the result once the session has ended."""
        record = await self.store.active_session(CONSOLE_CHANNEL)
        if record is not None:
            self.session_id = record.id
            self._learn_names(record)
            return
        if self.session_id is None:
            return
        ended = await self.store.get_session(self.session_id)
        self.session_id = None
        if ended is not None:
            await self.report_end(ended)

    def _learn_names(self, record: SessionRecord) -> None:
        for seat in record.seats:
            self.out.remember(seat.user_id, seat.name)

    async def report_end(self, record: SessionRecord) -> None:
        if record.status != "finished":
            self.out.note(f"session {record.id} ended ({record.status}), without a result.")
            return
        from bot.sessions import load_session

        session = await load_session(self.store, record)
        result = session.state.result() if session.state is not None else None
        if result is None:
            self.out.note(f"session {record.id} finished.")
            return
        names = [seat.name for seat in record.seats]
        winners = " and ".join(names[w] for w in result.winners)
        scores = ", ".join(f"{names[s]} {result.scores[s]}" for s in result.ranking)
        self.out.note(f"game over: {winners} won. Final scores: {scores}.")

    async def resume(self) -> bool:
        """Pick up the channel's stored session, if any; True when there was one."""
        record = await self.store.active_session(CONSOLE_CHANNEL)
        if record is None:
            return False
        self.session_id = record.id
        self._learn_names(record)
        records = await self.store.log(record.id) if record.id is not None else []
        self._catch_up_clock(record, records)
        seats = ", ".join(s.name for s in record.seats) or "nobody yet"
        self.out.note(
            f"resuming session {record.id}: {record.game}, {record.status}, seed {record.seed}, "
            f"{len(records)} log records, seats: {seats}."
        )
        await self.catch_up()
        return True

    def _catch_up_clock(self, record: SessionRecord, records: list[LogRecord]) -> None:
        """A resumed game may have been waited into the future (`/wait`): the virtual
        clock goes on from its latest moment, never back before it."""
        clock = self.master.time
        latest = max([record.updated_at, *(r.created_at for r in records)])
        if isinstance(clock, VirtualTime) and latest > clock.now():
            clock.set(latest)

    async def catch_up(self) -> None:
        """Show the board of a running game; the game master first plays any AI moves due.

        After a restart the stored log may end where an AI seat or a forced move
        was about to play; `/game board` lets the game master play those first.
        """
        record = await self.store.active_session(CONSOLE_CHANNEL)
        if record is not None and record.status == "running":
            user = self.out.user(CONSOLE_NAME)
            self.out.show(await self.master.showing.board(CONSOLE_CHANNEL, user), user.name)
            await self.follow_session()

    async def open_ai_table(self, settings: ConsoleSettings) -> None:
        """A lobby of AI seats only, then start: the game master plays it to the end.

        `/game new` seats its caller, so a table without people cannot be built
        with lobby commands; the console writes the lobby record itself.
        """
        game = get_game(settings.game)
        assert settings.players is not None and settings.seed is not None
        # Nobody to remind at a table of AI seats: only the game's options count.
        options = game.validate_options(settings.players, split_options(settings.options)[1])
        host = self.out.user(HOST_NAME)
        seats = [
            SeatRecord(None, text(None, "seat.ai_name", number=n), settings.ai_kind)
            for n in range(1, settings.players + 1)
        ]
        record = SessionRecord(None, CONSOLE_CHANNEL, CONSOLE_GUILD, game.id, options,
                               settings.seed, host.id, seats=seats)
        self.session_id = await self.store.create_session(record)
        self.out.note(f"opened a table of {len(seats)} {settings.ai_kind} AI seats, "
                      f"seed {settings.seed}; {HOST_NAME} starts it.")
        await self.run_line(f"{HOST_NAME}: /game start")

    # -- commands ----------------------------------------------------------------
    def _handlers(self) -> dict[str, Handler]:
        """The console's own commands (bot/console_parse.py `CONSOLE_COMMANDS`); the
        table's commands are answered by `_table_command`."""
        return {
            "/choices": self._choices,
            "/cards": self._cards,
            "/choose": self._choose,
            "/help": self._help,
            "/wait": self._wait,
            "/happened": self._happened,
            "/language": self._language,
        }

    async def _table_command(self, line: ConsoleLine, user: User) -> Reply:
        """A command of the table (bot/commands.py), its options read as Discord reads
        them, answered by the part of the game master the table names."""
        command = find(line.path)
        assert command is not None, line.name
        call = Call(user, CONSOLE_CHANNEL, CONSOLE_GUILD, read_values(line))
        try:
            return await command.answer(self.master, call)
        except option_pairs.OptionsProblem as problem:  # printed plainly: nothing to escape
            params = {k: v[:40] if isinstance(v, str) else v for k, v in problem.params.items()}
            raise LineError(say(user.locale, problem.key, **params)) from None

    async def _choose(self, line: ConsoleLine, user: User) -> Reply:
        """What the "Choose privately" button sends."""
        seq = _number(line, "seq", None)
        return await self.master.moves.choose(CONSOLE_CHANNEL, user, seq=seq)

    async def _happened(self, line: ConsoleLine, user: User) -> Reply:
        """What the "What happened" button sends."""
        return await self.master.looking_back.catch_up(CONSOLE_CHANNEL, user)

    async def _choices(self, line: ConsoleLine, user: User) -> Reply:
        """The suggestions of `/play action:`; a group (a step of a long menu, not an
        action yet) is shown as the `/choices` line that opens it."""
        typed = line.args.get("typed", "")
        found, left_out = self.master.moves.suggestions_cut(CONSOLE_CHANNEL, user, typed)
        if not found:
            return Reply.private("Nothing to suggest: you have no decision to take right now.")
        listing = "\n".join(
            f"- {label}: /choices typed:{s.value}" if s.is_group
            else f"- {label}: /play action:{s.value}"
            for s, label in found
        )
        text = f"What /play would suggest now:\n{listing}"
        if left_out:
            # A cut list says so: how many more, and how to reach them (issue 25, item 11).
            more = len(left_out)
            text += (
                f"\n…and {more} more {'choice' if more == 1 else 'choices'} not shown "
                f"({len(found)} at most): type part of a notation or a label to narrow "
                f"the list, e.g. /choices typed:{left_out[0][0].value}"
            )
        return Reply.private(text)

    async def _cards(self, line: ConsoleLine, user: User) -> Reply:
        """What autocomplete offers for `/game card name:` while `typed` is typed."""
        found = self.master.cards.card_choices(
            CONSOLE_CHANNEL, user, line.args.get("typed", ""), line.args.get("game")
        )
        if not found:
            return Reply.private("Nothing to suggest: no name here begins with that.")
        listing = "\n".join(f"- {c.label}: /game card name:{c.action}" for c in found)
        return Reply.private(f"What /game card would suggest:\n{listing}")

    async def _wait(self, line: ConsoleLine, user: User) -> Reply:
        """Time passes: whatever would fire in that time fires, each at its moment."""
        hours = _hours(line.args.get("hours", ""))
        if hours is None or not 1 <= hours <= MAX_WAIT_HOURS:
            raise LineError(f"`/wait hours:N` lets N hours pass (1 to {MAX_WAIT_HOURS}); "
                            "`/wait 1d`, `/wait 12h` and `/wait 1d12h` say it as the clock does.")
        if not isinstance(self.master.time, VirtualTime):
            raise LineError("This game master runs on real time, so the console cannot wait.")
        await self.scheduler.pass_time(hours * HOUR)
        self.out.note(f"{hours} h passed; it is now {utc_text(self.master.time.now())}.")
        return Reply()

    async def _language(self, line: ConsoleLine, user: User) -> Reply:
        """The language this person's Discord is in: what they alone read (replies,
        their choices) is in it, and a game they open speaks it unless the server
        has a language (`/game settings`)."""
        raw = line.args.get("language", "").strip()
        locale = None if raw.lower() == "clear" else parse_locale(raw) if raw else None
        if locale is None and raw.lower() != "clear":
            raise LineError("Choose a language: `/language es`, `en`, or `clear` for the "
                            "default (English).")
        self.out.set_locale(line.user, locale)
        tr = Texts.of(locale)
        if locale is None:
            return Reply.private(tr("console.language_cleared"))
        return Reply.private(tr("console.language_set", language=LANGUAGE_NAMES[locale]))

    async def _help(self, line: ConsoleLine, user: User) -> Reply:
        return Reply(ephemeral=[Message(HELP.format(commands=known_commands()))])


# -- values in lines ----------------------------------------------------------------
def _hours(raw: str) -> int | None:
    """`30`, or a duration as `clock:` reads it (`1d`, `12h`, `1d12h`); None if neither."""
    text = raw.strip().lower()
    if text.isdigit():
        return int(text)
    match = DURATION.match(text)
    if not text or match is None:
        return None
    return int(match["d"] or 0) * 24 + int(match["h"] or 0)


def _number(line: ConsoleLine, key: str, default: int | None) -> int | None:
    raw = line.args.get(key)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise LineError(f"`{key}:` must be a whole number, not “{raw[:20]}”.") from None


# -- input ----------------------------------------------------------------------------
def script_names(lines: Iterable[str]) -> list[str]:
    """The people a script speaks for, in order of first appearance."""
    names: dict[str, str] = {}
    for raw in lines:
        if is_blank(raw):
            continue
        try:
            name = parse_line(raw).user
        except LineError:
            continue
        names.setdefault(name.lower(), name)
    return list(names.values())


def human_names(count: int, preferred: list[str]) -> list[str]:
    """`count` names: the script's own first, then p1, p2, ... (skipping taken ones)."""
    names = preferred[:count]
    taken = {n.lower() for n in names}
    number = 1
    while len(names) < count:
        candidate = f"p{number}"
        if candidate not in taken:
            names.append(candidate)
        number += 1
    return names


def lobby_lines(settings: ConsoleSettings, humans: list[str]) -> list[str]:
    """The lines a host would type to open, fill and start the requested lobby."""
    host = humans[0]
    options = "".join(f" {key}:{value}" for key, value in settings.options.items())
    lines = [f"{host}: /game new game:{settings.game} seed:{settings.seed}{options}"]
    lines += [f"{name}: /game join" for name in humans[1:]]
    lines += [f"{host}: /game addbot kind:{settings.ai_kind}"] * settings.bots
    lines.append(f"{host}: /game start")
    return lines


async def input_lines(script: str | None) -> AsyncIterator[str]:
    if script is not None:
        for line in Path(script).read_text(encoding="utf-8").splitlines():
            yield line
        return
    while True:
        line = await asyncio.to_thread(sys.stdin.readline)
        if not line:
            return
        yield line


# -- the whole run --------------------------------------------------------------------
def build_master(store: Store, render: bool, clock: VirtualTime | None = None) -> GameMaster:
    """The console's game master: its clock is virtual, so that `/wait` can move it."""
    from bot.service import GameMaster

    clock = clock if clock is not None else VirtualTime()
    # One person at a terminal: no channel to flood, so no limit on repeated posts.
    return GameMaster(store, render=render, board_every_turn=True, time=clock, public_every=0)


async def console_store(db: str | None, clock: VirtualTime) -> Store:
    """The console's store (a file with `--db`, else memory), stamping its records
    with the console's virtual clock."""
    return await open_store(db, clock=clock.now) if db else MemoryStore(clock=clock.now)


async def play_console(settings: ConsoleSettings, transcript: Transcript) -> int:
    # One clock for everything: the store stamps moves and sessions with the time
    # the deadlines follow, so "since" times move with `/wait` too.
    clock = VirtualTime()
    store = await console_store(settings.db, clock)
    master = build_master(store, render=settings.out is not None, clock=clock)
    server = await start_web(master, settings.web, transcript)
    try:
        console = Console(master, store, transcript)
        interactive = settings.script is None and sys.stdin.isatty()
        if interactive:
            transcript.note("Type lines like `p1: /play action:roll`; `p1: /help` explains; "
                            "Ctrl+D ends.")
        await open_or_resume(console, settings)
        echo = not interactive
        async for raw in input_lines(settings.script):
            await console.run_line(raw, echo=echo)
        return 0
    finally:
        if server is not None:
            await server.stop()
        await master.close()
        await store.close()


async def start_web(master: GameMaster, settings: Any, transcript: Transcript) -> Any:
    """`gamemaster play --web HOST:PORT`: the console's games in the browser, linked
    from its posts (at the local address unless `--public-url` names another)."""
    if settings is None:
        return None
    from bot.web.server import WebServer, signer_from_env

    signer, made = signer_from_env()
    server = WebServer(master, settings, signer)
    await server.start()
    master.web.configure(server.public_url, signer)
    transcript.note(f"The games are in the browser too: {server.public_url}/g/<session>"
                    + (" (links to a seat's view last as long as this console)" if made else ""))
    return server


async def open_or_resume(console: Console, settings: ConsoleSettings) -> None:
    if settings.db and await console.resume():
        return
    if settings.players is None:
        console.out.note("No session yet. Open one with e.g. `ana: /game new game:meduris`.")
        return
    if settings.seed is None:
        settings.seed = random.randint(0, MAX_SEED)
    preferred = script_names(_script_text(settings.script))
    humans = human_names(settings.players - settings.bots, preferred)
    if not humans:
        await console.open_ai_table(settings)
    else:
        for line in lobby_lines(settings, humans):
            await console.run_line(line)


def _script_text(script: str | None) -> list[str]:
    return Path(script).read_text(encoding="utf-8").splitlines() if script else []


def run_console(settings: ConsoleSettings) -> int:
    """Entry point of `gamemaster play`; exit status 0 at the normal end of input."""
    transcript = Transcript(settings.out, write=lambda text: print(text, flush=True))
    try:
        return asyncio.run(play_console(settings, transcript))
    except (OSError, StorageError) as exc:
        print(f"gamemaster play: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
