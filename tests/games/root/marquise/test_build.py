"""Build (Law of Root, seed 003 6.5.4): where, what it costs, where the wood
comes from, and the VP uncovered.

Fall map paths used here: 1-5, 1-9, 1-10, 9-12, 10-12, 4-9, 4-12; suits:
1 fox, 5 rabbit, 9 mouse, 10 rabbit, 12 fox.
"""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board, frames
from games.root.factions.marquise import board as mb
from tests.games.root.marquise.position import (
    CAT,
    RIVAL,
    blank,
    daylight,
    legal_text,
    play,
    put,
    wood_on_map,
)


def started() -> object:
    """After setup: one building of each type on the map (tracks at 5)."""
    state = blank()
    put(state, 1, warriors=2, buildings=["sawmill"])
    put(state, 9, warriors=1, buildings=["workshop", "recruiter"])
    return state


def test_6_5_4_i_only_in_clearings_she_rules_with_a_free_slot() -> None:
    state = started()
    put(state, 5, warriors=1, wood=3)
    put(state, 10, warriors=1)
    put(state, 10, warriors=2, faction=RIVAL)  # the rival rules 10
    daylight(state)
    builds = [t for t in legal_text(state) if t.startswith("build")]
    # 1 and 9 are full (1 slot; 2 slots both used); 10 is not hers
    assert builds == ["build sawmill 5", "build workshop 5", "build recruiter 5"]
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "build sawmill 10")
    assert refused.value.key == "root.marquise.not_ruled"
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "build sawmill 1")
    assert refused.value.key == "root.marquise.no_slot"


def test_6_5_4_ii_cost_is_the_leftmost_building_of_its_track() -> None:
    state = started()
    put(state, 5, warriors=1, wood=1)
    for kind in mb.BUILDINGS:
        assert mb.next_cost(state, kind) == 1
    put(state, 12, buildings=["sawmill", "sawmill"])  # the third and fourth sawmills
    assert mb.next_cost(state, "sawmill") == 3
    daylight(state)
    assert "build sawmill 5" not in legal_text(state)  # 3 wood, only 1 in reach
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "build sawmill 5")
    assert refused.value.key == "root.marquise.short_of_wood"
    assert refused.value.params["have"] == 1


def test_6_5_4_iii_place_it_and_score_the_vp_uncovered() -> None:
    state = started()
    put(state, 5, warriors=1, wood=1)
    daylight(state)
    play(state, 0, "build workshop 5")
    assert board.buildings(state.board, 5, CAT) == ["workshop"]
    assert state.vp[CAT] == 2  # the second workshop space shows 2 VP
    assert mb.supply(state, "workshop") == 4
    assert mb.next_cost(state, "workshop") == 2
    assert wood_on_map(state) == {}
    assert frames.top(state)["type"] == "marquise_daylight"


def test_6_5_4_ii_wood_from_connected_clearings_she_rules() -> None:
    """Wood in 12 reaches 1 through 9 (hers); wood in 4 would need 12 to be hers."""
    state = started()
    put(state, 12, warriors=1, wood=1)
    put(state, 5, warriors=1, wood=1)
    put(state, 4, wood=2)
    put(state, 4, warriors=1, faction=RIVAL)
    assert mb.wood_area(state, 5) == [1, 5, 9, 12]
    assert mb.wood_in_area(state, 5) == 2
    daylight(state)
    play(state, 0, "build recruiter 5")
    assert state.pending()[0].kind == "marquise_pay_wood"
    assert legal_text(state) == ["wood 5", "wood 12"]  # never the wood in 4
    play(state, 0, "wood 12")
    assert wood_on_map(state) == {4: 2, 5: 1}


def test_6_5_4_ii_she_chooses_which_wood_pays() -> None:
    state = started()
    put(state, 5, warriors=1, wood=1)
    put(state, 12, warriors=1, wood=2)
    daylight(state)
    play(state, 0, "build sawmill 5")  # costs 1: from 5 or from 12
    prompt = state.pending()[0]
    assert (prompt.kind, prompt.params) == ("marquise_pay_wood", {"owed": 1, "clearing": 5})
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "wood 4")
    assert refused.value.key == "root.marquise.no_wood_there"
    play(state, 0, "wood 12")
    assert wood_on_map(state) == {5: 1, 12: 1}
    assert board.buildings(state.board, 5, CAT) == ["sawmill"]
    assert state.vp[CAT] == 1


def test_6_5_4_ii_no_question_when_all_the_wood_in_reach_is_needed() -> None:
    state = started()
    put(state, 12, buildings=["workshop"])  # the third workshop: costs 2
    put(state, 5, warriors=1, wood=1)
    put(state, 12, warriors=1, wood=1)
    daylight(state)
    play(state, 0, "build workshop 5")
    assert wood_on_map(state) == {}
    assert state.vp[CAT] == 2  # the third workshop space shows 2 VP too
    assert frames.top(state)["type"] == "marquise_daylight"


def test_6_5_4_the_keep_clearing_is_hers_to_build_in() -> None:
    state = started()
    put(state, 5, warriors=1, wood=1, keep=True)
    daylight(state)
    assert "build sawmill 5" in legal_text(state)
