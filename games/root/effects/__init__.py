"""The effects of the standard deck's cards (Law of Root 3.1.3): what happens
when an effect card is crafted, and the improvements' effects at their
moments. See registry.py for how the rest of the engine asks for them.
"""

from games.root.effects.anytime import daylight_offers, use_daylight_effect
from games.root.effects.crafted import on_crafted
from games.root.effects.registry import EFFECTS, in_play
from games.root.effects.timing import push_in_birdsong, push_phase_start

__all__ = [
    "EFFECTS",
    "daylight_offers",
    "in_play",
    "on_crafted",
    "push_in_birdsong",
    "push_phase_start",
    "use_daylight_effect",
]
