"""Drawing again what given seats cannot see (`State.resample`).

What the rulebook keeps hidden, and from whom:

- The horde's three troll decks and the spell deck lie face down ("Preparación
  general" 3 and 7): their order is hidden from everyone, except the cards
  everyone saw going under them (a retiring troll, a disintegrated spell: see
  `decks`), which stay at the bottom in their order.
- Each player's starting trolls ("Preparación de jugadores" D): the two in hand
  are seen by their owner alone; the rest of the shuffled deck by nobody, its
  owner included ("1 trol restante en tu mazo que aún no has visto"). The deck
  is shuffled and drawn at step D, after the gates (C): while gates are being
  placed nobody has seen any starting troll yet. In team play too a hand is its
  owner's alone (the team rules change the storage and the networks, nothing
  else). When the draft ends the unplaced trolls go back to the box.

Everything else is on the table for all to see: the horde, pyramids, storages,
the spellbook, the board, the bag's content (every pedestal drawn from it was
put face up on a troll), the pedestal point tokens (face up on the marker when
taken). The chance still to come (which pedestal the bag gives next) is the
state's own generator, which is kept.

The redraw is canonical: the unseen cards of each deck or player are pooled in
sorted order, shuffled with `rng`, and dealt back into the hidden places by
their counts, decks first (levels 1-3, spells), then players by seat. The pools
follow from what the seats see (each deck holds the cards of its kind that are
nowhere in sight; a player's unplaced trolls are the six of their colour minus
those on the base), so positions that look the same to the seats resample alike.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from games.core.rng import Rng
from games.core.types import Seat
from games.mountain_king import decks

if TYPE_CHECKING:  # the state delegates to this module
    from games.mountain_king.state import MountainKingState


def resample(state: MountainKingState, seats: Collection[Seat], rng: Rng) -> MountainKingState:
    guess = state.clone()
    for deck in decks.NAMES:
        shuffle_the_unseen_deck(guess, deck, rng)
    for seat in range(guess.players):
        redraw_starting_trolls(guess, seat, sees_hand(guess, seat, seats), rng)
    return guess


def sees_hand(state: MountainKingState, seat: Seat, seats: Collection[Seat]) -> bool:
    """Player setup D: a seat knows its own hand once the draft has begun."""
    return seat in seats and hand_drawn(state)


def hand_drawn(state: MountainKingState) -> bool:
    """The starting trolls are drawn at step D, after every gate is placed (C)."""
    return state.phase != "gate"


def shuffle_the_unseen_deck(state: MountainKingState, deck: str, rng: Rng) -> None:
    """General setup 3 and 7: a face-down deck; the cards seen going under stay."""
    pool = sorted(decks.unseen(state, deck))
    rng.shuffle(pool)
    decks.cards(state, deck)[: len(pool)] = pool


def redraw_starting_trolls(state: MountainKingState, seat: Seat, hand_known: bool,
                           rng: Rng) -> None:
    """Player setup D: the unplaced starting trolls dealt again, into the hand
    (unless its owner is one of the seats) and the deck nobody has seen."""
    hand, deck = state.draft_hand[seat], state.draft_deck[seat]
    pool = sorted(deck) if hand_known else sorted(hand + deck)
    rng.shuffle(pool)
    if not hand_known:
        hand[:], pool = pool[: len(hand)], pool[len(hand):]
    deck[:] = pool
