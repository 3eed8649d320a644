"""Crafting (Law of Root 3.1.1-3.1.4, 4.2.2, 2.1.4, 2.1.5) and the `"craft"` frame.

Crafting pieces are given as clearings: 1, 8, 12 are fox, 5 and 10 rabbit, 2 mouse.
"""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.actions import Craft, Done
from tests.games.root.rules.position import kinds, open_frame, play, position, prompt_kinds


def crafting(hand, pieces, text="", **kwargs):
    state = position(text, hands=[hand, []], **kwargs)
    probe = open_frame(state, "craft", pieces=pieces)
    return state, probe


def test_3_1_1_the_cost_is_paid_with_pieces_in_clearings_of_those_suits():
    state, _ = crafting(["anvil#1", "protection_racket#1", "sword#1"], [1, 5])
    assert state.legal(0) == [Craft("anvil#1"), Done()]  # racket needs 2 rabbits, sword 2 foxes


def test_3_1_1_each_crafting_piece_is_used_once_per_turn():
    state, probe = crafting(["anvil#1", "crossbow_mouse#1"], [1])
    play(state, (0, "craft anvil#1"))
    assert probe["results"] == [1]  # nothing left to pay with: the frame ends by itself
    assert state.turn_flags["crafted_with"] == [1]
    open_frame(state, "craft", pieces=[1])
    assert state.hands[0] == ["crossbow_mouse#1"] and prompt_kinds(state) == [(0, "probe")]


def test_3_1_1_a_three_coloured_cost_takes_a_piece_of_any_suit():
    state, _ = crafting(["royal_claim#1"], [1, 2, 5, 8])
    assert state.legal(0) == [Craft("royal_claim#1"), Done()]
    state, _ = crafting(["royal_claim#1"], [1, 2, 5])
    assert state.legal(0) == [Done()]  # asked: another card could be craftable (1.2.1)


def test_3_1_1_the_crafter_chooses_the_pieces_of_a_three_coloured_cost():
    """As printed (`royal_claim=choose`): the pieces paying "any" are the
    crafter's choice, one answer per choice of suits that leaves different
    pieces free; the pieces of the suits named are used."""
    state, _ = crafting(["royal_claim#1", "travel_gear_fox#1"], [1, 8, 12, 2, 5])
    assert [str(a) for a in state.legal(0)] == [
        "craft royal_claim#1 using fox fox fox mouse",
        "craft royal_claim#1 using fox fox fox rabbit",
        "craft royal_claim#1 using fox fox rabbit mouse",
        "craft travel_gear_fox#1",
        "done",
    ]
    play(state, (0, "craft royal_claim#1 using fox fox rabbit mouse"))
    assert sorted(state.turn_flags["crafted_with"]) == [1, 2, 5, 8]
    assert state.legal(0) == [Done()]  # a fox piece is left: the travel gear needs a rabbit


def test_3_1_1_no_choice_asked_when_the_same_suits_stay_free():
    state, _ = crafting(["royal_claim#1"], [1, 8, 12, 2])
    assert state.legal(0) == [Craft("royal_claim#1"), Done()]  # four pieces: all of them
    state, _ = crafting(["royal_claim#1"], [1, 1, 8, 12, 12])
    assert state.legal(0) == [Craft("royal_claim#1"), Done()]  # a fox is left whatever the pick
    state, _ = crafting(["royal_claim#1"], [1, 8, 12, 5, 10])
    assert [str(a) for a in state.legal(0)][:-1] == [
        "craft royal_claim#1 using fox fox fox rabbit",
        "craft royal_claim#1 using fox fox rabbit rabbit",
    ]


def test_3_1_1_craft_without_the_pieces_is_refused_with_the_choices():
    state, _ = crafting(["royal_claim#1"], [1, 8, 12, 2, 5])
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "craft royal_claim#1")
    assert refused.value.key == "root.error.craft_pieces"
    assert "craft royal_claim#1 using fox fox rabbit mouse" in refused.value.params["options"]
    with pytest.raises(IllegalAction):
        state.apply(0, "craft royal_claim#1 using rabbit rabbit rabbit rabbit")


def test_option_royal_claim_auto_leaves_the_rarer_suits_free():
    """`royal_claim=auto`: the game picks the pieces that leave the most of
    the rest of the hand craftable."""
    state, _ = crafting(["royal_claim#1", "travel_gear_fox#1"], [1, 8, 12, 2, 5])
    state.options["royal_claim"] = "auto"
    assert state.legal(0) == [Craft("royal_claim#1"), Craft("travel_gear_fox#1"), Done()]
    play(state, (0, "craft royal_claim#1"))
    assert sorted(state.turn_flags["crafted_with"]) == [1, 2, 8, 12]
    assert state.legal(0) == [Craft("travel_gear_fox#1"), Done()]


def test_3_1_2_an_item_scores_its_vp_comes_from_the_supply_and_the_card_is_discarded():
    state, _ = crafting(["protection_racket#1"], [5, 10])
    events = play(state, (0, "craft protection_racket#1"))
    assert state.vp["moles"] == 3
    assert state.crafted_items["moles"] == ["coin"] and state.items_supply["coin"] == 1
    assert state.discard == ["protection_racket#1"] and state.hands[0] == []
    assert kinds(events)[:3] == ["crafted", "discarded", "scored"]


def test_7_2_3_a_faction_may_score_items_differently():
    """Disdain for Trade: `Faction.item_vp` (the stand-in scores 1 for any item)."""
    state, _ = crafting(["protection_racket#1"], [5, 10])
    state.faction_data["moles"]["item_vp"] = 1
    play(state, (0, "craft protection_racket#1"))
    assert state.vp["moles"] == 1


def test_3_1_2_no_item_left_in_the_supply_means_the_card_cannot_be_crafted():
    state, _ = crafting(["crossbow_mouse#1", "anvil#1"], [1])
    state.items_supply["crossbow"] = 0
    assert state.legal(0) == [Craft("anvil#1"), Done()]
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "craft crossbow_mouse#1"))
    assert refused.value.key == "root.error.craft_no_item"


def test_3_1_3_an_improvement_stays_in_the_play_area():
    state, _ = crafting(["armorers#1"], [1])
    play(state, (0, "craft armorers#1"))
    assert state.improvements["moles"] == ["armorers#1"]
    assert state.hands[0] == [] and state.discard == []
    assert state.vp["moles"] == 0


def test_3_1_4_no_two_improvements_of_the_same_name():
    state, _ = crafting(["armorers#2", "anvil#1"], [1, 8])
    state.improvements["moles"] = ["armorers#1"]
    assert state.legal(0) == [Craft("anvil#1"), Done()]
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "craft armorers#2"))
    assert refused.value.key == "root.error.craft_duplicate"


def test_3_1_4_another_faction_may_have_the_same_improvement():
    state, _ = crafting(["armorers#2"], [1])
    state.improvements["owls"] = ["armorers#1"]
    assert Craft("armorers#2") in state.legal(0)


def test_3_1_an_immediate_card_is_carried_out_and_leaves_the_hand():
    state, _ = crafting(["favor_of_the_foxes#1"], [1, 8, 12], "12: w2 w[roost]; 6: m1")
    play(state, (0, "craft favor_of_the_foxes#1"))
    assert state.hands[0] == []
    assert board.factions_in(state.board, 12) == []
    assert board.warriors(state.board, 6, "moles") == 1


def test_2_1_4_and_2_1_5_ambush_and_dominance_cards_cannot_be_crafted():
    state, _ = crafting(["ambush_fox#1", "dominance_fox#1"], [1, 8, 12])
    assert state.legal(0) == [Done()]


def test_craft_refusals_say_why():
    state, _ = crafting(["anvil#1", "sword#1"], [1])
    cases = {
        "craft sword#1": "root.error.craft_cost",
        "craft bake_sale#1": "root.error.not_in_hand",
    }
    for text, key in cases.items():
        with pytest.raises(IllegalAction) as refused:
            play(state, (0, text))
        assert refused.value.key == key


def test_4_3_1_a_faction_with_an_activated_dominance_card_scores_no_items():
    state, _ = crafting(["anvil#1"], [1])
    state.dominance["moles"] = "dominance_fox#1"
    play(state, (0, "craft anvil#1"))
    assert state.vp["moles"] == 0 and state.crafted_items["moles"] == ["hammer"]
