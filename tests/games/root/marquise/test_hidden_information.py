"""The Marquise's questions that her hand alone would raise (Law of Root 1.2.1;
seed 003 6.2.3, 6.5): asked whenever the table cannot rule the card out, with
choices only she sees (issue 9; docs/rules/root.md, "Hidden information")."""

from __future__ import annotations

from games.root import cards
from games.root.rules import pieces
from tests.games.root.marquise.position import (
    CAT,
    RIVAL,
    blank,
    daylight,
    give,
    legal_text,
    play,
    put,
)


def hospital_position(*hand: str) -> object:
    """The keep in 1 (fox); warriors in 5 (rabbit); the rival's turn; a deck."""
    state = blank()
    state.deck = [c for c in cards.full_deck() if c not in hand]
    put(state, 1, keep=True, warriors=1)
    put(state, 5, warriors=2)
    state.turn_order = [1, 0]
    give(state, 0, *hand)
    return state


def test_6_2_3_field_hospitals_are_asked_whenever_she_may_hold_a_matching_card() -> None:
    """A fox card in hand, warriors removed from a rabbit clearing: the table
    cannot know she has no rabbit or bird, so she is asked — `done` only."""
    state = hospital_position("anvil#1")
    pieces.remove_pieces(state, 5, CAT, "warriors", 2, RIVAL)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind, prompt.private) == (0, "marquise_field_hospitals", True)
    assert legal_text(state) == ["done"]
    play(state, 0, "done")
    assert state.stack == []


def test_6_2_3_field_hospitals_are_not_asked_with_an_empty_hand() -> None:
    state = hospital_position()
    pieces.remove_pieces(state, 5, CAT, "warriors", 2, RIVAL)
    assert state.stack == []


def test_6_2_3_field_hospitals_are_not_asked_when_every_matching_card_is_seen() -> None:
    """Every rabbit and bird card face up in the discard pile: she cannot hold one."""
    state = hospital_position("anvil#1")
    for card in [c for c in state.deck if cards.matches(c, "rabbit")]:
        state.deck.remove(card)
        state.discard.append(card)
    pieces.remove_pieces(state, 5, CAT, "warriors", 2, RIVAL)
    assert state.stack == []


def test_6_5_her_daylight_menu_is_private_while_she_holds_cards() -> None:
    """Overwork, birds and dominance cards come from the hand (6.5, 6.5.5, 4.3)."""
    state = blank()
    put(state, 5, warriors=2)
    daylight(state)
    assert not state.pending()[0].private
    give(state, 0, "anvil#1")
    assert state.pending()[0].private
