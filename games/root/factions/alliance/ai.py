"""How the Woodland Alliance judges a position (Law of Root 8).

Its points come from sympathy tokens (8.4.2, 8.6.1.IV), which cost supporters,
and from revolts (buildings and tokens removed, 8.4.1); bases bring officers,
an unlimited supporters stack and more cards in Evening (8.2.3, 8.6.2);
officers are its Evening operations (8.6.1). Sympathy an enemy could remove is
worth less (each token removed is a point for them, though it outrages them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root.ai.features import front
from games.root.factions.alliance import board as ab

if TYPE_CHECKING:
    from games.root.state import RootState


def judge(state: RootState, seat: int) -> float:
    f = front(state, ab.ALLIANCE)
    sympathy = ab.sympathy_on_map(state)
    bases = len(ab.bases_on_map(state))
    hand = len(state.hands[seat])
    if state.turn() == seat and state.phase in ("birdsong", "daylight"):
        # The Evening draw is coming whatever it does now (8.6.2).
        hand += ab.evening_draw(state)
    supporters = len(ab.supporters(state))
    next_vp = ab.next_vp(state) or 0
    return (
        float(state.vp.get(ab.ALLIANCE, 0))
        + 1.2 * sympathy + 0.3 * next_vp
        + 2.5 * bases + 0.9 * min(ab.officers(state), 5)
        + 0.55 * min(supporters, 8)
        + 0.25 * min(hand, 6)
        + 0.2 * f.ruled + 0.15 * f.warriors
        - 0.5 * f.at_risk + 0.2 * f.in_reach
    )
