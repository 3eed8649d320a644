"""Issue 14, item 9: `/game status` tells where the game stands at a glance —
the round or phase, whose turn and since when, the scores — in every game, in
the reader's language."""

from __future__ import annotations

import pytest

from bot.service import GameMaster
from bot.storage import MemoryStore
from bot.timesource import VirtualTime
from games.core import get_game
from tests.bot.test_service_choices import open_root
from tests.bot.test_service_meduris import open_meduris
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts

START = 1_800_000_000.0


async def test_root_status_shows_phase_turn_since_and_scores() -> None:
    gm = GameMaster(MemoryStore(), render=False, time=VirtualTime(START))
    await open_root(gm, ANA, BOB)
    for _ in range(40):  # through setup into the Marquise's first turn
        state = gm.sessions.peek(CHANNEL).state  # type: ignore[union-attr]
        if state.view(None)["phase"] in ("birdsong", "daylight"):
            break
        prompt = state.pending()[0]
        action = str(state.legal(prompt.seat)[0])
        assert (await gm.moves.play(CHANNEL, [ANA, BOB][prompt.seat], action)).ok
    text = texts(await gm.showing.status(CHANNEL, ANA))
    assert "Now: Daylight" in text or "Now: Birdsong" in text
    assert "Ana's turn, since <t:" in text
    assert "Scores: Ana 0, Bob 0" in text


async def test_status_in_spanish_names_the_phase_in_spanish() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_root(gm, CAL, BOB)
    text = texts(await gm.showing.status(CHANNEL, CAL))
    assert "Ahora: Preparación" in text and "Puntos: Cal 0, Bob 0" in text


async def test_meduris_status_after_moves_says_since_the_last_move() -> None:
    clock = VirtualTime(START)
    gm = GameMaster(MemoryStore(), render=False, time=clock)
    await open_meduris(gm)
    clock.advance(3600)
    state = gm.sessions.peek(CHANNEL).state  # type: ignore[union-attr]
    seat = state.pending()[0].seat
    assert seat == 0
    assert (await gm.moves.play(CHANNEL, ANA, str(state.legal(0)[0]))).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.actions
    text = texts(await gm.showing.status(CHANNEL, ANA))
    assert "Now: Regular turns" in text and "Scores: Ana" in text
    assert f"since <t:{int(session.actions[-1].created_at)}:R>" in text


@pytest.mark.parametrize("game", ["mountain_king", "near_and_far"])
async def test_every_game_tells_its_stage(game: str) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, game, {}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    if get_game(game).min_players > 2:
        assert (await gm.lobby.add_bot(CHANNEL, ANA, "random")).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok, game
    text = texts(await gm.showing.status(CHANNEL, ANA))
    assert "Now: " in text and "Scores: Ana " in text
