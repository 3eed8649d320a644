"""Dominance cards (Law of Root 2.1.5, 4.3.1-4.3.4) and the Daylight extras.

Fox clearings: 1, 6, 8, 12; corners 1-3 and 2-4 are opposite."""

from __future__ import annotations

from games.root import cards, frames, rules
from games.root.actions import ActivateDominance, TakeDominance
from games.root.rules import dominance
from tests.games.root.rules.position import position, prompt_kinds


def test_4_3_1_a_dominance_card_may_be_activated_in_daylight_from_10_vp():
    state = position(hands=[["dominance_fox#1", "anvil#1"], []], vp={"moles": 9})
    assert dominance.activations(state, 0) == []
    state.vp["moles"] = 10
    assert rules.daylight_extras(state, 0) == [ActivateDominance("dominance_fox#1")]


def test_4_3_1_once_activated_the_faction_stops_scoring():
    state = position(hands=[["dominance_fox#1"], []], vp={"moles": 12})
    events = rules.apply_daylight_extra(state, 0, ActivateDominance("dominance_fox#1"))
    assert events[0].kind == "dominance_activated" and events[0].params["suit"] == "fox"
    assert state.dominance == {"moles": "dominance_fox#1"} and state.hands[0] == []
    from games.root import scoring

    assert scoring.score(state, "moles", 3, "test") == []
    assert state.vp["moles"] == 12


def test_4_3_2_an_activated_card_cannot_be_swapped_for_another():
    state = position(hands=[["dominance_mouse#1"], []], vp={"moles": 15})
    state.dominance["moles"] = "dominance_fox#1"
    assert dominance.activations(state, 0) == []


def test_4_3_4_take_an_available_dominance_card_by_spending_a_card_of_its_suit():
    hand = ["anvil#1", "sword#1", "armorers#1"]  # fox, mouse, bird
    state = position(hands=[hand, []])
    state.available_dominance = ["dominance_mouse#1"]
    assert dominance.takings(state, 0) == [
        TakeDominance("dominance_mouse#1", "sword#1"),
        TakeDominance("dominance_mouse#1", "armorers#1"),  # a bird is wild (2.1.1)
    ]
    rules.apply_daylight_extra(state, 0, TakeDominance("dominance_mouse#1", "armorers#1"))
    assert state.hands[0] == ["anvil#1", "sword#1", "dominance_mouse#1"]
    assert state.discard == ["armorers#1"] and state.available_dominance == []


def test_2_1_1_II_only_a_bird_card_pays_for_the_bird_dominance():
    state = position(hands=[["anvil#1", "sappers#1"], []])
    state.available_dominance = ["dominance_bird#1"]
    assert dominance.takings(state, 0) == [TakeDominance("dominance_bird#1", "sappers#1")]


def test_4_3_3_a_dominance_card_spent_for_its_suit_becomes_available():
    state = position(hands=[["dominance_rabbit#1"], []])
    cards.discard(state, 0, "dominance_rabbit#1")
    assert state.available_dominance == ["dominance_rabbit#1"] and state.discard == []


def test_4_3_1_I_three_ruled_clearings_of_the_suit_win():
    state = position("1: m1; 8: m1; 12: m2 w1; 6: w1")
    assert dominance.dominates(state, "moles", "fox")
    state = position("1: m1; 8: m1; 12: m1 w1")
    assert not dominance.dominates(state, "moles", "fox")  # a tie in 12 is not rule


def test_4_3_1_II_bird_dominance_needs_two_opposite_corners():
    assert dominance.dominates(position("2: m1; 4: m1"), "moles", "bird")
    assert not dominance.dominates(position("1: m1; 2: m1"), "moles", "bird")


def test_4_3_1_the_win_is_checked_at_the_start_of_the_owners_birdsong():
    state = position("1: m1; 8: m1; 12: m1", vp={"moles": 11, "owls": 20})
    state.dominance["moles"] = "dominance_fox#1"
    frames.push(state, "turn", seat=1, phase="birdsong")
    frames.settle(state)
    assert state.outcome is None  # not at the owls' Birdsong
    state.stack = []
    frames.push(state, "turn", seat=0, phase="birdsong")
    events = frames.settle(state)
    assert state.result().winners == (0,)
    assert state.result().details == {"how": "dominance", "faction": "moles"}
    assert events[-1].kind == "game_won" and state.pending() == []


def test_4_3_1_without_dominance_birdsong_goes_on():
    state = position("1: m1; 8: m1")
    state.dominance["moles"] = "dominance_fox#1"
    frames.push(state, "turn", seat=0, phase="birdsong")
    frames.settle(state)
    assert state.outcome is None and prompt_kinds(state) == [(0, "probe")]
