"""Every worked example of the rulebook that the engine can be put in, one test each,
named after it (docs/rules/near_and_far.md, "Worked examples"). The docstring quotes
the seed (`../shared/seeds/004_3d783fea0dd8a934.txt`) and says it in English; where
our components differ from the printed ones (our maps and cards are our own), the
test says what stands in for them. Map 1 unless a test says otherwise."""

from __future__ import annotations

from games.near_and_far import camps, scoring
from games.near_and_far.adventure import capacity
from games.near_and_far.cards import gain, stats
from games.near_and_far.components import load_map
from tests.games.near_and_far.position import FixedDice, game, play, started, texts

# Map 1: path 0-34 carries a threat (34 is a coin space); 11-18 is a plain path and
# 18-24 a threat path from a coin space (18) to a gem space (24); tea is 20 and 30.
THREAT_FROM_VILLAGE = 34


def _walker(state, space=0, hearts=6):
    """Seat 0 on the map at `space`, starting a movement, no quest tokens."""
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))
    return player


def _plain_walk(state):
    """Three spaces S, X, Y joined by plain paths (no symbol), none the village."""
    board = state.board
    for here in board.spaces:
        if here.kind == "village":
            continue
        for x, i in board.neighbours(here.id):
            if x == 0 or board.paths[i].symbol:
                continue
            for y, j in board.neighbours(x):
                if y not in (0, here.id) and not board.paths[j].symbol:
                    return here.id, x, y
    raise AssertionError("map 1 has plain paths")


# -- Corazones ------------------------------------------------------------------------
def test_example_gabriela_rolls_4_and_spends_8_hearts_for_12():
    """ "Corazones": "Gabriela tira un dado y saca un 4; gasta 8 corazones y obtiene un
    resultado final de 12" (a 4, eight hearts, a final 12: there is no limit to the
    hearts spent on a roll). Here on a threat of 12 swords with no sword in the team."""
    state = started()
    _walker(state, space=0, hearts=8)
    state.threat_deck.remove("h12")
    state.threat_deck.insert(0, "h12")
    state.rng = FixedDice([4])
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    assert texts(state) == ["spend 8", "yield"]
    play(state, (0, "spend 8"))
    assert state.p(0)["threats"] == ["h12"] and state.p(0)["heart"] == 0


# -- Alcaldía ---------------------------------------------------------------------------
def _at_the_hall(state, **goods):
    state.p(0).update({"coin": 0, "gem": 0, "food": 0})
    for good, n in goods.items():
        gain(state, 0, {good: n})
    play(state, (0, "visit hall"), (0, "trade"))


def test_example_pablo_pays_a_gem_a_coin_and_a_food_for_a_red_token():
    """ "Alcaldía", Ejemplo 1: "Pablo paga 1 gema, 1 maravedí y 1 comida (para un valor
    total de 5) y compra una ficha de facción roja" (a gem, a coin and a food, worth 5,
    buy a red faction token: red is worth 5 at most)."""
    state = started()
    _at_the_hall(state, gem=1, coin=1, food=1)
    play(state, (0, "give gem"), (0, "give coin"), (0, "give food"))
    play(state, (0, "get red"), (0, "deal"))
    assert state.p(0)["tokens"]["red"] == 1
    assert (state.p(0)["gem"], state.p(0)["coin"], state.p(0)["food"]) == (0, 0, 0)


def test_example_irene_pays_a_blue_token_worth_7_for_3_coins_and_a_food():
    """ "Alcaldía", Ejemplo 2: "Irene paga 1 ficha de facción azul (valor 7) y compra 3
    maravedís y 1 comida" (a blue token is worth 7 and buys three coins and a food,
    2 + 2 + 2 + 1)."""
    state = started()
    _at_the_hall(state, blue=1)
    play(state, (0, "give blue"), (0, "get coin"), (0, "get coin"), (0, "get coin"))
    assert "get coin" not in texts(state), "a fourth coin would be worth 8"
    play(state, (0, "get food"), (0, "deal"))
    assert (state.p(0)["coin"], state.p(0)["food"], state.p(0)["tokens"]["blue"]) == (3, 1, 0)


def test_example_toni_with_the_cart_pays_a_blue_token_now_worth_8_for_4_coins():
    """ "Aclaraciones sobre las cartas de artefacto", Carreta: "Toni paga con una ficha
    de facción azul, cuyo valor ahora es 8; con ella puede comprar 4 maravedís" (the
    Cart adds 1 to what is paid: the blue token, worth 8 now, buys four coins). Our
    Sturdy Cart (a19) has that ability."""
    state = started()
    state.p(0)["bought"] = ["a19"]
    _at_the_hall(state, blue=1)
    play(state, (0, "give blue"), *[(0, "get coin")] * 4, (0, "deal"))
    assert state.p(0)["coin"] == 4


# -- Establo, tablero de jugador ----------------------------------------------------------
def test_example_two_pack_birds_move_four_spaces():
    """ "Establo": "al principio, tu capacidad básica de desplazamiento es 2, pero si
    tienes dos avepacas puedes desplazarte un máximo de 4 espacios" (2 to start, 4
    with two pack-birds)."""
    state = started()
    assert capacity(state, 0) == 2
    state.p(0)["animals"] = ["bird", "bird"]
    assert capacity(state, 0) == 4


def test_example_the_team_on_the_player_board():
    """The player board, "Nota": "el equipo actual ... tiene unos valores de 4 de
    habilidad (manos), +1 al desplazamiento (flechas), 3 de búsqueda (ojos) y 2 de
    combate (espadas), por lo que el jugador tiene un modificador de +4 en las tiradas
    de habilidad, +2 en las tiradas de combate y obtiene tres recursos al construir un
    campamento ... esta es de 4 espacios por turno (los 2 básicos más 1 por el
    aventurero y más 1 por el avepaca)". Our pet, g1, y5 and b8 add up the same."""
    state = started()
    state.p(0).update({"team": ["pet", "g1", "y5", "b8"], "animals": ["bird"]})
    power = stats(state, 0)
    assert (power["hand"], power["arrow"], power["eye"], power["sword"]) == (4, 1, 3, 2)
    assert capacity(state, 0) == 4
    coin_space = next(s.id for s in state.board.spaces if s.kind == "coin")
    assert camps.search_reward(state, 0, coin_space) == {"coin": 3}


# -- Desplazamiento ---------------------------------------------------------------------
def test_example_two_spaces_through_an_empty_one_cost_a_heart():
    """ "Desplazamiento", Ejemplo: "si un jugador desplaza a su personaje dos espacios y
    el primero de ellos (por el que pasa) está vacío, gasta 1 corazón. Sin embargo, no
    gastaría ningún corazón si el espacio por el que pasa estuviera ocupado por un
    campamento, o si solamente desplazara un espacio a su personaje y acabara el turno
    en un espacio vacío" (two spaces through an empty one: 1 heart; through a camp, or
    one space to an empty one: nothing)."""
    for camped, steps, cost in ((False, 2, 1), (True, 2, 0), (False, 1, 0)):
        state = started()
        here, passed, onward = _plain_walk(state)
        if camped:
            state.camps[passed] = 1
        player = _walker(state, space=here, hearts=3)
        play(state, *[(0, f"go {n}") for n in (passed, onward)[:steps]])
        assert player["heart"] == 3 - cost, (camped, steps)


# -- Peligros ---------------------------------------------------------------------------
def test_example_bandit_beaten_with_two_swords_a_1_and_a_heart():
    """ "Ejemplo de enfrentamiento": "el peligro activo es un bandido (dificultad 4). El
    jugador ha comprado una carta de artefacto que tiene una espada y uno de los
    aventureros de su equipo tiene otra ... Tira el dado y saca un 1, por lo que ...
    decide gastar 1 corazón ... El peligro ha sido derrotado; el jugador se queda con
    la carta y coloca en ella su siguiente campamento." (two swords, a 1, one heart:
    the bandit of 4 is beaten, kept, with a camp on it)."""
    state = started()
    state.p(0).update({"team": ["pet", "g1"], "bought": ["a02"]})  # a sword each
    player = _walker(state, space=0, hearts=1)
    state.rng = FixedDice([1])
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    assert texts(state) == ["spend 1", "yield"]
    play(state, (0, "spend 1"))
    assert player["threats"] == ["h04"] and player["camps"] == 1 and player["heart"] == 0
    assert player["space"] == THREAT_FROM_VILLAGE


# -- Gestas -----------------------------------------------------------------------------
def test_example_marta_rolls_7_on_a_target_of_5_and_gets_both_rewards():
    """ "Gestas": "si Marta sacó un 7 en una tirada de habilidad relativa a la opción
    «Encontrar otro camino» de la gesta 35 [Habilidad 5; 5: facción amarilla, 7: 1
    maravedí], gana una ficha de facción amarilla y un maravedí" (a 7 against 5 beats
    it by two: the reward and the better reward). Express card q01's first option
    (skill 5: 2 coins, at 7 also a gem) stands in for quest 35."""
    state = started()
    _walker(state, space=4, hearts=0)
    state.quest_tokens = [4]
    state.express_deck = ["q01"]
    play(state, (0, "stop"), (0, "quest"))
    state.rng = FixedDice([6])  # 6 + 1 skill (pet) = 7
    coins, gems = state.p(0)["coin"], state.p(0)["gem"]
    play(state, (0, "option 1"))
    assert state.p(0)["coin"] == coins + 2 and state.p(0)["gem"] == gems + 1
    assert state.quest_tokens == [] and state.express_discard == ["q01"]


# -- Construir campamentos ----------------------------------------------------------------
def test_example_juana_passes_a_coin_space_avoids_a_threat_and_camps_for_3_gems():
    """ "Ejemplo de construcción de campamento": "Juana gasta 1 corazón al pasar por el
    espacio vacío que muestra un símbolo de maravedí. Quiere ir al espacio de la gema y
    decide sacrificar un avepaca para evitar el peligro ... Luego, gasta 3 corazones para
    construir uno de sus campamentos en el espacio vacío que muestra el símbolo de gema;
    como su equipo actual tiene tres símbolos de búsqueda (ojos), obtiene tres gemas"
    (a heart to pass the coin space, a pack-bird for the threat, 3 hearts for the camp,
    three eyes: three gems). Map 1: 11 -> 18 (coin) -> 24 (gem, a threat on 18-24)."""
    state = started()
    state.p(0).update({"team": ["pet", "g7"], "animals": ["bird"]})  # 1 + 2 eyes
    player = _walker(state, space=11, hearts=4)
    play(state, (0, "go 18"), (0, "go 24"))
    assert state.phase == "threat"
    play(state, (0, "avoid bird"))
    assert player["heart"] == 3 and player["animals"] == []
    play(state, (0, "stop"), (0, "camp"))
    assert player["gem"] == 3 and player["heart"] == 0 and state.camps[24] == 0
    assert state.threat_deck[0] == "h04", "avoided, the threat stays active"


# -- Rutas comerciales ------------------------------------------------------------------
def test_example_tea_route_blue_alone_or_blue_and_red():
    """ "Rutas comerciales": "el jugador azul tiene un campamento en uno de los espacios
    de esta ruta comercial y, si logra construir un campamento en el otro espacio de la
    ruta, la controlará. Si el segundo campamento lo construye el jugador rojo, azul y
    rojo controlarán conjuntamente la ruta ... Si nadie construye un campamento en el
    otro espacio del té, ... nadie ganará PV por ella" (one camp: nothing; both blue's:
    the high number; blue's and red's: the low number each)."""
    state = started()
    blue, red = 0, 1
    first, second = state.board.route_spaces("tea")
    sole, shared = state.board.routes["tea"]
    state.camps[first] = blue
    assert scoring.breakdown(state, blue)["routes"] == 0
    state.camps[second] = blue
    assert scoring.breakdown(state, blue)["routes"] == sole
    state.camps[second] = red
    assert scoring.breakdown(state, blue)["routes"] == shared
    assert scoring.breakdown(state, red)["routes"] == shared


# -- Comprar cartas de artefacto ----------------------------------------------------------
def test_example_the_flame_card_needs_reputation_minus_4_or_less():
    """ "Acción gratuita": "el jugador necesita una reputación de -4 o menos. Si el
    número al lado de la llama fuera positivo (4), el jugador necesitaría una de
    reputación de 4 o más"; the card shown "permite a su propietario evitar peligros y
    le proporciona 1 espada". Our a39 is that card (5 VP where the picture shows 7)."""
    state = started()
    state.p(0).update({"hand": ["a39"], "gem": 2, "food": 1, "reputation": -3})
    assert "buy a39" not in texts(state)
    state.p(0)["reputation"] = -4
    state.changed()  # an edit outside `apply`
    play(state, (0, "buy a39"))
    assert stats(state, 0)["sword"] == 1
    _walker(state, space=0, hearts=0)
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    assert "avoid shield" in texts(state), "it avoids threats like a shield in the team"


# -- Puntuación -------------------------------------------------------------------------
def test_example_quim_three_gems_and_a_coin_maria_a_blue_and_a_red_token():
    """ "Maravedís, gemas, fichas de facción, jefes", Ejemplo: "Quim tiene 3 gemas y 1
    maravedí, que le dan 2 PV. María tiene 1 ficha de facción azul y 1 roja, que le dan
    2 PV" (coins and gems count together, one VP per two; one VP per token)."""
    state = started()
    quim, maria = 0, 1
    state.p(quim).update({"coin": 1, "gem": 3})
    state.p(maria).update({"coin": 0, "gem": 0})
    gain(state, maria, {"blue": 1, "red": 1})
    assert scoring.breakdown(state, quim)["wealth"] == 2
    assert scoring.breakdown(state, maria)["tokens"] == 2


def test_example_reputation_4_or_5_gives_2_vp_6_or_7_gives_3_8_or_9_gives_4():
    """ "Reputación": "si tienes una reputación de 4 o 5, ganas 2 PV; con una reputación
    de 6 o 7, ganas 3 PV; con 8 o 9, ganas 4 PV, etc." and "no son acumulativos"."""
    vp = [scoring.reputation_vp(rep, False) for rep in range(4, 13)]
    assert vp == [2, 2, 3, 3, 4, 4, 5, 5, 6]


# -- Ejemplo de partida -----------------------------------------------------------------
def test_example_of_play_tonis_first_four_turns():
    """ "Ejemplo de partida", Toni's first four turns (three players):
    1. "lo coloca en la cantina ... Paga 2 maravedís para reclutar a un aventurero con
       estandarte rojo y valor 1 de búsqueda, 1 de combate y 2 corazones" (our r2);
    2. "coloca a su personaje en la mina, dispuesto a batirse en duelo ... Elige luchar
       con honor: tira el dado y saca un 4, sumando 1 ... Su oponente saca un 3 ... (5 a
       3) ... gana 1 punto de reputación ... coloca uno de sus campamentos ... revela un
       símbolo de maravedí ... gana 1 maravedí";
    3. "Recarga su marcador de corazones ... «4» ... se desplaza uno. En el camino hay un
       símbolo de peligro. Toni tira un dado y saca un 2. Su equipo actual tiene 1
       espada, por lo que debe gastar 1 corazón para derrotar al peligro (dificultad 4)
       ... Ha revelado otro símbolo de maravedí ... Decide construir un campamento y
       gasta 3 corazones";
    4. "lo traslada a la granja ... gana 1 comida, porque en su equipo tiene 1 símbolo
       de habilidad".
    Two differences, both from the seed or our map: on our map 1 the space past the
    village's threat is a coin space (the example's is a gem space); and the example
    gives "1 gema, porque en su equipo tiene 1 símbolo de búsqueda", but the pet ("1 de
    búsqueda") and the red adventurer ("1 de búsqueda") make two: the seed contradicts
    itself and its rules win (docs/rules/near_and_far.md), so the camp yields two."""
    state = started()
    state.round = 1
    state.quest_tokens = []
    for seat in range(3):
        state.p(seat)["where"] = "board"
    if "r2" in state.bag:
        state.bag.remove("r2")
    state.row[0] = "r2"
    toni = state.p(0)
    # Turn 1: the tavern.
    play(state, (0, "visit tavern"), (0, "recruit r2"), (0, "team"), (0, "done"), (0, "end"))
    assert toni["team"] == ["pet", "r2"] and toni["coin"] == 1
    play(state, (1, "visit farm"), (1, "end"), (2, "visit mine"), (2, "done"), (2, "end"))
    # Turn 2: a duel in the mine, with honour, 4 + 1 against 3.
    state.rng = FixedDice([4, 3, 2])
    play(state, (0, "visit mine"), (0, "duel 3 honour"), (2, "roll"))
    assert toni["reputation"] == 1 and state.phase == "building"
    play(state, (0, "dig 1"), (0, "end"))
    assert toni["camps"] == 1 and toni["coin"] == 1 + 1 + 1, "gallery 1 and the reveal"
    play(state, (1, "visit shop"), (1, "coin"), (1, "end"))
    play(state, (2, "visit stable"), (2, "done"), (2, "end"))
    # Turn 3: out to the map, a threat on the one step, then a camp.
    play(state, (0, "adventure"), (0, "depart"))
    assert toni["heart"] == 4
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    assert texts(state) == ["spend 1", "yield"]
    play(state, (0, "spend 1"))
    assert toni["threats"] == ["h04"] and toni["camps"] == 2 and toni["coin"] == 4
    play(state, (0, "stop"), (0, "camp"), (0, "end"))
    assert toni["heart"] == 0 and toni["camps"] == 3
    assert toni["coin"] == 4 + 2, "two search symbols: the pet's and the lizardfolk's"
    play(state, (1, "visit tavern"), (1, "done"), (1, "end"))
    play(state, (2, "visit shop"), (2, "coin"), (2, "end"))
    # Turn 4: back to the farm.
    play(state, (0, "visit farm"))
    assert toni["food"] == 1


# -- Aclaraciones sobre las cartas ------------------------------------------------------
def test_example_spices_three_spaces_through_two_empty_ones_cost_one_heart():
    """ "Aclaraciones", Especias: "si te has desplazado tres espacios y has pasado por
    dos espacios vacíos, gastas solo 1 corazón (en vez de 2)". Our Travel Rations
    (a18: the first empty space passed each journey is free) do the same."""
    state = started()
    state.p(0).update({"bought": ["a18"], "animals": ["bird"]})  # three steps
    state.threat_deck = []  # every threat beaten: symbols are ignored
    here, passed, onward = _plain_walk(state)
    back = next(n for n, _ in state.board.neighbours(onward) if n not in (passed, 0))
    player = _walker(state, space=here, hearts=3)
    play(state, (0, f"go {passed}"), (0, f"go {onward}"), (0, f"go {back}"))
    assert player["heart"] == 2


def test_example_jade_flute_the_visit_food_buys_the_pack_bird():
    """ "Aclaraciones", Flauta de jade: "Toni visita el establo, sin tener comida; gana 2
    comidas y gasta 1 para comprar un avepaca" (the visit's food comes first and may
    pay for the bird). Our Feed Sack (a11) gives one food at the stable."""
    state = started()
    state.p(0).update({"bought": ["a11"], "food": 0})
    play(state, (0, "visit stable"))
    assert state.p(0)["food"] == 1 and "bird" in texts(state)
    play(state, (0, "bird"))
    assert state.p(0)["animals"] == ["bird"] and state.p(0)["food"] == 0


def test_example_mercenary_contract_camps_at_once_and_leaves_the_quest_token():
    """ "Aclaraciones", Contrato de mercenarios: "al comprar esta carta, coloca
    inmediatamente un campamento en cualquier espacio vacío del mapa y, si es un espacio
    de maravedís o gemas, obtén maravedís o gemas de la manera habitual. Si la hubiera,
    no elimines la ficha de gesta del espacio". Our a41."""
    state = started()
    site = next(s.id for s in state.board.spaces if s.kind == "coin" and s.quest)
    state.quest_tokens = [site]
    state.p(0).update({"hand": ["a41"], "coin": 4})
    gain(state, 0, {"green": 1})
    play(state, (0, "buy a41"), (0, f"site {site}"))
    assert state.camps[site] == 0 and state.quest_tokens == [site]
    assert state.p(0)["coin"] == 2, "a coin for the pet's search symbol, one under the camp"


def test_example_crown_of_cruelty_every_character_there_pays_a_coin():
    """ "Aclaraciones", Corona de crueldad: "si hay varios personajes en el edificio que
    te dispones a visitar, cada uno de ellos te debe entregar un maravedí". Our a42, in
    the tavern (where several may stand)."""
    state = started()
    state.p(0).update({"bought": ["a42"], "coin": 0})
    for seat in (1, 2):
        state.p(seat).update({"where": "tavern", "coin": 2})
    play(state, (0, "visit tavern"), (0, "peace"))
    assert state.p(0)["coin"] == 2 and state.p(1)["coin"] == state.p(2)["coin"] == 1


def test_example_ties_for_the_most_give_no_bonus():
    """ "Aclaraciones": Brújula antigua, "si empatas con algún otro jugador a mayor
    cantidad de maravedís y gemas, no recibes la bonificación de 4 PV"; Monedero and
    Vieja receta, a tie for the most coins or food gives no 2 VP. Our a47 (4 VP, most
    coins and gems), t09 (most coins) and t10 (most food)."""
    state = started()
    state.p(0).update({"bought": ["a47"], "treasures": ["t09a", "t10a"], "animals": ["bird"] * 2})
    for seat in range(3):
        state.p(seat).update({"coin": 3, "gem": 1, "food": 2})
    assert scoring.breakdown(state, 0)["cards"] == 0
    state.p(0).update({"coin": 4, "food": 3})
    assert scoring.breakdown(state, 0)["cards"] == 4 + 2 + 2


def test_example_cloak_of_stars_counts_blue_adventurers_only():
    """ "Aclaraciones", Capa de estrellas: "ganas 1 PV por cada aventurero de la facción
    azul que tengas al final de la partida (no cuentan ni el jefe de la facción azul ni
    las fichas de facción azul)". Our a24."""
    state = started()
    state.p(0).update({"bought": ["a24"], "team": ["pet", "b2"], "reserve": ["b3"]})
    state.p(0)["chiefs"] = ["blue"]
    gain(state, 0, {"blue": 2})
    assert scoring.breakdown(state, 0)["cards"] == 2


# -- Aldea mejorada ---------------------------------------------------------------------
def test_example_two_pack_turtles_pass_two_empty_spaces_free():
    """ "Aldea mejorada", Establo: "si tienes dos tortupacas, puedes pasar por dos
    espacios vacíos en el mapa sin tener que gastar ningún corazón"."""
    state = started(options={"side": "day"})
    state.p(0)["animals"] = ["turtle", "turtle"]
    state.threat_deck = []
    here, passed, onward = _plain_walk(state)
    back = next(n for n, _ in state.board.neighbours(onward) if n not in (passed, 0))
    player = _walker(state, space=here, hearts=0)
    play(state, (0, f"go {passed}"), (0, f"go {onward}"), (0, f"go {back}"))
    assert player["space"] == back and player["heart"] == 0


def test_examples_use_map_1():
    """The spaces named above are map 1's (a guard for the tests, not a rule)."""
    board = load_map("1")
    paths = {(p.a, p.b): p.symbol for p in board.paths}
    paths |= {(b, a): s for (a, b), s in paths.items()}
    assert paths[(0, THREAT_FROM_VILLAGE)] == "threat"
    assert paths[(11, 18)] is None and paths[(18, 24)] == "threat"
    assert board.spaces[18].kind == "coin" and board.spaces[24].kind == "gem"
    assert game().id == "near_and_far"
