"""Final scoring ("Puntuación final" 1-5) and the tie-break; in team play one
score per team, each statue and hall counted once ("Reglas para partidas en
equipo")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.mountain_king import resources
from games.mountain_king.components import hall_shapes, rules
from games.mountain_king.network import network

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


def group_network(state: MountainKingState, group: int) -> set[int]:
    cells: set[int] = set()
    for seat in range(state.players):
        if state.group(seat) == group:
            cells |= network(state, seat)
    return cells


def statue_value(state: MountainKingState, cell: int, clan: str, pedestal: str | None) -> int:
    value = int(rules()["statue_values"][state.board.levels[cell] - 1])
    return value * 2 if pedestal == clan else value


def tunnel_statue_points(state: MountainKingState, cells: set[int]) -> tuple[int, int]:
    """(statues, halls) points of a network. At most one statue scores per
    tunnel (the best one); statues in halls score only as the altar's."""
    statues = halls = 0
    for tid in sorted({state.cell_tunnel[c] for c in cells}):
        tunnel = state.tunnels[tid]
        if tunnel["kind"] == "hall":
            shape = hall_shapes()[tunnel["hall"]]
            halls += shape.high if str(tunnel["altar"]) in state.statues else shape.low
            continue
        best = 0
        for c in tunnel["cells"]:
            clan = state.statues.get(str(c))
            if clan is None:
                continue
            pedestal = tunnel.get("pedestal") if tunnel.get("anchor") == c else None
            best = max(best, statue_value(state, c, clan, pedestal))
        statues += best
    return statues, halls


def leftovers(state: MountainKingState, group: int) -> list[int]:
    """Everything on the group's trolls and in its storage (clan carts turn wild)."""
    counts = list(state.storage[group])
    for seat in range(state.players):
        if state.group(seat) == group:
            for r, n in enumerate(resources.holding(state, seat)):
                counts[r] += n - state.storage[group][r]
    return counts


def breakdown(state: MountainKingState, group: int) -> dict[str, int]:
    members = [s for s in range(state.players) if state.group(s) == group]
    statues, halls = tunnel_statue_points(state, group_network(state, group))
    return {
        "tunnels": sum(state.honour[s] for s in members),
        "coronation": sum(state.crowned[s] for s in members),
        "pedestals": sum(state.tokens[group]),
        "leftovers": resources.leftover_sets(leftovers(state, group)),
        "halls": halls,
        "statues": statues,
    }


def final_scoring(state: MountainKingState) -> list[Event]:
    groups = sorted(set(state.teams))
    parts = {g: breakdown(state, g) for g in groups}
    totals = {g: sum(parts[g].values()) for g in groups}
    levels = {g: sum(state.recruited_levels[s] for s in range(state.players)
                     if state.group(s) == g) for g in groups}
    # Ties: the lowest total level of recruited trolls wins.
    order = sorted(groups, key=lambda g: (-totals[g], levels[g], g))
    best = order[0]
    winners = [s for s in range(state.players)
               if totals[state.group(s)] == totals[best] and levels[state.group(s)] == levels[best]]
    ranking = [s for g in order for s in sorted(state.turn_order, key=state.turn_order.index)
               if state.group(s) == g]
    details: dict[str, Any] = {
        "breakdown": {str(s): parts[state.group(s)] for s in range(state.players)},
        "recruited_levels": list(state.recruited_levels),
        "teams": list(state.teams),  # the tie-break compares teams' totals (team play)
    }
    state.outcome = {
        "scores": [totals[state.group(s)] for s in range(state.players)],
        "winners": winners,
        "ranking": ranking,
        "details": details,
    }
    events = [
        Event("final_score", {"seat": s, "points": totals[state.group(s)], **parts[state.group(s)]})
        for s in range(state.players)
    ]
    events.append(Event("game_over", {"winners": winners}))
    return events


