"""The Vagabond in battle (seed 003 9.2.4, 9.2.6, 9.2.7, 9.2.9.II-III, 9.5.2)
and under effects that remove everything (9.2.2.I)."""

from __future__ import annotations

from games.root import board, cards
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
    rig_dice,
    set_up,
)


def arena(*items: str, eyrie: int = 2, where: int = 5):
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, where)
    give_items(state, VB, *items)
    for faction in ("marquise", "eyrie", VB):
        hand(state, faction)
    board.add_warriors(state.board, where, "eyrie", eyrie)
    state.faction_data["eyrie"]["supply"]["warriors"] -= eyrie
    at_phase(state, VB, "daylight")
    return state


def test_9_5_2_battle_exhausts_a_sword_9_2_6_hits_capped_by_undamaged_swords() -> None:
    state = arena("sword", "sword", "boot", "boot:d", eyrie=3)
    rig_dice(state, 3, 0)
    play(state, VB, "x5 e")
    assert state.last_battle is not None
    assert state.last_battle["hits"]["attacker"] == 2  # two swords, though 3 rolled
    assert board.warriors(state.board, 5, "eyrie") == 1
    assert item_specs(state) == ["boot", "boot:d", "sword", "sword:x"]


def test_9_2_7_each_hit_damages_an_item_of_his_choice() -> None:
    state = arena("sword", "boot", "torch")
    rig_dice(state, 2, 2)  # one sword: 1 hit dealt; two Eyrie warriors: 2 hits taken
    play(state, VB, "x5 e")
    prompt = state.pending()[0]
    assert prompt.kind == "vagabond_hits"
    assert sorted(legal_text(state)) == ["damage boot", "damage sword", "damage torch"]
    play(state, VB, "damage torch")
    play(state, VB, "damage boot")
    assert item_specs(state) == ["boot:d", "sword:x", "torch:d"]


def test_9_2_7_hits_beyond_his_undamaged_items_are_ignored() -> None:
    state = arena("sword", eyrie=3)
    rig_dice(state, 3, 3)
    play(state, VB, "x5 e")
    assert item_specs(state) == ["sword:dx"]
    assert state.last_battle is not None


def test_9_2_4_defenceless_without_undamaged_swords() -> None:
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 5)
    give_items(state, VB, "boot", "sword:d")
    board.add_warriors(state.board, 5, "eyrie", 2)
    for faction in ("marquise", "eyrie", VB):
        hand(state, faction)
    at_phase(state, "eyrie", "daylight")
    from games.root.rules.battle import start_battle

    rig_dice(state, 0, 0)
    start_battle(state, state.seat_of("eyrie"), "eyrie", 5, VB)
    from games.root import frames

    frames.settle(state)
    assert state.last_battle is not None
    assert state.last_battle["hits"]["attacker"] == 1  # the extra hit on a defenceless one
    assert item_specs(state) == ["boot:d", "sword:d"]


def test_9_2_9_3_removing_a_warrior_makes_a_faction_hostile_3a_then_infamy() -> None:
    state = arena("sword", "sword", "sword", eyrie=3)
    rig_dice(state, 3, 0)
    play(state, VB, "x5 e")
    assert vb.relationship(state, VB, "eyrie") == "hostile"
    # three warriors: the first made the Eyrie hostile, two more score infamy
    assert state.vp[VB] == 2


def test_9_2_9_2c_battle_with_allied_warriors_and_2d_their_casualties() -> None:
    state = arena("sword", "boot", eyrie=2)
    vb.set_relationship(state, VB, "marquise", "allied")
    board.add_warriors(state.board, 5, "marquise", 3)
    state.faction_data["marquise"]["supply"]["warriors"] -= 3
    assert "x5 e +c" in legal_text(state)
    rig_dice(state, 3, 2)
    play(state, VB, "x5 e +c")
    # max rolled hits: 1 sword + 3 allied warriors; 3 rolled (both sides at once)
    assert state.pending()[0].kind == "vagabond_hits"
    assert "remove warriors" in legal_text(state)
    play(state, VB, "remove warriors")
    play(state, VB, "remove warriors")
    assert board.warriors(state.board, 5, "eyrie") == 0
    assert board.warriors(state.board, 5, "marquise") == 1
    # more hits on the ally's warriors than on items: the Marquise turns hostile
    assert vb.relationship(state, VB, "marquise") == "hostile"


def test_9_2_9_2b_move_with_allied_warriors() -> None:
    state = arena("boot", eyrie=0)
    vb.set_relationship(state, VB, "marquise", "allied")
    board.add_warriors(state.board, 5, "marquise", 2)
    assert "p->1 +2c" in legal_text(state)
    play(state, VB, "p->1 +2c")
    assert board.warriors(state.board, 1, "marquise") == 2
    assert vb.clearing_of(state, VB) == 1


def test_3_3_1_an_ambush_against_the_attacking_vagabond_damages_items() -> None:
    state = arena("sword", "boot", "torch")
    ambush = card(state, "ambush_bird")
    hand(state, "eyrie", ambush)
    rig_dice(state, 0, 0)
    play(state, VB, "x5 e")
    assert state.pending()[0].kind == "ambush"
    state.apply(state.seat_of("eyrie"), state.game.parse_action("ambush bird"))
    assert state.pending()[0].kind == "vagabond_hits"
    play(state, VB, "damage boot")
    play(state, VB, "damage torch")
    # the pawn is never removed: the battle goes on to the dice (9.2.2)
    assert state.last_battle is not None and state.last_battle["dice"] == [0, 0]


def test_9_2_2_1_a_favor_damages_three_items_instead_of_removing_the_pawn() -> None:
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 5)  # rabbit
    give_items(state, VB, "sword", "boot", "torch", "tea")
    from games.root.effects.favors import favor

    seat = state.seat_of("marquise")
    favor_card = card(state, "favor_of_the_rabbits")
    for pile in (*state.hands, state.deck):
        if favor_card in pile:
            pile.remove(favor_card)
    at_phase(state, "marquise", "evening")
    favor(state, seat, favor_card)
    from games.root import frames

    frames.settle(state)
    assert state.pending()[0].kind == "vagabond_hits"
    for item in ("boot", "torch", "tea"):
        play(state, VB, f"damage {item}")
    assert item_specs(state) == ["boot:d", "sword", "tea:d", "torch:d"]
    assert vb.clearing_of(state, VB) == 5
    assert cards.card(favor_card).kind == "immediate"
