"""The designed components, read once from `data/mountain_king/`: both board
sides, tunnel and hall shapes with their orientations, trolls, spells,
workshops and the game's numbers.

Cells are indices `y * size + x`; players see and type them as `a1`..`o15`
(column letter, row number from the top).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from games.core.data import load_json

COLS = "abcdefghijklmno"
ORIENTATIONS = ("r0", "r1", "r2", "r3", "r0f", "r1f", "r2f", "r3f")
"""r<k>: turned k quarter turns clockwise; f: flipped left-right first."""


@cache
def rules() -> dict[str, Any]:
    found: dict[str, Any] = load_json("mountain_king", "game.json")
    return found


RESOURCES: tuple[str, ...] = tuple(rules()["resources"])
MINERALS: tuple[str, ...] = tuple(rules()["minerals"])
STATUE_CLANS: tuple[str, ...] = tuple(rules()["statue_clans"])
COLOURS: tuple[str, ...] = tuple(rules()["colours"])


_CELLS: dict[tuple[int, str], int] = {}
"""Cells by their own names (`a1`), per board size: the heuristic player reads
the cells of every statue move it weighs back from the moves' names."""


@dataclass(frozen=True)
class Board:
    side: str
    size: int
    levels: tuple[int, ...]  # per cell: 0 heart, 1 outer .. 5 inner
    start_points: dict[str, tuple[int, ...]]
    statue_spaces: tuple[int, ...]  # clockwise from the top
    workshop_spaces: tuple[int, ...]
    rubble: frozenset[int]
    buried: dict[int, dict[str, int]]
    neighbours: tuple[tuple[int, ...], ...]

    def cell_name(self, cell: int) -> str:
        return f"{COLS[cell % self.size]}{cell // self.size + 1}"

    def cell_of(self, text: str) -> int | None:
        found = _CELLS.get((self.size, text))
        if found is not None:  # a cell's own name, read before
            return found
        cell = self._cell_of(text)
        if cell is not None and self.cell_name(cell) == text:
            _CELLS[(self.size, text)] = cell  # at most one entry per cell of each size
        return cell

    def _cell_of(self, text: str) -> int | None:
        text = text.strip().lower()
        if len(text) < 2 or text[0] not in COLS[: self.size] or not text[1:].isdigit():
            return None
        x, y = COLS.index(text[0]), int(text[1:]) - 1
        return y * self.size + x if 0 <= y < self.size else None

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.size, cell // self.size


def cell_name(cell: int, size: int = 15) -> str:
    return f"{COLS[cell % size]}{cell // size + 1}"


def parse_cell(text: str, size: int = 15) -> int | None:
    text = text.strip().lower()
    if len(text) < 2 or text[0] not in COLS[:size] or not text[1:].isdigit():
        return None
    x, y = COLS.index(text[0]), int(text[1:]) - 1
    return y * size + x if 0 <= y < size else None


@cache
def board(side: str) -> Board:
    data = load_json("mountain_king", f"board_{side}.json")
    size = int(data["size"])
    levels = tuple(int(ch) for row in data["levels"] for ch in row)

    def cell(text: str) -> int:
        found = parse_cell(text, size)
        assert found is not None, text
        return found

    neighbours = []
    for c in range(size * size):
        x, y = c % size, c // size
        around = [
            (x + dx) + (y + dy) * size
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
            if 0 <= x + dx < size and 0 <= y + dy < size
        ]
        neighbours.append(tuple(around))
    return Board(
        side=data["side"],
        size=size,
        levels=levels,
        start_points={n: tuple(cell(c) for c in pts) for n, pts in data["start_points"].items()},
        statue_spaces=tuple(cell(c) for c in data["statue_spaces"]),
        workshop_spaces=tuple(cell(c) for c in data["workshop_spaces"]),
        rubble=frozenset(cell(c) for c in data["rubble"]),
        buried={cell(c): dict(res) for c, res in data["buried"].items()},
        neighbours=tuple(neighbours),
    )


# -- shapes ---------------------------------------------------------------------------
Offsets = tuple[tuple[int, int], ...]


def orient(cells: Offsets, orientation: str) -> Offsets:
    """The shape's cells turned and flipped, moved so that the smallest row is 0
    and the smallest column of that row is 0 (the "first" cell is (0, 0))."""
    flip = orientation.endswith("f")
    turns = int(orientation[1])
    pts = [(-x, y) if flip else (x, y) for x, y in cells]
    for _ in range(turns):
        pts = [(-y, x) for x, y in pts]  # a quarter turn clockwise (y grows downwards)
    return normalise(pts)


def normalise(pts: list[tuple[int, int]] | Offsets) -> Offsets:
    top = min(y for _, y in pts)
    left = min(x for x, y in pts if y == top)
    return tuple((x - left, y - top) for x, y in pts)


@dataclass(frozen=True)
class Shape:
    id: str
    cells: Offsets
    anchor: int | None  # index into cells (tunnels); the altar (halls)
    count: int = 1
    low: int = 0
    high: int = 0

    @property
    def size(self) -> int:
        return len(self.cells)

    def orientations(self) -> list[tuple[str, Offsets, int | None]]:
        return _orientations(self)


@cache
def _orientations(shape: Shape) -> list[tuple[str, Offsets, int | None]]:
    """The distinct placements of a shape: (name, offsets, index of the anchor).
    Two orientations covering the same cells with the anchor on the same cell are
    one choice (an O-tile has a single orientation only if its anchor allows)."""
    seen: set[tuple[frozenset[tuple[int, int]], tuple[int, int] | None]] = set()
    out = []
    for name in ORIENTATIONS:
        offsets = orient(shape.cells, name)
        anchor_at = offsets[shape.anchor] if shape.anchor is not None else None
        key = (frozenset(offsets), anchor_at)
        if key in seen:
            continue
        seen.add(key)
        out.append((name, offsets, shape.anchor))
    return out


@cache
def tunnel_shapes() -> dict[str, Shape]:
    data = load_json("mountain_king", "tiles.json")["tunnels"]
    return {
        t["id"]: Shape(t["id"], tuple(tuple(c) for c in t["cells"]), t["anchor"], t["count"])
        for t in data
    }


@cache
def hall_shapes() -> dict[str, Shape]:
    data = load_json("mountain_king", "tiles.json")["halls"]
    return {
        h["id"]: Shape(
            h["id"], tuple(tuple(c) for c in h["cells"]), h["altar"], 1, h["low"], h["high"]
        )
        for h in data
    }


# -- cards ------------------------------------------------------------------------------
@cache
def trolls() -> dict[str, dict[str, Any]]:
    """Every troll card by id: starting trolls `s1`..`s6`, horde trolls `t1`..`t55`."""
    data = load_json("mountain_king", "trolls.json")
    cards = {c["id"]: {**c, "level": 0} for c in data["starting"]}
    cards.update({c["id"]: dict(c) for c in data["horde"]})
    return cards


@cache
def spells() -> dict[str, dict[str, Any]]:
    return {s["id"]: dict(s) for s in load_json("mountain_king", "spells.json")["spells"]}


def workshop_kinds() -> tuple[str, ...]:
    return tuple(rules()["workshops"])


def tunnel_points(size: int, mineral: str, printed_size_2: bool = False) -> int:
    """Honour for a tunnel ("Tabla de puntos de túnel"): size 2 scores 0 unless
    the printed first row is chosen."""
    column = MINERALS.index(mineral)
    if size == 2 and printed_size_2:
        return int(rules()["tunnel_table_printed_size_2"][column])
    return int(rules()["tunnel_table"][str(size)][column])
