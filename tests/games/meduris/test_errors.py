"""Refused actions: a typed error with a helpful key, and nothing changes
(docs/architecture.md, "Errors ... Raising one leaves the state untouched")."""

from __future__ import annotations

import pytest

from games.core import IllegalAction, NotYourTurn
from tests.games.meduris.position import position, rig_die

PLOT_2_ASKS = "1wood 1stone"


def refused(state, seat, text, error=IllegalAction):
    """Apply `text`, expect `error`, check the state is unchanged; the error."""
    before = state.to_json()
    with pytest.raises(error) as caught:
        state.apply(seat, text)
    assert state.to_json() == before
    return caught.value


def test_refused_build_on_a_taken_plot():
    """"Elegir casilla: elige una casilla sin edificar"."""
    state = position(3, ". H1", resources=["3wood 3stone", "", ""])
    error = refused(state, 0, "hut 2")
    assert error.key == "meduris.error.plot_taken"
    assert "Plot 2" in str(error)


def test_refused_build_on_an_unaffordable_plot():
    """"Emplear materias primas": the refusal names the cost and what is held."""
    state = position(3, resources=["1wood", "", ""])
    error = refused(state, 0, "temple 2")
    assert error.key == "meduris.error.cannot_afford"
    assert "1wood 1stone" in str(error) and "you hold 1wood" in str(error)


def test_refused_build_on_a_plot_off_the_board():
    """The board has 32 plots with 2-3 players: plot 33 does not exist."""
    error = refused(position(3, resources=[PLOT_2_ASKS, "", ""]), 0, "hut 33")
    assert error.key == "meduris.error.no_plot"
    assert error.params == {"plot": 33, "size": 32}


def test_refused_move_to_a_full_highland():
    """"A. Gran beneficio": at most 3 workers on a highland."""
    state = position(3, highlands={"stone": [1, 2, 1], "wool": [0], "copper": [0]})
    error = refused(state, 0, "move wool.1>stone")
    assert error.key == "meduris.error.highland_full"
    assert "three workers" in str(error)


def test_refused_move_of_a_worker_that_is_not_there():
    """"A. Gran beneficio": only your own workers move."""
    state = position(3, highlands={"wool": [1, 0], "wood": [0]})
    assert refused(state, 0, "move wool.1>wood").key == "meduris.error.worker"
    assert refused(state, 0, "move copper.1>wood").key == "meduris.error.worker"


def test_refused_wrong_seat_is_not_your_turn():
    """"Desarrollo del juego": turns go clockwise; a seat with nothing to decide
    is told so, with the seats the game is waiting for."""
    state = position(3, phase="roll", active=1)
    error = refused(state, 0, "roll", NotYourTurn)
    assert error.params["waiting"] == [1]
    refused(state, 2, "hut 2", NotYourTurn)


def test_refused_action_of_the_wrong_step():
    """"Cada turno consta siempre de dos partes": first the roll, then A, B or C."""
    state = position(3, resources=[PLOT_2_ASKS, "", ""], phase="roll")
    assert refused(state, 0, "hut 2").key == "meduris.error.wrong_step"
    rig_die(state, "stone")
    state.apply(0, "roll")
    assert refused(state, 0, "roll").key == "meduris.error.wrong_step"


def test_refused_payment_that_does_not_cover_the_cost():
    """"Emplear materias primas": only payments covering the plot are taken."""
    state = position(3, resources=["2wool 1stone 2copper", "", ""])
    state.apply(0, "hut 2")
    assert state.phase == "pay"
    assert refused(state, 0, "pay 1stone 1copper").key == "meduris.error.amounts"
    assert refused(state, 0, "pay 2wool 2copper").key == "meduris.error.amounts"


def test_refused_offer_beyond_the_screen():
    """"El ritual de ofrenda": you offer only what you hold."""
    state = position(3, "7:H1", resources=["1wool 1copper", "", ""], druid=2)
    state.apply(0, "temple 20")
    assert state.phase == "ritual"
    assert refused(state, 1, "offer 1wool").key == "meduris.error.amounts"
    assert refused(state, 1, "offer token").key == "meduris.error.amounts"


def test_refused_errors_read_well_in_spanish():
    """Every refusal is localized: the Spanish text differs from the key."""
    state = position(3, ". H1", resources=["3wood 3stone", "", ""])
    error = refused(state, 0, "hut 2")
    assert error.text("es") != error.key
