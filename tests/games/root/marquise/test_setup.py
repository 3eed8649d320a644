"""The Marquise de Cat's setup (Law of Root 6.3; seed 003 6.3)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.factions.marquise import board as mb
from tests.games.root.marquise.position import CAT, legal_text, play, setup_state


def test_6_3_1_reserves_of_25_warriors_and_8_wood() -> None:
    state = setup_state()
    assert mb.supply(state, "warriors") == 25
    assert mb.supply(state, "wood") == 8


def test_6_3_2_keep_in_a_corner_of_her_choice() -> None:
    state = setup_state()
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind) == (0, "marquise_keep")
    assert legal_text(state) == ["keep 1", "keep 2", "keep 3", "keep 4"]
    with pytest.raises(IllegalAction):
        play(state, 0, "keep 5")  # not a corner
    play(state, 0, "keep 2")
    assert mb.keep_clearing(state) == 2
    assert mb.supply(state, "keep") == 0


@pytest.mark.parametrize(("keep", "opposite"), [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_6_3_3_garrison_everywhere_but_the_opposite_corner(keep: int, opposite: int) -> None:
    state = setup_state()
    play(state, 0, f"keep {keep}")
    for clearing in range(1, 13):
        expected = 0 if clearing == opposite else 1
        assert board.warriors(state.board, clearing, CAT) == expected, clearing
    assert mb.supply(state, "warriors") == 25 - 11


def test_6_3_4_starting_buildings_in_or_next_to_the_keep() -> None:
    state = setup_state()
    play(state, 0, "keep 1")  # clearing 1 is next to 5, 9 and 10
    assert state.pending()[0].kind == "marquise_start_building"
    spots = {a.clearing for a in state.legal(0)}
    assert spots == {1, 5, 9, 10}
    with pytest.raises(IllegalAction):
        play(state, 0, "place sawmill 12")  # not adjacent to the keep
    play(state, 0, "place sawmill 1")
    play(state, 0, "place workshop 10")
    assert "place sawmill 5" not in legal_text(state)  # the sawmill is placed
    play(state, 0, "place recruiter 9")
    assert board.buildings(state.board, 1, CAT) == ["sawmill"]
    assert board.buildings(state.board, 10, CAT) == ["workshop"]
    assert board.buildings(state.board, 9, CAT) == ["recruiter"]
    assert all(f["type"] != "marquise_setup" for f in state.stack)


def test_6_3_4_any_combination_but_only_free_slots() -> None:
    """2.2.3: clearing 1 has one slot, clearing 10 two with a ruin in one."""
    state = setup_state()
    play(state, 0, "keep 1")
    play(state, 0, "place sawmill 1")
    assert all(a.clearing != 1 for a in state.legal(0))  # clearing 1 is full
    play(state, 0, "place workshop 10")
    assert all(a.clearing != 10 for a in state.legal(0))  # the ruin fills the other
    play(state, 0, "place recruiter 5")
    assert board.buildings(state.board, 5, CAT) == ["recruiter"]


def test_example_6_3_5_the_leftmost_space_of_each_track_stays_empty() -> None:
    """Seed 003 6.3.5: "(Deja vacío el espacio más a la izquierda de cada contador)" (leave the
    leftmost space of each track empty)."""
    state = setup_state()
    play(state, 0, "keep 3")
    for text in ("place sawmill 3", "place workshop 7", "place recruiter 11"):
        play(state, 0, text)
    for kind in mb.BUILDINGS:
        assert mb.supply(state, kind) == 5
        assert mb.next_cost(state, kind) == 1
    assert mb.next_vp(state, "workshop") == 2
    assert state.vp[CAT] == 0  # starting buildings score nothing
