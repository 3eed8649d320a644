"""The spots of a tile listed once per layout of tunnels (games/mountain_king/dig.py
`Layout`): the legal places, the trades' hammer needs, the bill and the tile
itself, and the heuristic player, all read one listing; a clone keeps it until a
tile or a hall changes the squares. Speed only: every answer is the one listed
afresh."""

from __future__ import annotations

import pytest

from games.core import State, agent_rng
from games.mountain_king import dig
from games.mountain_king.components import tunnel_shapes
from games.mountain_king.state import MountainKingState
from tests.games.mountain_king.helpers import GAME, give, started


def _fresh(state: MountainKingState) -> MountainKingState:
    """The same position with nothing remembered."""
    twin = GAME.state_from_json(state.to_json())
    assert isinstance(twin, MountainKingState)
    assert "_layout" not in twin.__dict__
    return twin


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5)])
def test_remembered_spots_are_the_spots_listed_afresh(monkeypatch, players, seed):
    """Through whole heuristic games, with the tests' re-checking switched off
    so the remembered answers are used: the legal actions, every tile's spots
    (any hammers), each seat's ground and each legal place's spot are those of
    the same position read from its JSON."""
    monkeypatch.setattr(State, "verify_legal_memo", False)
    state = started(players, seed)
    agents = [GAME.agent("heuristic") for _ in range(players)]
    places = 0
    for step in range(400):
        if state.is_over():
            break
        seat = state.pending()[0].seat
        fresh = _fresh(state)
        assert state.legal(seat) == fresh.legal(seat)
        if step % 5 == 0 or state.phase == "place":
            for shape in tunnel_shapes():
                for hammers in (0, 2, 9):
                    assert dig.placements(state, seat, shape, max_hammers=hammers) == \
                        dig.placements(_fresh(state), seat, shape, max_hammers=hammers)
                    assert dig.has_spot(state, seat, shape, hammers, dig.ground(state, seat)) \
                        == bool(dig.placements(fresh, seat, shape, first_only=True,
                                               max_hammers=hammers))
            assert dig.ground(state, seat) == dig._ground(fresh, seat)
        if state.phase == "place":
            shape = state.progress["dig"]["shape"]
            listed = dig.placements(fresh, seat, shape)
            for place in (a for a in state.legal(seat) if hasattr(a, "orientation")):
                origin = state.board.cell_of(place.cell)
                assert origin is not None
                spot = dig.placement_at(state, seat, shape, place.orientation, origin)
                assert spot in listed
                places += 1
        state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, step)))
    assert places > 0, "some tiles were laid"


def test_a_clone_keeps_the_layout_until_a_tile_changes_the_squares():
    """The search clones one position thousands of times: the clone reads the
    listing made for its original; laying a tile on the clone gives it a layout
    of its own and leaves the original's as it was."""
    state = started(2, 1)
    seat = state.active
    give(state, seat, stone=6)
    state.changed()
    before = dig.placements(state, seat, "I3")
    layout = state.__dict__["_layout"]
    twin = state.clone()
    assert twin.__dict__["_layout"] is layout
    twin.apply(seat, "dig I3 stone")
    place = next(a for a in twin.legal(seat) if hasattr(a, "orientation"))
    twin.apply(seat, place)
    while twin.phase == "pay":
        twin.apply(seat, twin.legal(seat)[0])
    assert dig.placements(twin, seat, "I3") != before
    assert twin.__dict__["_layout"] is not layout
    assert state.__dict__["_layout"] is layout
    assert dig.placements(state, seat, "I3") == before


def test_a_hand_edited_square_is_never_read_from_an_older_layout(monkeypatch):
    """The layout is named by the tunnel on every square (with the side, the
    gates and the teams), so an edit of the squares without `changed()` still
    gets fresh spots."""
    monkeypatch.setattr(State, "verify_legal_memo", False)
    state = started(2, 1)
    seat = state.active
    before = dig.placements(state, seat, "I2", max_hammers=9)
    spot = before[0]
    state.cell_tunnel[spot.cells[-1]] = 0  # the square taken, by hand
    after = dig.placements(state, seat, "I2", max_hammers=9)
    assert spot not in after
    assert after == dig.placements(_fresh(state), seat, "I2", max_hammers=9)


def test_a_cell_read_from_its_name_again_is_the_same_cell():
    """`Board.cell_of` remembers the cells read from their own names (the
    heuristic player weighs statue moves by name); any other text is read
    afresh and never remembered."""
    state = started(2, 1)
    b = state.board
    for cell in range(b.size * b.size):
        name = b.cell_name(cell)
        assert b.cell_of(name) == cell
        assert b.cell_of(name) == cell  # now remembered
        assert b.cell_of(f" {name.upper()} ") == cell
    assert b.cell_of("z9") is None
    assert b.cell_of("a0") is None
