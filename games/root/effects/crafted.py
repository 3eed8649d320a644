"""What happens to an effect card when it is crafted (Law of Root 3.1.3-3.1.4).

The shared `"craft"` frame pays the cost, takes the card from the hand and
calls `on_crafted`: an improvement goes to the crafter's play area, a favor
is carried out and discarded. Items are the craft frame's own business (3.1.2).
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


def duplicate(state: RootState, seat: int, instance: str) -> bool:
    """3.1.4: an improvement of that name is already in the seat's play area."""
    wanted = cards.card(instance)
    if wanted.kind != PERSISTENT:
        return False
    faction = state.factions[seat]
    return any(cards.card(c).name == wanted.name for c in state.improvements.get(faction, []))


def on_crafted(state: RootState, seat: int, instance: str) -> list[Event]:
    """The card was just crafted (and is out of the hand)."""
    kind = cards.card(instance).kind
    if kind == PERSISTENT:
        state.improvements.setdefault(state.factions[seat], []).append(instance)
        return [Event("improvement_placed", {"seat": seat, "card": instance})]
    if kind == IMMEDIATE:
        return favor(state, seat, instance)
    return []
