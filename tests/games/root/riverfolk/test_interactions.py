"""The Riverfolk Company with the other factions: mercenaries in battle and
rule (11.2.7.III, and .a for the Vagabond), outrage for Riverfolk moves
(8.2.6), dominance, two Vagabonds."""

from __future__ import annotations

from typing import Any

import pytest

from games.core.errors import IllegalAction
from games.core.rng import Rng
from games.root import board, frames
from games.root.actions import ActivateDominance, Battle, Done, Move
from games.root.factions.alliance import board as ab
from games.root.factions.base import FACTIONS
from games.root.factions.riverfolk.actions import Buy
from games.root.rules import hits
from games.root.rules.battle import battle_options
from games.root.rules.pieces import ruler_of
from games.root.state import RootState
from tests.games.root.riverfolk.position import (
    CAT,
    CAT_SEAT,
    EYRIE,
    RIVER,
    RIVER_SEAT,
    VAGABOND,
    begin,
    blank,
    fund,
    give,
    put,
)


def _hire(state: RootState, seat: int, phase: str = "daylight") -> None:
    """The buyer's turn, mercenaries bought, in `phase`."""
    state.turn_index = seat
    begin(state, "riverfolk_services", seat=seat, bought=0)
    state.apply(seat, Buy("mercenaries"))
    state.phase = phase


def test_11_2_7_III_mercenaries_count_for_rule_in_the_buyers_daylight() -> None:
    state = blank()
    put(state, 5, RIVER, warriors=2)
    put(state, 5, CAT, warriors=1)
    put(state, 5, EYRIE, warriors=2)
    assert ruler_of(state, 5) == EYRIE  # Riverfolk 2, Eyrie 2: the Eyrie rules ties (7.2.2)
    _hire(state, CAT_SEAT, phase="birdsong")
    assert ruler_of(state, 5) == EYRIE  # not in Birdsong
    state.phase = "daylight"
    assert ruler_of(state, 5) == CAT  # 1 + 2 against 2
    state.turn_flags = {}  # the next turn
    assert ruler_of(state, 5) == EYRIE


def test_11_2_7_III_mercenaries_let_the_buyer_move_but_never_move_themselves() -> None:
    state = blank()
    put(state, 5, RIVER, warriors=3)
    put(state, 5, CAT, warriors=1)
    put(state, 5, EYRIE, warriors=2)
    _hire(state, CAT_SEAT)
    frames.push(state, "move", seat=CAT_SEAT, faction=CAT, moves=1, optional=True)
    frames.settle(state)
    moves = [a for a in state.legal(CAT_SEAT) if isinstance(a, Move)]
    assert moves and all(m.count == 1 for m in moves)  # its own warrior only


def test_11_2_7_III_battle_with_mercenaries_never_against_the_riverfolk() -> None:
    """The buyer attacks from a clearing with only mercenaries; the Riverfolk
    are never the defender; the mercenaries roll hits for it (3.3.2.I)."""
    state = blank()
    put(state, 7, RIVER, warriors=3)
    put(state, 7, EYRIE, warriors=3)
    _hire(state, CAT_SEAT)
    options = battle_options(state, CAT)
    assert Battle(7, EYRIE) in options and Battle(7, RIVER) not in options
    fight: dict[str, Any] = {"clearing": 7, "attacker": CAT, "defender": EYRIE, "seat": CAT_SEAT,
             "extra": {"attacker": 0, "defender": 0}}
    state.rng = Rng(5)
    hits.roll_dice(state, fight)
    assert fight["rolled"]["attacker"] == min(fight["dice"][0], 3)


def test_11_2_7_III_the_buyer_battles_the_riverfolk_with_its_own_warriors_only() -> None:
    """Issue 25: the rule keeps the mercenaries out of a battle against the
    Riverfolk, not the battle itself: with her own two warriors there the
    Marquise may attack them; only her two roll hits and she takes every hit."""
    state = blank()
    put(state, 7, RIVER, warriors=3)
    put(state, 7, CAT, warriors=2)
    _hire(state, CAT_SEAT)
    assert Battle(7, RIVER) in battle_options(state, CAT)
    fight: dict[str, Any] = {"clearing": 7, "attacker": CAT, "defender": RIVER, "seat": CAT_SEAT,
             "extra": {"attacker": 0, "defender": 0}}
    state.rng = Rng(2)  # rolls 3 and 0
    hits.roll_dice(state, fight)
    assert fight["dice"][0] == 3 and fight["rolled"]["attacker"] == 2  # not 2 + 3 mercenaries
    fight.update(to_take={"attacker": 2, "defender": 2}, chosen={},
                 removed={"attacker": {}, "defender": {}})
    hits.split_hired(state, fight)
    assert fight["hired_hits"] == {} and fight["to_take"] == {"attacker": 2, "defender": 2}
    hits.remove_losses(state, fight)
    assert board.warriors(state.board, 7, CAT) == 0 and board.warriors(state.board, 7, RIVER) == 1


@pytest.mark.parametrize("locale", ["en", "es"])
def test_11_2_7_III_with_mercenaries_alone_the_riverfolk_are_refused_with_why(
    locale: str,
) -> None:
    state = blank()
    put(state, 7, RIVER, warriors=3)
    put(state, 7, EYRIE, warriors=1)
    _hire(state, CAT_SEAT)
    begin(state, "battle", seat=CAT_SEAT, faction=CAT, optional=True)
    assert Battle(7, RIVER) not in state.legal(CAT_SEAT)
    with pytest.raises(IllegalAction) as refused:
        state.apply(CAT_SEAT, Battle(7, RIVER))
    assert refused.value.key == "root.error.mercenaries_against_owner"
    text = refused.value.text(locale)
    assert "7" in text and "{" not in text and ("Riverfolk" in text or "Gente del Río" in text)


def test_11_2_7_III_a_vagabond_against_the_riverfolk_rolls_with_his_swords_alone() -> None:
    """Issue 25 (11.2.7.III.a with III): the Vagabond's mercenaries are his allies in
    battle but never against the Riverfolk: his hits are capped by his swords."""
    from games.root.factions.vagabond import board as vb

    state = blank(vagabond=True)
    vb.place_pawn(state, VAGABOND, 7, None)
    put(state, 7, RIVER, warriors=3)
    _hire(state, 1)
    swords = vb.max_rolled_hits(state, VAGABOND)
    assert Battle(7, RIVER) in battle_options(state, VAGABOND)
    fight: dict[str, Any] = {"clearing": 7, "attacker": VAGABOND, "defender": RIVER, "seat": 1,
             "extra": {"attacker": 0, "defender": 0}}
    state.rng = Rng(2)  # rolls 3 and 0
    hits.roll_dice(state, fight)
    assert swords < 3 and fight["rolled"]["attacker"] == swords


def test_11_2_7_III_a_an_allied_riverfolk_hired_fights_once_as_mercenaries() -> None:
    """11.2.7.III.a with 9.2.9.II.c: the Riverfolk allied to the Vagabond and hired by
    him are his mercenaries in every battle of the turn; he is not offered to lead
    them as allies besides (their warriors would roll hits twice)."""
    from games.root.factions.vagabond import board as vb
    from games.root.factions.vagabond.actions import AlliedBattle
    from games.root.factions.vagabond.daylight import battles

    state = blank(vagabond=True)
    vb.place_pawn(state, VAGABOND, 7, None)
    put(state, 7, RIVER, warriors=1)
    put(state, 7, CAT, warriors=3)
    vb.data(state, VAGABOND)["relationships"][RIVER] = vb.ALLIED
    assert AlliedBattle(7, CAT, RIVER) in battles(state, VAGABOND)  # not hired: his ally
    _hire(state, 1)
    assert battles(state, VAGABOND) == [Battle(7, CAT), Battle(7, RIVER)]
    fight: dict[str, Any] = {"clearing": 7, "attacker": VAGABOND, "defender": CAT, "seat": 1,
             "extra": {"attacker": 0, "defender": 0}}
    state.rng = Rng(2)  # rolls 3 and 0
    hits.roll_dice(state, fight)
    assert fight["rolled"]["attacker"] == vb.max_rolled_hits(state, VAGABOND) + 1 < 3


def test_11_2_7_III_hits_split_evenly_the_buyer_taking_the_odd_one() -> None:
    state = blank()
    put(state, 7, RIVER, warriors=3)
    put(state, 7, CAT, warriors=3)
    put(state, 7, EYRIE, warriors=1)
    _hire(state, CAT_SEAT)
    fight: dict[str, Any] = {"clearing": 7, "attacker": CAT, "defender": EYRIE,
             "to_take": {"attacker": 3, "defender": 0}, "chosen": {},
             "removed": {"attacker": {}, "defender": {}}}
    hits.split_hired(state, fight)
    assert fight["to_take"]["attacker"] == 2 and fight["hired_hits"]["attacker"] == [RIVER, 1]
    hits.remove_losses(state, fight)
    assert board.warriors(state.board, 7, CAT) == 1
    assert board.warriors(state.board, 7, RIVER) == 2


def test_11_2_7_III_a_trade_post_lost_as_a_mercenary_disrupts_trade() -> None:
    """Hits beyond the Riverfolk warriors take its trade post: disruption and 4.2.1 VP."""
    state = blank()
    put(state, 7, RIVER, tokens=["trade_post_mouse"])
    put(state, 7, CAT, warriors=2)
    put(state, 7, EYRIE, warriors=1)
    fund(state, "funds", RIVER, 4)
    _hire(state, CAT_SEAT)
    fight: dict[str, Any] = {"clearing": 7, "attacker": CAT, "defender": EYRIE,
             "to_take": {"attacker": 2, "defender": 0}, "chosen": {},
             "removed": {"attacker": {}, "defender": {}}}
    hits.split_hired(state, fight)
    hits.remove_losses(state, fight)
    assert not board.tokens(state.board, 7, RIVER)
    assert state.vp[EYRIE] == 1 and state.faction_data[RIVER]["funds"] == {RIVER: 2}


def test_11_2_7_III_a_vagabond_counts_mercenaries_as_allied_warriors() -> None:
    """11.2.7.III.a: they roll hits for him as allied warriors would."""
    state = blank(vagabond=True)
    from games.root.factions.vagabond import board as vb

    vb.place_pawn(state, VAGABOND, 7, None)
    put(state, 7, RIVER, warriors=2)
    put(state, 7, CAT, warriors=3)
    _hire(state, 1)
    swords = vb.max_rolled_hits(state, VAGABOND)
    fight: dict[str, Any] = {"clearing": 7, "attacker": VAGABOND, "defender": CAT, "seat": 1,
             "extra": {"attacker": 0, "defender": 0}}
    state.rng = Rng(9)
    hits.roll_dice(state, fight)
    assert fight["rolled"]["attacker"] == min(fight["dice"][0], swords + 2)


def test_8_2_6_a_riverfolk_move_into_sympathy_outrages() -> None:
    """8.2.6 with 11.2.2: a Riverfolk move (a river move too) into a
    sympathetic clearing asks the Riverfolk for a matching card."""
    state = blank()
    state.factions[1] = "alliance"
    state.faction_data["alliance"] = FACTIONS["alliance"].initial_data(state, 1)
    state.vp["alliance"] = 0
    put(state, 10, "alliance", tokens=["sympathy"])  # rabbit
    put(state, 5, RIVER, warriors=1)
    put(state, 5, CAT, warriors=2)  # the Marquise rules 5: a river move anyway
    fund(state, "funds", RIVER, 1)
    give(state, RIVER_SEAT, "cobbler#1")  # rabbit
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, Move(1, 5, 10))
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind) == (RIVER_SEAT, "alliance_outrage")
    assert ab.sympathetic(state, 10)


def test_4_3_the_riverfolk_may_activate_a_dominance_card() -> None:
    state = blank()
    state.vp[RIVER] = 10
    give(state, RIVER_SEAT, "dominance_fox#1")
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    assert ActivateDominance("dominance_fox#1") in state.legal(RIVER_SEAT)
    state.apply(RIVER_SEAT, ActivateDominance("dominance_fox#1"))
    assert state.dominance[RIVER] == "dominance_fox#1"
    assert Done() in state.legal(RIVER_SEAT)


def test_11_2_7_III_a_mercenary_removed_by_the_vagabond_makes_the_buyer_hostile() -> None:
    """The current Law where the seed is silent (docs/rules/root.md): the buyer, not
    the Riverfolk, becomes hostile to the Vagabond who removed its mercenary."""
    from games.root.factions.vagabond import board as vb

    state = blank(vagabond=True)
    vb.place_pawn(state, VAGABOND, 7, None)
    put(state, 7, RIVER, warriors=3)  # the Marquise attacks with mercenaries alone
    _hire(state, CAT_SEAT)
    fight: dict[str, Any] = {"clearing": 7, "attacker": CAT, "defender": VAGABOND,
                             "seat": CAT_SEAT, "to_take": {"attacker": 2, "defender": 0},
                             "chosen": {}, "removed": {"attacker": {}, "defender": {}}}
    hits.split_hired(state, fight)
    assert fight["hired_hits"]["attacker"] == [RIVER, 2]  # she has nothing of her own there
    hits.remove_losses(state, fight)
    assert board.warriors(state.board, 7, RIVER) == 1
    assert vb.relationship(state, VAGABOND, CAT) == vb.HOSTILE
    assert vb.relationship(state, VAGABOND, RIVER) != vb.HOSTILE
