"""How the Riverfolk Company judges a position (seed 000 section 11).

Its points come from trade posts (2 VP each when placed, 11.5.6.III), from
dividends (1 VP per two funds in the Funds box at Birdsong, once a post is on
the map, 11.4.2) and from crafting with the posts' spaces (11.2.1). So funds
in the Funds box are worth most (they pay dividends and every action), funds
committed or in Payments less (they come back next Birdsong, after the
dividends), and a post is worth more than its points: it is a crafting space,
the dividends' key and a service more for whoever trades there. A post an
enemy could remove is worth less (a point for them and half the funds lost,
11.2.5.I).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root.ai.features import front
from games.root.factions.riverfolk import board as rb

if TYPE_CHECKING:
    from games.root.state import RootState

PRICE_AIMS = {"hand_card": 2, "riverboats": 1, "mercenaries": 2}
"""Prices that sell: cheap enough that random and heuristic buyers pay them,
dear enough to fill Payments (a small pull, it only breaks ties)."""


def judge(state: RootState, seat: int) -> float:
    f = front(state, rb.RIVERFOLK)
    posts = len(rb.trade_posts_on_map(state))
    funds = rb.funds(state)
    coming = sum(rb.count(state, box) for box in ("payments", "committed", "tracks"))
    hand = len(state.hands[seat])
    prices = rb.prices(state)
    pull = sum(abs(prices[s] - aim) for s, aim in PRICE_AIMS.items())
    return (
        float(state.vp.get(rb.RIVERFOLK, 0))
        + 2.2 * posts
        + (0.6 if posts else 0.4) * min(funds, 12) + 0.35 * min(coming, 12)
        + 0.35 * min(hand, 6)
        + 0.3 * f.ruled + 0.15 * f.warriors
        - 0.6 * f.at_risk + 0.2 * f.in_reach
        - 0.05 * pull
    )
