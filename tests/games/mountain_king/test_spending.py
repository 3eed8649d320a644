"""Spending resources ("Gastar recursos"): the player chooses which resources
pay, from their trolls or their storage (the rulebook's advice to spend the
trolls' first is an option, `spending=trolls_first`), and the trade with the
supply ("Intercambiar con la reserva") never hands in what it takes."""

from __future__ import annotations

import pytest

from games.core import BadNotation, IllegalAction
from games.mountain_king.components import RESOURCES
from games.mountain_king.resources import holding
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

COIN = RESOURCES.index("coin")
RUNE = RESOURCES.index("rune")


def _ready(seed: int = 1, **options: str):
    """The active player's turn, step 1, with nothing held."""
    state = started(2, seed, **options)
    seat = state.active
    empty_storage(state, seat)
    return state, seat


def _holds(state, seat: int, spot: int, card: str, held: list[int]) -> None:
    """Put `card` on pyramid spot `spot` holding the symbols marked in `held`."""
    state.pyramids[seat][spot] = [card, list(held)]
    state.changed()


def _workshop_beside_gate(state, seat: int, kind: str) -> str:
    """A workshop of `kind` touching the seat's network (its gate moved there)."""
    b = state.board
    space = b.workshop_spaces[0]
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, [b.cell_name(b.neighbours[space][0])], kind="gate", seat=seat)
    state.gates[seat] = b.neighbours[space][0]
    state.workshops[str(space)] = kind
    return b.cell_name(space)


def test_spending_the_player_chooses_trolls_or_storage():
    """"Puedes gastar todos los recursos que se encuentren en tu poder
    (independientemente de si se encuentran en tu almacén o sobre uno de los
    trols de tu plantilla)": a rune held on two trolls and in storage can be
    paid from any of the three; the prompt is public (pyramids and storage
    lie face up) and nothing is paid until the player answers."""
    state, seat = _ready()
    state.spellbook[0] = ["earth_ritual", 0]
    _holds(state, seat, 0, "t13", [0, 1])  # A1: ice, stone + rune (the rune held)
    _holds(state, seat, 1, "t16", [1, 0])  # A2: ice, rune (held) + coin
    give(state, seat, rune=1)
    state.apply(seat, "cast earth_ritual")
    assert state.phase == "pay"
    prompt = state.pending()[0]
    assert prompt.kind == "pay" and not prompt.private
    assert "1 rune" in GAME.prompt_text(state, prompt, "en")
    assert strings(state.legal(seat)) == ["pay rune@A1", "pay rune@A2", "pay rune@storage"]
    assert holding(state, seat)[RUNE] == 3 and state.spellbook[0] == ["earth_ritual", 0]
    events = state.apply(seat, "pay rune@A2")
    assert state.pyramids[seat][1][1] == [0, 0] and state.pyramids[seat][0][1] == [0, 1]
    assert state.storage[seat][RUNE] == 1 and state.spellbook[0] == ["earth_ritual", 1]
    assert [e.kind for e in events][:2] == ["paid", "cast"]
    assert GAME.event_text(events[0], "en", ["Ana", "Bea"]) == (
        f"{['Ana', 'Bea'][seat]} pays 1 rune from A2.")
    assert state.phase == "main"


def test_spending_no_question_when_every_way_is_the_same():
    """Automatic only when the ways are equivalent: resources in storage are
    all alike, and so are two equal symbols on one troll."""
    state, seat = _ready()
    state.spellbook[0] = ["earth_ritual", 0]
    give(state, seat, rune=2)
    state.apply(seat, "cast earth_ritual")
    assert state.phase == "main" and state.storage[seat][RUNE] == 1
    # Two stones on one troll and none in storage: one way to pay two.
    state, seat = _ready()
    _holds(state, seat, 0, "s1", [1, 1])  # A1: mud, stone + stone (both held)
    state.apply(seat, "dig I2 stone")
    place = strings(state.legal(seat))[0]
    state.apply(seat, place)
    assert state.phase != "pay" and state.pyramids[seat][0][1] == [0, 0]


def test_spending_option_trolls_first_pays_at_once():
    """Option spending=trolls_first plays the rulebook's advice ("es mejor
    gastar primero los recursos que haya sobre tus trols") without asking: the
    trolls' resources first, bottom row first, left to right, then storage."""
    state, seat = _ready(spending="trolls_first")
    _holds(state, seat, 0, "t11", [1, 0])  # A1: stone (held) + coin
    _holds(state, seat, 4, "t11", [1, 0])  # B1: stone (held) + coin
    _holds(state, seat, 1, "s4", [1, 0])  # A2: stone (held) + ice cart
    give(state, seat, stone=2)
    state.apply(seat, "dig I4 stone")
    state.apply(seat, strings(state.legal(seat))[0])
    assert state.phase != "pay"
    assert [state.pyramids[seat][i][1][0] for i in (0, 1, 4)] == [0, 0, 0]
    assert state.storage[seat][0] == 1  # 3 from the trolls, 1 from storage


def test_spending_menu_is_every_way_that_differs():
    """With the choice, every distinct way is offered once: here 3 stones out
    of a troll holding two (A1), another holding one (A2) and two in storage."""
    state, seat = _ready()
    _holds(state, seat, 0, "s1", [1, 1])
    _holds(state, seat, 1, "s4", [1, 0])
    give(state, seat, stone=2)
    state.apply(seat, "dig I3 stone")
    state.apply(seat, strings(state.legal(seat))[0])
    assert strings(state.legal(seat)) == [
        "pay 2stone@A1 stone@A2",
        "pay 2stone@A1 stone@storage",
        "pay stone@A1 stone@A2 stone@storage",
        "pay stone@A1 2stone@storage",
        "pay stone@A2 2stone@storage",
    ]
    state.apply(seat, "pay stone@A2 2stone@storage")
    assert state.pyramids[seat][0][1] == [1, 1] and state.storage[seat][0] == 0
    assert state.phase in ("pedestal", "establish", "after")


def test_spending_a_statue_cart_of_its_clan_wild_or_from_storage():
    """"Carretillas": a statue moves with a cart of its clan on a troll, a wild
    cart on a troll, or a cart from storage (wild): three different carts, so
    the player chooses; a cart of another clan is never offered. The advice
    spends the most restricted first."""
    for spending, expected in (("choose", None), ("trolls_first", "cart:fire@A1")):
        state, seat = _ready(spending=spending)
        state.cell_tunnel[state.gates[seat]] = -1
        lay(state, ["h1"], kind="gate", seat=seat)
        state.gates[seat] = cell(state, "h1")
        lay(state, ["h2", "h3"])
        state.statues = {str(cell(state, "h2")): "fire"}
        _holds(state, seat, 0, "s3", [0, 1])  # A1: a fire cart
        _holds(state, seat, 1, "t5", [0, 1])  # A2: a wild cart
        _holds(state, seat, 2, "s4", [0, 1])  # A3: an ice cart
        give(state, seat, cart=1)
        at_step(state, "after")
        state.apply(seat, "move h2>h3")
        if expected is None:
            assert strings(state.legal(seat)) == [
                "pay cart:fire@A1", "pay cart:wild@A2", "pay cart@storage"]
            state.apply(seat, "pay cart:wild@A2")
            assert state.pyramids[seat][1][1] == [0, 0]
        else:
            assert state.pyramids[seat][0][1] == [0, 0]
        assert state.pyramids[seat][2][1] == [0, 1] and state.phase == "after"


def test_spending_the_cartwright_takes_wild_carts_only():
    """"Gasta 1 carretilla comodín (no de un clan)": the ways to pay the
    Cartwright are a wild cart on a troll or one from storage, never a clan's."""
    state, seat = _ready()
    name = _workshop_beside_gate(state, seat, "cartwright")
    _holds(state, seat, 0, "s3", [0, 1])  # a fire cart: not wild
    _holds(state, seat, 1, "t5", [0, 1])  # a wild cart
    give(state, seat, cart=1)
    state.apply(seat, f"use {name} cart>heartstone")
    assert strings(state.legal(seat)) == ["pay cart:wild@A2", "pay cart@storage"]


def test_spending_the_quartermaster_asks_which_troll():
    """The Quartermaster moves "1 recurso cualquiera de uno de tus trols": when
    two trolls hold that symbol, the player says which one gives it up."""
    state, seat = _ready()
    name = _workshop_beside_gate(state, seat, "quartermaster")
    _holds(state, seat, 0, "s3", [0, 1])
    _holds(state, seat, 4, "t9", [0, 1])  # B1: another fire cart
    state.apply(seat, f"use {name} cart:fire>storage")
    prompt = state.pending()[0]
    assert prompt.kind == "unload"
    assert strings(state.legal(seat)) == ["pay cart:fire@A1", "pay cart:fire@B1"]
    assert GAME.label(state, state.legal(seat)[1], "en") == (
        "Move 1 fire cart from B1 to storage")
    state.apply(seat, "pay cart:fire@B1")
    assert state.pyramids[seat][4][1] == [0, 0] and state.pyramids[seat][0][1] == [0, 1]
    assert state.storage[seat][RESOURCES.index("cart")] == 1


def test_spending_coins_from_a_troll_the_cascade_refills():
    """Why the rulebook advises the trolls first: a bribe paid from a troll
    under the new one is produced again by the cascade, a bribe from storage
    is simply gone."""
    coins = []
    for way in ("pay coin@A1 coin@storage", "pay 2coin@storage"):
        state, seat = _ready()
        _holds(state, seat, 0, "t11", [0, 1])  # A1: stone + coin (the coin held)
        give(state, seat, coin=2)
        state.apply(seat, "recruit 2.1 B1")  # B1 stands on A1 and A2
        assert strings(state.legal(seat)) == ["pay coin@A1 coin@storage", "pay 2coin@storage"]
        state.apply(seat, way)
        assert state.pyramids[seat][0][1] == [1, 1]  # A1 full either way
        coins.append(holding(state, seat)[COIN])
    assert coins[0] == coins[1] + 1


def test_spending_a_trade_is_paid_like_anything_else():
    """The four resources of a trade may come from the trolls or storage."""
    state, seat = _ready()
    _holds(state, seat, 0, "s1", [1, 1])
    give(state, seat, stone=3)
    state.apply(seat, "trade rune")
    state.apply(seat, "give 4stone")
    assert strings(state.legal(seat)) == ["pay 2stone@A1 2stone@storage",
                                          "pay stone@A1 3stone@storage"]
    state.apply(seat, "pay stone@A1 3stone@storage")
    assert holding(state, seat) == [1, 0, 0, 0, 0, 0, 1] and state.phase == "main"
    assert state.pyramids[seat][0][1] == [0, 1]


def test_spending_menus_step_by_step():
    """A long payment menu is offered part by part (`choice_path`): each step
    a group of the menu, whose key the notation refuses, so a group is never
    played by mistake."""
    state, seat = _ready()
    _holds(state, seat, 0, "s1", [1, 1])
    for spot, card in ((1, "s4"), (2, "t11"), (3, "t13"), (4, "t11")):
        _holds(state, seat, spot, card, [1, 0])  # one stone each
    give(state, seat, stone=6)
    state.apply(seat, "dig I6 stone")
    state.apply(seat, strings(state.legal(seat))[0])
    payments = state.legal(seat)
    assert len(payments) == 3 * 2 ** 4  # A1 gives 0-2, four trolls 0-1, storage the rest
    assert str(payments[0]) == "pay 2stone@A1 stone@A2 stone@A3 stone@A4 stone@B1"
    path = GAME.choice_path(state, seat, payments[0], "en")
    assert [key for key, _ in path] == [
        "pay 2stone@A1 …", "pay 2stone@A1 stone@A2 …", "pay 2stone@A1 stone@A2 stone@A3 …",
        "pay 2stone@A1 stone@A2 stone@A3 stone@A4 …", str(payments[0])]
    # The group label says more follows in words: the menu adds "… (n choices)".
    assert path[0][1] == "Pay 2 stones from A1, then more"
    for key, _ in path[:-1]:
        with pytest.raises(BadNotation):
            GAME.parse_action(key)


def test_spending_notation_and_wrong_payments():
    """`pay` reads its parts in any order and writes them in one; a payment
    that is not one of the ways is refused with the reason, and `pay` outside
    a payment is a wrong step."""
    assert str(GAME.parse_action("pay 2STONE@storage stone@a2")) == (
        "pay stone@A2 2stone@storage")
    for bad in ("pay", "pay stone@E1", "pay cart@A1", "pay cart:fire@storage",
                "pay 0stone@A1", "pay stone@B4"):
        with pytest.raises(BadNotation):
            GAME.parse_action(bad)
    state, seat = _ready()
    with pytest.raises(IllegalAction) as wrong:
        state.apply(seat, "pay rune@storage")
    assert wrong.value.key == "mountain_king.error.wrong_step"
    _holds(state, seat, 0, "t13", [0, 1])
    give(state, seat, rune=1)
    state.spellbook[0] = ["earth_ritual", 0]
    state.apply(seat, "cast earth_ritual")
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, "pay 2rune@storage")
    assert refused.value.key == "mountain_king.error.pay"
    assert state.to_json() == before


def test_spending_option_defaults_to_the_rulebook():
    options = GAME.validate_options(3)
    assert options["spending"] == "choose"
    assert options["extra_start"] == "printed" and options["gates"] == "printed"


# -- the trade ------------------------------------------------------------------------------
def test_trade_never_hands_in_the_resource_it_takes():
    """"Puedes gastar 4 recursos ... para tomar 1 recurso específico que deseas
    de la reserva": handing in a rune to take a rune back only throws the
    other three away, so no such mix is offered — and a resource that only
    such a mix could buy is not offered at all."""
    state, seat = _ready()
    give(state, seat, stone=3, rune=1)
    assert "trade rune" not in strings(state.legal(seat))
    assert "trade stone" not in strings(state.legal(seat))
    give(state, seat, iron=1)
    trades = strings(state.legal(seat))
    assert {"trade rune", "trade coin"} <= set(trades) and "trade stone" not in trades
    state.apply(seat, "trade rune")
    assert strings(state.legal(seat)) == ["give 3stone 1iron"]
    state.apply(seat, "give 3stone 1iron")
    assert holding(state, seat)[RUNE] == 2


def test_option_spending_trolls_first_keeps_our_earlier_trade_menu():
    """`spending=trolls_first` plays our earlier payment, and games stored before
    issue 10 go on with it: there a trade may hand in what it takes (paid trolls
    first, that moves one from a troll into storage), as those games could."""
    state, seat = _ready(spending="trolls_first")
    give(state, seat, stone=3, rune=1)
    assert {"trade rune", "trade stone"} <= set(strings(state.legal(seat)))
    state.apply(seat, "trade rune")
    assert strings(state.legal(seat)) == ["give 3stone 1rune"]
