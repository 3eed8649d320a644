"""Trying to break the game master, for every registered game.

Seeded random sessions are driven through `GameMaster` (MemoryStore); at random
moments of random games every kind of bad input is thrown at it: strangers,
out-of-turn players, junk text, group keys and malformed shortcuts, stale
buttons, undo previews and confirmations, the looking commands, lobby misuse.
Each answer must be polite text (no Python error, no raw catalog key, no
template braces), each refusal must change nothing (the session's seq, the
state's JSON and the stored log are compared before and after), and every game
must still be played to its finish afterwards. A restart on the same SQLite file
restores a session exactly at a random point.

The standard (README): every bad input gets a clear, polite answer that says
what is possible now; nothing changes and nothing is lost.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.replies import Reply, User
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import MemoryStore, SQLiteStore
from games.core import Rng, game_ids, get_game
from games.core.data import data_path
from games.core.errors import GameError
from games.core.game import Game
from tests.support.players import ADMIN, ANA, BOB, CAL, DEE, GUILD, texts

GAMES = list(game_ids())
STRANGER = User(66, "Zed", "en-US")
EVE = User(5, "Eve", "es-ES")
PEOPLE = [ANA, BOB, CAL, DEE, EVE]

RANDOM_MOVES = 250  # then the heuristic player finishes (as the conformance suite does)
MOVE_CAP = 3000
FUZZ_EVERY = 0.5  # chance of a round of bad input before a move
AFTER_RESTART = 40

JUNK = [
    "",
    "   \t  ",
    "x" * 10_000,
    "go " + "9" * 10_000,
    "\x00\x01\x07\x1b[31m",
    "play\x00 now",
    "\u202eevom\u202c",
    "🎲🐉🏰",
    "👍🏽" * 60,
    "mueve el trol a la cueva",
    "移动到 7",
    "Ｐａｓｓ",
    "None",
    "null",
    "undefined",
    "DROP TABLE sessions;",
    "<@123456> @everyone",
    "`pass`",
    "%s %d",
    "\\",
    "go 3--7",
    "go 999",
    "go -1",
    "go 3-",
    "go 3-7-",
    "go 1-2-3-4-5-6-7-8-9-10-11-12-13-14-15-16-17-18-19-20",
    "go 3-x-7",
    "0",
    "-1",
    "99999999999999999999999999",
]
BRACED = ["{}", "{0}", "{name}", "{{}}", "}{"]

EXCEPTION_TEXT = re.compile(
    r"Traceback|Exception|Error\(|Error:|KeyError|ValueError|TypeError|IndexError|"
    r"AttributeError|AssertionError|NoneType|object at 0x|<games\.|<bot\."
)
KEY_PREFIX = re.compile(
    r"(?<![\w`/.-])(?:error|prompt|play|lobby|undo|session|event|label|log|hand|rules|status|"
    r"suggest|seat|board|abort|start|pending|option|character|settings|"
    r"meduris|root|mountain_king|near_and_far)\.[a-z_]+\b"
)

# Shown back to a player, these would garble a terminal (escape sequences) or a
# Discord message (NUL, bidirectional overrides turning the rest of a line around).
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _catalog_keys() -> set[str]:
    """Every catalog key of the bot and the games (a key shown raw is a missing text)."""
    keys: set[str] = set()
    folders = [data_path("i18n", name) for name in ("bot", "core", "commands")]
    folders += [data_path(game, "i18n") for game in GAMES]
    for folder in folders:
        for locale in ("en", "es"):
            path = Path(folder) / f"{locale}.json"
            if path.exists():
                keys.update(json.loads(path.read_text("utf-8")))
    return {key for key in keys if "." in key}


CATALOG_KEYS = _catalog_keys()


def polite(reply: Reply, typed: Sequence[str] = ()) -> None:
    """Every message is text a player can read: no Python error, no raw catalog key,
    no unformatted template, within Discord's 2000 characters."""
    messages = [*reply.public, *reply.ephemeral]
    assert messages, "a command answered nothing"
    echoes = "".join(str(t) for t in typed)
    for message in messages:
        text = message.text
        assert text.strip() or message.image, f"an empty message in {reply}"
        assert len(text) <= 2000, f"{len(text)} characters: {text[:200]}"
        assert not EXCEPTION_TEXT.search(text), text
        found = KEY_PREFIX.search(text)
        assert found is None or found.group(0) not in CATALOG_KEYS, text
        words = set(re.findall(r"[a-z_]+(?:\.[a-z0-9_]+)+", text))
        assert not (words & CATALOG_KEYS), (words & CATALOG_KEYS, text)
        assert not CONTROL.search(text), f"control characters shown: {text[:200]!r}"
        if "{" not in echoes and "}" not in echoes:
            assert "{" not in text and "}" not in text, text


@dataclass
class Table:
    """One channel's session under fuzzing: who sits where, and what it was."""

    gm: GameMaster
    game: Game
    channel: int
    rnd: random.Random
    people: list[User] = field(default_factory=list)
    # The state's JSON at each seq a person was asked to move (undo goes back there).
    history: dict[int, dict[str, Any]] = field(default_factory=dict)
    fuzzed: dict[str, int] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    last_move: Reply | None = None  # the reply to the last accepted move

    # -- looking ----------------------------------------------------------------
    def session(self) -> Session | None:
        return self.gm.sessions.peek(self.channel)

    def live(self) -> Session:
        session = self.session()
        assert session is not None and session.state is not None
        return session

    async def snapshot(self) -> tuple[Any, ...]:
        """Everything a refusal must leave as it was."""
        record = await self.gm.store.active_session(self.channel)
        session = self.session()
        stored: list[Any] = []
        if record is not None and record.id is not None:
            # The last stored record and any after it (the whole log is slow to copy).
            after = max(0, session.seq - 1) if session is not None else 0
            stored = [(r.seq, r.kind, r.text) for r in await self.gm.store.log(record.id, after)]
        if session is None:
            return (None, stored, record.status if record else None)
        state = session.state.to_json() if session.state is not None else None
        seats = [(s.user_id, s.name, s.agent) for s in session.record.seats]
        return (session.seq, state, stored, session.record.status, seats, session.record.options)

    def seats(self) -> list[Any]:
        session = self.session()
        assert session is not None
        return session.record.seats

    def live_options(self) -> dict[str, str]:
        session = self.session()
        assert session is not None
        return session.record.options

    def talents(self) -> list[str]:
        talents = getattr(self.game, "talents", None)
        return list(talents()) if callable(talents) else []

    def user_of(self, seat: int) -> User | None:
        user_id = self.live().record.seats[seat].user_id
        return next((p for p in self.people if p.id == user_id), None)

    def prompted_people(self) -> list[tuple[User, int]]:
        session = self.live()
        state = session.state
        assert state is not None
        out = []
        for prompt in state.pending():
            user = self.user_of(prompt.seat)
            if user is not None and (user, prompt.seat) not in out:
                out.append((user, prompt.seat))
        return out

    # -- checking -----------------------------------------------------------------
    async def refused(self, what: str, call: Awaitable[Reply], typed: Sequence[str] = ()) -> Reply:
        """`call` is refused politely, privately, and changes nothing."""
        before = await self.snapshot()
        reply = await call
        context = f"{self.game.id}: {what} {[t[:60] for t in typed]}"
        assert not reply.ok, f"{context} was accepted: {texts(reply)[:300]}"
        assert not reply.public, f"{context}: a refusal spoke in the channel"
        polite(reply, typed)
        assert await self.snapshot() == before, f"{context} changed the session"
        self.fuzzed[what] = self.fuzzed.get(what, 0) + 1
        return reply

    async def harmless(self, what: str, call: Awaitable[Reply], typed: Sequence[str] = ()) -> Reply:
        """A looking command (or a refusal): polite, and changes nothing."""
        before = await self.snapshot()
        reply = await call
        polite(reply, typed)
        assert await self.snapshot() == before, f"{self.game.id}: {what} changed the session"
        self.fuzzed[what] = self.fuzzed.get(what, 0) + 1
        return reply


# -- the lobby ------------------------------------------------------------------------
BAD_BOTS = ["", "godlike", "x" * 10_000, "🤖", "random; heuristic", "{kind}", "None"]


def bad_options(game: Game) -> list[dict[str, str]]:
    """Options no lobby of `game` may open with: unknown names, values out of range."""
    out: list[dict[str, str]] = [
        {"no_such_option": "1"},
        {"": ""},
        {"x" * 10_000: "y"},
        {"🎲": "🎲"},
    ]
    for spec in game.options:
        out.append({spec.name: "no-such-value"})
        out.append({spec.name: "x" * 10_000})
        out.append({spec.name: ""})
        out.append({spec.name: "{0}"})
        numbers = [int(c) for c in spec.choices if c.isdigit()]
        if numbers:
            out.append({spec.name: str(max(numbers) + 1)})
            out.append({spec.name: "0"})
            out.append({spec.name: "-1"})
    return out


async def open_lobby(table: Table, humans: int, bots: Sequence[str]) -> None:
    """Open, misuse and fill a lobby, then start it."""
    gm, game, rnd, channel = table.gm, table.game, table.rnd, table.channel
    host = PEOPLE[0]
    for options in bad_options(game):
        typed = [*options, *options.values()]
        await table.refused(
            "new with bad options", gm.lobby.new(channel, GUILD, host, game.id, options), typed
        )
    for name in ["chess", "", "x" * 10_000, "{game}"]:
        opening = gm.lobby.new(channel, GUILD, host, name, {})
        await table.refused("new unknown game", opening, [name])
    await table.refused("play without a game", gm.moves.play(channel, host, "pass"))
    await table.refused("undo without a game", gm.moves.undo(channel, host))
    await table.harmless("rules without a game", gm.showing.rules(channel, host))

    opened = await gm.lobby.new(channel, GUILD, host, game.id, {}, seed=rnd.randrange(10**6))
    assert opened.ok, texts(opened)
    polite(opened)
    table.people = [host]
    await table.refused(
        "new in a busy channel", gm.lobby.new(channel, GUILD, STRANGER, game.id, {})
    )
    await table.refused("join twice", gm.lobby.join(channel, host))
    await table.refused("leave without a seat", gm.lobby.leave(channel, STRANGER))
    await table.refused("start too few", gm.lobby.start(channel, host))
    for kind in BAD_BOTS:
        await table.refused("addbot unknown kind", gm.lobby.add_bot(channel, host, kind), [kind])
    await table.refused("play in the lobby", gm.moves.play(channel, host, "pass"))
    await table.refused("hand in the lobby", gm.showing.hand(channel, host))
    await table.refused("undo in the lobby", gm.moves.undo(channel, host))

    # Fill the lobby to the brim: one more is refused.
    for person in PEOPLE[1 : game.max_players]:
        assert (await gm.lobby.join(channel, person)).ok
        await table.refused("addbot by a guest", gm.lobby.add_bot(channel, person, "random"))
        await table.refused("start by a guest", gm.lobby.start(channel, person))
    while len(table.seats()) < game.max_players:
        assert (await gm.lobby.add_bot(channel, host, "random")).ok
    await table.refused("join a full lobby", gm.lobby.join(channel, STRANGER))
    await table.refused("addbot to a full lobby", gm.lobby.add_bot(channel, host, "heuristic"))

    # Back to the seats wanted: people leave (the host last), bots cannot be removed,
    # so the lobby is reopened when it has too many of them.
    assert (await gm.lobby.abort(channel, host, confirm=True)).ok
    opened = await gm.lobby.new(channel, GUILD, host, game.id, {}, seed=rnd.randrange(10**6))
    assert opened.ok
    for person in PEOPLE[1:humans]:
        assert (await gm.lobby.join(channel, person)).ok
    for kind in bots:
        assert (await gm.lobby.add_bot(channel, host, kind)).ok
    table.people = list(PEOPLE[:humans])
    if humans > 1:
        await table.refused("join twice", gm.lobby.join(channel, PEOPLE[1]))
    started = await gm.lobby.start(channel, host)
    assert started.ok, texts(started)
    polite(started)


# -- bad input during a game -------------------------------------------------------------
FUZZ_KINDS = [
    "stranger",
    "out of turn",
    "junk",
    "junk",
    "junk",
    "braces",
    "group",
    "stale seq",
    "stale session",
    "undo preview",
    "undo confirm",
    "undo nothing",
    "undo stale",
    "look",
    "log page",
    "rules topic",
    "lobby in game",
    "autocomplete",
    "settings",
    "character",
    "double click",
    "restore",
]


async def fuzz_round(table: Table) -> None:
    """One random piece of bad input (or a looking command) at this moment."""
    gm, rnd, channel = table.gm, table.rnd, table.channel
    session = table.live()
    state = session.state
    assert state is not None
    asked = table.prompted_people()
    mover, seat = rnd.choice(asked)
    legal = [str(a) for a in state.legal(seat)]
    idle = [p for p in table.people if not any(p == user for user, _ in asked)]
    if not table.deck:  # every kind of bad input in turn, in a random order
        table.deck = rnd.sample(FUZZ_KINDS, len(FUZZ_KINDS))
    kind = table.deck.pop()
    if kind == "stranger":
        await table.refused(
            "play by a stranger", gm.moves.play(channel, STRANGER, rnd.choice(legal))
        )
        pressed = gm.moves.play(
            channel, STRANGER, rnd.choice(legal), seq=session.seq, session_id=session.id
        )
        await table.refused("button pressed by a stranger", pressed)
    elif kind == "out of turn" and idle:
        other = rnd.choice(idle)
        await table.refused("play out of turn", gm.moves.play(channel, other, rnd.choice(legal)))
    elif kind == "junk":
        text = rnd.choice(JUNK)
        if text.strip().lower() not in legal:
            await table.refused("play junk", gm.moves.play(channel, mover, text), [text])
    elif kind == "braces":
        text = rnd.choice(BRACED)
        await table.refused("play braces", gm.moves.play(channel, mover, text), [text])
    elif kind == "group":
        groups = [c for c in gm.moves.autocomplete(channel, mover, "") if c.action not in legal] + [
            c
            for c in gm.moves.autocomplete(channel, mover, rnd.choice(legal)[:3])
            if c.action not in legal
        ]
        groups = [c for c in groups if not is_walk(table, c.action)]
        if groups:
            key = rnd.choice(groups).action
            # A group continues the choice (issue 14): its members, privately.
            shown = await table.harmless(
                "play a group key", gm.moves.play(channel, mover, key), [key]
            )
            assert not shown.public and shown.ephemeral, key
    elif kind == "stale seq":
        stale = session.seq - rnd.randint(1, 3) if session.seq else session.seq + 1
        await table.refused(
            "stale button",
            gm.moves.play(channel, mover, rnd.choice(legal), seq=stale, session_id=session.id),
        )
    elif kind == "stale session":
        await table.refused(
            "button of an old game",
            gm.moves.play(
                channel, mover, rnd.choice(legal), seq=session.seq, session_id=session.id + 7
            ),
        )
    elif kind == "undo preview":
        who = rnd.choice(table.people)
        await table.harmless("undo preview", gm.moves.undo(channel, who))
    elif kind == "undo confirm":
        await undo_for_real(table, rnd.choice(table.people))
    elif kind == "undo nothing":
        await table.refused("undo by a stranger", gm.moves.undo(channel, STRANGER))
        await table.refused("undo by a stranger", gm.moves.undo(channel, STRANGER, confirm=True))
    elif kind == "undo stale":
        who = rnd.choice(table.people)
        preview = await table.harmless("undo preview", gm.moves.undo(channel, who))
        if preview.ok:
            message = preview.ephemeral[0]
            assert message.confirm == "undo" and message.seq == session.seq
            stale = session.seq - 1 if session.seq else session.seq + 1
            await table.refused(
                "undo confirm stale",
                gm.moves.undo(channel, who, confirm=True, seq=stale, session_id=message.session_id),
            )
    elif kind == "look":
        who = rnd.choice([*table.people, STRANGER, ADMIN])
        await table.harmless("status", gm.showing.status(channel, who))
        await table.harmless("board", gm.showing.board(channel, who))
        hand = await table.harmless("hand", gm.showing.hand(channel, who))
        assert not hand.public, "a hand was shown in the channel"
        assert hand.ok == (who in table.people)
    elif kind == "log page":
        page: Any = rnd.choice([0, -1, 2, 3, 999, 10**30, "abc", "", None, "2", 1.5, "{page}"])
        await table.harmless(
            "log", gm.looking_back.log(channel, rnd.choice(table.people), page), [str(page)]
        )
    elif kind == "rules topic":
        topics = table.game.rules_topics()
        topic = rnd.choice(["", "   ", "nonsense", "x" * 10_000, "🎲", "{topic}", *topics[:1]])
        if topics and rnd.random() < 0.3:
            topic = f"  {rnd.choice(topics).upper()} "
        reply = await table.harmless(
            "rules", gm.showing.rules(channel, rnd.choice(table.people), topic), [topic]
        )
        assert not reply.public
        bad_game = rnd.choice(["chess", "", "x" * 10_000, "{game}"])
        await table.refused(
            "rules of an unknown game", gm.showing.rules(channel, mover, None, bad_game), [bad_game]
        )
    elif kind == "lobby in game":
        await table.refused("join a running game", gm.lobby.join(channel, STRANGER))
        await table.refused("join twice", gm.lobby.join(channel, mover))
        await table.refused("leave a running game", gm.lobby.leave(channel, mover))
        await table.refused(
            "addbot in a running game", gm.lobby.add_bot(channel, table.people[0], "random")
        )
        await table.refused("start twice", gm.lobby.start(channel, table.people[0]))
        await table.refused(
            "new over a running game", gm.lobby.new(channel, GUILD, mover, table.game.id, {})
        )
        await table.refused("abort by a guest", gm.lobby.abort(channel, STRANGER, confirm=True))
    elif kind == "double click":  # the same button pressed twice, a look and an undo meanwhile
        text = rnd.choice(legal)
        table.history[session.seq] = state.to_json()
        replies = await asyncio.gather(
            gm.moves.play(channel, mover, text, seq=session.seq, session_id=session.id),
            gm.moves.play(channel, mover, text, seq=session.seq, session_id=session.id),
            gm.showing.status(channel, STRANGER),
            gm.moves.undo(channel, rnd.choice(table.people)),
        )
        for reply in replies:
            polite(reply, [text])
        assert [r.ok for r in replies[:2]] == [True, False], [texts(r)[:200] for r in replies]
        table.last_move = replies[0]
        await same_after_restore(table)
    elif kind == "restore":
        await same_after_restore(table)
    elif kind == "settings":
        locale = rnd.choice(["fr", "x" * 10_000, "{locale}", "🇪🇸"])
        await table.refused("settings by a player", gm.server_settings.settings(GUILD, mover, "es"))
        await table.refused(
            "settings unknown language", gm.server_settings.settings(GUILD, ADMIN, locale), [locale]
        )
        await table.refused(
            "settings outside a server", gm.server_settings.settings(None, ADMIN, "es")
        )
    elif kind == "character":
        talent = rnd.choice(["nonsense", "x" * 10_000, "{talent}", "🎲", *table.talents()])
        game = rnd.choice([None, None, "chess", "x" * 10_000, "{game}"])
        who = rnd.choice([mover, STRANGER])
        reply = await table.harmless(
            "character",
            gm.characters.character(channel, GUILD, who, game, talent),
            [talent, str(game)],
        )
        if reply.ok:  # bought between games: only by someone not playing here, and affordable
            assert who == STRANGER and game is None and talent in table.talents(), texts(reply)
        else:  # no game named so, an unknown talent, in a game, or too dear
            assert not reply.public
        for typed in ["", "x" * 10_000, "\x00", "{"]:
            assert all(
                len(c.label) <= 100 for c in gm.characters.talent_choices(channel, who, typed)
            )
    elif kind == "autocomplete":
        before = await table.snapshot()
        for typed in [*rnd.sample(JUNK, 3), "go ", rnd.choice(legal)]:
            for who in (mover, STRANGER, *idle):
                offered = gm.moves.autocomplete(channel, who, typed)
                assert len(offered) <= 25
                assert all(0 < len(c.label) <= 100 and len(c.action) <= 100 for c in offered)
                if who == STRANGER or who in idle:
                    assert offered == [], (who, offered)
        assert await table.snapshot() == before


async def same_after_restore(table: Table) -> None:
    """What is stored gives back exactly the session in memory (nothing lost)."""
    session = table.session()
    fresh = GameMaster(table.gm.store, render=False)
    status = await fresh.showing.status(table.channel, STRANGER)
    restored = fresh.sessions.peek(table.channel)
    if session is None:
        assert restored is None and not status.ok
        return
    assert status.ok and restored is not None and restored.state is not None
    assert restored.seq == session.seq
    assert restored.state.to_json() == session.state.to_json()  # type: ignore[union-attr]
    table.fuzzed["restore"] = table.fuzzed.get("restore", 0) + 1


def is_walk(table: Table, text: str) -> bool:
    """A whole shortcut such as `go 3-7-12` (playable, although no single action)."""
    session = table.live()
    state = session.state
    assert state is not None
    return any(table.game.macro_steps(state, seat, text) for _, seat in table.prompted_people())


async def undo_for_real(table: Table, who: User) -> None:
    """Undo confirmed: either a polite refusal that changes nothing, or the state is
    back where the undone move was asked for."""
    gm, channel = table.gm, table.channel
    before = await table.snapshot()
    preview = await gm.moves.undo(channel, who)
    polite(preview)
    assert await table.snapshot() == before
    if not preview.ok:
        await table.refused("undo confirm refused", gm.moves.undo(channel, who, confirm=True))
        return
    message = preview.ephemeral[0]
    done = await gm.moves.undo(
        channel, who, confirm=True, seq=message.seq, session_id=message.session_id
    )
    polite(done)
    assert done.ok, texts(done)
    session = table.live()
    log = await gm.store.log(session.id)
    assert log[-1].kind == "undo" and log[-1].user_id == who.id
    target = log[-1].target
    assert target is not None
    # The undone move was asked for at `target`, right before a `play` of this test.
    assert target in table.history, (target, sorted(table.history)[-5:])
    assert session.state.to_json() == table.history[target], "undo did not go back"  # type: ignore[union-attr]
    table.fuzzed["undo confirmed"] = table.fuzzed.get("undo confirmed", 0) + 1


# -- playing on ---------------------------------------------------------------------------
async def play_move(table: Table, moves: int) -> Reply:
    """A legal move of a person who is asked: random at first (sometimes picked from
    the autocomplete menu, walks included), then the heuristic player's."""
    gm, rnd, channel = table.gm, table.rnd, table.channel
    session = table.live()
    state = session.state
    assert state is not None
    mover, seat = rnd.choice(table.prompted_people())
    table.history[session.seq] = state.to_json()
    if moves >= RANDOM_MOVES:
        agent = table.game.agent("heuristic")
        text = str(agent.choose(state, seat, Rng(moves)))
    elif rnd.random() < 0.3:
        text = await menu_pick(table, mover)
    else:
        text = str(rnd.choice(state.legal(seat)))
    seq = session.seq if rnd.random() < 0.5 else None  # as a button, or typed
    walked = walk_states(table, state, seat, text, session.seq)
    reply = await gm.moves.play(
        channel, mover, text, seq=seq, session_id=session.id if seq else None
    )
    assert reply.ok, f"{table.game.id}: {text!r} refused: {texts(reply)[:400]}"
    polite(reply, [text])
    table.history.update(walked)
    table.last_move = reply
    return reply


def walk_states(table: Table, state: Any, seat: int, text: str, seq: int) -> dict[int, Any]:
    """A walk (`go 3-7-12`) is stored step by step, and undo withdraws its last step
    only: the states between its steps, by the seq each step is asked at."""
    steps = table.game.macro_steps(state, seat, text) or []
    ahead = state.clone()
    walked = {}
    for index, step in enumerate(steps[:-1], start=1):
        try:
            ahead.apply(seat, step)
        except GameError:  # a walk refused whole: nothing is stored
            return {}
        walked[seq + index] = ahead.to_json()
    return walked


async def menu_pick(table: Table, mover: User) -> str:
    """Walk the autocomplete menu down its groups to a whole action (or a walk)."""
    typed = table.rnd.choice(["", "", "go "])
    legal = {str(a) for _, seat in table.prompted_people() for a in table.live().state.legal(seat)}  # type: ignore[union-attr]
    for _ in range(10):
        offered = table.gm.moves.autocomplete(table.channel, mover, typed)
        if not offered:
            offered = table.gm.moves.autocomplete(table.channel, mover, "")
        choice = table.rnd.choice(offered).action
        if choice in legal or is_walk(table, choice):
            return choice
        typed = choice
    raise AssertionError(f"{table.game.id}: the menu never reached an action")


async def play_through(table: Table) -> Reply:
    """Fuzz and play until the game is over; the reply to the last move."""
    for moves in range(MOVE_CAP):
        if table.session() is None:
            break
        if table.rnd.random() < FUZZ_EVERY:
            await fuzz_round(table)
        if table.session() is None:
            break
        await play_move(table, moves)
    else:
        raise AssertionError(f"{table.game.id} did not finish in {MOVE_CAP} moves")
    assert table.last_move is not None
    return table.last_move


def setups(game: Game) -> list[tuple[int, tuple[str, ...]]]:
    """(people, AI kinds) at the table: two people with an AI where there is room,
    and a table that fills the game with more people."""
    extra = ("random",) if game.max_players > 2 else ()
    crowd = min(game.max_players, 4)
    return [(2, extra), (crowd, ()) if crowd > 2 else (1, ("heuristic",))]


CASES = [
    pytest.param(game_id, index, id=f"{game_id}-{index}") for game_id in GAMES for index in range(2)
]


@pytest.mark.parametrize(("game_id", "index"), CASES)
async def test_bad_input_changes_nothing_and_the_game_finishes(game_id: str, index: int) -> None:
    game = get_game(game_id)
    humans, bots = setups(game)[index]
    table = Table(
        GameMaster(MemoryStore(), render=False, snapshot_every=5),
        game,
        800 + index,
        random.Random(f"{game_id}/{index}"),
    )
    await open_lobby(table, humans, bots)
    final = await play_through(table)
    said = texts(final)
    assert game.name("en") in said or game.name("es") in said, said[-500:]
    assert await table.gm.store.active_session(table.channel) is None
    after = await table.gm.moves.play(table.channel, ANA, "pass")
    assert not after.ok
    polite(after)
    kinds = set(table.fuzzed)
    expected = {"play junk", "play by a stranger", "stale button", "undo preview", "status"}
    expected |= {"log", "rules", "join a running game", "undo by a stranger", "play braces"}
    assert expected <= kinds, expected - kinds


# -- restarts -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
async def test_a_restart_restores_the_session_exactly(game_id: str, tmp_path: Path) -> None:
    await restart_case(game_id, tmp_path, 0)


async def restart_case(game_id: str, tmp_path: Path, seed: int) -> None:
    """Play (and undo) to a random point, restart on the same SQLite file, compare."""
    game = get_game(game_id)
    rnd = random.Random(f"restart/{game_id}/{seed}")
    path = tmp_path / "gm.sqlite3"
    first = GameMaster(SQLiteStore(path), render=False, snapshot_every=7)
    table = Table(first, game, 900, rnd)
    bots = ("random",) if game.max_players > 2 else ()
    assert (await first.lobby.new(900, GUILD, ANA, game_id, {}, seed=rnd.randrange(10**6))).ok
    assert (await first.lobby.join(900, BOB)).ok
    for kind in bots:
        assert (await first.lobby.add_bot(900, ANA, kind)).ok
    assert (await first.lobby.start(900, ANA)).ok
    table.people = [ANA, BOB]
    for moves in range(rnd.randint(5, 120)):
        if table.session() is None:
            break
        if rnd.random() < 0.1:
            await undo_for_real(table, rnd.choice(table.people))
        else:
            await play_move(table, moves)
    session = table.session()
    before = (session.seq, session.state.to_json()) if session else None  # type: ignore[union-attr]
    await first.close()
    await first.store.close()

    second = GameMaster(SQLiteStore(path), render=False)
    try:
        table.gm = second
        if before is None:  # the game ended first: it stays over
            await table.refused("play after the end", second.moves.play(900, BOB, "end"))
            return
        status = await second.showing.status(900, BOB)
        assert status.ok
        polite(status)
        restored = table.live()
        assert (restored.seq, restored.state.to_json()) == before  # type: ignore[union-attr]
        for moves in range(AFTER_RESTART):  # it plays on (the finish is checked above)
            if table.session() is None:
                break
            if rnd.random() < FUZZ_EVERY:
                await fuzz_round(table)
            if table.session() is not None:
                await play_move(table, moves)
    finally:
        await second.close()
        await second.store.close()


# -- regressions found by the fuzzing above ---------------------------------------------------
async def test_options_for_a_larger_table_open_a_lobby_and_start_checks_the_count() -> None:
    """Team play (four players) and a Meduris first player 3 were refused at
    `/game new`, checked against the smallest table: they could never be played."""
    gm = GameMaster(MemoryStore(), render=False)
    opened = await gm.lobby.new(1, GUILD, ANA, "mountain_king", {"team": "true"}, seed=5)
    assert opened.ok, texts(opened)
    for person in (BOB, CAL):
        assert (await gm.lobby.join(1, person)).ok
    table = Table(gm, get_game("mountain_king"), 1, random.Random(0), [ANA, BOB, CAL])
    refusal = await table.refused("start a team game with three", gm.lobby.start(1, ANA))
    assert "4" in texts(refusal) and "3" in texts(refusal)
    assert (await gm.lobby.join(1, DEE)).ok
    started = await gm.lobby.start(1, ANA)
    assert started.ok, texts(started)
    assert table.live().record.options["team"] == "true"

    assert (await gm.lobby.new(2, GUILD, ANA, "meduris", {"first_player": "3"}, seed=5)).ok
    refused = await gm.lobby.new(3, GUILD, ANA, "meduris", {"first_player": "5"}, seed=5)
    assert not refused.ok and "first_player" in texts(refused)
    # An option that fits no table at all is still refused when the lobby opens.
    both = {"team": "true", "side": "autumn"}
    assert not (await gm.lobby.new(4, GUILD, ANA, "mountain_king", both, seed=5)).ok


async def test_a_refused_start_leaves_the_campaign_options_untouched() -> None:
    """Near and Far: a start refused for too few players had already stored the
    players' characters into the lobby's options."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(1, GUILD, ANA, "near_and_far", {}, seed=5)).ok
    table = Table(gm, get_game("near_and_far"), 1, random.Random(0), [ANA])
    await table.refused("start alone", gm.lobby.start(1, ANA))
    assert "characters" not in table.live_options()
    assert (await gm.lobby.join(1, BOB)).ok
    assert (await gm.lobby.start(1, ANA)).ok
    assert "characters" in table.live_options()


@pytest.mark.parametrize("game_id", GAMES)
async def test_typed_control_characters_are_not_echoed(game_id: str) -> None:
    """What a player typed was shown back with its NUL, escape sequences (a colour
    change in the console) and bidirectional overrides."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(1, GUILD, ANA, game_id, {}, seed=2)).ok
    assert (await gm.lobby.join(1, BOB)).ok
    assert (await gm.lobby.start(1, ANA)).ok
    table = Table(gm, get_game(game_id), 1, random.Random(0), [ANA, BOB])
    mover, _ = table.prompted_people()[0]
    for typed in ["\x1b[31mred\x1b[0m", "nul\x00here", "\u202eevom"]:
        reply = await table.refused("play control characters", gm.moves.play(1, mover, typed))
        assert "red" in texts(reply) or "nul" in texts(reply) or "evom" in texts(reply)
    topic = await gm.showing.rules(1, ANA, "\x1b[2Jclear")
    assert "clear" in texts(topic) and "\x1b" not in texts(topic)
    option = await gm.lobby.new(2, GUILD, ANA, game_id, {"\x07bell": "1"})
    assert "bell" in texts(option) and "\x07" not in texts(option)


# -- the lobby in any order ------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
async def test_lobby_commands_in_any_order_keep_the_lobby_sound(game_id: str) -> None:
    """Random lobby commands by random people: each is accepted or politely refused
    with nothing changed, and the lobby always has a seated person as host, no one
    seated twice and no more seats than the game takes."""
    game = get_game(game_id)
    gm = GameMaster(MemoryStore(), render=False)
    rnd = random.Random(f"lobby/{game_id}")
    table = Table(gm, game, 1, rnd, list(PEOPLE))
    everyone = [*PEOPLE, STRANGER, ADMIN]
    commands = {
        "new": lambda who: gm.lobby.new(1, GUILD, who, game_id, {}, seed=rnd.randrange(100)),
        "join": lambda who: gm.lobby.join(1, who),
        "leave": lambda who: gm.lobby.leave(1, who),
        "addbot": lambda who: gm.lobby.add_bot(1, who, rnd.choice(["random", "heuristic", "nope"])),
        "start": lambda who: gm.lobby.start(1, who),
        "abort": lambda who: gm.lobby.abort(1, who, confirm=True),
        "status": lambda who: gm.showing.status(1, who),
    }
    weights = {"new": 2, "join": 6, "leave": 4, "addbot": 2, "start": 2, "abort": 1, "status": 1}
    outcomes: dict[tuple[str, bool], int] = {}
    for _ in range(250):
        name = rnd.choices(list(weights), list(weights.values()))[0]
        who = rnd.choice(everyone)
        before = await table.snapshot()
        reply = await commands[name](who)
        polite(reply)
        outcomes[name, reply.ok] = outcomes.get((name, reply.ok), 0) + 1
        if not reply.ok or name == "status":
            assert await table.snapshot() == before, (name, who.name, texts(reply))
            continue
        session = table.session()
        if session is None:
            assert name in ("leave", "abort")  # the last person left, or it was aborted
            continue
        seats = session.record.seats
        people = [s.user_id for s in seats if not s.is_ai]
        assert len(seats) <= game.max_players and len(people) == len(set(people))
        assert session.record.host_id in people
        if session.running:  # a new lobby for the next rounds
            assert game.min_players <= len(seats)
            assert (await gm.lobby.abort(1, ADMIN, confirm=True)).ok and table.session() is None
    for name in ("new", "join", "leave", "start"):
        assert (name, True) in outcomes and (name, False) in outcomes, (name, outcomes)
