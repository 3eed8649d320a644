"""Where board pictures are drawn, off the event loop: one thread of the process, or
one worker process of its own (`on_render_process`)."""

from __future__ import annotations

import asyncio
import logging
import pickle
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from bot.worker_process import WorkerProcess

log = logging.getLogger(__name__)

RENDER_THREADS = 1
"""Board images are drawn one at a time, on a thread of their own, for every game
master of the process. A board needs about 50 MB while it is drawn (the canvas is
drawn at twice its size, then shrunk, converted and encoded), and drawing holds
Python's lock most of the time, so drawing several at once gains little: in
asyncio's default pool (up to 32 threads) 24 busy tables drew six at once, and
each thread's malloc arena kept the peak it reached (~200 MB freed but held)."""

RENDER_PROCESSES = 1
"""Boards of a move are drawn in one worker process (`on_render_process`): drawing
holds Python's lock most of the time, and on a thread of the bot's own process it
kept the event loop from sending a move's text while its board was drawn (the text
waited 7.5-10.5x a durable commit, bench_reply --boards). One process, so a
board's 50 MB peak is reached once, as with the one thread."""

_RENDER_POOL = ThreadPoolExecutor(RENDER_THREADS, thread_name_prefix="board-render")


def _loaded() -> bool:
    import renderers  # noqa: F401  (what every board needs, loaded before the first)

    return True


_WORKER = WorkerProcess("board-drawing", _loaded, RENDER_PROCESSES)

T = TypeVar("T")


async def on_render_thread(work: Callable[[], T]) -> T:
    """Drawing work (a board, a replay frame, a score graph) on the board-drawing
    thread, off the event loop, queued with every table's boards."""
    return await asyncio.get_running_loop().run_in_executor(_RENDER_POOL, work)


async def on_render_process(work: Callable[[], T]) -> T:
    """Drawing work that is a pure function of what it is given (a board from a
    public view), in the drawing process, so the event loop keeps running. The
    process is started at the first such work, in the background: until it is
    ready, and for work that cannot be sent there (not picklable) or after it died,
    the drawing thread draws instead: the picture never depends on where it was
    drawn. (Started at the first board rather than with the game master: a process
    that stops at once, a refused token or a damaged file, has drawn nothing and
    must not leave a half-started child behind.)"""
    if not _WORKER.ready():
        start_render_process()
        return await on_render_thread(work)
    try:
        pickle.dumps(work)
    except (pickle.PicklingError, TypeError, AttributeError):
        return await on_render_thread(work)
    try:
        return await asyncio.get_running_loop().run_in_executor(_WORKER.executor(), work)
    except BrokenProcessPool:
        log.warning("the board-drawing process stopped; drawing on a thread, a new process next")
        _WORKER.forget()
        return await on_render_thread(work)


def start_render_process() -> None:
    """Start the drawing process, once, on a thread of its own: starting it takes a
    second or two (a fresh interpreter importing the renderers), which neither a
    board nor the event loop waits for."""
    _WORKER.start()


def render_process_ready() -> bool:
    """Whether boards now go to the drawing process."""
    return _WORKER.ready()
