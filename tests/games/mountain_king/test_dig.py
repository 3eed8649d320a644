"""Digging a tunnel ("Cavar un túnel y puntuar honor", "Tabla de puntos de
túnel", "Espacios de escombros", "Estatuas enterradas", "Recursos enterrados",
"Añadir un pedestal", "Establecer un taller")."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.mountain_king.components import RESOURCES, STATUE_CLANS
from tests.games.mountain_king.helpers import (
    GAME,
    cell,
    empty_storage,
    give,
    lay,
    started,
    strings,
)


def _ready(players: int = 2, seed: int = 1, **options: str):
    """The active player's gate on h1 (the top of the board), nothing held."""
    state = started(players, seed, **options)
    seat = state.active
    empty_storage(state, seat)
    state.pedestals[seat] = []
    if state.board.cell_name(state.gates[seat]) != "h1":
        old = state.cell_tunnel[state.gates[seat]]
        state.cell_tunnel[state.gates[seat]] = -1
        state.tunnels[old]["cells"] = []
        lay(state, ["h1"], kind="gate", seat=seat)
        state.gates[seat] = cell(state, "h1")
    return state, seat


def _opponent_gate(state, seat: int, name: str) -> None:
    """Move the opponent's gate next to the active player's (h1)."""
    other = 1 - seat
    old = state.gates[other]
    state.cell_tunnel[old] = -1
    tid = lay(state, [name], kind="gate", seat=other)
    state.gates[other] = cell(state, name)
    assert tid >= 0


@pytest.mark.parametrize(("shape", "mineral", "points"), [
    ("I2", "heartstone", 0), ("I3", "stone", 3), ("L4", "iron", 5), ("T5", "heartstone", 8),
    ("I6", "heartstone", 11),
])
def test_dig_cost_and_tunnel_table(shape, mineral, points):
    """A tunnel of N squares costs N minerals of one kind and scores by the
    table; size 2 scores nothing (see the rules doc's decisions)."""
    state, seat = _ready()
    give(state, seat, **{mineral: 6})
    state.apply(seat, f"dig {shape} {mineral}")
    from games.mountain_king.dig import placements

    clear = next(p for p in placements(state, seat, shape)
                 if not set(p.cells) & set(state.board.buried))  # no buried resources
    state.apply(seat, f"place {clear.orientation} {state.board.cell_name(clear.origin)}")
    size = int(shape[1])
    assert state.storage[seat][RESOURCES.index(mineral)] == 6 - size
    assert state.honour[seat] == points


def test_dig_size_2_printed_option():
    """Option size2=printed reads the table's first row: 2/3/4."""
    state, seat = _ready(size2="printed")
    give(state, seat, iron=2)
    state.apply(seat, "dig I2 iron")
    state.apply(seat, state.legal(seat)[0])
    assert state.honour[seat] == 3


def test_dig_needs_minerals_of_one_kind():
    """The minerals must all be of the same kind."""
    state, seat = _ready()
    give(state, seat, stone=2, iron=1)
    legal = strings(state.legal(seat))
    assert "dig I2 stone" in legal and "dig I3 stone" not in legal and "dig I3 iron" not in legal


def test_dig_must_touch_own_network():
    """The new tunnel extends your network: one square next to it (your gate at
    first). Every offered placement touches the gate h1."""
    state, seat = _ready()
    give(state, seat, stone=3)
    state.apply(seat, "dig I3 stone")
    gate = state.gates[seat]
    from games.mountain_king.dig import placements

    spots = placements(state, seat, "I3")
    assert spots
    for spot in spots:
        assert any(n == gate for c in spot.cells for n in state.board.neighbours[c])
    with pytest.raises(IllegalAction):
        state.apply(seat, "place r0 d5")


def test_dig_never_next_to_an_opponent_network():
    """A tunnel may not touch an opponent's network (diagonally is fine)."""
    state, seat = _ready()
    _opponent_gate(state, seat, "j1")
    give(state, seat, stone=2)
    state.apply(seat, "dig I2 stone")
    legal = strings(state.legal(seat))
    assert "place r0 h2" in legal  # h2-i2: i2 is diagonal to j1
    assert not any(a.endswith(" i1") for a in legal)  # i1 touches j1


def test_dig_not_over_tiles_workshops_heart_or_edge():
    """No overlap with another tile, a workshop space or the heart, and nothing
    beyond the board's edge."""
    state, seat = _ready()
    from games.mountain_king.dig import placements

    give(state, seat, stone=6)
    lay(state, ["h2", "h3", "h4", "h5", "h6"])  # a corridor from the gate to the heart
    workshop = state.board.workshop_spaces
    heart = {c for c in range(225) if state.board.levels[c] == 0}
    for shape in ("I2", "I6", "O6"):
        for spot in placements(state, seat, shape):
            assert not set(spot.cells) & (set(workshop) | heart)
            assert all(state.cell_tunnel[c] < 0 for c in spot.cells)
    assert any(c in heart for c in range(225) for n in state.board.neighbours[c]
               if n == cell(state, "h6"))


def test_dig_rubble_costs_a_hammer_each():
    """"Espacios de escombros": one hammer per rubble square covered; without
    the hammers the placement is not offered."""
    state, seat = _ready()
    rubble = sorted(state.board.rubble)[0]
    name = state.board.cell_name(rubble)
    # A gate of ours right next to the rubble square.
    x, y = state.board.xy(rubble)
    side = state.board.cell_name(rubble + 1 if state.board.levels[rubble + 1] else rubble - 1)
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, [side], kind="gate", seat=seat)
    state.gates[seat] = cell(state, side)
    give(state, seat, stone=2)
    state.apply(seat, "dig I2 stone")
    from games.mountain_king.dig import placements

    assert not any(rubble in p.cells for p in placements(state, seat, "I2"))
    give(state, seat, hammer=1)
    over = [p for p in placements(state, seat, "I2") if rubble in p.cells]
    assert over, name
    hammers = state.supply[RESOURCES.index("hammer")]
    state.apply(seat, f"place {over[0].orientation} {state.board.cell_name(over[0].origin)}")
    assert state.supply[RESOURCES.index("hammer")] == hammers + 1
    assert (x, y) is not None


def test_dig_unearths_statues_and_buried_resources():
    """"Estatuas enterradas", "Recursos enterrados": a covered statue is
    unearthed where it lies; covered resources go to your storage."""
    state, seat = _ready()
    statue = next(int(c) for c in state.statues)
    state.cell_tunnel[state.gates[seat]] = -1
    b = state.board
    gate = next(n for n in b.neighbours[statue] if b.levels[n] and n not in b.workshop_spaces
                and n not in b.rubble)
    lay(state, [b.cell_name(gate)], kind="gate", seat=seat)
    state.gates[seat] = gate
    give(state, seat, stone=2, hammer=2)
    state.apply(seat, "dig I2 stone")
    from games.mountain_king.dig import placements

    spot = next(p for p in placements(state, seat, "I2") if statue in p.cells)
    events = state.apply(seat, f"place {spot.orientation} {b.cell_name(spot.origin)}")
    assert any(e.kind == "unearthed" for e in events)
    from games.mountain_king.halls import statue_moves

    give(state, seat, cart=1)
    assert any(m.source == b.cell_name(statue) for m in statue_moves(state, seat))
    # Buried resources.
    state2, seat2 = _ready()
    rival = state2.board.xy(state2.gates[1 - seat2])
    buried = next(c for c in sorted(state2.board.buried) if abs(
        state2.board.xy(c)[0] - rival[0]) + abs(state2.board.xy(c)[1] - rival[1]) > 4)
    state2.cell_tunnel[state2.gates[seat2]] = -1
    gate2 = next(n for n in b.neighbours[buried] if b.levels[n] and n not in b.workshop_spaces)
    lay(state2, [b.cell_name(gate2)], kind="gate", seat=seat2)
    state2.gates[seat2] = gate2
    give(state2, seat2, iron=2, hammer=2)
    state2.apply(seat2, "dig I2 iron")
    spot = next(p for p in placements(state2, seat2, "I2") if buried in p.cells)
    state2.apply(seat2, f"place {spot.orientation} {b.cell_name(spot.origin)}")
    for r, n in b.buried[buried].items():
        assert state2.storage[seat2][RESOURCES.index(r)] >= n


def test_dig_pedestal_on_the_anchor_once_per_clan_and_level():
    """"Añadir un pedestal": a pedestal from storage onto the new tile's anchor,
    taking that level/clan's point token; only one pedestal per clan per level;
    size-5 tiles have no anchor."""
    state, seat = _ready()
    state.pedestals[seat] = ["fire", "fire"]
    give(state, seat, stone=9)
    state.apply(seat, "dig I2 stone")
    state.apply(seat, "place r0 h2")  # anchor on h2 (level 2)
    assert state.phase == "pedestal"
    assert strings(state.legal(seat)) == ["pedestal fire", "pedestal none"]
    token = state.marker[1][STATUE_CLANS.index("fire")]
    state.apply(seat, "pedestal fire")
    assert state.tokens[seat] == [token] and state.marker[1][0] is None
    tunnel = state.tunnels[state.cell_tunnel[cell(state, "h2")]]
    assert tunnel["pedestal"] == "fire" and tunnel["anchor"] == cell(state, "h2")
    # Another tile with its anchor on level 2: no second fire pedestal there.
    from games.mountain_king.dig import pedestal_choices

    other = lay(state, ["b2", "c2"], anchor=cell(state, "b2"))
    assert state.board.levels[cell(state, "b2")] == 1
    state.tunnels[other]["anchor"] = cell(state, "e2")
    assert state.board.levels[cell(state, "e2")] == 2
    state.progress["dig"]["tunnel"] = other
    assert pedestal_choices(state, seat) == []
    state.pedestals[seat].append("moon")
    assert pedestal_choices(state, seat) == ["moon"]


def test_dig_size_5_has_no_pedestal():
    """"Los túneles de tamaño 5 no tienen ancla"."""
    state, seat = _ready()
    state.pedestals[seat] = ["ice"]
    give(state, seat, iron=5)
    state.apply(seat, "dig U5 iron")
    state.apply(seat, state.legal(seat)[0])
    assert state.phase in ("after", "establish")


def test_dig_establish_workshops_on_touched_spaces():
    """"Establecer un taller": a workshop from the reserve on each empty
    workshop space the new tunnel touches (or none)."""
    state, seat = _ready()
    b = state.board
    space = b.workshop_spaces[0]
    free = [n for n in b.neighbours[space] if b.levels[n] and n not in b.rubble
            and str(n) not in state.statues]
    gate = next(m for n in free for m in b.neighbours[n]
                if m != space and b.levels[m] and m not in b.workshop_spaces
                and m not in b.rubble)
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, [b.cell_name(gate)], kind="gate", seat=seat)
    state.gates[seat] = gate
    give(state, seat, stone=2, hammer=2)
    state.apply(seat, "dig I2 stone")
    from games.mountain_king.dig import placements

    spot = next(p for p in placements(state, seat, "I2") if any(
        space in b.neighbours[c] for c in p.cells))
    state.apply(seat, f"place {spot.orientation} {b.cell_name(spot.origin)}")
    if state.phase == "pedestal":
        state.apply(seat, "pedestal none")
    assert state.phase == "establish"
    kind = state.workshop_reserve[0]
    legal = strings(state.legal(seat))
    assert f"establish {kind} {b.cell_name(space)}" in legal and "establish none" in legal
    state.apply(seat, f"establish {kind} {b.cell_name(space)}")
    assert state.workshops[str(space)] == kind and state.phase == "after"
    assert GAME.label(state, state.legal(seat)[-1], "es")


def test_dig_tile_may_be_turned_or_flipped():
    """"Puedes voltear o girar la loseta": every distinct turn and mirror image
    of a tile is offered (an L of four has eight)."""
    from games.mountain_king.components import orient, tunnel_shapes
    from games.mountain_king.dig import placements

    state, seat = _ready()
    give(state, seat, iron=4)
    state.apply(seat, "dig L4 iron")
    shape = tunnel_shapes()["L4"]
    assert len({frozenset(orient(shape.cells, o)) for o, _, _ in shape.orientations()}) == 8
    offered = {p.orientation for p in placements(state, seat, "L4")}
    assert {"r0", "r0f"} <= offered and len(offered) == 8
    spot = next(p for p in placements(state, seat, "L4") if p.orientation.endswith("f"))
    state.apply(seat, f"place {spot.orientation} {state.board.cell_name(spot.origin)}")
    assert state.cell_tunnel[spot.cells[0]] >= 0


def test_dig_diagonal_to_an_opponent_is_allowed_orthogonal_never():
    """"Adyacencia": squares touching only at a corner are not adjacent, so a
    tile may lie diagonally next to an opponent's tunnel, never side by side;
    the opponent's whole network counts, not only the gate."""
    from games.mountain_king.dig import placements

    state, seat = _ready()
    _opponent_gate(state, seat, "k1")
    lay(state, ["k2", "k3", "j3"], seat=1 - seat)  # joined to the opponent's gate
    give(state, seat, stone=2)
    state.apply(seat, "dig I2 stone")
    names = {state.board.cell_name(c) for p in placements(state, seat, "I2") for c in p.cells}
    assert not names & {"j1", "j2", "i3"}  # beside k1, k2, j3
    assert "i2" in names  # diagonal to j3 only
    with pytest.raises(IllegalAction):
        state.apply(seat, "place r0 i1")  # i1-j1: j1 is beside k1
