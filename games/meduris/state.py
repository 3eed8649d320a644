"""The Meduris position: everything on the table, behind the screens, and
which step of the turn the game is in."""

from __future__ import annotations

import copy
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.game import Game, State
from games.core.rng import Rng
from games.core.types import Event, Prompt, Result, Seat, View
from games.meduris import screens
from games.meduris.board import HIGHLANDS, RESOURCES, Board, load_board

SCHEMA_VERSION = 2
_LIST_FIELDS = (
    "turn_order", "supply", "scores", "huts_left", "temples_left", "bonus", "runes",
    "druid", "bonus_placing", "placing", "gain_queue", "return_waiting",
)


@dataclass(eq=False)
class MedurisState(State):
    game: ClassVar[Game]

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

    # -- serialization -------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": SCHEMA_VERSION,
            "players": self.players,
            "side": self.side,
            "options": dict(self.options),
            "rng": self.rng.state,
            "turn_order": list(self.turn_order),
            "phase": self.phase,
            "turn_index": self.turn_index,
            "resources": [list(r) for r in self.resources],
            "supply": list(self.supply),
            "scores": list(self.scores),
            "huts_left": list(self.huts_left),
            "temples_left": list(self.temples_left),
            "buildings": [list(b) if b else None for b in self.buildings],
            "bonus": list(self.bonus),
            "runes": list(self.runes),
            "highlands": {h: list(s) for h, s in self.highlands.items()},
            "druid": list(self.druid),
            "last_roll": self.last_roll,
            "bonus_placing": list(self.bonus_placing),
            "placing": list(self.placing),
            "gain_queue": list(self.gain_queue),
            "return_waiting": list(self.return_waiting),
            "building": dict(self.building) if self.building else None,
            "ritual": _copy_ritual(self.ritual),
            "end_by": self.end_by,
            "final_lap_from": self.final_lap_from,
            "outcome": self.outcome,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MedurisState:
        if data.get("version") == 1:
            data = _from_version_1(data)
        if data.get("version") != SCHEMA_VERSION:
            raise ValueError(f"unsupported Meduris state version {data.get('version')!r}")
        fields = {k: _deep_copy(v) for k, v in data.items() if k not in ("version", "rng")}
        fields["highlands"] = {h: fields["highlands"][h] for h in HIGHLANDS}
        return cls(rng=Rng(int(data["rng"])), **fields)

    def clone(self) -> MedurisState:
        """A field-by-field copy: several times faster than a JSON round-trip,
        which matters because the heuristic agent clones for every candidate."""
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        twin.options = dict(self.options)
        for name in _LIST_FIELDS:
            setattr(twin, name, list(getattr(self, name)))
        twin.resources = [list(r) for r in self.resources]
        twin.buildings = [list(b) if b else None for b in self.buildings]
        twin.highlands = {h: list(s) for h, s in self.highlands.items()}
        twin.building = dict(self.building) if self.building else None
        twin.ritual = _copy_ritual(self.ritual)
        return twin

    def holding(self, seat: Seat) -> tuple[int, int, int, int]:
        return tuple(self.resources[seat])  # type: ignore[return-value]


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 states were played with one resource per worker at the "+1"
    face (now option `plus_one=worker`; the printed default is one per player):
    a game saved then goes on by the rule it started with."""
    options = {"plus_one": "worker", **data.get("options", {})}
    return {**data, "options": options, "bonus_placing": [], "version": 2}


def _copy_ritual(ritual: dict[str, Any] | None) -> dict[str, Any] | None:
    if ritual is None:
        return None
    return {"visits": [list(v) for v in ritual["visits"]], "final": bool(ritual["final"])}


def _deep_copy(value: Any) -> Any:
    """Copy JSON data so the state never shares a list with its source."""
    if isinstance(value, list):
        return [_deep_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep_copy(v) for k, v in value.items()}
    return value


def resource_index(resource: str) -> int:
    return RESOURCES.index(resource)
