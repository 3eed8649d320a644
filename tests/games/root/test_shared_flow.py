"""The shared rules around the factions, on a real game: information (1.2),
drawing and the discard pile (2.1.2-2.1.3), winning at 30 (4.1), and the
standard setup (5.1)."""

from __future__ import annotations

import pytest

from games.core import GameOver, get_game
from games.root import cards, scoring
from games.root.state import RootState

GAME = get_game("root")


def new_game(seed: int = 3, **options: str) -> RootState:
    state = GAME.setup(2, {"factions": "marquise,eyrie", **options}, seed)
    assert isinstance(state, RootState)
    return state


def test_1_2_hand_sizes_and_the_discard_pile_are_public_hands_are_not() -> None:
    state = new_game()
    state.discard.append("anvil#1")
    public = state.view(None)
    assert public["hand_sizes"] == [3, 3] and public["discard"] == ["anvil#1"]
    assert "private" not in public and "hands" not in public
    mine = state.view(0)["private"]
    assert [c["card"] for c in mine["hand"]] == state.hands[0]
    assert "private" not in state.view(None)


def test_2_1_2_an_empty_deck_is_refilled_by_shuffling_the_discard_pile() -> None:
    state = new_game()
    state.discard, state.deck = state.deck[:5], []
    events = cards.draw(state, 0, 2)
    assert events[0].kind == "reshuffled"
    assert len(state.hands[0]) == 5 and len(state.deck) == 3 and state.discard == []


def test_2_1_2_with_no_card_anywhere_draw_as_many_as_there_are() -> None:
    state = new_game()
    state.deck, state.discard = ["anvil#1"], []
    cards.draw(state, 0, 3)
    assert len(state.hands[0]) == 4 and state.deck == []


def test_2_1_2_drawn_cards_are_told_only_to_the_one_who_draws() -> None:
    state = new_game()
    events = cards.draw(state, 1, 1)
    secret = next(e for e in events if e.kind == "drew_cards")
    public = next(e for e in events if e.kind == "drew")
    assert secret.to == frozenset({1}) and public.params["count"] == 1


def test_2_1_3_spent_cards_go_to_the_discard_pile_dominance_cards_beside_the_map() -> None:
    state = new_game()
    state.hands[0] = ["anvil#1", "dominance_fox#1"]
    cards.discard(state, 0, "anvil#1")
    cards.discard(state, 0, "dominance_fox#1")
    assert state.discard == ["anvil#1"]
    assert state.available_dominance == ["dominance_fox#1"]


def test_4_1_thirty_points_win_at_once() -> None:
    state = new_game()
    faction = state.factions[1]
    state.vp[faction] = 28
    events = scoring.score(state, faction, 2, "test")
    assert [e.kind for e in events] == ["scored", "game_won"]
    result = state.result()
    assert result is not None and result.winners == (1,) and result.details["how"] == "vp"
    with pytest.raises(GameOver):
        state.apply(0, state.legal(0)[0] if state.legal(0) else "done")


def test_5_1_3_each_player_is_dealt_three_cards() -> None:
    state = new_game()
    assert [len(hand) for hand in state.hands] == [3, 3]
    assert len(state.deck) == 54 - 6


def test_5_1_4_ruins_in_the_four_ruin_clearings() -> None:
    state = new_game()
    ruined = sorted(
        int(c) for c, spot in state.board.items() if ["ruin", "ruin"] in spot["buildings"]
    )
    assert ruined == sorted(c.id for c in state.woods.clearings.values() if c.ruin)
    assert len(ruined) == 4


def test_5_1_5_score_markers_start_at_zero() -> None:
    assert new_game().vp == {"marquise": 0, "eyrie": 0}


def test_5_1_1_the_first_player_is_random_unless_chosen() -> None:
    firsts = {new_game(seed).turn_order[0] for seed in range(12)}
    assert firsts == {0, 1}
    assert new_game(5, first_player="2").turn_order == [1, 0]
    assert new_game(5, first_player="1").turn_order == [0, 1]


def test_5_1_6_factions_set_up_in_setup_order_marquise_first() -> None:
    """The Marquise (setup letter A) sets up before the Eyrie (B), whoever plays first."""
    state = new_game(5, first_player="2")
    assert state.pending()[0].seat == state.factions.index("marquise")
    assert state.pending()[0].kind == "marquise_keep"
