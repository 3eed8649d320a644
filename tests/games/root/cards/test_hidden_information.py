"""Cards shown to one player stay known to them (Law of Root 1.2.1: cards are
revealed only when a card says so): the looker of Codebreakers, the victim of
Stand and Deliver! A resample from their seat keeps those cards where they are;
one from the table's point of view draws them again (issue 9)."""

from __future__ import annotations

from games.core.rng import Rng
from games.root import frames
from tests.games.root.cards.position import blank, give, improve, phase_start


def marquise_menu(state) -> None:  # type: ignore[no-untyped-def]
    """Her Daylight actions menu, crafting over."""
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=3)


def test_3_1_3_codebreakers_the_looker_keeps_knowing_the_cards_seen() -> None:
    state = blank()
    improve(state, 0, "codebreakers")
    give(state, 1, "anvil#1", "sword#1")
    marquise_menu(state)
    state.apply(0, "use codebreakers e")
    assert state.view(0)["private"]["seen"] == [[], ["anvil#1", "sword#1"]]
    assert state.view(1)["private"]["seen"] == [[], []]
    for seed in range(4):
        assert sorted(state.resample((0,), Rng(seed)).hands[1]) == ["anvil#1", "sword#1"]
    assert any(state.resample((), Rng(s)).hands[1] != state.hands[1] for s in range(4))


def test_3_1_3_codebreakers_a_card_drawn_later_is_not_known() -> None:
    state = blank()
    improve(state, 0, "codebreakers")
    give(state, 1, "anvil#1")
    marquise_menu(state)
    state.apply(0, "use codebreakers e")
    give(state, 1, "sword#1")
    assert state.view(0)["private"]["seen"] == [[], ["anvil#1"]]


def test_3_1_3_stand_and_deliver_the_victim_knows_the_card_taken() -> None:
    state = blank()
    improve(state, 0, "stand_and_deliver")
    give(state, 1, "anvil#1", "sword#1", "cobbler#1")
    phase_start(state, 0, "birdsong")
    state.apply(0, "use stand_and_deliver e")
    taken = state.hands[0][0]
    assert state.view(1)["private"]["seen"] == [[taken], []]
    assert state.view(None)["hands_shown"] == [[], []]  # the table saw a card go, not which
    for seed in range(4):
        assert state.resample((1,), Rng(seed)).hands[0] == [taken]


def test_1_2_1_hand_text_says_which_cards_the_player_was_shown() -> None:
    state = blank()
    improve(state, 0, "codebreakers")
    give(state, 1, "anvil#1")
    marquise_menu(state)
    state.apply(0, "use codebreakers e")
    text = state.game.hand_text(state, 0, "en")
    assert "You were shown these cards in the hand of Eyrie Dynasties: Anvil." in text
    assert "You were shown" not in state.game.hand_text(state, 1, "en")
