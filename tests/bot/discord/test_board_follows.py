"""A move's text goes out before its board is drawn; the board follows by an edit of
its caption, and a drawing that fails takes the caption back but never the move.

These are the classic messages (`Config.classic_messages`, the fallback of a turn's
layout message); the layout's gallery follows by an edit too (test_turn_message.py)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

import tests.support.toy  # noqa: F401  (registers the toy game)
from bot.app import build_bot
from bot.config import Config
from bot.service import GameMaster
from bot.storage import SQLiteStore
from tests.bot.discord.flows import ALICE, CAROL, open_toy_game, whose_turn
from tests.bot.discord.harness import DiscordHarness, Exchange, Sent


class GatedDrawer:
    """Draws a fake board only once the test lets it (or fails, if told to)."""

    def __init__(self, fail: bool = False) -> None:
        self.go = threading.Event()
        self.fail = fail

    def can_draw(self, game_id: str) -> bool:
        return True

    def draw(self, game_id: str, view: Any, names: Any, locale: str, previous: Any) -> list[bytes]:
        assert self.go.wait(10), "the test never let the board be drawn"
        if self.fail:
            raise RuntimeError("the renderer broke")
        return [b"\x89PNG board", b"\x89PNG detail"]


BotFor = Callable[[GatedDrawer], Any]


@pytest.fixture
async def bot_for(tmp_path: Path) -> AsyncIterator[BotFor]:
    started: list[DiscordHarness] = []

    async def start(drawer: GatedDrawer) -> DiscordHarness:
        master = GameMaster(SQLiteStore(tmp_path / "gm.sqlite3"), drawer=drawer)
        h = DiscordHarness(build_bot(Config(classic_messages=True), game_master=master))
        await h.start()
        started.append(h)
        return h

    yield start
    for h in started:
        await h.stop()
        assert h.violations == [] and h.unanswered() == []


async def open_game(h: DiscordHarness, drawer: GatedDrawer) -> None:
    drawer.go.set()  # the board of the start is not what is tested
    await open_toy_game(h, [ALICE, CAROL])
    drawer.go.clear()


async def bank(h: DiscordHarness, drawer: GatedDrawer) -> tuple[int, asyncio.Task[Exchange]]:
    """The player to move passes the turn, its board held back; returns where its
    messages start and the task of the move."""
    player, _offered = await whose_turn(h, [ALICE, CAROL])
    return len(h.sent), asyncio.create_task(h.slash(player, "play", action="pass"))


async def until(condition: Callable[[], bool]) -> None:
    for _ in range(500):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it never happened")  # pragma: no cover


def messages(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if s.kind in ("followup", "edit_followup", "delete_followup")]


async def test_the_text_arrives_before_the_board_which_follows(bot_for: BotFor) -> None:
    drawer = GatedDrawer()
    h = await bot_for(drawer)
    await open_game(h, drawer)
    start, move = await bank(h, drawer)
    # Everything the move says is out while its board is still being drawn.
    await until(lambda: any("<@" in s.content for s in messages(h.sent[start:])))
    sent = messages(h.sent[start:])
    assert [s.kind for s in sent] == ["followup"] * len(sent) and not any(s.files for s in sent)
    texts = [s.content for s in sent]
    assert texts[:3] == ["Alice passes.", "Pig to twelve — the board after move 1",
                         f"<@{CAROL.id}> Carol, your turn: roll the die, or bank the pot (0)"]
    drawer.go.set()
    exchange = await move
    edit = exchange.sent[-1]
    assert edit.kind == "edit_followup"
    assert edit.files == [
        ("board.png", b"\x89PNG board"), ("board-details-1.png", b"\x89PNG detail")]
    assert exchange.public[-1] is edit  # what the channel shows: the caption, now with the board


async def test_a_failed_drawing_takes_the_caption_back_but_keeps_the_move(
    bot_for: BotFor,
) -> None:
    drawer = GatedDrawer(fail=True)
    h = await bot_for(drawer)
    await open_game(h, drawer)
    drawer.fail = False
    start, move = await bank(h, drawer)
    drawer.fail = True
    drawer.go.set()
    exchange = await move
    kinds = [s.kind for s in messages(exchange.sent)]
    assert kinds[-1] == "delete_followup" and "edit_followup" not in kinds
    assert not any(s.files for s in exchange.sent)
    status = await h.slash(ALICE, "game status")
    assert "Carol" in status.public_text or "Alice" in status.public_text
    player, _offered = await whose_turn(h, [ALICE, CAROL])  # the turn passed: the move stands
    assert start and player is not None


async def test_a_pressed_buttons_message_is_retired_only_after_the_board_is_attached(
    bot_for: BotFor,
) -> None:
    """The buttons a press answered stay until the new board is on its caption: the
    channel never shows a position with no way to act on it."""
    drawer = GatedDrawer()
    h = await bot_for(drawer)
    drawer.go.set()
    started = await open_toy_game(h, [ALICE, CAROL])
    drawer.go.clear()
    prompt = started.with_components()[-1]
    pass_button = next(c for c in prompt.custom_ids if c.endswith(":pass"))
    player = ALICE if f"<@{ALICE.id}>" in prompt.content else CAROL
    start = len(h.sent)
    press = asyncio.create_task(h.press(player, prompt, pass_button))
    await until(lambda: any("<@" in s.content for s in messages(h.sent[start:])))
    assert not [s for s in h.sent[start:] if s.kind == "edit_original"]  # not yet
    drawer.go.set()
    exchange = await press
    kinds = [s.kind for s in exchange.sent]
    assert "edit_followup" in kinds and "edit_original" in kinds
    assert kinds.index("edit_followup") < kinds.index("edit_original")
