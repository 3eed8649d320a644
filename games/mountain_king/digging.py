"""The questions of a dig after `dig L4 iron` ("Cavar un túnel y puntuar
honor", "Añadir un pedestal", "Establecer un taller"): where the tile goes, then
a pedestal on its anchor, then the workshops on the spaces it touches. Each
step that has nothing to offer is passed over; the last leads to steps 3-4."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from games.core.types import Event, Prompt, Seat
from games.mountain_king import dig, paying
from games.mountain_king.actions import Establish, Pay, Place, SetPedestal, Trade
from games.mountain_king.frames import (
    FRAMES,
    FrameBase,
    Handler,
    Refusals,
    StepName,
    step_frame,
)
from games.mountain_king.spending import Costly
from games.mountain_king.trading import legal_trades, start_trade

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


def after_the_tile(state: MountainKingState, seat: Seat) -> None:
    """The step that follows a laid tile: a pedestal, the workshops, or steps 3-4."""
    if dig.pedestal_choices(state, seat):
        FRAMES.replace_frame(state, step_frame("pedestal"))
    else:
        after_the_pedestal(state)


def after_the_pedestal(state: MountainKingState) -> None:
    step: StepName = "establish" if dig.establish_choices(state) else "after"
    FRAMES.replace_frame(state, step_frame(step))


class LayTunnel(Costly[FrameBase, Place | Trade, Place]):
    """"Cavar un túnel": the tile chosen, turned and placed touching your
    network, paid with its minerals and a hammer per rubble square (a trade for
    a hammer may come first)."""

    type: ClassVar[str] = "place"
    answers = (Place, Trade)
    refusals: ClassVar[Refusals] = {Place: "mountain_king.error.place"}

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        params = dict(state.progress["dig"])
        params.pop("tunnel", None)
        return Prompt(state.active, "place", params)

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[Place | Trade]:
        return [*dig.legal_places(state, seat), *legal_trades(state, seat)]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: Place | Trade) -> list[Event]:
        if isinstance(action, Trade):
            return start_trade(state, action)
        return self.pay_or_ask(state, frame, seat, action)

    def bill(self, state: MountainKingState, seat: Seat, action: Place) -> paying.Bill:
        return dig.place_bill(state, seat, action)

    def carry_out(self, state: MountainKingState, frame: FrameBase, seat: Seat, action: Place,
                  payment: Pay) -> list[Event]:
        events = dig.place(state, seat, action, payment)
        after_the_tile(state, seat)
        return events


class AddPedestal(Handler[FrameBase, SetPedestal]):
    """"Añadir un pedestal": one from your storage onto the new tile's anchor,
    or none."""

    type: ClassVar[str] = "pedestal"
    answers = (SetPedestal,)

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, "pedestal", {})

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[SetPedestal]:
        return [SetPedestal(c) for c in dig.pedestal_choices(state, seat)] + [SetPedestal("none")]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: SetPedestal) -> list[Event]:
        events = dig.set_pedestal(state, seat, action)
        after_the_pedestal(state)
        return events


class EstablishWorkshop(Handler[FrameBase, Establish]):
    """"Establecer un taller": a workshop from the reserve on each empty
    workshop space the new tunnel touches, one at a time, or none."""

    type: ClassVar[str] = "establish"
    answers = (Establish,)

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, "establish", {})

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[Establish]:
        return list(dig.establish_choices(state))

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: Establish) -> list[Event]:
        events = dig.establish(state, seat, action)
        if not dig.establish_choices(state):
            FRAMES.replace_frame(state, step_frame("after"))
        return events
