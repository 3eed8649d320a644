"""Effects offered any time in the seat's own Daylight (Tax Collector,
Codebreakers), once per turn each (Law of Root 3.1.3).

The shared `rules.daylight_extras(state, seat)` adds `daylight_offers` to
every faction's Daylight menu, and `rules.apply_daylight_extra` hands an
action for which `is_daylight_effect` holds to `use_daylight_effect`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root.effects.actions import UseCard, is_use
from games.root.effects.registry import DAYLIGHT_ANYTIME, EFFECTS
from games.root.effects.timing import offers, use

if TYPE_CHECKING:
    from games.root.state import RootState


def daylight_offers(state: RootState, seat: int) -> list[UseCard]:
    return offers(state, seat, DAYLIGHT_ANYTIME)


def is_daylight_effect(action: Any) -> bool:
    card = EFFECTS.get(getattr(action, "effect", ""))
    return is_use(action) and card is not None and card.timing == DAYLIGHT_ANYTIME


def use_daylight_effect(state: RootState, seat: int, action: UseCard) -> list[Event]:
    """Use one of `daylight_offers` (the caller checked it is among them)."""
    return use(state, seat, action)
