"""The druid: his stones, his walk, the offering ritual and the intermediate rune
count (rulebook "El sendero del druida", "El ritual de ofrenda", "Ficha bonus
«druida»", "Recuento rúnico intermedio" and the FAQ; the detailed examples 2-4
are in test_examples.py).

Plots used (2-3 player side): 1 wool+copper, 2 stone+wood, 7 copper+wool,
8 wood+stone, 10 wool+stone, 12 copper+wool, 20 wool+copper, 25 copper+stone,
31 stone+copper, 32 wool+stone. The great river lies between plots 32 and 1;
rune areas: plots 1-5 area 1, 6-8 area 2, 30-32 area 9.
"""

from __future__ import annotations

import pytest

from games.core import NotYourTurn
from tests.games.meduris.position import at_step, held, kinds, play, position

PURPLE, BLUE, GREEN, RED = range(4)
FOR_10 = "1wool 1stone"  # exactly the icons of plot 10: paid without a question
FOR_20 = "1wool 1copper"


def offering_seats(state):
    """Who the druid asks next, plot number and settlement size, or None."""
    if state.phase not in ("ritual", "final_lap"):
        return None
    (prompt,) = state.pending()
    return prompt.seat, prompt.params["plot"], prompt.params["huts"]


def test_druid_steps_along_his_stones_after_each_building():
    """"El sendero del druida", "Hacer avanzar al druida": after each of the first
    three buildings (hut or temple) he advances one stone space."""
    state = position(3, resources=[FOR_20, "1copper 1stone", "1stone 1wood"])
    for builder, text, stone in ((0, "hut 20", 1), (1, "temple 25", 2), (2, "hut 2", 3)):
        at_step(state, "big_benefit")
        state.turn = state.turn_order.index(builder)
        events = play(state, (builder, text))
        assert state.druid == ["stone", stone]
        assert "ritual" not in kinds(events)


def test_druid_passes_temples_and_empty_plots():
    """FAQ "¿Se queda el druida junto a un templo en algún momento?" — "No, por
    los templos y las casillas libres el druida siempre pasa de largo"."""
    state = position(3, "3:H0 T1 T2 . . H1", resources=[FOR_20, "", ""], druid=3)
    play(state, (PURPLE, "temple 20"))
    assert state.druid == ["plot", 7]
    assert offering_seats(state) == (BLUE, 8, 1)


def test_druid_waits_with_no_hut():
    """FAQ "¿Hacia dónde se dirige el druida si se han erigido cuatro templos antes
    de construirse la primera cabaña?" — "el druida permanece en su casilla hasta
    que se construya la primera"; the turn simply passes."""
    state = position(3, "T0 T1 T2", resources=[FOR_10, FOR_20, ""], druid="stone 3")
    events = play(state, (PURPLE, "temple 10"))
    assert "druid_waits" in kinds(events)
    assert state.druid == ["stone", 3]
    assert (state.phase, state.active) == ("roll", BLUE)
    at_step(state, "big_benefit")
    play(state, (BLUE, "hut 20"))
    assert state.druid == ["plot", 19]
    assert offering_seats(state) == (BLUE, 20, 1)


def test_ritual_offering_scores_plus_one_plus_size_minus_one():
    """"Resumen de puntos", "Ofrendar al druida": +1 for one of the two resources,
    + as many points as huts in the settlement for both, -1 for nothing."""
    state = position(
        3,
        "20:H0 30:H0 H1 H2",
        resources=[FOR_10, "1stone 1copper", "1wool 1stone"],
        scores=[5, 5, 5],
        druid=20,
    )
    play(state, (PURPLE, "temple 10"))
    assert offering_seats(state) == (PURPLE, 30, 3)
    play(state, (PURPLE, "offer none"), (BLUE, "offer 1stone 1copper"), (GREEN, "offer 1wool"))
    assert state.scores == [4, 8, 6]


def test_ritual_nothing_offered_never_below_zero():
    """"El ritual de ofrenda": "¿El jugador no ofrenda ninguna materia prima?
    Entonces, perderá un punto. (El cuentapuntos retrocede un puesto, aunque no
    podrá bajar de 0)"."""
    state = position(3, "7:H1", resources=[FOR_20, "", ""], scores=[5, 0, 5], druid=2)
    play(state, (PURPLE, "temple 20"))
    assert offering_seats(state) == (BLUE, 7, 1)
    assert [str(a) for a in state.legal(BLUE)] == ["offer none"]
    play(state, (BLUE, "offer none"))
    assert state.scores == [5, 0, 5]


def test_ritual_offering_with_the_exchange():
    """"El ritual de ofrenda": "También aquí puede sustituirse siempre una materia
    prima por tres de libre elección": three stones for the copper of plot 7
    (copper+wool) score 1; a wool plus three stones count as both icons."""
    state = position(3, "7:H1 H2", resources=[FOR_20, "3stone", "1wool 3stone"], druid=2)
    play(state, (PURPLE, "temple 20"))
    assert "offer 3stone" in [str(a) for a in state.legal(BLUE)]
    play(state, (BLUE, "offer 3stone"))
    assert state.scores[BLUE] == 6
    assert "offer 1wool 3stone" in [str(a) for a in state.legal(GREEN)]  # plot 8: wood+stone
    play(state, (GREEN, "offer 1wool 3stone"))
    assert state.scores[GREEN] == 7
    assert held(state, GREEN) == ""


def test_ritual_isolated_hut_both_icons_score_one():
    """"Ritual de ofrenda en una cabaña que se encuentra aislada": "puesto que la
    cabaña no forma parte de un asentamiento, sólo habría la posibilidad de
    ganar un punto"."""
    state = position(3, "7:H1", resources=[FOR_20, "1wool 1copper", ""], druid=2)
    play(state, (PURPLE, "temple 20"), (BLUE, "offer 1wool 1copper"))
    assert state.scores[BLUE] == 6


def test_ritual_offering_with_the_druid_token():
    """"Ficha bonus «druida»": at a hut standing on the token, its owner "puede
    coger la ficha y meterla en la caja. Cuenta como si hubiese ofrendado las dos
    materias primas requeridas" — as many points as huts in the settlement."""
    state = position(3, "7:H1 H2", resources=[FOR_20, "", ""], druid=2, bonus={7: "druid"})
    play(state, (PURPLE, "temple 20"))
    assert "offer token" in [str(a) for a in state.legal(BLUE)]
    play(state, (BLUE, "offer token"))
    assert state.scores[BLUE] == 7
    assert state.bonus[6] is None
    assert "offer token" not in [str(a) for a in state.legal(GREEN)]


def test_ritual_druid_token_may_be_kept_for_later():
    """"Ficha bonus «druida»": "No obstante, puede decidir libremente si desea
    emplear este bonus más adelante": offering something else keeps the token."""
    state = position(3, "7:H1", resources=[FOR_20, "1wool", ""], druid=2, bonus={7: "druid"})
    play(state, (PURPLE, "temple 20"), (BLUE, "offer 1wool"))
    assert state.bonus[6] == "druid"


def test_ritual_starts_mid_settlement_next_to_the_druid():
    """FAQ "¿Hacia dónde va el druida cuando el asentamiento en el que se encuentra
    se amplía con la edificación de una cabaña?" — he goes to the new hut next to
    him, "el ritual no empieza exclusivamente en la primera cabaña de un
    asentamiento, sino también en medio del mismo", and both icons score "tantos
    puntos como cabañas haya en todo el asentamiento". Plot 6 is wood+wool."""
    state = position(
        3,
        "3:H1 H2 H1 . H2",
        resources=["6wool 6wood", "", ""],
        scores=[5, 5, 5],
        druid=5,
    )
    play(state, (PURPLE, "hut 6"), (PURPLE, "pay 5wool 5wood"))
    assert held(state, PURPLE) == "1wool 1wood"
    assert offering_seats(state) == (PURPLE, 6, 5)
    play(state, (PURPLE, "offer 1wool 1wood"))
    assert offering_seats(state) == (GREEN, 7, 5)
    play(state, (GREEN, "offer none"))
    assert state.scores == [10, 5, 4]
    assert state.phase == "roll"


def test_ritual_prompts_the_hut_owner_not_the_active_player():
    """"El ritual de ofrenda": "el dueño de esta cabaña tiene la posibilidad de
    presentar una ofrenda": only the owner is asked; others are told it is not
    their turn, and nothing changes."""
    state = position(3, "7:H2", resources=[FOR_20, "", "1wool"], druid=2)
    play(state, (PURPLE, "temple 20"))
    assert [p.seat for p in state.pending()] == [GREEN]
    assert state.legal(PURPLE) == []
    before = state.to_json()
    with pytest.raises(NotYourTurn):
        state.apply(PURPLE, "offer none")
    assert state.to_json() == before


def test_rune_count_when_the_druid_crosses_the_river_walking():
    """"Recuento rúnico intermedio" on the printed 2-3 player side: a temple is
    erected, the druid crosses the great river (between plots 32 and 1) on his
    way, "inmediatamente tiene lugar un recuento rúnico intermedio" (one point
    per rune stone held), then the ritual at the hut he reaches."""
    state = position(
        3,
        "2:H1 30:H2",
        resources=[FOR_10, "", ""],
        scores=[5, 5, 5],
        runes={1: BLUE, 2: PURPLE, 5: GREEN, 9: GREEN},
        druid=30,
    )
    events = play(state, (PURPLE, "temple 10"))
    assert kinds(events)[-5:] == ["druid_walks", "rune_count", "rune_count", "rune_count",
                                  "ritual"]
    assert state.scores == [6, 6, 7]
    assert offering_seats(state) == (BLUE, 2, 1)


def test_no_rune_count_when_the_druid_does_not_cross_the_river():
    """"Recuento rúnico intermedio" happens only "en el momento en que el druida
    cruce el río"."""
    state = position(3, "2:H1 7:H2", resources=[FOR_10, "", ""], scores=[5, 5, 5],
                     runes={1: BLUE}, druid=2)
    events = play(state, (PURPLE, "temple 10"))
    assert "rune_count" not in kinds(events)
    assert state.scores == [5, 5, 5]


def test_rune_count_when_the_druid_crosses_the_river_during_a_ritual():
    """"¿Ha cruzado el druida el río en su camino?": "Esto puede ocurrir cuando el
    druida está avanzando o bien durante un ritual de ofrenda": a settlement on
    plots 31, 32 and 1 is visited across the river; the count comes between the
    offering at 32 and the one at 1, and the ritual then goes on."""
    state = position(
        3,
        "H1 29:H0 . H1 H2",
        resources=[FOR_10, "", ""],
        scores=[5, 5, 5],
        runes={1: BLUE, 9: GREEN, 3: GREEN},
        druid=29,
    )
    events = play(state, (PURPLE, "temple 10"))
    assert "rune_count" not in kinds(events)
    assert offering_seats(state) == (BLUE, 31, 3)
    events = play(state, (BLUE, "offer none"))
    assert "rune_count" not in kinds(events)
    assert offering_seats(state) == (GREEN, 32, 3)
    events = play(state, (GREEN, "offer none"))
    assert kinds(events).count("rune_count") == 3
    assert state.scores == [5, 5, 6]  # blue -1 +1, green -1 +2
    assert offering_seats(state) == (BLUE, 1, 3)
    play(state, (BLUE, "offer none"))
    assert state.druid == ["plot", 0]
    assert (state.phase, state.active) == ("roll", BLUE)


def test_rune_count_when_leaving_the_stones_for_plot_one():
    """"El sendero del druida" with the board's layout (docs/rules): his path joins
    the ring after plot 1, so a first hut on plot 1 is reached only after a full
    lap, across the river: a rune count happens on the way."""
    state = position(3, "H1", resources=[FOR_10, "", ""], scores=[5, 5, 5], runes={1: BLUE},
                     druid="stone 3")
    events = play(state, (PURPLE, "temple 10"))
    assert "rune_count" in kinds(events)
    assert state.scores == [5, 6, 5]
    assert offering_seats(state) == (BLUE, 1, 1)
