"""What happens to an effect card when it is crafted (Law of Root 3.1.3).

The shared `"craft"` frame (rules/crafting.py) pays the cost, checks that no
improvement of the same name is in play (3.1.4), takes the card from the hand
and calls `on_crafted`: an improvement goes to the crafter's play area, a
favor is carried out and discarded. Items are the craft frame's own (3.1.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import cards
from games.root.effects.favors import favor

if TYPE_CHECKING:
    from games.root.state import RootState

PERSISTENT = "persistent"
IMMEDIATE = "immediate"


def on_crafted(state: RootState, seat: int, instance: str) -> list[Event]:
    """The card was just crafted and is out of the hand (the frame announced it)."""
    kind = cards.card(instance).kind
    if kind == PERSISTENT:
        state.improvements.setdefault(state.factions[seat], []).append(instance)
        return []
    if kind == IMMEDIATE:
        return favor(state, seat, instance)
    raise ValueError(f"{instance} has no effect to craft")
