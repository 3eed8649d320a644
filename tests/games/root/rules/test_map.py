"""The woodland (Law of Root 2.2-2.4) on the Fall map, and the golden rule of
"cannot" (1.1.2) where the map enforces it."""

from __future__ import annotations

from collections import Counter

from games.root import board
from games.root.mapdata import load_map
from games.root.rules.movement import legal_moves
from games.root.rules.pieces import can_place_building
from tests.games.root.rules.position import position

FALL = load_map("fall")


def test_2_2_1_adjacency_goes_both_ways_along_paths() -> None:
    for a, b in FALL.paths:
        assert b in FALL.adjacent(a) and a in FALL.adjacent(b)
    assert FALL.adjacent(1) == [5, 9, 10]


def test_2_2_2_every_clearing_has_a_suit_four_of_each() -> None:
    assert Counter(c.suit for c in FALL.clearings.values()) == {"fox": 4, "rabbit": 4, "mouse": 4}


def test_2_2_3_a_building_needs_a_free_slot() -> None:
    """1.1.2: a building cannot be placed in a clearing without a free slot."""
    state = position("1: m1 m[sawmill]")
    assert FALL.clearings[1].slots == 1
    assert board.free_slots(state.board, state.woods, 1) == 0
    assert not can_place_building(state, 1, "moles", "sawmill")


def test_2_3_rivers_are_not_paths_for_these_factions() -> None:
    """A river joins 4 and 7 but no path does: nobody here moves along it."""
    assert (4, 7) in FALL.rivers and 7 not in FALL.adjacent(4)
    assert 7 in FALL.river_adjacent(4)
    state = position("4: m3; 7: m1")
    assert all((m.origin, m.target) != (4, 7) for m in legal_moves(state, "moles"))


def test_2_4_forests_are_bounded_by_clearings_and_touch_their_neighbours() -> None:
    """2.4.1: a forest is adjacent to the clearings around it and to the forests
    across one path; both relations are symmetric on the map."""
    assert len(FALL.forests) == 7
    for forest in FALL.forests.values():
        assert len(forest.clearings) >= 3
        for other in forest.adjacent_forests:
            assert forest.id in FALL.forests[other].adjacent_forests
            shared = set(forest.clearings) & set(FALL.forests[other].clearings)
            assert len(shared) >= 2  # a path's two ends lie between them
    assert "1_2_5_10" in FALL.forests_touching(5)


def test_corners_face_their_opposites() -> None:
    """Corners pair up (the bird dominance, 4.3.1.II; the Eyrie's setup, 7.3.2)."""
    assert FALL.corners() == [1, 2, 3, 4]
    for corner in FALL.corners():
        opposite = FALL.clearings[corner].opposite_corner
        assert opposite is not None and FALL.clearings[opposite].opposite_corner == corner
