"""The Marquise's faction rules (Law of Root 6.2; seed 003 6.2.1-6.2.3)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board, frames
from games.root.factions.base import FACTIONS
from games.root.factions.marquise import board as mb
from games.root.rules import movement, pieces
from tests.games.root.marquise.position import (
    CAT,
    RIVAL,
    blank,
    give,
    legal_text,
    play,
    put,
)


def test_6_2_1_she_crafts_with_workshops() -> None:
    state = blank()
    put(state, 5, buildings=["workshop", "workshop"])
    put(state, 9, buildings=["workshop", "sawmill"])
    assert FACTIONS[CAT].crafting_pieces(state, 0) == [5, 5, 9]


def test_6_2_2_only_the_marquise_places_in_the_keep_clearing() -> None:
    state = blank()
    put(state, 1, keep=True, warriors=1)
    assert not pieces.may_place(state, RIVAL, 1)
    assert pieces.may_place(state, RIVAL, 5)
    assert pieces.may_place(state, CAT, 1)
    assert pieces.place_warriors(state, 1, RIVAL, 2) == []
    assert board.warriors(state.board, 1, RIVAL) == 0
    assert pieces.place_warriors(state, 1, CAT, 2)
    assert board.warriors(state.board, 1, CAT) == 3


def test_example_6_2_2_pieces_may_move_into_the_keep_clearing() -> None:
    """Seed 000 6.2.2: "(*Las piezas pueden entrar en este claro*)" (pieces may enter this
    clearing)."""
    state = blank()
    put(state, 1, keep=True)
    put(state, 5, warriors=2, faction=RIVAL)
    assert any(m.target == 1 for m in movement.legal_moves(state, RIVAL))


def test_example_6_2_2_a_removed_keep_goes_back_to_the_box() -> None:
    """Seed 003 6.2.2: "Si la ficha de la fortaleza es retirada se devuelve a la caja, no puede
    volver al mapa de nuevo" (a removed keep goes back to the box and can never return to the
    map)."""
    state = blank()
    put(state, 1, keep=True)
    give(state, 0, "anvil#1")
    pieces.remove_pieces(state, 1, CAT, "keep", 1, RIVAL)
    assert mb.keep_clearing(state) is None
    assert mb.supply(state, "keep") == 0
    assert mb.data(state)["keep_gone"] is True
    assert state.vp[RIVAL] == 1  # a token removed scores (4.2.1)
    assert pieces.may_place(state, RIVAL, 1)  # the clearing is open to all again
    assert FACTIONS[CAT].public_view(state)["keep_gone"] is True


def hospital_position() -> object:
    """The keep in 1 (fox); warriors in 6 (fox) and 5 (rabbit); the rival's turn."""
    state = blank()
    put(state, 1, keep=True, warriors=1)
    put(state, 6, warriors=3)
    put(state, 5, warriors=2)
    state.turn_order = [1, 0]
    return state


def test_6_2_3_field_hospitals_ask_her_even_in_another_turn() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1", "bake_sale#1", "armorers#1")  # fox, rabbit, bird
    pieces.remove_pieces(state, 6, CAT, "warriors", 2, RIVAL)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind) == (0, "marquise_field_hospitals")
    assert prompt.params == {"count": 2, "clearing": 6}
    # a card matching THAT clearing (fox), birds wild; not the rabbit card
    assert legal_text(state) == ["hospital anvil#1", "hospital armorers#1", "done"]
    assert state.legal(1) == []  # the game waits for her


def test_6_2_3_spending_the_card_puts_them_in_the_keep_clearing() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1")
    pieces.remove_pieces(state, 6, CAT, "warriors", 2, RIVAL)
    play(state, 0, "hospital anvil#1")
    assert board.warriors(state.board, 6, CAT) == 1
    assert board.warriors(state.board, 1, CAT) == 3
    assert state.hands[0] == [] and "anvil#1" in state.discard
    assert mb.supply(state, "warriors") == 25 - 6
    assert state.stack == []


def test_6_2_3_she_may_let_them_go() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1")
    pieces.remove_pieces(state, 6, CAT, "warriors", 3, RIVAL)
    play(state, 0, "done")
    assert board.warriors(state.board, 1, CAT) == 1
    assert mb.supply(state, "warriors") == 25 - 3
    assert state.hands[0] == ["anvil#1"]


def test_6_2_3_no_matching_card_no_question() -> None:
    """No deck in this position: the table can tell that she holds no rabbit or
    bird card (with a deck she is asked anyway: test_hidden_information.py)."""
    state = hospital_position()
    give(state, 0, "anvil#1")  # fox; the warriors fall in rabbit clearing 5
    pieces.remove_pieces(state, 5, CAT, "warriors", 2, RIVAL)
    assert state.stack == []


def test_6_2_3_only_while_the_keep_is_on_the_map() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1")
    pieces.remove_pieces(state, 1, CAT, "keep", 1, RIVAL)
    pieces.remove_pieces(state, 6, CAT, "warriors", 2, RIVAL)
    assert state.stack == []


def test_6_2_3_a_card_not_matching_is_refused() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1", "bake_sale#1")
    pieces.remove_pieces(state, 6, CAT, "warriors", 1, RIVAL)
    with pytest.raises(IllegalAction):
        play(state, 0, "hospital bake_sale#1")
    assert frames.top(state)["type"] == "marquise_field_hospitals"


def test_6_2_3_buildings_removed_ask_nothing() -> None:
    state = hospital_position()
    give(state, 0, "anvil#1")
    put(state, 6, buildings=["sawmill"])
    pieces.remove_pieces(state, 6, CAT, "sawmill", 1, RIVAL)
    assert state.stack == []
    assert mb.supply(state, "sawmill") == 6  # back on its track


def test_6_2_3_one_question_per_clearing_each_in_turn() -> None:
    """Warriors removed from two clearings at once: one card for each clearing."""
    state = hospital_position()
    give(state, 0, "anvil#1", "bake_sale#1")
    pieces.remove_pieces(state, 6, CAT, "warriors", 1, RIVAL)
    pieces.remove_pieces(state, 5, CAT, "warriors", 2, RIVAL)
    assert state.pending()[0].params == {"count": 2, "clearing": 5}
    play(state, 0, "hospital bake_sale#1")
    assert state.pending()[0].params == {"count": 1, "clearing": 6}
    play(state, 0, "hospital anvil#1")
    assert board.warriors(state.board, 1, CAT) == 4
    assert state.stack == []
