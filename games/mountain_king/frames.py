"""Mountain King's frames: the core frame stack (games/core/frames.py) with
this game's handlers, one per step or question of the turn ("Tu turno").

The frame types keep the names of the steps the players see (`main`,
`place`, `pay`, ...: the catalog's `mountain_king.phase.*`), so the state's
`phase` is the top frame's type. The handlers are registered by one call in
games/mountain_king/turn.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame
from games.core.i18n import Key
from games.core.types import Seat

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

__all__ = ["FRAMES", "Frame", "Handler"]

FRAMES: core.Frames[MountainKingState] = core.Frames("mountain_king")

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
