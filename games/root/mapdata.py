"""The woodland map: clearings, paths, rivers and forests (Law of Root 2.2-2.4).

Static data from `data/root/map_<name>.json`; the pieces on it live in the
state's board (board.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.core.data import load_json

SUITS = ("fox", "rabbit", "mouse")  # the clearings' suits; birds are only on cards


@dataclass(frozen=True)
class Clearing:
    id: int
    suit: str
    slots: int  # building slots, the ruin's slot included (2.2.3)
    ruin: bool
    corner: bool
    opposite_corner: int | None
    xy: tuple[int, int]


@dataclass(frozen=True)
class Forest:
    id: str
    clearings: tuple[int, ...]
    adjacent_forests: tuple[str, ...]


@dataclass(frozen=True)
class Map:
    name: str
    clearings: dict[int, Clearing]
    paths: frozenset[tuple[int, int]]
    rivers: frozenset[tuple[int, int]]
    forests: dict[str, Forest]

    def adjacent(self, clearing: int) -> list[int]:
        """Clearings joined to `clearing` by a path (2.2.1), in number order."""
        return list(_neighbours(self.paths)[clearing])

    def river_adjacent(self, clearing: int) -> list[int]:
        """Clearings joined by a river: paths only for the Riverfolk (2.3)."""
        return sorted(b if a == clearing else a for a, b in self.rivers if clearing in (a, b))

    def corners(self) -> list[int]:
        return sorted(c.id for c in self.clearings.values() if c.corner)

    def of_suit(self, suit: str) -> list[int]:
        return sorted(c.id for c in self.clearings.values() if c.suit == suit)

    def forests_touching(self, clearing: int) -> list[str]:
        return sorted(f.id for f in self.forests.values() if clearing in f.clearings)


@cache
def _neighbours(paths: frozenset[tuple[int, int]]) -> dict[int, tuple[int, ...]]:
    """Each clearing's neighbours along `paths`, worked out once per map: rules
    and the AI ask for them constantly."""
    ends = {end for path in paths for end in path}
    return {
        c: tuple(sorted(b if a == c else a for a, b in paths if c in (a, b))) for c in ends
    }


@cache
def load_map(name: str = "fall") -> Map:
    data = load_json("root", f"map_{name}.json")
    clearings = {
        c["id"]: Clearing(
            c["id"], c["suit"], c["slots"], c["ruin"], c["corner"], c.get("opposite_corner"),
            tuple(c["xy"]),
        )
        for c in data["clearings"]
    }
    forests = {
        f["id"]: Forest(f["id"], tuple(f["clearings"]), tuple(f["adjacent_forests"]))
        for f in data["forests"]
    }
    return Map(
        name=data["name"],
        clearings=clearings,
        paths=frozenset(tuple(sorted(p)) for p in data["paths"]),
        rivers=frozenset(tuple(sorted(r)) for r in data["rivers"]),
        forests=forests,
    )
