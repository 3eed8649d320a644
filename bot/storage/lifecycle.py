"""Opening and closing a store the way aiosqlite's connections open.

`open_store(url)` returns a store that is not yet open, so every calling style
works: `store = await open_store(url)`, `async with open_store(url) as store:`,
or `store = open_store(url)` followed by `await store.open()`. `open()` is
idempotent, and the SQLite store also opens itself on first use.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Self


class Lifecycle:
    async def open(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def _opened(self) -> Self:
        await self.open()
        return self

    def __await__(self) -> Generator[Any, None, Self]:
        return self._opened().__await__()

    async def __aenter__(self) -> Self:
        return await self._opened()

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()
