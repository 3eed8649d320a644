"""The Vagabond's Birdsong (seed 003 9.4) and Evening (9.6)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root.factions.vagabond import board as vb
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    clear_map,
    give_items,
    hand,
    item_specs,
    legal_text,
    pawn_to,
    play,
    set_up,
)


def prepared(*items: str, where: int | str = 5):  # type: ignore[no-untyped-def]
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, where)
    give_items(state, VB, *items)
    for faction in ("marquise", "eyrie", VB):
        hand(state, faction)
    return state


def test_9_4_1_refresh_three_plus_two_per_tea_on_its_track() -> None:
    state = prepared("tea", "boot:x", "boot:x", "sword:x", "torch:x", "hammer:x", "crossbow:x")
    at_phase(state, VB, "birdsong")
    # one tea on its track: five of the six exhausted items; which is his choice
    assert state.pending()[0].kind == "vagabond_refresh"
    for item in ("boot", "boot", "sword", "torch", "hammer"):
        play(state, VB, f"refresh {item}")
    assert item_specs(state) == ["boot", "boot", "crossbow:x", "hammer", "sword", "tea", "torch"]
    assert state.pending()[0].kind == "vagabond_slip"


def test_9_4_1_without_a_choice_everything_is_refreshed_at_once() -> None:
    state = prepared("boot:x", "sword:dx")
    at_phase(state, VB, "birdsong")
    assert item_specs(state) == ["boot", "sword:d"]
    assert state.pending()[0].kind == "vagabond_slip"


def test_9_4_2_slip_to_an_adjacent_clearing_or_forest_for_free() -> None:
    state = prepared("boot")
    at_phase(state, VB, "birdsong")
    options = legal_text(state)
    assert {"p->1", "p->2", "p->1_2_5_10", "done"} <= set(options)
    vb.set_relationship(state, VB, "eyrie", "hostile")
    play(state, VB, "p->1_2_5_10")
    assert vb.forest_of(state, VB) == "1_2_5_10"
    assert item_specs(state) == ["boot"]  # no boot exhausted


def test_9_6_1_rest_in_a_forest_repairs_and_refreshes_damaged_items() -> None:
    state = prepared("boot:dx", "sword:d", where="1_2_5_10")
    at_phase(state, VB, "evening")
    assert item_specs(state) == ["boot", "sword"]


def test_9_6_1_no_rest_in_a_clearing() -> None:
    state = prepared("boot:dx", "sword:d", where=5)
    at_phase(state, VB, "evening")
    assert item_specs(state) == ["boot:dx", "sword:d"]


def test_9_6_2_draw_one_plus_one_per_coin_on_its_track() -> None:
    state = prepared("coin", "coin", "coin:x")
    at_phase(state, VB, "evening")
    assert len(state.hands[state.seat_of(VB)]) == 3


def test_9_6_4_items_over_six_plus_two_per_bag_go_back_to_the_box() -> None:
    state = prepared("bag", "boot", "boot", "sword", "sword", "torch", "hammer", "crossbow",
                     "crossbow:d", "tea:x")
    # limit 8 (one bag on its track); satchel and damaged box hold 9
    at_phase(state, VB, "evening")
    assert state.pending()[0].kind == "vagabond_drop"
    with pytest.raises(IllegalAction) as wrong:
        play(state, VB, "drop coin")
    assert wrong.value.key == "vagabond.error.choose"
    assert "`drop crossbow damaged`" in wrong.value.params["options"]
    play(state, VB, "drop crossbow damaged")
    assert len(vb.satchel_and_damaged(state, VB)) == 8
    assert "crossbow:d" not in item_specs(state)
