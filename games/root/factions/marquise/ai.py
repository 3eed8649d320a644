"""How the Marquise de Cat judges a position (Law of Root 6).

Her points come from building (the tracks, 6.5.4) and crafting; buildings need
wood from connected ruled clearings and room in ruled clearings, so rule,
wood and sawmills are worth something before they become points. Buildings
the Eyrie could knock down are worth less (each one is a point for them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root.ai.features import front
from games.root.factions.marquise import board as mb

if TYPE_CHECKING:
    from games.root.state import RootState

BUILDING_WORTH = {"sawmill": 1.1, "workshop": 0.8, "recruiter": 0.9}
"""Sawmills feed every later building; recruiters, warriors; workshops, crafts."""


def judge(state: RootState, seat: int) -> float:
    f = front(state, mb.MARQUISE)
    built, wood = pieces_on_map(state)
    buildings = sum(BUILDING_WORTH[kind] * built.get(kind, 0) for kind in mb.BUILDINGS)
    hand = len(state.hands[seat])
    if state.turn() == seat and state.phase in ("birdsong", "daylight"):
        # The Evening draw is coming whatever she does now (6.6): count it, so
        # that ending Daylight early does not look like a gain.
        hand += 1 + mb.draw_bonus(state)
    keep = 1.5 if mb.keep_clearing(state) is not None else 0.0
    return (
        float(state.vp.get(mb.MARQUISE, 0))
        + buildings + 0.4 * min(wood, 8) + keep
        + 0.45 * f.ruled + 0.3 * f.room + 0.15 * f.warriors
        + 0.3 * min(hand, 6)
        - 0.5 * f.at_risk + 0.2 * f.in_reach
    )


def pieces_on_map(state: RootState) -> tuple[dict[str, int], int]:
    """Her buildings by kind and her wood, counted in one pass over the map."""
    built: dict[str, int] = {}
    wood = 0
    for spot in state.board.values():
        for owner, kind in spot["buildings"]:
            if owner == mb.MARQUISE:
                built[kind] = built.get(kind, 0) + 1
        wood += sum(1 for owner, kind in spot["tokens"]
                    if owner == mb.MARQUISE and kind == mb.WOOD)
    return built, wood
