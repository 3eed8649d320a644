"""Moving (Law of Root 3.2, 3.2.1, 3.2.2) and the `"move"` frame of the contract."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.actions import Done, Move
from games.root.rules.movement import legal_moves
from tests.games.root.rules.position import open_frame, play, position, prompt_kinds


def test_3_2_move_any_number_of_warriors_to_an_adjacent_clearing():
    state = position("5: m3")
    moves = legal_moves(state, "moles")
    assert {(m.origin, m.target) for m in moves} == {(5, 1), (5, 2)}
    assert [m.count for m in moves if m.target == 1] == [1, 2, 3]


def test_3_2_1_you_must_rule_the_origin_or_the_target():
    """From 5 (the owls rule it) the moles may go only where they rule: 1."""
    state = position("5: m1 w2; 1: m1")
    from_5 = {m.target for m in legal_moves(state, "moles") if m.origin == 5}
    assert from_5 == {1}
    assert {m.target for m in legal_moves(state, "moles") if m.origin == 1} == {5, 9, 10}
    open_frame(state, "move", moves=1, optional=True, origin_suit=None, min_moves=0)
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "1w5->2"))
    assert refused.value.key == "root.error.must_rule"


def test_3_2_1_rule_is_judged_before_the_move():
    """Leaving a clearing you rule is allowed even if the move hands it over."""
    state = position("5: m2 w1")
    assert Move(2, 5, 1) in legal_moves(state, "moles")


def test_3_2_refusals_say_why():
    state = position("5: m2")
    open_frame(state, "move", moves=1, optional=True, origin_suit=None, min_moves=0)
    cases = {"2w5->3": "root.error.not_adjacent", "3w5->1": "root.error.few_warriors",
             "1w13->1": "root.error.no_clearing"}
    for text, key in cases.items():
        with pytest.raises(IllegalAction) as refused:
            play(state, (0, text))
        assert refused.value.key == key
    assert board.warriors(state.board, 5, "moles") == 2


def test_example_3_2_2_the_same_group_or_different_groups():
    """Seed 000 3.2.2: "Si vas a hacer varios movimientos, puedes mover el mismo grupo de guerreros
    o grupos diferentes" (with several moves you may move the same group of warriors or
    different ones)."""
    state = position("5: m2")
    probe = open_frame(state, "move", moves=2, optional=False, origin_suit=None, min_moves=1)
    play(state, (0, "2w5->1"), (0, "2w1->9"))  # the same group twice
    assert board.warriors(state.board, 9, "moles") == 2
    assert probe["results"] == [2]
    state = position("5: m2; 10: m1")
    probe = open_frame(state, "move", moves=2, optional=False, origin_suit=None, min_moves=1)
    play(state, (0, "2w5->1"), (0, "1w10->2"))  # two groups
    assert board.warriors(state.board, 1, "moles") == 2
    assert board.warriors(state.board, 2, "moles") == 1


def test_move_frame_done_only_when_optional_and_enough_moves_made():
    state = position("5: m2")
    open_frame(state, "move", moves=2, optional=True, origin_suit=None, min_moves=1)
    assert Done() not in state.legal(0)
    play(state, (0, "1w5->1"))
    assert Done() in state.legal(0)


def test_move_frame_finishes_at_once_with_the_moves_made_when_none_is_possible():
    """The Eyrie's decree needs to know a move was impossible (7.5.2, 7.7)."""
    state = position("5: w2")
    probe = open_frame(state, "move", moves=1, optional=False, origin_suit=None, min_moves=1)
    assert probe["results"] == [0]
    assert prompt_kinds(state) == [(0, "probe")]


def test_move_frame_origin_suit_limits_the_origins_and_bird_means_any():
    state = position("5: m1; 1: m1")  # 5 rabbit, 1 fox
    open_frame(state, "move", moves=1, optional=False, origin_suit="fox", min_moves=1)
    assert {m.origin for m in state.legal(0)} == {1}
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "1w5->2"))
    assert refused.value.key == "root.error.origin_suit"
    state = position("5: m1; 1: m1")
    open_frame(state, "move", moves=1, optional=False, origin_suit="bird", min_moves=1)
    assert {m.origin for m in state.legal(0)} == {1, 5}


def test_move_frame_ends_after_the_last_move_without_asking():
    state = position("5: m3")
    probe = open_frame(state, "move", moves=1, optional=True, origin_suit=None, min_moves=0)
    events = play(state, (0, "3w5->1"))
    assert events[0].kind == "moved" and events[0].params["target"] == 1
    assert probe["results"] == [1] and prompt_kinds(state) == [(0, "probe")]
