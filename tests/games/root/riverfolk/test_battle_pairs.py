"""3.3 Battle between the Riverfolk Company and each of the four base game
factions, both ways: the shared steps, with the Alliance's high defending roll
(8.2.2), the Vagabond's swords and items (9.2.6-9.2.7), and a Riverfolk trade
post removed by the hits beyond its warriors: a point for the remover (4.2.1)
and half the funds lost (11.2.5.I)."""

from __future__ import annotations

import pytest

from games.root import board, frames
from games.root.factions.riverfolk import board as rb
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

RIVER = "riverfolk"
TABLES = {"marquise": "marquise,riverfolk", "eyrie": "eyrie,riverfolk",
          "alliance": "marquise,alliance,riverfolk", VB: "marquise,riverfolk,vagabond"}
HIGH, LOW = 3, 1
PAIRS = [(other, RIVER) for other in TABLES] + [(RIVER, other) for other in TABLES]


@pytest.mark.parametrize(("attacker", "defender"), PAIRS)
def test_3_3_battle_with_the_riverfolk_both_ways(attacker: str, defender: str) -> None:
    other = defender if attacker == RIVER else attacker
    state = set_up(TABLES[other])
    clear_map(state)
    for faction in state.factions:
        hand(state, faction)  # no ambush can be played (3.3.1)
    clearing = 7  # mouse, on a river
    board.add_warriors(state.board, clearing, RIVER, 1)
    rb.data(state)["supply"]["warriors"] -= 1
    board.add_token(state.board, clearing, RIVER, "trade_post_mouse")
    rb.data(state)["supply"]["trade_post_mouse"] -= 1
    if other == VB:
        pawn_to(state, VB, clearing)
        give_items(state, VB, "sword", "sword", "sword", "boot")
    else:
        board.add_warriors(state.board, clearing, other, 3)
        state.faction_data[other]["supply"]["warriors"] -= 3
    at_phase(state, attacker, "daylight")
    state.stack = state.stack[:1]  # the turn frame only: the battle is started by hand
    for name in rb.BOXES:  # four funds, whatever Birdsongs ran before (11.4)
        rb.move_funds(state, name, None, rb.count(state, name))
    rb.add_to_box(state, "funds", RIVER, 4)
    rb.data(state)["supply"]["warriors"] -= 4
    rig_dice(state, HIGH, LOW)
    events = start_battle(state, state.seat_of(attacker), attacker, clearing, defender)
    events += frames.settle(state)  # the turn may go on to the Riverfolk's Birdsong
    while state.pending() and state.pending()[0].kind == "vagabond_hits":
        prompt = state.pending()[0]
        events += state.apply(prompt.seat, state.legal(prompt.seat)[0])
    battle = state.last_battle
    assert battle is not None and (battle["attacker"], battle["defender"]) == (attacker, defender)
    dealer = "defender" if attacker == RIVER else "attacker"  # `hits`: dealt by each side
    taken = battle["hits"][dealer]
    assert taken >= 1
    assert board.warriors(state.board, clearing, RIVER) == max(0, 1 - taken)
    if taken >= 2:  # the warrior, then the trade post (3.3.3)
        assert "trade_post_mouse" not in board.tokens(state.board, clearing, RIVER)
        lost = [e.params["count"] for e in events if e.kind == "riverfolk_disrupted"]
        assert lost == [2]  # 11.2.5.I: half of four, rounded up
        assert rb.supply(state, "trade_post_mouse") == 3  # back on its track (2.5.3)
    if other == VB:
        assert vb.clearing_of(state, VB) == clearing  # 9.2.2
    if defender == "alliance":
        assert battle["hits"]["defender"] == HIGH  # Guerrilla War (8.2.2)
