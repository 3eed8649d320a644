"""Turn 2/2, option A: the big benefit (rulebook "A. Gran beneficio", the
detailed example "Turno 2/2: Gran beneficio" and the FAQ on worker towers)."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from tests.games.meduris.position import held, kinds, play, position

PURPLE, BLUE, GREEN, RED = range(4)


@pytest.mark.parametrize(
    ("below", "gains"), [([], [1]), ([BLUE], [2, 1]), ([BLUE, GREEN], [3, 2, 1])]
)
def test_big_benefit_extraction_hierarchy(below, gains):
    """"A. Gran beneficio": "si el altiplano estaba vacío, tu trabajador extrae
    una materia prima. Si ... ya había un trabajador, tú extraerás 2 materias
    primas y el trabajador de abajo una. En caso de que hubiese dos trabajadores
    anteriormente, tú extraes 3 materias primas, el trabajador de abajo extraerá
    2 y el de abajo del todo extrae 1" (the rulebook's example with two workers
    of the mover: test_examples.py, example 1)."""
    state = position(4, resources=["", "", "", ""], highlands={"wood": below, "copper": [RED]},
                     active=RED)
    events = play(state, (RED, "move copper.1>wood"))
    got = {seat: state.resources[seat][1] for seat in range(4) if state.resources[seat][1]}
    assert got == dict(zip([*below, RED][::-1], gains, strict=True))
    assert state.highlands["wood"] == [*below, RED]
    assert state.highlands["copper"] == []
    assert kinds(events)[0] == "worker_moved"


def test_big_benefit_worker_may_leave_the_bottom_of_a_tower():
    """FAQ "¿Pueden los trabajadores salir de la parte de abajo de una torre de
    trabajadores para el «gran beneficio»?" — "Sí". The workers above drop down."""
    state = position(3, resources=["", "", ""], highlands={"wool": [0, 1, 2], "wood": [1]})
    assert "move wool.1>wood" in [str(a) for a in state.legal(0)]
    play(state, (0, "move wool.1>wood"))
    assert state.highlands["wool"] == [1, 2]
    assert state.highlands["wood"] == [1, 0]
    assert (held(state, 0), held(state, 1)) == ("2wood", "1wood")


def test_big_benefit_worker_must_leave_its_highland():
    """FAQ "¿Puedo trasladar un trabajador dentro del mismo altiplano?" — "No, al
    trasladar un trabajador deberá abandonar el altiplano en el que se encuentra"."""
    state = position(3, highlands={"wool": [0, 1], "wood": [0]})
    moves = [str(a) for a in state.legal(0)]
    assert "move wool.1>wool" not in moves and "move wood.1>wood" not in moves
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "move wool.1>wool")
    assert refused.value.key == "meduris.error.worker"


def test_big_benefit_at_most_three_workers_on_a_highland():
    """"A. Gran beneficio": "Durante todo el juego se aplica la regla de un máximo
    de 3 trabajadores superpuestos en un altiplano"."""
    state = position(3, highlands={"stone": [1, 2, 1], "wool": [0], "wood": [0, 2]})
    assert not any(a.target == "stone" for a in state.legal(0) if hasattr(a, "target"))
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "move wool.1>stone")
    assert refused.value.key == "meduris.error.highland_full"
    assert state.to_json() == before


def test_big_benefit_supply_exhaustion_from_the_bottom():
    """FAQ on running out ("Esto se aplica tanto al «pequeño beneficio» como al
    «gran beneficio»"): the top worker takes its 3 first, then the one below;
    the bottom worker gets what is left, here nothing."""
    state = position(
        3,
        resources=["", "14copper", ""],
        highlands={"copper": [2, 1], "wool": [0]},
    )
    assert state.supply[3] == 4
    play(state, (0, "move wool.1>copper"))
    assert (held(state, 0), held(state, 1), held(state, 2)) == ("3copper", "15copper", "")
    assert state.supply[3] == 0


def test_big_benefit_several_own_workers_gain_twice():
    """"A. Gran beneficio": "si varios de tus trabajadores se encuentran en el
    altiplano elegido, entonces serás tú el que obtenga los múltiples beneficios"."""
    state = position(2, resources=["", ""], highlands={"wool": [0, 1], "stone": [0]})
    play(state, (0, "move stone.1>wool"))
    assert (held(state, 0), held(state, 1)) == ("4wool", "2wool")


def test_big_benefit_ends_the_turn():
    """"A. Gran beneficio": "A continuación, será el turno del siguiente jugador"
    (clockwise: the next seat in turn order rolls)."""
    state = position(3, highlands={"wool": [2], "wood": [0, 1]}, active=2)
    events = play(state, (2, "move wool.1>stone"))
    assert kinds(events)[-1] == "turn"
    assert (state.phase, state.active) == ("roll", 0)


def test_big_benefit_offers_a_move_for_every_worker_and_target():
    """"A. Gran beneficio": any of your workers to any other highland with room;
    with four highlands of three places a move is always possible."""
    state = position(3, highlands={"wool": [0], "wood": [1, 2], "stone": [0, 1, 2]})
    moves = sorted(str(a) for a in state.legal(0) if str(a).startswith("move"))
    assert moves == sorted([
        "move wool.1>wood", "move wool.1>copper",
        "move stone.1>wool", "move stone.1>wood", "move stone.1>copper",
    ])
