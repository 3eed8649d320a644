"""The Lizard Cult and the Riverfolk Company at one table (issue 12, "every
interaction"): the Cult's conspiracies (seed 000 10.4.3) against the
Riverfolk's warriors and trade posts, trade disruption (11.2.5.I) caused by a
Crusade, the Riverfolk's mercenaries (11.2.7.III) ruling for the Cult's
rituals (10.5.2), and the Riverfolk's discards going to the Lost Souls
(10.2.6). Positions: the Marquise (seat 0), the Eyrie (1), the Cult (2) and
the Riverfolk (3), hand-built by tests/games/root/lizards/position.py."""

from __future__ import annotations

from games.root import board, frames
from games.root.actions import Battle, Done
from games.root.factions.base import FACTIONS
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.actions import Build, Convert, Sanctify
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import Buy, Export
from games.root.rules.pieces import ruler_of
from games.root.state import RootState
from tests.games.root.lizards.position import (
    CAT,
    CULT_SEAT,
    LIZARDS,
    acolytes,
    begin,
    blank,
    give,
    put,
)
from tests.games.root.vagabond.position import rig_dice

RIVER, RIVER_SEAT = "riverfolk", 3


def table() -> RootState:
    return blank(outcast="fox", fourth=RIVER)


def fund(state: RootState, box: str, owner: str, count: int) -> None:
    """`count` of `owner`'s warriors from its supply into a box of the Riverfolk's board."""
    FACTIONS[owner].add_to_supply(state, "warriors", -count)
    rb.add_to_box(state, box, owner, count)


def conspire(state: RootState) -> None:
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")


def until_conspiracies(state: RootState) -> None:
    """Answer `done` to whatever a battle asks until the Cult is asked again."""
    while state.pending() and state.pending()[0].kind != "lizards_conspiracies":
        state.apply(state.pending()[0].seat, Done())


def test_10_4_3_II_convert_takes_a_riverfolk_warrior() -> None:
    state = table()
    put(state, 8, RIVER, warriors=2)  # fox, the Outcast suit
    acolytes(state, 2)
    conspire(state)
    state.apply(CULT_SEAT, Convert(8, RIVER))
    assert board.warriors(state.board, 8, RIVER) == 1
    assert board.warriors(state.board, 8, LIZARDS) == 1


def test_10_4_3_III_sanctify_never_takes_a_trade_post() -> None:
    """A trade post is a token (11.2.5), and Sanctify takes buildings only."""
    state = table()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    put(state, 8, CAT, buildings=["sawmill"])
    acolytes(state, 3)
    conspire(state)
    sanctified = {(a.clearing, a.enemy) for a in state.legal(CULT_SEAT)
                  if isinstance(a, Sanctify)}
    assert sanctified == {(8, CAT)}


def test_10_4_3_I_a_crusade_that_removes_a_trade_post_disrupts_trade() -> None:
    """11.2.5.I through a Crusade: the defenceless post is removed (3.3.2.III),
    the Cult scores it (4.2.1) and the Riverfolk loses half its funds."""
    state = table()
    put(state, 1, LIZARDS, warriors=3)
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", RIVER, 4)
    acolytes(state, 2)
    conspire(state)
    rig_dice(state, 2, 1)
    state.apply(CULT_SEAT, Battle(1, RIVER))
    until_conspiracies(state)
    assert board.tokens(state.board, 1, RIVER) == []
    assert rb.funds(state) == 2
    assert rb.supply(state, "trade_post_fox") == 3  # back on its track (2.5.3)
    assert state.vp[LIZARDS] == 1


def test_11_2_7_III_mercenaries_rule_for_the_cults_build_ritual() -> None:
    """Bought at the start of the Cult's Birdsong, the Riverfolk's warriors count
    as the Cult's for rule in its Daylight: it may build a garden (10.5.2) where
    it rules only with them."""
    state = table()
    put(state, 8, LIZARDS, warriors=2)
    put(state, 8, CAT, warriors=3)
    put(state, 8, RIVER, warriors=2)
    rb.prices(state)["mercenaries"] = 2
    give(state, CULT_SEAT, "anvil#1")  # fox, like clearing 8
    assert ruler_of(state, 8) == CAT
    state.turn_index = CULT_SEAT
    frames.push(state, "turn", seat=CULT_SEAT, phase="birdsong")
    frames.settle(state)
    assert state.pending()[0].kind == "riverfolk_services"
    state.apply(CULT_SEAT, Buy("mercenaries"))
    assert rb.box(state, "payments").get(LIZARDS) == 2  # paid with the Cult's warriors
    while state.pending() and state.pending()[0].kind != "lizards_daylight":
        state.apply(state.pending()[0].seat, Done())
    assert ruler_of(state, 8) == LIZARDS
    assert Build(8, "anvil#1") in state.legal(CULT_SEAT)
    state.apply(CULT_SEAT, Build(8, "anvil#1"))
    assert board.buildings(state.board, 8, LIZARDS) == ["garden_fox"]


def test_10_2_6_a_riverfolk_export_goes_to_the_lost_souls() -> None:
    """The card the Riverfolk exports is discarded (11.5.3.I): with the Cult in play
    it becomes a Lost Soul, as public as the Riverfolk's hand was."""
    state = table()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", RIVER, 1)
    give(state, RIVER_SEAT, "anvil#1")
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, Export("anvil#1"))
    assert "anvil#1" in lb.lost_souls(state) and "anvil#1" not in state.discard
