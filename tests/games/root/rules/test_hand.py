"""Cards in hand (Law of Root 2.1.1, 2.1.1.I, 2.1.1.II, 2.1.3, 4.3.2) and the
`"discard_down"` frame."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root.actions import Discard
from games.root.rules.hand import distinct, forced_cards, matching
from tests.games.root.rules.position import open_frame, play, position, prompt_kinds

HAND = ["anvil#1", "armorers#1", "sword#1", "ambush_bird#1"]  # fox, bird, mouse, bird


def test_2_1_1_birds_are_wild_for_any_other_suit():
    assert matching(HAND, "fox") == ["anvil#1", "armorers#1", "ambush_bird#1"]
    assert matching(HAND, "rabbit") == ["armorers#1", "ambush_bird#1"]


def test_2_1_1_II_when_a_bird_is_asked_for_only_a_bird_will_do():
    assert matching(HAND, "bird") == ["armorers#1", "ambush_bird#1"]


def test_2_1_1_I_forced_to_give_a_suit_your_birds_count_as_that_suit():
    assert forced_cards(HAND, "mouse") == ["armorers#1", "sword#1", "ambush_bird#1"]
    assert forced_cards(["anvil#1"], "mouse") == []


def test_distinct_keeps_one_copy_of_each_card():
    assert distinct(["armorers#1", "anvil#1", "armorers#2"]) == ["armorers#1", "anvil#1"]


def test_6_6_discard_down_to_the_limit_cards_of_your_choice():
    hand = [*HAND, "sappers#1", "bake_sale#1", "investments#1"]
    state = position(hands=[hand, []])
    probe = open_frame(state, "discard_down", limit=5)
    assert prompt_kinds(state) == [(0, "discard_down")]
    assert state.legal(0) == [Discard(c) for c in hand]
    play(state, (0, "discard sappers#1"), (0, "discard ambush_bird#1"))
    assert len(state.hands[0]) == 5 and probe["results"] == [None]
    assert state.discard == ["sappers#1", "ambush_bird#1"]  # 2.1.3: to the common pile


def test_4_3_2_an_activated_dominance_card_does_not_count_for_the_hand_limit():
    state = position(hands=[HAND + ["bake_sale#1"], []])
    state.dominance["moles"] = "dominance_fox#1"
    probe = open_frame(state, "discard_down", limit=5)
    assert probe["results"] == [None]


def test_discard_down_refuses_cards_not_in_hand():
    state = position(hands=[[*HAND, "sappers#1", "bake_sale#1"], []])
    open_frame(state, "discard_down", limit=5)
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "discard anvil#2"))
    assert refused.value.key == "root.error.discard_which"
    assert len(state.hands[0]) == 6
