"""Boards go to the drawing process once it is ready; what cannot be sent there is
drawn on the drawing thread (bot/render_thread.py)."""

from __future__ import annotations

import asyncio
import functools
import os

from bot.drawing import RendererDrawer
from bot.render_thread import (
    on_render_process,
    on_render_thread,
    render_process_ready,
    start_render_process,
)
from games.core import get_game


async def ready() -> None:
    start_render_process()
    for _ in range(1200):  # a busy machine may take a while to start an interpreter
        if render_process_ready():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the drawing process never started")


async def test_work_goes_to_another_process_once_it_is_ready() -> None:
    await ready()
    assert await on_render_process(os.getpid) != os.getpid()


async def test_work_that_cannot_be_sent_is_drawn_on_the_thread() -> None:
    await ready()
    assert await on_render_process(lambda: os.getpid()) == os.getpid()


async def test_a_board_drawn_in_the_process_is_the_one_drawn_here() -> None:
    await ready()
    game = get_game("meduris")
    view = game.setup(2, {}, 4).view(None)
    draw = functools.partial(RendererDrawer().draw, "meduris", view, ["Ana", "Bea"], "es", None)
    assert await on_render_process(draw) == await on_render_thread(draw)
