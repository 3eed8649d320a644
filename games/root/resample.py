"""Another Root position that some seats cannot tell from this one
(`State.resample`; OpenSpiel's resampling from an information state).

What is hidden, and from whom (Law of Root 1.2, games/root/hidden.py):

- a hand, from every other seat (1.2.1) — its size is public;
- the deck's order, from everybody (2.1.2) — its size is public;
- a faction's face-down piles, from every other seat (`Faction.face_down_cards`).

Everything else is face up and stays: the map, the discard pile (1.2.2), the
crafted items and improvements, the Decree, the dominance cards, the scores,
the frames on the stack (no frame holds a hidden card) and the state's own
generator. A card some of `seats` were shown stays where it is
(`state.known_cards`: a dominance card taken in front of everyone, 4.3.4; a
hand seen with Codebreakers; the card Stand and Deliver! took).

The other cards of the piles hidden from all of `seats` are pooled in sorted
order, shuffled with `rng`, and dealt back, each pile getting as many as it
had: the result depends only on what `seats` see and on `rng`, so two
positions they cannot tell apart give the same guess (canonical).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from games.core.rng import Rng
from games.root.cards import TABLE
from games.root.hidden import Pile, hidden_piles

if TYPE_CHECKING:
    from games.root.state import RootState


def resample(state: RootState, seats: Collection[int], rng: Rng) -> RootState:
    """A copy of `state` with what `seats` cannot see drawn again from `rng`."""
    guess = state.clone()
    knowing = frozenset(seats) | {TABLE}
    forget_what_they_do_not_know(guess, knowing)
    redeal(guess, [p for p in hidden_piles(guess) if not p.seen_by & knowing], rng)
    return guess


def forget_what_they_do_not_know(guess: RootState, knowing: frozenset[int]) -> None:
    """Who else was shown a card is not for `seats` to know: the guess keeps
    only what they (or the table) know."""
    kept = {
        card: [s for s in seats if s in knowing] for card, seats in guess.known_cards.items()
    }
    guess.known_cards = {card: seats for card, seats in kept.items() if seats}


def redeal(guess: RootState, piles: list[Pile], rng: Rng) -> None:
    """Pool the cards of `piles` that nobody of `seats` knows, shuffle, deal back."""
    stays = [sorted(c for c in pile.cards if c in guess.known_cards) for pile in piles]
    pool = sorted(c for pile in piles for c in pile.cards if c not in guess.known_cards)
    rng.shuffle(pool)
    for pile, known in zip(piles, stays, strict=True):
        count = len(pile.cards) - len(known)
        pile.cards[:] = [*known, *pool[:count]]
        del pool[:count]
