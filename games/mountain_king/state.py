"""The position: the mountain, the horde, every player's troll pyramid and
storage, the supplies, and which step of which turn the game is in.

Every field is plain JSON data apart from the generator, so storing, upgrading
and copying are the core's (`games.core.record.DataState`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.core.frames import Frame, Frames, FrameState
from games.core.game import Game
from games.core.record import DataState
from games.core.rng import Rng
from games.core.types import Result, Seat, View
from games.mountain_king import resample as resampling
from games.mountain_king import views
from games.mountain_king.components import Board, board
from games.mountain_king.turn import FRAMES

SCHEMA_VERSION = 4
"""2: pedestals and point tokens are kept per storage group (per team in team play).
3: the options name the rules of issue 10 (`spending`, `extra_start`, `gates`).
4: the step of the turn is the frame stack (`stack`), no longer `phase`."""


@dataclass(eq=False)
class MountainKingState(FrameState, DataState):
    game: ClassVar[Game]
    frames: ClassVar[Frames[Any]] = FRAMES
    schema_version: ClassVar[int] = SCHEMA_VERSION

    players: int
    side: str
    options: dict[str, str]
    rng: Rng
    turn_order: list[int]
    teams: list[int]  # per seat: its storage/score group (the seat itself unless team play)
    turn_index: int = 0
    honour: list[int] = field(default_factory=list)  # per seat, scored during play
    storage: list[list[int]] = field(default_factory=list)  # per group, counts by RESOURCES
    supply: list[int] = field(default_factory=list)
    pyramids: list[list[Any]] = field(default_factory=list)  # per seat: 10 x [card, held] | None
    draft_deck: list[list[str]] = field(default_factory=list)  # hidden
    draft_hand: list[list[str]] = field(default_factory=list)  # private
    drafting: list[int] = field(default_factory=list)  # seats still to draft, in order
    horde: dict[str, list[Any]] = field(default_factory=dict)  # level -> slots
    decks: dict[str, list[str]] = field(default_factory=dict)  # level -> cards, top first
    # Per deck (levels, "spells"): how many cards at its bottom everyone saw go under.
    seen_under: dict[str, int] = field(default_factory=dict)
    bag: list[str] = field(default_factory=list)  # pedestals (clans) in the draw bag
    marker: list[list[int | None]] = field(default_factory=list)  # [level-1][clan] token
    # Pedestals and pedestal point tokens lie in the storage: per group, like it.
    tokens: list[list[int]] = field(default_factory=list)  # pedestal point tokens per group
    pedestals: list[list[str]] = field(default_factory=list)  # pedestals in storage, per group
    coronation: list[int] = field(default_factory=list)  # tokens still to claim, next first
    crowned: list[int] = field(default_factory=list)  # coronation points per seat
    workshop_reserve: list[str] = field(default_factory=list)
    workshops: dict[str, str] = field(default_factory=dict)  # cell -> kind
    spell_deck: list[str] = field(default_factory=list)  # hidden
    spellbook: list[list[Any]] = field(default_factory=list)  # [spell, runes on it]
    statues: dict[str, str] = field(default_factory=dict)  # cell -> clan
    cell_tunnel: list[int] = field(default_factory=list)  # per cell: tunnel id or -1
    tunnels: list[dict[str, Any]] = field(default_factory=list)  # by id
    gates: list[int | None] = field(default_factory=list)  # per seat
    tunnel_supply: dict[str, int] = field(default_factory=dict)
    hall_supply: list[str] = field(default_factory=list)
    recruited_levels: list[int] = field(default_factory=list)  # per seat, for the tie-break
    progress: dict[str, Any] = field(default_factory=dict)  # what this turn has done so far
    stack: list[Frame] = field(default_factory=list)  # the open steps (games/mountain_king/turn.py)
    turns_left: int | None = None  # after the end is triggered
    outcome: dict[str, Any] | None = None

    # -- derived ------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return board(self.side)

    @property
    def active(self) -> Seat:
        return self.turn_order[self.turn_index]

    def group(self, seat: Seat) -> int:
        return self.teams[seat]

    def team_play(self) -> bool:
        return self.options.get("team") == "true"

    def allies(self, seat: Seat) -> list[int]:
        return [s for s in range(self.players) if self.teams[s] == self.teams[seat]]

    def pyramid_size(self, seat: Seat) -> int:
        return sum(1 for spot in self.pyramids[seat] if spot is not None)

    @property
    def phase(self) -> str:
        """The step asked now: the top frame's type (the views, the AI and the
        catalog's `mountain_king.phase.*` read it); `over` once nothing is open."""
        return self.stack[-1]["type"] if self.stack else "over"

    # -- the contract (the rest comes from the frames: games/core/frames.py) ---------------
    def turn(self) -> Seat | None:
        """Who is playing: during setup the seat placing its gate or drafting."""
        if self.phase == "over":
            return None
        if self.phase == "gate":
            return self.turn_order[self.turn_index]
        if self.phase == "draft":
            return self.drafting[0]
        return self.active

    def resample(self, seats: Collection[Seat], rng: Rng) -> MountainKingState:
        """What `seats` cannot see drawn again: the rulebook's hidden cards are
        listed in `games.mountain_king.resample`."""
        return resampling.resample(self, seats, rng)

    def result(self) -> Result | None:
        return Result.from_json(self.outcome) if self.outcome else None

    def view(self, seat: Seat | None) -> View:
        return views.view(self, seat)


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept pedestals and tokens per seat; pool them per group."""
    groups = len(set(data["teams"]))
    pedestals: list[list[str]] = [[] for _ in range(groups)]
    tokens: list[list[int]] = [[] for _ in range(groups)]
    for seat, group in enumerate(data["teams"]):
        pedestals[group] += data["pedestals"][seat]
        tokens[group] += data["tokens"][seat]
    return {**data, "version": 2, "pedestals": pedestals, "tokens": tokens}


def _from_version_2(data: dict[str, Any]) -> dict[str, Any]:
    """A game saved before issue 10 goes on with the rules it began with: the
    trolls' resources paid first without asking, and the retuned setup where it
    applied (three players or team play; two players on the autumn side)."""
    options = dict(data["options"])
    team = options.get("team") == "true"
    old = {
        "spending": "trolls_first",
        "extra_start": "retuned" if data["players"] == 3 or team else "printed",
        "gates": "mirrored" if data["players"] == 2 and data["side"] == "autumn" else "printed",
    }
    return {**data, "version": 3, "options": {**old, **options}}


def _frame_stack(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 -> 4: the step of the turn moves from `phase` (and the trade
    and the payment waiting in `progress`) to the frame stack: the step at the
    bottom, a trade over the step it interrupted, a payment over what it pays."""
    data = dict(data)
    phase = data.pop("phase")
    progress = dict(data["progress"])
    trade, back_to = progress.pop("trade", None), progress.pop("back_to", None)
    paying = progress.pop("paying", None)
    step = paying["back_to"] if phase == "pay" else phase
    stack: list[Frame] = [] if step == "over" else [{"type": step}]
    if step == "trade":
        stack = [{"type": back_to}, {"type": "trade", "resource": trade}]
    if phase == "pay":
        stack.append({"type": "pay", "action": paying["action"]})
    return {**data, "progress": progress, "stack": stack, "version": 4}


MountainKingState.upgrades = {1: _from_version_1, 2: _from_version_2, 3: _frame_stack}
