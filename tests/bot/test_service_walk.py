"""A walk typed at once (`go 3-7-12`) through the game master (issue 5, "Interface
and rendering"; bot/macros.py): checked whole, then played as separate log
records; refused whole, with the reason, when a step fails or a question comes
first; undone step by step; offered by autocomplete with its hearts and what it
meets. Other games have no shortcuts and are not affected."""

from __future__ import annotations

from collections.abc import Callable

from bot import narration
from bot.messages import Texts
from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore
from bot.suggestions import suggest
from games.core import agent_rng, get_game
from games.near_and_far import walk
from games.near_and_far.state import NearFarState
from tests.support.players import ANA, BOB, CHANNEL, GUILD, texts

NF = get_game("near_and_far")
USERS = (ANA, BOB)


def current(gm: GameMaster) -> NearFarState:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and isinstance(session.state, NearFarState)
    return session.state


def records(gm: GameMaster) -> list:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    return list(session.actions)


async def moving(gm: GameMaster, seed: int, wanted: Callable[[NearFarState], bool]) -> int:
    """A two-player game played by the AI's choices, typed by the people, until the
    seat to move is walking the map and `wanted` holds; that seat."""
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=seed)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    agent = NF.agent("heuristic")
    for _ in range(600):
        state = current(gm)
        seat = state.pending()[0].seat
        if state.phase == "move" and wanted(state):
            return seat
        session = gm.sessions.peek(CHANNEL)
        assert session is not None
        action = str(agent.choose(state, seat, agent_rng(seed, seat, session.seq)))
        reply = await gm.moves.play(CHANNEL, USERS[seat], action)
        assert reply.ok, texts(reply)
    raise AssertionError("no such movement came up")


def plain_walk(state: NearFarState) -> walk.Walk | None:
    """A walk of two steps that meets nothing (no chance: it can be undone)."""
    for text, _ in NF.macro_suggestions(state, state.active, "", "en"):
        way = walk.follow(state, state.active, [int(n) for n in text[3:].split("-")])
        if way and len(way.spaces) == 2 and not (way.threat or way.treasures):
            return way
    return None


def threat_then_on(state: NearFarState) -> str | None:
    """`go A-B` where the path to A holds the active threat (the walk must stop at A)."""
    from games.near_and_far import adventure

    here = state.p(state.active)["space"]
    for target, index in state.board.neighbours(here):
        if adventure.threat_active(state, index):
            beyond = [n for n, _ in state.board.neighbours(target) if n != here]
            return f"go {target}-{beyond[0]}"
    return None


async def test_a_walk_is_played_as_separate_log_records() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    way = plain_walk(current(gm))
    assert way is not None
    expected = current(gm).clone()
    for target in way.spaces:
        expected.apply(seat, f"go {target}")
    before = len(records(gm))
    reply = await gm.moves.play(CHANNEL, USERS[seat], way.text)
    assert reply.ok, texts(reply)
    added = records(gm)[before:]
    assert [r.text for r in added[: len(way.spaces)]] == [f"go {n}" for n in way.spaces]
    assert all(r.seat == seat and not r.forced for r in added[: len(way.spaces)])
    assert all(r.user_id == USERS[seat].id for r in added[: len(way.spaces)])
    if len(added) == len(way.spaces):  # nothing forced followed: the very same position
        assert current(gm) == expected
    private = "\n".join(m.text for m in reply.ephemeral)
    assert f"Done: `{way.text}`, step by step" in private
    assert f"Go to space {way.spaces[0]}" in private and f"Go to space {way.spaces[1]}" in private
    public = "\n".join(m.text for m in reply.public)
    assert f"moves to space {way.spaces[1]}" in public


async def test_undo_takes_back_the_steps_of_a_walk_one_by_one() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    way = plain_walk(current(gm))
    assert way is not None
    start = current(gm).clone()
    user = USERS[seat]
    assert (await gm.moves.play(CHANNEL, user, way.text)).ok
    assert current(gm).phase == "move"  # movement left: nothing forced followed
    assert current(gm).p(seat)["space"] == way.spaces[1]
    undone = await gm.moves.undo(CHANNEL, user, confirm=True)
    assert undone.ok, texts(undone)
    assert current(gm).p(seat)["space"] == way.spaces[0]
    assert (await gm.moves.undo(CHANNEL, user, confirm=True)).ok
    assert current(gm) == start


async def test_a_walk_through_a_threat_is_refused_whole_and_says_why() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: threat_then_on(s) is not None)
    text = threat_then_on(current(gm))
    assert text is not None
    before, seq = current(gm).clone(), gm.sessions.peek(CHANNEL).seq  # type: ignore[union-attr]
    reply = await gm.moves.play(CHANNEL, USERS[seat], text)
    assert not reply.ok
    said = texts(reply)
    first = text.split("-")[0]
    assert f"`{text}` was not played: after `{first}`" in said, said
    assert "A threat blocks the path" in said and "Nothing changed." in said
    assert current(gm) == before
    assert gm.sessions.peek(CHANNEL).seq == seq  # type: ignore[union-attr]
    assert not reply.public


async def test_a_walk_with_an_impossible_step_is_refused_in_the_callers_language() -> None:
    from bot.replies import User

    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    way = plain_walk(current(gm))
    assert way is not None
    before = current(gm).clone()
    text = f"go {way.spaces[0]}-99"
    reply = await gm.moves.play(CHANNEL, USERS[seat], text)
    assert not reply.ok
    assert "its step `go 99` would not be allowed then. Space 99 is not next" in texts(reply)
    assert current(gm) == before
    spanish = User(USERS[seat].id, USERS[seat].name, "es-ES")
    reply = await gm.moves.play(CHANNEL, spanish, text)
    assert "no se ha jugado" in texts(reply) and "No ha cambiado nada" in texts(reply)
    malformed = await gm.moves.play(CHANNEL, USERS[seat], "go 3-x")
    assert not malformed.ok and "is not a walk" in texts(malformed)
    assert current(gm) == before


async def test_autocomplete_offers_walks_with_their_hearts() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    state = current(gm)
    user = USERS[seat]
    offered = gm.moves.autocomplete(CHANNEL, user, "")
    assert 0 < len(offered) <= 25
    values = [c.action for c in offered]
    singles = [str(a) for a in state.legal(seat)]
    assert values[: len(singles)] == singles  # the single steps first
    walks = [c for c in offered if "-" in c.action]
    assert walks and all("heart" in c.label and c.label.startswith("Walk ") for c in walks)
    first = walks[0].action.split("-")[0]
    narrowed = gm.moves.autocomplete(CHANNEL, user, first + "-")
    assert narrowed and all(c.action.startswith(first + "-") for c in narrowed)
    other = USERS[1 - seat]
    assert gm.moves.autocomplete(CHANNEL, other, "go") == []  # not their move
    picked = await gm.moves.play(CHANNEL, user, walks[0].action)
    assert picked.ok, texts(picked)


async def test_games_without_shortcuts_are_not_affected() -> None:
    """Meduris and Root have no shortcuts: their texts (Root's `->` moves included)
    are read as single actions, and nothing more is suggested."""
    for game_id, players in (("meduris", 2), ("root", 2)):
        game = get_game(game_id)
        state = game.setup(players, {}, 1)
        seat = state.pending()[0].seat
        for action in state.legal(seat)[:50]:
            assert game.macro_steps(state, seat, str(action)) is None
        assert game.macro_steps(state, seat, "w1->5") is None
        assert game.macro_suggestions(state, seat, "", "en") == []


async def test_a_meduris_game_plays_as_before() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {}, seed=2)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    seat = session.state.pending()[0].seat
    legal = [str(a) for a in session.state.legal(seat)]
    entries = narration.legal_entries(session, [seat], Texts.of("en"))
    expected = [s.value for s in suggest(entries, "", 25)][:25]
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, USERS[seat], "")] == expected
    reply: Reply = await gm.moves.play(CHANNEL, USERS[seat], legal[0])
    assert reply.ok, texts(reply)
    seat = session.state.pending()[0].seat
    refused = await gm.moves.play(CHANNEL, USERS[seat], "go 3-7")
    assert not refused.ok and "was not played" not in texts(refused)


async def test_the_console_suggests_and_plays_a_walk() -> None:
    """`gamemaster play` goes through the same game master: `/choices` lists walks as
    `/play` lines, and `/play action:go A-B` walks."""
    from bot.console import CONSOLE_CHANNEL, Console
    from bot.console_output import Transcript

    store = MemoryStore()
    printed: list[str] = []
    console = Console(GameMaster(store, render=False), store, Transcript(None, printed.append))
    assert await console.run_line("ana: /game new game:near_and_far seed:3")
    assert await console.run_line("bob: /game join")
    assert await console.run_line("ana: /game start")
    agent = NF.agent("heuristic")
    for _ in range(600):
        session = console.master.sessions.peek(CONSOLE_CHANNEL)
        assert session is not None and isinstance(session.state, NearFarState)
        state = session.state
        seat = state.pending()[0].seat
        if state.phase == "move" and plain_walk(state) is not None:
            break
        action = agent.choose(state, seat, agent_rng(3, seat, session.seq))
        assert await console.run_line(f"{session.record.seats[seat].name}: /play action:{action}")
    else:
        raise AssertionError("no movement came up")
    name = session.record.seats[seat].name
    way = plain_walk(state)
    assert way is not None
    shown = len(printed)
    assert await console.run_line(f"{name}: /choices typed:go")
    assert f"/play action:{way.text}" in "\n".join(printed[shown:])
    assert await console.run_line(f"{name}: /play action:{way.text}")
    assert state.p(seat)["space"] == way.spaces[-1]
    assert [r.text for r in session.actions[-2:]] == [f"go {n}" for n in way.spaces]


class RacingStore(MemoryStore):
    """Another process saves a `stop` of the same seat just before the walk's second
    step is stored (its seq is then taken)."""

    def __init__(self) -> None:
        super().__init__()
        self.race_on: str | None = None

    async def append(self, session_id: int, record) -> None:  # type: ignore[no-untyped-def]
        if self.race_on is not None and record.text == self.race_on:
            from dataclasses import replace

            self.race_on = None
            await super().append(session_id, replace(record, text="stop", user_id=None))
        await super().append(session_id, record)


async def test_a_walk_cut_by_another_process_keeps_the_steps_stored() -> None:
    store = RacingStore()
    gm = GameMaster(store, render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    way = plain_walk(current(gm))
    assert way is not None
    store.race_on = f"go {way.spaces[1]}"
    reply = await gm.moves.play(CHANNEL, USERS[seat], way.text)
    assert reply.ok, texts(reply)
    assert "Only the first 1 of the 2 steps were played" in texts(reply)
    assert [r.text for r in records(gm)[-2:]] == [f"go {way.spaces[0]}", "stop"]
    assert current(gm).p(seat)["space"] == way.spaces[0]


async def test_a_walk_typed_in_full_width_characters_is_the_same_walk() -> None:
    """What a CJK keyboard types (`ｇｏ　３－７`) reads as the plain walk."""
    gm = GameMaster(MemoryStore(), render=False)
    seat = await moving(gm, 3, lambda s: plain_walk(s) is not None)
    way = plain_walk(current(gm))
    assert way is not None
    wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in way.text)
    before = len(records(gm))
    reply = await gm.moves.play(CHANNEL, USERS[seat], wide)
    assert reply.ok, texts(reply)
    added = records(gm)[before:]
    assert [r.text for r in added[: len(way.spaces)]] == [f"go {n}" for n in way.spaces]
