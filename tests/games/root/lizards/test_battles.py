"""3.3 Battle between the Lizard Cult and each of the four other factions, both
ways (issue 12): the shared steps, the other side's twist (the Alliance's high
roll as defender, 8.2.2; the Vagabond's swords and items, 9.2.6-9.2.7; the pawn
never removed, 9.2.2), and the Cult's Revenge (10.2.3): its warriors lost while
defending become acolytes, never while attacking."""

from __future__ import annotations

import pytest

from games.root import board, frames
from games.root.factions.lizards import board as lb
from games.root.factions.vagabond import board as vb
from games.root.rules.battle import start_battle
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    clear_map,
    give_items,
    hand,
    pawn_to,
    rig_dice,
    set_up,
)

OTHERS = ("marquise", "eyrie", "alliance", VB)
WARRIORS = 3
HIGH, LOW = 2, 1
PAIRS = [(a, d) for o in OTHERS for a, d in (("lizards", o), (o, "lizards"))]


@pytest.mark.parametrize(("attacker", "defender"), PAIRS)
def test_3_3_battle_between_the_cult_and_each_faction(attacker: str, defender: str) -> None:
    other = attacker if defender == "lizards" else defender
    state = set_up(f"lizards,{other}")
    clear_map(state)
    if other == VB:
        pawn_to(state, VB, 5)
        give_items(state, VB, "sword", "sword", "boot", "tea")
    for faction in {"lizards", other} - {VB}:
        board.add_warriors(state.board, 5, faction, WARRIORS)
        state.faction_data[faction]["supply"]["warriors"] -= WARRIORS
    acolytes = lb.acolytes(state)
    at_phase(state, attacker, "daylight")  # (an empty Cult Daylight may pass to Evening)
    for faction in state.factions:
        hand(state, faction)  # no ambush can be played (3.3.1)
    state.stack = state.stack[:1]  # the turn frame only: the battle is started by hand
    rig_dice(state, HIGH, LOW)
    start_battle(state, state.seat_of(attacker), attacker, 5, defender)
    frames.settle(state)
    while state.pending() and state.pending()[0].kind == "vagabond_hits":
        prompt = state.pending()[0]
        state.apply(prompt.seat, state.legal(prompt.seat)[0])
    battle = state.last_battle
    assert battle is not None and (battle["attacker"], battle["defender"]) == (attacker, defender)
    dealt = {"attacker": HIGH, "defender": LOW}
    if defender == "alliance":
        dealt = {"attacker": LOW, "defender": HIGH}  # Guerrilla War (8.2.2)
    extra = battle["hits"]["attacker"] - dealt["attacker"]
    assert extra in ((0, 1) if attacker == "eyrie" else (0,))  # the Commander's +1 (7.8.3)
    assert battle["hits"]["defender"] == dealt["defender"]
    lost = WARRIORS - board.warriors(state.board, 5, "lizards")
    cult_hits = battle["hits"]["defender" if attacker == "lizards" else "attacker"]
    assert lost == cult_hits
    if defender == "lizards":
        assert lb.acolytes(state) == acolytes + lost  # Revenge (10.2.3)
    else:
        assert lb.acolytes(state) == acolytes
    if other == VB:
        assert vb.clearing_of(state, VB) == 5  # the pawn is never removed (9.2.2)
        vb_hits = battle["hits"]["attacker" if attacker == "lizards" else "defender"]
        assert len(vb.damaged(state, VB)) == vb_hits
    else:
        other_hits = battle["hits"]["attacker" if attacker == "lizards" else "defender"]
        assert board.warriors(state.board, 5, other) == WARRIORS - other_hits
