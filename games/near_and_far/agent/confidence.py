"""Where the searching player may depart from the heuristic player's pick
(`Game.search_pick_margin`, games/core/search.py "Confidence").

The search takes its first idea from the heuristic player and its judgement from
agent/outlook.py after a playout to the end of the turn. At 225 iterations a
decision, with the root's means stretched to [0, 1], a move a hair better in its
first visits took nearly all the others (the pick kept 3 visits of 225 where the
move played had a mean 0.0005 higher), so the search departed from the pick in about
a third of its decisions, on noise as often as not: judged by paired heuristic
playouts to the end of the game (bench/near_and_far_departures.py), those departures
gained nothing on average, and the search won 40 % of its games against the
heuristic. Now another move is played only when its mean beats the pick's by
`PICK_MARGIN` (about one VP of the judgement where the values lie, 0.5-0.65),
in every question alike: settling the walks or the turn's choice by the pick
(`math.inf`, the question unsearched) lost more games on the same deals, the
search's walks and its turn choices fitting each other and not the heuristic's
(bench/README.md, "Near and Far's departures").

It reads nothing of the position: the margin is one number for every question.
"""

from __future__ import annotations

PICK_MARGIN = 0.05
"""How much better (in the search's values, [0, 1]) a move's mean must be than the
heuristic's pick's to be played instead."""
