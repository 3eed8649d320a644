"""Tunnel networks on the mountain ("Tu red de túneles", "Adyacencia").

A network is every tunnel cell (gate, tunnel tile, protruding part, great hall)
reachable from a gate through orthogonally adjacent tunnel cells. Tunnels are
never removed in this game, so nothing is ever cut off: the rulebook's
"isolated pieces belong to nobody" cannot arise here (see the rules doc).
In team play a network that touches the partner's is one network.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


def network(state: MountainKingState, seat: int) -> set[int]:
    """The cells of the network that starts at the seat's gate (and, in team
    play, at the partner's gate: joined networks are used as one)."""
    # Flooding from the seat's own gate reaches the partner's tunnels exactly
    # when the two networks are connected.
    seen: set[int] = set()
    gate = state.gates[seat]
    stack = [gate] if gate is not None else []
    neighbours = state.board.neighbours
    cell_tunnel = state.cell_tunnel
    while stack:
        cell = stack.pop()
        if cell in seen:
            continue
        seen.add(cell)
        for n in neighbours[cell]:
            if n not in seen and cell_tunnel[n] >= 0:
                stack.append(n)
    return seen


def opponents(state: MountainKingState, seat: int) -> list[int]:
    return [s for s in range(state.players) if state.teams[s] != state.teams[seat]]


def opponent_cells(state: MountainKingState, seat: int) -> set[int]:
    cells: set[int] = set()
    for other in opponents(state, seat):
        cells |= network(state, other)
    return cells


def tunnel_ids(state: MountainKingState, cells: set[int]) -> set[int]:
    return {state.cell_tunnel[c] for c in cells if state.cell_tunnel[c] >= 0}


def touches(state: MountainKingState, cell: int, cells: set[int]) -> bool:
    return any(n in cells for n in state.board.neighbours[cell])


def open_entrances(state: MountainKingState, cell: int) -> int:
    """A workshop's open entrances: its sides that touch any tunnel."""
    return sum(1 for n in state.board.neighbours[cell] if state.cell_tunnel[n] >= 0)


def adjacent_tunnels(state: MountainKingState, tunnel: int) -> set[int]:
    out: set[int] = set()
    for cell in state.tunnels[tunnel]["cells"]:
        for n in state.board.neighbours[cell]:
            other = state.cell_tunnel[n]
            if other >= 0 and other != tunnel:
                out.add(other)
    return out
