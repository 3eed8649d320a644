"""The stand-in factions exist only during this folder's tests, so no other
test ever finds them in the faction registry."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games.root.factions.base import FACTIONS
from tests.games.root.rules.position import STAND_INS


@pytest.fixture(autouse=True)
def stand_in_factions() -> Iterator[None]:
    for stand_in in STAND_INS:
        FACTIONS[stand_in.id] = stand_in
    yield
    for stand_in in STAND_INS:
        FACTIONS.pop(stand_in.id, None)
