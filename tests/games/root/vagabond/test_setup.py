"""The Vagabond's setup (seed 003 9.3) and his board (9.2.2, 9.2.5)."""

from __future__ import annotations

from games.root import board
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import Character, PawnMove
from games.root.rules.pieces import ruler_of
from tests.games.root.vagabond.position import (
    VB,
    clear_map,
    give_items,
    new_game,
    pawn_to,
    set_up,
)


def _to_vagabond_setup(factions: str = "marquise,eyrie,vagabond", seed: int = 3):
    state = new_game(factions, seed)
    while state.pending()[0].kind != "vagabond_character":
        prompt = state.pending()[0]
        state.apply(prompt.seat, state.legal(prompt.seat)[0])
    return state


def test_9_3_1_character_choice_and_9_3_5_starting_items() -> None:
    state = _to_vagabond_setup()
    seat = state.seat_of(VB)
    assert [str(a) for a in state.legal(seat)] == [
        "character thief", "character tinker", "character ranger"]
    state.apply(seat, Character("tinker"))
    held = sorted(it["item"] for it in vb.items(state, VB))
    assert held == ["bag", "boot", "hammer", "torch"]
    assert all(not it["exhausted"] and not it["damaged"] for it in vb.items(state, VB))


def test_9_3_2_the_pawn_starts_in_a_forest_of_the_players_choice() -> None:
    state = _to_vagabond_setup()
    seat = state.seat_of(VB)
    state.apply(seat, Character("ranger"))
    forests = [str(a) for a in state.legal(seat)]
    assert forests == [f"p->{f}" for f in sorted(state.woods.forests)]
    state.apply(seat, PawnMove("3_6_11"))
    assert vb.forest_of(state, VB) == "3_6_11"
    assert vb.clearing_of(state, VB) is None
    assert state.view(None)["forests"]["3_6_11"] == [VB]


def test_9_3_3_three_quests_face_up_from_fifteen() -> None:
    state = set_up()
    quests = vb.face_up_quests(state)
    assert len(quests) == 3 and len(set(quests)) == 3
    assert len(vb.shared(state)["quest_pool"]) == 12
    assert state.view(None)["quests"] == quests


def test_9_3_4_one_ruin_item_under_each_ruin() -> None:
    state = set_up()
    ruins = [c for c in state.woods.clearings if state.woods.clearings[c].ruin]
    assert all(vb.ruin_items_left(state, c) == 1 for c in ruins)
    assert sorted(vb.shared(state)["ruin_pool"]) == ["bag", "boot", "hammer", "sword"]


def test_9_3_6_every_other_faction_starts_indifferent() -> None:
    state = set_up()
    assert vb.data(state, VB)["relationships"] == {
        "marquise": "indifferent", "eyrie": "indifferent"}
    view = state.view(None)["faction_boards"][VB]
    assert view["relationships"] == {"marquise": "indifferent", "eyrie": "indifferent"}


def test_9_2_2_the_pawn_never_rules_nor_stops_others_ruling() -> None:
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 5)
    assert ruler_of(state, 5) is None
    board.add_warriors(state.board, 5, "eyrie", 1)
    assert ruler_of(state, 5) == "eyrie"


def test_9_2_5_tea_coin_bag_on_tracks_and_exhausted_ones_in_the_satchel() -> None:
    state = set_up()
    give_items(state, VB, "tea", "tea", "tea", "tea", "coin:x", "bag:d", "sword")
    view = state.view(None)["faction_boards"][VB]
    assert [it["item"] for it in view["tracks"]["tea"]] == ["tea", "tea", "tea"]
    assert view["tracks"]["coin"] == [] and view["tracks"]["bag"] == []
    satchel = sorted((it["item"], it["state"]) for it in view["satchel"])
    assert satchel == [("bag", "damaged"), ("coin", "exhausted"), ("sword", "ready"),
                       ("tea", "ready")]  # a fourth tea: the track holds three
    assert vb.on_track(state, VB, "tea") == 3
