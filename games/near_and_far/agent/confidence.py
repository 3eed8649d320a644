"""Where the searching player may depart from the heuristic player's pick
(`Game.search_pick_margin`, games/core/search.py "Confidence").

The search takes its first idea from the heuristic player and its judgement from
agent/outlook.py with a playout to the end of the turn. Where that judgement cannot
see what a choice is for, the search's departures from the pick lose on average:
judged by paired heuristic playouts to the end of the game from both moves
(bench/README.md, "Near and Far's departures"), its walks other than the planner's
cost about 2 VP each, since the planner walks toward a camp, a route's second space
or a quest over several turns, and the outlook judges a walk at the end of its own
turn. Those questions are settled: the planner's walk is played without searching.

It reads only the phase of the position, which is public.
"""

from __future__ import annotations

import math

from games.near_and_far.state import NearFarState

PICK_MARGINS: dict[str, float] = {"move": math.inf}
"""Per phase, how much better (in the search's values, [0, 1]) a move's mean must be
than the heuristic's pick's to be played instead; `math.inf`: the pick, unsearched."""
PICK_MARGIN = 0.0
"""Every other phase: the search's most visited move."""


def pick_margin(state: NearFarState) -> float:
    """The margin at the searched position (`PICK_MARGINS` by its phase)."""
    return PICK_MARGINS.get(state.phase, PICK_MARGIN)
