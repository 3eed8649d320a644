"""Turn 2/2, the big benefit: A. move a worker ("A. Gran beneficio"), or
B. build a hut ("B. Construir cabañas"), or C. erect a temple ("C. Erigir
templo"), paid with resources ("Emplear materias primas", "Tipo de cambio")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.meduris import building, frames, payment, screens, turn_end, workers
from games.meduris.actions import Build, MoveWorker, Pay
from games.meduris.frames import FrameBase, PayFrame, Step, pay_frame
from games.meduris.steps.setup import refuse_worker

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


class BigBenefit(Step[FrameBase, MoveWorker | Build]):
    """One of A, B or C. Building first chooses the plot; the payment is asked
    next when the table cannot tell it is no choice (building.choose_plot)."""

    type = "big_benefit"
    answers = (MoveWorker, Build)

    def prompt(self, state: MedurisState, frame: FrameBase) -> Prompt | None:
        seat = state.active
        return Prompt(seat, "big_benefit", private=screens.decides_behind_screen(state, seat))

    def legal(self, state: MedurisState, frame: FrameBase, seat: Seat) -> list[MoveWorker | Build]:
        return [*workers.legal_moves(state, seat), *building.legal_builds(state, seat)]

    def apply(
        self, state: MedurisState, frame: FrameBase, seat: Seat, action: MoveWorker | Build
    ) -> list[Event]:
        if isinstance(action, MoveWorker):
            return workers.move_worker(state, seat, action) + turn_end.end_turn(state)
        events = building.choose_plot(state, seat, action)
        if events is not None:
            return events + turn_end.after_build(state)
        frames.replace_frame(state, pay_frame(action.kind, action.plot - 1))
        return [Event("building", {"seat": seat, "kind": action.kind, "plot": action.plot})]

    def refuse(
        self, state: MedurisState, frame: FrameBase, seat: Seat, action: MoveWorker | Build
    ) -> IllegalAction:
        if isinstance(action, MoveWorker):
            return refuse_worker(state, action.target, action)
        return refuse_build(state, seat, action)


def refuse_build(state: MedurisState, seat: int, action: Build) -> IllegalAction:
    """The first rule a build breaks: the plot, the stock, the temple's plot, the cost."""
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


class PayForBuilding(Step[PayFrame, Pay]):
    """"Emplear materias primas": the builder hands over the plot's icons, any
    one of them replaced by three of free choice. The frame holds the building
    chosen (`PayFrame`)."""

    type = "pay"
    answers = (Pay,)

    def prompt(self, state: MedurisState, frame: PayFrame) -> Prompt | None:
        params = {"kind": frame["kind"], "plot": frame["plot"] + 1}
        return Prompt(state.active, "pay", params, private=True)

    def legal(self, state: MedurisState, frame: PayFrame, seat: Seat) -> list[Pay]:
        return building.payment_options(state, seat, frame["kind"], frame["plot"])

    def apply(self, state: MedurisState, frame: PayFrame, seat: Seat, action: Pay) -> list[Event]:
        events = building.finish_build(state, seat, frame["kind"], frame["plot"], action.amounts)
        return events + turn_end.after_build(state)

    def refuse(
        self, state: MedurisState, frame: PayFrame, seat: Seat, action: Pay
    ) -> IllegalAction:
        return IllegalAction("meduris.error.amounts", action=str(action))
