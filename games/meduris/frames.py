"""Meduris' frames: the core frame stack (games/core/frames.py) bound to the
game's own registry, and the base of its steps.

A Meduris turn asks one question at a time, except the "-1" face of the die,
which asks everyone holding a resource at once. Each question is one frame on
`state.stack` (its "type" is the step's name, as the views call it: "roll",
"big_benefit", "ritual", ...); the handlers are in games/meduris/steps and are
registered by the one call in games/meduris/turn.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame
from games.core.i18n import Key
from games.core.types import Seat

if TYPE_CHECKING:
    from games.meduris.state import MedurisState

__all__ = ["FRAMES", "Frame", "Step", "finish", "push", "replace", "top"]

FRAMES: core.Frames[MedurisState] = core.Frames("meduris")

top = FRAMES.top
push = FRAMES.push
finish = FRAMES.finish
replace = FRAMES.replace


class Step(core.Handler["MedurisState", F, A]):
    """One step of the Meduris turn. `answers` are the kinds of action the
    step takes; any other kind is refused as "not this step", naming the step
    the game is in. `refuse` says why an answer of the right kind is not legal."""

    answers: ClassVar[tuple[type, ...]]

    def explain(
        self, state: MedurisState, frame: F, seat: Seat, action: Any
    ) -> IllegalAction | None:
        if not isinstance(action, self.answers):
            step = Key(f"meduris.phase.{frame['type']}")
            return IllegalAction("meduris.error.wrong_step", action=str(action), phase=step)
        return self.refuse(state, frame, seat, action)

    def refuse(self, state: MedurisState, frame: F, seat: Seat, action: Any) -> IllegalAction:
        return IllegalAction(action=str(action))
