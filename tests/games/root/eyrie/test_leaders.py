"""The Eyrie's leaders (Law of Root 7.8; seed 003 7.8 and the FAQ rulings R15-R16)."""

from __future__ import annotations

from games.root import board, frames
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    RIVAL,
    begin,
    blank,
    decree,
    give,
    kinds,
    play,
    put,
)


def test_7_8_1_builder_ignores_disdain_for_trade():
    """7.8.1: the Builder's items score their printed VP (a coin: 3)."""
    state = blank(leader="builder")
    assert FACTIONS[EYRIE].item_vp(state, 3) == 3
    put(state, 5, warriors=1, roosts=2)
    give(state, "bake_sale#1")
    begin(state, "craft", faction=EYRIE, pieces=[5, 5])
    play(state, "craft bake_sale#1")
    assert state.vp[EYRIE] == 3


def test_7_8_2_charismatic_recruits_two_warriors():
    """7.8.2: each Recruit card places two warriors."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=1, roosts=1)
    put(state, 1, warriors=1, faction=RIVAL)  # for the Battle vizier
    decree(state, recruit=["anvil#1"])
    begin(state, "eyrie_decree", column=0, todo=None)
    assert board.warriors(state.board, 1, EYRIE) == 5  # two cards (one vizier), two each


def test_7_8_2_charismatic_with_one_warrior_left_places_it_then_turmoil():
    """R16 (FAQ): place as many as possible, then fall into turmoil."""
    state = blank(leader="charismatic")
    put(state, 1, warriors=19, roosts=1)
    events = begin(state, "eyrie_decree", column=0, todo=None)
    assert board.warriors(state.board, 1, EYRIE) == 20
    assert "eyrie_turmoil" in kinds(events)


def fight(leader: str, seed: int, rival_pieces: dict) -> dict:
    """The Eyrie (3 warriors) attacks the rival in clearing 5; the record of the battle."""
    state = blank(seed=seed, leader=leader)
    put(state, 5, warriors=3)
    put(state, 5, faction=RIVAL, **rival_pieces)
    begin(state, "battle", faction=EYRIE, clearing_suit=None, optional=False)
    play(state, "x5 c")
    while state.pending():  # the rival chooses which pieces to lose
        prompt = state.pending()[0]
        state.apply(prompt.seat, state.legal(prompt.seat)[0])
    return {"state": state, "battle": state.last_battle}


def test_7_8_3_commander_deals_one_extra_hit_as_attacker():
    """7.8.3: same dice, one more hit than any other leader."""
    for seed in range(5):
        plain = fight("builder", seed, {"warriors": 6})["battle"]
        commander = fight("commander", seed, {"warriors": 6})["battle"]
        assert commander["dice"] == plain["dice"]
        assert commander["hits"]["attacker"] == plain["hits"]["attacker"] + 1


def test_7_8_3_commander_no_extra_hit_as_defender():
    state = blank(leader="commander")
    battle = {"attacker": RIVAL, "defender": EYRIE}
    assert FACTIONS[EYRIE].extra_hits(state, "defender", battle) == 0
    assert FACTIONS[EYRIE].extra_hits(state, "attacker", {"attacker": EYRIE}) == 1


def test_example_7_8_4_the_despot_scores_two_in_total():
    """Seed 003 7.8.4: "obtienes un punto de victoria extra (dos en total 3.2.1)" (one extra
    victory point, two in all).
    7.8.4: a building removed: 1 VP (4.2.1) and 1 more for the Despot. The defenceless rival
    takes at least the extra hit (3.3.2.III)."""
    result = fight("despot", 3, {"buildings": ["sawmill"]})
    assert result["battle"]["removed"]["defender"] == {"sawmill": 1}
    assert result["state"].vp[EYRIE] == 2


def test_7_8_4_despot_once_per_battle():
    """R15: one extra VP per battle, however many buildings or tokens go."""
    for seed in range(8):
        result = fight("despot", seed, {"buildings": ["sawmill"], "tokens": ["wood", "wood"]})
        lost = result["battle"]["removed"]["defender"]
        assert result["state"].vp[EYRIE] == sum(lost.values()) + 1


def test_7_8_4_despot_nothing_for_warriors_only():
    for seed in range(5):
        result = fight("despot", seed, {"warriors": 2})
        assert result["state"].vp[EYRIE] == 0


def test_7_8_4_despot_as_defender_too():
    """7.8.4 says 'in battle': removing the attacker's building while defending counts."""
    state = blank(leader="despot")
    battle = {"attacker": RIVAL, "defender": EYRIE, "removed": {"attacker": {"workshop": 1}}}
    events = FACTIONS[EYRIE].after_battle(state, battle)
    assert state.vp[EYRIE] == 1
    assert events[0].params["why"] == "despot"


def test_7_8_turmoil_moves_the_viziers_to_the_new_leaders_columns():
    """7.7.3 with 7.8: the Despot's viziers (Move, Build) go to the Charismatic's."""
    state = blank(leader="despot")
    begin(state, "eyrie_turmoil", step="humiliate")
    play(state, "leader charismatic")
    assert eb.viziers(state) == ("recruit", "battle")
    assert frames.top(state) is None
