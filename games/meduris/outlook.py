"""The searching player's judgement of a position (`Meduris.evaluate_all`): each
seat's chance of winning, not its points alone.

The heuristic player's `evaluate` is points plus what rune stones, resources and
buildings are likely worth, less a quarter of the best rival's points. Judged by
it, the search played for its own points: a rune stone taken from the rival (its
final count falls as a triangle number: "Calificación rúnica final") or an
offering denied was worth little to it, and it never asked how many turns remain
to make up a deficit before someone's last building ends the game ("Fin del
juego"). Here:

- the points if the game ended now (the score, the temples' neighbouring huts,
  the rune stones' final count: "Calificación final de templos", "Calificación
  rúnica final"), plus what resources and buildings are likely worth (`evaluate`'s
  weights; the rune stones at `evaluate`'s 0.7, rising to their full count over
  the last turns, while they may still be taken away);
- the lead over the best rival;
- as a chance of winning, `logistic(lead / spread)`, the spread growing with the
  square root of the turns left.

A building still waiting for its payment is judged paid the cheapest way, as
`evaluate` does. Only the board, the scores and the screens' totals matter to
the others' figures; the seat's own resources are its own (the search asks this
of its determinizations, where the others' screens are guessed).
"""

from __future__ import annotations

import math

from games.meduris.scoring import rune_points, temple_points
from games.meduris.state import MedurisState

TURNS_PER_BUILDING = 1.5
"""Own turns per building still to build (some turns move a worker instead)."""

SPREAD = 4.0
"""How far the lead moves in one own turn, about: the chance of winning is
`logistic(lead / (SPREAD * sqrt(turns left + 1)))`."""

HORIZON = 6.0
"""Own turns left below which rune stones count at their full final worth."""

WEIGHT = 20.0
"""The chance of winning, 0 to 1, times this: in `search_scale` units (5), a
quarter of a win is one unit of the search's logistic."""


def turns_left(state: MedurisState) -> float:
    """Own turns each seat has left, roughly: until the seat with the fewest
    buildings left has built them all, then one more turn for the others."""
    left = min(state.huts_left[s] + state.temples_left[s] for s in range(state.players))
    return TURNS_PER_BUILDING * left + 1.0


def standing(state: MedurisState, seat: int, runes_weight: float) -> float:
    """Points if the game ended now, plus what resources and buildings bring."""
    runes = sum(1 for holder in state.runes if holder == seat)
    temples = sum(
        temple_points(state, index)
        for index, building in enumerate(state.buildings)
        if building is not None and building[0] == "temple" and building[1] == seat
    )
    return (
        state.scores[seat]
        + temples
        + runes_weight * rune_points(runes)
        + 0.45 * min(sum(state.resources[seat]), 14)
        + 1.6 * state.built_count(seat)
    )


def chances(state: MedurisState) -> list[float]:
    """Each seat's chance of winning (0 to 1) times `WEIGHT`."""
    left = turns_left(state)
    runes_weight = 1.0 - 0.3 * min(1.0, left / HORIZON)
    judged = [standing(state, s, runes_weight) for s in range(state.players)]
    spread = SPREAD * math.sqrt(left + 1.0)
    out = []
    for seat, value in enumerate(judged):
        lead = value - max((v for s, v in enumerate(judged) if s != seat), default=value)
        out.append(WEIGHT / (1.0 + math.exp(-max(-40.0, min(40.0, lead / spread)))))
    return out
