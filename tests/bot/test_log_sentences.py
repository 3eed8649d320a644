"""Issue 14, item 13: the channel's log is sentences. Over random games of every
game, no public line is an action's bare notation ("Ana: `trade cart`"): an
action the rules tell nothing of is said with its label (bot/chosen.py); only a
private prompt's answer stays "Ana chose privately". Root's setup places the
Marquise's warriors in one line, not one line per clearing."""

from __future__ import annotations

import random

import pytest

from bot import narration
from bot.messages import Texts
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import MemoryStore
from games.core import Event
from tests.bot.test_service_choices import open_root
from tests.support.players import ANA, CAL, CHANNEL, GUILD, texts

CASES = [("meduris", 3), ("root", 2), ("mountain_king", 3), ("near_and_far", 3)]
MOVES = 250


async def play_randomly(game: str, players: int, seed: int) -> Session:
    """Ana against random AI seats, choosing at random; the session as it ended."""
    person = ANA
    gm = GameMaster(MemoryStore(), render=False)
    # Root's two seats as this test was sized on: the Marquise against the Eyrie.
    options = {"factions": "marquise,eyrie"} if (game, players) == ("root", 2) else {}
    assert (await gm.lobby.new(CHANNEL, GUILD, person, game, options, seed=seed)).ok
    for _ in range(players - 1):
        assert (await gm.lobby.add_bot(CHANNEL, person, "random")).ok
    assert (await gm.lobby.start(CHANNEL, person)).ok
    chooser = random.Random(seed)
    played = gm.sessions.peek(CHANNEL)
    assert played is not None
    for _ in range(MOVES):
        session = gm.sessions.peek(CHANNEL)
        if session is None or session.state is None or session.state.is_over():
            break
        played = session
        state = session.state
        prompt = state.pending()[0]
        action = chooser.choice([str(a) for a in state.legal(prompt.seat)])
        reply = await gm.moves.play(CHANNEL, person, action)
        assert reply.ok, texts(reply)
    return played


@pytest.mark.parametrize(("game", "players"), CASES)
async def test_no_public_line_is_a_bare_notation(game: str, players: int) -> None:
    session = await play_randomly(game, players, seed=2)
    chose = 0
    for locale in ("en", "es"):
        tr = Texts(locale)
        for record in session.actions:
            events = [Event.from_json(e) for e in record.events]
            lines = narration.action_lines(session, record, events, tr)
            assert lines, record
            for line in lines:
                assert f"`{record.text}`" not in line, (record.text, line)
            chose += any(e.kind == "gm.chose" for e in events)
    assert len(session.actions) > 30
    assert chose or game == "meduris"  # some choice had no event of its own


async def test_root_setup_places_the_marquise_warriors_in_one_line() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_root(gm, ANA, CAL)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    keep = str(session.state.legal(0)[0])
    told = texts(await gm.moves.play(CHANNEL, ANA, keep))
    assert told.count("places a warrior in every clearing but") == 1, told
    assert "warrior(s)" not in told and "placed 1 warrior" not in told
