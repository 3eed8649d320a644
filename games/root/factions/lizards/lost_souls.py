"""The Lost Souls pile and the Outcast (seed 000 10.2.6, 10.4.1-10.4.2).

- 10.2.6: every card bound for the discard pile, dominance cards too, goes to
  the Lost Souls instead (`Lizards.discard_redirect` makes `cards.to_discard_pile`
  put it there). The pile is face up: anyone may look through it.
- 10.4.1: the suit with strictly the most cards there (birds ignored, dominance
  cards counted by their suit) becomes the Outcast; already the Outcast, the
  marker turns to Hated. No single most: nothing changes.
- 10.4.2: the Lost Souls go to the discard pile; a dominance card becomes
  available then (4.3.3).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import cards
from games.root.factions.lizards import board as lb

if TYPE_CHECKING:
    from games.root.state import RootState


def most_lost_suit(state: RootState) -> str | None:
    """10.4.1: the suit with strictly the most Lost Souls, birds ignored."""
    counts = Counter(cards.suit_of(c) for c in lb.lost_souls(state))
    counts.pop(cards.BIRD, None)
    if not counts:
        return None
    best = max(counts.values())
    leaders = [suit for suit, n in counts.items() if n == best]
    return leaders[0] if len(leaders) == 1 else None


def adjust_outcast(state: RootState, seat: int) -> list[Event]:
    """10.4.1: move or turn the outcast marker."""
    suit = most_lost_suit(state)
    if suit is None:
        params = {"seat": seat, "suit": lb.outcast(state), "hated": lb.hated(state)}
        return [Event(f"lizards_outcast_kept.{face(state)}", params)]
    lb.data(state)["hated"] = suit == lb.outcast(state)
    lb.data(state)["outcast"] = suit
    params = {"seat": seat, "suit": suit, "hated": lb.hated(state)}
    return [Event(f"lizards_outcast.{face(state)}", params)]


def face(state: RootState) -> str:
    """The outcast marker's face up side: "outcast" or "hated"."""
    return "hated" if lb.hated(state) else "outcast"


def discard_lost_souls(state: RootState, seat: int) -> list[Event]:
    """10.4.2: every Lost Soul to the discard pile itself (not back to the Lost Souls)."""
    pile = lb.lost_souls(state)
    gone = list(pile)
    pile.clear()
    for instance in gone:
        cards.to_discard_itself(state, instance)
    return [Event("lizards_lost_souls_discarded", {"seat": seat, "cards": gone})] if gone else []


def to_lost_souls(state: RootState, seat: int, instance: str, why: str) -> list[Event]:
    """A card of the Cult's hand goes face up to the Lost Souls: everyone sees it."""
    cards.take_from_hand(state, seat, instance)
    lb.lost_souls(state).append(instance)
    return [Event(f"lizards_lost_soul.{why}", {"seat": seat, "card": instance})]
