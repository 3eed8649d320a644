"""The hook points a battle offers to card and faction effects (Law of Root
3.3.1, 3.3.2.II; games/root/rules/effects.py). Stand-in effects only: the
deck's own battle cards are tested with the card effects."""

from __future__ import annotations

import pytest

from games.root import board
from games.root.actions import Done, UseEffect
from games.root.rules import effects
from games.root.rules.effects import BattleEffect
from tests.games.root.rules.position import open_frame, play, position, prompt_kinds, rig_dice


def _once(name: str, role: str):
    def available(state, fight, asking):
        return asking == role and name not in fight.get("test_used", [])

    return available


def _volley(state, fight, role):
    fight.setdefault("test_used", []).append("test_volley")
    fight["extra"][role] += 2
    return []


def _shield(state, fight, role):
    fight.setdefault("test_used", []).append("test_shield")
    fight["ignore_rolled"].append(role)
    return []


@pytest.fixture
def stand_in_effects():
    added = [
        BattleEffect("test_volley", "before_dice", _once("test_volley", "attacker"), _volley),
        BattleEffect("test_shield", "after_dice", _once("test_shield", "defender"), _shield),
    ]
    for effect in added:
        effects.register_battle_effect(effect)
    yield
    for effect in added:
        del effects.BATTLE_EFFECTS[effect.id]


def start(state, high=2, low=1):
    open_frame(state, "battle", clearing_suit=None, optional=True)
    rig_dice(state, high, low)
    play(state, (0, "x5 w"))


def test_3_3_2_II_an_effect_before_the_dice_is_offered_to_its_side(stand_in_effects):
    state = position("5: m3 w5")
    start(state)
    assert prompt_kinds(state) == [(0, "battle_effect")]
    assert state.legal(0) == [UseEffect("test_volley"), Done()]
    play(state, (0, "use test_volley"))
    assert prompt_kinds(state) == [(1, "battle_effect")]  # the defender's turn: after dice
    assert state.last_battle is None
    play(state, (1, "done"))
    assert board.warriors(state.board, 5, "owls") == 1  # 2 rolled + 2 extra


def test_3_3_2_II_an_effect_may_cancel_the_rolled_hits_taken(stand_in_effects):
    state = position("5: m3 w5")
    start(state, 3, 1)
    play(state, (0, "done"), (1, "use test_shield"))
    assert board.warriors(state.board, 5, "owls") == 5
    assert board.warriors(state.board, 5, "moles") == 2


def test_effects_are_not_offered_when_none_is_available():
    state = position("5: m3 w5")
    start(state)
    assert prompt_kinds(state) == [(0, "probe")]


def test_register_battle_effect_refuses_an_unknown_moment():
    with pytest.raises(ValueError):
        effects.register_battle_effect(BattleEffect("x", "whenever", _once("x", "a"), _volley))


def test_passive_extra_hits_count_in():
    state = position("5: m1 w5")
    effects.EXTRA_HITS.append(lambda state, fight, role: 1 if role == "attacker" else 0)
    try:
        start(state, 3, 0)
    finally:
        effects.EXTRA_HITS.pop()
    assert board.warriors(state.board, 5, "owls") == 3


def test_3_3_1_an_ambush_guard_means_the_defender_is_not_asked():
    state = position("5: m3 w5", hands=([], ["ambush_rabbit#1"]))
    effects.AMBUSH_GUARDS.append(lambda state, fight: fight["attacker"] == "moles")
    try:
        start(state)
    finally:
        effects.AMBUSH_GUARDS.pop()
    assert state.last_battle["ambush"] == "none"
    assert state.hands[1] == ["ambush_rabbit#1"]
