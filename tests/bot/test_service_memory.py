"""Memory of many AI tables in one process (issue 9, item 13; bench/bench_soak.py).

An AI-only table plays its whole game inside one `/game start`, so whatever the
game master keeps per action lives until that reply is built, for every table at
once. These tests count what is kept, never RSS or timings (too noisy on a
shared machine): the views kept for boards, the threads that draw boards, and
the game objects left alive once the games are over.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest

import bot.service_base as service_base
from bot.boards import Boards
from bot.narration import Step
from bot.replies import Reply, User
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import MemoryStore, SeatRecord, SessionRecord, Store
from games.core import game_ids, get_game
from games.mountain_king import resources

HOST = User(900, "host")
AGENT = {"root": "random"}  # the fastest agent that ends each game; heuristic elsewhere


async def open_ai_table(store: Store, channel: int, game_id: str, seed: int) -> None:
    """A lobby of AI seats only, written as the console writes it (`open_ai_table`)."""
    game = get_game(game_id)
    players = game.min_players
    agent = AGENT.get(game_id, "heuristic")
    seats = [SeatRecord(None, f"AI {n}", agent) for n in range(1, players + 1)]
    record = SessionRecord(None, channel, channel, game.id, game.validate_options(players, {}),
                           seed, HOST.id, seats=seats)
    await store.create_session(record)


class Drawings:
    """A stand-in renderer: counts boards, the threads that drew them and the most
    drawn at once (each takes a few milliseconds, so overlaps would show)."""

    def __init__(self) -> None:
        self.count = 0
        self.threads: set[int] = set()
        self.busy = 0
        self.most_at_once = 0
        self._lock = threading.Lock()

    def can_draw(self, game_id: str) -> bool:
        return True

    def draw(self, game_id: str, view: dict[str, Any], names: Sequence[str], locale: str,
             previous: dict[str, Any] | None) -> list[bytes]:
        with self._lock:
            self.count += 1
            self.busy += 1
            self.most_at_once = max(self.most_at_once, self.busy)
            self.threads.add(threading.get_ident())
        time.sleep(0.003)
        with self._lock:
            self.busy -= 1
        return [b"\x89PNG fake"]


@pytest.fixture
def drawings() -> Drawings:
    return Drawings()


@pytest.fixture
def held_steps(monkeypatch: pytest.MonkeyPatch) -> list[list[Step]]:
    """The steps each reply was built from: what a command held until then."""
    seen: list[list[Step]] = []
    build = Boards.moves_reply

    async def spy(self: Any, session: Session, steps: Sequence[Step], *args: Any,
                  **kwargs: Any) -> Reply:
        seen.append(list(steps))
        return await build(self, session, steps, *args, **kwargs)

    monkeypatch.setattr(Boards, "moves_reply", spy)
    return seen


def turn_changes(steps: Sequence[Step]) -> int:
    """Actions after which another seat's turn began (the boards of the console)."""
    turns = [step.turn for step in steps]
    passed = zip([None, *turns[:-1]], turns, strict=True)
    return sum(1 for before, after in passed if after and after != before)


@pytest.mark.parametrize("game_id", game_ids())
async def test_an_ai_game_keeps_a_view_only_where_the_turn_passed(
    game_id: str, drawings: Drawings, held_steps: list[list[Step]]
) -> None:
    """The console draws a board after every turn, from the view of the action
    that ended it. A view kept at every action instead (20-50 KB each, hundreds
    of actions per game) grew every AI table by megabytes until the game ended."""
    store = MemoryStore()
    gm = GameMaster(store, drawer=drawings, board_every_turn=True)
    await open_ai_table(store, 1, game_id, seed=11)
    reply = await gm.lobby.start(1, HOST)
    assert reply.ok and await store.active_session(1) is None  # played to the end
    [steps] = held_steps
    kept = sum(1 for step in steps if step.view is not None)
    assert len(steps) > 2 * turn_changes(steps)  # several actions per turn: the test means it
    assert kept <= turn_changes(steps) + 1
    assert drawings.count == sum(1 for m in reply.public if m.image) >= turn_changes(steps) - 1


async def test_boards_are_drawn_one_at_a_time_on_one_thread(drawings: Drawings) -> None:
    """Eight tables at once: every board is drawn on the game master's one drawing
    thread. In asyncio's default pool they were drawn up to 32 at once, each
    worker thread's malloc arena keeping the ~50 MB peak of a drawing."""
    store = MemoryStore()
    gm = GameMaster(store, drawer=drawings, board_every_turn=True)
    games = game_ids()
    for channel in range(1, 9):
        await open_ai_table(store, channel, games[channel % len(games)], seed=channel)
    replies = await asyncio.gather(*(gm.lobby.start(channel, HOST) for channel in range(1, 9)))
    assert all(reply.ok for reply in replies)
    assert drawings.count > 8
    assert drawings.most_at_once == service_base.RENDER_THREADS == 1
    assert len(drawings.threads) == 1


async def test_nothing_of_a_finished_game_stays_alive(drawings: Drawings) -> None:
    """Round after round of AI games in four channels: once the games are over
    no session or step is left alive, and the game master's own tables
    (session cache, restores under way) are empty."""
    # What earlier tests of the same process left for the collector is not this
    # test's: only objects made here are counted.
    earlier = [*alive(Session), *alive(Step)]
    store = MemoryStore()
    gm = GameMaster(store, drawer=drawings, board_every_turn=True)
    games = game_ids()
    for round_ in range(3):
        for channel, game_id in enumerate(games, start=1):
            await open_ai_table(store, channel, game_id, seed=100 * round_ + channel)
        channels = range(1, len(games) + 1)
        replies = await asyncio.gather(*(gm.lobby.start(ch, HOST) for ch in channels))
        assert all(reply.ok for reply in replies)
        del replies
    assert len(gm.sessions) == 0 and not gm.tables.restoring
    assert live(Session, earlier) == 0 and live(Step, earlier) == 0


def alive(kind: type) -> list[object]:
    gc.collect()
    return [obj for obj in gc.get_objects() if isinstance(obj, kind)]


def live(kind: type, earlier: list[object]) -> int:
    """How many objects of the kind are alive, besides those alive before."""
    known = {id(obj) for obj in earlier}
    return sum(1 for obj in alive(kind) if id(obj) not in known)


def test_the_trade_choices_remembered_are_bounded() -> None:
    """Mountain King remembers the ways to pay from a holding, keyed by that
    holding: a process playing game after game kept meeting new ones (the soak's
    one cache that never stopped growing, up to 5**7 holdings of ~8 KB each)."""
    holdings = itertools.islice(itertools.product(range(3), repeat=resources.N), 1500)
    for held in holdings:
        resources.multisets(list(held), 2)
    info = resources._multisets.cache_info()
    assert info.maxsize is not None and info.currsize <= info.maxsize < 1500
