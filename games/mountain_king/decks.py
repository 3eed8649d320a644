"""The face-down decks: the horde's three troll decks ("Preparación general" 3)
and the spell deck (7). Cards are drawn from the top. A retiring troll ("Cuando
los trols se retiran") and a disintegrated spell ("Lanzar un hechizo") go under
the bottom of their deck after lying face up in the horde or the spellbook, so
the whole table knows which cards lie at the bottom of a deck, and in what
order; what lies above them nobody knows (`State.resample` draws it again).
`state.seen_under[deck]` counts the cards seen going under that are still there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the state delegates to this module
    from games.mountain_king.state import MountainKingState

SPELLS = "spells"
NAMES = ("1", "2", "3", SPELLS)
"""The decks: the horde's by troll level, then the spells."""


def cards(state: MountainKingState, deck: str) -> list[str]:
    """A deck's cards, top first."""
    return state.spell_deck if deck == SPELLS else state.decks[deck]


def seen_bottom(state: MountainKingState, deck: str) -> list[str]:
    """The cards at the bottom of the deck that everyone saw going under, top first."""
    pile = cards(state, deck)
    return pile[len(pile) - state.seen_under.get(deck, 0):]


def unseen(state: MountainKingState, deck: str) -> list[str]:
    """The cards above those: their order is known to nobody."""
    pile = cards(state, deck)
    return pile[: len(pile) - state.seen_under.get(deck, 0)]


def draw(state: MountainKingState, deck: str) -> str:
    """The top card. Once the unseen cards are gone it is one seen going under."""
    pile = cards(state, deck)
    card = pile.pop(0)
    if state.seen_under.get(deck, 0) > len(pile):
        state.seen_under[deck] = len(pile)
    return card


def put_under(state: MountainKingState, deck: str, card: str) -> None:
    """A face-up card goes under the deck, in sight of everyone."""
    cards(state, deck).append(card)
    state.seen_under[deck] = state.seen_under.get(deck, 0) + 1
