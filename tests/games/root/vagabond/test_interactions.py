"""The Vagabond against part 1's rules and cards (issue 11, "Every interaction
with part 1"): battles in every order, field hospitals for allied warriors,
Codebreakers and Stand and Deliver! on his hand, the Eyrie's and the
Marquise's rule beside his pawn."""

from __future__ import annotations

import pytest

from games.root import board, frames
from games.root.effects.birdsong import StandAndDeliver
from games.root.effects.daylight import Codebreakers
from games.root.factions.vagabond import board as vb
from games.root.rules.battle import battle_options, start_battle
from games.root.rules.pieces import ruler_of
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    card,
    clear_map,
    give_items,
    hand,
    item_specs,
    pawn_to,
    play,
    rig_dice,
    set_up,
)

VB2 = vb.VAGABOND2


@pytest.mark.parametrize(("attacker", "defender"), [
    ("marquise", VB), ("eyrie", VB), (VB, "marquise"), (VB, "eyrie"), (VB, VB2), (VB2, VB),
])
def test_3_3_battle_with_the_vagabond_on_either_side(attacker: str, defender: str) -> None:
    state = set_up("marquise,eyrie,vagabond,vagabond")
    clear_map(state)
    for faction in state.factions:
        hand(state, faction)
    for v in (VB, VB2):
        pawn_to(state, v, 5)
        give_items(state, v, "sword", "sword", "boot")
    for faction in ("marquise", "eyrie"):
        board.add_warriors(state.board, 5, faction, 2)
        state.faction_data[faction]["supply"]["warriors"] -= 2
    at_phase(state, attacker, "daylight")
    state.stack = state.stack[:1]  # the turn frame only: the battle is started by hand
    rig_dice(state, 2, 1)
    start_battle(state, state.seat_of(attacker), attacker, 5, defender)
    frames.settle(state)
    while state.pending() and state.pending()[0].kind == "vagabond_hits":
        prompt = state.pending()[0]
        state.apply(prompt.seat, state.legal(prompt.seat)[0])
    battle = state.last_battle
    assert battle is not None and battle["attacker"] == attacker
    assert battle["hits"] == {"attacker": 2, "defender": 1}
    for v in (VB, VB2):
        assert vb.clearing_of(state, v) == 5  # pawns are never removed
    if vb.is_vagabond(defender):
        assert len(vb.damaged(state, defender)) == 2
    else:
        assert board.warriors(state.board, 5, defender) == 0


def test_6_2_3_field_hospitals_for_allied_marquise_warriors_lost_with_him() -> None:
    state = set_up()
    clear_map(state)
    keep = next(c for c in state.woods.clearings if c == 1)
    board.spot(state.board, keep)["tokens"].append(["marquise", "keep"])
    pawn_to(state, VB, 5)
    give_items(state, VB, "sword")
    for faction in state.factions:
        hand(state, faction)
    hand(state, "marquise", card(state, "ambush_bird"))
    vb.set_relationship(state, VB, "marquise", "allied")
    board.add_warriors(state.board, 5, "marquise", 2)
    board.add_warriors(state.board, 5, "eyrie", 2)
    for faction in ("marquise", "eyrie"):
        state.faction_data[faction]["supply"]["warriors"] -= 2
    at_phase(state, VB, "daylight")
    rig_dice(state, 2, 2)
    play(state, VB, "x5 e +c")
    play(state, VB, "remove warriors")
    play(state, VB, "remove warriors")
    prompt = state.pending()[0]
    assert prompt.kind == "marquise_field_hospitals" and prompt.seat == state.seat_of("marquise")


def test_codebreakers_looks_at_the_vagabonds_hand() -> None:
    state = set_up()
    seen = card(state, "ambush_bird")
    hand(state, VB, seen)
    seat = state.seat_of("marquise")
    assert VB in Codebreakers().targets(state, seat)
    events = Codebreakers().use(state, seat, VB)
    assert any(e.kind == "hand_seen" and e.params["cards"] == [seen] for e in events)
    assert state.view(seat)["private"]["seen"][state.seat_of(VB)] == [seen]


def test_stand_and_deliver_takes_from_the_vagabond_who_scores() -> None:
    state = set_up()
    taken = card(state, "ambush_bird")
    hand(state, VB, taken)
    hand(state, "eyrie")
    seat = state.seat_of("eyrie")
    StandAndDeliver().use(state, seat, VB)
    assert state.hands[seat] == [taken] and state.vp[VB] == 1


def test_2_7_rule_beside_the_pawn_and_the_eyries_ties() -> None:
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 7)
    board.add_warriors(state.board, 7, "eyrie", 1)
    board.add_warriors(state.board, 7, "marquise", 1)
    assert ruler_of(state, 7) == "eyrie"  # Lords of the Forest; the pawn counts for nobody
    give_items(state, VB, "sword")
    assert any(b.defender == VB for b in battle_options(state, "marquise"))
    pawn_to(state, VB, "4_7_8_12")
    assert not any(b.defender == VB for b in battle_options(state, "marquise"))
    assert item_specs(state) == ["sword"]


def test_cobbler_gives_the_vagabond_a_pawn_move_for_a_boot() -> None:
    from games.root.effects.evening import Cobbler

    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 5)
    give_items(state, VB, "boot")
    seat = state.seat_of(VB)
    at_phase(state, VB, "evening")
    state.stack = state.stack[:1]
    assert Cobbler().targets(state, seat) == [None]
    Cobbler().use(state, seat, None)
    assert state.pending()[0].kind == "move"
    play(state, VB, "p->1")
    assert vb.clearing_of(state, VB) == 1 and item_specs(state) == ["boot:x"]
    give_items(state, VB, "sword")
    assert Cobbler().targets(state, seat) == []  # no boot, no move
