"""The printed components as our own data: maps, adventurers, cards, values.

Everything is read once from `data/near_and_far/` (see docs/rules/near_and_far.md for
why each number is what it is) and never changes while a game is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from games.core.data import load_json

STATS = ("hand", "sword", "arrow", "eye", "shield", "heart")


@cache
def rules() -> dict[str, Any]:
    found: dict[str, Any] = load_json("near_and_far", "game.json")
    return found


@dataclass(frozen=True)
class Space:
    id: int
    kind: str  # village | coin | gem | trade
    route: str | None
    quest: bool
    water: bool
    mammoth: bool
    x: int
    y: int


@dataclass(frozen=True)
class Path:
    a: int
    b: int
    symbol: str | None  # threat | treasure | None


@dataclass(frozen=True)
class Map:
    id: str
    spaces: tuple[Space, ...]
    paths: tuple[Path, ...]
    routes: dict[str, tuple[int, int]]  # route -> (sole VP, shared VP each)
    special: str | None

    def neighbours(self, space: int) -> list[tuple[int, int]]:
        """(neighbour, path index) in a stable order."""
        return _adjacency(self.id)[space]

    def route_spaces(self, route: str) -> list[int]:
        return list(self._route_spaces.get(route, ()))

    @cached_property
    def _route_spaces(self) -> dict[str, tuple[int, ...]]:
        """Each route's spaces in map order, worked out once per map (the search's
        judgement asks them at every leaf)."""
        table: dict[str, list[int]] = {}
        for space in self.spaces:
            if space.route is not None:
                table.setdefault(space.route, []).append(space.id)
        return {route: tuple(spaces) for route, spaces in table.items()}


@cache
def load_map(map_id: str) -> Map:
    for raw in load_json("near_and_far", "maps.json")["maps"]:
        if raw["id"] == map_id:
            spaces = tuple(
                Space(
                    s["id"],
                    s["kind"],
                    s.get("route"),
                    bool(s.get("quest")),
                    bool(s.get("water")),
                    bool(s.get("mammoth")),
                    s["x"],
                    s["y"],
                )
                for s in raw["spaces"]
            )
            paths = tuple(Path(p["a"], p["b"], p.get("symbol")) for p in raw["paths"])
            routes = {r: (v[0], v[1]) for r, v in raw["routes"].items()}
            return Map(raw["id"], spaces, paths, routes, raw.get("special"))
    raise KeyError(map_id)


@cache
def _adjacency(map_id: str) -> dict[int, list[tuple[int, int]]]:
    board = load_map(map_id)
    adj: dict[int, list[tuple[int, int]]] = {s.id: [] for s in board.spaces}
    for index, path in enumerate(board.paths):
        adj[path.a].append((path.b, index))
        adj[path.b].append((path.a, index))
    return {k: sorted(v) for k, v in adj.items()}


def map_ids() -> list[str]:
    return [m["id"] for m in load_json("near_and_far", "maps.json")["maps"]]


@cache
def adventurers() -> dict[str, dict[str, Any]]:
    table = {a["id"]: a for a in load_json("near_and_far", "adventurers.json")["adventurers"]}
    table["pet"] = {"id": "pet", "faction": None, "cost": 0, **rules()["pet"]}
    return table


@cache
def artifacts() -> dict[str, dict[str, Any]]:
    return {a["id"]: a for a in load_json("near_and_far", "artifacts.json")["artifacts"]}


@cache
def treasures() -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in load_json("near_and_far", "treasures.json")["treasures"]}


@cache
def threats() -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in load_json("near_and_far", "threats.json")["threats"]}


@cache
def world_cards() -> dict[str, dict[str, Any]]:
    return {w["id"]: w for w in load_json("near_and_far", "world.json")["world"]}


@cache
def express_cards() -> dict[str, dict[str, Any]]:
    return {q["id"]: q for q in load_json("near_and_far", "express.json")["express"]}


def card_effects(card_id: str) -> list[dict[str, Any]]:
    """The effects of an artifact, treasure or world card by id."""
    for table in (artifacts(), treasures(), world_cards()):
        if card_id in table:
            found: list[dict[str, Any]] = table[card_id]["effects"]
            return found
    return []


@cache
def mine_cells() -> dict[int, tuple[int, int]]:
    """Gallery number -> (row, column)."""
    grid = rules()["mine"]["grid"]
    return {n: (r, c) for r, row in enumerate(grid) for c, n in enumerate(row)}
