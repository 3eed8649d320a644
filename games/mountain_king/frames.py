"""Mountain King's frames: the core frame stack (games/core/frames.py) with
this game's handlers, one per step or question of the turn ("Tu turno").

The frame types keep the names of the steps the players see (`main`,
`place`, `pay`, ...: the catalog's `mountain_king.phase.*`), so the state's
`phase` is the top frame's type. The handlers are registered by one call in
games/mountain_king/turn.py.

Most steps remember nothing but their name (`step_frame`); a trade remembers
the resource it buys (`TradeFrame`), a payment the action it pays for
(`PayFrame`, in notation). Each is built by its constructor here: at run time a
plain dict with the same keys in the same order, so saved games do not change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame, FrameBase
from games.core.i18n import Key
from games.core.types import Seat

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

__all__ = [
    "FRAMES", "Frame", "FrameBase", "Handler", "PayFrame", "StepName", "TradeFrame",
    "pay_frame", "step_frame", "trade_frame",
]

FRAMES: core.Frames[MountainKingState] = core.Frames("mountain_king")

StepName = Literal[
    "gate", "draft", "main", "choose_pedestal", "place", "pedestal", "establish", "after"
]
"""The steps that remember nothing but their name."""


class TradeFrame(FrameBase):
    """"trade": the resource the four handed in buy."""

    resource: str


class PayFrame(FrameBase):
    """"pay": the action waiting for its payment, in notation (`actions.parse` reads it)."""

    action: str


def step_frame(step: StepName) -> FrameBase:
    return FrameBase(type=step)


def trade_frame(resource: str) -> TradeFrame:
    return TradeFrame(type="trade", resource=resource)


def pay_frame(action: str) -> PayFrame:
    return PayFrame(type="pay", action=action)

Refusals = Mapping[type, str]
"""The refusal key per kind of action (named here: in a handler, `type` is its frame's)."""


class Handler(core.Handler["MountainKingState", F, A]):
    """A Mountain King step. `answers` are the kinds of action it takes; a move
    of another kind is refused as played at the wrong step, one of its kinds
    that is not legal now with the rule's own reason from `refusals`."""

    answers: ClassVar[tuple[type, ...]] = ()
    refusals: ClassVar[Refusals] = {}

    def explain(
        self, state: MountainKingState, frame: F, seat: Seat, action: Any
    ) -> IllegalAction:
        phase = Key(f"mountain_king.phase.{self.type}")
        if type(action) not in self.answers:
            return IllegalAction("mountain_king.error.wrong_step", action=str(action), phase=phase)
        key = self.refusals.get(type(action), "mountain_king.error.not_now")
        return IllegalAction(key, action=str(action), phase=phase)
