"""Effects used in Birdsong: Royal Claim, Stand and Deliver!, Better Burrow
Bank (Law of Root 3.1.3; the cards' own text, summarized in data.json).

Royal Claim and Stand and Deliver! may be used "in Birdsong": they are
offered at its start, with Better Burrow Bank, and (`timing=printed`) again
after a step of the faction's Birdsong that may change what they do
(effects/timing.py, `push_in_birdsong`; docs/rules/root.md, "Cards").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import cards, scoring
from games.root.effects.common import discard_from_play, other_factions, used
from games.root.effects.registry import IN_BIRDSONG, CardEffect, Target, in_play
from games.root.options import STAND_AND_DELIVER, chosen
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState


class RoyalClaim(CardEffect):
    """Discard it to score one VP per clearing you rule."""

    card = "royal_claim"
    timing = IN_BIRDSONG

    def targets(self, state: RootState, seat: int) -> list[Target]:
        return [None]

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        faction = state.factions[seat]
        instance = in_play(state, seat, self.card)
        assert instance is not None
        ruled = len(ruled_clearings(state, faction))
        events = [used(seat, self.card, clearings=ruled), *discard_from_play(state, seat, instance)]
        return events + scoring.score(state, faction, ruled, self.card)


class StandAndDeliver(CardEffect):
    """Take a random card from another player's hand; that player scores 1 VP.
    The card sets no limit: as often as the player likes in Birdsong, or once
    per turn with `stand_and_deliver=once` (HRF's reading; data.json note)."""

    card = "stand_and_deliver"
    timing = IN_BIRDSONG

    def once_per_turn(self, state: RootState) -> bool:
        return chosen(state, STAND_AND_DELIVER) == "once"

    def targets(self, state: RootState, seat: int) -> list[Target]:
        return [f for f in other_factions(state, seat) if state.hands[state.seat_of(f)]]

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        assert isinstance(target, str)
        victim = state.seat_of(target)
        hand = state.hands[victim]
        taken = cards.take_from_hand(state, victim, hand[state.rng.randbelow(len(hand))])
        cards.put_in_hand(state, seat, taken, seen_by=[victim])
        secret = {"seat": seat, "rival": victim, "card": taken}
        events = [
            used(seat, self.card, rival=victim),
            # Only the taker learns the card (and its old owner, who held it).
            Event("card_taken", secret, to=frozenset({seat, victim}), barrier=True),
        ]
        return events + scoring.score(state, target, 1, self.card)


class BetterBurrowBank(CardEffect):
    """At the start of Birdsong, you and another player of your choice each
    draw a card. Not optional: the card says "draw", not "may"."""

    card = "better_burrow_bank"
    timing = "birdsong_start"
    mandatory = True

    def targets(self, state: RootState, seat: int) -> list[Target]:
        return list(other_factions(state, seat))

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        assert isinstance(target, str)
        other = state.seat_of(target)
        events = [used(seat, self.card, rival=other)]
        return events + cards.draw(state, seat, 1) + cards.draw(state, other, 1)
