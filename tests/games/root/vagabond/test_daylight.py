"""The Vagabond's Daylight actions (seed 003 9.5; characters, seed 000 9.7)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.factions.vagabond import board as vb
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    card,
    clear_map,
    give_items,
    hand,
    item_specs,
    legal_text,
    pawn_to,
    play,
    set_up,
)


def daylight(*items: str, where: int | str = 5, character: str = "thief"):
    state = set_up(character=character)
    clear_map(state)
    pawn_to(state, VB, where)
    give_items(state, VB, *items)
    hand(state, VB)
    for faction in ("marquise", "eyrie"):
        hand(state, faction)
    at_phase(state, VB, "daylight")
    return state


def test_9_5_1_move_exhausts_a_boot_whoever_rules_9_2_3() -> None:
    state = daylight("boot", "boot")
    board.add_warriors(state.board, 1, "marquise", 3)  # the Marquise rules 1
    assert "p->1" in legal_text(state)
    play(state, VB, "p->1")
    assert vb.clearing_of(state, VB) == 1
    assert item_specs(state) == ["boot", "boot:x"]


def test_9_5_1_no_boot_no_move_and_a_polite_refusal() -> None:
    state = daylight("sword")
    assert not any(a.startswith("p->") for a in legal_text(state))
    with pytest.raises(IllegalAction):
        play(state, VB, "p->1")


def test_9_5_1_never_into_a_forest_and_from_a_forest_only_to_its_clearings() -> None:
    state = daylight("boot", where="3_6_11")
    assert sorted(a for a in legal_text(state) if a.startswith("p->")) == ["p->11", "p->3", "p->6"]
    state = daylight("boot")
    assert all("_" not in a for a in legal_text(state))


def test_9_2_9_3b_an_extra_boot_into_hostile_warriors() -> None:
    state = daylight("boot")
    board.add_warriors(state.board, 1, "eyrie", 1)
    vb.set_relationship(state, VB, "eyrie", "hostile")
    assert "p->1" not in legal_text(state)
    give_items(state, VB, "boot", "boot")
    state.changed()  # an edit outside `apply`
    play(state, VB, "p->1")
    assert item_specs(state) == ["boot:x", "boot:x"]


def test_9_5_3_explore_takes_the_ruin_item_scores_and_empties_the_ruin() -> None:
    state = daylight("torch", where=10)
    play(state, VB, "explore")
    assert state.vp[VB] == 1
    gained = [it["item"] for it in vb.items(state, VB) if it["item"] != "torch"]
    assert len(gained) == 1 and gained[0] in ("bag", "boot", "hammer", "sword")
    assert "ruin" not in board.buildings(state.board, 10, "ruin")
    assert "explore" not in legal_text(state)


def test_9_5_4_aid_gives_a_matching_card_and_takes_a_crafted_item() -> None:
    state = daylight("boot", "torch")
    board.add_warriors(state.board, 5, "marquise", 1)
    state.crafted_items["marquise"] = ["sword"]
    rabbit = card(state, "ambush_rabbit")
    hand(state, VB, rabbit)
    play(state, VB, f"aid c {rabbit}")
    assert state.pending()[0].kind == "vagabond_aid.exhaust"
    play(state, VB, "exhaust torch")
    assert rabbit in state.hands[state.seat_of("marquise")]
    play(state, VB, "get sword")
    assert "sword" in [it["item"] for it in vb.items(state, VB)]
    assert state.crafted_items["marquise"] == []
    # 9.2.9.I: one aid moves an indifferent faction one space, +1 VP
    assert vb.relationship(state, VB, "marquise") == "step1"
    assert state.vp[VB] == 1


def test_9_2_9_1a_two_aids_in_one_turn_for_the_next_space() -> None:
    state = daylight("boot", "torch", "tea")
    vb.set_relationship(state, VB, "marquise", "step1")
    board.add_warriors(state.board, 5, "marquise", 1)
    birds = [card(state, "ambush_bird", 0), card(state, "ambush_bird", 1)]
    hand(state, VB, *birds)
    play(state, VB, f"aid c {birds[0]}")
    play(state, VB, "exhaust torch")
    assert vb.relationship(state, VB, "marquise") == "step1"
    play(state, VB, f"aid c {birds[1]}")
    play(state, VB, "exhaust tea")
    assert vb.relationship(state, VB, "marquise") == "step2" and state.vp[VB] == 2


def test_9_2_9_2a_aiding_an_ally_scores_two() -> None:
    state = daylight("boot")
    vb.set_relationship(state, VB, "eyrie", "allied")
    board.add_warriors(state.board, 5, "eyrie", 1)
    bird = card(state, "ambush_bird")
    hand(state, VB, bird)
    play(state, VB, f"aid e {bird}")
    assert state.vp[VB] == 2


def test_9_2_9_3c_aiding_a_hostile_faction_never_improves() -> None:
    state = daylight("boot")
    vb.set_relationship(state, VB, "eyrie", "hostile")
    board.add_warriors(state.board, 5, "eyrie", 1)
    bird = card(state, "ambush_bird")
    hand(state, VB, bird)
    play(state, VB, f"aid e {bird}")
    assert vb.relationship(state, VB, "eyrie") == "hostile" and state.vp[VB] == 0


def test_9_5_5_quest_scores_per_quest_of_its_suit_or_draws_two() -> None:
    state = daylight("torch", "sword", "torch", "sword", where=9)  # 9: mouse
    vb.shared(state)["quests"] = ["guard_duty_mouse", "guard_duty_rabbit", "escort_mouse"]
    vb.shared(state)["quest_pool"] = ["expel_bandits_mouse", "errand_fox"]
    assert "quest guard_duty_rabbit vp" not in legal_text(state)  # not a rabbit clearing
    play(state, VB, "quest guard_duty_mouse vp")
    assert state.vp[VB] == 1
    assert len(vb.face_up_quests(state)) == 3  # a new one revealed
    vb.data(state, VB)["quests_done"].append("escort_mouse")  # as if done before
    before = len(state.hands[state.seat_of(VB)])
    vb.shared(state)["quests"] = ["guard_duty_mouse", "escort_mouse", "errand_fox"]
    play(state, VB, "quest guard_duty_mouse draw")
    assert len(state.hands[state.seat_of(VB)]) == before + 2 and state.vp[VB] == 1


def test_9_5_6_strike_removes_a_warrior_or_else_a_building() -> None:
    state = daylight("crossbow", "crossbow")
    board.add_warriors(state.board, 5, "marquise", 1)
    board.add_building(state.board, 5, "eyrie", "roost")
    state.faction_data["eyrie"]["supply"]["roost"] -= 1
    assert "strike c" in legal_text(state) and "strike e roost" in legal_text(state)
    play(state, VB, "strike e roost")
    assert state.vp[VB] == 1  # an enemy building (4.2.1)
    assert vb.relationship(state, VB, "eyrie") == "indifferent"  # R23: buildings only
    play(state, VB, "strike c")
    assert board.warriors(state.board, 5, "marquise") == 0
    assert vb.relationship(state, VB, "marquise") == "hostile"  # 9.2.9.III
    assert state.vp[VB] == 1  # no infamy outside battle (R26)


def test_9_5_7_repair_with_a_hammer_keeps_the_item_face_down() -> None:
    state = daylight("hammer", "boot:dx", "sword:d")
    play(state, VB, "repair boot")
    assert item_specs(state) == ["boot:x", "hammer:x", "sword:d"]


def test_9_5_8_craft_with_hammers_of_the_clearing_the_item_to_the_satchel() -> None:
    state = daylight("hammer", where=9)  # mouse: the Birdy Bindle costs one mouse
    bindle = card(state, "birdy_bindle")
    hand(state, VB, bindle)
    play(state, VB, f"craft {bindle}")
    assert "bag" in [it["item"] for it in vb.items(state, VB)]
    assert state.crafted_items[VB] == [] and state.vp[VB] == 1
    assert item_specs(state) == ["bag", "hammer:x"]


def test_9_2_1_hammers_match_only_the_current_clearing() -> None:
    state = daylight("hammer", "hammer", where=5)  # rabbit
    swords = card(state, "arms_trader")  # fox, fox
    hand(state, VB, swords)
    assert f"craft {swords}" not in legal_text(state)


def test_9_5_9_thief_steals_a_random_card_from_a_player_here() -> None:
    state = daylight("torch")
    board.add_warriors(state.board, 5, "eyrie", 2)
    taken = state.deck[0]
    hand(state, "eyrie", taken)
    play(state, VB, "steal e")
    assert state.hands[state.seat_of(VB)] == [taken] and state.hands[state.seat_of("eyrie")] == []
    # only the two of them know which card it was
    assert state.view(state.seat_of("marquise"))["hands_shown"][state.seat_of(VB)] == []


def test_9_5_9_thief_not_from_three_warriors_seed_000() -> None:
    state = daylight("torch")
    board.add_warriors(state.board, 5, "eyrie", 3)
    hand(state, "eyrie", state.deck[0])
    assert "steal e" not in legal_text(state)


def test_9_5_9_tinker_day_labor_takes_a_matching_card_from_the_discard() -> None:
    state = daylight("torch", character="tinker")
    rabbit = card(state, "ambush_rabbit")
    fox = card(state, "ambush_fox")
    hand(state, VB)
    for pile in (*state.hands, state.deck):
        for c in (rabbit, fox):
            if c in pile:
                pile.remove(c)
    state.discard[:] = [rabbit, fox]
    assert f"labor {fox}" not in legal_text(state)
    play(state, VB, f"labor {rabbit}")
    assert state.hands[state.seat_of(VB)] == [rabbit] and state.discard == [fox]


def test_9_5_9_ranger_hideout_repairs_three_and_ends_daylight() -> None:
    state = daylight("torch", "boot:d", "sword:d", "tea:d", "bag:d", character="ranger")
    play(state, VB, "hideout")
    assert state.pending()[0].kind == "vagabond_repair"
    for item in ("boot", "sword", "tea"):
        play(state, VB, f"repair {item}")
    assert len(vb.damaged(state, VB)) == 1
    assert all(f["type"] != "vagabond_daylight" for f in state.stack)


def test_a_wrong_item_answer_lists_the_items_there_are() -> None:
    state = daylight("torch", "boot:d", "sword:d", "tea:d", "bag:d", character="ranger")
    play(state, VB, "hideout")
    before = state.to_json()
    with pytest.raises(IllegalAction) as wrong:
        play(state, VB, "repair hammer")
    assert wrong.value.key == "vagabond.error.choose"
    assert wrong.value.params["options"] == ", ".join(f"`{a}`" for a in legal_text(state))
    assert "`repair boot`" in wrong.value.params["options"]
    assert state.to_json() == before


def test_refusals_say_what_is_missing_and_change_nothing() -> None:
    state = daylight("sword", where="1_2_5_10")
    before = state.to_json()
    with pytest.raises(IllegalAction) as missing:
        play(state, VB, "explore")
    assert missing.value.key == "vagabond.error.need_item"
    give_items(state, VB, "torch")
    with pytest.raises(IllegalAction) as forest:
        play(state, VB, "explore")
    assert forest.value.key == "vagabond.error.in_forest"
    give_items(state, VB, "sword")
    assert state.to_json() == before
