"""Persistence behind the small async `Store` interface (see `base.py`)."""

from __future__ import annotations

from pathlib import Path

from bot.storage.base import (
    ChannelBusy,
    DamagedRecord,
    LogRecord,
    SeatRecord,
    SeqConflict,
    SessionConflict,
    SessionEnded,
    SessionRecord,
    StorageError,
    StorageReadError,
    Store,
)
from bot.storage.memory import MemoryStore
from bot.storage.postgres import PostgresStore, is_postgres_url
from bot.storage.records import Clock, now
from bot.storage.sqlite import SQLiteStore

__all__ = [
    "ChannelBusy",
    "DamagedRecord",
    "LogRecord",
    "MemoryStore",
    "PostgresStore",
    "SQLiteStore",
    "SeatRecord",
    "SeqConflict",
    "SessionConflict",
    "SessionEnded",
    "SessionRecord",
    "StorageError",
    "StorageReadError",
    "Store",
    "open_store",
]


def open_store(
    url: str | Path, *, clock: Clock = now
) -> MemoryStore | SQLiteStore | PostgresStore:
    """A store for `postgresql://...` (or `postgres://`), `sqlite:///path`, a plain
    file path, or `memory:`; `clock` is the time its records are stamped with (the
    console's virtual clock).

    The store is returned unopened and is awaitable: `store = await open_store(url)`
    opens it; so do `async with open_store(url) as store` and `await store.open()`.
    """
    text = str(url).strip()
    if text in ("memory:", "memory://", ":memory:"):
        return MemoryStore(clock=clock)
    if is_postgres_url(text):
        return PostgresStore(text, clock=clock)
    if text.startswith("sqlite://"):
        # sqlite:///relative.db -> relative.db ; sqlite:////abs/x.db -> /abs/x.db
        text = text[len("sqlite://"):]
        text = text[1:] if text.startswith("/") else text
    if not text:
        raise ValueError(f"no file path in store url {str(url)!r}")
    return SQLiteStore(text, clock=clock)
