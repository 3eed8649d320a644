"""Battle (Law of Root 3.3, 3.3.2, 3.3.3, 4.2.1) and the `"battle"` frame of the
contract. Ambushes and foils are in test_ambush.py, effects in test_battle_effects.py.

Clearing 5 is a rabbit clearing with two slots, joined to 1 and 2.
"""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board
from games.root.actions import Battle, Done, RemovePiece
from games.root.rules.battle import battle_options
from tests.games.root.rules.position import (
    count_pieces,
    kinds,
    open_frame,
    play,
    position,
    prompt_kinds,
    rig_dice,
)


def battle(state, high: int, low: int, text: str = "x5 w", seat: int = 0):
    """Open an optional battle frame for `seat`, rig the dice, attack."""
    probe = open_frame(state, "battle", seat=seat, clearing_suit=None, optional=True)
    rig_dice(state, high, low)
    return probe, play(state, (seat, text))


def test_3_3_battle_where_you_have_warriors_against_anyone_with_pieces_there():
    state = position("5: m2 w1; 1: m1; 2: w(wood); 9: m@ w1", factions=("moles", "owls"))
    assert battle_options(state, "moles") == [Battle(5, "owls"), Battle(9, "owls")]
    assert battle_options(state, "owls") == [Battle(5, "moles"), Battle(9, "moles")]  # a pawn too
    assert battle_options(state, "moles", "mouse") == [Battle(9, "owls")]  # 9 is mouse


def test_3_3_the_defender_may_be_any_other_faction_in_the_clearing():
    state = position("5: m2 w1 t1", factions=("moles", "owls", "bats"))
    open_frame(state, "battle", clearing_suit=None, optional=True)
    assert state.legal(0) == [Battle(5, "bats"), Battle(5, "owls"), Done()]
    rig_dice(state, 2, 0)
    play(state, (0, "x5 t"))
    assert board.warriors(state.board, 5, "bats") == 0
    assert board.warriors(state.board, 5, "owls") == 1


def test_3_3_battle_frame_finishes_with_false_when_no_battle_is_possible():
    state = position("5: m2; 1: w1")
    probe = open_frame(state, "battle", clearing_suit=None, optional=False)
    assert probe["results"] == [False]


def test_3_3_refusals_say_why():
    state = position("5: m2 w1; 1: w1; 7: m1")
    open_frame(state, "battle", clearing_suit="rabbit", optional=True)
    for text, key in {"x1 w": "root.error.battle_suit", "x10 w": "root.error.no_attackers",
                      "x13 w": "root.error.no_clearing"}.items():
        with pytest.raises(IllegalAction) as refused:
            play(state, (0, text))
        assert refused.value.key == key
    state = position("5: m2 w1; 9: m1")
    open_frame(state, "battle", clearing_suit=None, optional=True)
    with pytest.raises(IllegalAction) as refused:
        play(state, (0, "x9 w"))
    assert refused.value.key == "root.error.no_defender"


def test_3_3_2_the_attacker_deals_the_higher_roll_the_defender_the_lower():
    state = position("5: m5 w5")
    probe, events = battle(state, 3, 1)
    assert board.warriors(state.board, 5, "owls") == 2
    assert board.warriors(state.board, 5, "moles") == 4
    assert probe["results"] == [True]
    assert kinds(events)[:2] == ["battle_started", "dice_rolled"]
    assert state.last_battle == {
        "clearing": 5, "attacker": "moles", "defender": "owls", "dice": [3, 1],
        "hits": {"attacker": 3, "defender": 1}, "ambush": "none",
        "removed": {"attacker": {"warriors": 1}, "defender": {"warriors": 3}},
    }


def test_example_3_3_2_equal_rolls_deal_equal_hits():
    """Seed 000 3.3.2: "Si las tiradas son iguales, el atacante y el defensor recibirán el mismo
    número de impactos" (equal rolls: both take the same number of hits)."""
    state = position("5: m5 w5")
    battle(state, 2, 2)
    assert board.warriors(state.board, 5, "owls") == 3
    assert board.warriors(state.board, 5, "moles") == 3


def test_3_3_2_I_rolled_hits_are_capped_by_your_warriors_in_the_clearing():
    state = position("5: m1 w2")
    battle(state, 3, 3)
    assert board.warriors(state.board, 5, "owls") == 1  # the moles deal 1, not 3
    assert board.warriors(state.board, 5, "moles") == 0  # the owls deal 2 (1 to take)
    assert state.last_battle["hits"] == {"attacker": 1, "defender": 2}


def test_3_3_2_III_a_defender_without_warriors_takes_one_more_hit():
    state = position("5: m2 w(wood)")
    _, events = battle(state, 0, 0)
    assert board.tokens(state.board, 5) == []
    assert state.vp["moles"] == 1
    rolled = next(e for e in events if e.kind == "dice_rolled")
    assert rolled.params["defenceless"] is True


def test_4_1_a_battle_that_wins_the_game_is_the_last_battle_shown():
    """The points of the removal reach 30 (4.1): the game ends inside the battle,
    and the record the board image reads is that battle, not the one before."""
    state = position("5: m2 w(wood); 9: m1 w1", vp={"moles": 29})
    battle(state, 2, 1, "x9 w")
    battle(state, 1, 0)
    assert state.outcome is not None and state.outcome["details"]["faction"] == "moles"
    assert state.last_battle["clearing"] == 5
    assert state.last_battle["removed"]["defender"]


def test_4_1_the_game_ends_at_once_the_attackers_losses_are_not_taken():
    """The defender's pieces go first (3.3.3); the points they score reach 30 and the
    game is over there, so the attacker loses nothing more (4.1: the first to 30 wins
    at once)."""
    state = position("5: m3 w1 w(wood)", vp={"moles": 29})
    battle(state, 3, 1)
    assert state.outcome is not None and state.outcome["details"]["faction"] == "moles"
    assert board.warriors(state.board, 5, "moles") == 3
    assert board.tokens(state.board, 5) == []


def test_3_3_2_II_extra_hits_are_not_capped_by_warriors():
    state = position("5: m1 w4")
    state.faction_data["moles"]["extra_hits"] = {"attacker": 2}
    battle(state, 3, 0)
    assert board.warriors(state.board, 5, "owls") == 1  # 1 rolled + 2 extra


def test_3_3_2_II_the_defender_may_have_extra_hits_too():
    state = position("5: m4 w1")
    state.faction_data["owls"]["extra_hits"] = {"defender": 1}
    state.faction_data["owls"]["extra_hits"]["attacker"] = 5  # not this battle's role
    battle(state, 0, 0)
    assert board.warriors(state.board, 5, "moles") == 3


def test_3_3_3_warriors_go_first_and_no_question_when_everything_goes():
    state = position("11: m5 w1 w[roost] w[roost]")
    _, events = battle(state, 3, 0, "x11 w")
    assert board.factions_in(state.board, 11) == ["moles"]
    assert state.vp["moles"] == 2  # two roosts (4.2.1)
    assert prompt_kinds(state) == [(0, "probe")]
    assert kinds(events).count("removed") == 2  # warriors, then the two roosts at once


def test_example_3_3_3_warriors_first_then_buildings_or_tokens():
    """Seed 000, Referencias claves, Batallas: "Cada impacto elimina 1 pieza – primero los
    guerreros, después las construcciones o fichas según elija el jugador que recibe los
    impactos" (each hit removes one piece: warriors first, then buildings or tokens as the one
    taking the hits chooses)."""
    state = position("11: m5 w2 w[roost] w[roost]")
    battle(state, 3, 0, "x11 w")
    assert board.warriors(state.board, 11, "owls") == 0
    assert board.buildings(state.board, 11, "owls") == ["roost"]


def test_3_3_3_the_one_taking_hits_chooses_between_kinds_of_buildings_and_tokens():
    state = position("5: m3 w[roost] w(wood) w(wood)")
    battle(state, 1, 0)  # 1 rolled + 1 defenceless = 2 hits, 3 pieces of two kinds
    assert prompt_kinds(state) == [(1, "take_hits")]
    assert state.legal(1) == [RemovePiece("roost"), RemovePiece("wood")]
    play(state, (1, "remove roost"))  # the second hit can only take a wood now
    assert board.buildings(state.board, 5, "owls") == []
    assert board.tokens(state.board, 5, "owls") == ["wood"]
    assert state.vp["moles"] == 2
    assert prompt_kinds(state) == [(0, "probe")]


def test_3_3_3_no_question_when_only_one_kind_remains():
    state = position("5: m3 w(wood) w(wood) w(wood)")
    battle(state, 1, 0)
    assert board.tokens(state.board, 5, "owls") == ["wood"]
    assert prompt_kinds(state) == [(0, "probe")]


def test_3_3_3_both_sides_may_have_to_choose_defender_first():
    state = position("11: m1 m[sawmill] m(wood) w1 w[roost] w(wood)")
    state.faction_data["moles"]["extra_hits"] = {"attacker": 1}
    state.faction_data["owls"]["extra_hits"] = {"defender": 1}
    battle(state, 1, 1, "x11 w")  # each side takes 2: a warrior, then a choice
    assert prompt_kinds(state) == [(1, "take_hits")]
    play(state, (1, "remove wood"))
    assert prompt_kinds(state) == [(0, "take_hits")]
    play(state, (0, "remove sawmill"))
    assert board.tokens(state.board, 11) == ["wood"]
    assert board.buildings(state.board, 11, "owls") == ["roost"]
    assert state.vp == {"moles": 1, "owls": 1}


def test_3_3_the_factions_hear_when_the_battle_is_over():
    state = position("5: m2 w2")
    battle(state, 1, 1)
    assert ["after_battle", 5] in state.faction_data["moles"]["calls"]
    assert ["after_battle", 5] in state.faction_data["owls"]["calls"]


def test_3_3_3_removal_calls_the_owners_hook_with_the_remover():
    state = position("5: m2 w2")
    battle(state, 1, 1)
    assert ["removed", 5, "warriors", 1, "moles"] in state.faction_data["owls"]["calls"]
    assert ["removed", 5, "warriors", 1, "owls"] in state.faction_data["moles"]["calls"]


def test_3_3_pieces_are_conserved_in_a_battle():
    state = position("11: m4 m[sawmill] w3 w[roost] w(wood)")
    before = {f: count_pieces(state, f) for f in state.factions}
    battle(state, 3, 2, "x11 w")
    while prompt_kinds(state) != [(0, "probe")]:
        (prompt,) = state.pending()
        play(state, (prompt.seat, str(state.legal(prompt.seat)[0])))
    assert {f: count_pieces(state, f) for f in state.factions} == before
