"""Each faction's judgement of a position: a number the AI maximises.

Each faction's package holds its judge (games/root/factions/<faction>/ai.py), named by
its entry and registered with the faction (games/root/factions/entry.py); a faction
nobody has judged yet is judged by its victory points alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from games.root import cards
from games.root.rules.dominance import dominates
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState

Judge = Callable[["RootState", int], float]

JUDGES: dict[str, Judge] = {}


def register_judge(faction: str, judge_fn: Judge) -> None:
    """The faction's own judge (its entry names it, games/root/factions/entry.py)."""
    JUDGES[faction] = judge_fn


def judge(state: RootState, seat: int) -> float:
    """How good the position looks to the faction at `seat`: its own judge, plus
    the road to a dominance victory, which every faction walks alike (4.3)."""
    faction = state.factions[seat]
    own = JUDGES.get(faction)
    value = own(state, seat) if own else float(state.vp.get(faction, 0))
    return value + dominance_threat(state, faction)


DOMINANCE_WON = 40.0
"""A dominance card whose condition holds wins at the owner's next Birdsong
unless a rival breaks it first: nearly as good as the win itself."""


def dominance_threat(state: RootState, faction: str) -> float:
    """How close an activated dominance card is to winning (4.3.1)."""
    card = state.dominance.get(faction)
    if card is None:
        return 0.0
    suit = cards.suit_of(card)
    if dominates(state, faction, suit):
        return DOMINANCE_WON
    ruled = set(ruled_clearings(state, faction))
    woods = state.woods
    if suit == cards.BIRD:
        held = max(
            (c in ruled) + (woods.clearings[c].opposite_corner in ruled) for c in woods.corners()
        )
        return 6.0 * held
    return 4.0 * sum(1 for c in ruled if woods.clearings[c].suit == suit)
