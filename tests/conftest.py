"""Fixtures shared across the test suite. Keep this small.

Storage runs against every backend: `store` is a memory, an SQLite and a
PostgreSQL store; `database` an SQLite file or a PostgreSQL database, for tests
that open several stores on it or write raw SQL. The PostgreSQL cases start a
real server from the machine's binaries (tests/support/postgres_server.py) and
are skipped, saying why, where there is none, unless GAMEMASTER_REQUIRE_POSTGRES=1
(CI), which turns that into a failure.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import tests.support.toy  # noqa: F401  (registers the "toy" game)
from bot.storage import MemoryStore, Store
from games.core.game import State
from games.core.registry import all_games
from tests.support import postgres_server
from tests.support.databases import BACKENDS, Database

# Every remembered legal list is checked against a fresh one in the tests, so a
# state edited between `legal` and a later `legal` or check without `changed()`
# (an agent that changes the position it is asked about) fails the test.
State.verify_legal_memo = True

# Every game registered once, by its package's one call: tests that build a
# position by hand (tests/games/<game>/position.py) use the handlers and rules
# without asking the registry for the game first.
all_games()


@pytest.fixture(scope="session")
def postgres() -> Iterator[postgres_server.PostgresServer]:
    """One throwaway server for the whole run (per xdist worker)."""
    server = postgres_server.start_or_skip()
    yield server
    server.stop()


@pytest.fixture
def database_sqlite(tmp_path: Path) -> Database:
    return Database("sqlite", str(tmp_path / "gm.db"))


@pytest.fixture
def database_postgres(postgres: postgres_server.PostgresServer) -> Iterator[Database]:
    url = postgres.create_database()
    yield Database("postgres", url)
    postgres.drop_database(url)


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest) -> Database:
    """An empty database of each kind."""
    return request.getfixturevalue("database_" + request.param)


@pytest.fixture(params=["memory", *BACKENDS])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """Each storage test runs against every backend."""
    if request.param == "memory":
        backend: Store = MemoryStore()
        await backend.open()
        yield backend
        return
    database: Database = request.getfixturevalue("database_" + request.param)
    backend = database.store()
    await backend.open()
    yield backend
    await backend.close()
