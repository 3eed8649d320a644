"""What every faction may also do in its Daylight, beside its own actions:
activate or take dominance cards (4.3.1, 4.3.4) and, once the cards helper
registers them, the Daylight effects of crafted cards.

A faction's Daylight menu adds `daylight_extras(state, seat)` to its own
choices and hands any of them to `apply_daylight_extra`. Each extra registers
an action class, the function that offers them and the one that carries them out.

An extra that depends on the hand (the dominance cards) also registers
`may_offer`, judged from public information only: a faction that asks about
the extras in a question of their own (the Eyrie) asks whenever
`may_offer_extras` is true, so that the question tells nothing of its hand
(1.2.1). Without it, the offer itself is public (card effects in play).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from games.core.types import Event

if TYPE_CHECKING:
    from games.root.actions import ActivateDominance, TakeDominance
    from games.root.effects.actions import UseCard
    from games.root.state import RootState

DaylightExtra: TypeAlias = "ActivateDominance | TakeDominance | UseCard"
"""The extras registered: the dominance cards' (games/root/registry.py), the card effects'."""
Offer = Callable[["RootState", int], Sequence[DaylightExtra]]
Carry = Callable[["RootState", int, Any], list[Event]]
MayOffer = Callable[["RootState", int], bool]


@dataclass(frozen=True)
class Extra:
    action_type: type
    offer: Offer
    carry: Carry
    may_offer: MayOffer | None  # None: `offer` reads public information only


_EXTRAS: list[Extra] = []


def register_daylight_extra(
    action_type: type, offer: Offer, carry: Carry, may_offer: MayOffer | None = None
) -> None:
    """Offer `offer(state, seat)` in every Daylight; `carry(state, seat, action)`
    applies an action of `action_type`; `may_offer(state, seat)` says from
    public information whether the seat might have one. Registering twice
    keeps the first."""
    if not any(extra.action_type is action_type for extra in _EXTRAS):
        _EXTRAS.append(Extra(action_type, offer, carry, may_offer))


def daylight_extras(state: RootState, seat: int) -> list[DaylightExtra]:
    """Every extra the seat may take now, in registration order."""
    return [action for extra in _EXTRAS for action in extra.offer(state, seat)]


def may_offer_extras(state: RootState, seat: int) -> bool:
    """Might the seat have an extra to take now, as far as the table can tell?"""
    return any(
        extra.may_offer(state, seat) if extra.may_offer else bool(extra.offer(state, seat))
        for extra in _EXTRAS
    )


def is_daylight_extra(action: object) -> bool:
    return any(isinstance(action, extra.action_type) for extra in _EXTRAS)


def apply_daylight_extra(state: RootState, seat: int, action: object) -> list[Event]:
    """Carry out an extra already checked to be in `daylight_extras`."""
    for extra in _EXTRAS:
        if isinstance(action, extra.action_type):
            return extra.carry(state, seat, action)
    raise ValueError(f"not a Daylight extra: {action}")
