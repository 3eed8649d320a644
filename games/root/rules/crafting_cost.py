"""Paying a crafting cost (Law of Root 3.1.1): pieces whose clearings match
the suits shown, a three-coloured "?" ("any", only Royal Claim's cost) taking a
piece of any suit.

The pieces paying "any" are the crafter's choice: when the suits left free
afterwards could differ, each choice is its own answer of the `"craft"` frame,
`craft royal_claim#1 using fox fox rabbit mouse` (`royal_claim=choose`, the
default). With `royal_claim=auto` the game picks the pieces that leave the most
of the rest of the hand craftable (`pay_with`'s `keep_for`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from games.root import cards
from games.root.actions import CRAFT_SUITS, Craft
from games.root.options import ROYAL_CLAIM, chosen

if TYPE_CHECKING:
    from games.root.state import RootState

ANY = "any"


def pay_with(
    state: RootState,
    cost: tuple[str, ...],
    pieces: list[int],
    keep_for: Sequence[str] = (),
    using: Sequence[str] = (),
) -> list[int] | None:
    """The pieces that pay `cost`, or None. Suited costs take pieces of their
    suit; "any" takes pieces of the suits `using` names (the crafter's choice),
    or else those that leave the most of the cards `keep_for` still craftable
    with the rest (the only cost with "any" is Royal Claim's)."""
    split = pay_suited(state, cost, pieces)
    if split is None:
        return None
    paid, left = split
    wild = wild_count(cost)
    if wild > len(left):
        return None
    if wild == 0:
        return paid
    if using:
        picked = take_suits(state, left, using)
        return None if picked is None or len(using) != wild else paid + picked

    def still_craftable(pick: Iterable[int]) -> int:
        rest = list(left)
        for piece in pick:
            rest.remove(piece)
        return sum(1 for c in keep_for if pay_with(state, cards.card(c).cost or (), rest))

    return paid + list(max(combinations(left, wild), key=still_craftable))


def wild_count(cost: tuple[str, ...]) -> int:
    return sum(1 for s in cost if s == ANY)


def pay_suited(
    state: RootState, cost: tuple[str, ...], pieces: list[int]
) -> tuple[list[int], list[int]] | None:
    """The suited part of `cost`: (pieces paid, pieces left), or None."""
    paid = take_suits(state, pieces, [s for s in cost if s != ANY])
    if paid is None:
        return None
    left = list(pieces)
    for piece in paid:
        left.remove(piece)
    return paid, left


def take_suits(state: RootState, pieces: list[int], suits: Sequence[str]) -> list[int] | None:
    """One piece of each suit named, or None if they are not all there."""
    left, picked = list(pieces), []
    for suit in suits:
        piece = next((p for p in left if state.woods.clearings[p].suit == suit), None)
        if piece is None:
            return None
        left.remove(piece)
        picked.append(piece)
    return picked


def suits_in_order(suits: Sequence[str]) -> tuple[str, ...]:
    """The canonical order of a choice of suits (fox, rabbit, mouse)."""
    return tuple(sorted(suits, key=CRAFT_SUITS.index))


def wild_choices(state: RootState, cost: tuple[str, ...], free: list[int]) -> list[tuple[str, ...]]:
    """3.1.1: every different choice of suits for the "any" part of `cost`
    (in canonical order); [] if it cannot be paid."""
    split = pay_suited(state, cost, free)
    wild = wild_count(cost)
    if split is None or wild > len(split[1]):
        return []
    suits = [state.woods.clearings[p].suit for p in split[1]]
    return sorted({suits_in_order(pick) for pick in combinations(suits, wild)})


def craft_answers(state: RootState, instance: str, free: list[int]) -> list[Craft]:
    """The answers crafting a craftable card: one, or with `royal_claim=choose`
    one per choice of pieces for an "any" cost when the choice matters."""
    cost = cards.card(instance).cost or ()
    if not wild_count(cost) or chosen(state, ROYAL_CLAIM) != "choose":
        return [Craft(instance)]
    choices = wild_choices(state, cost, free)
    if len(choices) < 2:
        return [Craft(instance)]  # the same suits stay free whatever is picked
    return [Craft(instance, using) for using in choices]
