"""Turn 1/2, the small benefit: the die and its faces (rulebook "Desarrollo del
juego", "Pequeño beneficio", and the FAQ on running out of supply)."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from tests.games.meduris.position import held, play, position, rig_die


def test_turn_starts_with_the_roll():
    """"Pequeño beneficio": "Empiezas tu turno tirando el dado": the active player
    alone is asked, and `roll` is the only choice."""
    state = position(3, phase="roll", active=1)
    (prompt,) = state.pending()
    assert (prompt.seat, prompt.kind) == (1, "roll")
    assert [str(a) for a in state.legal(1)] == ["roll"]
    assert state.legal(0) == []


def test_die_resource_face_workers_extract_one_each():
    """"Pequeño beneficio": on a resource face every worker on that highland
    extracts one for its owner; then the roller goes on to the big benefit."""
    state = position(
        3,
        resources=["", "", ""],
        highlands={"stone": [0, 1, 0], "wool": [2]},
        phase="roll",
        active=2,
    )
    rig_die(state, "stone")
    events = play(state, (2, "roll"))
    assert events[0].params["face"] == "stone"
    assert [held(state, s) for s in range(3)] == ["2stone", "1stone", ""]
    assert state.supply[2] == 15
    assert (state.phase, state.active) == ("big_benefit", 2)


def test_die_resource_face_supply_runs_out_from_the_bottom():
    """FAQ "¿Qué ocurre si ... no queda ninguna en la provisión?": the top worker
    extracts first, "será el trabajador de abajo el que se quede sin ellas"."""
    state = position(
        3,
        resources=["", "16copper", ""],
        highlands={"copper": [0, 1, 2]},
        phase="roll",
    )
    assert state.supply[3] == 2
    rig_die(state, "copper")
    play(state, (0, "roll"))
    assert [held(state, s) for s in range(3)] == ["", "17copper", "1copper"]
    assert state.supply[3] == 0


def test_die_resource_face_empty_highland_gives_nothing():
    """FAQ: "mientras no se devuelvan materias primas a la provisión, no se podrá
    extraer nada de este altiplano"."""
    state = position(3, resources=["18wood", "", ""], highlands={"wood": [1, 2]}, phase="roll")
    rig_die(state, "wood")
    play(state, (0, "roll"))
    assert [held(state, s) for s in range(3)] == ["18wood", "", ""]
    assert state.supply[1] == 0


def test_die_extraction_log_names_only_real_gains():
    """"Pequeño beneficio": the channel is told who extracted what; a worker who
    got nothing (empty supply) must not be reported as extracting "0 wood"."""
    state = position(3, resources=["17wood", "", ""], highlands={"wood": [1, 2]}, phase="roll")
    rig_die(state, "wood")
    events = play(state, (0, "roll"))
    extracted = [(e.params["seat"], e.params["count"]) for e in events if e.kind == "extracted"]
    assert extracted == [(2, 1)]


def test_die_plus_one_face_every_player_takes_one_resource_in_turn_order():
    """"Pequeño beneficio" (+1 face), as printed: "Por turnos (empezando por el
    jugador al que le toque) todos los jugadores podrán obtener la materia prima
    que deseen, sin importar dónde se encuentre el trabajador", and the FAQ:
    "cada uno elegirá una materia prima, empezando por el jugador que acaba de
    tirar el dado": one resource per player, whatever their workers, in turn
    order from the roller."""
    state = position(3, resources=["", "", ""], phase="roll", active=1)
    assert state.options["plus_one"] == "player"  # the printed rule is the default
    rig_die(state, "gain")
    play(state, (1, "roll"))
    order = []
    while state.phase == "gain":
        (prompt,) = state.pending()
        assert (prompt.params["count"], prompt.params["per"]) == (1, "player")
        order.append(prompt.seat)
        play(state, (prompt.seat, "take 1copper"))
    assert order == [1, 2, 0]
    assert [held(state, s) for s in range(3)] == ["1copper"] * 3
    assert (state.phase, state.active) == ("big_benefit", 1)


def test_die_plus_one_face_offers_each_kind_and_refuses_more():
    """"Pequeño beneficio" (+1 face): "la materia prima que deseen": one of the
    four kinds, free choice; two resources are refused, nothing changes."""
    state = position(2, phase="roll")  # two players: three workers each
    rig_die(state, "gain")
    play(state, (0, "roll"))
    assert [str(a) for a in state.legal(0)] == [
        "take 1wool", "take 1wood", "take 1stone", "take 1copper",
    ]
    before = state.to_json()
    for wrong in ("take 1wool 1wood", "take 3wood"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, wrong)
        assert refused.value.key == "meduris.error.amounts"
    assert state.to_json() == before


def test_die_plus_one_face_option_one_resource_per_worker():
    """Option `plus_one=worker` (the short rules' "todos los trabajadores
    pueden ..." read as one per worker): each player takes as many resources as
    they have workers, of their free choice, in turn order from the roller."""
    state = position(3, resources=["", "", ""], phase="roll", active=1,
                     options={"plus_one": "worker"})
    rig_die(state, "gain")
    play(state, (1, "roll"))
    order = []
    while state.phase == "gain":
        (prompt,) = state.pending()
        assert (prompt.params["count"], prompt.params["per"]) == (2, "worker")
        order.append(prompt.seat)
        play(state, (prompt.seat, "take 1wool 1copper"))
    assert order == [1, 2, 0]
    assert [held(state, s) for s in range(3)] == ["1wool 1copper"] * 3


def test_die_plus_one_face_option_per_worker_offers_every_choice():
    """Option `plus_one=worker`: the resources are of the owner's free choice,
    exactly one per worker (multisets of two among four kinds)."""
    state = position(3, phase="roll", options={"plus_one": "worker"})
    rig_die(state, "gain")
    play(state, (0, "roll"))
    takes = [str(a) for a in state.legal(0)]
    assert len(takes) == 10
    assert "take 2stone" in takes and "take 1wool 1wood" in takes
    for wrong in ("take 1wool", "take 3wood"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, wrong)
        assert refused.value.key == "meduris.error.amounts"


@pytest.mark.parametrize(("plus_one", "first_take"), [
    ("player", "take 1stone"), ("worker", "take 1stone 1copper"),
])
def test_die_plus_one_face_limited_by_the_supply(plus_one, first_take):
    """FAQ on an empty supply, applied to the +1 face: what is not in the supply
    cannot be taken; a player who can take nothing is not asked."""
    state = position(
        3,
        resources=["18wool 18wood 17stone", "", "17copper"],
        phase="roll",
        options={"plus_one": plus_one},
    )
    assert state.supply == [0, 0, 1, 1]
    rig_die(state, "gain")
    play(state, (0, "roll"))
    assert str(state.legal(0)[0]) == first_take
    play(state, (0, first_take))
    while state.phase == "gain":
        (prompt,) = state.pending()
        play(state, (prompt.seat, str(state.legal(prompt.seat)[0])))
    assert state.supply == [0, 0, 0, 0]
    assert state.phase == "big_benefit"


def test_die_return_face_everyone_gives_one_back():
    """"Pequeño beneficio" (-1 face): "Cada jugador debe devolver una de sus
    materias primas al tablero ... El que no disponga de ninguna no tendrá que
    devolver nada". Nobody waits for anybody: the prompts are simultaneous."""
    state = position(3, resources=["2wool", "", "1wood 1copper"], phase="roll", active=0)
    rig_die(state, "return")
    play(state, (0, "roll"))
    assert sorted(p.seat for p in state.pending()) == [0, 2]
    assert [str(a) for a in state.legal(2)] == ["return wood", "return copper"]
    play(state, (2, "return copper"), (0, "return wool"))
    assert [held(state, s) for s in range(3)] == ["1wool", "", "1wood"]
    assert state.supply == [17, 17, 18, 18]
    assert (state.phase, state.active) == ("big_benefit", 0)


def test_die_return_face_nobody_holds_anything():
    """"Pequeño beneficio" (-1 face): with empty screens nothing is asked and the
    roller goes straight on to the big benefit."""
    state = position(2, resources=["", ""], phase="roll", active=1)
    rig_die(state, "return")
    play(state, (1, "roll"))
    assert (state.phase, state.active) == ("big_benefit", 1)


def test_die_has_the_six_faces():
    """"¿Qué muestra el dado?": four resource faces, the +1 face and the -1 face;
    the seeded die shows each of them."""
    seen = set()
    for seed in range(60):
        state = position(2, phase="roll", seed=seed)
        seen.add(play(state, (0, "roll"))[0].params["face"])
    assert seen == {"wool", "wood", "stone", "copper", "gain", "return"}
