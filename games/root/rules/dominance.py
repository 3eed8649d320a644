"""Dominance cards (Law of Root 2.1.5, 4.3): activate one at 10 VP or more to
win by ruling instead of by points; take an available one by spending a card
of its suit. A dominance card spent for its suit becomes available (4.3.3,
done by `cards.discard`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.data import load_json
from games.core.types import Event
from games.root import cards, hidden, scoring
from games.root.actions import ActivateDominance, TakeDominance
from games.root.factions.base import FACTIONS
from games.root.rules.hand import matching
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState


def dominance_min_vp() -> int:
    return int(load_json("root", "general.json")["dominance_min_vp"])


def is_dominance(instance: str) -> bool:
    return cards.card(instance).kind == "dominance"


def may_activate_now(state: RootState, seat: int) -> bool:
    """4.3.1: in Daylight, with 10 VP or more; one activated card for good (4.3.2)."""
    faction = state.factions[seat]
    if not FACTIONS[faction].may_win_by_dominance(state):
        return False  # the Vagabond forms a coalition instead (9.2.8)
    return faction not in state.dominance and state.vp[faction] >= dominance_min_vp()


def activations(state: RootState, seat: int) -> list[ActivateDominance]:
    if not may_activate_now(state, seat):
        return []
    return [ActivateDominance(c) for c in state.hands[seat] if is_dominance(c)]


def may_activate(state: RootState, seat: int) -> bool:
    """Might the seat activate one, as far as the table can tell (1.2.1)?"""
    return may_activate_now(state, seat) and hidden.may_hold(state, seat, is_dominance)


def activate(state: RootState, seat: int, action: ActivateDominance) -> list[Event]:
    """4.3.1: the card goes to the play area; the faction stops scoring
    (`scoring.score` refuses from now on)."""
    faction = state.factions[seat]
    cards.take_from_hand(state, seat, action.card)
    state.dominance[faction] = action.card
    suit = cards.suit_of(action.card)
    return [Event("dominance_activated", {"seat": seat, "card": action.card, "suit": suit})]


def takings(state: RootState, seat: int) -> list[TakeDominance]:
    """4.3.4: each available card, for each card of the hand that may pay its suit."""
    hand = state.hands[seat]
    wild = FACTIONS[state.factions[seat]].birds_wild()  # not the Cult's birds, 10.2.2
    return [
        TakeDominance(card, spend)
        for card in state.available_dominance
        for spend in matching(hand, cards.suit_of(card))
        if cards.matches(spend, cards.suit_of(card), wild)
    ]


def may_take(state: RootState, seat: int) -> bool:
    """Might the seat pay for an available card, as far as the table can tell?"""
    suits = {cards.suit_of(card) for card in state.available_dominance}
    wild = FACTIONS[state.factions[seat]].birds_wild()
    return hidden.may_hold(
        state, seat, lambda c: any(cards.matches(c, s, wild) for s in suits)
    )


def take(state: RootState, seat: int, action: TakeDominance) -> list[Event]:
    """4.3.4: the card goes into the hand in front of everyone: while it
    stays there, the table knows it is there."""
    events = cards.discard(state, seat, action.spend)
    state.available_dominance.remove(action.card)
    cards.put_in_hand(state, seat, action.card, seen_by=[cards.TABLE])
    return events + [Event("dominance_taken", {"seat": seat, "card": action.card})]


def dominates(state: RootState, faction: str, suit: str) -> bool:
    """4.3.1.I: three ruled clearings of the suit; 4.3.1.II (bird): two opposite corners."""
    ruled = set(ruled_clearings(state, faction))
    woods = state.woods
    if suit == cards.BIRD:
        return any(
            c in ruled and woods.clearings[c].opposite_corner in ruled for c in woods.corners()
        )
    return sum(1 for c in ruled if woods.clearings[c].suit == suit) >= 3


def check_dominance_victory(state: RootState, seat: int) -> list[Event]:
    """4.3.1: at the start of its Birdsong, a faction with an activated card may win."""
    faction = state.factions[seat]
    card = state.dominance.get(faction)
    if card is None or not dominates(state, faction, cards.suit_of(card)):
        return []
    return scoring.declare_winner(state, faction, "dominance")

