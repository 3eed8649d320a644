"""Near and Far's frames: the core frame stack (games/core/frames.py) with this
game's handlers.

A frame is one step of the rulebook that waits for an answer: the draft, a turn
("El turno de un jugador"), a building's action, a duel, the steps of an
adventure, a quest, hearts spent after a roll. Its data is what the step
remembers (the cards looked at, the movement left). An interrupt (a treasure to
discard, a camp placed by a card just bought) is pushed on top of the step it
interrupts, which asks again once the interrupt is answered.

The handlers live with their rules (setup.py, turn.py, village/, duel.py,
adventure.py, quest.py, treasure.py, camps.py, boost.py) and are registered by
the one call at the end of turn.py.

Each step's frame is a TypedDict below, built by its constructor: at run time a
plain dict with the same keys in the same order, so saved games do not change.
Rule functions that run inside a step read it typed, as `current(state, TheFrame)`
(after a duel's or a threat's roll, the hearts spent carry the roll's data, so the
rules that finish the roll read it as the roll's frame whichever is on top);
readers outside the rules (views, texts, the AI) ask `at(state, TheFrame)`, the
frame typed when it is that step's, else None. Nothing reads `state.ctx`'s keys
untyped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, NotRequired, TypedDict, TypeVar, cast

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame, FrameBase
from games.core.types import Event

T = TypeVar("T", bound=FrameBase)

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

__all__ = [
    "FRAMES",
    "STEP_OF",
    "ArriveFrame",
    "BoostFrame",
    "BuildingFrame",
    "DraftKeepFrame",
    "DraftPickFrame",
    "DuelFrame",
    "DuelRollFrame",
    "Frame",
    "FrameBase",
    "MoveFrame",
    "Movement",
    "PrepareFrame",
    "QuestFrame",
    "Step",
    "ThreatFrame",
    "arrive_frame",
    "at",
    "boost_frame",
    "building_frame",
    "card_asked",
    "current",
    "data",
    "draft_keep_frame",
    "draft_pick_frame",
    "duel_frame",
    "duel_roll_frame",
    "finish",
    "move_frame",
    "prepare_frame",
    "push",
    "push_frame",
    "quest_frame",
    "replace",
    "replace_frame",
    "step_frame",
    "threat_frame",
    "top",
]

FRAMES: core.Frames[NearFarState] = core.Frames("near_and_far")

top = FRAMES.top
push = FRAMES.push
replace = FRAMES.replace
finish = FRAMES.finish
push_frame = FRAMES.push_frame
replace_frame = FRAMES.replace_frame


def current(state: NearFarState, kind: type[T]) -> T:
    """The top frame (`state.ctx`) as the frame type `kind`, for the rules of the
    step that is asking: the registry dispatched on its "type", so the top frame
    is that step's, built by its constructor below (or the hearts spent after its
    roll, `boost_frame`, which holds the roll's data)."""
    return cast(T, state.ctx)


def at(state: NearFarState, kind: type[T]) -> T | None:
    """The top frame as `kind` when it is that step's (its "type" is the one
    `kind`'s constructor writes, `STEP_OF`), else None: for readers outside the
    step's rules (views, texts, the AI) that ask what the current step remembers."""
    frame = state.ctx
    return cast(T, frame) if frame.get("type") == STEP_OF[kind] else None


# -- the frames ---------------------------------------------------------------------------
def step_frame(step: Literal["turn", "end", "drop_treasure", "site"]) -> FrameBase:
    """A step that remembers nothing: a turn, its end, a treasure to drop, a free camp."""
    return FrameBase(type=step)


class DraftPickFrame(FrameBase):
    """"draft_pick": each seat's hand to pick from, the cards picked, the advanced cards dealt."""

    hands: list[list[str]]
    picked: list[list[str]]
    advanced: list[list[str]]


def draft_pick_frame(
    hands: list[list[str]], picked: list[list[str]], advanced: list[list[str]]
) -> DraftPickFrame:
    return DraftPickFrame(type="draft_pick", hands=hands, picked=picked, advanced=advanced)


class DraftKeepFrame(FrameBase):
    """"draft_keep": the advanced cards dealt, the seats that are ready."""

    advanced: list[list[str]]
    ready: list[int]


def draft_keep_frame(advanced: list[list[str]], ready: list[int]) -> DraftKeepFrame:
    return DraftKeepFrame(type="draft_keep", advanced=advanced, ready=ready)


class BuildingFrame(FrameBase):
    """"building": the building visited (`b`), then what its own steps remember
    (village/*.py, through `village.rules.visit_frame`)."""

    b: str
    # the town hall: its three actions, once each, and a trade being made
    trades: NotRequired[int]
    dropped: NotRequired[bool]
    rep: NotRequired[bool]
    give: NotRequired[dict[str, int]]
    get: NotRequired[dict[str, int]]
    # the tavern: once each, and the adventurer being placed
    recruited: NotRequired[bool]
    refreshed: NotRequired[bool]
    placing: NotRequired[str]
    # the shop and the mystic's hut: the cards looked at
    drawn: NotRequired[list[str]]


def building_frame(building: str) -> BuildingFrame:
    return BuildingFrame(type="building", b=building)


class DuelFrame(FrameBase):
    """"duel": the occupied building whose occupant the visitor challenges."""

    b: str


def duel_frame(building: str) -> DuelFrame:
    return DuelFrame(type="duel", b=building)


class DuelRollFrame(FrameBase):
    """"duel_roll": the duel declared, and who rolls against the challenger."""

    b: str
    target: int
    dirty: bool
    roller: int


def duel_roll_frame(building: str, target: int, dirty: bool, roller: int) -> DuelRollFrame:
    return DuelRollFrame(type="duel_roll", b=building, target=target, dirty=dirty, roller=roller)


class PrepareFrame(FrameBase):
    """"prepare": the adventurers already moved (each once per preparation)."""

    touched: list[str]


def prepare_frame() -> PrepareFrame:
    return PrepareFrame(type="prepare", touched=[])


class Movement(TypedDict):
    """The movement left and made, the free passes and turtle passes left: what a
    walk is planned from (agent/planner.py), the move step's or one imagined."""

    left: int
    moved: int
    free: int
    turtles: int


class MoveFrame(FrameBase, Movement):
    """"move": the movement left and made, the free passes and turtle passes left."""


def move_frame(left: int, moved: int, free: int, turtles: int) -> MoveFrame:
    return MoveFrame(type="move", left=left, moved=moved, free=free, turtles=turtles)


class ThreatFrame(FrameBase):
    """"threat": the space and path the threat bars, then the card fought."""

    to: int
    path: int
    card: NotRequired[str]


def threat_frame(to: int, path: int) -> ThreatFrame:
    return ThreatFrame(type="threat", to=to, path=path)


class ArriveFrame(FrameBase):
    """"arrive": whether a quest may still be attempted here."""

    quest: bool


def arrive_frame(quest: bool) -> ArriveFrame:
    return ArriveFrame(type="arrive", quest=quest)


class QuestFrame(FrameBase):
    """"quest": the express card drawn."""

    card: str


def quest_frame(card: str) -> QuestFrame:
    return QuestFrame(type="quest", card=card)


Roll = Literal["duel", "threat", "quest"]

BoostFrame = TypedDict(
    "BoostFrame",
    {
        "type": str,
        # what the roll was: the duel's frame, the threat's, or the quest's card,
        # option and total; then what it was for and the hearts that would win
        "b": NotRequired[str],
        "target": NotRequired[int],
        "dirty": NotRequired[bool],
        "roller": NotRequired[int],
        "to": NotRequired[int],
        "path": NotRequired[int],
        "card": NotRequired[str],
        "option": NotRequired[int],
        "total": NotRequired[int],
        "for": Roll,
        "spend": list[int],
    },
)
""""boost": hearts that may be spent after a roll ("for" is a Python keyword,
hence the functional form)."""


def boost_frame(roll: Mapping[str, Any], what: Roll, spend: list[int]) -> BoostFrame:
    """The roll's own data first (`data` of its frame, or a quest's), as it was
    saved before frames were typed."""
    return cast(BoostFrame, {"type": "boost", **roll, "for": what, "spend": spend})


def card_asked(state: NearFarState) -> str | None:
    """The card of the step on top: the quest's, the threat's once drawn, or the
    one the hearts after their roll are spent on; None in any other step."""
    asked = at(state, QuestFrame) or at(state, ThreatFrame) or at(state, BoostFrame)
    return None if asked is None else asked.get("card")


STEP_OF: dict[object, str] = {
    DraftPickFrame: "draft_pick", DraftKeepFrame: "draft_keep", BuildingFrame: "building",
    DuelFrame: "duel", DuelRollFrame: "duel_roll", PrepareFrame: "prepare", MoveFrame: "move",
    ThreatFrame: "threat", ArriveFrame: "arrive", QuestFrame: "quest", BoostFrame: "boost",
}
"""Each frame type's step, the "type" its constructor writes (`at`)."""


def data(frame: Mapping[str, Any]) -> dict[str, Any]:
    """What a step remembers, without its type (to carry into the next step)."""
    return {key: value for key, value in frame.items() if key != "type"}


class Step(core.Handler["NearFarState", F, A]):
    """A Near and Far step: an answer first clears the last public roll, which
    views show only until the next answer; then `answer` carries it out."""

    def apply(self, state: NearFarState, frame: F, seat: int, action: A) -> list[Event]:
        state.last = {}
        return self.answer(state, frame, seat, action)

    def answer(self, state: NearFarState, frame: F, seat: int, action: A) -> list[Event]:
        raise NotImplementedError(self.type)

    def resume(self, state: NearFarState, frame: F, result: Any) -> list[Event]:
        return []  # an interrupt answered: this step asks again

    def explain(
        self, state: NearFarState, frame: F, seat: int, action: Any
    ) -> IllegalAction | None:
        """A move that is not legal now is refused by naming it (the game master
        adds what is legal); steps with the rules' own reasons override this."""
        return IllegalAction(action=str(action))
