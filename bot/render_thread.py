"""The one thread every board picture of the process is drawn on, off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

RENDER_THREADS = 1
"""Board images are drawn one at a time, on a thread of their own, for every game
master of the process. A board needs about 50 MB while it is drawn (the canvas is
drawn at twice its size, then shrunk, converted and encoded), and drawing holds
Python's lock most of the time, so drawing several at once gains little: in
asyncio's default pool (up to 32 threads) 24 busy tables drew six at once, and
each thread's malloc arena kept the peak it reached (~200 MB freed but held)."""

_RENDER_POOL = ThreadPoolExecutor(RENDER_THREADS, thread_name_prefix="board-render")

T = TypeVar("T")


async def on_render_thread(work: Callable[[], T]) -> T:
    """Drawing work (a board, a replay frame, a score graph) on the board-drawing
    thread, off the event loop, queued with every table's boards."""
    return await asyncio.get_running_loop().run_in_executor(_RENDER_POOL, work)
