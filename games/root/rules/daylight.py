"""What every faction may also do in its Daylight, beside its own actions:
activate or take dominance cards (4.3.1, 4.3.4) and, once the cards helper
registers them, the Daylight effects of crafted cards.

A faction's Daylight menu adds `daylight_extras(state, seat)` to its own
choices and hands any of them to `apply_daylight_extra`. Each extra registers
an action class, the function that offers them and the one that carries them out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.core.types import Event

if TYPE_CHECKING:
    from games.root.state import RootState

Offer = Callable[["RootState", int], list[Any]]
Carry = Callable[["RootState", int, Any], list[Event]]

_EXTRAS: list[tuple[type, Offer, Carry]] = []


def register_daylight_extra(action_type: type, offer: Offer, carry: Carry) -> None:
    """Offer `offer(state, seat)` in every Daylight; `carry(state, seat, action)`
    applies an action of `action_type`. Registering twice keeps the first."""
    if not any(kind is action_type for kind, _, _ in _EXTRAS):
        _EXTRAS.append((action_type, offer, carry))


def daylight_extras(state: RootState, seat: int) -> list[Any]:
    """Every extra the seat may take now, in registration order."""
    return [action for _, offer, _ in _EXTRAS for action in offer(state, seat)]


def is_daylight_extra(action: Any) -> bool:
    return any(isinstance(action, kind) for kind, _, _ in _EXTRAS)


def apply_daylight_extra(state: RootState, seat: int, action: Any) -> list[Event]:
    """Carry out an extra already checked to be in `daylight_extras`."""
    for kind, _, carry in _EXTRAS:
        if isinstance(action, kind):
            return carry(state, seat, action)
    raise ValueError(f"not a Daylight extra: {action}")
