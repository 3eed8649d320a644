"""Step 3, "El gran salón", and step 4, "Mover estatuas"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.mountain_king import paying, resources
from games.mountain_king.actions import Hall, MoveStatue, Pay
from games.mountain_king.components import hall_shapes
from games.mountain_king.network import adjacent_tunnels, network

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


# -- great halls -------------------------------------------------------------------------
def hall_spots(state: MountainKingState, seat: int) -> list[tuple[str, str, int, tuple[int, ...]]]:
    """(hall, orientation, origin, cells) for every hall that fits exactly on
    squares of tunnel tiles in your network (never gates, workshops or halls)."""
    if state.progress["hall"] or state.progress["moved"] or not state.hall_supply:
        return []
    b = state.board
    size = b.size
    own = network(state, seat)
    tile_cells = {c for c in own if state.tunnels[state.cell_tunnel[c]]["kind"] == "tile"}
    if len(tile_cells) < 4:
        return []
    out = []
    for hall in state.hall_supply:
        shape = hall_shapes()[hall]
        if shape.size > len(tile_cells):
            continue
        seen: set[tuple[str, int]] = set()
        for name, offsets, _ in shape.orientations():
            for c in sorted(tile_cells):
                x0, y0 = c % size, c // size  # the hall's first square on c
                key = (name, c)
                if key in seen:
                    continue
                seen.add(key)
                cells = []
                for dx, dy in offsets:
                    x, y = x0 + dx, y0 + dy
                    cell = y * size + x
                    if not (0 <= x < size and 0 <= y < size) or cell not in tile_cells:
                        break
                    cells.append(cell)
                else:
                    out.append((hall, name, c, tuple(cells)))
    return out


def legal_halls(state: MountainKingState, seat: int) -> list[Hall]:
    return [Hall(h, o, state.board.cell_name(c)) for h, o, c, _ in hall_spots(state, seat)]


def open_hall(state: MountainKingState, seat: int, action: Hall) -> list[Event]:
    """The hall covers the squares; covered pedestals leave the game (the point
    tokens stay with their owners), statues keep their squares, and what sticks
    out of a covered tile becomes a tunnel of its own (one per connected part)."""
    origin = state.board.cell_of(action.cell)
    spot = next(s for s in hall_spots(state, seat)
                if s[0] == action.hall and s[1] == action.orientation and s[2] == origin)
    cells = spot[3]
    shape = hall_shapes()[action.hall]
    altar = cells[shape.anchor] if shape.anchor is not None else None
    covered = sorted({state.cell_tunnel[c] for c in cells})
    hall_id = len(state.tunnels)
    state.tunnels.append({"kind": "hall", "hall": action.hall, "cells": list(cells),
                          "altar": altar, "seat": seat})
    for c in cells:
        state.cell_tunnel[c] = hall_id
    events = [Event("hall_opened", {"seat": seat, "hall": action.hall, "cell": action.cell})]
    for tid in covered:
        tunnel = state.tunnels[tid]
        rest = [c for c in tunnel["cells"] if c not in cells]
        if tunnel.get("anchor") in cells and tunnel.get("pedestal"):
            events.append(Event("pedestal_removed", {
                "clan": tunnel["pedestal"], "cell": state.board.cell_name(tunnel["anchor"])}))
            tunnel["pedestal"] = None
        parts = _components(state, rest)
        tunnel["cells"] = parts[0] if parts else []
        anchor = tunnel.get("anchor")
        if anchor is not None and anchor not in tunnel["cells"]:
            tunnel["anchor"] = None
        for part in parts[1:]:
            new_id = len(state.tunnels)
            piece = {**tunnel, "cells": part, "anchor": anchor if anchor in part else None,
                     "pedestal": tunnel["pedestal"] if anchor in part else None}
            if anchor in part:
                tunnel["pedestal"] = None
            state.tunnels.append(piece)
            for c in part:
                state.cell_tunnel[c] = new_id
    state.hall_supply.remove(action.hall)
    state.progress["hall"] = True
    return events


def _components(state: MountainKingState, cells: list[int]) -> list[list[int]]:
    left = set(cells)
    parts = []
    for start in sorted(cells):
        if start not in left:
            continue
        part, stack = [], [start]
        left.discard(start)
        while stack:
            c = stack.pop()
            part.append(c)
            for n in state.board.neighbours[c]:
                if n in left:
                    left.discard(n)
                    stack.append(n)
        parts.append(sorted(part))
    return parts


# -- statues -----------------------------------------------------------------------------------
def statue_moves(state: MountainKingState, seat: int) -> list[MoveStatue]:
    """Each cart moves one unearthed statue of your network to another square of
    its tunnel or of a tunnel next to it (a gate, tile, part or hall; never a
    workshop). One statue per square; statues pass through one another."""
    own = network(state, seat)
    name = state.board.cell_name
    out = []
    for key, clan in sorted(state.statues.items(), key=lambda kv: int(kv[0])):
        cell = int(key)
        if cell not in own or resources.carts_for(state, seat, clan) < 1:
            continue
        tunnel = state.cell_tunnel[cell]
        targets: set[int] = set()
        for tid in {tunnel} | adjacent_tunnels(state, tunnel):
            targets.update(state.tunnels[tid]["cells"])
        for target in sorted(targets):
            if target != cell and str(target) not in state.statues:
                out.append(MoveStatue(name(cell), name(target)))
    return out


def move_bill(state: MountainKingState, seat: int, action: MoveStatue) -> paying.Bill:
    """One cart that can move the statue: a cart of its clan on a troll, a wild
    one on a troll, or one from storage (the advice spends them in that order,
    the most restricted first)."""
    source = state.board.cell_of(action.source)
    clan = state.statues[str(source)]
    return (paying.Part("cart", 1, ((f"cart:{clan}",), ("cart:wild",))),)


def move_statue(state: MountainKingState, seat: int, action: MoveStatue,
                payment: Pay) -> list[Event]:
    source = state.board.cell_of(action.source)
    target = state.board.cell_of(action.target)
    clan = state.statues.pop(str(source))
    state.statues[str(target)] = clan
    paying.spend(state, seat, payment)
    state.progress["moved"] = True
    return [Event("statue_moved", {"seat": seat, "clan": clan, "from": action.source,
                                   "to": action.target})]
