"""The Meduris position: everything on the table, behind the screens, and
which step of the turn the game is in."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.game import Game
from games.core.record import DataState
from games.core.rng import Rng
from games.core.types import Event, Prompt, Result, Seat, View
from games.meduris import screens
from games.meduris.board import RESOURCES, Board, load_board

SCHEMA_VERSION = 2


@dataclass(eq=False)
class MedurisState(DataState):
    game: ClassVar[Game]
    schema_version: ClassVar[int] = SCHEMA_VERSION

    players: int
    side: str
    options: dict[str, str]
    rng: Rng
    turn_order: list[int]
    phase: str = "place_workers"
    turn_index: int = 0  # index into turn_order of the active player
    resources: list[list[int]] = field(default_factory=list)
    supply: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    huts_left: list[int] = field(default_factory=list)
    temples_left: list[int] = field(default_factory=list)
    buildings: list[list[Any] | None] = field(default_factory=list)  # [kind, seat] per plot
    bonus: list[str | None] = field(default_factory=list)
    runes: list[int | None] = field(default_factory=list)  # holder per rune area
    highlands: dict[str, list[int]] = field(default_factory=dict)  # seats, bottom -> top
    druid: list[Any] = field(default_factory=lambda: ["stone", 0])
    last_roll: str | None = None
    bonus_placing: list[int] = field(default_factory=list)  # setup: who lays each token left
    placing: list[int] = field(default_factory=list)  # setup: seats still to place, in order
    gain_queue: list[int] = field(default_factory=list)
    return_waiting: list[int] = field(default_factory=list)
    building: dict[str, Any] | None = None  # chosen plot awaiting payment
    ritual: dict[str, Any] | None = None  # {"visits": [[plot, size], ...], "final": bool}
    end_by: int | None = None
    final_lap_from: int | None = None
    outcome: dict[str, Any] | None = None

    # -- derived -------------------------------------------------------------
    @property
    def board(self) -> Board:
        return load_board(self.side)

    @property
    def active(self) -> Seat:
        return self.turn_order[self.turn_index]

    def workers_of(self, seat: Seat) -> int:
        return sum(stack.count(seat) for stack in self.highlands.values())

    def built_count(self, seat: Seat) -> int:
        return sum(1 for b in self.buildings if b is not None and b[1] == seat)

    # -- the contract --------------------------------------------------------
    def pending(self) -> list[Prompt]:
        from games.meduris import flow

        return flow.pending(self)

    def legal(self, seat: Seat) -> list[Any]:
        from games.meduris import flow

        return flow.legal(self, seat)

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        from games.meduris import flow

        return flow.apply(self, seat, action)

    def explain_illegal(self, seat: Seat, action: Any):  # type: ignore[no-untyped-def]
        from games.meduris import explain

        return explain.why_illegal(self, seat, action)

    def turn(self) -> Seat | None:
        """The player whose turn it is; during setup, whoever lays a bonus token
        or places a worker."""
        if self.phase == "over":
            return None
        if self.phase == "place_bonus":
            return self.bonus_placing[0]
        return self.placing[0] if self.phase == "place_workers" else self.active

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        from games.meduris import views

        return views.view(self, seat)

    def resample(self, seats: Collection[Seat], rng: Rng) -> MedurisState:
        """The screens hidden from all of `seats` drawn again (games/meduris/screens.py)."""
        return screens.resample(self, seats, rng)

    def holding(self, seat: Seat) -> tuple[int, int, int, int]:
        return tuple(self.resources[seat])  # type: ignore[return-value]


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 states were played with one resource per worker at the "+1"
    face (now option `plus_one=worker`; the printed default is one per player):
    a game saved then goes on by the rule it started with."""
    options = {"plus_one": "worker", **data.get("options", {})}
    return {**data, "options": options, "bonus_placing": [], "version": 2}


MedurisState.upgrades = {1: _from_version_1}


def resource_index(resource: str) -> int:
    return RESOURCES.index(resource)
