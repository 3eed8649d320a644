"""Digging a tunnel ("Cavar un túnel y puntuar honor", "Espacios de escombros",
"Estatuas enterradas", "Recursos enterrados", "Añadir un pedestal",
"Establecer un taller").

A dig is asked in two steps so that autocomplete never floods: `dig L4 iron`
chooses the tile and the mineral, then `place r1f c5` the orientation and the
cell of the tile's first square (the leftmost square of its top row).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence, Set
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from games.core.types import Event
from games.mountain_king import paying, resources
from games.mountain_king.actions import Dig, Establish, Pay, Place, SetPedestal
from games.mountain_king.components import (
    MINERALS,
    RESOURCES,
    STATUE_CLANS,
    tunnel_points,
    tunnel_shapes,
)
from games.mountain_king.network import network, opponent_cells

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

HAMMER = RESOURCES.index("hammer")

T = TypeVar("T")


class Placement(NamedTuple):
    orientation: str
    origin: int
    cells: tuple[int, ...]
    anchor: int | None
    rubble: int


Ground = tuple[Sequence[bool], Set[int]]
"""(squares no tile of a seat may cover, free squares touching its network)."""


class Layout:
    """What the tunnels on the mountain imply for digging, worked out once per
    layout: each seat's ground and each (seat, tile)'s spots. One tile laid asks
    for its spots three times (the legal places, the trades' hammer needs, then
    its bill and the tile itself), and the heuristic player a fourth; the search
    asks in every iteration of the same position. A layout is named by
    everything those answers read (the board's side, the gates, the teams, the
    tunnel on each square), so a layout is never stale and can be shared: a
    state's clone keeps it (a plain attribute, carried by `DataState.clone`) until
    a tile or hall changes the squares. In the tests (`verify_legal_memo`) every
    remembered answer is worked out again and compared."""

    __slots__ = ("found", "key")

    def __init__(self, key: tuple[Any, ...]) -> None:
        self.key = key
        self.found: dict[Hashable, Any] = {}


def _remembered(state: MountainKingState, what: Hashable, work: Callable[[], T]) -> T:
    key = (state.side, tuple(state.gates), tuple(state.teams), tuple(state.cell_tunnel))
    layout: Layout | None = state.__dict__.get("_layout")
    if layout is None or layout.key != key:
        layout = state.__dict__["_layout"] = Layout(key)
    if what in layout.found:
        found: T = layout.found[what]
        if state.verify_legal_memo and work() != found:
            raise AssertionError(f"the remembered {what!r} changed with the same tunnels")
        return found
    found = layout.found[what] = work()
    return found


def flags(state: MountainKingState) -> list[str]:
    found: list[str] = state.progress.get("flags", [])
    return found


def cost(state: MountainKingState, size: int) -> int:
    """N minerals of one kind for a tile of N squares (Light Hands: one fewer)."""
    return max(1, size - 1) if "cheaper_tunnel" in flags(state) else size


def hammers_needed(state: MountainKingState, rubble: int) -> int:
    return 0 if "no_rubble" in flags(state) else rubble


def blocked(state: MountainKingState) -> list[bool]:
    """Squares no tile may cover: tiles, gates, halls, workshop spaces, the heart."""
    b = state.board
    out = [state.cell_tunnel[c] >= 0 or b.levels[c] == 0 for c in range(b.size * b.size)]
    for c in b.workshop_spaces:
        out[c] = True
    return out


def ground(state: MountainKingState, seat: int) -> Ground:
    """(squares no tile of the seat may cover, free squares touching its
    network): the same for every shape, so worked out once per layout of
    tunnels (`Layout`)."""
    return _remembered(state, ("ground", seat), lambda: _ground(state, seat))


def _ground(state: MountainKingState, seat: int) -> Ground:
    b = state.board
    bad = blocked(state)
    for cell in opponent_cells(state, seat):
        for n in b.neighbours[cell]:
            bad[n] = True
    frontier = {n for c in network(state, seat) for n in b.neighbours[c] if not bad[n]}
    return tuple(bad), frozenset(frontier)


def placements(
    state: MountainKingState, seat: int, shape_id: str, first_only: bool = False,
    max_hammers: int | None = None, where: Ground | None = None,
) -> list[Placement]:
    """Every legal spot for a tile: on the board, on free squares, touching the
    seat's network, never beside an opponent's network (diagonal is fine), with
    no more rubble than the seat's hammers (or `max_hammers`) can clear.

    The spots regardless of hammers are listed once per layout of tunnels
    (`spots`); `first_only` looks for one spot without listing the others."""
    hammers = resources.holding(state, seat)[HAMMER] if max_hammers is None else max_hammers
    if hammers < 0:  # hammers_needed(state, rubble) > hammers for every spot
        return []
    # hammers_needed(state, rubble) > hammers, asked once rather than per spot
    rubble_limit = None if "no_rubble" in flags(state) else hammers
    if first_only:
        return _scan(state, seat, shape_id, rubble_limit, True, where)
    every = spots(state, seat, shape_id)
    if rubble_limit is None:
        return list(every)
    return [p for p in every if p.rubble <= rubble_limit]


def spots(state: MountainKingState, seat: int, shape_id: str) -> tuple[Placement, ...]:
    """Every spot of `placements` whatever the rubble, in its order, remembered
    for the layout of tunnels (`Layout`)."""
    return _remembered(state, ("spots", seat, shape_id),
                       lambda: tuple(_scan(state, seat, shape_id, None, False, None)))


def _spot_index(state: MountainKingState, seat: int,
                shape_id: str) -> dict[tuple[str, int], Placement]:
    """`spots` by (orientation, origin), for laying a tile at one spot."""
    return _remembered(state, ("index", seat, shape_id), lambda: {
        (p.orientation, p.origin): p for p in spots(state, seat, shape_id)})


def _scan(state: MountainKingState, seat: int, shape_id: str, rubble_limit: int | None,
          first_only: bool, where: Ground | None) -> list[Placement]:
    b = state.board
    size = b.size
    bad, frontier = where if where is not None else ground(state, seat)
    rubble_cells = b.rubble
    shape = tunnel_shapes()[shape_id]
    found: list[Placement] = []
    ordered = [(f % size, f // size) for f in sorted(frontier)]
    for name, offsets, anchor in shape.orientations():
        seen: set[int] = set()  # the spots of this orientation tried (by origin index)
        for fx, fy in ordered:
            for ox, oy in offsets:
                x0, y0 = fx - ox, fy - oy
                key = y0 * size + x0
                if key in seen:
                    continue
                seen.add(key)
                cells = []
                for dx, dy in offsets:
                    x, y = x0 + dx, y0 + dy
                    if not (0 <= x < size and 0 <= y < size) or bad[y * size + x]:
                        break
                    cells.append(y * size + x)
                else:
                    rubble = len(rubble_cells.intersection(cells))
                    if rubble_limit is not None and rubble > rubble_limit:
                        continue
                    found.append(Placement(
                        name, key, tuple(cells),
                        cells[anchor] if anchor is not None else None, rubble,
                    ))
                    if first_only:
                        return found
    found.sort(key=lambda p: (p.origin, p.orientation))
    return found


def placement_at(state: MountainKingState, seat: int, shape_id: str, orientation: str,
                 origin: int) -> Placement | None:
    """The spot of `placements` with this orientation and origin, if there is
    one (laying a tile asks for its spot twice: its bill, then the tile),
    looked up among the spots remembered for the layout (`spots`)."""
    spot = _spot_index(state, seat, shape_id).get((orientation, origin))
    if spot is None or hammers_needed(state, spot.rubble) > resources.holding(state, seat)[HAMMER]:
        return None
    return spot


def legal_digs(state: MountainKingState, seat: int) -> list[Dig]:
    held = resources.holding(state, seat)
    out = []
    where: Ground | None = None
    for shape_id, left in state.tunnel_supply.items():
        if not left:
            continue
        need = cost(state, tunnel_shapes()[shape_id].size)
        minerals = [m for m in MINERALS if held[RESOURCES.index(m)] >= need]
        if not minerals:
            continue
        where = where or ground(state, seat)
        if has_spot(state, seat, shape_id, held[HAMMER], where):
            out += [Dig(shape_id, m) for m in minerals]
    return out


def has_spot(state: MountainKingState, seat: int, shape_id: str, hammers: int,
             where: Ground) -> bool:
    """Whether the tile has a spot the hammers can clear (`placements`, the
    first one found): remembered for the layout of tunnels."""
    rubble_limit = None if "no_rubble" in flags(state) else hammers
    return _remembered(state, ("any", seat, shape_id, rubble_limit), lambda: bool(
        placements(state, seat, shape_id, first_only=True, max_hammers=hammers, where=where)))


def legal_places(state: MountainKingState, seat: int) -> list[Place]:
    chosen = state.progress["dig"]
    return [
        Place(p.orientation, state.board.cell_name(p.origin))
        for p in placements(state, seat, chosen["shape"])
    ]


def find_placement(state: MountainKingState, seat: int, action: Place) -> Placement:
    origin = state.board.cell_of(action.cell)
    spot = None if origin is None else placement_at(
        state, seat, state.progress["dig"]["shape"], action.orientation, origin)
    if spot is None:
        raise ValueError(str(action))
    return spot


def dig(state: MountainKingState, seat: int, action: Dig) -> list[Event]:
    state.progress["dig"] = {"shape": action.shape, "mineral": action.mineral}
    state.progress["step2"] = True
    return [Event("digging", {"seat": seat, "shape": action.shape, "mineral": action.mineral})]


def place_bill(state: MountainKingState, seat: int, action: Place) -> paying.Bill:
    """The tile's minerals and a hammer per rubble square it covers."""
    spot = find_placement(state, seat, action)
    shape = tunnel_shapes()[state.progress["dig"]["shape"]]
    return (paying.part(state.progress["dig"]["mineral"], cost(state, shape.size)),
            paying.part("hammer", hammers_needed(state, spot.rubble)))


def place(state: MountainKingState, seat: int, action: Place, payment: Pay) -> list[Event]:
    """Pay, lay the tile, score its honour, unearth statues and buried
    resources; the workshop spaces it touches are offered next."""
    spot = find_placement(state, seat, action)
    chosen = state.progress["dig"]
    shape = tunnel_shapes()[chosen["shape"]]
    b = state.board
    paying.spend(state, seat, payment)
    hammers = hammers_needed(state, spot.rubble)
    state.tunnel_supply[shape.id] -= 1
    tunnel = len(state.tunnels)
    state.tunnels.append({
        "kind": "tile", "shape": shape.id, "cells": list(spot.cells),
        "anchor": spot.anchor, "pedestal": None, "mineral": chosen["mineral"],
        "seat": seat,  # who dug it: a partner's network may hold it too
    })
    for c in spot.cells:
        state.cell_tunnel[c] = tunnel
    points = tunnel_points(shape.size, chosen["mineral"], state.options.get("size2") == "printed")
    state.honour[seat] += points
    events = [Event("dug", {
        "seat": seat, "shape": shape.id, "mineral": chosen["mineral"], "points": points,
        "cell": action.cell, "orientation": action.orientation, "hammers": hammers,
    })]
    for c in spot.cells:
        if str(c) in state.statues:
            events.append(Event("unearthed", {"seat": seat, "clan": state.statues[str(c)],
                                              "cell": b.cell_name(c)}))
        if c in b.buried:
            got = [0] * len(RESOURCES)
            for r, n in b.buried[c].items():
                got[RESOURCES.index(r)] += resources.gain(state, seat, r, n)
            events.append(Event("buried_found", {"seat": seat, "cell": b.cell_name(c),
                                                 "amounts": got}))
    state.progress["dig"]["tunnel"] = tunnel
    state.progress["establish"] = sorted(
        {ws for c in spot.cells for ws in b.neighbours[c]
         if ws in b.workshop_spaces and str(ws) not in state.workshops}
    )
    return events


def anchor_level(state: MountainKingState) -> int | None:
    tunnel = state.tunnels[state.progress["dig"]["tunnel"]]
    if tunnel["anchor"] is None:
        return None
    return int(state.board.levels[tunnel["anchor"]])


def pedestal_choices(state: MountainKingState, seat: int) -> list[str]:
    """A pedestal from your storage onto the new tile's anchor, only if that
    level/clan token is still on the pedestal marker (one per clan per level)."""
    level = anchor_level(state)
    if level is None:
        return []
    stored = state.pedestals[state.group(seat)]
    return [
        clan for clan in STATUE_CLANS
        if clan in stored and state.marker[level - 1][STATUE_CLANS.index(clan)] is not None
    ]


def set_pedestal(state: MountainKingState, seat: int, action: SetPedestal) -> list[Event]:
    events: list[Event] = []
    if action.clan != "none":
        tunnel = state.tunnels[state.progress["dig"]["tunnel"]]
        level = state.board.levels[tunnel["anchor"]]
        column = STATUE_CLANS.index(action.clan)
        value = state.marker[level - 1][column]
        state.marker[level - 1][column] = None
        # Pedestals and point tokens live in the storage: the team's in team play.
        state.tokens[state.group(seat)].append(int(value or 0))
        state.pedestals[state.group(seat)].remove(action.clan)
        tunnel["pedestal"] = action.clan
        events.append(Event("pedestal_set", {
            "seat": seat, "clan": action.clan, "level": level, "points": value,
            "cell": state.board.cell_name(tunnel["anchor"]),
        }))
    return events


def establish_choices(state: MountainKingState) -> list[Establish]:
    """Workshops from the reserve onto the empty workshop spaces the new tunnel
    touches (several may be established by one tunnel)."""
    spaces = [c for c in state.progress.get("establish", []) if str(c) not in state.workshops]
    if not spaces or not state.workshop_reserve:
        return []
    kinds = sorted(set(state.workshop_reserve))
    out = [Establish(k, state.board.cell_name(c)) for c in spaces for k in kinds]
    return out + [Establish("none")]


def establish(state: MountainKingState, seat: int, action: Establish) -> list[Event]:
    if action.kind == "none":
        state.progress["establish"] = []
        return []
    cell = state.board.cell_of(action.cell)
    state.workshop_reserve.remove(action.kind)
    state.workshops[str(cell)] = action.kind
    state.progress["establish"] = [c for c in state.progress["establish"] if c != cell]
    return [Event("established", {"seat": seat, "kind": action.kind, "cell": action.cell})]


def can_dig(state: MountainKingState, seat: int) -> bool:
    return bool(legal_digs(state, seat))

