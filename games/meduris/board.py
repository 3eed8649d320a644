"""The Meduris board: a ring of building plots in nine rune areas, the great
river, the druid's stone path and the four highlands.

Plots are stored by index 0..n-1 clockwise (the druid's direction); players see
and type the plot *number*, index + 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from games.core.data import load_json

RESOURCES: tuple[str, ...] = ("wool", "wood", "stone", "copper")
HIGHLANDS = RESOURCES  # each highland holds the supply of its resource


@dataclass(frozen=True)
class Plot:
    index: int
    area: int
    icons: tuple[str, str]

    @property
    def number(self) -> int:
        return self.index + 1


@dataclass(frozen=True)
class Board:
    side: str
    plots: tuple[Plot, ...]
    stones: int
    river_after: int  # index of the plot just before the great river
    entry_after: int  # index of the plot just before the druid's path joins the ring

    @property
    def size(self) -> int:
        return len(self.plots)

    @property
    def area_count(self) -> int:
        return 1 + max(p.area for p in self.plots)

    def area_plots(self, area: int) -> list[int]:
        return [p.index for p in self.plots if p.area == area]

    def step(self, index: int, delta: int = 1) -> int:
        """The plot `delta` places clockwise of `index` (the ring is circular)."""
        return (index + delta) % self.size

    def crosses_river(self, before: int, after: int) -> bool:
        """Does a clockwise step from plot `before` to plot `after` cross the great river?"""
        return before == self.river_after and after == self.step(before)


@cache
def load_board(side: str) -> Board:
    """The board of a side ("2-3" or "4") from `data/meduris/board_<side>.json`."""
    name = "board_2_3.json" if side == "2-3" else "board_4.json"
    data = load_json("meduris", name)
    plots = tuple(
        Plot(i, int(p["area"]), (p["icons"][0], p["icons"][1])) for i, p in enumerate(data["plots"])
    )
    return Board(
        side=data["side"],
        plots=plots,
        stones=int(data["stones"]),
        river_after=int(data["river_after"]) - 1,
        entry_after=int(data["ring_entry_after"]) - 1,
    )


def resource_index(resource: str) -> int:
    return RESOURCES.index(resource)


@cache
def components() -> dict[str, Any]:
    """Setup numbers and component counts (`data/meduris/game.json`)."""
    found: dict[str, Any] = load_json("meduris", "game.json")
    return found
