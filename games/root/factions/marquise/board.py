"""The Marquise de Cat's faction board and her pieces on the map, read from
the state (Law of Root 6; printed board facts in data/root/factions.json).

Her own data, `state.faction_data["marquise"]`, is plain JSON:

    {"supply": {"warriors": 25, "wood": 8, "keep": 1,
                "sawmill": 6, "workshop": 6, "recruiter": 6},
     "keep_gone": false}

Buildings still in `supply` are the ones on her building tracks: the tracks
are filled from the right, so the next building is always space
`6 - left` (0-based) and its cost and VP are read there (6.5.4.I).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.state import RootState

MARQUISE = "marquise"
BUILDINGS = ("sawmill", "workshop", "recruiter")
KEEP = "keep"
WOOD = "wood"


@cache
def faction_facts() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")[MARQUISE])


def pieces_in_box(kind: str) -> int:
    return int(faction_facts()["pieces"][kind])


def data(state: RootState) -> dict[str, Any]:
    return state.faction_data[MARQUISE]


def supply(state: RootState, kind: str) -> int:
    return int(data(state)["supply"].get(kind, 0))


# -- the building tracks (6.3.5, 6.5.4) -------------------------------------------------------


def placed_count(state: RootState, kind: str) -> int:
    """How many buildings of `kind` have left the track (are on the map)."""
    return pieces_in_box(kind) - supply(state, kind)


def next_cost(state: RootState, kind: str) -> int | None:
    """Wood for the leftmost building of the track, None if the track is empty."""
    index = placed_count(state, kind)
    costs = faction_facts()["building_track"]["cost"]
    return int(costs[index]) if index < len(costs) else None


def next_vp(state: RootState, kind: str) -> int | None:
    """VP uncovered by building the leftmost building of the track."""
    index = placed_count(state, kind)
    vps = faction_facts()["building_track"]["vp"][kind]
    return int(vps[index]) if index < len(vps) else None


def draw_bonus(state: RootState) -> int:
    """Uncovered draw bonuses (6.6): one per listed placement count reached."""
    bonuses = faction_facts()["building_track"]["draw_bonus_after_placing"]
    return sum(
        1 for kind, counts in bonuses.items() for n in counts if placed_count(state, kind) >= n
    )


# -- the map --------------------------------------------------------------------------------


def keep_clearing(state: RootState) -> int | None:
    """The clearing of the keep token, None before setup or once removed (6.2.2)."""
    for key, spot in state.board.items():
        if [MARQUISE, KEEP] in spot["tokens"]:
            return int(key)
    return None


def building_clearings(state: RootState, kind: str) -> list[int]:
    """One entry per building of `kind` on the map, in clearing order."""
    found: list[int] = []
    for clearing in sorted(int(key) for key in state.board):
        found += [clearing] * board.buildings(state.board, clearing, MARQUISE).count(kind)
    return found


def wood_at(state: RootState, clearing: int) -> int:
    return board.tokens(state.board, clearing, MARQUISE).count(WOOD)


def rules(state: RootState, clearing: int) -> bool:
    return pieces.rules(state, MARQUISE, clearing)


def ruled_clearings(state: RootState) -> list[int]:
    return pieces.ruled_clearings(state, MARQUISE)


def may_place(state: RootState, clearing: int) -> bool:
    """Does every faction let the Marquise place pieces here (the keep, 6.2.2)?"""
    return pieces.may_place(state, MARQUISE, clearing)


def wood_area(state: RootState, clearing: int) -> list[int]:
    """Where wood may be taken to build in `clearing` (6.5.4.II): the clearing
    and every clearing she rules connected to it through clearings she rules."""
    return board.connected_ruled(
        state.board, state.woods, clearing, MARQUISE, pieces.rules_ties_factions(state),
        pieces.hired(state)
    )


def wood_in_area(state: RootState, clearing: int) -> int:
    return sum(wood_at(state, c) for c in wood_area(state, clearing))
