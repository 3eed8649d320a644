"""AI seats think in a worker process once the bot uses it (bot/ai_process.py), and
the move is the one chosen on a thread: the same seed, the same move."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import pytest

from bot import ai_process
from games.core import Rng, get_game


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(ai_process, "_use", True)
    yield


async def ready() -> None:
    ai_process.start_ai_process()
    for _ in range(1200):  # a busy machine may take a while to start an interpreter
        if ai_process.ai_process_ready():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the AI process never started")


async def test_a_decision_in_the_process_is_the_one_made_here(worker: None) -> None:
    await ready()
    game = get_game("meduris")
    state = game.setup(2, {}, 4)
    for _ in range(30):  # into the game, where the choices are many
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[-1])
    seat = state.pending()[0].seat
    before = state.to_json()
    for kind in ("search", "heuristic", "noisy"):
        here = ai_process.decide_here(state, seat, kind, 0.05, 77)
        there = await ai_process.decide(state, seat, kind, 0.05, Rng(77))
        assert there == here and there in state.legal(seat)
    assert state.to_json() == before
    pool = ai_process._processes()
    assert await asyncio.get_running_loop().run_in_executor(pool, os.getpid) != os.getpid()


async def test_without_the_process_the_decision_is_made_on_a_thread() -> None:
    assert not ai_process._use  # the console and the tests: the agents as they find them
    game = get_game("meduris")
    state = game.setup(2, {}, 4)
    seat = state.pending()[0].seat
    chosen = await ai_process.decide(state, seat, "heuristic", 2.0, Rng(5))
    assert chosen == ai_process.decide_here(state, seat, "heuristic", 2.0, 5)
