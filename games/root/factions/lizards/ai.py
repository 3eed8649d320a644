"""How the Lizard Cult judges a position (seed 000 section 10).

Its points come from the Score ritual (10.5.4: more gardens of a suit on the
map, more VP per score, each paid with a card of the hand) and from removing
enemy buildings (Sanctify, battles). Gardens are worth most: they rule their
clearing whatever stands there (10.2.4), craft (10.2.1), raise what Score gives
and bring cards (10.6.3). Acolytes are its only Birdsong reach (10.4.3). The
revealed cards come back in Evening (10.6.1), so they count as the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root.ai.features import front
from games.root.factions.lizards import board as lb

if TYPE_CHECKING:
    from games.root.state import RootState


def judge(state: RootState, seat: int) -> float:
    f = front(state, lb.LIZARDS)
    gardens = sum(lb.gardens_on_map(state, suit) for suit in lb.SUITS)
    score_power = sum(lb.score_vp(state, suit) or 0 for suit in lb.SUITS)
    hand = len(state.hands[seat]) + len(lb.revealed(state))
    if state.turn() == seat and state.phase in ("birdsong", "daylight"):
        hand += lb.evening_draw(state)  # the Evening draw comes whatever it does now
    return (
        float(state.vp.get(lb.LIZARDS, 0))
        + 2.2 * gardens + 0.45 * score_power
        + 0.5 * lb.draw_bonuses(state)
        + 0.6 * min(lb.acolytes(state), 6)
        + 0.35 * min(hand, 7)
        + 0.2 * f.ruled + 0.12 * f.warriors
        - 0.6 * f.at_risk + 0.2 * f.in_reach
    )
