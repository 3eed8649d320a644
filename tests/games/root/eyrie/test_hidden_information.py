"""The Eyrie's questions that its hand alone would raise (Law of Root 1.2.1;
seed 003 7.4.2, 7.5; 4.3): asked whenever the table cannot rule the card out,
with choices only the Eyrie sees (issue 9; docs/rules/root.md, "Hidden
information")."""

from __future__ import annotations

from tests.games.root.eyrie.position import (
    EYRIE,
    begin,
    blank,
    give,
    legal_text,
    play,
    prompt_kind,
    put,
)


def test_7_4_2_the_decree_additions_are_private() -> None:
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    assert prompt_kind(state) == "eyrie_add_decree" and state.pending()[0].private


def test_7_4_2_the_second_card_is_asked_whenever_the_hand_holds_any() -> None:
    """After a bird, a hand of birds only has nothing to add; the question comes
    anyway (skipping it would tell what is left), with `done` only."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "sappers#1", "armorers#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    play(state, "decree move sappers#1")
    assert prompt_kind(state) == "eyrie_add_decree" and legal_text(state) == ["done"]


def test_7_5_daylight_extras_are_asked_whenever_a_dominance_card_may_be_held() -> None:
    """10 VP and a card in hand: the table cannot know it is not a dominance
    card (4.3.1), so the extras are asked, privately, with `done` only."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    state.vp[EYRIE] = 10
    give(state, "anvil#1")
    begin(state, "eyrie_daylight", step="extras_first")
    assert prompt_kind(state) == "eyrie_daylight_extras.before"
    assert state.pending()[0].private and legal_text(state) == ["done"]


def test_7_5_daylight_extras_are_not_asked_when_the_table_knows_there_are_none() -> None:
    """Under 10 VP and no dominance card beside the map: nothing to ask."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "dominance_fox#1")
    state.vp[EYRIE] = 9
    begin(state, "eyrie_daylight", step="extras_first")
    assert prompt_kind(state) != "eyrie_daylight_extras.before"
