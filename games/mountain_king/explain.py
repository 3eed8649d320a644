"""Why an action is not legal now, in words a player understands."""

from __future__ import annotations

from typing import Any

from games.core.errors import IllegalAction
from games.core.i18n import Key
from games.mountain_king.actions import (
    Cast,
    Dig,
    End,
    Establish,
    Gate,
    Give,
    Hall,
    Keep,
    MoveStatue,
    Pay,
    Place,
    Recruit,
    SetPedestal,
    Skip,
    TakePedestal,
    Trade,
    Use,
)
from games.mountain_king.state import MountainKingState

_PHASES: dict[type, tuple[str, ...]] = {
    Gate: ("gate",),
    Keep: ("draft",),
    Cast: ("main",),
    Use: ("main",),
    Recruit: ("main",),
    Dig: ("main",),
    Skip: ("main",),
    Trade: ("main", "place", "after"),
    Give: ("trade",),
    Place: ("place",),
    SetPedestal: ("pedestal",),
    Establish: ("establish",),
    TakePedestal: ("choose_pedestal",),
    Hall: ("after",),
    MoveStatue: ("after",),
    End: ("after",),
    Pay: ("pay",),
}


def why_illegal(state: MountainKingState, seat: int, action: Any) -> IllegalAction:
    phase = Key(f"mountain_king.phase.{state.phase}")
    if state.phase not in _PHASES.get(type(action), ()):
        return IllegalAction("mountain_king.error.wrong_step", action=str(action), phase=phase)
    key = {
        Cast: "mountain_king.error.cast",
        Use: "mountain_king.error.use",
        Recruit: "mountain_king.error.recruit",
        Dig: "mountain_king.error.dig",
        Place: "mountain_king.error.place",
        Hall: "mountain_king.error.hall",
        MoveStatue: "mountain_king.error.move",
        Skip: "mountain_king.error.skip",
        Pay: "mountain_king.error.pay",
    }.get(type(action), "mountain_king.error.not_now")
    return IllegalAction(key, action=str(action), phase=phase)
