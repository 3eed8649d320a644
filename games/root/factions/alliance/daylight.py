"""The Woodland Alliance's Daylight (Law of Root 8.5; seed 003 8.5.1-8.5.3).

One menu, `"alliance_daylight"`, in any order and number (000 8.5: "en
cualquier orden y combinación"): craft with sympathy tokens (8.5.1, each token
once per turn, 3.1.1), mobilize (8.5.2: a card from the hand to the
supporters) and train (8.5.3: spend a card matching a base on the map for an
officer), beside the Daylight extras every faction has (dominance cards, card
effects); `done` ends Daylight. The choices depend on the hand, so only the
Alliance sees them (a private prompt); it is asked whenever it holds a card
(public) or an extra may be open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, rules
from games.root.actions import Craft, Done
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.actions import Mobilize, Train
from games.root.factions.alliance.birdsong import add_officer
from games.root.factions.alliance.supporters import gain
from games.root.frames import Handler, SeatFrame
from games.root.rules import crafting
from games.root.rules.hand import distinct

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.rules.daylight import DaylightExtra
    from games.root.state import RootState


def trainable(state: RootState, seat: int) -> list[Train]:
    """8.5.3: a card matching the suit of a base on the map (birds are wild),
    while a warrior is left to become an officer."""
    if ab.supply(state, ab.WARRIORS) <= 0:
        return []
    suits = {ab.suit_of_base(base) for base in ab.bases_on_map(state)}
    return [
        Train(c) for c in distinct(state.hands[seat])
        if any(cards.matches(c, suit) for suit in suits)
    ]


DaylightAnswer: TypeAlias = "Craft | Mobilize | Train | DaylightExtra | Done"
"""8.5's actions (crafting, mobilizing, training) and the shared Daylight extras."""


def menu(state: RootState, seat: int) -> list[DaylightAnswer]:
    crafts = crafting.craftable(state, seat, ab.sympathy_clearings(state))
    mobilize = [Mobilize(c) for c in distinct(state.hands[seat])]
    return [*crafts, *mobilize, *trainable(state, seat), *rules.daylight_extras(state, seat),
            Done()]


def mobilize(state: RootState, seat: int, action: Mobilize) -> list[Event]:
    """8.5.2: the card leaves the hand face down (a full stack discards it, 003 8.2.3.I)."""
    cards.take_from_hand(state, seat, action.card)
    return [Event("alliance_mobilized", {"seat": seat})] + gain(state, action.card)


def train(state: RootState, seat: int, action: Train) -> list[Event]:
    events = cards.discard(state, seat, action.card)
    return events + add_officer(state, seat)


class AllianceDaylight(Handler[SeatFrame, DaylightAnswer]):
    """8.5: craft, mobilize, train, in any order, as many times as possible."""

    type = "alliance_daylight"

    def prompt(self, state: RootState, frame: SeatFrame) -> Prompt | None:
        seat = frame["seat"]
        if not state.hands[seat] and not rules.may_offer_extras(state, seat):
            return None
        return Prompt(seat, "alliance_daylight", {}, private=True)

    def legal(self, state: RootState, frame: SeatFrame, seat: Seat) -> list[DaylightAnswer]:
        return menu(state, frame["seat"])

    def apply(
        self, state: RootState, frame: SeatFrame, seat: Seat, action: DaylightAnswer
    ) -> list[Event]:
        seat = frame["seat"]
        if isinstance(action, Done):
            return frames.finish(state)
        if isinstance(action, Craft):
            pieces = ab.sympathy_clearings(state)
            return crafting.craft(state, seat, action.card, pieces, action.using)
        if isinstance(action, Mobilize):
            return mobilize(state, seat, action)
        if isinstance(action, Train):
            return train(state, seat, action)
        return rules.apply_daylight_extra(state, seat, action)

    def run(self, state: RootState, frame: SeatFrame) -> list[Event]:
        return frames.finish(state)

    def resume(self, state: RootState, frame: SeatFrame, result: Any) -> list[Event]:
        return []  # a favor's removals or an extra asked something: Daylight goes on

    def explain(
        self, state: RootState, frame: SeatFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        hand = state.hands[frame["seat"]]
        card = getattr(action, "card", None)
        if isinstance(action, Mobilize | Train | Craft) and card not in hand:
            return IllegalAction("root.error.not_in_hand", card=card)
        if isinstance(action, Train):
            if ab.supply(state, ab.WARRIORS) <= 0:
                return IllegalAction("root.alliance.no_warriors")
            suits = [ab.suit_of_base(b) for b in ab.bases_on_map(state)]
            if not suits:
                return IllegalAction("root.alliance.train_no_base")
            return IllegalAction("root.alliance.train_suit", card=action.card)
        if isinstance(action, Craft):
            pieces = ab.sympathy_clearings(state)
            reason = crafting.why_not_craftable(state, ab.ALLIANCE, action.card, pieces)
            return IllegalAction(reason or "root.error.craft_cost", card=action.card)
        return None
