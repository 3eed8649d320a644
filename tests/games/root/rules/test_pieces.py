"""Pieces, rule and removal (Law of Root 2.2.3, 2.5, 2.7, 4.2.1; rulings R05, R07, R08, R17)."""

from __future__ import annotations

from games.root import board
from games.root.rules import pieces
from tests.games.root.rules.position import count_pieces, kinds, position


def test_2_5_1_placing_warriors_takes_them_from_the_supply():
    state = position()
    events = pieces.place_warriors(state, 5, "moles", 3)
    assert board.warriors(state.board, 5, "moles") == 3
    assert state.faction_data["moles"]["supply"]["warriors"] == 17
    assert events[0].kind == "placed" and events[0].params["count"] == 3


def test_2_5_place_as_many_as_possible_when_the_supply_runs_short():
    state = position("1: m18")
    events = pieces.place_warriors(state, 5, "moles", 3)
    assert board.warriors(state.board, 5, "moles") == 2
    assert events[0].params["count"] == 2
    assert pieces.place_warriors(state, 5, "moles", 1) == []  # none left: nothing happens
    assert pieces.warriors_placeable(state, 6, "moles", 4) == 0


def test_2_5_2_a_building_needs_a_free_slot_and_one_left_on_its_track():
    state = position("1: m[sawmill]")  # clearing 1 has one slot
    assert pieces.place_building(state, 1, "moles", "workshop") == []
    assert pieces.place_building(state, 5, "moles", "workshop")[0].params["kind"] == "workshop"
    state.faction_data["moles"]["supply"]["roost"] = 0
    assert pieces.place_building(state, 9, "moles", "roost") == []


def test_2_2_4_ruins_fill_a_slot_and_never_count_for_rule():
    """R08: clearing 6 has 2 slots, one of them a ruin."""
    state = position("6: m[sawmill]")
    assert board.free_slots(state.board, state.woods, 6) == 0
    assert pieces.place_building(state, 6, "owls", "roost") == []
    assert pieces.ruler_of(state, 6) == "moles"


def test_2_5_3_tokens_need_no_slot():
    state = position("1: m[sawmill]")
    assert kinds(pieces.place_token(state, 1, "moles", "wood")) == ["placed"]
    assert board.tokens(state.board, 1, "moles") == ["wood"]


def test_6_2_2_nobody_else_places_in_the_keep_clearing_but_pieces_may_enter():
    """R07: placing and moving are different."""
    state = position("1: m1; 5: w2")
    state.faction_data["moles"]["keep"] = 1
    assert pieces.place_warriors(state, 1, "owls", 2) == []
    assert pieces.place_token(state, 1, "owls", "wood") == []
    assert pieces.place_building(state, 1, "owls", "roost") == []
    assert pieces.place_warriors(state, 1, "moles", 1) != []
    from games.root.rules.movement import legal_moves

    assert any(m.target == 1 for m in legal_moves(state, "owls"))


def test_2_5_removed_warriors_go_back_to_the_supply_as_many_as_there_are():
    state = position("5: m3 w2")
    events = pieces.remove_pieces(state, 5, "moles", "warriors", 5, by="owls")
    assert events[0].params["count"] == 3
    assert board.warriors(state.board, 5, "moles") == 0
    assert state.faction_data["moles"]["supply"]["warriors"] == 20
    assert state.vp["owls"] == 0  # warriors score nothing (4.2.1)


def test_2_5_2_removed_buildings_and_tokens_return_to_their_track():
    state = position("5: m[sawmill] m(wood) m(wood)")
    before = count_pieces(state, "moles")
    pieces.remove_pieces(state, 5, "moles", "sawmill", 1, by="owls")
    pieces.remove_pieces(state, 5, "moles", "wood", 2, by="owls")
    assert board.spot(state.board, 5)["buildings"] == []
    assert board.tokens(state.board, 5) == []
    assert state.faction_data["moles"]["supply"]["sawmill"] == 5
    assert count_pieces(state, "moles") == before


def test_example_4_2_1_one_vp_per_building_or_token_removed():
    """Seed 000, Referencias claves, Batallas: "Recuérdese: anotas un punto de victoria cada vez
    que retiras una construcción o ficha" (remember: one VP each time you remove a building or
    token)."""
    state = position("5: m[sawmill] m(wood) m(wood)")
    events = pieces.remove_pieces(state, 5, "moles", "wood", 2, by="owls")
    events += pieces.remove_pieces(state, 5, "moles", "sawmill", 1, by="owls")
    assert state.vp == {"moles": 0, "owls": 3}
    assert kinds(events).count("scored") == 2


def test_4_2_1_removing_your_own_pieces_scores_nothing_and_costs_nothing():
    """R05: nobody loses VP for their own removed pieces; nobody scores their own."""
    state = position("5: m[sawmill] m(wood)", vp={"moles": 4})
    pieces.remove_pieces(state, 5, "moles", "wood", 1, by="moles")
    pieces.remove_pieces(state, 5, "moles", "sawmill", 1, by=None)
    assert state.vp == {"moles": 4, "owls": 0}


def test_2_5_4_pawns_are_never_removed():
    state = position("5: m@ m2")
    assert pieces.remove_pieces(state, 5, "moles", "pawn", 1, by="owls") == []
    assert board.spot(state.board, 5)["pawns"] == ["moles"]


def test_2_5_on_removed_hears_of_the_removal_after_the_supply_got_them_back():
    state = position("5: m2 w1")
    pieces.remove_pieces(state, 5, "moles", "warriors", 2, by="owls")
    assert state.faction_data["moles"]["calls"] == [["removed", 5, "warriors", 2, "owls"]]


def test_example_2_7_tokens_do_not_contribute_to_rule():
    """Seed 000 2.7: "(*Las fichas no contribuyen en el gobierno*)" (tokens do not count
    for rule)."""
    state = position("5: m2 t1 t(wood) t(wood); 9: m1 t[roost] t1", factions=("moles", "bats"))
    assert pieces.ruler_of(state, 5) == "moles"
    assert pieces.ruler_of(state, 9) == "bats"
    assert pieces.ruler_of(state, 12) is None  # empty


def test_2_7_a_tie_means_nobody_rules():
    state = position("9: m1 t[roost]", factions=("moles", "bats"))
    assert pieces.ruler_of(state, 9) is None


def test_7_2_2_a_faction_that_rules_ties_rules_where_it_ties_but_not_empty_clearings():
    """R17: the Eyrie's Lords of the Forest (the owls stand in for them)."""
    state = position("9: m1 w[roost]; 1: m2 w1")
    assert pieces.rules_ties_factions(state) == ("owls",)
    assert pieces.ruler_of(state, 9) == "owls"
    assert pieces.ruler_of(state, 1) == "moles"
    assert pieces.ruler_of(state, 12) is None
    assert 9 in pieces.ruled_clearings(state, "owls")


def test_2_5_5_items_come_from_the_common_supply_while_they_last():
    state = position()
    assert state.items_supply["crossbow"] == 1
    assert pieces.take_item(state, "moles", "crossbow")
    assert not pieces.take_item(state, "owls", "crossbow")
    assert state.crafted_items["moles"] == ["crossbow"]
    assert pieces.remove_item(state, "moles", "crossbow")
    assert state.items_supply["crossbow"] == 1 and state.crafted_items["moles"] == []
