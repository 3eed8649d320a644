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

Each seat is judged twice (`seat_values`): as it counts itself, and as its
rivals fear it; a seat's value is the first minus the best rival's second.
Probe games showed most of the search's losses at two seats came from a rival
card it saw too late, or handed over:

- `take_chance`: a rival's activated card short of its condition is feared by
  the clearings it could take in its next turn (its pieces there and its
  warriors next door against the strongest other faction's pieces there), so
  the search guards the third clearing, or the opposite corner, before the
  rival has it; its own card counts only what it holds, so the search does not
  activate for clearings it has yet to take (a Riverfolk Company that did
  stopped its points at 10 VP and lost);
- `FEARED_VP`: a rival's card in hand or available to it is feared as if the
  rival had at least half the 10 VP, so the search's Vagabond's aid with a
  dominance card, or his discard of one, is not nearly free early in the
  game, nor the Alliance's supporter spent. (With the Lizard Cult seated such
  a card waits in its Lost Souls, 10.2.6, until its Birdsong and is seen
  nowhere in between: counting it there was measured and not kept,
  docs/rules/root.md.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root import board, cards
from games.root.ai.features import Front, front
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

FEARED_VP = 5
"""A rival's dominance card (in its hand, or available to it) is feared as if
it had at least this many points: it keeps the card until it has the 10 VP,
and the anchors get there in a few turns. So handing the rival a card (the
Vagabond's aid, a discard at his hand limit, the Alliance's supporters spent)
is never nearly free early in the game."""

IN_HAND_VP = 10
"""The points at which a card may be activated (4.3.1): below them a card in hand
counts the share of them the faction has, so a card given to a rival (the
Vagabond's aid) or taken is never free, nor a cliff at some score."""


def values(state: RootState) -> list[float]:
    """Each seat's judgement of itself minus the best rival's as it fears it
    (`Root.evaluate_all`)."""
    judged = [seat_values(state, seat) for seat in range(state.players)]
    return [
        own - max((feared for s, (_, feared) in enumerate(judged) if s != seat), default=0.0)
        for seat, (own, _) in enumerate(judged)
    ]


def seat_values(state: RootState, seat: int) -> tuple[float, float]:
    """The seat's judgement as it counts itself and as its rivals fear it
    (`seat_value`), the judge read once."""
    faction = state.factions[seat]
    if not FACTIONS[faction].may_win_by_dominance(state):
        value = judge(state, seat)  # the Vagabond: his coalition is his judge's
        return value, value
    card = state.dominance.get(faction)
    if card is not None:
        suit = cards.suit_of(card)
        hold = front(state, faction)
        return (
            activated_value(state, faction, suit, feared=False, hold=hold),
            activated_value(state, faction, suit, hold=hold),
        )
    value = judge(state, seat)
    return (
        value + dominance_in_hand(state, seat, feared=False),
        value + dominance_in_hand(state, seat),
    )


def seat_value(state: RootState, seat: int, feared: bool = True) -> float:
    """The seat's judgement as its rivals fear it (`feared`), or as it counts
    itself (`feared` False: a dominance route without the clearings it has
    yet to take, a card in hand by its points alone)."""
    own, rivals_fear = seat_values(state, seat)
    return rivals_fear if feared else own


def dominance_route(state: RootState, faction: str, suit: str, feared: bool = True) -> float:
    """How near an activated card of `suit` is to winning, and how hard its
    hold is to break (4.3.1); short of the condition and `feared` (as a rival
    sees it), the clearings still needed weighed by the chance of taking them
    in one turn (`take_chance`)."""
    ruled = set(ruled_clearings(state, faction))
    woods = state.woods
    if suit == cards.BIRD:
        pairs = [
            (c in ruled) + (woods.clearings[c].opposite_corner in ruled)
            for c in woods.corners()
        ]
        held = max(pairs, default=0)
        if held < 2 and not feared:
            return PER_CORNER * held
        if held < 2:
            return max(
                (
                    PER_CORNER * ((c in ruled) + (o in ruled))
                    + (DOMINANCE_WON - PER_CORNER * ((c in ruled) + (o in ruled)))
                    * _chance(state, faction, (c, o), ruled)
                    for c in woods.corners()
                    if (o := woods.clearings[c].opposite_corner) is not None
                ),
                default=0.0,
            )
        # Each pair is counted from both of its corners.
        whole = sum(1 for p in pairs if p == 2) // 2
        return DOMINANCE_WON + PER_CLEARING * (whole - 1)
    of_suit = [c for c in woods.clearings if woods.clearings[c].suit == suit]
    count = sum(1 for c in of_suit if c in ruled)
    if count < 3 and not feared:
        return PER_CLEARING * count
    if count < 3:
        chances = sorted(
            (take_chance(state, faction, c) for c in of_suit if c not in ruled), reverse=True
        )
        needed = 3 - count
        within = 1.0
        for chance in chances[:needed]:
            within *= chance
        if len(chances) < needed:
            within = 0.0
        return PER_CLEARING * count + (DOMINANCE_WON - PER_CLEARING * count) * within
    return DOMINANCE_WON + PER_CLEARING * (count - 3)


def _chance(
    state: RootState, faction: str, clearings: tuple[int, ...], ruled: set[int]
) -> float:
    """The chance of ruling all of `clearings` after one more turn."""
    within = 1.0
    for clearing in clearings:
        if clearing not in ruled:
            within *= take_chance(state, faction, clearing)
    return within


TAKE_EVEN = 0.5
"""`take_chance` where the faction could bring one piece more than the strongest
other faction has in the clearing (what rule needs, 2.7)."""

TAKE_STEP = 0.2
"""`take_chance` gained (lost) for each piece more (fewer) it could bring."""

TAKE_MOST = 0.9
"""`take_chance` at the most: taking a clearing spends the turn, and the
defender moves before it counts."""


def take_chance(state: RootState, faction: str, clearing: int) -> float:
    """How likely `faction` rules `clearing` after its next turn (a rough
    count): its warriors and buildings there and its warriors next door,
    which may move in (3.2) and battle (3.3), against the most pieces another
    faction has there (2.7: rule is the most warriors and buildings; the
    Eyrie rules ties, 7.2.2). None of its pieces in reach: no chance."""
    woods = state.woods
    pieces = state.board
    near = sum(
        board.warriors(pieces, c, faction) for c in woods.adjacent(clearing)
    )
    attack = board.presence(pieces, clearing, faction) + near
    if attack == 0:
        return 0.0
    others = [f for f in state.factions if f != faction]
    defence = max((board.presence(pieces, clearing, f) for f in others), default=0)
    margin = attack - defence - (0 if FACTIONS[faction].rules_ties() else 1)
    return max(0.0, min(TAKE_MOST, TAKE_EVEN + TAKE_STEP * margin))


def activated_value(
    state: RootState, faction: str, suit: str, feared: bool = True, hold: Front | None = None
) -> float:
    """A faction that scores no more (4.3.1): its points, its route, its hold
    (`hold`: its `front`, when already read)."""
    f = front(state, faction) if hold is None else hold
    return (
        float(state.vp.get(faction, 0))
        + dominance_route(state, faction, suit, feared)
        + 0.3 * f.ruled + 0.15 * f.warriors
        - 0.5 * f.at_risk + 0.2 * f.in_reach
    )


def dominance_in_hand(state: RootState, seat: int, feared: bool = True) -> float:
    """The best dominance card in the seat's hand, or available to take, as a
    share of its route; `feared` (a rival's card, as its rivals see it): a
    share of at least `FEARED_VP` points, since it keeps the card until it has
    the 10 VP."""
    faction = state.factions[seat]
    points = state.vp.get(faction, 0)
    if feared:
        points = max(points, FEARED_VP)
    near = min(points, IN_HAND_VP) / IN_HAND_VP
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
        share * dominance_route(state, faction, suit, feared) for suit, share in shares.items()
    )
