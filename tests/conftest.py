"""Fixtures shared across the test suite. Keep this small."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import tests.support.toy  # noqa: F401  (registers the "toy" game)
from bot.storage import MemoryStore, SQLiteStore, Store


@pytest.fixture(params=["memory", "sqlite"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    """Each storage test runs against both backends."""
    backend: MemoryStore | SQLiteStore
    backend = MemoryStore() if request.param == "memory" else SQLiteStore(tmp_path / "gm.db")
    await backend.open()
    yield backend
    await backend.close()
