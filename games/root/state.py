"""The Root position: board, cards, scores, each faction's own data, and the
frame stack of open questions."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.frames import Frames, FrameState
from games.core.game import Game
from games.core.record import DataState
from games.core.rng import Rng
from games.core.types import Result, Seat, View
from games.root import resample, views
from games.root.board import Board, carry_rulers
from games.root.factions.base import table_name
from games.root.frames import FRAMES
from games.root.mapdata import Map, load_map
from games.root.options import CARD_CHOICE, FACTIONS, LEGACY

SCHEMA_VERSION = 5  # upgrades from older versions: at the end of this file


@dataclass(eq=False)
class RootState(FrameState, DataState):
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

    def clone(self) -> RootState:
        twin = super().clone()
        carry_rulers(self.board, twin.board)  # the same pieces: who rules is known already
        # A copy is made to be changed (a resample edits it field by field): it starts
        # without the Eyrie's remembered Decree options (eyrie/decree.py `options`).
        twin.__dict__.pop("_decree_options", None)
        return twin

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

    # -- the contract (the rest comes from the frames: games/core/frames.py) ----------
    frames: ClassVar[Frames[Any]] = FRAMES
    schema_version: ClassVar[int] = SCHEMA_VERSION

    def is_over(self) -> bool:
        return self.outcome is not None

    def turn(self) -> Seat | None:
        return None if self.outcome is not None or self.phase == "setup" else self.active

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        return views.view(self, seat)

    def resample(self, seats: Collection[Seat], rng: Rng) -> RootState:
        """What `seats` cannot see, drawn again (games/root/resample.py)."""
        return resample.resample(self, seats, rng)



def _known_cards(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2 adds `known_cards`: nobody knew any card in another hand
    (issue 9)."""
    return {**data, "known_cards": {}, "version": 2}


def _printed_rules_options(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3 gives the options added by issue 10 the values such a game
    was played by (`options.LEGACY`)."""
    return {**data, "options": {**LEGACY, **data["options"]}, "version": 3}


def _card_choice(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 -> 4 gives `card_choice` (issue 14) the reading such a game was
    played by, `optional`: `done` after Command Warren or Cobbler stays legal."""
    options = {CARD_CHOICE.name: CARD_CHOICE.legacy, **data["options"]}
    return {**data, "options": options, "version": 4}


def _factions_option(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 -> 5 writes the table's factions (issue 11's `factions`
    option) into the options: such a game seated the Marquise and the Eyrie in
    the order its `factions` field keeps."""
    listed = ",".join(table_name(f) for f in data["factions"])
    options = {FACTIONS.name: listed, **data["options"]}
    return {**data, "options": options, "version": 5}


RootState.upgrades = {
    1: _known_cards, 2: _printed_rules_options, 3: _card_choice, 4: _factions_option
}
