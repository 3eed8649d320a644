"""The boards the game master posts: the position the next person acts on, and
what changed since the board posted before (renderers' `previous`)."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.replies import Reply, attachments
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng
from tests.bot.test_service_meduris import open_meduris
from tests.support.players import ANA, BOB, CHANNEL

View = dict[str, Any]


class Drawer:
    """A stand-in board drawer (bot/drawing.py) that keeps what it was asked to draw."""

    def __init__(self) -> None:
        self.calls: list[tuple[View, View | None]] = []

    def can_draw(self, game_id: str) -> bool:
        return True

    def draw(self, game_id: str, view: View, names: Any, locale: str,
             previous: View | None) -> list[bytes]:
        self.calls.append((view, previous))
        return [b"\x89PNG fake"]


@pytest.fixture
def drawer() -> Drawer:
    return Drawer()


async def ana_plays(gm: GameMaster, rng: Rng) -> Reply:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    legal = gm.moves.autocomplete(CHANNEL, ANA, "", limit=25)
    reply = await gm.moves.play(CHANNEL, ANA, rng.choice(legal).action, seq=session.seq)
    assert reply.ok
    return reply


def now(gm: GameMaster) -> View:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    return session.state.view(None)


@pytest.mark.parametrize("every_turn", [False, True])
async def test_the_board_with_the_mention_is_after_the_automatic_roll(
    drawer: Drawer, every_turn: bool
) -> None:
    """Meduris: Ana ends her turn, the AI plays its own, Ana's die is rolled for
    her (her only choice). The board posted with her mention shows the rolled die,
    not the position before the roll (the console posts a board per turn)."""
    gm = GameMaster(MemoryStore(), drawer=drawer, board_every_turn=every_turn)
    await open_meduris(gm, seed=11)
    rng, checked = Rng(3), 0
    for _ in range(60):
        drawn = len(drawer.calls)
        await ana_plays(gm, rng)
        if len(drawer.calls) == drawn:
            continue  # Ana's turn goes on: no board
        last_board, _ = drawer.calls[-1]
        assert last_board == now(gm)
        assert last_board["phase"] != "roll"
        checked += 1
    assert checked > 5, "the AI's turns must have handed Ana the die"


async def test_each_posted_board_is_compared_with_the_one_posted_before(drawer: Drawer) -> None:
    gm = GameMaster(MemoryStore(), drawer=drawer, board_every_turn=True)
    await open_meduris(gm, seed=11)
    assert drawer.calls[0][1] is None  # the first board of a game marks nothing
    rng = Rng(3)
    for _ in range(20):
        await ana_plays(gm, rng)
    assert len(drawer.calls) > 5
    for (before, _), (_, previous) in zip(drawer.calls, drawer.calls[1:], strict=False):
        # Equal, not the same object: the session keeps the posted view packed.
        assert previous == before


async def test_the_board_shown_again_keeps_its_marks(drawer: Drawer) -> None:
    gm = GameMaster(MemoryStore(), drawer=drawer)
    await open_meduris(gm, seed=11)
    rng = Rng(3)
    while len(drawer.calls) < 3:
        await ana_plays(gm, rng)
    view, previous = drawer.calls[-1]
    assert previous is not None and previous != view
    assert (await gm.showing.board(CHANNEL, BOB)).ok
    assert drawer.calls[-1] == (view, previous)


async def test_after_a_restart_the_first_board_marks_nothing(drawer: Drawer) -> None:
    store = MemoryStore()
    gm = GameMaster(store, drawer=drawer)
    await open_meduris(gm, seed=11)
    rng = Rng(3)
    while len(drawer.calls) < 3:
        await ana_plays(gm, rng)
    fresh = GameMaster(store, drawer=drawer)
    assert (await fresh.showing.board(CHANNEL, BOB)).ok
    assert drawer.calls[-1][1] is None


async def test_a_past_board_shown_privately_marks_nothing_and_is_not_kept(
    drawer: Drawer,
) -> None:
    gm = GameMaster(MemoryStore(), drawer=drawer)
    await open_meduris(gm, seed=11)
    rng = Rng(3)
    while len(drawer.calls) < 3:
        await ana_plays(gm, rng)
    posted = drawer.calls[-1]
    assert (await gm.looking_back.history(CHANNEL, ANA, 1)).ok
    assert drawer.calls[-1][1] is None
    assert (await gm.showing.board(CHANNEL, BOB)).ok
    assert drawer.calls[-1] == posted


async def test_the_board_is_posted_with_its_detail_pictures() -> None:
    """Issue 14 item 5: a phone reads the detail pictures, posted in the same
    message as the board (the renderer's `render_images`, as PNG)."""
    gm = GameMaster(MemoryStore())
    await open_meduris(gm)
    board = await gm.showing.board(CHANNEL, BOB)
    message = next(m for m in board.public if m.image)
    assert message.details and all(p.startswith(b"\x89PNG") for p in message.details)
    with Image.open(io.BytesIO(message.details[0])) as detail:
        assert detail.width == 800
    assert [name for name, _ in attachments(message)] == [
        "board.png", "board-details-1.png"]


async def test_a_drawer_of_one_picture_still_posts_the_board(drawer: Drawer) -> None:
    gm = GameMaster(MemoryStore(), drawer=drawer)
    await open_meduris(gm)
    board = await gm.showing.board(CHANNEL, BOB)
    message = next(m for m in board.public if m.image)
    assert message.image == b"\x89PNG fake" and message.details == []
