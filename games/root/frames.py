"""Root's frames: the core frame stack (games/core/frames.py) with Root's handlers.

Root asks many questions of many players in the middle of one another's
turns: the defender's ambush (3.3.1), the attacker's foil, the Marquise's
field hospitals (6.2.3), later the Alliance's outrage. Each is a frame whose
handler is listed by its faction's entry (or the shared rules) and registered in
this registry by games/root/registry.py; the stack operations are the core's, bound to
Root's registry so rule modules write `frames.push_frame(state, battle_frame(...))`
(a handler's frame is a TypedDict built by a constructor next to it; docs/architecture.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import frames as core
from games.core.frames import A, F, Frame, FrameBase

if TYPE_CHECKING:
    from games.root.state import RootState

__all__ = [
    "FRAMES", "HANDLERS", "Frame", "Handler", "SeatFrame", "answer", "current_prompt", "finish",
    "handler", "push", "push_frame", "replace", "replace_frame", "seat_frame", "settle", "top",
]

FRAMES: core.Frames[RootState] = core.Frames("root")
HANDLERS = FRAMES.handlers


class Handler(core.Handler["RootState", F, A]):
    """A Root frame handler (the core's, typed for Root's state)."""


class SeatFrame(FrameBase):
    """A step that remembers only whose it is (an Evening that draws and discards)."""

    seat: int


def seat_frame(frame_type: str, seat: int) -> SeatFrame:
    return SeatFrame(type=frame_type, seat=seat)


handler = FRAMES.handler
top = FRAMES.top
push = FRAMES.push
finish = FRAMES.finish
replace = FRAMES.replace
push_frame = FRAMES.push_frame
replace_frame = FRAMES.replace_frame
current_prompt = FRAMES.current_prompt
settle = FRAMES.settle
answer = FRAMES.answer
