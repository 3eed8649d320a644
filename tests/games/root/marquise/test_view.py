"""What the table sees of the Marquise's board (Law of Root 1.2)."""

from __future__ import annotations

from games.root.factions.base import FACTIONS
from tests.games.root.marquise.position import CAT, blank, daylight, put


def test_public_view_shows_tracks_supply_keep_and_actions() -> None:
    state = blank()
    put(state, 1, warriors=3, buildings=["sawmill", "recruiter"], wood=2, keep=True)
    put(state, 5, buildings=["recruiter", "recruiter"])
    view = FACTIONS[CAT].public_view(state)
    assert view["tracks"]["sawmill"] == {"left": 5, "next_cost": 1, "next_vp": 1}
    assert view["tracks"]["recruiter"] == {"left": 3, "next_cost": 3, "next_vp": 3}
    assert view["tracks"]["workshop"] == {"left": 6, "next_cost": 0, "next_vp": 0}
    assert (view["wood_supply"], view["warriors_supply"]) == (6, 22)
    assert (view["keep"], view["keep_gone"]) == (1, False)
    assert view["draw_bonus"] == 1
    assert view["actions_left"] is None
    daylight(state, actions=2)
    assert FACTIONS[CAT].public_view(state)["actions_left"] == 2


def test_an_empty_track_has_no_next_building() -> None:
    state = blank()
    for clearing in (5, 9, 10):
        put(state, clearing, buildings=["sawmill", "sawmill"])
    view = FACTIONS[CAT].public_view(state)["tracks"]["sawmill"]
    assert view == {"left": 0, "next_cost": None, "next_vp": None}
