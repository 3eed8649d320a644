"""Why an action is not legal now, in words a player understands."""

from __future__ import annotations

from typing import Any

from games.core.errors import IllegalAction
from games.core.i18n import Key
from games.meduris import bonus, building, payment
from games.meduris.actions import (
    Build,
    MoveWorker,
    Offer,
    Pay,
    PlaceBonus,
    PlaceWorker,
    Return,
    Take,
)
from games.meduris.state import MedurisState
from games.meduris.workers import MAX_STACK

_PHASE_OF = {
    PlaceBonus: "place_bonus",
    PlaceWorker: "place_workers",
    Take: "gain",
    Return: "return",
    MoveWorker: "big_benefit",
    Build: "big_benefit",
    Pay: "pay",
    Offer: "ritual",
}


def why_illegal(state: MedurisState, seat: int, action: Any) -> IllegalAction:
    expected = _PHASE_OF.get(type(action), "roll")
    phase = "ritual" if state.phase == "final_lap" else state.phase
    if expected != phase:
        phase_name = Key(f"meduris.phase.{state.phase}")
        return IllegalAction("meduris.error.wrong_step", action=str(action), phase=phase_name)
    if isinstance(action, Build):
        return _why_not_build(state, seat, action)
    if isinstance(action, PlaceBonus):
        return _why_not_bonus(state, action)
    if isinstance(action, MoveWorker | PlaceWorker):
        target = action.target if isinstance(action, MoveWorker) else action.highland
        if len(state.highlands[target]) >= MAX_STACK:
            return IllegalAction("meduris.error.highland_full", highland=Key(f"res.{target}"))
        return IllegalAction("meduris.error.worker", action=str(action))
    if isinstance(action, Pay | Offer | Take | Return):
        return IllegalAction("meduris.error.amounts", action=str(action))
    return IllegalAction(action=str(action))


def _why_not_bonus(state: MedurisState, action: PlaceBonus) -> IllegalAction:
    """Off the board, or too close to a token (or leaving no room for the rest)."""
    if not 0 < action.plot <= state.board.size:
        return IllegalAction("meduris.error.no_plot", plot=action.plot, size=state.board.size)
    plots = ", ".join(str(p.plot) for p in bonus.legal_placements(state))
    return IllegalAction(
        "meduris.error.bonus_spacing", plot=action.plot, left=len(state.bonus_placing),
        plots=plots,
    )


def _why_not_build(state: MedurisState, seat: int, action: Build) -> IllegalAction:
    index = action.plot - 1
    if not 0 <= index < state.board.size:
        return IllegalAction("meduris.error.no_plot", plot=action.plot, size=state.board.size)
    if state.buildings[index] is not None:
        return IllegalAction("meduris.error.plot_taken", plot=action.plot)
    if action.kind == "hut" and state.huts_left[seat] == 0:
        return IllegalAction("meduris.error.no_huts")
    if action.kind == "temple" and state.temples_left[seat] == 0:
        return IllegalAction("meduris.error.no_temples")
    if action.kind == "temple" and state.bonus[index] is not None:
        return IllegalAction("meduris.error.temple_on_token", plot=action.plot)
    need = building.requirement(state, action.kind, index)
    return IllegalAction(
        "meduris.error.cannot_afford",
        plot=action.plot,
        need=payment.fmt(need),
        have=payment.fmt(state.holding(seat)) or "-",
    )
