"""3.3 Battle between every ordered pair of the base game's four factions
(issue 11): the same shared steps, each faction's own twist — the Alliance
defends with the high roll (8.2.2), the Vagabond rolls with his undamaged swords
and takes hits on his items (9.2.6-9.2.7), the pawn is never removed (9.2.2)."""

from __future__ import annotations

from itertools import permutations

import pytest

from games.root import board, frames
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

TABLE = ("marquise", "eyrie", "alliance", VB)
WARRIORS = 3
HIGH, LOW = 2, 1


@pytest.mark.parametrize(("attacker", "defender"), list(permutations(TABLE, 2)))
def test_3_3_battle_between_every_ordered_pair(attacker: str, defender: str) -> None:
    state = set_up(",".join(TABLE))
    clear_map(state)
    for faction in state.factions:
        hand(state, faction)  # no ambush can be played (3.3.1)
    pawn_to(state, VB, 5)
    give_items(state, VB, "sword", "sword", "boot", "tea")
    for faction in ("marquise", "eyrie", "alliance"):
        board.add_warriors(state.board, 5, faction, WARRIORS)
        state.faction_data[faction]["supply"]["warriors"] -= WARRIORS
    at_phase(state, attacker, "daylight")
    state.stack = state.stack[:1]  # the turn frame only: the battle is started by hand
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
    assert vb.clearing_of(state, VB) == 5  # the pawn is never removed (9.2.2)
    if defender == VB:
        assert len(vb.damaged(state, VB)) == battle["hits"]["attacker"]  # 9.2.7
    else:
        left = board.warriors(state.board, 5, defender)
        assert left == WARRIORS - battle["hits"]["attacker"]
    if attacker == VB:
        assert len(vb.damaged(state, VB)) == battle["hits"]["defender"]
    else:
        assert board.warriors(state.board, 5, attacker) == WARRIORS - battle["hits"]["defender"]
