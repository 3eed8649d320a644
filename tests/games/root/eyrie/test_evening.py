"""The Eyrie's Evening (Law of Root 7.6): score the roost track, draw, discard."""

from __future__ import annotations

import pytest

from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    SEAT,
    begin,
    blank,
    give,
    legal_text,
    play,
    prompt_kind,
    put,
    top_type,
)

SPOTS = (1, 2, 3, 4, 5, 6, 7)


@pytest.mark.parametrize(("roosts", "vp"), [(0, 0), (1, 0), (2, 1), (3, 2), (5, 4), (6, 4), (7, 5)])
def test_7_6_1_score_the_rightmost_empty_space(roosts, vp):
    """7.6.1: the track's VP under the rightmost empty space: 0,1,2,3,4,4,5."""
    state = blank()
    for clearing in SPOTS[:roosts]:
        put(state, clearing, roosts=1)
    begin(state, "eyrie_evening")
    assert state.vp[EYRIE] == vp


@pytest.mark.parametrize(("roosts", "drawn"), [(0, 1), (2, 1), (3, 2), (5, 2), (6, 3), (7, 3)])
def test_7_6_2_draw_one_plus_uncovered_bonuses(roosts, drawn):
    """7.6.2: one card, +1 once the 3rd roost is out, +1 more with the 6th."""
    state = blank()
    for clearing in SPOTS[:roosts]:
        put(state, clearing, roosts=1)
    begin(state, "eyrie_evening")
    assert len(state.hands[SEAT]) == drawn
    assert top_type(state) is None


def test_7_6_2_then_discard_down_to_five():
    """7.6.2: more than five cards after drawing: discard the excess."""
    state = blank()
    for clearing in SPOTS[:3]:
        put(state, clearing, roosts=1)
    give(state, "anvil#1", "sappers#1", "investments#1", "bake_sale#1", "sword#1")
    begin(state, "eyrie_evening")
    assert len(state.hands[SEAT]) == 7
    assert prompt_kind(state) == "discard_down"
    assert "discard anvil#1" in legal_text(state)
    play(state, "discard anvil#1")
    play(state, "discard sword#1")
    assert len(state.hands[SEAT]) == 5
    assert top_type(state) is None


def test_public_view_shows_the_board():
    """What the table sees: leader, leaders, Decree (viziers included), roost
    track, warriors left."""
    state = blank(leader="despot")
    put(state, 3, warriors=6, roosts=1)
    eb.decree(state)["recruit"].append("anvil#1")
    faction_board = state.view(None)["faction_boards"][EYRIE]
    assert faction_board["leader"] == "despot"
    assert faction_board["leaders_face_up"] == ["builder", "charismatic", "commander"]
    assert faction_board["decree"]["recruit"] == ["anvil#1"]
    assert faction_board["decree"]["build"] == [eb.VIZIER]
    assert faction_board["roost_track"] == {
        "on_map": 1, "left": 6, "evening_vp": 0, "evening_draw": 1,
    }
    assert faction_board["warriors_supply"] == 14
