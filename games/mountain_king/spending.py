"""Paying for what you chose ("Gastar recursos"): a step whose answers have a
price, and the question which of your resources pay it.

A costly answer (a spell's rune, a workshop's input, a trade's four resources,
the bribes, a tunnel's minerals and hammers, a statue's cart) is carried out at
once when its price can be paid in one way only (or by the advice, option
`spending=trolls_first`). Otherwise a `pay` frame asks which resources pay; its
answer returns to the step the action was chosen in, which carries it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, NamedTuple, cast

from typing_extensions import TypeVar

from games.core.frames import A, F
from games.core.types import Event, Prompt, Seat
from games.mountain_king import actions as act
from games.mountain_king import paying
from games.mountain_king.actions import MountainKingAction, Pay, Use
from games.mountain_king.frames import FRAMES, Handler, PayFrame, Refusals, pay_frame

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


class Paid(NamedTuple):
    """What a `pay` frame hands back to the step below it."""

    seat: Seat
    action: MountainKingAction
    payment: Pay


P = TypeVar("P", bound=MountainKingAction, default=Any)
"""A step's priced answers (some of its answers `A`)."""


class Costly(Handler[F, A], Generic[F, A, P]):
    """A step with priced answers (`P`): it names each one's `bill` and how it
    is `carried_out` once paid."""

    def bill(self, state: MountainKingState, seat: Seat, action: P) -> paying.Bill:
        raise NotImplementedError(self.type)

    def carry_out(self, state: MountainKingState, frame: F, seat: Seat, action: P,
                  payment: Pay) -> list[Event]:
        raise NotImplementedError(self.type)

    def pay_or_ask(self, state: MountainKingState, frame: F, seat: Seat,
                   action: P) -> list[Event]:
        offered = paying.settle_ways(state, seat, self.bill(state, seat, action))
        if len(offered) == 1:
            return self.carry_out(state, frame, seat, action, offered[0])
        FRAMES.push_frame(state, pay_frame(str(action)))
        return []

    def resume(self, state: MountainKingState, frame: F, result: Any) -> list[Event]:
        """Back from a payment: carry the action out. Back from a trade: this
        step asks again."""
        if isinstance(result, Paid):
            # The payment above this step was pushed by its `pay_or_ask`: a P.
            return self.carry_out(state, frame, result.seat, cast(P, result.action),
                                  result.payment)
        return []


class SpendResources(Handler[PayFrame, Pay]):
    """"Gastar recursos": which of the resources you hold (on your trolls or in
    storage) pay the price of the action just chosen."""

    type: ClassVar[str] = "pay"
    answers = (Pay,)
    refusals: ClassVar[Refusals] = {Pay: "mountain_king.error.pay"}

    def prompt(self, state: MountainKingState, frame: PayFrame) -> Prompt:
        # Public: the pyramids and storages it chooses from lie face up.
        params = {"amounts": paying.totals(bill_owed(state))}
        return Prompt(state.active, "unload" if unloading(state) else "pay", params)

    def legal(self, state: MountainKingState, frame: PayFrame, seat: Seat) -> list[Pay]:
        return list(paying.ways(state, seat, bill_owed(state)))

    def apply(self, state: MountainKingState, frame: PayFrame, seat: Seat,
              action: Pay) -> list[Event]:
        owed = act.parse(frame["action"])
        # The table sees which trolls were freed: say it in the log too.
        paid = Event("paid", {"seat": seat, "parts": [[p.symbol, p.place, p.count]
                                                      for p in action.parts]})
        return [paid, *FRAMES.finish(state, Paid(seat, owed, action))]


def owed_action(state: MountainKingState) -> MountainKingAction:
    """The action waiting for its payment (top frame `pay`)."""
    return act.parse(state.stack[-1]["action"])


def bill_owed(state: MountainKingState) -> paying.Bill:
    """The price of the action waiting for its payment, as the step that
    chose it prices it."""
    step = FRAMES[state.stack[-2]["type"]]
    assert isinstance(step, Costly)
    return step.bill(state, state.active, owed_action(state))


def unloading(state: MountainKingState) -> bool:
    """Whether the payment asked for is the Quartermaster's: which troll gives
    up the resource it moves to storage."""
    if state.phase != "pay":
        return False
    owed = owed_action(state)
    return isinstance(owed, Use) and owed.get == "storage"
