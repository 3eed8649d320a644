"""A move's board drawn after its reply (`images_follow`, what the Discord delivery
asks for): the move is stored and answered first, the board follows; a failed
drawing loses the picture, never the move."""

from __future__ import annotations

import threading
from typing import Any

from bot.replies import Message, Reply, images_follow, settle
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng
from tests.bot.test_service_boards import ana_plays
from tests.bot.test_service_meduris import open_meduris
from tests.support.players import CHANNEL


class GatedDrawer:
    """Draws only once let (`go`); fails when told to; keeps what it was shown."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.fail = False
        self.previous: list[Any] = []

    def can_draw(self, game_id: str) -> bool:
        return True

    def draw(self, game_id: str, view: Any, names: Any, locale: str, previous: Any) -> list[bytes]:
        assert self.go.wait(10), "the test never let the board be drawn"
        self.previous.append(previous)
        if self.fail:
            raise RuntimeError("the renderer broke")
        return [b"\x89PNG board", b"\x89PNG detail"]


async def move_with_a_board(gm: GameMaster, rng: Rng) -> tuple[Reply, Message]:
    for _ in range(60):
        with images_follow():
            reply = await ana_plays(gm, rng)
        pending = [m for m in reply.public if m.drawing is not None]
        if pending:
            return reply, pending[0]
    raise AssertionError("no move passed the turn")  # pragma: no cover


async def opened(drawer: GatedDrawer) -> GameMaster:
    gm = GameMaster(MemoryStore(), drawer=drawer)
    drawer.go.set()
    await open_meduris(gm)
    drawer.go.clear()
    return gm


async def test_the_move_is_answered_and_stored_before_its_board_is_drawn() -> None:
    drawer = GatedDrawer()
    gm = await opened(drawer)
    reply, board = await move_with_a_board(gm, Rng(3))
    assert board.drawing is not None and not board.drawing.done() and board.image is None
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    stored = await gm.store.log(session.id)
    assert stored[-1].seq == session.seq  # committed while the board is still drawn
    assert "board after move" in board.text and "your turn" in reply.public[-1].text
    drawer.go.set()
    assert await settle(board)
    assert board.image == b"\x89PNG board" and board.details == [b"\x89PNG detail"]


async def test_a_failed_drawing_never_loses_the_move() -> None:
    drawer = GatedDrawer()
    gm = await opened(drawer)
    drawer.go.set()
    rng = Rng(3)
    _reply, first = await move_with_a_board(gm, rng)
    assert await settle(first)
    drawer.fail = True
    _reply, broken = await move_with_a_board(gm, rng)
    assert not await settle(broken) and broken.image is None
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    assert (await gm.store.log(session.id))[-1].seq == session.seq
    # The board not drawn was never shown: the next one is compared with the first.
    drawer.fail = False
    _reply, after = await move_with_a_board(gm, rng)
    assert await settle(after)
    assert drawer.previous[-1] == drawer.previous[-2]


async def test_without_asking_the_reply_carries_the_finished_board() -> None:
    drawer = GatedDrawer()
    gm = await opened(drawer)
    drawer.go.set()
    rng = Rng(3)
    for _ in range(60):
        reply = await ana_plays(gm, rng)
        if any(m.image for m in reply.public):
            break
    assert all(m.drawing is None for m in reply.public)
