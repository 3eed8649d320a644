"""The Eyrie's Daylight (Law of Root 7.5): craft, then resolve the Decree.

Fall map suits: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Cards used:
anvil (fox), investments and sword (mouse), bake_sale (rabbit), sappers and
armorers (birds). The default leader is the Despot: viziers in Move and Build.
"""

from __future__ import annotations

from games.root import board, frames
from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    RIVAL,
    SEAT,
    begin,
    blank,
    decree,
    give,
    kinds,
    legal_text,
    play,
    prompt_kind,
    put,
    top_type,
)


def resolve(state):
    """The Decree frame, as Daylight pushes it after crafting."""
    return begin(state, "eyrie_decree", column=0, todo=None)


def test_7_5_daylight_crafts_then_resolves_the_decree():
    """7.5.1 then 7.5.2: the shared craft frame first, then the Decree."""
    state = blank(leader="charismatic")  # viziers in Recruit and Battle
    put(state, 1, warriors=3, roosts=1)
    give(state, "anvil#1")  # costs a fox: craftable with the roost in 1
    begin(state, "eyrie_daylight", step="extras_first")
    assert prompt_kind(state) == "craft"
    events = play(state, "done")
    assert kinds(events).count("eyrie_resolving.recruit") == 1  # the vizier, alone: no question
    assert board.warriors(state.board, 1, EYRIE) == 5


def test_7_5_2_columns_left_to_right():
    """7.5.2: Recruit before Move before Battle before Build."""
    state = blank()
    put(state, 1, warriors=3, roosts=1)
    decree(state, recruit=["anvil#1"])
    events = resolve(state)
    order = [k for k in kinds(events) if k.startswith("eyrie_resolving")]
    assert order == ["eyrie_resolving.recruit", "eyrie_resolving.move"]
    assert prompt_kind(state) == "move"  # the vizier's move: the shared frame asks


def test_7_5_2_every_card_of_a_column_in_the_order_the_player_chooses():
    """7.5.2: all the column's cards, in any order: with a fox and a mouse Move
    card the player picks which comes first."""
    state = blank(leader="charismatic")  # no vizier in Move
    put(state, 1, warriors=3, roosts=1)
    put(state, 9, warriors=2)
    decree(state, move=["anvil#1", "investments#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    assert prompt_kind(state) == "eyrie_resolve.move"
    assert legal_text(state) == ["move fox", "move mouse"]
    play(state, "move mouse")
    assert state.stack[-2]["todo"] == ["anvil#1"]


def test_7_5_2_i_recruit_in_a_clearing_with_a_roost_of_the_cards_suit():
    """7.5.2.I: one warrior where a roost matches the card (a fox card: 1, not 3)."""
    state = blank()
    put(state, 1, warriors=1, roosts=1)
    put(state, 3, warriors=1, roosts=1)
    decree(state, recruit=["anvil#1", "investments#1"])
    put(state, 9, roosts=1)
    resolve(state)
    assert prompt_kind(state) == "eyrie_resolve.recruit"
    assert legal_text(state) == ["recruit 1", "recruit 9"]
    play(state, "recruit 1")
    assert board.warriors(state.board, 1, EYRIE) == 2


def test_7_5_2_a_bird_card_answers_to_any_clearing_and_is_used_last():
    """2.1.1 and 7.5.2: a bird Recruit card may use any roost. For a clearing
    that a suited card also matches, the suited card is used (the bird keeps
    every option)."""
    state = blank()
    put(state, 1, warriors=1, roosts=1)
    put(state, 3, warriors=1, roosts=1)
    decree(state, recruit=["sappers#1", "anvil#1"])
    resolve(state)
    assert legal_text(state) == ["recruit 1", "recruit 3"]
    play(state, "recruit 1")
    assert state.stack[-1]["todo"] == ["sappers#1"]
    assert legal_text(state) == ["recruit 1", "recruit 3"]


def test_7_5_2_ii_move_pushes_the_shared_move_frame_from_the_cards_suit():
    """7.5.2.II: at least one warrior from a clearing of the card's suit."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=3, roosts=1)
    put(state, 9, warriors=2)
    decree(state, move=["investments#1"])  # mouse: from 9 only
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    frame = state.stack[-1]
    assert frame["type"] == "move"
    assert (frame["origin_suit"], frame["min_moves"], frame["optional"]) == ("mouse", 1, False)
    assert frame["moves"] == 1
    assert {t.split("w")[1].split("-")[0] for t in legal_text(state)} == {"9"}
    play(state, "2w9->12")
    assert board.warriors(state.board, 12, EYRIE) == 2


def test_example_7_5_2_II_a_move_card_moves_at_least_one_warrior():
    """Seed 003 7.5.2.II: "(Debes mover al menos un guerrero)" (you must move at least one
    warrior): the move a Move card opens cannot be declined."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=3, roosts=1)
    decree(state, move=["anvil#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    assert "done" not in legal_text(state)
    assert all("w1->" in text for text in legal_text(state))


def test_7_5_2_ii_the_same_warriors_may_move_for_several_cards():
    """R14: the same warriors may move back and forth for several Move cards."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=3, roosts=1)
    decree(state, move=["anvil#1", "sappers#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    play(state, "move fox")
    play(state, "3w1->5")
    assert prompt_kind(state) == "move"  # the bird card: no choice left, its move asked
    play(state, "3w5->1")
    assert board.warriors(state.board, 1, EYRIE) == 3


def test_7_5_2_iii_battle_pushes_the_shared_battle_frame_in_the_cards_suit():
    """7.5.2.III: a battle in a clearing of the card's suit."""
    state = blank(leader="charismatic")  # a bird vizier in Battle too
    put(state, 1, warriors=3, roosts=1)
    put(state, 3, warriors=2)
    put(state, 1, warriors=1, faction=RIVAL)
    put(state, 3, warriors=1, faction=RIVAL)
    decree(state, battle=["bake_sale#1"])  # rabbit: 3
    frames.push(state, "eyrie_decree", seat=SEAT, column=2, todo=None)
    frames.settle(state)
    assert legal_text(state) == ["battle rabbit", "battle bird"]
    play(state, "battle rabbit")
    assert top_type(state) == "battle"
    assert legal_text(state) == ["x3 c"]


def test_7_5_2_iv_build_a_roost_where_the_eyrie_rules_without_one():
    """7.5.2.IV: a ruled clearing of the card's suit, without a roost, with a
    free slot. 3 has a roost, 7 is ruled by the rival, 11 is ruled (a tie)."""
    state = blank(leader="charismatic")
    put(state, 3, warriors=2, roosts=1)
    put(state, 11, warriors=1)
    put(state, 11, warriors=1, faction=RIVAL)
    put(state, 7, warriors=1)
    put(state, 7, warriors=2, faction=RIVAL)
    put(state, 2, warriors=1)
    decree(state, build=["investments#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=3, todo=None)
    frames.settle(state)
    assert legal_text(state) == ["roost 2", "roost 11"]
    play(state, "roost 11")
    assert board.buildings(state.board, 11, EYRIE) == ["roost"]
    assert top_type(state) is None  # the Decree is resolved


def test_7_5_2_iv_no_roost_without_a_free_slot():
    """2.2.3: clearing 1 has one slot; a sawmill fills it."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=2)
    put(state, 1, buildings=["sawmill"], faction=RIVAL)
    decree(state, build=["anvil#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=3, todo=None)
    events = frames.settle(state)
    assert "eyrie_turmoil" in kinds(events)


def test_7_5_2_an_empty_column_never_causes_turmoil():
    """R13: nothing to resolve in a column is no failure."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=1, roosts=1)
    put(state, 1, warriors=1, faction=RIVAL)
    events = resolve(state)  # the Recruit vizier, then the Battle vizier
    assert "eyrie_turmoil" not in kinds(events)
    assert top_type(state) == "battle"


def test_7_5_2_a_card_that_cannot_be_done_alone_is_turmoil_at_once():
    """7.5.2 / 7.7: a fox Recruit card and no roost in a fox clearing."""
    state = blank()
    put(state, 3, warriors=1, roosts=1)
    decree(state, recruit=["anvil#1"])
    events = resolve(state)
    assert kinds(events)[0] == "eyrie_turmoil"
    assert top_type(state) == "eyrie_turmoil"  # asking for the new leader


def test_7_5_2_with_a_choice_the_player_may_resolve_the_impossible_card_first():
    """7.5.2 'in any order' with 7.7 'immediately': a card that cannot be done
    may be taken first (turmoil at once), or after the others."""
    state = blank(leader="charismatic")
    put(state, 9, warriors=2, roosts=1)
    decree(state, move=["anvil#1", "investments#1"])  # nothing of the Eyrie in a fox clearing
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    assert legal_text(state) == ["move mouse", "turmoil"]
    play(state, "move mouse")
    events = play(state, "2w9->4")  # to a rabbit clearing: still nothing in a fox one
    assert "eyrie_turmoil" in kinds(events)  # the fox card is all that is left


def test_7_5_2_a_card_becomes_possible_through_an_earlier_one():
    """7.5.2: the order is the player's: moving into a fox clearing first makes
    the fox Move card possible."""
    state = blank(leader="charismatic")
    put(state, 9, warriors=2, roosts=1)
    decree(state, move=["anvil#1", "investments#1"])
    frames.push(state, "eyrie_decree", seat=SEAT, column=1, todo=None)
    frames.settle(state)
    play(state, "move mouse")
    events = play(state, "2w9->1")
    assert "eyrie_turmoil" not in kinds(events)
    assert prompt_kind(state) == "move"  # the fox card's move, from 1


def test_7_5_2_recruit_with_no_warrior_left_is_turmoil():
    state = blank()
    put(state, 1, warriors=20, roosts=1)
    decree(state, recruit=["anvil#1"])
    events = resolve(state)
    assert "eyrie_turmoil" in kinds(events)


def test_daylight_ends_after_the_decree():
    """7.5: once the Decree is resolved (and no extra is possible) Daylight ends."""
    state = blank(leader="builder")  # viziers in Recruit and Move
    put(state, 1, warriors=2, roosts=1)
    state.phase = "daylight"
    events = begin(state, "eyrie_daylight", step="decree")
    assert "eyrie_resolving.recruit" in kinds(events)
    assert eb.data(state)["supply"]["warriors"] == 17
    play(state, "1w1->5")
    assert top_type(state) is None
