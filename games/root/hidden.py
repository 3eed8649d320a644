"""Hidden information (Law of Root 1.2): where the cards nobody may see are,
who sees which, and what the table may infer from what it sees.

1.2.1: the cards in a hand are seen by their owner alone — the number of them
is public; 1.2.2: the discard pile is public. The deck's order is seen by
nobody. Everything else that holds cards is face up: crafted improvements,
the Eyrie's Decree, dominance cards activated or available beside the map. A
faction may keep more cards face down (`Faction.face_down_cards`).

Some cards in a hand are known anyway (`state.known_cards`, kept by
`cards.put_in_hand` / `cards.take_from_hand`): a dominance card taken from
beside the map went in under everyone's eyes (4.3.4); Stand and Deliver! and
Codebreakers show cards to one player.

A question that only a hand's content would raise (an ambush, field
hospitals, crafting...) is asked whenever the table cannot rule the card out
(`may_hold`), so that being asked tells nobody anything (docs/rules/root.md,
"Hidden information").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.root import cards
from games.root.cards import TABLE
from games.root.factions.base import FACTIONS

if TYPE_CHECKING:
    from games.root.state import RootState


@dataclass(frozen=True)
class Pile:
    """Face-down cards in one place: `cards` is the state's own list, `seen_by`
    the seats that see what it holds (and in which order)."""

    cards: list[str]
    seen_by: frozenset[int]


def hidden_piles(state: RootState) -> list[Pile]:
    """Every place holding cards that somebody cannot see, in a fixed order:
    the hands by seat, the factions' face-down piles, the deck."""
    piles = [Pile(hand, frozenset({seat})) for seat, hand in enumerate(state.hands)]
    for seat, faction in enumerate(state.factions):
        if faction not in state.faction_data:
            continue  # chosen or not, the seats are still choosing (5.1.1): nothing of its own yet
        owner = frozenset({seat})
        piles += [Pile(pile, owner) for pile in FACTIONS[faction].face_down_cards(state)]
    return [*piles, Pile(state.deck, frozenset())]


def _face_down(state: RootState) -> list[list[str]]:
    seated = [f for f in state.factions if f in state.faction_data]  # none while choosing
    return [pile for f in seated for pile in FACTIONS[f].face_down_cards(state)]


def known_to(state: RootState, instance: str) -> list[int]:
    """The seats (or `TABLE`) that know where this card is, beside its holder."""
    return state.known_cards.get(instance, [])


def shown_to_table(state: RootState, seat: int) -> list[str]:
    """The cards of the seat's hand that everyone knows are there, sorted
    (where in the hand they are is the owner's secret)."""
    return sorted(c for c in state.hands[seat] if TABLE in known_to(state, c))


def seen_by(state: RootState, looker: int, holder: int) -> list[str]:
    """The cards of `holder`'s hand that `looker` was shown (not the table's)."""
    if looker == holder:
        return []
    return sorted(c for c in state.hands[holder] if looker in known_to(state, c))


def unseen_by_table(state: RootState) -> list[str]:
    """The cards whose place the table does not know: those in the hidden
    piles, but for the ones shown to everyone. Public: it is every card of the
    deck that is in no face-up place."""
    known = state.known_cards
    return [
        c
        for pile in (*state.hands, *_face_down(state), state.deck)
        for c in pile
        if c not in known or TABLE not in known[c]
    ]


def may_hold(state: RootState, seat: int, wanted: Callable[[str], bool]) -> bool:
    """Could the seat hold a card `wanted` accepts, as far as the table can
    tell? True when a card shown to everyone is one, or when its hand has
    cards nobody saw and some card the table cannot place is one. It reads
    public information only, so asking on it tells nothing (1.2.1)."""
    hand = state.hands[seat]
    shown = shown_to_table(state, seat)
    if any(wanted(c) for c in shown):
        return True
    return len(hand) > len(shown) and any(wanted(c) for c in _one_of_each(unseen_by_table(state)))


def _one_of_each(instances: Iterable[str]) -> Iterator[str]:
    """One instance per card: copies are alike for every question asked of them."""
    seen: set[str] = set()
    for instance in instances:
        kind = cards.card_id(instance)
        if kind not in seen:
            seen.add(kind)
            yield instance
