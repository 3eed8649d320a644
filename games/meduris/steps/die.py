"""Turn 1/2, the small benefit ("Turno 1/2: pequeño beneficio"): the active
player rolls the die and everyone may profit. A resource face pays the workers
on that highland; the "+1" face lets each player take, the "-1" face makes each
player give one back, every seat answering for itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.meduris import frames, turn_end, workers
from games.meduris.actions import Return, Roll, Take
from games.meduris.board import HIGHLANDS, components
from games.meduris.frames import FrameBase, SeatsFrame, Step, seats_frame

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


class RollTheDie(Step[FrameBase, Roll]):
    """"Tirar el dado": the face decides who profits and how."""

    type = "roll"
    answers = (Roll,)

    def prompt(self, state: MedurisState, frame: FrameBase) -> Prompt | None:
        return Prompt(state.active, "roll")

    def legal(self, state: MedurisState, frame: FrameBase, seat: Seat) -> list[Roll]:
        return [Roll()]

    def apply(self, state: MedurisState, frame: FrameBase, seat: Seat, action: Roll) -> list[Event]:
        face = state.rng.choice(components()["die"])
        state.last_roll = face
        events = [Event("rolled", {"seat": seat, "face": face})]
        if face in HIGHLANDS:
            events += workers.small_benefit_extraction(state, face)
            return events + turn_end.big_benefit(state)
        if face == "gain":
            gain = frames.replace_frame(state, seats_frame("gain", from_active(state)))
            return events + TakeFromTheSupply.skip_empty_handed(state, gain)
        waiting = [s for s in from_active(state) if sum(state.resources[s])]
        if not waiting:
            return events + turn_end.big_benefit(state)
        frames.replace_frame(state, seats_frame("return", waiting))
        return events


def from_active(state: MedurisState) -> list[int]:
    """Every seat in turn order, starting with the player whose turn it is."""
    n = state.players
    return [state.turn_order[(state.turn_index + i) % n] for i in range(n)]


class TakeFromTheSupply(Step[SeatsFrame, Take]):
    """The "+1" face: in turn from the roller, each player takes a resource of
    their choice (one per worker with option `plus_one=worker`), as far as the
    supply reaches."""

    type = "gain"
    answers = (Take,)

    def prompt(self, state: MedurisState, frame: SeatsFrame) -> Prompt | None:
        seat = frame["seats"][0]
        per = "worker" if workers.plus_one_per_worker(state) else "player"
        return Prompt(seat, "gain", {"count": workers.gain_size(state, seat), "per": per})

    def legal(self, state: MedurisState, frame: SeatsFrame, seat: Seat) -> list[Take]:
        return workers.legal_takes(state, seat)

    def apply(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: Take
    ) -> list[Event]:
        events = workers.take(state, seat, action)
        frame["seats"].pop(0)
        return events + self.skip_empty_handed(state, frame)

    @staticmethod
    def skip_empty_handed(state: MedurisState, frame: SeatsFrame) -> list[Event]:
        """Skip the seats that can take nothing (the supply is empty)."""
        seats = frame["seats"]
        while seats and workers.gain_size(state, seats[0]) == 0:
            seats.pop(0)
        return [] if seats else turn_end.big_benefit(state)

    def refuse(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: Take
    ) -> IllegalAction:
        return IllegalAction("meduris.error.amounts", action=str(action))


class GiveBack(Step[SeatsFrame, Return]):
    """The "-1" face: everyone holding a resource returns one of their choice
    to its highland; each decides behind their own screen, all at once."""

    type = "return"
    answers = (Return,)

    def prompts(self, state: MedurisState, frame: SeatsFrame) -> list[Prompt]:
        return [Prompt(seat, "return", private=True) for seat in frame["seats"]]

    def legal(self, state: MedurisState, frame: SeatsFrame, seat: Seat) -> list[Return]:
        return workers.legal_returns(state, seat)

    def apply(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: Return
    ) -> list[Event]:
        events = workers.give_back(state, seat, action)
        frame["seats"].remove(seat)
        return events if frame["seats"] else events + turn_end.big_benefit(state)

    def refuse(
        self, state: MedurisState, frame: SeatsFrame, seat: Seat, action: Return
    ) -> IllegalAction:
        return IllegalAction("meduris.error.amounts", action=str(action))
