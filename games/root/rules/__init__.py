"""The rules every faction shares (Law of Root 2-4): pieces and rule, moving,
battle, crafting, dominance, cards in hand.

Importing this package registers the shared frames (`"move"`, `"battle"`,
`"craft"`, `"discard_down"` and their inner steps), the shared actions'
notation and the Daylight extras (dominance cards).
"""

from games.root.rules import (
    ambush,
    battle,
    crafting,
    dominance,
    effects,
    hand,
    hits,
    movement,
    pieces,
)
from games.root.rules.daylight import (
    apply_daylight_extra,
    daylight_extras,
    is_daylight_extra,
    may_offer_extras,
    register_daylight_extra,
)

__all__ = [
    "ambush",
    "apply_daylight_extra",
    "battle",
    "crafting",
    "daylight_extras",
    "dominance",
    "effects",
    "hand",
    "hits",
    "is_daylight_extra",
    "may_offer_extras",
    "movement",
    "pieces",
    "register_daylight_extra",
]
