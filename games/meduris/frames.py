"""Meduris' frames: the core frame stack (games/core/frames.py) bound to the
game's own registry, and the base of its steps.

A Meduris turn asks one question at a time, except the "-1" face of the die,
which asks everyone holding a resource at once. Each question is one frame on
`state.stack` (its "type" is the step's name, as the views call it: "roll",
"big_benefit", "ritual", ...); the handlers are in games/meduris/steps and are
registered by the one call in games/meduris/turn.py.

Each step's frame is a TypedDict below (what the step remembers, named), built
by its constructor and pushed with `replace_frame`: at run time a plain dict
with the same keys in the same order, so saved games do not change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal, cast

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame, FrameBase
from games.core.i18n import Key
from games.core.types import Seat
from games.meduris.actions import BuildingKind

if TYPE_CHECKING:
    from games.meduris.state import MedurisState

__all__ = [
    "FRAMES", "BuildingKind", "Frame", "FrameBase", "PayFrame", "RitualFrame", "SeatsFrame",
    "Step", "finish", "pay_frame", "push", "push_frame", "replace", "replace_frame",
    "ritual_frame", "seats_frame", "step_frame", "top",
]

FRAMES: core.Frames[MedurisState] = core.Frames("meduris")

top = FRAMES.top
push = FRAMES.push
finish = FRAMES.finish
replace = FRAMES.replace
push_frame = FRAMES.push_frame
replace_frame = FRAMES.replace_frame

class SeatsFrame(FrameBase):
    """A step that goes round the table ("place_bonus", "place_workers",
    "gain") or asks every holder at once ("return"): the seats still to answer,
    in order."""

    seats: list[int]


class PayFrame(FrameBase):
    """"pay": the building chosen, waiting for its payment (`plot` is an index)."""

    kind: BuildingKind
    plot: int


class RitualFrame(FrameBase):
    """"ritual" and "final_lap": the huts still to visit, [plot index, settlement size]."""

    visits: list[list[int]]


def seats_frame(
    step: Literal["place_bonus", "place_workers", "gain", "return"], seats: list[int]
) -> SeatsFrame:
    return SeatsFrame(type=step, seats=seats)


def step_frame(step: Literal["roll", "big_benefit"]) -> FrameBase:
    """A step that remembers nothing: the die to roll, the big benefit to choose."""
    return FrameBase(type=step)


def pay_frame(kind: BuildingKind, plot: int) -> PayFrame:
    return PayFrame(type="pay", kind=kind, plot=plot)


def ritual_frame(step: Literal["ritual", "final_lap"], visits: list[list[int]]) -> RitualFrame:
    return RitualFrame(type=step, visits=visits)


class Step(core.Handler["MedurisState", F, A]):
    """One step of the Meduris turn. `answers` are the kinds of action the
    step takes; any other kind is refused as "not this step", naming the step
    the game is in. `refuse` says why an answer of the right kind is not legal."""

    answers: ClassVar[tuple[type, ...]]
    """The classes of `A`, checked at run time."""

    def explain(
        self, state: MedurisState, frame: F, seat: Seat, action: Any
    ) -> IllegalAction | None:
        if not isinstance(action, self.answers):
            step = Key(f"meduris.phase.{frame['type']}")
            return IllegalAction("meduris.error.wrong_step", action=str(action), phase=step)
        # `answers` names the classes of A: an action of one of them is an A.
        return self.refuse(state, frame, seat, cast(A, action))

    def refuse(self, state: MedurisState, frame: F, seat: Seat, action: A) -> IllegalAction:
        return IllegalAction(action=str(action))
