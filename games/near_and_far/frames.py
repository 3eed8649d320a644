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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core import frames as core
from games.core.errors import IllegalAction
from games.core.frames import A, F, Frame
from games.core.types import Event

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

__all__ = ["FRAMES", "Frame", "Step", "data", "finish", "push", "replace", "top"]

FRAMES: core.Frames[NearFarState] = core.Frames("near_and_far")

top = FRAMES.top
push = FRAMES.push
replace = FRAMES.replace
finish = FRAMES.finish


def data(frame: F) -> dict[str, Any]:
    """What a step remembers, without its type (to carry into the next step)."""
    return {key: value for key, value in frame.items() if key != "type"}


class Step(core.Handler["NearFarState", F, A]):
    """A Near and Far step: an answer first clears the last public roll, which
    views show only until the next answer; then `answer` carries it out."""

    def apply(self, state: NearFarState, frame: F, seat: int, action: Any) -> list[Event]:
        state.last = {}
        return self.answer(state, frame, seat, action)

    def answer(self, state: NearFarState, frame: F, seat: int, action: Any) -> list[Event]:
        raise NotImplementedError(self.type)

    def resume(self, state: NearFarState, frame: F, result: Any) -> list[Event]:
        return []  # an interrupt answered: this step asks again

    def explain(
        self, state: NearFarState, frame: F, seat: int, action: Any
    ) -> IllegalAction | None:
        """A move that is not legal now is refused by naming it (the game master
        adds what is legal); steps with the rules' own reasons override this."""
        return IllegalAction(action=str(action))
