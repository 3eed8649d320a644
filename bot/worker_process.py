"""One worker process of the bot's own, started lazily and in the background.

Boards (bot/render_thread.py) and AI decisions (bot/ai_process.py) are pure
functions of what they are given, and each holds Python's lock for a long while:
each goes to a process of its own so the event loop keeps running. Both need the
same care, kept here once: the process is started at the first work, on a thread
of its own (a fresh interpreter importing the games or the renderers takes a
second or two, which neither the work nor the event loop waits for); it is
"ready" once it has done its first work (`warm_up`); until then, and after it
died (`forget`), the caller does the work on a thread instead.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor

log = logging.getLogger(__name__)


class WorkerProcess:
    """A lazily started pool of `processes` fresh interpreters, named `name` in logs."""

    def __init__(self, name: str, warm_up: Callable[[], object], processes: int = 1) -> None:
        self.name = name
        self.warm_up = warm_up  # picklable: a module-level function
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._starting = False  # asked for (`start`)
        self._ready = threading.Event()  # ...and has done its first work

    def start(self) -> None:
        """Start the process, once, on a thread of its own (nothing waits for it)."""
        with self._lock:
            if self._starting:
                return
            self._starting = True
        threading.Thread(target=self._warm, name=f"{self.name}-start", daemon=True).start()

    def ready(self) -> bool:
        """Whether work now goes to the process."""
        return self._ready.is_set()

    def executor(self) -> Executor:
        with self._lock:
            if self._pool is None:
                # A fresh interpreter, not a fork of this one (its threads, its loop,
                # its sockets): forkserver where there is one.
                methods = multiprocessing.get_all_start_methods()
                context = multiprocessing.get_context(
                    "forkserver" if "forkserver" in methods else "spawn"
                )
                self._pool = ProcessPoolExecutor(self.processes, mp_context=context)
            return self._pool

    def forget(self) -> None:
        """The process died: drop it, so that the next work starts a new one."""
        with self._lock:
            pool, self._pool = self._pool, None
            self._starting = False
            self._ready.clear()
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def _warm(self) -> None:
        try:
            self.executor().submit(self.warm_up).result()
        except Exception:  # the work stays on a thread; said when work finds it broken
            log.warning("the %s process did not start", self.name, exc_info=True)
            return
        self._ready.set()
