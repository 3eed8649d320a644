"""The Near and Far position: the village, the map, the decks, each player's board
and hand, and the frame stack of open steps (frames.py).

Every field is plain JSON data (players are dicts, see `new_player`) apart from the
generator, so storing, upgrading and copying come from the core (games/core/record.py).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.frames import Frames, FrameState
from games.core.game import Game
from games.core.record import DataState
from games.core.rng import Rng
from games.core.types import Result, Seat, View
from games.near_and_far import resample as resampling
from games.near_and_far import views
from games.near_and_far.components import Map, load_map
from games.near_and_far.frames import FRAMES, Frame
from games.near_and_far.upgrades import UPGRADES

SCHEMA_VERSION = 3  # 3: the frame stack replaced `phase`, `ctx` and the [phase, ctx] stack


def new_player(seat: int, coins: int) -> dict[str, Any]:
    """A player board at setup: pet in the team, hearts at 0, 3 coins, camps all on
    the board, reputation 0, the character still on the player board."""
    return {
        "seat": seat,
        "where": "board",  # board | jail | a building | map
        "space": None,  # the map space while on the map
        "coin": coins,
        "gem": 0,
        "food": 0,
        "heart": 0,
        "reputation": 0,
        "tokens": {"green": 0, "yellow": 0, "blue": 0, "red": 0},
        "team": ["pet"],
        "reserve": [],
        "animals": [],
        "treasures": [],
        "hand": [],
        "bought": [],
        "threats": [],
        "world": [],
        "chiefs": [],
        "camps": 0,
        "quests": 0,
        "free_visit": False,
        "talents": [],
        "learned": [],  # talents bought during this game (Politicking)
    }


@dataclass(eq=False)
class NearFarState(FrameState, DataState):
    game: ClassVar[Game]
    frames: ClassVar[Frames[Any]] = FRAMES
    schema_version: ClassVar[int] = SCHEMA_VERSION
    upgrades = UPGRADES

    players: int
    options: dict[str, str]
    rng: Rng
    order: list[int]
    seats: list[dict[str, Any]]
    turn_index: int = 0
    round: int = 1
    stack: list[Frame] = field(default_factory=list)  # open steps, the current one last
    camps: list[int | None] = field(default_factory=list)  # per map space
    mine: dict[str, int] = field(default_factory=dict)  # gallery -> seat
    quest_tokens: list[int] = field(default_factory=list)
    threat_deck: list[str] = field(default_factory=list)  # [0] is the active threat
    treasure_deck: list[str] = field(default_factory=list)
    treasure_discard: list[str] = field(default_factory=list)
    bag: list[str] = field(default_factory=list)
    row: list[str | None] = field(default_factory=list)
    adventurer_discard: list[str] = field(default_factory=list)
    basic_deck: list[str] = field(default_factory=list)
    advanced_deck: list[str] = field(default_factory=list)
    artifact_discard: list[str] = field(default_factory=list)
    express_deck: list[str] = field(default_factory=list)
    express_discard: list[str] = field(default_factory=list)
    world_deck: list[str] = field(default_factory=list)
    chiefs: dict[str, int | None] = field(default_factory=dict)
    characters: list[str | None] = field(default_factory=list)  # Character.to_text per seat
    last: dict[str, Any] = field(default_factory=dict)  # last public roll, for views
    end_by: int | None = None
    outcome: dict[str, Any] | None = None

    # -- derived -------------------------------------------------------------
    @property
    def board(self) -> Map:
        return load_map(self.options["map"])

    @property
    def active(self) -> Seat:
        return self.order[self.turn_index]

    @property
    def day(self) -> bool:
        return self.options["side"] == "day"

    def p(self, seat: Seat) -> dict[str, Any]:
        return self.seats[seat]

    @property
    def ctx(self) -> Frame:
        """The current step's frame: what it remembers so far."""
        return self.stack[-1] if self.stack else {}

    @property
    def phase(self) -> str:
        """The current step's name (views, the AI and texts read it); "over"
        once nothing is left to ask."""
        return self.stack[-1]["type"] if self.stack else "over"

    # -- the contract (the rest comes from the frames: games/core/frames.py) --
    def turn(self) -> Seat | None:
        if self.outcome is not None:
            return None
        if self.phase.startswith("draft"):
            prompts = self.pending()
            return prompts[0].seat if prompts else None
        return self.active

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        return views.view(self, seat)

    def resample(self, seats: Collection[Seat], rng: Rng) -> NearFarState:
        """What `seats` cannot see drawn again (resample.py: hands, the draft, cards
        looked at, the order of the face-down decks and the bag)."""
        return resampling.resample(self, seats, rng)
