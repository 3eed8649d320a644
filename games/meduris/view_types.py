"""The shape of Meduris's view (views.py builds it, renderers/meduris reads it): plain
JSON data, declared so that mypy checks every key the renderer reads."""

# No `from __future__ import annotations`: NotRequired must be seen at run time
# (TypedDict.__required_keys__, checked by tests/renderers/test_view_types.py).
from typing import NotRequired, TypedDict

from games.core.types import PendingData, ResultData, Seat


class SeatInfo(TypedDict):
    """One player's public side of the table: score, pieces left, runes, workers."""

    seat: Seat
    colour: str
    score: int
    huts_left: int
    temples_left: int
    runes: list[int]  # the rune areas this seat holds
    workers: int  # in the highlands
    behind_screen: int  # how many resources, never which


class Building(TypedDict):
    kind: str  # "hut" or "temple"
    seat: Seat


class PlotInfo(TypedDict):
    number: int  # index + 1, as players type it
    area: int
    icons: list[str]
    building: Building | None
    bonus: str | None


class AreaInfo(TypedDict):
    id: int
    plots: list[int]  # plot numbers
    rune_holder: Seat | None


class DruidInfo(TypedDict):
    where: str  # "stone" or "plot"
    index: int  # the stone's index, or the plot's number


class MedurisPrivate(TypedDict):
    """What a seat adds to the public view: the kinds behind its screen."""

    seat: Seat
    resources: dict[str, int]


class MedurisView(TypedDict):
    """The public view; a seat's view adds `private`."""

    game: str
    players: int
    side: str
    seats: list[SeatInfo]
    turn_order: list[Seat]
    current: Seat | None
    phase: str
    last_roll: str | None
    plots: list[PlotInfo]
    areas: list[AreaInfo]
    river_after: int  # plot number
    ring_entry_after: int  # plot number
    druid_stones: int
    druid: DruidInfo
    highlands: dict[str, list[Seat]]  # per resource, seats bottom -> top
    supply: dict[str, int]
    end_triggered: bool
    final_lap_from: int | None
    pending: list[PendingData]
    result: ResultData | None
    private: NotRequired[MedurisPrivate]
