"""Turn 2/2, options B and C: building huts and erecting temples (rulebook
"B. Construir cabañas", "C. Erigir templo", the settlement rules, the bonus
tokens, "Tipo de cambio" and the FAQ on settlements).

Plots used (2-3 player side): 1 wool+copper, 2 stone+wood, 3 wool+copper,
4 wood+copper, 5 stone+wood, 6 wood+wool, 7 copper+wool; plots 1-5 are rune
area 1, 6-8 area 2; 31 stone+copper, 32 wool+stone.
"""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from tests.games.meduris.position import held, kinds, play, position, ring_text


def test_build_hut_pays_the_plot_icons():
    """"B. Construir cabañas", "Emplear materias primas": each plot shows the two
    resources a hut there costs; they go back to the mountain (the supply)."""
    state = position(3, resources=["1wool 1wood 1stone", "", ""])
    supply = list(state.supply)
    events = play(state, (0, "hut 2"))
    assert ring_text(state) == ". H0"
    assert held(state, 0) == "1wool"
    assert state.supply == [supply[0], supply[1] + 1, supply[2] + 1, supply[3]]
    assert state.huts_left[0] == 7
    assert "built" in kinds(events)


def test_build_hut_second_hut_of_settlement_pays_twice():
    """"B. Construir cabañas": "Para la 2.ª cabaña de un asentamiento debes emplear
    dos veces cada una de las dos materias primas requeridas" (any colour)."""
    state = position(3, "H1", resources=["2wood 2stone", "", ""])
    play(state, (0, "hut 2"))
    assert ring_text(state) == "H1 H0"
    assert held(state, 0) == ""


def test_build_hut_settlement_grows_on_either_side():
    """FAQ "¿Pueden extenderse los asentamientos por ambos lados? Sí ... no es
    determinante la posición de una nueva cabaña, sino la cantidad de cabañas":
    a hut between the huts on 5 and 7 is the third of its settlement, as one at
    the end of two huts is (the FAQ's example: test_examples.py)."""
    state = position(3, "5:H1 . H2", resources=["3wool 3wood 1stone", "", ""])
    assert "hut 6" in [str(a) for a in state.legal(0)]
    play(state, (0, "hut 6"))
    assert held(state, 0) == "1stone"


def test_build_hut_cost_when_joining_two_settlements():
    """"B. Construir cabañas": "¿Quiere un jugador cerrar el último hueco entre dos
    asentamientos con la edificación de una cabaña? En ese caso, se conforma un
    gran asentamiento": huts 3-5 and 7-8 plus the new hut on 6 make 6 huts, so
    the wood and wool icons of plot 6 are paid six times."""
    state = position(3, "3:H1 H2 H1 . H2 H1", resources=["6wool 6wood", "", ""])
    assert "hut 6" in [str(a) for a in state.legal(0)]
    play(state, (0, "hut 6"))
    assert held(state, 0) == ""
    poorer = position(3, "3:H1 H2 H1 . H2 H1", resources=["5wool 5wood", "", ""])
    assert "hut 6" not in [str(a) for a in poorer.legal(0)]


def test_build_hut_settlement_ends_at_temples_and_empty_plots():
    """"B. Construir cabañas": settlements "sólo se verán delimitados por los
    templos y las casillas sin edificar": a temple beside the plot does not make
    the hut dearer."""
    state = position(3, "4:H1 T2", resources=["1wool 1wood", "", ""])
    play(state, (0, "hut 6"))
    assert held(state, 0) == ""


def test_build_hut_settlement_spans_the_river():
    """"B. Construir cabañas": settlements "pueden extenderse tanto a lo largo de
    varias áreas de piedra rúnica como por encima del río": huts on 31 and 32
    make a hut on plot 1 (wool+copper) the third of its settlement."""
    state = position(3, "31:H1 H2", resources=["3wool 3copper", "", ""])
    play(state, (0, "hut 1"))
    assert held(state, 0) == ""


def test_build_temple_pays_the_icons_once():
    """"C. Erigir templo" and "Resumen de reglas": "las reglas de asentamiento ...
    se aplican sólo a las cabañas, no a los templos": a temple between two
    settlements still costs its two icons once."""
    state = position(3, "4:H1 H1 . H2 H2", resources=["1wool 1wood", "", ""])
    play(state, (0, "temple 6"))
    assert ring_text(state) == ". . . H1 H1 T0 H2 H2"
    assert held(state, 0) == ""
    assert state.temples_left[0] == 1


def test_build_exchange_three_for_one():
    """"Emplear materias primas" / "Tipo de cambio": "una determinada materia
    prima puede reemplazarse por otras tres de libre elección"."""
    state = position(3, resources=["1stone 3copper", "", ""])
    play(state, (0, "hut 2"), (0, "pay 1stone 3copper"))
    assert ring_text(state) == ". H0"
    assert held(state, 0) == ""


def test_build_exchange_both_icons_replaced():
    """"Tipo de cambio" applies to each required resource: with neither icon in
    hand, six resources of free choice pay for both."""
    state = position(3, resources=["6copper", "", ""])
    play(state, (0, "hut 2"), (0, "pay 6copper"))
    assert held(state, 0) == ""


def test_build_unaffordable_plot_is_not_offered():
    """"Emplear materias primas": without enough resources (even exchanging three
    for one) the plot cannot be built; the refusal says what it needs."""
    state = position(3, resources=["1stone 2copper", "", ""])
    assert "hut 2" not in [str(a) for a in state.legal(0)]
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "hut 2")
    assert refused.value.key == "meduris.error.cannot_afford"
    assert refused.value.params["need"] == "1wood 1stone"
    assert refused.value.params["have"] == "1stone 2copper"
    assert state.to_json() == before


def test_build_payment_prompt_offers_every_way_to_pay():
    """"Emplear materias primas" with the exchange: when the resources could be
    handed over in more than one way the builder is asked how, and offered each
    way. (When the question is asked at all: test_screens.py.)"""
    state = position(3, resources=["2wool 1stone 2copper", "", ""])
    events = play(state, (0, "hut 2"))
    assert kinds(events) == ["building"]
    (prompt,) = state.pending()
    assert (prompt.seat, prompt.kind, prompt.params["plot"]) == (0, "pay", 2)
    assert [str(a) for a in state.legal(0)] == [
        "pay 2wool 1stone 1copper",
        "pay 1wool 1stone 2copper",
    ]
    play(state, (0, "pay 1wool 1stone 2copper"))
    assert ring_text(state) == ". H0"
    assert held(state, 0) == "1wool"


def test_build_exchange_even_for_a_resource_held():
    """"Tipo de cambio" whenever the builder likes, not only "de ser necesario":
    the offering rule says "También aquí puede sustituirse siempre", the summary
    has no condition. Holding wood, stone and three copper, plot 2 (stone+wood)
    may be paid directly or with either icon replaced by the three copper."""
    state = position(3, resources=["1wood 1stone 3copper", "", ""])
    play(state, (0, "hut 2"))
    assert [str(a) for a in state.legal(0)] == [
        "pay 1wood 1stone", "pay 1wood 3copper", "pay 1stone 3copper",
    ]
    play(state, (0, "pay 1wood 3copper"))
    assert held(state, 0) == "1stone"


def test_build_never_pays_three_of_a_resource_for_itself():
    """"Tipo de cambio", as printed: a resource is "reemplazada por otras tres",
    replaced by three *others*; three of the very resource asked for are never
    offered in its place (that is paying it and giving two away, which no rule
    provides for). Holding 3 wood and 1 stone, plot 2 is paid with 1 wood and 1
    stone, the one way offered."""
    state = position(3, resources=["3wood 1stone", "", ""])
    play(state, (0, "hut 2"))
    assert [str(a) for a in state.legal(0)] == ["pay 1wood 1stone"]
    play(state, (0, "pay 1wood 1stone"))
    assert held(state, 0) == "2wood"


def test_build_hut_takes_the_rune_stone_from_the_supply():
    """"B. Construir cabañas", "Coger una piedra rúnica: coge la piedra rúnica de
    esta área y sitúala delante de tu pantalla"."""
    state = position(3, resources=["1wood 1wool", "", ""])
    events = play(state, (0, "hut 6"))
    assert state.runes[1] == 0
    taken = [e.params for e in events if e.kind == "rune_taken"]
    assert taken == [{"seat": 0, "area": 2, "from": None}]


def test_build_hut_takes_the_rune_stone_from_another_player():
    """"Coger una piedra rúnica": "¿Cuenta ya otro jugador con esta piedra? En ese
    caso, cógela y quédatela"."""
    state = position(3, "H2", resources=["2wood 2stone", "", ""], runes={1: 2})
    events = play(state, (0, "hut 2"))
    assert state.runes[0] == 0
    assert [e.params["from"] for e in events if e.kind == "rune_taken"] == [2]


def test_build_hut_rune_stone_already_own_stays():
    """"Coger una piedra rúnica": a stone already in front of your screen simply
    stays there."""
    state = position(3, "H0", resources=["2wood 2stone", "", ""], runes={1: 0})
    events = play(state, (0, "hut 2"))
    assert state.runes[0] == 0
    assert "rune_taken" not in kinds(events)


def test_build_temple_takes_no_rune_stone():
    """"C. Erigir templo": "Por la erección de un templo no recibes ninguna piedra
    rúnica" (also "Resumen de reglas")."""
    state = position(3, resources=["1wood 1stone", "", ""], runes={1: 1})
    events = play(state, (0, "temple 2"))
    assert state.runes[0] == 1
    assert "rune_taken" not in kinds(events)


def test_build_bonus_two_points():
    """"¿Hay una ficha bonus en la casilla?", "+2 puntos: coge la ficha bonus «2» y
    métela en la caja ... Recibes dos puntos adicionales"."""
    state = position(3, resources=["1wood 1stone", "", ""], scores=[5, 5, 5], bonus={2: "vp2"})
    play(state, (0, "hut 2"))
    assert state.scores == [7, 5, 5]
    assert state.bonus[1] is None


def test_build_bonus_free_hut():
    """"Construir de forma gratuita: coge la ficha bonus «cabaña» y métela en la
    caja. A continuación, construye tu cabaña ... sin emplear materias primas",
    even as the third hut of a settlement and with an empty screen."""
    state = position(3, "4:H1 H2", resources=["", "", ""], bonus={6: "free_hut"})
    assert "hut 6" in [str(a) for a in state.legal(0)]
    play(state, (0, "hut 6"))
    assert ring_text(state) == ". . . H1 H2 H0"
    assert state.bonus[5] is None
    assert state.runes[1] == 0


def test_build_bonus_druid_token_stays_on_the_plot():
    """"Posterior ofrenda: deja la ficha bonus «druida» en la casilla y construye
    tu cabaña ... La ficha bonus se quedará ahí hasta que desees presentar una
    ofrenda al druida más tarde"."""
    state = position(3, resources=["1wood 1stone", "", ""], bonus={2: "druid"})
    play(state, (0, "hut 2"))
    assert state.bonus[1] == "druid"
    assert held(state, 0) == ""


@pytest.mark.parametrize("token", ["vp2", "free_hut", "druid"])
def test_build_temple_never_on_a_bonus_plot(token):
    """"C. Erigir templo", "Elegir casilla: elige una casilla sin edificar (sin
    ficha bonus)"."""
    state = position(3, resources=["3wool 3wood 3stone 3copper", "", ""], bonus={2: token})
    assert "temple 2" not in [str(a) for a in state.legal(0)]
    assert "hut 2" in [str(a) for a in state.legal(0)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "temple 2")
    assert refused.value.key == "meduris.error.temple_on_token"


def test_build_on_a_taken_plot_is_refused():
    """"Elegir casilla: elige una casilla sin edificar": a built plot is refused
    with a reason naming the plot, and nothing changes."""
    state = position(3, "H1 T2", resources=["9wool 9wood 9stone 9copper", "", ""])
    before = state.to_json()
    for text in ("hut 1", "temple 2"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, text)
        assert refused.value.key == "meduris.error.plot_taken"
        assert refused.value.params == {"plot": int(text.split()[1])}
    assert state.to_json() == before


def test_build_with_no_pieces_left_is_refused():
    """"Disposición": a player builds only the huts and temples in front of the
    screen; once they are all used, no more."""
    state = position(3, resources=["9wool 9wood 9stone 9copper", "", ""])
    state.huts_left[0] = 0
    state.temples_left[0] = 0
    assert not [a for a in state.legal(0) if str(a).startswith(("hut", "temple"))]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "hut 2")
    assert refused.value.key == "meduris.error.no_huts"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "temple 2")
    assert refused.value.key == "meduris.error.no_temples"


def test_build_then_druid_steps_and_the_turn_passes():
    """"B. Construir cabañas" / "C. Erigir templo": "Hacer avanzar al druida ...
    A continuación, será el turno del siguiente jugador"."""
    state = position(3, resources=["", "1wood 1stone", ""], druid="stone 1", active=1)
    events = play(state, (1, "temple 2"))
    assert state.druid == ["stone", 2]
    assert kinds(events)[-2:] == ["druid_stone", "turn"]
    assert (state.phase, state.active) == ("roll", 2)
