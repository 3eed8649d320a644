"""One database of either kind, as the storage conformance suite sees it.

A storage test that needs more than a store (several stores on one database, as
several processes would open; raw SQL that damages a row or writes an old
schema; a worker process given the database's URL) takes a `Database`: an
SQLite file in the test's folder, or a fresh database on the throwaway
PostgreSQL server (tests/support/postgres_server.py). Raw SQL is written once
with `?` placeholders and translated for PostgreSQL.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from bot.storage import PostgresStore, SQLiteStore
from bot.storage import schema as sqlite_schema
from bot.storage import schema_postgres as postgres_schema

BACKENDS = ("sqlite", "postgres")


@dataclass
class Database:
    kind: str  # "sqlite" or "postgres"
    url: str  # what `open_store` and `--db` take

    @property
    def migrations(self) -> list[tuple[int, tuple[str, ...]]]:
        return postgres_schema.MIGRATIONS if self.kind == "postgres" else sqlite_schema.MIGRATIONS

    @property
    def path(self) -> Path:
        assert self.kind == "sqlite", "only an SQLite database is a file"
        return Path(self.url)

    def store(self) -> SQLiteStore | PostgresStore:
        """A new store on this database, not yet open (one per simulated process)."""
        return PostgresStore(self.url) if self.kind == "postgres" else SQLiteStore(self.url)

    async def execute(self, *statements: str, params: Sequence[Any] = ()) -> None:
        """Raw SQL, outside the store (a hand edit, an old release's schema)."""
        if self.kind == "sqlite":
            with sqlite3.connect(self.url) as db:
                for sql in statements:
                    db.execute(sql, tuple(params))
            return
        db = await asyncpg.connect(self.url)
        try:
            for sql in statements:
                await db.execute(_numbered(sql), *params)
        finally:
            await db.close()

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self.kind == "sqlite":
            with sqlite3.connect(self.url) as db:
                return [tuple(row) for row in db.execute(sql, tuple(params)).fetchall()]
        db = await asyncpg.connect(self.url)
        try:
            return [tuple(record) for record in await db.fetch(_numbered(sql), *params)]
        finally:
            await db.close()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        found = await self.rows(sql, params)
        return found[0] if found else None

    async def value(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]

    async def old_schema(self, version: int) -> None:
        """The tables as a release at schema `version` left them (no store opened)."""
        create = (
            postgres_schema.CREATE_VERSION_TABLE
            if self.kind == "postgres"
            else sqlite_schema.CREATE_VERSION_TABLE
        )
        statements = [create]
        for number, steps in self.migrations[:version]:
            statements += [*steps, f"INSERT INTO schema_version (version) VALUES ({number})"]
        await self.execute(*statements)


def _numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, ...` (none of ours sit in quotes)."""
    counter = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(counter)}", sql)
