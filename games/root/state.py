"""The Root position: board, cards, scores, each faction's own data, and the
frame stack of open questions."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.errors import IllegalAction
from games.core.game import Game, State
from games.core.rng import Rng
from games.core.types import Event, Prompt, Result, Seat, View
from games.root import frames, resample
from games.root.board import Board
from games.root.mapdata import Map, load_map
from games.root.options import CARD_CHOICE, LEGACY

SCHEMA_VERSION = 4


@dataclass(eq=False)
class RootState(State):
    game: ClassVar[Game]

    players: int
    options: dict[str, str]
    rng: Rng
    factions: list[str]  # the faction of each seat
    turn_order: list[int]  # seats, first player first (5.1.1)
    map_name: str = "fall"
    turn_index: int = 0
    phase: str = "setup"  # setup / birdsong / daylight / evening / over
    board: Board = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    available_dominance: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    known_cards: dict[str, list[int]] = field(default_factory=dict)  # card in a hand -> who knows
    vp: dict[str, int] = field(default_factory=dict)
    dominance: dict[str, str] = field(default_factory=dict)  # activated card per faction
    crafted_items: dict[str, list[str]] = field(default_factory=dict)
    improvements: dict[str, list[str]] = field(default_factory=dict)  # persistent cards in play
    items_supply: dict[str, int] = field(default_factory=dict)
    faction_data: dict[str, dict[str, Any]] = field(default_factory=dict)
    turn_flags: dict[str, Any] = field(default_factory=dict)  # once-per-turn uses, used pieces
    stack: list[dict[str, Any]] = field(default_factory=list)
    last_battle: dict[str, Any] | None = None
    outcome: dict[str, Any] | None = None

    # -- derived ---------------------------------------------------------------------
    @property
    def woods(self) -> Map:
        return load_map(self.map_name)

    @property
    def active(self) -> Seat:
        return self.turn_order[self.turn_index]

    def seat_of(self, faction: str) -> Seat:
        return self.factions.index(faction)

    def winner_known(self) -> bool:
        return self.outcome is not None

    # -- the contract --------------------------------------------------------------------
    def pending(self) -> list[Prompt]:
        if self.outcome is not None:
            return []
        prompt = frames.current_prompt(self)
        return [prompt] if prompt is not None else []

    def legal(self, seat: Seat) -> list[Any]:
        prompt = frames.current_prompt(self)
        if self.outcome is not None or prompt is None or prompt.seat != seat:
            return []
        frame = frames.top(self)
        assert frame is not None
        return frames.HANDLERS[frame["type"]].legal(self, frame)

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        return frames.answer(self, action)

    def explain_illegal(self, seat: Seat, action: Any) -> IllegalAction:
        """The top frame's reason if it has one, else the legal choices now."""
        frame = frames.top(self)
        reason = frames.HANDLERS[frame["type"]].explain(self, frame, action) if frame else None
        if reason is not None:
            return reason
        options = ", ".join(f"`{a}`" for a in self.legal(seat)[:12])
        return IllegalAction("root.error.not_now", action=str(action), options=options or "-")

    def turn(self) -> Seat | None:
        return None if self.outcome is not None or self.phase == "setup" else self.active

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        from games.root import views

        return views.view(self, seat)

    def resample(self, seats: Collection[Seat], rng: Rng) -> RootState:
        """What `seats` cannot see, drawn again (games/root/resample.py)."""
        return resample.resample(self, seats, rng)

    # -- serialization -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data = {name: copy.deepcopy(getattr(self, name)) for name in _FIELDS}
        data["version"] = SCHEMA_VERSION
        data["rng"] = self.rng.state
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RootState:
        data = migrate(data)
        if data.get("version") != SCHEMA_VERSION:
            raise ValueError(f"unsupported Root state version {data.get('version')!r}")
        fields = {name: copy.deepcopy(data[name]) for name in _FIELDS}
        return cls(rng=Rng(int(data["rng"])), **fields)

    def clone(self) -> RootState:
        # The fields are plain JSON-like data; one pickle round trip copies them
        # several times faster than deepcopy, which matters to the AI's search.
        twin = copy.copy(self)
        fields = {name: getattr(self, name) for name in _FIELDS}
        for name, value in pickle.loads(pickle.dumps(fields, pickle.HIGHEST_PROTOCOL)).items():
            setattr(twin, name, value)
        twin.rng = self.rng.clone()
        return twin


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Older saves, one step per version: 1 -> 2 adds `known_cards` (nobody
    knew any card in another hand; issue 9); 2 -> 3 gives the options added by
    issue 10 the values such a game was played by (`options.LEGACY`); 3 -> 4
    gives `card_choice` (issue 14) the old reading, `optional`."""
    if data.get("version") == 1:
        data = {**data, "known_cards": {}, "version": 2}
    if data.get("version") == 2:
        data = {**data, "options": {**LEGACY, **data["options"]}, "version": 3}
    if data.get("version") == 3:
        options = {CARD_CHOICE.name: CARD_CHOICE.legacy, **data["options"]}
        data = {**data, "options": options, "version": 4}
    return data


# `dataclasses.fields` leaves out the ClassVar `game`, which `__dataclass_fields__` lists.
_FIELDS = tuple(f.name for f in dataclasses.fields(RootState) if f.name not in ("rng",))
