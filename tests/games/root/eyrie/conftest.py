"""The Eyrie's tests play against a stand-in Marquise (see position.py)."""

from __future__ import annotations

import pytest

from games.root.factions.base import FACTIONS
from tests.games.root.eyrie.position import RIVAL, StandIn


@pytest.fixture(autouse=True)
def rival(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(FACTIONS, RIVAL, StandIn())
