"""Buying the Riverfolk Company's services (seed 000 11.2.6-11.2.7).

At the start of another player's Birdsong, before anything else of that turn
(`Riverfolk.at_start_of_turn`, called once for every faction from
games/root/turn.py), the frame `"riverfolk_services"` asks that player, with
the prices, whether to buy (ruling R29: offered, never forced; `done`
declines). It asks only when some service is affordable.

    buy card <card>    11.2.7.I: a card of the Riverfolk's face-up hand
    buy riverboats     11.2.7.II: rivers are paths until the end of the turn
    buy mercenaries    11.2.7.III: Riverfolk pieces count as the buyer's in
                       battle and for rule in its Daylight and Evening
                       (`Riverfolk.counts_as`; the split of hits: rules/hits.py)

11.2.6.I: the price is paid with warriors from the buyer's supply into the
Payments box; III: the Vagabond exhausts that many items instead, and for
each one a Riverfolk warrior from their supply goes into Payments (as many as
the supply holds). He chooses the items, one at a time (`exhaust boot`, the
frame `"riverfolk_item_payment"`), unless only one choice is left. II: one
service a turn, plus one per clearing with a trade post where the buyer has
pieces (its pawn included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import board, cards, frames
from games.root.actions import Done
from games.root.cards import TABLE
from games.root.factions.base import FACTIONS
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import Buy
from games.root.factions.riverfolk.frames import (
    ItemPaymentFrame,
    ServicesFrame,
    item_payment_frame,
    services_frame,
)
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import ExhaustItem
from games.root.factions.vagabond.choice import ItemChoice
from games.root.frames import Handler
from games.root.rules.hand import distinct

if TYPE_CHECKING:
    from games.root.state import RootState

RIVERBOATS = "riverfolk_riverboats"  # in `state.turn_flags`: the buyer has riverboats
MERCENARIES = "riverfolk_mercenaries"  # in `state.turn_flags`: the buyer hired mercenaries
OFFERED = ("riverboats", "mercenaries")
"""The services beside the hand card, each bought once a turn (a second would change nothing)."""


def services_allowed(state: RootState, buyer: str) -> int:
    """11.2.6.II: one, plus one per clearing with a trade post where the buyer has pieces."""
    return 1 + sum(1 for c in rb.trade_post_clearings(state)
                   if buyer in board.factions_in(state.board, c))


def can_pay(state: RootState, buyer: str, price: int) -> bool:
    if vb.is_vagabond(buyer):
        return len(vb.ready(state, buyer)) >= price
    return FACTIONS[buyer].supply(state, rb.WARRIORS) >= price


def offers(state: RootState, buyer: str, bought: int) -> list[Buy]:
    if bought >= services_allowed(state, buyer):
        return []
    prices = rb.prices(state)
    found: list[Buy] = []
    if can_pay(state, buyer, prices["hand_card"]):
        hand = state.hands[state.seat_of(rb.RIVERFOLK)]
        found += [Buy("hand_card", c) for c in distinct(sorted(hand))]  # the order is no secret
    for service in OFFERED:
        if not state.turn_flags.get(f"riverfolk_{service}") and can_pay(
                state, buyer, prices[service]):
            found.append(Buy(service))
    return found


def pay(state: RootState, buyer: str, price: int) -> list[Event]:
    """11.2.6.I and III."""
    if vb.is_vagabond(buyer):
        # The items are his to choose: a question on top, answered before the
        # services are offered again (nothing else happens in between).
        frames.push_frame(state, item_payment_frame(state.seat_of(buyer), buyer, price))
        n = min(price, rb.supply(state, rb.WARRIORS))
        rb.data(state)["supply"][rb.WARRIORS] -= n
        rb.add_to_box(state, "payments", rb.RIVERFOLK, n)
        return [Event("riverfolk_paid_items", {"seat": state.seat_of(buyer), "count": price})]
    FACTIONS[buyer].add_to_supply(state, rb.WARRIORS, -price)
    rb.add_to_box(state, "payments", buyer, price)
    return [Event("riverfolk_paid", {"seat": state.seat_of(buyer), "count": price})]


def buy(state: RootState, buyer_seat: int, action: Buy) -> list[Event]:
    buyer = state.factions[buyer_seat]
    events = pay(state, buyer, rb.prices(state)[action.service])
    params: dict[str, Any] = {"seat": buyer_seat}
    if action.card:  # 11.2.7.I: everyone saw the card leave the face-up hand
        cards.take_from_hand(state, state.seat_of(rb.RIVERFOLK), action.card)
        cards.put_in_hand(state, buyer_seat, action.card, [TABLE])
        params["card"] = action.card
    else:
        state.turn_flags[f"riverfolk_{action.service}"] = buyer
    return [*events, Event(f"riverfolk_bought.{action.service}", params)]


def offer_services(state: RootState, seat: int) -> None:
    """11.2.6: at the start of another player's Birdsong, if it can buy anything."""
    buyer = state.factions[seat]
    if buyer == rb.RIVERFOLK or not offers(state, buyer, 0):
        return
    frames.push_frame(state, services_frame(seat))


class RiverfolkServices(Handler[ServicesFrame, Buy | Done]):
    """11.2.6: the buyer buys services one at a time, then `done`."""

    type = "riverfolk_services"

    def prompt(self, state: RootState, frame: ServicesFrame) -> Prompt | None:
        buyer = state.factions[frame["seat"]]
        if not offers(state, buyer, int(frame["bought"])):
            return None
        hand = sorted(state.hands[state.seat_of(rb.RIVERFOLK)])  # face up (11.2.3)
        params = {**rb.prices(state), "cards": hand,
                  "left": services_allowed(state, buyer) - int(frame["bought"])}
        return Prompt(frame["seat"], "riverfolk_services", params)

    def legal(self, state: RootState, frame: ServicesFrame, seat: Seat) -> list[Buy | Done]:
        buyer = state.factions[frame["seat"]]
        return [*offers(state, buyer, int(frame["bought"])), Done()]

    def apply(
        self, state: RootState, frame: ServicesFrame, seat: Seat, action: Buy | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state)
        frame["bought"] = int(frame["bought"]) + 1
        return buy(state, frame["seat"], action)

    def run(self, state: RootState, frame: ServicesFrame) -> list[Event]:
        return frames.finish(state)

    def explain(
        self, state: RootState, frame: ServicesFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        if not isinstance(action, Buy):
            return None
        buyer = state.factions[frame["seat"]]
        if int(frame["bought"]) >= services_allowed(state, buyer):
            return IllegalAction("root.riverfolk.services_limit",
                                 count=services_allowed(state, buyer))
        if action.card:
            return IllegalAction("root.riverfolk.not_in_hand", card=action.card)
        return IllegalAction("root.riverfolk.cannot_pay", price=rb.prices(state)[action.service])


class RiverfolkItemPayment(ItemChoice[ItemPaymentFrame, ExhaustItem]):
    """11.2.6.III: the Vagabond exhausts, one at a time, the items he pays with."""

    type = "riverfolk_item_payment"

    def prompt(self, state: RootState, frame: ItemPaymentFrame) -> Prompt | None:
        ready = vb.ready(state, frame["faction"])
        if len(self.legal(state, frame, frame["seat"])) <= 1 or len(ready) <= frame["left"]:
            return None  # no choice: `run` exhausts what there is
        return Prompt(frame["seat"], "riverfolk_item_payment", {"count": frame["left"]})

    def legal(self, state: RootState, frame: ItemPaymentFrame, seat: Seat) -> list[ExhaustItem]:
        if frame["left"] <= 0:
            return []
        kinds = dict.fromkeys(it["item"] for it in vb.ready(state, frame["faction"]))
        return [ExhaustItem(k) for k in sorted(kinds, key=vb.ITEM_ORDER.index)]

    def apply(
        self, state: RootState, frame: ItemPaymentFrame, seat: Seat, action: ExhaustItem
    ) -> list[Event]:
        vb.exhaust(state, frame["faction"], action.item)
        frame["left"] -= 1
        return [] if frame["left"] > 0 else frames.finish(state)

    def run(self, state: RootState, frame: ItemPaymentFrame) -> list[Event]:
        options = self.legal(state, frame, frame["seat"])
        if not options:
            return frames.finish(state)
        return self.apply(state, frame, frame["seat"], options[0])
