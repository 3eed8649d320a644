"""The passive doubles exist only while a test that asks for them runs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.games.root.table.passive import registered


@pytest.fixture
def passive_factions() -> Iterator[None]:
    with registered():
        yield
