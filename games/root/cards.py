"""The deck: cards, suits, birds as wildcards, drawing, spending and
discarding (Law of Root 2.1, 4.3).

Card *instances* are strings `<card id>#<copy>` (e.g. `armorers#2`), so two
copies are told apart in hands and logs; `card_id` gives the kind back.

A card in a hand is private (1.2.1), unless some seats saw it go in or were
shown it: `state.known_cards` maps such a card to those seats (`TABLE` for
everyone). Every card that leaves a hand goes through `take_from_hand`, which
forgets it; see games/root/hidden.py for what the table may infer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from games.core.data import load_json
from games.core.types import Event
from games.root.factions.base import FACTIONS
from games.root.view_types import CardView

if TYPE_CHECKING:
    from games.root.state import RootState

BIRD = "bird"
TABLE = -1
"""In `state.known_cards`: everyone at the table saw the card go into that hand."""


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    suit: str
    copies: int
    kind: str  # ambush / dominance / item / persistent / immediate
    cost: tuple[str, ...] | None
    item: str | None = None
    vp: int = 0
    timing: str | None = None


@cache
def catalogue() -> dict[str, Card]:
    cards = {}
    for c in load_json("root", "deck.json")["cards"]:
        cost = tuple(c["cost"]) if c.get("cost") else None
        cards[c["id"]] = Card(
            c["id"], c["name"], c["suit"], c["copies"], c["kind"], cost,
            c.get("item"), int(c.get("vp", 0)), c.get("timing"),
        )
    return cards


def card_id(instance: str) -> str:
    return instance.split("#", 1)[0]


def card(instance: str) -> Card:
    return catalogue()[card_id(instance)]


def suit_of(instance: str) -> str:
    return card(instance).suit


def full_deck() -> list[str]:
    """Every card instance of the standard deck, in catalogue order (54)."""
    return [f"{c.id}#{n}" for c in catalogue().values() for n in range(1, c.copies + 1)]


def matches(instance: str, suit: str, birds_wild: bool = True) -> bool:
    """Can this card be used as `suit`? Birds are wild (2.1.1), but a bird is
    asked for, only a bird will do (2.1.1.II). `birds_wild=False`: a bird is
    only a bird (the Lizard Cult's Hated by Birds, 10.2.2)."""
    own = suit_of(instance)
    return own == suit or (birds_wild and own == BIRD and suit != BIRD)


def draw(state: RootState, seat: int, count: int) -> list[Event]:
    """Draw from the deck, reshuffling the discard pile when it runs out
    (2.1.2). The cards drawn are told only to the one who draws; seeing them
    is a barrier for undo (the deck's order is nobody's to know, 1.2)."""
    drawn: list[str] = []
    events: list[Event] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break  # nothing left anywhere: draw as many as possible (2.5)
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffled", {"cards": len(state.deck)}, barrier=True))
        drawn.append(state.deck.pop())
    state.hands[seat].extend(drawn)
    events.append(Event("drew", {"seat": seat, "count": len(drawn)}))
    secret = {"seat": seat, "cards": drawn}
    if hand_is_public(state, seat):  # a face-up hand (the Riverfolk, 11.2.3): everyone sees
        reveal(state, drawn, [TABLE])
        return [*events, Event("drew_face_up", secret, barrier=bool(drawn))]
    events.append(Event("drew_cards", secret, to=frozenset({seat}), barrier=bool(drawn)))
    return events


def hand_is_public(state: RootState, seat: int) -> bool:
    """Does the seat's faction keep its hand face up (`Faction.public_hand`)?"""
    faction = state.factions[seat] if seat < len(state.factions) else None
    return faction in FACTIONS and FACTIONS[faction].public_hand


def take_from_hand(state: RootState, seat: int, instance: str) -> str:
    """The card leaves the seat's hand: whoever knew it was there has seen
    where it went, or lost track of it."""
    state.hands[seat].remove(instance)
    state.known_cards.pop(instance, None)
    return instance


def put_in_hand(
    state: RootState, seat: int, instance: str, seen_by: Iterable[int] = ()
) -> None:
    """The card goes into the seat's hand; `seen_by` are the other seats that
    know it is there (`TABLE`: everyone)."""
    state.hands[seat].append(instance)
    reveal(state, [instance], [TABLE] if hand_is_public(state, seat) else seen_by)


def reveal(state: RootState, instances: Iterable[str], seats: Iterable[int]) -> None:
    """These seats now know that these cards are in the hand holding them."""
    shown = set(seats)
    if not shown:
        return
    for instance in instances:
        known = set(state.known_cards.get(instance, ())) | shown
        state.known_cards[instance] = sorted(known)


def to_discard_pile(state: RootState, instance: str) -> None:
    """A card that would go to the discard pile: a seated faction may take it
    instead (the Lizard Cult's Lost Souls, 10.2.6, dominance cards too);
    otherwise a dominance card becomes available beside the map (4.3.3) and
    any other card goes to the discard pile (2.1.3)."""
    for faction in state.factions:
        pile = FACTIONS[faction].discard_redirect(state)
        if pile is not None:
            pile.append(instance)
            return
    to_discard_itself(state, instance)


def to_discard_itself(state: RootState, instance: str) -> None:
    """The discard pile itself (a dominance card: available, 4.3.3), past any
    redirection: the Lost Souls emptied in Birdsong (10.4.2)."""
    if card(instance).kind == "dominance":
        state.available_dominance.append(instance)
    else:
        state.discard.append(instance)


def discard(state: RootState, seat: int, instance: str) -> list[Event]:
    """Spend or discard a card to the common pile; a dominance card instead
    becomes available beside the map (2.1.3, 4.3.3)."""
    take_from_hand(state, seat, instance)
    to_discard_pile(state, instance)
    return [Event("discarded", {"seat": seat, "card": instance})]


def describe(instance: str) -> CardView:
    c = card(instance)
    return {"card": instance, "id": c.id, "suit": c.suit, "kind": c.kind, "cost": c.cost}
