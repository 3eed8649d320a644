"""Step 1 of battle: ambush and foil (Law of Root 2.1.4, 3.3.1, 3.3.1.I; rulings
R01, R10). Clearing 5 is a rabbit clearing; the moles (seat 0) attack the owls."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.actions import Ambush, Done
from tests.games.root.rules.position import (
    kinds,
    open_frame,
    play,
    position,
    prompt_kinds,
    rig_dice,
)


def attack(text: str = "5: m4 w3", hands=([], []), high: int = 1, low: int = 0):
    state = position(text, hands=hands)
    probe = open_frame(state, "battle", clearing_suit=None, optional=True)
    rig_dice(state, high, low)
    events = play(state, (0, "x5 w"))
    return state, probe, events


def test_3_3_1_the_defender_may_play_only_an_ambush_matching_the_clearing():
    """Asked either way (a rabbit or bird ambush could be in the hand as far as
    the table knows, 1.2.1); only a matching one may be played."""
    state, _, _ = attack(hands=([], ["ambush_fox#1", "ambush_mouse#1"]))
    assert prompt_kinds(state) == [(1, "ambush")]
    assert state.legal(1) == [Done()]
    state, _, _ = attack(hands=([], ["ambush_rabbit#1", "ambush_fox#1"]))
    assert prompt_kinds(state) == [(1, "ambush")]
    assert state.legal(1) == [Ambush("rabbit"), Done()]


def test_2_1_4_a_bird_ambush_matches_any_clearing():
    state, _, _ = attack(hands=([], ["ambush_bird#2", "ambush_rabbit#1"]))
    assert state.legal(1) == [Ambush("rabbit"), Ambush("bird"), Done()]
    with pytest.raises(IllegalAction) as refused:
        play(state, (1, "ambush fox"))
    assert refused.value.key == "root.error.ambush_match"


def test_3_3_1_an_ambush_deals_two_hits_to_the_attacker_at_once():
    state, _, _ = attack(hands=([], ["ambush_bird#1"]), high=0, low=0)
    events = play(state, (1, "ambush bird"))
    assert kinds(events)[:3] == ["discarded", "ambushed", "removed"]
    assert board.warriors(state.board, 5, "moles") == 2
    assert "ambush_bird#1" in state.discard and state.hands[1] == []
    assert state.last_battle["ambush"] == "hit"
    assert state.last_battle["dice"] == [0, 0]  # the battle went on


def test_3_3_1_the_battle_ends_when_no_attacking_warriors_remain():
    state, probe, _ = attack("5: m2 w3", hands=([], ["ambush_rabbit#1"]))
    rng_before = state.rng.state
    play(state, (1, "ambush rabbit"))
    assert board.warriors(state.board, 5, "moles") == 0
    assert board.warriors(state.board, 5, "owls") == 3
    assert state.rng.state == rng_before  # no dice rolled
    assert state.last_battle["dice"] == []
    assert probe["results"] == [True]


def test_3_3_1_ambush_hits_spare_no_building_once_the_warriors_are_gone():
    state, _, _ = attack("5: m1 m[sawmill] w3", hands=([], ["ambush_rabbit#1"]))
    play(state, (1, "ambush rabbit"))
    assert board.buildings(state.board, 5, "moles") == []
    assert state.vp["owls"] == 1


def test_3_3_1_the_defender_may_keep_the_ambush():
    state, _, _ = attack(hands=([], ["ambush_rabbit#1"]))
    play(state, (1, "done"))
    assert state.hands[1] == ["ambush_rabbit#1"]
    assert state.last_battle["ambush"] == "none"


def test_example_3_3_1_I_the_defender_still_discards_a_foiled_ambush():
    """Seed 000 3.3.1.I: "(El defensor aún descarta la carta de emboscada jugada)" (the defender
    still discards the ambush card played)."""
    state, _, _ = attack(hands=(["ambush_bird#2"], ["ambush_rabbit#1"]))
    play(state, (1, "ambush rabbit"))
    assert prompt_kinds(state) == [(0, "foil")]
    assert state.legal(0) == [Ambush("bird"), Done()]
    events = play(state, (0, "ambush bird"))
    assert "foiled" in kinds(events)
    assert board.warriors(state.board, 5, "moles") == 4 - 0  # no ambush hits; low roll 0
    assert state.discard == ["ambush_rabbit#1", "ambush_bird#2"]  # the defender's goes too
    assert state.last_battle["ambush"] == "foiled"


def test_3_3_1_I_the_attacker_cannot_foil_without_a_matching_ambush():
    """Asked (a bird ambush could be in the hand as far as the table knows),
    but only `done` is possible: the ambush hits."""
    state, _, _ = attack(hands=(["ambush_fox#1"], ["ambush_rabbit#1"]), high=0, low=0)
    play(state, (1, "ambush rabbit"))
    assert prompt_kinds(state) == [(0, "foil")] and state.legal(0) == [Done()]
    play(state, (0, "done"))
    assert prompt_kinds(state) == [(0, "probe")]
    assert board.warriors(state.board, 5, "moles") == 2
    assert state.hands[0] == ["ambush_fox#1"]


def test_3_3_1_I_an_attacker_who_does_not_foil_takes_the_hits():
    state, _, _ = attack(hands=(["ambush_rabbit#1"], ["ambush_bird#1"]), high=0, low=0)
    play(state, (1, "ambush bird"), (0, "done"))
    assert board.warriors(state.board, 5, "moles") == 2
    assert state.hands[0] == ["ambush_rabbit#1"]


def test_r01_one_ambush_per_battle():
    state, _, _ = attack(hands=([], ["ambush_rabbit#1", "ambush_bird#1", "ambush_bird#2"]))
    play(state, (1, "ambush bird"))
    assert prompt_kinds(state) == [(0, "probe")]  # battle over, nobody asked again
    assert len(state.hands[1]) == 2


def test_r10_warriors_saved_to_the_keep_may_go_on_fighting():
    """The attacker's removed warriors go back to its keep — the battle clearing —
    before the "no attackers left" check (6.2.3 field hospitals, ruling R10)."""
    state = position("5: m2 w3", hands=([], ["ambush_rabbit#1"]))
    state.faction_data["moles"].update(keep=5, hospital="auto")
    open_frame(state, "battle", clearing_suit=None, optional=True)
    play(state, (0, "x5 w"))
    rig_dice(state, 2, 0)
    play(state, (1, "ambush rabbit"))
    assert state.last_battle["dice"] == [2, 0]
    assert board.warriors(state.board, 5, "owls") == 1


def test_r10_a_decision_on_removal_is_asked_before_the_battle_goes_on():
    state = position("5: m2 w3", hands=([], ["ambush_rabbit#1"]))
    state.faction_data["moles"].update(keep=5, hospital="ask")
    open_frame(state, "battle", clearing_suit=None, optional=True)
    play(state, (0, "x5 w"), (1, "ambush rabbit"))
    assert prompt_kinds(state) == [(0, "probe")] and state.last_battle is None
    rig_dice(state, 3, 0)
    play(state, (0, "done"))  # the stand-in's hospital puts both back
    assert state.last_battle["dice"] == [3, 0]
    assert board.warriors(state.board, 5, "owls") == 1
