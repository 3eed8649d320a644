"""The order of play ("Cómo jugar", "Tu turno"): step 1 (spells and workshops)
with the choice of step 2 (recruit or dig), the recruit's "choose pedestal"
token, steps 3 and 4 (a great hall, statues), the end of a turn and the final
rounds; and the one call that registers every frame handler of the game.

A turn is one frame at a time at the bottom of the stack: `main`, then the
dig's questions (games/mountain_king/digging.py) or `choose_pedestal`, then
`after`, whose `end` starts the next player's `main`. A trade (`trade`) or a
payment (`pay`) is pushed over the step it interrupts and returns to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from games.core.types import Event, Prompt, Seat
from games.mountain_king import dig, halls, magic, paying, recruit, scoring
from games.mountain_king.actions import (
    Cast,
    Dig,
    End,
    Hall,
    MoveStatue,
    Pay,
    Recruit,
    Skip,
    TakePedestal,
    Trade,
    Use,
)
from games.mountain_king.digging import AddPedestal, EstablishWorkshop, LayTunnel
from games.mountain_king.frames import FRAMES, FrameBase, Handler, Refusals, step_frame
from games.mountain_king.player_setup import DraftStartingTrolls, PlaceGate, new_progress
from games.mountain_king.spending import Costly, SpendResources
from games.mountain_king.trading import TradeWithSupply, legal_trades, start_trade

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

__all__ = ["FRAMES", "end_turn"]


StepOneAndTwo = Cast | Use | Recruit | Dig | Skip | Trade
"""The answers of step 1 and the choice of step 2 (with trades)."""
Priced = Cast | Use | Recruit
"""Those of them that have a price."""
AfterAnswer = Hall | MoveStatue | Trade | End
"""The answers of steps 3 and 4 (with trades and the end of the turn)."""


class SpellsWorkshopsAndStepTwo(Costly[FrameBase, StepOneAndTwo, Priced]):
    """Step 1, "Hechizos y talleres" (cast one spell, use one workshop), trades,
    and step 2: recruit a troll ("Reclutar un trol") or dig a tunnel ("Cavar un
    túnel"). A full pyramid must dig; without the minerals one must recruit;
    neither: skip."""

    type: ClassVar[str] = "main"
    answers = (Cast, Use, Recruit, Dig, Skip, Trade)
    refusals: ClassVar[Refusals] = {
        Cast: "mountain_king.error.cast",
        Use: "mountain_king.error.use",
        Recruit: "mountain_king.error.recruit",
        Dig: "mountain_king.error.dig",
        Skip: "mountain_king.error.skip",
    }

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, "main", {})

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[StepOneAndTwo]:
        step2: list[StepOneAndTwo] = [
            *recruit.legal_recruits(state, seat), *dig.legal_digs(state, seat)
        ]
        return [
            *magic.legal_casts(state, seat),
            *magic.legal_uses(state, seat),
            *legal_trades(state, seat),
            *(step2 or [Skip()]),
        ]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: StepOneAndTwo) -> list[Event]:
        if isinstance(action, Trade):
            return start_trade(state, action)
        if isinstance(action, Dig):
            events = dig.dig(state, seat, action)
            FRAMES.replace_frame(state, step_frame("place"))
            return events
        if isinstance(action, Skip):
            state.progress["step2"] = True
            FRAMES.replace_frame(state, step_frame("after"))
            return [Event("skipped", {"seat": seat})]
        return self.pay_or_ask(state, frame, seat, action)

    def bill(self, state: MountainKingState, seat: Seat, action: Priced) -> paying.Bill:
        if isinstance(action, Cast):
            return magic.cast_bill(state, seat, action)
        if isinstance(action, Use):
            return magic.use_bill(state, seat, action)
        return recruit.recruit_bill(state, seat, action)

    def carry_out(self, state: MountainKingState, frame: FrameBase, seat: Seat, action: Priced,
                  payment: Pay) -> list[Event]:
        if isinstance(action, Cast):
            return magic.cast(state, seat, action, payment)
        if isinstance(action, Use):
            return magic.use(state, seat, action, payment)
        state.progress["step2"] = True
        events = recruit.recruit(state, seat, action, payment)
        chosen = state.progress.pop("choose_pedestal", False)
        FRAMES.replace_frame(state, step_frame("choose_pedestal" if chosen else "after"))
        return events


class ChoosePedestal(Handler[FrameBase, TakePedestal]):
    """Recruiting, step two: the "choose pedestal" token lets the recruiter
    ("puedes") take a pedestal of their choice from the bag, or none."""

    type: ClassVar[str] = "choose_pedestal"
    answers = (TakePedestal,)

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, "choose_pedestal", {})

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[TakePedestal]:
        return [TakePedestal(c) for c in sorted(set(state.bag))] + [TakePedestal("none")]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: TakePedestal) -> list[Event]:
        FRAMES.replace_frame(state, step_frame("after"))
        return recruit.take_pedestal(state, seat, action)


class HallsAndStatues(Costly[FrameBase, AfterAnswer, MoveStatue]):
    """Step 3, "El gran salón", and step 4, "Mover estatuas" (a cart each),
    trades, and the end of the turn."""

    type: ClassVar[str] = "after"
    answers = (Hall, MoveStatue, Trade, End)
    refusals: ClassVar[Refusals] = {
        Hall: "mountain_king.error.hall",
        MoveStatue: "mountain_king.error.move",
    }

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, "after", {})

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[AfterAnswer]:
        return [
            *halls.legal_halls(state, seat),
            *halls.statue_moves(state, seat),
            *legal_trades(state, seat),
            End(),
        ]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: AfterAnswer) -> list[Event]:
        if isinstance(action, Hall):
            return halls.open_hall(state, seat, action)
        if isinstance(action, Trade):
            return start_trade(state, action)
        if isinstance(action, End):
            return end_turn(state)
        return self.pay_or_ask(state, frame, seat, action)

    def bill(self, state: MountainKingState, seat: Seat, action: MoveStatue) -> paying.Bill:
        return halls.move_bill(state, seat, action)

    def carry_out(self, state: MountainKingState, frame: FrameBase, seat: Seat,
                  action: MoveStatue, payment: Pay) -> list[Event]:
        return halls.move_statue(state, seat, action, payment)


def end_turn(state: MountainKingState) -> list[Event]:
    """Pass to the left. After the second coronation token the round is
    finished and everyone plays two more turns; then the final scoring
    ("Final de la partida"), and the stack is empty."""
    if state.turns_left is not None:
        if state.turns_left == 0:
            events = scoring.final_scoring(state)
            state.stack.clear()
            return events
        state.turns_left -= 1
    state.turn_index = (state.turn_index + 1) % state.players
    state.progress = new_progress()
    FRAMES.replace_frame(state, step_frame("main"))
    return [Event("turn", {"seat": state.active})]


def register_frames() -> None:
    """Every step of the turn, in one call (the package's `register` makes it)."""
    FRAMES.register(
        PlaceGate,
        DraftStartingTrolls,
        SpellsWorkshopsAndStepTwo,
        TradeWithSupply,
        SpendResources,
        LayTunnel,
        AddPedestal,
        EstablishWorkshop,
        ChoosePedestal,
        HallsAndStatues,
    )
