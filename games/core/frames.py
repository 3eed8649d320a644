"""The frame stack: the one way a turn runs, in every game.

A rulebook describes a turn as steps and questions: "roll the die", "each
player who holds a resource gives one back", "the defender may ambush". Each
open step is a *frame*: a JSON dict on `state.stack` whose "type" names its
handler. The top frame decides who is asked what, which answers are legal, what
an answer does and why one is refused, so each rule lives in one place, named
after the rule.

A handler may push children (a battle pushes "ambush?" for the defender); when
a child finishes it hands a result to its parent through `resume`. Frames that
ask nothing (rolling dice, scoring) `run` by themselves until a question is
needed. A frame may ask several seats at once (`prompts`): their answers come
in any order, each with its seat. Everything is plain data, so a state with a
half-finished step serializes and restores like any other.

Each game keeps its handlers in its own `Frames` registry, filled by one
explicit call; `FrameState` turns the stack into the `State` contract, so a
game's state forwards nothing by hand.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Generic, TypedDict, cast

from typing_extensions import TypeVar

from games.core.errors import IllegalAction
from games.core.game import State
from games.core.types import Event, Prompt, Seat

Frame = dict[str, Any]
"""A frame as the stack holds it: plain JSON data, so it is saved with the game."""

MAX_AUTOMATIC_STEPS = 10_000  # a handler bug must not loop forever


class FrameBase(TypedDict):
    """What every frame has: its handler's name. A handler's own frame type is a
    TypedDict that extends this one with the fields its step remembers."""

    type: str


S = TypeVar("S", bound="FrameState")
# A handler's frame (a TypedDict extending FrameBase) and the answers it takes
# (the game's action types); until a handler names them, a plain dict and Any.
F = TypeVar("F", bound=Mapping[str, Any], default=Frame)
A = TypeVar("A", default=Any)


class Handler(ABC, Generic[S, F, A]):
    """The behaviour of one frame type. Handlers hold no state of their own:
    everything a step remembers is in its frame, so it is saved with the game.

    `F` is the handler's frame type, `A` the type of the answers it takes; the
    registry dispatches on the frame's "type", so the frame a handler receives
    is always one it (or its parent) pushed with that name."""

    type: ClassVar[str]
    frames: ClassVar[Frames[Any]]  # set when the handler is registered

    def prompts(self, state: S, frame: F) -> list[Prompt]:
        """Everyone this frame asks, at once; [] when it runs by itself. Most
        frames ask one seat and say so through `prompt`."""
        prompt = self.prompt(state, frame)
        return [] if prompt is None else [prompt]

    def prompt(self, state: S, frame: F) -> Prompt | None:
        """The question this frame asks of one seat, or None if it runs by itself."""
        return None

    def legal(self, state: S, frame: F, seat: Seat) -> list[A]:
        """The seat's answers, in a stable order (asked only of a prompted seat)."""
        return []

    def apply(self, state: S, frame: F, seat: Seat, action: A) -> list[Event]:
        """Carry out the seat's answer (already checked to be legal)."""
        raise NotImplementedError(self.type)

    def run(self, state: S, frame: F) -> list[Event]:
        """Do this frame's work when it asks nothing (it must finish, replace
        itself or push a child)."""
        raise NotImplementedError(self.type)

    def resume(self, state: S, frame: F, result: Any) -> list[Event]:
        """A child frame finished with `result`; by default, finish too."""
        return self.frames.finish(state, result)

    def explain(self, state: S, frame: F, seat: Seat, action: Any) -> IllegalAction | None:
        """Why `action` is not a legal answer, when this frame can say it better
        than the generic reply (None)."""
        return None


H = TypeVar("H", bound=Handler[Any, Any, Any])
T = TypeVar("T", bound=FrameBase)


class Frames(Generic[S]):
    """One game's frame handlers, and the operations on a state's stack."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.handlers: dict[str, Handler[S, Any, Any]] = {}

    # -- registration -----------------------------------------------------------------
    def register(self, *classes: type[Handler[S, Any, Any]]) -> None:
        """Add handlers (the game's one explicit call lists them all)."""
        for cls in classes:
            if cls.type in self.handlers and type(self.handlers[cls.type]) is not cls:
                raise ValueError(f"{self.game_id}: two handlers for frame {cls.type!r}")
            cls.frames = self
            self.handlers[cls.type] = cls()

    def handler(self, cls: type[H]) -> type[H]:
        """Class decorator form of `register`."""
        self.register(cls)
        return cls

    def __getitem__(self, frame_type: str) -> Handler[S, Any, Any]:
        return self.handlers[frame_type]

    def get(self, frame_type: str) -> Handler[S, Any, Any] | None:
        return self.handlers.get(frame_type)

    # -- the stack ------------------------------------------------------------------
    @staticmethod
    def top(state: S) -> Frame | None:
        return state.stack[-1] if state.stack else None

    def push(self, state: S, frame_type: str, **data: Any) -> Frame:
        if frame_type not in self.handlers:
            raise KeyError(f"{self.game_id}: no handler for frame {frame_type!r}")
        frame = {"type": frame_type, **data}
        state.stack.append(frame)
        return frame

    def push_frame(self, state: S, frame: T) -> T:
        """Push a typed frame (a handler's own TypedDict, built with its fields
        named, so mypy checks them); returns it, typed."""
        if frame["type"] not in self.handlers:
            raise KeyError(f"{self.game_id}: no handler for frame {frame['type']!r}")
        # A TypedDict is a dict at run time; the stack stores frames as plain data.
        state.stack.append(cast(Frame, frame))
        return frame

    def replace_frame(self, state: S, frame: T) -> T:
        """`replace` for a typed frame."""
        state.stack.pop()
        return self.push_frame(state, frame)

    def finish(self, state: S, result: Any = None) -> list[Event]:
        """Pop the top frame and hand `result` to the frame below it."""
        state.stack.pop()
        parent = self.top(state)
        if parent is None:
            return []
        return self.handlers[parent["type"]].resume(state, parent, result)

    def replace(self, state: S, frame_type: str, **data: Any) -> Frame:
        """Swap the top frame for another (a step that becomes the next step)."""
        state.stack.pop()
        return self.push(state, frame_type, **data)

    # -- asking and answering -----------------------------------------------------------
    def prompts(self, state: S) -> list[Prompt]:
        frame = self.top(state)
        return [] if frame is None else self.handlers[frame["type"]].prompts(state, frame)

    def current_prompt(self, state: S) -> Prompt | None:
        """The first seat asked (frames that ask one seat: the only one)."""
        asked = self.prompts(state)
        return asked[0] if asked else None

    def legal(self, state: S, seat: Seat) -> list[Any]:
        frame = self.top(state)
        if frame is None:
            return []
        step = self.handlers[frame["type"]]
        if not any(p.seat == seat for p in step.prompts(state, frame)):
            return []
        return step.legal(state, frame, seat)

    def explain(self, state: S, seat: Seat, action: Any) -> IllegalAction | None:
        frame = self.top(state)
        if frame is None:
            return None
        return self.handlers[frame["type"]].explain(state, frame, seat, action)

    def settle(self, state: S) -> list[Event]:
        """Run frames that ask nothing until one asks something, the game is
        over or the stack is empty."""
        events: list[Event] = []
        for _ in range(MAX_AUTOMATIC_STEPS):
            frame = self.top(state)
            if frame is None or state.is_over():
                return events
            step = self.handlers[frame["type"]]
            if step.prompts(state, frame):
                return events
            events += step.run(state, frame)
        raise RuntimeError(f"{self.game_id}: the frame stack did not settle: a handler loops")

    def answer(self, state: S, seat: Seat, action: Any) -> list[Event]:
        """Apply a seat's answer to the top frame, then settle."""
        frame = self.top(state)
        assert frame is not None, "an answer needs a frame that asks"
        events = self.handlers[frame["type"]].apply(state, frame, seat, action)
        return events + self.settle(state)

    def types(self) -> Iterable[str]:
        return self.handlers.keys()


class FrameState(State):
    """A state whose turn runs on a frame stack: the `State` contract's
    questions (`pending`, `legal`, `apply`, `explain_illegal`) are answered by
    the top frame's handler. A game's state sets `frames` to its registry and
    keeps the stack as its `stack` field."""

    frames: ClassVar[Frames[Any]]
    stack: list[Frame]

    def pending(self) -> list[Prompt]:
        remembered = self._remembered_pending()  # worked out in this position already
        if remembered is not None:
            return list(remembered)
        found = [] if self.is_over() else self.frames.prompts(self)
        self._remember_pending(found)
        return found

    def legal(self, seat: Seat) -> list[Any]:
        remembered = self._remembered_legal(seat)  # listed in this position already
        if remembered is not None:
            return list(remembered)
        found = [] if self.is_over() else self.frames.legal(self, seat)
        self._remember_legal(seat, found)
        return found

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        return self.frames.answer(self, seat, action)

    def explain_illegal(self, seat: Seat, action: Any) -> IllegalAction:
        """The top frame's reason when it has one, else the legal choices now."""
        reason = self.frames.explain(self, seat, action)
        if reason is not None:
            return reason
        options = ", ".join(f"`{a}`" for a in self.legal(seat)[:12])
        return IllegalAction("error.not_now", action=str(action), options=options or "-")
