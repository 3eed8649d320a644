"""The Meduris position: everything on the table, behind the screens, and
the frame stack of the step the turn is at (games/meduris/turn.py)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar, cast

from games.core.frames import Frame, Frames, FrameState
from games.core.game import Game
from games.core.record import DataState
from games.core.rng import Rng
from games.core.types import Result, Seat, View
from games.meduris import screens, views
from games.meduris.board import Board, load_board
from games.meduris.frames import PayFrame
from games.meduris.turn import FRAMES
from games.meduris.upgrades import SCHEMA_VERSION, UPGRADES

OVER = "over"  # the step name once the game has ended (views, renderers)
SETUP_STEPS = ("place_bonus", "place_workers")  # steps that ask in placing order


@dataclass(eq=False)
class MedurisState(FrameState, DataState):
    game: ClassVar[Game]

    players: int
    side: str
    options: dict[str, str]
    rng: Rng
    turn_order: list[int]
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
    stack: list[Frame] = field(default_factory=list)
    end_by: int | None = None
    final_lap_from: int | None = None
    outcome: dict[str, Any] | None = None

    frames: ClassVar[Frames[Any]] = FRAMES
    schema_version: ClassVar[int] = SCHEMA_VERSION

    # -- derived -------------------------------------------------------------
    @property
    def board(self) -> Board:
        return load_board(self.side)

    @property
    def active(self) -> Seat:
        return self.turn_order[self.turn_index]

    @property
    def phase(self) -> str:
        """The step the game is at, by name (views, renderers and the AI read it)."""
        return self.stack[-1]["type"] if self.stack else OVER

    def awaiting_payment(self) -> PayFrame | None:
        """The building waiting to be paid for (its kind and plot index), if any."""
        return cast(PayFrame, self.stack[-1]) if self.phase == "pay" else None

    def workers_of(self, seat: Seat) -> int:
        return sum(stack.count(seat) for stack in self.highlands.values())

    def built_count(self, seat: Seat) -> int:
        return sum(1 for b in self.buildings if b is not None and b[1] == seat)

    def holding(self, seat: Seat) -> tuple[int, int, int, int]:
        return tuple(self.resources[seat])  # type: ignore[return-value]

    # -- the contract (the rest comes from the frames: games/core/frames.py) --
    def turn(self) -> Seat | None:
        """The player whose turn it is; during setup, whoever lays a bonus token
        or places a worker."""
        if not self.stack:
            return None
        top = self.stack[-1]
        return int(top["seats"][0]) if top["type"] in SETUP_STEPS else self.active

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        return views.view(self, seat)

    def resample(self, seats: Collection[Seat], rng: Rng) -> MedurisState:
        """The screens hidden from all of `seats` drawn again (games/meduris/screens.py)."""
        return screens.resample(self, seats, rng)


MedurisState.upgrades = UPGRADES
