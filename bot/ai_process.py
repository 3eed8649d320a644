"""Where AI seats think: one worker process of their own, off the event loop.

A searching AI (`hard`, games/core/search.py) thinks for seconds, and Python's
lock is held all that time: on a thread of the bot's own process the event loop
(every table's commands) would wait behind it. The decision is a pure function
of the position, the seat, the kind, the time budget and the decision's
generator, so it is made in a worker process from the position's JSON and comes
back as notation, parsed again here. The bot turns this on when it connects
(`use_worker_process`, bot/app.py `run_bot`); the console and the tests decide
on a thread, with the agents as they find them. The process is started at the first
decision, in the background (a fresh interpreter importing the games takes a
second or two); until it is ready, for work it cannot take, and after it died,
the decision is made on a thread as before: the move never depends on where it
was chosen (the same seed, the same move), only the event loop's freedom does.
Follows bot/render_thread.py, the board-drawing process.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.worker_process import WorkerProcess
from games.core import Rng, Seat, State, get_game
from games.core.agents import budgeted

log = logging.getLogger(__name__)

AI_PROCESSES = 1
"""AI decisions are made one at a time in one worker process: the machine the bot
runs on is small (its event loop keeps a core), and a search fills a core for its
budget; tables whose AI seats think at once wait in turn, the bot does not."""

_use = False  # `use_worker_process` was called


def _loaded() -> bool:
    from games.core import all_games

    return bool(all_games())  # every game registered, before the first decision


_WORKER = WorkerProcess("AI", _loaded, AI_PROCESSES)


def decide_here(state: State, seat: Seat, kind: str, seconds: float, rng_state: int) -> Any:
    """The decision of an AI of `kind` with `seconds` per decision (a searching
    one's budget; the others take what they take), in this process."""
    agent = budgeted(state.game.agent(kind), seconds)
    return agent.choose(state, seat, Rng(rng_state))


def _decide_remote(
    game_id: str, data: dict[str, Any], seat: Seat, kind: str, seconds: float, rng_state: int
) -> str:
    """In the worker: the position from its JSON, the decision as notation."""
    state = get_game(game_id).state_from_json(data)
    return str(decide_here(state, seat, kind, seconds, rng_state))


def use_worker_process() -> None:
    """From now on, AI decisions go to the worker process once it is ready."""
    global _use
    _use = True


async def decide(state: State, seat: Seat, kind: str, seconds: float, rng: Rng) -> Any:
    """The AI's action for `seat`, chosen in the worker process when it is used and
    ready, else on a thread; `state` is not changed."""
    if not _use or not _WORKER.ready():
        if _use:
            start_ai_process()
        return await asyncio.to_thread(decide_here, state, seat, kind, seconds, rng.state)
    game = state.game
    try:
        text = await asyncio.get_running_loop().run_in_executor(
            _processes(), _decide_remote, game.id, state.to_json(), seat, kind, seconds,
            rng.state,
        )
    except BrokenProcessPool:
        log.warning("the AI process stopped; deciding on a thread, a new process next")
        _WORKER.forget()
        return await asyncio.to_thread(decide_here, state, seat, kind, seconds, rng.state)
    return game.parse_action(text)


def start_ai_process() -> None:
    """Start the worker once, on a thread of its own (nothing waits for it)."""
    _WORKER.start()


def ai_process_ready() -> bool:
    return _WORKER.ready()


def _processes() -> Executor:
    return _WORKER.executor()
