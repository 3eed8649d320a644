"""The Eyrie's Birdsong (seed 003 7.4): Emergency Orders, Add to the Decree,
A New Roost."""

from __future__ import annotations

from games.root import board
from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    RIVAL,
    SEAT,
    begin,
    blank,
    give,
    kinds,
    legal_text,
    play,
    prompt_kind,
    put,
    top_type,
)


def birdsong(state):
    return begin(state, "eyrie_birdsong", step="emergency", added=[])


def test_7_4_1_emergency_orders_draw_a_card_with_an_empty_hand():
    """7.4.1: no card in hand: draw one (then it must go to the Decree)."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    events = birdsong(state)
    assert "eyrie_emergency_orders" in kinds(events)
    assert len(state.hands[SEAT]) == 1
    assert prompt_kind(state) == "eyrie_add_decree"


def test_7_4_1_no_emergency_orders_with_cards_in_hand():
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1")
    events = birdsong(state)
    assert "eyrie_emergency_orders" not in kinds(events)
    assert state.hands[SEAT] == ["anvil#1"]


def test_7_4_2_the_first_card_is_a_must_in_any_column():
    """7.4.2: one card at least: no `done` before the first; any column."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1")
    birdsong(state)
    assert legal_text(state) == [
        "decree recruit anvil#1", "decree move anvil#1", "decree battle anvil#1",
        "decree build anvil#1", "decree recruit sappers#1", "decree move sappers#1",
        "decree battle sappers#1", "decree build sappers#1",
    ]
    events = play(state, "decree battle anvil#1")
    assert eb.decree(state)["battle"] == ["anvil#1"]
    assert state.hands[SEAT] == ["sappers#1"]
    assert kinds(events)[0] == "eyrie_decree.battle"
    assert events[0].to is None  # Decree cards are public


def test_7_4_2_a_second_card_is_optional():
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1", "investments#1")
    birdsong(state)
    play(state, "decree recruit anvil#1")
    assert legal_text(state)[-1] == "done"
    play(state, "done")
    assert top_type(state) is None  # Birdsong is over
    assert state.hands[SEAT] == ["sappers#1", "investments#1"]


def test_7_4_2_two_cards_at_most():
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1", "investments#1")
    birdsong(state)
    play(state, "decree recruit anvil#1")
    play(state, "decree build investments#1")
    assert top_type(state) is None
    assert eb.decree(state)["build"] == ["investments#1"]


def test_7_4_2_only_one_of_the_two_may_be_a_bird():
    """7.4.2: after a bird card, the second card cannot be a bird."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "sappers#1", "armorers#1", "anvil#1")
    birdsong(state)
    play(state, "decree move sappers#1")
    offered = legal_text(state)
    assert "decree move armorers#1" not in offered
    assert "decree move anvil#1" in offered


def test_7_4_2_a_bird_may_follow_a_suited_card():
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1")
    birdsong(state)
    play(state, "decree move anvil#1")
    play(state, "decree move sappers#1")
    assert eb.decree(state)["move"] == ["anvil#1", "sappers#1"]


def test_7_4_2_a_bird_only_hand_after_a_bird_has_nothing_more_to_add():
    """Still asked (1.2.1: skipping the question would tell the table that only
    birds are left), privately, with `done` as the only answer."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "sappers#1", "armorers#1")
    birdsong(state)
    play(state, "decree move sappers#1")
    assert prompt_kind(state) == "eyrie_add_decree" and state.pending()[0].private
    assert legal_text(state) == ["done"]
    play(state, "done")
    assert top_type(state) is None


def test_7_4_3_a_new_roost_in_the_clearing_with_fewest_warriors():
    """003 7.4.3: no roost on the map: a roost and three warriors in the
    clearing with the fewest warriors that can hold them. Everywhere but 8 has
    warriors: no question."""
    state = blank()
    for clearing in range(1, 13):
        if clearing != 8:
            put(state, clearing, warriors=1, faction=RIVAL)
    give(state, "anvil#1")
    birdsong(state)
    events = play(state, "decree move anvil#1")
    assert "eyrie_new_roost" in kinds(events)
    assert board.buildings(state.board, 8, EYRIE) == ["roost"]
    assert board.warriors(state.board, 8, EYRIE) == 3
    assert top_type(state) is None


def test_7_4_3_ties_are_the_players_choice_among_clearings_that_can_hold_them():
    """003 7.4.3: ties for fewest warriors: the player chooses. Clearings 2, 6,
    7 and 11 have no warriors, but 2 holds the keep (6.2.2) and 6 has no free
    slot (its ruin and a sawmill): 7 and 11 are offered."""
    state = blank()
    for clearing in (1, 3, 4, 5, 8, 9, 10, 12):
        put(state, clearing, warriors=1, faction=RIVAL)
    put(state, 2, tokens=["keep"], faction=RIVAL)
    put(state, 6, buildings=["sawmill"], faction=RIVAL)
    give(state, "anvil#1")
    birdsong(state)
    play(state, "decree move anvil#1")
    assert prompt_kind(state) == "eyrie_new_roost"
    assert legal_text(state) == ["roost 7", "roost 11"]
    play(state, "roost 11")
    assert board.buildings(state.board, 11, EYRIE) == ["roost"]
    assert board.warriors(state.board, 11, EYRIE) == 3


def test_7_4_3_as_many_warriors_as_the_supply_holds():
    """2.5 with 003 7.4.3: only two warriors left: the roost and two warriors."""
    state = blank()
    put(state, 1, warriors=18)
    give(state, "anvil#1")
    birdsong(state)
    play(state, "decree move anvil#1")
    assert legal_text(state)[0] == "roost 2"  # 1 has 18 warriors; the others none
    play(state, "roost 2")
    assert board.warriors(state.board, 2, EYRIE) == 2
    assert eb.data(state)["supply"]["warriors"] == 0


def test_7_4_3_no_new_roost_while_one_is_on_the_map():
    state = blank()
    put(state, 3, roosts=1)
    give(state, "anvil#1")
    birdsong(state)
    events = play(state, "decree move anvil#1")
    assert "eyrie_new_roost" not in kinds(events)
    assert eb.roost_clearings(state) == [3]
