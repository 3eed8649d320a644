"""The searching player's judgement (games/meduris/outlook.py, `Meduris.evaluate_all`):
a chance of winning from the lead and the turns left; the heuristic's `evaluate`
is not touched by it."""

from __future__ import annotations

import pytest

from games.core import get_game
from games.meduris import outlook
from tests.games.meduris.position import position


def test_the_search_values_its_lead_a_rune_stone_taken_counts_twice():
    game = get_game("meduris")
    before = position(2, "H0 . . . H1", scores=[10, 10], runes={1: 0, 2: 1})
    after = position(2, "H0 . . . H1", scores=[10, 10], runes={1: 0, 2: 0})
    mine, theirs = game.evaluate_all(before)
    mine_after, theirs_after = game.evaluate_all(after)
    assert mine_after > mine and theirs_after < theirs
    assert abs(mine - theirs) < 1e-9  # level: an even chance each
    # the heuristic's own judgement is the one it always had
    assert game.evaluate(after, 0) - game.evaluate(before, 0) == pytest.approx(0.7 * (3 - 1))


def test_a_lead_is_worth_more_when_fewer_turns_are_left():
    early = position(2, "H0 . . . H1", scores=[14, 10])
    late = position(2, "H0 . . . H1", scores=[14, 10])
    late.huts_left = [1, 1]
    late.temples_left = [0, 0]
    assert outlook.turns_left(late) < outlook.turns_left(early)
    assert outlook.chances(late)[0] > outlook.chances(early)[0] > outlook.WEIGHT / 2


def test_temples_count_their_neighbouring_huts_now():
    # plot 2 is the temple of seat 1, two huts of seat 0 beside it
    lone = position(2, ". T1 . . H0", scores=[0, 0])
    flanked = position(2, "H0 T1 H0 . H0", scores=[0, 0])
    assert outlook.standing(flanked, 1, 1.0) - outlook.standing(lone, 1, 1.0) == 2
