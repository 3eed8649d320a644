"""Outrage (Law of Root 8.2.6; seed 003's text).

When another player removes a sympathy token, or moves warriors into a
sympathetic clearing, that player must add a card matching the clearing
(birds are wild: 003 "ni aves", a bird counts as matching) from their hand to
the supporters stack. With no matching card they show their whole hand to the
Alliance alone, and the Alliance draws a card from the deck onto the stack.

The `"alliance_outrage"` frame asks THAT player at once, in the middle of
their own turn (or of a battle the Alliance started), params `seat` (the
outraged player) and `clearing`. Hands are secret (1.2.1): the player is asked
whenever the table cannot rule out a matching card (`hidden.may_hold`), and
only they see the choices: `give <card>`, or `show hand` when they hold none
(a private question with one answer is still asked, never played for them,
so the table learns only what the outcome shows). When the table knows they
hold none (an empty hand, or every card known to the table and none
matching), the hand is shown without a question.

Placing warriors is not moving (R04); the supporters stack may be full (003
8.2.3.I), and the card is then discarded face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.i18n import Key
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, hidden
from games.root.factions.alliance.actions import Give, ShowHand
from games.root.factions.alliance.supporters import alliance_seat, draw_supporters, gain
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules.hand import distinct

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def suit_of(state: RootState, clearing: int) -> str:
    return state.woods.clearings[clearing].suit


def matching_cards(state: RootState, seat: int, clearing: int) -> list[str]:
    suit = suit_of(state, clearing)
    wild = FACTIONS[state.factions[seat]].birds_wild()  # not the Cult's birds, 10.2.2
    return [c for c in distinct(state.hands[seat]) if cards.matches(c, suit, wild)]


def may_give(state: RootState, seat: int, clearing: int) -> bool:
    suit = suit_of(state, clearing)
    wild = FACTIONS[state.factions[seat]].birds_wild()
    return hidden.may_hold(state, seat, lambda c: cards.matches(c, suit, wild))


def outrage(state: RootState, faction: str, clearing: int) -> list[Event]:
    """8.2.6: `faction` caused outrage in `clearing`: push the question."""
    seat = state.seat_of(faction)
    frames.push_frame(state, OutrageFrame(type="alliance_outrage", seat=seat, clearing=clearing))
    return [Event("alliance_outrage", {"seat": seat, "clearing": clearing,
                                       "suit": suit_of(state, clearing)})]


def give(state: RootState, seat: int, clearing: int, instance: str) -> list[Event]:
    """The matching card goes face down onto the stack: the giver and the
    Alliance know which it is."""
    cards.take_from_hand(state, seat, instance)
    ally = alliance_seat(state)
    events = [
        Event("alliance_outrage_given", {"seat": seat, "clearing": clearing}),
        Event("alliance_outrage_card", {"seat": seat, "card": instance},
              to=frozenset({seat, ally}), barrier=True),
    ]
    return events + gain(state, instance, known_by=(seat,))


def show_hand(state: RootState, seat: int) -> list[Event]:
    """No matching card: the hand to the Alliance alone (1.2.1: shown
    explicitly, like Codebreakers), then the Alliance draws onto the stack."""
    ally = alliance_seat(state)
    hand = list(state.hands[seat])
    cards.reveal(state, hand, [ally])
    events = [
        Event("alliance_outrage_shown", {"seat": seat, "count": len(hand)}),
        Event("alliance_hand_seen", {"seat": ally, "rival": seat, "cards": hand},
              to=frozenset({ally}), barrier=True),
    ]
    return events + draw_supporters(state, 1)


class OutrageFrame(FrameBase):
    """8.2.6: the outraged player and the clearing of the outrage."""

    seat: int
    clearing: int


class Outrage(Handler[OutrageFrame, Give | ShowHand]):
    """8.2.6: the outraged player gives a matching card, or shows the hand."""

    type = "alliance_outrage"

    def prompt(self, state: RootState, frame: OutrageFrame) -> Prompt | None:
        seat, clearing = frame["seat"], frame["clearing"]
        if not may_give(state, seat, clearing):
            return None
        params = {"clearing": clearing, "suit": suit_of(state, clearing)}
        return Prompt(seat, "alliance_outrage", params, private=True)

    def legal(self, state: RootState, frame: OutrageFrame, seat: Seat) -> list[Give | ShowHand]:
        found: list[Give | ShowHand] = [
            Give(c) for c in matching_cards(state, frame["seat"], frame["clearing"])
        ]
        return found or [ShowHand()]

    def apply(
        self, state: RootState, frame: OutrageFrame, seat: Seat, action: Give | ShowHand
    ) -> list[Event]:
        seat = frame["seat"]
        if isinstance(action, Give):
            events = give(state, seat, frame["clearing"], action.card)
        else:
            events = show_hand(state, seat)
        return events + frames.finish(state, None)

    def run(self, state: RootState, frame: OutrageFrame) -> list[Event]:
        return show_hand(state, frame["seat"]) + frames.finish(state, None)

    def explain(
        self, state: RootState, frame: OutrageFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        suit = suit_of(state, frame["clearing"])
        if isinstance(action, ShowHand):
            return IllegalAction("root.alliance.outrage_must_give", options=options)
        if isinstance(action, Give) and action.card not in state.hands[frame["seat"]]:
            return IllegalAction("root.error.not_in_hand", card=action.card)
        return IllegalAction(
            "root.alliance.outrage_match", suit=Key(f"suit.{suit}"), options=options
        )

