"""The Eyrie's tests play against a stand-in Marquise (see position.py), but
for tests marked `real_rival` (whole games against the real Marquise)."""

from __future__ import annotations

import pytest

from games.root.factions.base import FACTIONS
from tests.games.root.eyrie.position import RIVAL, StandIn


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_rival: play against the real Marquise de Cat")


@pytest.fixture(autouse=True)
def rival(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("real_rival") is None:
        monkeypatch.setitem(FACTIONS, RIVAL, StandIn())
