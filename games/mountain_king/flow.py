"""The order of play ("Cómo jugar", "Tu turno"): setup prompts, the four steps
of a turn with the trade at any time, the end trigger and the final rounds.

Phases: gate, draft (player setup C, D); main (step 1 and the choice of step
2), place, pedestal, establish, choose_pedestal (the rest of step 2), trade
(paying a 4-for-1 trade), after (steps 3 and 4, then `end`); pay (which of
your resources pay for what you just chose, "Gastar recursos"); over.
"""

from __future__ import annotations

from typing import Any

from games.core.types import Event, Prompt
from games.mountain_king import actions as act
from games.mountain_king import dig, halls, magic, paying, recruit, scoring, setup
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
from games.mountain_king.state import PYRAMID, MountainKingState


def pending(state: MountainKingState) -> list[Prompt]:
    phase = state.phase
    if phase == "over":
        return []
    if phase == "gate":
        return [Prompt(state.turn_order[state.turn_index], "gate")]
    if phase == "draft":
        # Player setup D: the choice is among the trolls in the drafter's hand.
        seat = state.drafting[0]
        return [Prompt(seat, "draft", {"placed": state.pyramid_size(seat)}, private=True)]
    params: dict[str, Any] = {}
    if phase == "place":
        params = dict(state.progress["dig"])
        params.pop("tunnel", None)
    if phase == "pay":
        # Public: the pyramids and storages it chooses from lie face up.
        params = {"amounts": paying.totals(bill_owed(state))}
        if unloading(state):
            return [Prompt(state.active, "unload", params)]
    return [Prompt(state.active, phase, params)]


def legal(state: MountainKingState, seat: int) -> list[Any]:
    if not any(p.seat == seat for p in pending(state)):
        return []
    phase = state.phase
    if phase == "gate":
        return [Gate(state.board.cell_name(c)) for c in setup.gate_points(state, seat)]
    if phase == "draft":
        spots = [i for i in range(PYRAMID[0][1]) if state.pyramids[seat][i] is None]
        return [Keep(card, setup.spot_name(i)) for card in sorted(state.draft_hand[seat])
                for i in spots]
    if phase == "main":
        return main_choices(state, seat)
    if phase == "place":
        return dig.legal_places(state, seat) + magic.legal_trades(state, seat)
    if phase == "pedestal":
        return [SetPedestal(c) for c in dig.pedestal_choices(state, seat)] + [SetPedestal("none")]
    if phase == "establish":
        return dig.establish_choices(state)
    if phase == "choose_pedestal":
        return [TakePedestal(c) for c in sorted(set(state.bag))] + [TakePedestal("none")]
    if phase == "trade":
        return magic.legal_gives(state, seat)
    if phase == "pay":
        return paying.ways(state, seat, bill_owed(state))
    # after: steps 3 and 4, trades, end
    return (
        halls.legal_halls(state, seat)
        + halls.statue_moves(state, seat)
        + magic.legal_trades(state, seat)
        + [End()]
    )


def main_choices(state: MountainKingState, seat: int) -> list[Any]:
    """Step 1 (spell, workshop), trades, and step 2: recruit or dig. A full
    pyramid must dig; without the minerals one must recruit; neither: skip."""
    step2: list[Any] = recruit.legal_recruits(state, seat) + dig.legal_digs(state, seat)
    if not step2:
        step2 = [Skip()]
    return (
        magic.legal_casts(state, seat)
        + magic.legal_uses(state, seat)
        + magic.legal_trades(state, seat)
        + step2
    )


def apply(state: MountainKingState, seat: int, action: Any) -> list[Event]:
    if isinstance(action, Gate):
        cell = state.board.cell_of(action.cell)
        assert cell is not None
        return setup.place_gate(state, seat, cell)
    if isinstance(action, Keep):
        spot = setup.spot_index(action.spot)
        assert spot is not None
        return setup.keep_troll(state, seat, action.card, spot)
    if isinstance(action, COSTLY):
        return pay_or_ask(state, seat, action)
    if isinstance(action, Pay):
        return settle(state, seat, action)
    if isinstance(action, Trade):
        return magic.start_trade(state, seat, action)
    if isinstance(action, TakePedestal):
        return take_pedestal(state, seat, action)
    if isinstance(action, Dig):
        return dig.dig(state, seat, action)
    if isinstance(action, SetPedestal):
        return dig.set_pedestal(state, seat, action)
    if isinstance(action, Establish):
        return dig.establish(state, seat, action)
    if isinstance(action, Skip):
        state.progress["step2"] = True
        state.phase = "after"
        return [Event("skipped", {"seat": seat})]
    if isinstance(action, Hall):
        return halls.open_hall(state, seat, action)
    assert isinstance(action, End)
    return end_turn(state)


def take_pedestal(state: MountainKingState, seat: int, action: TakePedestal) -> list[Event]:
    """Recruiting, step two: the "choose pedestal" token lets the recruiter
    ("puedes") take a pedestal of their choice from the bag."""
    state.phase = "after"
    if action.clan == "none":
        return [Event("pedestal_declined", {"seat": seat})]
    state.bag.remove(action.clan)
    state.pedestals[state.group(seat)].append(action.clan)
    return [Event("pedestal_chosen", {"seat": seat, "clan": action.clan})]


# -- paying for what you chose ("Gastar recursos") ----------------------------------------
COSTLY = (Cast, Use, Give, Recruit, Place, MoveStatue)
"""Actions with a price: a spell's rune, a workshop's input, a trade's four
resources, the bribes, a tunnel's minerals and hammers, a statue's cart."""


def bill(state: MountainKingState, seat: int, action: Any) -> paying.Bill:
    """What a costly action costs, from each rule step's own module."""
    if isinstance(action, Cast):
        return magic.cast_bill(state, seat, action)
    if isinstance(action, Use):
        return magic.use_bill(state, seat, action)
    if isinstance(action, Give):
        return magic.give_bill(state, seat, action)
    if isinstance(action, Recruit):
        return recruit.recruit_bill(state, seat, action)
    if isinstance(action, Place):
        return dig.place_bill(state, seat, action)
    return halls.move_bill(state, seat, action)


def owed_action(state: MountainKingState) -> Any:
    """The action waiting for its payment (phase `pay`)."""
    return act.parse(state.progress["paying"]["action"])


def unloading(state: MountainKingState) -> bool:
    """Whether the payment asked for is the Quartermaster's: which troll gives
    up the resource it moves to storage."""
    if state.phase != "pay":
        return False
    owed = owed_action(state)
    return isinstance(owed, Use) and owed.get == "storage"


def bill_owed(state: MountainKingState) -> paying.Bill:
    """The price of the action waiting for its payment."""
    return bill(state, state.active, owed_action(state))


def pay_or_ask(state: MountainKingState, seat: int, action: Any) -> list[Event]:
    """Carry out a costly action at once when its price can be paid in one way
    only (or by the advice, option `spending=trolls_first`); otherwise ask which
    resources pay, and carry it out with the answer (`settle`)."""
    offered = paying.settle_ways(state, seat, bill(state, seat, action))
    if len(offered) == 1:
        return perform(state, seat, action, offered[0])
    state.progress["paying"] = {"action": str(action), "back_to": state.phase}
    state.phase = "pay"
    return []


def settle(state: MountainKingState, seat: int, payment: Pay) -> list[Event]:
    """The answer to `pay`: back to the step the action was chosen in, and on."""
    action = owed_action(state)
    state.phase = state.progress["paying"]["back_to"]
    state.progress["paying"] = None
    # The table sees which trolls were freed: say it in the log too.
    paid = Event("paid", {"seat": seat, "parts": [[p.symbol, p.place, p.count]
                                                  for p in payment.parts]})
    return [paid, *perform(state, seat, action, payment)]


def perform(state: MountainKingState, seat: int, action: Any, payment: Pay) -> list[Event]:
    """Carry out a costly action with its payment."""
    if isinstance(action, Cast):
        return magic.cast(state, seat, action, payment)
    if isinstance(action, Use):
        return magic.use(state, seat, action, payment)
    if isinstance(action, Give):
        return magic.give(state, seat, action, payment)
    if isinstance(action, Place):
        return dig.place(state, seat, action, payment)
    if isinstance(action, MoveStatue):
        return halls.move_statue(state, seat, action, payment)
    state.progress["step2"] = True
    events = recruit.recruit(state, seat, action, payment)
    state.phase = "choose_pedestal" if state.progress.pop("choose_pedestal", False) else "after"
    return events


def end_turn(state: MountainKingState) -> list[Event]:
    """Pass to the left. After the second coronation token the round is
    finished and everyone plays two more turns; then the final scoring."""
    if state.turns_left is not None:
        if state.turns_left == 0:
            return scoring.final_scoring(state)
        state.turns_left -= 1
    state.turn_index = (state.turn_index + 1) % state.players
    state.progress = setup.new_progress()
    state.phase = "main"
    return [Event("turn", {"seat": state.active})]
