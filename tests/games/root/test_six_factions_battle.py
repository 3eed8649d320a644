"""3.3 Battle between every ordered pair of the rulebook's six factions (issues
11 and 12): the same shared steps, each faction's own twist — the Alliance
defends with the high roll (8.2.2), the Eyrie's Commander may add a hit
(7.8.3), the Vagabond rolls with his undamaged swords and takes hits on his
items (9.2.6-9.2.7), his pawn is never removed (9.2.2), and the Lizard Cult's
warriors lost while defending become acolytes (Revenge, 10.2.3). Each pair
sits at the smallest legal table that holds it (5.1.1: the Marquise joins a
pair without the Marquise, the Eyrie or the Cult). The Cult's and the
Riverfolk's own battle details are in tests/games/root/lizards/test_battles.py
and tests/games/root/riverfolk/test_battle_pairs.py."""

from __future__ import annotations

from itertools import permutations

import pytest

from games.root import board, frames
from games.root.factions.lizards import board as lb
from games.root.factions.vagabond import board as vb
from games.root.rules.battle import start_battle
from games.root.seating import anchors, playable
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

SIX = ("marquise", "eyrie", "alliance", VB, "lizards", "riverfolk")
WARRIORS = 3
HIGH, LOW = 2, 1


def test_the_six_are_every_playable_faction() -> None:
    assert sorted(playable()) == sorted(SIX)


def table_for(attacker: str, defender: str) -> str:
    pair = [attacker, defender]
    if not any(f in anchors() for f in pair):
        pair.insert(0, "marquise")
    return ",".join(pair)


@pytest.mark.parametrize(("attacker", "defender"), list(permutations(SIX, 2)))
def test_3_3_battle_between_every_ordered_pair(attacker: str, defender: str) -> None:
    state = set_up(table_for(attacker, defender))
    clear_map(state)
    if VB in (attacker, defender):
        pawn_to(state, VB, 5)
        give_items(state, VB, "sword", "sword", "boot", "tea")
    for faction in {attacker, defender} - {VB}:
        board.add_warriors(state.board, 5, faction, WARRIORS)
        state.faction_data[faction]["supply"]["warriors"] -= WARRIORS
    at_phase(state, attacker, "daylight")
    for faction in state.factions:
        hand(state, faction)  # no ambush can be played (3.3.1)
    state.stack = state.stack[:1]  # the turn frame only: the battle is started by hand
    acolytes = lb.acolytes(state) if "lizards" in state.factions else 0
    rig_dice(state, HIGH, LOW)
    start_battle(state, state.seat_of(attacker), attacker, 5, defender)
    frames.settle(state)
    while state.pending() and state.pending()[0].kind == "vagabond_hits":
        prompt = state.pending()[0]
        state.apply(prompt.seat, state.legal(prompt.seat)[0])
    battle = state.last_battle
    assert battle is not None and (battle["attacker"], battle["defender"]) == (attacker, defender)
    # 3.3.2: the attacker deals the high roll, the defender the low — but the
    # Alliance defending deals the high one (8.2.2, Guerrilla War).
    dealt = {"attacker": HIGH, "defender": LOW}
    if defender == "alliance":
        dealt = {"attacker": LOW, "defender": HIGH}
    extra = battle["hits"]["attacker"] - dealt["attacker"]
    assert extra in ((0, 1) if attacker == "eyrie" else (0,))  # the Commander's +1 (7.8.3)
    assert battle["hits"]["defender"] == dealt["defender"]
    for role, faction in (("attacker", attacker), ("defender", defender)):
        taken = battle["hits"]["defender" if role == "attacker" else "attacker"]
        if faction == VB:
            assert vb.clearing_of(state, VB) == 5  # the pawn is never removed (9.2.2)
            assert len(vb.damaged(state, VB)) == taken  # 9.2.7
        else:
            assert board.warriors(state.board, 5, faction) == WARRIORS - taken
    if "lizards" in (attacker, defender):
        lost = WARRIORS - board.warriors(state.board, 5, "lizards")
        revenge = lost if defender == "lizards" else 0  # 10.2.3: only while defending
        assert lb.acolytes(state) == acolytes + revenge
