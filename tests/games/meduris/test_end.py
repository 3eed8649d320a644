"""The end of the game (rulebook "Fin del juego", "La última ronda del druida",
"Calificación final de templos", "Calificación rúnica final" and the ties).

Plots used (2-3 player side): 20 wool+copper (rune area 6); plots 1-5 are area
1, 6-8 area 2, 30-32 area 9; the great river lies between plots 32 and 1.
"""

from __future__ import annotations

import pytest

from games.core import GameOver
from games.meduris.state import MedurisState
from tests.games.meduris.position import at_step, kinds, play, position, rig_die

# Purple (seat 0) has 7 of her 8 huts and both temples on the ring; the druid
# stands at the end of the settlement on plots 3-9; the settlement on plots 30,
# 31, 32 and 1 spans the great river.
NEARLY_DONE = "H2 . H0 H0 H1 H0 H0 H2 H0 T0 . T0 30:H0 H1 H0"


def one_quiet_turn(state: MedurisState, seat: int, move: str) -> list:
    """A turn in which the die shows stone (nobody extracts) and a worker moves."""
    rig_die(state, "stone")
    return play(state, (seat, "roll"), (seat, move))


def answer_every_offering(state: MedurisState) -> list:
    """Offer nothing at every hut the druid asks, until he is done."""
    events = []
    while state.phase in ("ritual", "final_lap"):
        (prompt,) = state.pending()
        events += play(state, (prompt.seat, "offer none"))
    return events


def purple_finishes() -> MedurisState:
    state = position(
        3,
        NEARLY_DONE,
        resources=["1wool 1copper", "", ""],
        scores=[20, 10, 10],
        highlands={"wool": [0], "wood": [1], "copper": [2]},
        runes={1: 0, 2: 0, 9: 1},
        druid=9,
    )
    assert (state.huts_left[0], state.temples_left[0]) == (1, 0)
    return state


def test_end_trigger_each_other_player_gets_exactly_one_more_turn():
    """"Fin del juego": "Tan pronto como un jugador haya erigido los dos templos y
    haya edificado todas sus cabañas ... al resto de los jugadores únicamente les
    queda un turno por jugar"; the player who finished plays no more."""
    state = purple_finishes()
    events = play(state, (0, "hut 20"))
    events += answer_every_offering(state)  # the druid's ritual at plot 20 ends her turn
    assert "end_triggered" in kinds(events)
    assert (state.phase, state.active) == ("roll", 1)
    one_quiet_turn(state, 1, "move wood.1>stone")
    assert (state.phase, state.active) == ("roll", 2)
    events = one_quiet_turn(state, 2, "move copper.1>wood")
    assert "final_lap" in kinds(events)
    assert state.phase == "final_lap"
    assert all(p.kind == "offering" for p in state.pending())


def test_end_not_triggered_while_a_temple_is_left():
    """"Fin del juego": both temples *and* every hut: a player with all huts
    built but a temple in stock does not end the game."""
    state = position(3, "T0", resources=["1wool 1copper", "", ""], highlands={"wool": [0]})
    state.huts_left[0] = 1
    events = play(state, (0, "hut 20")) + answer_every_offering(state)
    assert "end_triggered" not in kinds(events)
    assert state.end_by is None
    at_step(state, "big_benefit")
    state.turn_index = 0
    state.resources[0] = [1, 0, 0, 1]
    events = play(state, (0, "temple 7")) + answer_every_offering(state)
    assert "end_triggered" in kinds(events)
    assert state.end_by == 0


def reach_final_lap() -> tuple[MedurisState, list]:
    state = purple_finishes()
    play(state, (0, "hut 20"))
    answer_every_offering(state)
    one_quiet_turn(state, 1, "move wood.1>stone")
    events = one_quiet_turn(state, 2, "move copper.1>wood")
    return state, events


def test_final_lap_visits_every_hut_exactly_once_with_no_rune_count():
    """"La última ronda del druida": the druid's place is marked with the die; he
    makes "una última ronda completa y exige una última ofrenda a todas las
    cabañas", settlement by settlement, ending at the marked hut. "En esta última
    ronda del druida no hay recuento rúnico intermedio", though he crosses the
    river (from plot 32 to plot 1, in the middle of a settlement)."""
    state, events = reach_final_lap()
    assert [e.params for e in events if e.kind == "final_lap"] == [{"plot": 20, "huts": 12}]
    visits, events = [], []
    while state.phase == "final_lap":
        (prompt,) = state.pending()
        visits.append((prompt.params["plot"], prompt.params["huts"], prompt.seat))
        events += play(state, (prompt.seat, "offer none"))
    assert visits == [
        (30, 4, 0), (31, 4, 1), (32, 4, 0), (1, 4, 2),
        (3, 7, 0), (4, 7, 0), (5, 7, 1), (6, 7, 0), (7, 7, 0), (8, 7, 2), (9, 7, 0),
        (20, 1, 0),
    ]
    assert "rune_count" not in kinds(events)
    assert state.phase == "over"


def test_final_lap_offerings_score_like_any_ritual():
    """"La última ronda del druida": at each hut "+1, si sólo se presenta una de las
    materias primas exigidas; + tantos puntos como cabañas haya en el asentamiento
    cuando se presenten las dos; -1 cuando no se ofrenda ninguna"."""
    state, _ = reach_final_lap()
    state.resources[0] = [1, 0, 1, 0]  # plot 30 asks wool and stone
    state.resources[1] = [0, 0, 1, 0]  # plot 31 asks stone and copper
    before = list(state.scores)
    play(state, (0, "offer 1wool 1stone"), (1, "offer 1stone"), (0, "offer none"))
    assert state.scores == [before[0] + 4 - 1, before[1] + 1, before[2]]


def test_final_scoring_after_the_final_lap():
    """"Valoración final de puntos": after the last lap, temples and rune stones
    are scored; the game is over and the result is public."""
    state, _ = reach_final_lap()
    events = answer_every_offering(state)
    # Offerings: purple 20-1 (her ritual) -8 = 11, blue 10-2 = 8, green 10-2 = 8.
    # Temples: plot 10 has the 7-hut settlement on its left (+7), plot 12 nothing.
    # Rune stones: purple areas 1, 2, 6 -> 1+2+3; blue area 9 -> 1.
    assert [e.params["points"] for e in events if e.kind == "temple_scored"] == [7, 0]
    result = state.result()
    assert result is not None
    assert result.scores == (11 + 7 + 6, 8 + 1, 8)
    assert result.winners == (0,)
    assert result.ranking == (0, 1, 2)
    assert state.view(None)["result"]["winners"] == [0]


def test_final_temple_scoring_counts_the_settlements_left_and_right():
    """"Calificación final de templos": a temple scores one point per hut of the
    settlement on its left and on its right, whatever their colour; "Las cabañas
    pueden puntuar para un templo situado a la izquierda y uno situado a la
    derecha"; FAQ: "un templo contiguo no suma puntos"."""
    state = position(
        3,
        "3:H1 H2 T0 H1 H1 H1 T2 T0 H1",
        scores=[50, 50, 50],
        highlands={"wool": [2]},
        druid=11,
        active=2,
    )
    state.end_by = 0
    events = play(state, (2, "move wool.1>wood")) + answer_every_offering(state)
    temples = {e.params["plot"]: e.params["points"] for e in events if e.kind == "temple_scored"}
    assert temples == {5: 5, 9: 3, 10: 1}
    assert state.scores == [50 + 5 + 1, 50 - 5, 50 - 1 + 3]


def end_now(state: MedurisState) -> MedurisState:
    """Green's last turn ends: with no hut on the ring the final lap is empty."""
    state.end_by = 0
    play(state, (2, "move wool.1>wood"))
    assert state.result() is not None
    return state


def test_tie_broken_by_most_buildings():
    """"Fin del juego": "En caso de empate, gana aquél que haya levantado más
    cabañas y templos"."""
    state = position(3, "T0 . T1 . T1", scores=[30, 30, 20], highlands={"wool": [2]}, active=2)
    result = end_now(state).result()
    assert result.winners == (1,)
    assert result.ranking == (1, 0, 2)


def test_tie_then_broken_by_most_resources_left():
    """"Fin del juego": "Si también se da un empate aquí, entonces gana el jugador
    al que le queden más materias primas"."""
    state = position(
        3,
        "T0 . T1",
        resources=["2wool", "1wool 1wood 1stone", "9copper"],
        scores=[30, 30, 20],
        highlands={"wool": [2]},
        active=2,
    )
    result = end_now(state).result()
    assert result.winners == (1,)
    assert result.details["resources_left"] == [2, 3, 10]  # green's move extracted a wood


def test_tie_on_everything_is_shared():
    """"Fin del juego": "Y si también en este caso hay un empate, es la voluntad de
    los dioses que ganen varios jugadores"."""
    state = position(
        3,
        "T0 . T1",
        resources=["1stone", "1copper", ""],
        scores=[30, 30, 20],
        highlands={"wool": [2]},
        active=2,
    )
    result = end_now(state).result()
    assert result.winners == (0, 1)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_final_message_explains_a_tie_break(locale: str):
    """"Fin del juego": the tied players' buildings and resources left are named,
    in words, for the group that was tied; untied places need no words."""
    state = position(3, "T0 . T1 . T1", scores=[30, 30, 20], highlands={"wool": [2]}, active=2)
    result = end_now(state).result()
    lines = state.game.result_lines(result, locale, ["Ann", "Bob", "Cy"])
    assert len(lines) == 1
    assert "Ann" in lines[0] and "Bob" in lines[0] and "Cy" not in lines[0]
    assert "30" in lines[0] and "{" not in lines[0] and "[" not in lines[0]


def test_game_over_refuses_every_action():
    """"Fin del juego": once the winner is known nobody is asked anything, and any
    action is refused without changing the state."""
    state = end_now(position(3, "T0", highlands={"wool": [2]}, active=2))
    assert state.pending() == []
    assert state.legal(0) == []
    before = state.to_json()
    with pytest.raises(GameOver):
        state.apply(0, "roll")
    assert state.to_json() == before
