"""The searching player's judgement of a position (`Root.evaluate_all`): the
heuristic's judges, with the race to a dominance victory read as the rules run it.

The heuristic player's `evaluate` is each faction's judge (`judge.judge`) minus
the best rival's. Most two-player games between the search and the heuristic
end by dominance (4.3): a faction reaches 10 VP, activates a card and wins at
its next Birdsong if it still rules the suit. Judged by the heuristic's
figures, the search saw that race badly (docs/rules/root.md, "AI"):

- an activated card kept every point-making term of its owner's judge
  (buildings, posts, sympathy), though the faction scores no more (4.3.1); so
  activating looked free, and a Riverfolk Company at 22 VP gave up its points
  for a suit it did not rule;
- a card whose condition holds was worth the same with three ruled clearings
  of its suit as with four, so taking one of four from its owner was worth
  nothing to the defender, though it is half of what breaks the card;
- a dominance card in hand counted as any card until it was activated, so
  nobody (the owner, or the rivals in the determinizations that deal it to
  them) cared about the suit it would need.

Here (search only: `evaluate`, and so the heuristic seat, is unchanged):

- `dominance_route`: an activated card is worth 4 per ruled clearing of its
  suit (6 per held corner for the bird) and, once its condition holds, as much
  as `judge.DOMINANCE_WON` at the least, 4 more for each ruled clearing
  beyond the three (each further held pair of corners) that a rival must take
  from it;
- `activated_value`: a faction that has activated a card (and may win by it:
  not the Vagabond's coalition, 9.2.8) is worth its points, its route and its
  hold on the map (rule, warriors, what it can reach and lose), without the
  terms that only bring points;
- `dominance_in_hand`: a dominance card in the hand of a faction that may
  activate it is worth `IN_HAND` of the route it would open at 10 VP, less
  below (its share of the 10 VP it needs); so the Vagabond's aid with a
  dominance card (useless to him below four seats) is not free: it hands the
  rival a route; an available card (`AVAILABLE`) counts half as much, to every
  faction that may take it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root import cards
from games.root.ai.features import front
from games.root.ai.judge import DOMINANCE_WON, judge
from games.root.factions.base import FACTIONS
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState

PER_CLEARING = 4.0
"""A ruled clearing of an activated card's suit (as `judge.dominance_threat`)."""

PER_CORNER = 6.0
"""A held corner of a bird card's pair (as `judge.dominance_threat`)."""

IN_HAND = 0.25
"""A dominance card in hand, at 10 VP, is this share of the route it would open:
it needs an action to activate (4.3.1), and the rivals see it then."""

AVAILABLE = 0.5
"""An available dominance card (4.3.3: one spent or discarded) counts this share
of a card in hand to every faction that may take it (4.3.4: a card of its suit
spent in Daylight): a Vagabond who discards one at his hand limit puts it in
the rival's reach, one he keeps is out of it."""

IN_HAND_VP = 10
"""The points at which a card may be activated (4.3.1): below them a card in hand
counts the share of them the faction has, so a card given to a rival (the
Vagabond's aid) or taken is never free, nor a cliff at some score."""


def values(state: RootState) -> list[float]:
    """Each seat's judgement minus the best rival's (`Root.evaluate_all`)."""
    judged = [seat_value(state, seat) for seat in range(state.players)]
    return [
        own - max((j for s, j in enumerate(judged) if s != seat), default=0.0)
        for seat, own in enumerate(judged)
    ]


def seat_value(state: RootState, seat: int) -> float:
    faction = state.factions[seat]
    if not FACTIONS[faction].may_win_by_dominance(state):
        return judge(state, seat)  # the Vagabond: his coalition is his judge's
    card = state.dominance.get(faction)
    if card is not None:
        return activated_value(state, faction, cards.suit_of(card))
    return judge(state, seat) + dominance_in_hand(state, seat)


def dominance_route(state: RootState, faction: str, suit: str) -> float:
    """How near an activated card of `suit` is to winning, and how hard its
    hold is to break (4.3.1)."""
    ruled = set(ruled_clearings(state, faction))
    woods = state.woods
    if suit == cards.BIRD:
        pairs = [
            (c in ruled) + (woods.clearings[c].opposite_corner in ruled)
            for c in woods.corners()
        ]
        held = max(pairs, default=0)
        if held < 2:
            return PER_CORNER * held
        # Each pair is counted from both of its corners.
        whole = sum(1 for p in pairs if p == 2) // 2
        return DOMINANCE_WON + PER_CLEARING * (whole - 1)
    count = sum(1 for c in ruled if woods.clearings[c].suit == suit)
    if count < 3:
        return PER_CLEARING * count
    return DOMINANCE_WON + PER_CLEARING * (count - 3)


def activated_value(state: RootState, faction: str, suit: str) -> float:
    """A faction that scores no more (4.3.1): its points, its route, its hold."""
    f = front(state, faction)
    return (
        float(state.vp.get(faction, 0))
        + dominance_route(state, faction, suit)
        + 0.3 * f.ruled + 0.15 * f.warriors
        - 0.5 * f.at_risk + 0.2 * f.in_reach
    )


def dominance_in_hand(state: RootState, seat: int) -> float:
    """The best dominance card in the seat's hand, or available to take, as a
    share of its route."""
    faction = state.factions[seat]
    near = min(state.vp.get(faction, 0), IN_HAND_VP) / IN_HAND_VP
    if near <= 0:
        return 0.0
    shares: dict[str, float] = {}
    for card in state.available_dominance:
        shares[cards.suit_of(card)] = AVAILABLE
    for card in state.hands[seat]:
        if cards.card(card).kind == "dominance":
            shares[cards.suit_of(card)] = 1.0
    if not shares:
        return 0.0
    return near * IN_HAND * max(
        share * dominance_route(state, faction, suit) for suit, share in shares.items()
    )
