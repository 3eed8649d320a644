"""The rulebook's worked examples ("Ejemplo", "por ejemplo"), in the order the
rulebook gives them, each played out on the engine (the list, with the
rulebook's words, is in docs/rules/mountain_king.md, "Worked examples").

The printed board, cards and tiles are not public, so an example's position is
built on our own components; where the example names a card we do not have
(the cascade's trolls), the test lays one with the printed symbols beside our
cards for its duration."""

from __future__ import annotations

import pytest

from games.mountain_king.components import RESOURCES, STATUE_CLANS, board, trolls
from games.mountain_king.dig import placements
from games.mountain_king.pyramid import spot_name
from games.mountain_king.recruit import open_spots
from games.mountain_king.resources import holding, leftover_sets
from games.mountain_king.scoring import breakdown, final_scoring
from tests.games.mountain_king.helpers import (
    GAME,
    at_step,
    cell,
    empty_storage,
    give,
    lay,
    started,
    strings,
)

STONE, IRON, COIN = (RESOURCES.index(r) for r in ("stone", "iron", "coin"))
YELLOW = 5  # the innermost level, around the heart


def _move_gate(state, seat: int, name: str) -> None:
    old = state.gates[seat]
    state.tunnels[state.cell_tunnel[old]]["cells"] = []
    state.cell_tunnel[old] = -1
    lay(state, [name], kind="gate", seat=seat)
    state.gates[seat] = cell(state, name)


def _winter(seed: int = 1, **options: str):
    """Two players on the winter side, the active one's gate on h1 and the
    other's far away on a8; nothing held, no statues, no pedestals."""
    state = started(2, seed, side="winter", **options)
    seat = state.active
    empty_storage(state, seat)
    state.statues = {}
    state.pedestals[state.group(seat)] = []
    _move_gate(state, seat, "h1")
    _move_gate(state, 1 - seat, "a8")
    return state, seat


def _holds(state, seat: int, spot: int, card: str, held: list[int]) -> None:
    state.pyramids[seat][spot] = [card, list(held)]


# -- Preparación -------------------------------------------------------------------------
def test_example_general_setup_8_moon_fire_ice_clockwise():
    """"Toma la estatua de un clan de forma aleatoria (Luna, por ejemplo) y
    colócala sobre un espacio de estatua aleatorio; luego, toma la estatua de un
    clan distinto (Fuego, por ejemplo) ... el siguiente espacio ... en sentido
    horario; después ... (Hielo en este caso) ... Repite este proceso": a game
    dealt Moon, Fire, Ice has that cycle all round the spaces (listed
    clockwise), and the statues left over go back to the box."""
    spaces = board("winter").statue_spaces
    n = len(spaces)
    for seed in range(1, 200):
        state = GAME.setup(4, {}, seed)
        clans = [state.statues[str(c)] for c in spaces]
        starts = [s for s in range(n) if [clans[(s + i) % n] for i in range(n)]
                  == [("moon", "fire", "ice")[i % 3] for i in range(n)]]
        if starts:
            break
    assert starts, "no seed dealt Moon, Fire, Ice"
    assert len(state.statues) == n < 3 * 7


def test_example_player_setup_c_any_point_marked_4():
    """"Por ejemplo, en una partida de 4, cualquier punto que marque “4”": the
    first player may choose any of the four 4-points, none of the 5-points."""
    state = GAME.setup(4, {}, 1)
    first = state.pending()[0].seat
    assert strings(state.legal(first)) == ["gate h1", "gate a8", "gate o8", "gate h15"]
    state.apply(first, "gate o8")
    assert "gate o8" not in strings(state.legal(state.pending()[0].seat))


# -- Gastar recursos -----------------------------------------------------------------------
def test_example_spending_any_four_of_five_stones():
    """"Quieres gastar cuatro piedras para cavar un túnel; tienes dos piedras en
    tu almacén y tres piedras en tu plantilla de trols. Puedes gastar las cuatro
    piedras que quieras de esas cinco": every choice of four is offered (the two
    in storage are alike: four different ways), and the one chosen is paid."""
    state, seat = _winter()
    for spot, card in ((1, "s4"), (2, "t11"), (3, "t13")):
        _holds(state, seat, spot, card, [1, 0])  # one stone each on A2, A3, A4
    give(state, seat, stone=2)
    assert holding(state, seat)[STONE] == 5
    state.apply(seat, "dig I4 stone")
    state.apply(seat, strings(state.legal(seat))[0])
    assert state.phase == "pay"
    assert set(strings(state.legal(seat))) == {
        "pay stone@A2 stone@A3 stone@A4 stone@storage",
        "pay stone@A2 stone@A3 2stone@storage",
        "pay stone@A2 stone@A4 2stone@storage",
        "pay stone@A3 stone@A4 2stone@storage",
    }
    state.apply(seat, "pay stone@A2 stone@A4 2stone@storage")
    assert holding(state, seat)[STONE] == 1 and state.pyramids[seat][2][1] == [1, 0]


# -- 1. Hechizos y talleres ------------------------------------------------------------------
def test_example_cast_earth_ritual_second_rune_stays_in_the_book():
    """"Para lanzar el hechizo “Ritual de Tierra” del libro de hechizos, gasta 1
    runa (de tu almacén o de uno de tus trols) colocándola sobre la carta y
    realizas el efecto indicado. Ya que es la segunda runa sobre el hechizo,
    éste permanece en el libro de hechizos de momento.\""""
    state, seat = _winter()
    state.spellbook[0] = ["earth_ritual", 1]
    _holds(state, seat, 0, "t13", [0, 1])  # a rune on a troll
    give(state, seat, rune=1)  # and one in storage
    state.apply(seat, "cast earth_ritual")
    assert strings(state.legal(seat)) == ["pay rune@A1", "pay rune@storage"]
    state.apply(seat, "pay rune@A1")
    assert state.spellbook[0] == ["earth_ritual", 2]  # still in the book
    assert holding(state, seat)[STONE] == 2  # the Earth Ritual: two stones


def test_example_workshop_tool_forge_three_open_entrances():
    """"Eres el jugador magenta. Tu red de túneles conecta a una Forja de
    Herramientas; tiene una entrada abierta que conecta con tu red y dos que
    conectan con otra. Ya que tiene 3 entradas abiertas, puedes usar la Forja
    hasta 3 veces: en cada uso puedes gastar una roca ígnea para ganar un
    martillo o gastar un martillo para ganar una roca ígnea. Lo que ganes se
    coloca en tu almacén.\""""
    state, seat = _winter()
    forge = cell(state, "k5")  # a workshop space: j5 (ours), k4 and l5 (theirs) touch it
    state.workshops[str(forge)] = "tool_forge"
    lay(state, ["h2", "h3", "h4", "h5", "i5", "j5"], seat=seat)
    lay(state, ["k4"], seat=1 - seat)
    lay(state, ["l5"], seat=1 - seat)
    give(state, seat, heartstone=2, hammer=1)
    uses = [a for a in strings(state.legal(seat)) if a.startswith("use")]
    assert uses == ["use k5 heartstone>hammer", "use k5 hammer>heartstone"]
    for use in ("use k5 heartstone>hammer", "use k5 hammer>heartstone",
                "use k5 heartstone>hammer"):
        state.apply(seat, use)
    assert not [a for a in strings(state.legal(seat)) if a.startswith("use")]
    assert state.storage[seat][RESOURCES.index("hammer")] == 2  # 1 - 1 + 2, in storage
    assert state.storage[seat][RESOURCES.index("heartstone")] == 1


# -- 2. Reclutar -----------------------------------------------------------------------------
def test_example_recruit_the_ice_troll_top_right_with_five_bribes_and_a_pedestal():
    """"Si quisieras reclutar el trol de Hielo de Nivel 3 en la parte superior
    derecha de la horda, tendrías que sobornar, gastando 1 moneda, a cada uno de
    los cinco trols que se encuentran debajo de él." "Una vez colocados los cinco
    sobornos, tomas el trol de Hielo de Nivel 3 y revelas uno nuevo del mazo
    correspondiente ... eliges el pedestal y lo colocas en tu almacén, colocando
    a su vez la ficha de “Elegir Pedestal” sobre el nuevo trol revelado.\""""
    state, seat = _winter()
    ice = next(c for c, t in trolls().items() if t["level"] == 3 and t["clan"] == "ice")
    state.decks["3"] = [c for c in state.decks["3"] if c != ice]
    state.horde["3"][2] = {"card": ice, "bribes": 0, "pedestal": None, "choose": True}
    revealed = state.decks["3"][0]
    give(state, seat, coin=5)
    state.apply(seat, "recruit 3.3 B1")
    assert [e["bribes"] for e in state.horde["2"]] == [0, 0, 1, 1]
    assert [e["bribes"] for e in state.horde["1"]] == [0, 0, 1, 1, 1]
    assert state.storage[seat][COIN] == 0 and state.pyramids[seat][4][0] == ice
    assert state.horde["3"][2]["card"] == revealed and state.horde["3"][2]["choose"]
    assert state.phase == "choose_pedestal"
    clan = sorted(set(state.bag))[0]
    state.apply(seat, f"take {clan}")
    assert state.pedestals[seat] == [clan]


def test_example_recruit_cascade_from_the_top_left(monkeypatch):
    """"Éste es el tercer trol que has reclutado en esta partida y hay dos sitios
    posibles ... Decides colocarlo en la esquina superior izquierda ... primero
    se activa el nuevo trol, por lo que obtienes 3 hierros, 1 runa y 1
    carretilla ...; luego se activan los trols de Fuego y Barro que se
    encuentran debajo de él, ganando sólo 2 piedras por el trol de Fuego (ya que
    posee una carretilla que generó en el turno anterior) y sólo 1 hierro por el
    trol de Barro (ya que posee una roca ígnea); luego ... ganando una moneda y
    una roca ígnea por los dos trols de la izquierda (el tercero posee una
    piedra y el cuarto no forma parte de este efecto cascada)." The example's
    trolls, with their printed symbols, join our cards for the test."""
    cards = {
        "x1": ("moon", 1, ["iron", "iron", "iron", "rune", "cart:wild"]),  # the new troll
        "x2": ("fire", 1, ["stone", "stone", "cart:fire"]),
        "x3": ("mud", 1, ["iron", "heartstone"]),
        "x4": ("moon", 0, ["coin"]), "x5": ("fire", 0, ["heartstone"]),
        "x6": ("mud", 0, ["stone"]), "x7": ("ice", 0, ["iron"]),
    }
    for card, (clan, level, produces) in cards.items():
        monkeypatch.setitem(trolls(), card, {"id": card, "clan": clan, "level": level,
                                            "produces": produces, "pedestal": False,
                                            "start": []})
    state, seat = _winter()
    pyramid = state.pyramids[seat]
    for spot, card, held in ((0, "x4", [0]), (1, "x5", [0]), (2, "x6", [1]), (3, "x7", [0]),
                             (4, "x2", [0, 0, 1]), (5, "x3", [0, 1])):
        _holds(state, seat, spot, card, held)
    state.horde["1"][0] = {"card": "x1", "bribes": 0, "pedestal": None, "choose": False}
    assert {spot_name(i) for i in open_spots(state, seat)} == {"B3", "C1"}
    events = state.apply(seat, "recruit 1.1 C1")
    cascade = next(e for e in events if e.kind == "cascade")
    gained = dict(zip(RESOURCES, cascade.params["amounts"], strict=True))
    # New troll 3 iron + rune + cart; Fire 2 stones; Mud 1 iron; A1 a coin, A2 a heartstone.
    assert gained == {"stone": 2, "iron": 4, "heartstone": 1, "coin": 1, "cart": 1,
                      "hammer": 0, "rune": 1}
    assert pyramid[3][1] == [0]  # the fourth troll is not part of this cascade


# -- Cavar un túnel --------------------------------------------------------------------------
def test_example_dig_four_stones_unearths_a_statue_and_buried_resources(monkeypatch):
    """"Tienes 4 piedras en tu posesión, así que gastas las 4 y eliges un túnel
    de tamaño 4 ... vale 4 de honor ... Colocar el túnel en el espacio indicado te
    otorgará los recursos enterrados ahí (2 hierros y 1 martillo) ... Además, la
    estatua de Fuego se desenterrará." "Si quisieras colocar el mismo túnel en
    este espacio, tendrías que gastar 3 martillos para poder abrirte paso a
    través de los 3 espacios de escombros que cubriría ese túnel.\""""
    state, seat = _winter()
    lay(state, ["h2"], seat=seat)
    monkeypatch.setitem(state.board.buried, cell(state, "j2"), {"iron": 2, "hammer": 1})
    state.statues = {str(cell(state, "i2")): "fire"}
    give(state, seat, stone=4)
    state.apply(seat, "dig L4 stone")
    rubble = [p for p in placements(state, seat, "L4", max_hammers=9) if p.rubble == 3]
    assert [state.board.cell_name(c) for c in rubble[0].cells] == ["h3", "h4", "h5", "g5"]
    assert "place r0f h3" not in strings(state.legal(seat))  # no hammers: not there
    spot = next(p for p in placements(state, seat, "L4")
                if {cell(state, "i2"), cell(state, "j2")} <= set(p.cells) and not p.rubble)
    events = state.apply(seat, f"place {spot.orientation} {state.board.cell_name(spot.origin)}")
    assert state.honour[seat] == 4
    assert holding(state, seat) == [0, 2, 0, 0, 0, 1, 0]  # 2 iron and 1 hammer, stones spent
    assert any(e.kind == "unearthed" and e.params["clan"] == "fire" for e in events)
    give(state, seat, hammer=2)  # now three hammers: the rubble placement opens up
    state.progress["dig"] = {"shape": "L4", "mineral": "stone"}
    assert any(p.rubble == 3 for p in placements(state, seat, "L4"))


def _corridor_to_yellow(state, seat: int) -> None:
    """Tunnels from the gate h1 down to h5, next to the yellow level."""
    lay(state, ["h2", "h3", "h4", "h5"], seat=seat)
    assert state.board.levels[cell(state, "h6")] == YELLOW


def test_example_add_a_pedestal_on_a_yellow_anchor():
    """"Acabas de colocar este túnel de tamaño 4. Su ancla se encuentra en el
    nivel amarillo ... Tienes dos pedestales en tu almacén; uno de Fuego y uno
    de Luna ... alguien ya ha reclamado la ficha de Pedestal de Luna en el nivel
    amarillo, ¡pero la ficha de Fuego se encuentra aún sin reclamar! Colocas tu
    pedestal de Fuego sobre el ancla, y tomas la ficha (que vale 3 de honor).\""""
    state, seat = _winter()
    _corridor_to_yellow(state, seat)
    state.pedestals[seat] = ["fire", "moon"]
    fire, moon = STATUE_CLANS.index("fire"), STATUE_CLANS.index("moon")
    state.marker[YELLOW - 1][fire], state.marker[YELLOW - 1][moon] = 3, None
    give(state, seat, iron=4, hammer=1)
    state.apply(seat, "dig I4 iron")
    spot = next(p for p in placements(state, seat, "I4")
                if p.anchor is not None and state.board.levels[p.anchor] == YELLOW)
    state.apply(seat, f"place {spot.orientation} {state.board.cell_name(spot.origin)}")
    assert strings(state.legal(seat)) == ["pedestal fire", "pedestal none"]
    state.apply(seat, "pedestal fire")
    assert state.tokens[seat] == [3] and state.pedestals[seat] == ["moon"]
    assert state.marker[YELLOW - 1][fire] is None


def test_example_add_a_pedestal_one_per_clan_on_the_grey_level():
    """"Por ejemplo, si un jugador ha construido un pedestal de Hielo en un
    espacio del nivel gris, no puede colocarse otro pedestal de Hielo en ese
    nivel... pero sí uno de Fuego o de Luna.\""""
    from games.mountain_king.dig import pedestal_choices

    state, seat = _winter()
    grey = 2
    state.marker[grey - 1][STATUE_CLANS.index("ice")] = None  # an ice pedestal stands there
    state.pedestals[seat] = ["fire", "ice", "moon"]
    tile = lay(state, ["h2", "i2"], anchor=cell(state, "h2"), seat=seat)
    assert state.board.levels[cell(state, "h2")] == grey
    state.progress["dig"] = {"shape": "I2", "mineral": "stone", "tunnel": tile}
    assert pedestal_choices(state, seat) == ["fire", "moon"]


def test_example_establish_the_enchanter_then_use_it_in_a_later_turn():
    """"El túnel que has colocado sobre el lugar indicado se encuentra al lado de
    un espacio de taller. Te interesa el Urdeencantamiento, así que lo tomas de
    la reserva y lo colocas sobre el espacio, ¡Para que puedas usar ese taller
    en los próximos turnos!\""""
    state, seat = _winter()
    state.workshop_reserve = sorted({"enchanter", "stone_mill", "tool_forge"})
    give(state, seat, stone=2, coin=1)
    state.apply(seat, "dig I2 stone")
    state.apply(seat, "place r2 f1")  # f1-g1: g1 touches the gate and the space g2
    assert state.phase == "establish"
    assert "establish enchanter g2" in strings(state.legal(seat))
    state.apply(seat, "establish enchanter g2")
    assert state.workshops[str(cell(state, "g2"))] == "enchanter"
    state.apply(seat, "end")
    other = state.active
    empty_storage(state, other)
    state.apply(other, "recruit 1.1 B1")
    state.apply(other, "end")
    assert "use g2 coin>rune" in strings(state.legal(seat))


# -- 3. El gran salón ------------------------------------------------------------------------
def test_example_great_hall_the_hidden_treasure():
    """"Hay un región en tu red de túneles lo suficientemente grande para
    inaugurar el gran salón llamado Tesoro Escondido ... El pedestal de Hielo
    que colocaste anteriormente se retira del juego (pero sigues manteniendo la
    ficha que ganaste por colocarlo). La Estatua de Luna permanece sobre el
    tablero en el mismo espacio exacto que ocupaba en el túnel de debajo." "El
    Tesoro Escondido te garantizará 6 puntos de honor al final de la partida...
    pero si consigues mover la estatua de Luna (o cualquier otra) sobre el altar
    antes de que se termine, ¡puntuará 15 puntos de honor!\""""
    state, seat = _winter()
    first = lay(state, ["h2", "i2", "j2", "k2"], anchor=cell(state, "i2"), pedestal="ice",
                seat=seat)
    lay(state, ["h3", "i3", "j3", "h4"], seat=seat)
    state.tokens[seat] = [2]  # the token the ice pedestal earned
    state.statues = {str(cell(state, "i3")): "moon"}
    state.hall_supply = ["hidden_treasure"]
    at_step(state, "after")
    state.apply(seat, "hall hidden_treasure r0 h2")
    assert state.tunnels[first]["pedestal"] is None and state.tokens[seat] == [2]
    assert state.statues == {str(cell(state, "i3")): "moon"}
    assert breakdown(state, seat)["halls"] == 6
    give(state, seat, cart=1)
    state.apply(seat, "move i3>j3")  # the altar
    assert breakdown(state, seat)["halls"] == 15


# -- 4. Mover estatuas -----------------------------------------------------------------------
def test_example_move_statues_with_each_kind_of_cart():
    """"Quieres mover tu estatua de Fuego hacia el pedestal de Fuego y la estatua
    de Luna sobre el altar en el gran salón. No puedes mover la estatua de Hielo
    ya que se encuentra enterrada ... Tus trols tienen una carretilla de Fuego,
    una carretilla comodín y una carretilla de Luna. Tienes otra carretilla en tu
    almacén que cuenta como comodín más otros recursos varios. Gastas la
    carretilla de Luna para mover la estatua de Luna sobre el Altar. Gastas la
    carretilla de Fuego y tus dos carretillas comodín para mover la estatua de
    Fuego tres veces ... Si intercambias 4 de tus otros recursos por una
    carretilla de la reserva (comodín), ¡podrías realizar un último movimiento
    para colocar la estatua de Fuego sobre el pedestal en el mismo turno!\""""
    state, seat = _winter()
    for name in ("h2", "h3", "h4", "h5"):
        lay(state, [name], seat=seat)
    lay(state, ["h6"], anchor=cell(state, "h6"), pedestal="fire", seat=seat)
    lay(state, ["i2", "j2", "i3", "j3"], kind="hall", hall="throne_room",
        altar=cell(state, "j3"), seat=seat)
    lay(state, ["i4"], seat=seat)
    state.statues = {str(cell(state, "h2")): "fire", str(cell(state, "i4")): "moon",
                     str(cell(state, "m9")): "ice"}
    _holds(state, seat, 0, "s3", [0, 1])  # a fire cart
    _holds(state, seat, 1, "t5", [0, 1])  # a wild cart
    _holds(state, seat, 2, "s5", [0, 1])  # a moon cart
    give(state, seat, cart=1, stone=2, iron=1, coin=1)
    at_step(state, "after")
    assert not [a for a in strings(state.legal(seat)) if a.startswith("move m9")]  # buried
    state.apply(seat, "move i4>j3")
    assert strings(state.legal(seat)) == ["pay cart:wild@A2", "pay cart:moon@A3",
                                          "pay cart@storage"]
    state.apply(seat, "pay cart:moon@A3")
    for move, payment in (("move h2>h3", "pay cart:fire@A1"), ("move h3>h4", "pay cart:wild@A2"),
                          ("move h4>h5", None)):
        state.apply(seat, move)
        if payment:
            assert payment in strings(state.legal(seat))
            state.apply(seat, payment)
    assert state.phase == "after" and not [a for a in strings(state.legal(seat))
                                           if a.startswith("move")]
    state.apply(seat, "trade cart")
    state.apply(seat, "give 2stone 1iron 1coin")
    state.apply(seat, "move h5>h6")
    assert state.statues == {str(cell(state, "h6")): "fire", str(cell(state, "j3")): "moon",
                             str(cell(state, "m9")): "ice"}
    parts = breakdown(state, seat)
    assert parts["statues"] == 20 and parts["halls"] == 7  # on its pedestal; the altar


# -- Puntuación final ------------------------------------------------------------------------
def test_example_final_scoring_leftover_sets_trade_four_mixed_for_a_coin():
    """"Si tuvieras estos recursos sobrantes, puntuarías 1 de honor por las
    carretillas y 1 de honor por la piedra. No tienes más sets de 3, pero si
    intercambias tus cuatro recursos mixtos (1 runa, 1 martillo, 2 hierros) por
    una moneda, lograrías completar tu tercer set.\""""
    left = {"stone": 3, "iron": 2, "heartstone": 0, "coin": 2, "cart": 3, "hammer": 1,
            "rune": 1}
    counts = [left[r] for r in RESOURCES]
    assert sum(n // 3 for n in counts) == 2
    assert leftover_sets(counts) == 3
    state, seat = _winter()
    give(state, seat, **left)
    assert breakdown(state, seat)["leftovers"] == 3


def test_example_final_scoring_111_honour():
    """"Has obtenido 43 puntos de honor durante la partida por cavar túneles.
    Tienes la segunda ficha de Coronación que vale 3 ... fichas de puntos de
    Pedestal es 11. Tus recursos sobrantes te otorgan 1 ... A El altar en este
    gran salón se encuentra vacío, así que puntuá el número más bajo: cero. La
    estatua de Hielo en este salón no puntuá. B El altar en este gran salón tiene
    una estatua sobre él, así que puntuá el valor más alto: ¡15 de honor! ... 1 Tu
    estatua de Fuego sobre el pedestal en el nivel amarillo puntuá 20 de honor. 2
    Tu estatua de Hielo (sin pedestal) en el nivel amarillo puntuá 10 de honor. 3
    Tu estatua de Fuego sobre el pedestal en nivel gris claro puntuá 8 de honor.
    Tu puntuación final es 111.\""""
    state, seat = _winter()
    lay(state, ["h2"], anchor=cell(state, "h2"), pedestal="fire", seat=seat)  # grey
    lay(state, ["h3", "h4", "h5"], seat=seat)
    lay(state, ["h6"], anchor=cell(state, "h6"), pedestal="fire", seat=seat)  # yellow
    lay(state, ["g6"], seat=seat)  # yellow
    lay(state, ["i4", "j4", "k4", "l4", "m4"], kind="hall", hall="rift",
        altar=cell(state, "m4"), seat=seat)  # A: 0 / 10
    lay(state, ["e3", "f3", "g3"], seat=seat)
    lay(state, ["a2", "b2", "c2", "d2", "a3", "b3", "c3"], kind="hall", hall="hidden_treasure",
        altar=cell(state, "c3"), seat=seat)  # B: 6 / 15
    lay(state, ["d3"], seat=seat)  # joins B to e3
    state.statues = {str(cell(state, c)): clan for c, clan in (
        ("j4", "ice"), ("c3", "moon"), ("h6", "fire"), ("g6", "ice"), ("h2", "fire"))}
    state.honour[seat] = 43
    state.crowned[seat] = 3
    state.tokens[seat] = [4, 4, 3]
    give(state, seat, stone=3)
    assert [state.board.levels[cell(state, c)] for c in ("h6", "g6", "h2")] == [5, 5, 2]
    assert breakdown(state, seat) == {"tunnels": 43, "coronation": 3, "pedestals": 11,
                                      "leftovers": 1, "halls": 0 + 15, "statues": 20 + 10 + 8}
    final_scoring(state)
    assert state.result().scores[seat] == 111


@pytest.mark.parametrize("locale", ["en", "es"])
def test_example_texts_of_a_payment(locale):
    """The payment of the spending example in words, in both languages."""
    state, seat = _winter()
    for spot, card in ((1, "s4"), (2, "t11")):
        _holds(state, seat, spot, card, [1, 0])
    give(state, seat, stone=3)
    state.apply(seat, "dig I4 stone")
    state.apply(seat, "place r0 i1")
    assert str(state.legal(seat)[0]) == "pay stone@A2 stone@A3 2stone@storage"
    label = GAME.label(state, state.legal(seat)[0], locale)
    assert label == {
        "en": "Pay 1 stone from A2, 1 stone from A3, 2 stones from storage",
        "es": "Paga 1 piedra de A2, 1 piedra de A3, 2 piedras del almacén",
    }[locale]
