"""The rulebook as printed is the default; where we once played something else, that
is an option a table may choose (issue 10; docs/rules/near_and_far.md, "Rules as
printed"). One test for the printed rule and one for the option, each quoting the
seed (`../shared/seeds/004_3d783fea0dd8a934.txt`). Map 1 unless a test says
otherwise."""

from __future__ import annotations

import pytest

from games.core.errors import BadNotation, IllegalAction
from games.near_and_far import walk
from games.near_and_far.cards import gain
from games.near_and_far.village.hall import trade_values
from tests.games.near_and_far.position import FixedDice, game, play, started, texts


def _walker(state, space=0, hearts=6):
    """Seat 0 on the map at `space`, starting a movement, no quest tokens."""
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))
    return player


def _plain_walk(state):
    """Spaces S, X, Y, Z joined by plain paths, none of them the village."""
    board = state.board
    for here in board.spaces:
        for x, i in board.neighbours(here.id):
            for y, j in board.neighbours(x):
                for z, k in board.neighbours(y):
                    ways = {here.id, x, y, z}
                    symbols = {board.paths[n].symbol for n in (i, j, k)}
                    if len(ways) == 4 and 0 not in ways and symbols == {None}:
                        return here.id, x, y, z
    raise AssertionError("map 1 has plain paths")


# -- Town hall values ("Alcaldía", "Comerciar") -----------------------------------------
def test_town_hall_values_by_colour_as_the_examples_print_them():
    """ "Alcaldía": "Pablo paga 1 gema, 1 maravedí y 1 comida (para un valor total de 5) y
    compra una ficha de facción roja"; "Irene paga 1 ficha de facción azul (valor 7)";
    Carreta: "una ficha de facción azul, cuyo valor ahora es 8; con ella puede comprar 4
    maravedís". Coin 2, gem 2, food 1, red 5, blue 7; green and yellow (never priced in
    the text) 6."""
    values = trade_values(started())
    assert values == {
        "coin": 2, "gem": 2, "food": 1, "red": 5, "blue": 7, "green": 6, "yellow": 6,
    }


def test_option_token_value_flat_every_faction_token_is_worth_6():
    """`token_value=flat` (our earlier list): every faction token 6, so the printed
    examples no longer hold: 5 does not buy a red token, a blue one buys only 6."""
    state = started(options={"token_value": "flat"})
    assert {trade_values(state)[f] for f in ("green", "yellow", "blue", "red")} == {6}
    state.p(0).update({"coin": 1, "gem": 1, "food": 1})
    play(state, (0, "visit hall"), (0, "trade"))
    play(state, (0, "give gem"), (0, "give coin"), (0, "give food"))
    assert "get red" not in texts(state)
    state = started(options={"token_value": "flat"})
    state.p(0)["coin"] = 0
    gain(state, 0, {"blue": 1})
    play(state, (0, "visit hall"), (0, "trade"), (0, "give blue"))
    play(state, (0, "get coin"), (0, "get coin"), (0, "get coin"))
    assert "get food" not in texts(state)


# -- More quests ("Variante con más gestas") ---------------------------------------------
def test_more_quests_is_four_per_player_as_printed():
    """ "Variante con más gestas": "colocad en el mapa cuatro gestas por jugador" (four
    per player; the basic rule's extra token is not repeated): 8 and 12 tokens with two
    and three players, and 16 with four, as many as a map's quest spaces."""
    counts = [len(game().setup(n, {"quests": "more"}, 5).quest_tokens) for n in (2, 3, 4)]
    assert counts == [8, 12, 16]


def test_option_quests_more_plus_one_keeps_our_earlier_extra_token():
    """`quests=more_plus_one` (our earlier reading): four per player and one more
    (9 and 13; with four players the 16 quest spaces are all taken)."""
    counts = [
        len(game().setup(n, {"quests": "more_plus_one"}, 5).quest_tokens) for n in (2, 3, 4)
    ]
    assert counts == [9, 13, 16]


# -- Out of hearts ("Corazones", "Desplazamiento") ---------------------------------------
def test_out_of_hearts_an_empty_space_is_not_passed_without_its_heart():
    """ "Desplazamiento": "debes gastar 1 corazón por cada espacio vacío ... por el que
    pase" and, to pass again, "cada vez debes pagar el coste de corazones requerido":
    with no heart, the step beyond an empty space is refused with the reason."""
    state = started()
    here, passed, onward, _ = _plain_walk(state)
    _walker(state, space=here, hearts=0)
    play(state, (0, f"go {passed}"))
    assert f"go {onward}" not in texts(state) and texts(state)[-1] == "stop"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, f"go {onward}")
    assert refused.value.key == "near_and_far.error.no_hearts"
    assert walk.follow(state, 0, [onward]) is None


def test_out_of_hearts_carries_no_penalty():
    """ "Corazones": "el jugador no sufre ninguna penalización ni hay efectos especiales
    por quedarse sin corazones": with none left one may still step from the start, end
    on an empty space, pass a camped space, go home; toxic water takes nothing."""
    state = started()
    here, passed, onward, _ = _plain_walk(state)
    state.camps[passed] = 1
    player = _walker(state, space=here, hearts=0)
    play(state, (0, f"go {passed}"), (0, f"go {onward}"), (0, "stop"), (0, "end"))
    assert player["space"] == onward and player["heart"] == 0
    state = started(options={"map": "4"})
    water = next(s.id for s in state.board.spaces if s.water)
    start = state.board.neighbours(water)[0][0]
    state.threat_deck = []
    player = _walker(state, space=start, hearts=0)
    play(state, (0, f"go {water}"))
    assert player["space"] == water and player["heart"] == 0


def test_option_out_of_hearts_free_passes_empty_spaces_for_nothing():
    """`out_of_hearts=free` (the other reading of "no sufre ninguna penalización"): a
    heart is paid while there is one; with none left an empty space is passed free.
    The walk shortcut counts the same."""
    options = {"out_of_hearts": "free"}
    state = started(options=options)
    here, passed, onward, last = _plain_walk(state)
    state.p(0)["animals"] = ["bird"]  # three steps
    player = _walker(state, space=here, hearts=1)
    assert walk.follow(state, 0, [passed, onward, last]).cost == 1
    play(state, (0, f"go {passed}"), (0, f"go {onward}"))
    assert player["heart"] == 0, "the heart is paid while there is one"
    play(state, (0, f"go {last}"))
    assert player["space"] == last and player["heart"] == 0


def test_option_out_of_hearts_free_the_last_hearts_may_go_into_a_threat():
    """With `out_of_hearts=free` no heart is set aside for the space being left (the
    printed rule keeps it, test_threat_hearts_keep_the_heart_for_the_space_being_left):
    the hearts go into the threat and the empty space is then passed free."""
    state = started(options={"out_of_hearts": "free"})
    player = _walker(state, space=28, hearts=2)
    play(state, (0, "go 0"))
    state.camps[28] = None
    player["space"], state.ctx["moved"] = 1, 1  # on space 1, passed through
    state.rng = FixedDice([2])  # 2 + 0 swords: 2 short of 4
    play(state, (0, "go 4"), (0, "fight"))
    assert texts(state) == ["spend 2", "yield"]
    play(state, (0, "spend 2"))
    assert player["space"] == 4 and player["heart"] == 0 and player["threats"] == ["h04"]


# -- Reputation at the town hall ("Alcaldía") --------------------------------------------
def test_town_hall_reputation_paid_with_coins_or_gems_as_the_player_chooses():
    """ "Alcaldía": "Puedes ganar o perder reputación, pagando un maravedí o una gema por
    cada punto": how many points a gem pays is the player's choice (we paid coins
    first)."""
    state = started()
    state.p(0).update({"coin": 1, "gem": 2})
    play(state, (0, "visit hall"))
    raising = [t for t in texts(state) if t.startswith("rep +2")]
    assert raising == ["rep +2 1g", "rep +2 2g"], "one coin: at least one gem"
    play(state, (0, "rep +2 2g"))
    assert (state.p(0)["coin"], state.p(0)["gem"], state.p(0)["reputation"]) == (1, 0, 2)
    assert game().parse_action("rep -3 1g") == game().parse_action(" REP -3  1G ")


def test_option_reputation_payment_coins_first_plays_our_earlier_rule():
    """`reputation_payment=coins_first` (our earlier rule, and how games stored before
    issue 10 go on): one way to pay each change, coins first, then gems."""
    state = started(options={"reputation_payment": "coins_first"})
    state.p(0).update({"coin": 1, "gem": 2})
    play(state, (0, "visit hall"))
    assert [t for t in texts(state) if t.startswith("rep +")] == ["rep +1", "rep +2", "rep +3"]
    play(state, (0, "rep +2"))
    assert (state.p(0)["coin"], state.p(0)["gem"], state.p(0)["reputation"]) == (0, 1, 2)


# -- Buying at any moment ("Acción gratuita") --------------------------------------------
def test_buying_while_spending_hearts_after_a_roll():
    """ "Acción gratuita": "En cualquier momento de tu turno puedes comprar una carta de
    artefacto" (we did not offer it after a roll). The roll's total was made when the die
    was rolled ("después de tirar tu dado y sumarle todos tus modificadores de combate,
    puedes gastar cuantos corazones quieras"): a sword bought now does not change it."""
    state = started()
    state.p(0).update({"hand": ["a02"], "coin": 2})  # +1 combat
    player = _walker(state, space=0, hearts=3)
    state.rng = FixedDice([1])
    play(state, (0, "go 34"), (0, "fight"))
    assert texts(state) == ["spend 3", "yield", "buy a02"]
    assert state.pending()[0].private, "a purchase names a card of the hand: asked privately"
    play(state, (0, "buy a02"))
    assert player["bought"] == ["a02"] and texts(state) == ["spend 3", "yield"]
    play(state, (0, "spend 3"))
    assert player["threats"] == ["h04"] and player["heart"] == 0


# -- Gem trade ("Talentos": Comercio de gemas) --------------------------------------------
def test_gem_trade_gems_pay_wherever_coins_are_spent():
    """ "Comercio de gemas (2): puedes gastar gemas como si fueran maravedís (pero no al
    revés)": at the tavern too (a recruit, a refresh) and for a bribe, not only for the
    costs of cards and quests (we took gems only there). Coins go first: with the
    talent a gem does all a coin does, and more."""
    state = started()
    state.row[0] = "r2"  # costs 2
    state.p(0).update({"coin": 1, "gem": 2, "talents": ["gem_trade"]})
    play(state, (0, "visit tavern"))
    assert "recruit r2" in texts(state) and "refresh" in texts(state)
    play(state, (0, "recruit r2"), (0, "reserve"), (0, "refresh"))
    assert (state.p(0)["coin"], state.p(0)["gem"]) == (0, 0)
    state = started()
    state.p(0).update({"coin": 1, "gem": 2, "talents": []})
    state.row[0] = "r2"
    play(state, (0, "visit tavern"))
    assert "recruit r2" not in texts(state), "without the talent, gems are no coins"


def test_reputation_choices_are_reached_in_steps():
    """Paying each point with a coin or a gem makes a long list at the town hall (every
    amount, every split): the menu reaches it by `rep`, then the amount, then the
    payment (Game.choice_path); the group keys are never actions."""
    state = started()
    state.p(0).update({"coin": 6, "gem": 6})
    play(state, (0, "visit hall"))
    changes = [a for a in state.legal(0) if str(a).startswith("rep")]
    assert len(changes) > 25, "more than a menu shows"
    path = game().choice_path(state, 0, game().parse_action("rep +3 1g"), "es")
    assert [key for key, _ in path] == ["rep", "rep+3", "rep +3 1g"]
    assert path[1][1] == "Reputación +3"
    for key in ("rep", "rep+3"):
        with pytest.raises(BadNotation):
            game().parse_action(key)
    assert game().choice_path(state, 0, game().parse_action("done"), "en")[0][0] == "done"
