"""The questions of setup: laying the bonus tokens ("Disposición", "Fichas
bonus") and placing the workers ("Antes de empezar"). Both go round the table
from the first player; the frame keeps who is still to lay or place, in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.i18n import Key
from games.core.types import Event, Prompt, Seat
from games.meduris import bonus, frames, workers
from games.meduris.actions import MoveWorker, PlaceBonus, PlaceWorker
from games.meduris.frames import SeatsFrame, Step, step_frame

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


class LayBonusToken(Step[SeatsFrame, PlaceBonus]):
    """"Situadlas en las casillas que prefiráis": one token face down, at least
    three free plots from every other; after the last, all are turned up."""

    type = "place_bonus"
    answers = (PlaceBonus,)

    def prompt(self, state: MedurisState, frame: SeatsFrame) -> Prompt | None:
        return Prompt(frame["seats"][0], "place_bonus", {"left": len(frame["seats"])})

    def legal(self, state: MedurisState, frame: SeatsFrame, seat: Seat) -> list[PlaceBonus]:
        return bonus.legal_placements(state, len(frame["seats"]))

    def apply(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: PlaceBonus
    ) -> list[Event]:
        events = bonus.lay(state, seat, action)
        frame["seats"].pop(0)
        if frame["seats"]:
            return events
        return events + bonus.turn_face_up(state) + frames.finish(state)

    def refuse(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: PlaceBonus
    ) -> IllegalAction:
        """Off the board, or too close to a token (or leaving no room for the rest)."""
        size = state.board.size
        if not 0 < action.plot <= size:
            return IllegalAction("meduris.error.no_plot", plot=action.plot, size=size)
        left = len(frame["seats"])
        plots = ", ".join(str(p.plot) for p in bonus.legal_placements(state, left))
        return IllegalAction(
            "meduris.error.bonus_spacing", plot=action.plot, left=left, plots=plots
        )


class PlaceWorkers(Step[SeatsFrame, PlaceWorker]):
    """"Antes de empezar": one worker at a time on top of a highland with room,
    clockwise from the first player; then the first turn begins."""

    type = "place_workers"
    answers = (PlaceWorker,)

    def prompt(self, state: MedurisState, frame: SeatsFrame) -> Prompt | None:
        return Prompt(frame["seats"][0], "place_worker")

    def legal(self, state: MedurisState, frame: SeatsFrame, seat: Seat) -> list[PlaceWorker]:
        return workers.legal_placements(state)

    def apply(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: PlaceWorker
    ) -> list[Event]:
        events = workers.place_worker(state, seat, action)
        frame["seats"].pop(0)
        if not frame["seats"]:
            frames.replace_frame(state, step_frame("roll"))
        return events

    def resume(self, state: MedurisState, frame: SeatsFrame, result: Any) -> list[Event]:
        return []  # the bonus tokens lie: now the workers are placed

    def refuse(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: PlaceWorker
    ) -> IllegalAction:
        return refuse_worker(state, action.highland, action)


def refuse_worker(
    state: MedurisState, target: str, action: PlaceWorker | MoveWorker
) -> IllegalAction:
    """A worker goes only where there is room, and only a worker that is there moves."""
    if workers.is_full(state, target):
        return IllegalAction("meduris.error.highland_full", highland=Key(f"res.{target}"))
    return IllegalAction("meduris.error.worker", action=str(action))
