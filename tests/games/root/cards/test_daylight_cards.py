"""Daylight improvements: Tax Collector and Codebreakers (any time in your
Daylight, once per turn) and Command Warren (start of Daylight). Law of
Root 3.1.3; the cards as summarized in the reference data."""

from __future__ import annotations

from games.root import frames, rules
from games.root.actions import Battle
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    card_count,
    give,
    improve,
    legal_text,
    phase_start,
    put,
)


def marquise_menu(state) -> None:  # type: ignore[no-untyped-def]
    """Her Daylight actions menu, crafting over."""
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=3)


def test_3_1_3_tax_collector_removes_your_warrior_to_draw_a_card() -> None:
    state = blank()
    improve(state, 0, "tax_collector")
    put(state, 5, CAT, warriors=2)
    marquise_menu(state)
    assert "use tax_collector 5" in legal_text(state, 0)
    before = card_count(state)
    state.apply(0, "use tax_collector 5")
    assert state.board["5"]["warriors"][CAT] == 1
    assert len(state.hands[0]) == 1 and card_count(state) == before
    assert state.vp == {CAT: 0, EYRIE: 0}  # no VP for your own warrior (4.2.1)


def test_tax_collector_once_per_turn_and_only_where_you_have_warriors() -> None:
    state = blank()
    improve(state, 0, "tax_collector")
    put(state, 5, CAT, warriors=2)
    put(state, 6, EYRIE, warriors=2)
    assert [str(a) for a in rules.daylight_extras(state, 0)] == ["use tax_collector 5"]
    marquise_menu(state)
    state.apply(0, "use tax_collector 5")
    assert not [t for t in legal_text(state, 0) if t.startswith("use tax_collector")]
    state.turn_flags = {}  # a new turn
    state.changed()  # an edit outside `apply`
    assert "use tax_collector 5" in legal_text(state, 0)


def test_3_1_3_codebreakers_shows_the_hand_to_the_looker_alone() -> None:
    state = blank()
    improve(state, 0, "codebreakers")
    give(state, 1, "anvil#1", "sword#1")
    marquise_menu(state)
    before = state.to_json()
    events = state.apply(0, "use codebreakers e")
    secret = [e for e in events if e.kind == "hand_seen"]
    assert secret[0].to == frozenset({0}) and secret[0].params["cards"] == ["anvil#1", "sword#1"]
    assert events.barrier  # revealed information: no undo across it
    assert all("anvil#1" not in str(e.params) for e in events if e.to is None)
    assert state.hands == before["hands"]  # looking changes no hand
    assert not [t for t in legal_text(state, 0) if t.startswith("use codebreakers")]


def test_codebreakers_not_offered_against_an_empty_hand() -> None:
    state = blank()
    improve(state, 0, "codebreakers")
    assert rules.daylight_extras(state, 0) == []


def test_daylight_effects_are_only_for_the_one_who_has_the_card() -> None:
    state = blank()
    improve(state, 1, "tax_collector", "codebreakers")
    put(state, 5, CAT, warriors=2)
    give(state, 1, "anvil#1")
    assert rules.daylight_extras(state, 0) == []


def test_3_1_3_command_warren_may_start_a_battle_when_daylight_begins() -> None:
    state = blank()
    improve(state, 0, "command_warren")
    put(state, 5, CAT, warriors=3)
    put(state, 5, EYRIE, warriors=1)
    assert phase_start(state, 0, "daylight")
    assert legal_text(state, 0) == ["use command_warren", "done"]
    state.apply(0, "use command_warren")
    assert frames.top(state)["type"] == "battle"
    assert Battle(5, EYRIE) in state.legal(0)


def test_command_warren_used_is_the_choice_to_battle() -> None:
    """Using the card initiates the battle: no `done` after it, so a single
    possible battle leaves nothing to ask (the game master plays it)."""
    state = blank()
    improve(state, 0, "command_warren")
    put(state, 5, CAT, warriors=3)
    put(state, 5, EYRIE, warriors=1)
    phase_start(state, 0, "daylight")
    state.apply(0, "use command_warren")
    assert legal_text(state, 0) == ["x5 e"]


def test_command_warren_not_offered_without_a_battle() -> None:
    state = blank()
    improve(state, 0, "command_warren")
    put(state, 5, CAT, warriors=3)
    assert not phase_start(state, 0, "daylight")
    assert state.stack == []


def test_the_eyries_daylight_offers_them_too() -> None:
    state = blank()
    improve(state, 1, "codebreakers", "tax_collector")
    put(state, 7, EYRIE, warriors=1)
    give(state, 0, "anvil#1")
    frames.push(state, "eyrie_daylight", seat=1, step="extras_first")
    assert legal_text(state, 1) == ["use tax_collector 7", "use codebreakers c", "done"]
    state.apply(1, "use codebreakers c")
    assert legal_text(state, 1) == ["use tax_collector 7", "done"]
