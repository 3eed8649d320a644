"""The deck: cards, suits, birds as wildcards, drawing, spending and
discarding (Law of Root 2.1, 4.3).

Card *instances* are strings `<card id>#<copy>` (e.g. `armorers#2`), so two
copies are told apart in hands and logs; `card_id` gives the kind back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.core.types import Event

if TYPE_CHECKING:
    from games.root.state import RootState

BIRD = "bird"


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


def matches(instance: str, suit: str) -> bool:
    """Can this card be used as `suit`? Birds are wild (2.1.1), but a bird is
    asked for, only a bird will do (2.1.1.II)."""
    own = suit_of(instance)
    return own == suit or (own == BIRD and suit != BIRD)


def draw(state: RootState, seat: int, count: int) -> list[Event]:
    """Draw from the deck, reshuffling the discard pile when it runs out
    (2.1.2). The cards drawn are told only to the one who draws."""
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
    events.append(Event("drew_cards", {"seat": seat, "cards": drawn}, to=frozenset({seat})))
    return events


def discard(state: RootState, seat: int, instance: str) -> list[Event]:
    """Spend or discard a card to the common pile; a dominance card instead
    becomes available beside the map (2.1.3, 4.3.3)."""
    state.hands[seat].remove(instance)
    if card(instance).kind == "dominance":
        state.available_dominance.append(instance)
    else:
        state.discard.append(instance)
    return [Event("discarded", {"seat": seat, "card": instance})]


def describe(instance: str) -> dict[str, Any]:
    c = card(instance)
    return {"card": instance, "id": c.id, "suit": c.suit, "kind": c.kind, "cost": c.cost}
