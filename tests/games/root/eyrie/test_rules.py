"""The Eyrie's faction rules (Law of Root 7.2; seed 003 7.2.3)."""

from __future__ import annotations

from games.root.factions.base import FACTIONS
from games.root.rules import pieces
from tests.games.root.eyrie.position import (
    EYRIE,
    RIVAL,
    begin,
    blank,
    give,
    legal_text,
    play,
    prompt_kind,
    put,
)


def test_7_2_1_crafts_with_roosts_before_the_decree():
    """7.2.1 / 7.5.1: Daylight starts with the shared craft frame, one crafting
    piece per roost."""
    state = blank()
    put(state, 1, warriors=1, roosts=1)
    put(state, 5, warriors=1, roosts=1)
    give(state, "travel_gear_fox#1")  # costs one rabbit
    begin(state, "eyrie_daylight", step="craft")
    assert prompt_kind(state) == "craft"
    assert state.stack[-1]["pieces"] == [1, 5]
    assert FACTIONS[EYRIE].crafting_pieces(state, 1) == [1, 5]
    assert legal_text(state) == ["craft travel_gear_fox#1", "done"]


def test_7_2_2_lords_of_the_forest_rule_ties():
    """7.2.2: tied for most warriors plus buildings, the Eyrie rules."""
    state = blank()
    put(state, 5, warriors=2)
    put(state, 5, warriors=1, buildings=["sawmill"], faction=RIVAL)
    assert pieces.ruler_of(state, 5) == EYRIE
    put(state, 5, warriors=1, faction=RIVAL)
    assert pieces.ruler_of(state, 5) == RIVAL


def test_7_2_2_no_rule_of_empty_clearings():
    """7.2.2: the Eyrie does not rule a clearing where nobody has a piece that counts."""
    state = blank()
    put(state, 6, tokens=["wood"], faction=RIVAL)
    assert pieces.ruler_of(state, 5) is None
    assert pieces.ruler_of(state, 6) is None


def test_7_2_3_disdain_for_trade_items_score_one():
    """7.2.3: an item scores 1 VP, whatever it shows (a coin shows 3)."""
    state = blank(leader="despot")
    assert FACTIONS[EYRIE].item_vp(state, 3) == 1
    put(state, 5, warriors=1, roosts=2)
    give(state, "bake_sale#1")  # two rabbits: a coin worth 3
    begin(state, "craft", faction=EYRIE, pieces=[5, 5])
    play(state, "craft bake_sale#1")
    assert state.vp[EYRIE] == 1
    assert state.crafted_items[EYRIE] == ["coin"]
