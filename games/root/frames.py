"""The frame stack: how Root's turns, interrupts and multi-step actions flow.

Root asks many questions of many players in the middle of one another's
turns: the defender's ambush (3.3.1), the attacker's foil, the Marquise's
field hospitals (6.2.3), later the Alliance's outrage. Each open question, and
each multi-step action, is a *frame*: a JSON dict on `state.stack` whose
"type" names its handler. The top frame decides what is asked and of whom.

A handler may push children (a battle pushes "ambush?" for the defender); when
a child finishes it returns a result to its parent through `resume`. Frames
that need no decision (rolling the dice, scoring) `run` by themselves until a
decision is needed. Everything is plain data, so a state with a half-finished
battle serializes and restores like any other.
"""

from __future__ import annotations

from abc import ABC
from typing import TYPE_CHECKING, Any, ClassVar

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt

if TYPE_CHECKING:
    from games.root.state import RootState

Frame = dict[str, Any]
MAX_AUTOMATIC_STEPS = 10_000  # a handler bug must not loop forever


class Handler(ABC):
    """The behaviour of one frame type. Handlers hold no state of their own."""

    type: ClassVar[str]

    def prompt(self, state: RootState, frame: Frame) -> Prompt | None:
        """The question this frame asks, or None if it runs by itself."""
        return None

    def legal(self, state: RootState, frame: Frame) -> list[Any]:
        """The answers to `prompt`, in a stable order."""
        return []

    def apply(self, state: RootState, frame: Frame, action: Any) -> list[Event]:
        """Carry out an answer (already checked to be legal)."""
        raise NotImplementedError(self.type)

    def run(self, state: RootState, frame: Frame) -> list[Event]:
        """Do this frame's work when it asks nothing (it must finish or push)."""
        raise NotImplementedError(self.type)

    def resume(self, state: RootState, frame: Frame, result: Any) -> list[Event]:
        """A child frame finished with `result`; by default, finish too."""
        return finish(state, result)

    def explain(self, state: RootState, frame: Frame, action: Any) -> IllegalAction | None:
        """Why `action` is not a legal answer, when this frame can say it better
        than the generic reply (None)."""
        return None


HANDLERS: dict[str, Handler] = {}


def handler(cls: type[Handler]) -> type[Handler]:
    """Class decorator: register a frame handler under its `type`."""
    HANDLERS[cls.type] = cls()
    return cls


def top(state: RootState) -> Frame | None:
    return state.stack[-1] if state.stack else None


def push(state: RootState, frame_type: str, **data: Any) -> Frame:
    if frame_type not in HANDLERS:
        raise KeyError(f"no handler for frame {frame_type!r}")
    frame = {"type": frame_type, **data}
    state.stack.append(frame)
    return frame


def finish(state: RootState, result: Any = None) -> list[Event]:
    """Pop the top frame and hand `result` to the frame below it."""
    state.stack.pop()
    parent = top(state)
    if parent is None:
        return []
    return HANDLERS[parent["type"]].resume(state, parent, result)


def replace(state: RootState, frame_type: str, **data: Any) -> Frame:
    """Swap the top frame for another (a step that becomes the next step)."""
    state.stack.pop()
    return push(state, frame_type, **data)


def current_prompt(state: RootState) -> Prompt | None:
    frame = top(state)
    return None if frame is None else HANDLERS[frame["type"]].prompt(state, frame)


def settle(state: RootState) -> list[Event]:
    """Run frames that ask nothing until one asks something (or the stack is empty)."""
    events: list[Event] = []
    for _ in range(MAX_AUTOMATIC_STEPS):
        frame = top(state)
        if frame is None or state.winner_known():
            return events
        step = HANDLERS[frame["type"]]
        if step.prompt(state, frame) is not None:
            return events
        events += step.run(state, frame)
    raise RuntimeError("the frame stack did not settle: a handler loops")


def answer(state: RootState, action: Any) -> list[Event]:
    """Apply an answer to the top frame, then settle."""
    frame = top(state)
    assert frame is not None
    events = HANDLERS[frame["type"]].apply(state, frame, action)
    return events + settle(state)
