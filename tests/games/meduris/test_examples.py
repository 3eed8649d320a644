"""Every worked example of the rulebook the engine can be put in, one test each,
named after it, in the rulebook's order (docs/rules/meduris.md, "Worked examples").

"EJEMPLOS DETALLADOS" 1-4 use the example's own colours, so they are played by
four players (red and green only exist from three players on, and seats take
purple, blue, green, red in order); the other examples use the printed 2-3
player side.

Plots used, 4-player side: 2 wool+stone (rune area 1), 7 wool+wood, 8 copper+wood,
10 wood+stone, 12 wood+stone, 13 copper+wool, 14 stone+wood, 22 wool+stone; the
great river lies between plots 40 and 1. 2-3 player side: 3 wool+copper,
6 wood+wool, 7 copper+wool.
"""

from __future__ import annotations

from games.meduris.state import MedurisState
from tests.games.meduris.position import held, kinds, play, position, rig_die

PURPLE, BLUE, GREEN, RED = range(4)


def offering_seats(state: MedurisState) -> tuple[int, int, int] | None:
    """Who the druid asks next, plot number and settlement size, or None."""
    if state.phase not in ("ritual", "final_lap"):
        return None
    (prompt,) = state.pending()
    return prompt.seat, prompt.params["plot"], prompt.params["huts"]


# -- "EJEMPLOS DETALLADOS" -------------------------------------------------------------
def test_example_1_small_then_big_benefit():
    """Detailed example 1, "Turno 1/2: Pequeño beneficio": "El jugador rojo ha
    tirado el dado [madera]. El jugador verde extrae 1 madera. El jugador azul
    extrae 2, porque dos de sus trabajadores se encuentran en el altiplano
    «madera». El jugador rojo no recibe nada y continúa con la segunda parte de su
    turno". Then "Turno 2/2: Gran beneficio": "el jugador rojo coloca su
    trabajador en el altiplano «piedra». Allí se encuentran dos trabajadores, uno
    del jugador verde y otro del jugador rojo. ... el jugador rojo extrae con ello
    4 piedras (3+1) y el jugador verde 2"."""
    state = position(
        4,
        resources=["", "", "", ""],
        highlands={"wood": [BLUE, GREEN, BLUE], "stone": [RED, GREEN], "wool": [RED],
                   "copper": [PURPLE, PURPLE]},
        phase="roll",
        active=RED,
    )
    rig_die(state, "wood")
    play(state, (RED, "roll"))
    assert [held(state, s) for s in (GREEN, BLUE, RED)] == ["1wood", "2wood", ""]
    assert (state.phase, state.active) == ("big_benefit", RED)
    play(state, (RED, "move wool.1>stone"))
    assert held(state, RED) == "4stone"
    assert held(state, GREEN) == "1wood 2stone"
    assert state.highlands["stone"] == [RED, GREEN, RED]


def test_example_2_druid_leaves_his_stones():
    """Detailed example 2, "El druida abandona sus casillas de piedra": "se ha
    edificado la 4ª cabaña. El druida sale de la tercera casilla de piedra y
    recorre el sendero hasta la cabaña más cercana. En este ejemplo, llega a la
    cabaña verde. Comienza el ritual de ofrenda. El jugador verde ofrenda 1 lana y
    recibe por ello 1 punto. ... A continuación, es el turno del siguiente
    jugador"."""
    state = position(
        4,
        "7:H2 20:H0 25:H1",
        resources=["", "", "1wool", "1wool 1stone"],
        scores=[5, 5, 5, 5],
        druid="stone 3",
        active=RED,
    )
    events = play(state, (RED, "hut 22"))
    assert kinds(events)[-2:] == ["druid_walks", "ritual"]
    assert offering_seats(state) == (GREEN, 7, 1)
    play(state, (GREEN, "offer 1wool"))
    assert state.scores == [5, 5, 6, 5]
    assert (state.phase, state.active) == ("roll", PURPLE)


def test_example_3_hut_in_a_settlement_and_its_ritual():
    """Detailed example 3, "Construir una cabaña en un asentamiento": "el jugador
    azul ... emplea 3 piedras y 3 maderas porque se trata de la 3ª cabaña de
    asentamiento ... Coloca la cabaña y coge la piedra rúnica ... hace avanzar al
    druida hasta la cabaña más cercana. Esta es ... la cabaña azul que se acaba de
    construir". "Ritual de ofrenda en un asentamiento": "Ofrenda 1 piedra y 1
    madera, y recibe por ello 3 puntos. Seguidamente, el druida continúa hasta la
    cabaña roja. El jugador rojo no dispone de lana ni de cobre y tampoco quiere
    reemplazar las materias primas exigidas por otras. Por ello, no ofrenda nada y
    pierde un punto. El druida sigue hasta llegar a la última cabaña del
    asentamiento. De nuevo, el jugador rojo ... presenta 1 madera y recibe por
    ello un punto. El templo delimita el asentamiento. A continuación, es el turno
    del siguiente jugador"."""
    state = position(
        4,
        "8:H2 12:. H3 H3 T3",
        resources=["", "4wood 4stone", "", "1wood 2stone"],
        scores=[5, 5, 5, 5],
        druid=8,
        active=BLUE,
    )
    events = play(state, (BLUE, "hut 12"), (BLUE, "pay 3wood 3stone"))
    assert held(state, BLUE) == "1wood 1stone"
    assert state.runes[2] == BLUE  # plot 12 lies in rune area 3
    assert kinds(events)[-2:] == ["druid_walks", "ritual"]
    assert offering_seats(state) == (BLUE, 12, 3)
    play(state, (BLUE, "offer 1wood 1stone"))
    assert offering_seats(state) == (RED, 13, 3)
    assert "offer 1wood 2stone" in [str(a) for a in state.legal(RED)]  # 3 for 1: allowed
    play(state, (RED, "offer none"))
    assert offering_seats(state) == (RED, 14, 3)
    play(state, (RED, "offer 1wood"))
    assert state.scores == [5, 8, 5, 5]
    assert state.druid == ["plot", 13]
    assert (state.phase, state.active) == ("roll", GREEN)


def test_example_4_intermediate_rune_count():
    """Detailed example 4, "Recuento rúnico intermedio": "el jugador rojo acaba de
    erigir un templo. Ahora, hace avanzar al druida y cruza el gran río.
    Inmediatamente tiene lugar un recuento rúnico intermedio. Seguidamente, el
    druida llega a la cabaña verde y comienza con ello un ritual de ofrenda.
    Cuando haya terminado la ronda de ofrendas, será el turno del siguiente
    jugador"; the count: "Cada jugador recibe un punto por cada una de las
    piedras rúnicas con las que cuente"."""
    state = position(
        4,
        "2:H2 39:H1",
        resources=["", "", "", "1wood 1stone"],
        scores=[5, 5, 5, 5],
        runes={1: GREEN, 9: BLUE, 5: RED, 6: RED},
        druid=39,
        active=RED,
    )
    events = play(state, (RED, "temple 10"))
    assert kinds(events)[-6:] == ["druid_walks"] + ["rune_count"] * 4 + ["ritual"]
    assert state.scores == [5, 6, 6, 7]
    assert offering_seats(state) == (GREEN, 2, 1)
    play(state, (GREEN, "offer none"))
    assert (state.phase, state.active) == ("roll", PURPLE)


# -- the examples of the rules text and the FAQ -------------------------------------------
def test_example_faq_third_hut_costs_three_wool_three_wood():
    """FAQ "¿Cuántas materias primas se debe emplear para construir una cabaña
    aquí?" — "3 lanas y 3 maderas porque esta es la 3.ª cabaña del asentamiento"
    (plot 6 shows wood and wool; the huts on 4 and 5 make it the third)."""
    state = position(3, "4:H1 H2", resources=["3wool 3wood 1stone", "", ""])
    play(state, (PURPLE, "hut 6"))
    assert held(state, PURPLE) == "1stone"


def test_example_faq_fourth_hut_druid_goes_to_the_green_hut():
    """FAQ "Se acaba de construir la cuarta cabaña. ¿Hacia dónde se dirige el
    druida en este ejemplo?" — "El druida va hasta la cabaña verde y comienza el
    ritual de ofrenda. El jugador verde tiene la posibilidad de ofrendar y,
    gracias a la cabaña roja, puede recibir hasta 2 puntos" (green's hut on plot
    7, wool+wood, with red's beside it on plot 8)."""
    state = position(
        4,
        "7:H2 H3 20:H0",
        resources=["", "1wool 1stone", "1wool 1wood", ""],
        scores=[5, 5, 5, 5],
        druid="stone 3",
        active=BLUE,
    )
    play(state, (BLUE, "hut 22"))
    assert offering_seats(state) == (GREEN, 7, 2)
    play(state, (GREEN, "offer 1wool 1wood"))
    assert state.scores[GREEN] == 7
    assert offering_seats(state) == (RED, 8, 2)


def test_example_temple_scoring_four_huts():
    """"Calificación final de templos", "Ejemplo: +1 +1 +1 +1": "El dueño de cada
    templo recibe tantos puntos de victoria como cabañas haya junto a su templo,
    sin importar de qué color sean"; "Las cabañas pueden puntuar para un templo
    situado a la izquierda y uno situado a la derecha": two huts left and two
    right of purple's temple, of three colours, score it four."""
    state = position(
        3, "2:H1 H2 T0 H1 H0", scores=[10, 10, 10], highlands={"wool": [2]}, active=2,
    )
    state.end_by = 0
    events = play(state, (2, "move wool.1>wood"))
    while state.phase == "final_lap":
        (prompt,) = state.pending()
        events += play(state, (prompt.seat, "offer none"))
    assert [e.params["points"] for e in events if e.kind == "temple_scored"] == [4]


def test_example_final_runes_five_stones_score_fifteen():
    """"Calificación rúnica final": "+1 por la primera ... +2 por la segunda ... +3
    por la tercera"; "Ejemplo: Por 5 piedras rúnicas se recibe: 1 + 2 + 3 + 4 + 5
    = 15 puntos de victoria"."""
    state = position(
        3,
        scores=[0, 0, 0],
        runes={1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1, 7: 1},
        highlands={"wool": [2]},
        active=2,
    )
    state.end_by = 0
    events = play(state, (2, "move wool.1>wood"))
    assert [e.params["points"] for e in events if e.kind == "runes_scored"] == [15, 3, 0]
    assert state.scores == [15, 3, 0]
