"""Step 1 "Hechizos y talleres", the trade ("Intercambiar con la reserva"),
step 3 "El gran salón" and step 4 "Mover estatuas"."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.mountain_king.components import RESOURCES
from games.mountain_king.resources import holding, leftover_sets
from tests.games.mountain_king.helpers import (
    at_step,
    cell,
    empty_storage,
    give,
    lay,
    started,
    strings,
)

RUNE = RESOURCES.index("rune")


def _ready(seed: int = 1):
    state = started(2, seed)
    seat = state.active
    empty_storage(state, seat)
    return state, seat


def test_cast_a_spell_costs_a_rune_once_per_turn():
    """"Lanzar un hechizo": one rune onto a spell of the book, then its effect;
    one spell per turn."""
    state, seat = _ready()
    assert not any(a.startswith("cast") for a in strings(state.legal(seat)))
    state.spellbook[0] = ["earth_ritual", 0]
    give(state, seat, rune=2)
    state.apply(seat, "cast earth_ritual")
    assert state.spellbook[0] == ["earth_ritual", 1]
    assert holding(state, seat)[RUNE] == 1 and holding(state, seat)[0] == 2
    assert not any(a.startswith("cast") for a in strings(state.legal(seat)))


def test_cast_third_rune_disintegrates_the_spell():
    """The third rune: after the effect the spell goes under the deck, its runes
    back to the supply, and a new spell fills the book."""
    state, seat = _ready()
    state.spellbook[1] = ["honour_song", 2]
    give(state, seat, rune=1)
    top = state.spell_deck[0]
    runes = state.supply[RUNE]
    state.apply(seat, "cast honour_song")
    assert state.honour[seat] == 2
    assert state.spellbook[1] == [top, 0] and state.spell_deck[-1] == "honour_song"
    assert state.supply[RUNE] == runes + 3


def test_cast_spells_with_a_target_and_flags():
    """Our spells: Rouse wakes one troll, Silver Tongue pays bribes from the
    supply, Summon Pedestal takes one from the bag."""
    state, seat = _ready()
    state.spellbook = [["rouse", 0], ["silver_tongue", 0], ["summon_pedestal", 0]]
    give(state, seat, rune=1)
    legal = strings(state.legal(seat))
    assert "cast rouse A2" in legal and "cast summon_pedestal fire" in legal
    state.apply(seat, "cast silver_tongue")
    assert "recruit 3.1 B1" in strings(state.legal(seat))  # no coins needed
    state.apply(seat, "recruit 3.1 B1")
    assert [e["bribes"] for e in state.horde["1"]] == [1, 1, 1, 0, 0]
    assert state.storage[seat][RESOURCES.index("coin")] == 0


def _workshop_beside_gate(state, seat, kind: str, others: int = 0):
    """A workshop right next to the seat's network, with `others` more of its
    sides touching another tunnel."""
    b = state.board
    space = b.workshop_spaces[0]
    around = list(b.neighbours[space])
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, [b.cell_name(around[0])], kind="gate", seat=seat)
    state.gates[seat] = around[0]
    for n in around[1 : 1 + others]:
        lay(state, [b.cell_name(n)])
    state.workshops[str(space)] = kind
    return b.cell_name(space)


def test_workshop_uses_as_many_as_open_entrances():
    """"Activar un taller": usable while your network touches it, as many times
    as it has open entrances (sides touching any network)."""
    state, seat = _ready()
    name = _workshop_beside_gate(state, seat, "stone_mill", others=2)
    give(state, seat, stone=5)
    for _ in range(3):
        state.apply(seat, f"use {name} stone>iron")
    assert not any(a.startswith("use") for a in strings(state.legal(seat)))
    assert state.storage[seat][:2] == [2, 3]


def test_workshop_only_one_per_turn():
    """Only one workshop per turn: after using one, the others are not offered."""
    state, seat = _ready()
    name = _workshop_beside_gate(state, seat, "enchanter", others=1)
    give(state, seat, coin=3)
    state.apply(seat, f"use {name} coin>rune")
    uses = {a.split()[1] for a in strings(state.legal(seat)) if a.startswith("use")}
    assert uses <= {name}


def test_workshop_cartwright_wild_carts_only_and_quartermaster():
    """Cartwright: only a wild cart buys heartstone. Quartermaster: a resource
    from a troll to storage; a clan cart turns wild."""
    state, seat = _ready()
    name = _workshop_beside_gate(state, seat, "cartwright")
    state.pyramids[seat][0] = ["s3", [0, 1]]  # a fire cart on a troll
    assert not any(a.startswith("use") for a in strings(state.legal(seat)))
    state.workshops[str(cell(state, name))] = "quartermaster"
    state.changed()  # an edit outside `apply`
    assert f"use {name} cart:fire>storage" in strings(state.legal(seat))
    state.apply(seat, f"use {name} cart:fire>storage")
    assert state.storage[seat][RESOURCES.index("cart")] == 1
    assert state.pyramids[seat][0][1] == [0, 0]


def test_trade_four_for_one_at_any_time():
    """"Intercambiar con la reserva": 4 resources of any mix for 1 of choice."""
    state, seat = _ready()
    give(state, seat, stone=2, coin=1, rune=1)
    state.apply(seat, "trade heartstone")
    assert state.phase == "trade"
    assert strings(state.legal(seat)) == ["give 2stone 1coin 1rune"]
    state.apply(seat, "give 2stone 1coin 1rune")
    assert state.phase == "main"
    assert holding(state, seat) == [0, 0, 1, 0, 0, 0, 0]


def _network_of_tiles(state, seat):
    """Gate h1 and a 2 x 3 block of tile squares below it (g2-i3), two tiles."""
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, ["h1"], kind="gate", seat=seat)
    state.gates[seat] = cell(state, "h1")
    first = lay(state, ["g2", "h2", "i2"], shape="I3", anchor=cell(state, "h2"), pedestal="ice")
    second = lay(state, ["g3", "h3", "i3", "j3"], shape="I4")
    return first, second


def test_great_hall_exactly_on_own_tunnels():
    """"El gran salón": it must cover a gap-free region of your tunnels of its
    exact shape, never the gate; one per turn, before statues move."""
    state, seat = _ready()
    _network_of_tiles(state, seat)
    at_step(state, "after")
    legal = strings(state.legal(seat))
    assert "hall sculptor_hall r0 g2" in legal
    assert not any("h1" in a for a in legal if a.startswith("hall"))
    state.hall_supply = ["throne_room"]
    state.changed()
    # Two places for the 2 x 2 hall, each with the altar in any of its corners.
    assert {a for a in strings(state.legal(seat)) if a.startswith("hall")} == {
        f"hall throne_room r{k} {c}" for k in range(4) for c in ("g2", "h2")}


def test_great_hall_covers_pedestals_and_splits_tunnels():
    """Covered pedestals leave the game (the token stays); statues keep their
    squares; what sticks out becomes a tunnel of its own."""
    state, seat = _ready()
    first, second = _network_of_tiles(state, seat)
    state.statues = {str(cell(state, "h3")): "moon"}
    at_step(state, "after")
    state.hall_supply = ["throne_room"]
    state.apply(seat, "hall throne_room r0 g2")
    assert state.tunnels[first]["cells"] == [cell(state, "i2")]
    assert state.tunnels[first]["pedestal"] is None
    assert state.tunnels[second]["cells"] == [cell(state, "i3"), cell(state, "j3")]
    assert state.statues == {str(cell(state, "h3")): "moon"}
    hall = state.tunnels[state.cell_tunnel[cell(state, "g2")]]
    assert hall["kind"] == "hall" and hall["altar"] == cell(state, "h3")
    assert not any(a.startswith("hall") for a in strings(state.legal(seat)))


def test_move_statues_with_carts():
    """"Mover estatuas": each cart moves a statue of your network within its
    tunnel or into an adjacent one; a clan cart only its clan; one statue per
    square, passing through others is fine."""
    state, seat = _ready()
    _network_of_tiles(state, seat)
    state.statues = {str(cell(state, "g2")): "fire", str(cell(state, "i2")): "ice"}
    at_step(state, "after")
    assert not any(a.startswith("move") for a in strings(state.legal(seat)))
    state.pyramids[seat][0] = ["s3", [0, 1]]  # one fire cart
    state.changed()
    moves = [a for a in strings(state.legal(seat)) if a.startswith("move")]
    assert moves and all(a.startswith("move g2>") for a in moves)
    assert "move g2>i2" not in moves and "move g2>j3" in moves and "move g2>h1" in moves
    state.apply(seat, "move g2>j3")
    assert state.statues[str(cell(state, "j3"))] == "fire"
    assert not any(a.startswith("move") for a in strings(state.legal(seat)))
    with pytest.raises(IllegalAction):
        state.apply(seat, "hall throne_room r0 g2")  # halls come before statue moves


@pytest.mark.parametrize(("counts", "sets"), [
    ([3, 0, 0, 0, 3, 0, 0], 2),
    ([3, 2, 0, 0, 3, 0, 0], 2),
    ([3, 2, 1, 1, 3, 2, 0], 3),  # the pair of iron + 4 others traded: a 3rd set
    ([0, 0, 0, 0, 0, 0, 0], 0),
    ([1, 1, 1, 1, 1, 1, 1], 0),
    ([12, 0, 0, 0, 0, 0, 0], 4),
])
def test_final_leftover_sets_with_trades(counts, sets):
    """"Sets de recursos sobrantes": one honour per three identical, trading
    4-for-1 as much as helps (the rulebook's example: 2 + 1 more by trading)."""
    assert leftover_sets(counts) == sets


def _beside_rubble(state, seat):
    """Move the seat's gate next to a rubble square; returns that square."""
    rubble = sorted(state.board.rubble)[0]
    side = rubble + 1 if state.board.levels[rubble + 1] else rubble - 1
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, [state.board.cell_name(side)], kind="gate", seat=seat)
    state.gates[seat] = side
    return rubble


def test_trade_at_any_time_while_laying_a_tunnel_buys_a_hammer_for_rubble():
    """"Intercambiar con la reserva" at any time: in the middle of a dig, a
    hammer bought with 4 resources opens the placements over rubble."""
    from games.mountain_king.dig import placements

    state, seat = _ready()
    rubble = _beside_rubble(state, seat)
    give(state, seat, stone=2, rune=4)
    state.apply(seat, "dig I2 stone")
    assert state.phase == "place"
    trades = [a for a in strings(state.legal(seat)) if a.startswith("trade")]
    assert trades == ["trade hammer"]  # only a hammer can change this step
    state.apply(seat, "trade hammer")
    # The two stones for the tunnel are never offered away.
    assert strings(state.legal(seat)) == ["give 4rune"]
    state.apply(seat, "give 4rune")
    assert state.phase == "place"
    over = [p for p in placements(state, seat, "I2") if rubble in p.cells]
    assert over
    place = f"place {over[0].orientation} {state.board.cell_name(over[0].origin)}"
    assert place in strings(state.legal(seat))
    state.apply(seat, place)
    assert holding(state, seat) == [0] * len(RESOURCES)


def test_trade_at_any_time_while_laying_a_tunnel_keeps_it_payable():
    """A trade in the middle of a dig may only hand in what the tunnel does not
    need; with nothing spare, and no rubble in reach to pay for, no trade."""
    state, seat = _ready()
    _beside_rubble(state, seat)
    give(state, seat, stone=5, rune=1)
    state.apply(seat, "dig I2 stone")
    # 6 resources, but 2 stones are the tunnel's: 4 spare, so one trade.
    state.apply(seat, "trade hammer")
    gives = strings(state.legal(seat))
    assert gives == ["give 3stone 1rune"]
    state.apply(seat, gives[0])
    assert holding(state, seat)[RESOURCES.index("stone")] == 2
    # Enough hammers for every placement: the step offers no trade.
    give(state, seat, hammer=3, rune=4)
    assert not [a for a in strings(state.legal(seat)) if a.startswith("trade")]


def test_trade_at_any_time_pays_recruiting_bribes():
    """Step 2 recruiting: a level-3 troll needs 5 coins of bribes; with 4 coins
    a trade before recruiting makes it affordable."""
    state, seat = _ready()
    give(state, seat, coin=4, stone=4)
    assert not [a for a in strings(state.legal(seat)) if a.startswith("recruit 3.")]
    state.apply(seat, "trade coin")
    state.apply(seat, "give 4stone")
    assert state.phase == "main"
    assert "recruit 3.1 B1" in strings(state.legal(seat))
    state.apply(seat, "recruit 3.1 B1")
    bribed = [state.horde["2"][0], state.horde["2"][1], *state.horde["1"][:3]]
    assert [entry["bribes"] for entry in bribed] == [1, 1, 1, 1, 1]


def test_trade_at_any_time_in_steps_3_and_4():
    """After step 2 (halls and statues) the trade is still offered, e.g. for a
    cart to move one more statue; it is not offered while choosing a pedestal
    from the bag, which spends nothing."""
    state, seat = _ready()
    give(state, seat, stone=4)
    state.progress["step2"] = True
    at_step(state, "after")
    assert "trade cart" in strings(state.legal(seat))
    at_step(state, "choose_pedestal")
    assert not [a for a in strings(state.legal(seat)) if a.startswith("trade")]


def test_great_hall_leaves_no_isolated_piece():
    """"Las porciones de túnel que sobresalgan ... se convierten en túneles
    independientes": every protruding part still touches the hall, so nothing
    is cut off from the gate (the rulebook's isolated pieces never arise)."""
    from games.mountain_king.network import network

    state, seat = _ready()
    _network_of_tiles(state, seat)
    at_step(state, "after")
    state.hall_supply = ["throne_room"]
    state.apply(seat, "hall throne_room r0 h2")  # h2-i3: g2, g3 and j3 stick out
    own = network(state, seat)
    tiles = [t for t in state.tunnels if t["cells"] and t["kind"] != "gate"]
    assert len(tiles) == 4  # g2, g3, j3 parts and the hall
    assert all(set(t["cells"]) <= own for t in tiles)


def test_great_hall_removed_pedestal_keeps_its_combination_used():
    """A pedestal covered by a hall leaves the game, its owner keeps the point
    token, and that level/clan pedestal stays illegal (its token is gone)."""
    from games.mountain_king.dig import pedestal_choices

    state, seat = _ready()
    first, _ = _network_of_tiles(state, seat)  # an ice pedestal on h2 (level 2)
    state.marker[1][1] = None  # its token was taken when it was placed
    state.tokens[seat] = [3]
    at_step(state, "after")
    state.hall_supply = ["throne_room"]
    state.apply(seat, "hall throne_room r0 g2")
    assert state.tokens[seat] == [3] and state.tunnels[first]["pedestal"] is None
    other = lay(state, ["e2", "f2"], anchor=cell(state, "e2"))
    state.progress["dig"] = {"shape": "I2", "mineral": "stone", "tunnel": other}
    state.pedestals[seat] = ["ice"]
    assert pedestal_choices(state, seat) == []


def test_great_hall_never_on_gates_workshops_or_halls():
    """"Los grandes salones sólo pueden cubrir túneles": a second hall may not
    overlap the first, nor the gate."""
    from games.mountain_king.halls import hall_spots

    state, seat = _ready()
    _network_of_tiles(state, seat)
    at_step(state, "after")
    state.hall_supply = ["throne_room", "sculptor_hall"]
    state.apply(seat, "hall throne_room r0 g2")
    state.progress["hall"] = False  # a later turn
    hall_cells = set(state.tunnels[state.cell_tunnel[cell(state, "g2")]]["cells"])
    for _, _, _, cells in hall_spots(state, seat):
        assert not set(cells) & (hall_cells | {state.gates[seat]})


def test_move_statues_into_the_gate_and_only_within_your_network():
    """"¿Qué cuenta como túnel?": the gate is a tunnel, so a statue may go
    there; a statue outside your network (buried, or another's) never moves."""
    state, seat = _ready()
    _network_of_tiles(state, seat)
    state.statues = {str(cell(state, "h2")): "moon", str(cell(state, "m9")): "fire"}
    give(state, seat, cart=2)
    at_step(state, "after")
    moves = [a for a in strings(state.legal(seat)) if a.startswith("move")]
    assert "move h2>h1" in moves and not any(a.startswith("move m9") for a in moves)


def test_workshop_only_if_your_network_touches_it():
    """"Activar un taller": a workshop whose entrances touch only other
    tunnels, not your network, cannot be used by you."""
    state, seat = _ready()
    b = state.board
    space = b.workshop_spaces[0]
    lay(state, [b.cell_name(b.neighbours[space][0])])  # a tunnel not joined to ours
    state.workshops[str(space)] = "stone_mill"
    give(state, seat, stone=2)
    assert not any(a.startswith("use") for a in strings(state.legal(seat)))


def test_final_leftover_sets_clan_carts_turn_wild():
    """"Sets de recursos sobrantes": everything on your trolls moves to storage
    first and clan carts become ordinary carts, so they join storage carts in
    a set."""
    from games.mountain_king.scoring import breakdown

    state, seat = _ready()
    state.pyramids[seat][0] = ["s3", [0, 1]]  # a fire cart on a troll
    state.pyramids[seat][1] = ["s4", [0, 1]]  # an ice cart
    give(state, seat, cart=1)
    assert breakdown(state, seat)["leftovers"] == 1
