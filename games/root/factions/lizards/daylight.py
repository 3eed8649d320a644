"""The Lizard Cult's Daylight (seed 000 10.5).

One menu, `"lizards_daylight"`: reveal a card of the hand and do its ritual,
any number of times in any order (the seed's numbers 10.5.1-10.5.4 name them,
not their order), beside the Daylight extras every faction has (dominance
cards, card effects); `done` ends Daylight. A revealed card lies face up in
front of the Cult (public) and is out of the hand until Evening (10.6.1).

- 10.5.1 Sacrifice: reveal a bird; a warrior from the supply to the Acolytes box.
- 10.5.2 Build: reveal a fox, rabbit or mouse card; the garden of that suit in
  a clearing of that suit the Cult rules (birds are not wild, 10.2.2).
- 10.5.3 Recruit: reveal such a card; a warrior in a clearing of its suit.
- 10.5.4 Score: reveal such a card and spend another, unrevealed card of the
  hand (any suit) to the Lost Souls; score the VP over the rightmost empty
  space of the revealed suit's garden track (docs/rules/root.md): once per
  suit per turn, and only with a garden of that suit on the map.

The choices depend on the hand, so only the Cult sees them (a private prompt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, rules, scoring
from games.root.actions import ActivateDominance, Done, TakeDominance
from games.root.effects.actions import UseCard
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.actions import Build, RecruitRitual, Sacrifice, Score
from games.root.factions.lizards.frames import DaylightFrame
from games.root.factions.lizards.lost_souls import to_lost_souls
from games.root.frames import Handler
from games.root.rules import pieces
from games.root.rules.hand import distinct
from games.root.rules.pieces import WARRIORS

if TYPE_CHECKING:
    from games.root.state import RootState

Ritual = Sacrifice | Build | RecruitRitual | Score
DaylightAnswer = Ritual | UseCard | ActivateDominance | TakeDominance | Done
"""The Daylight menu's answers: the rituals, the shared extras (dominance cards,
card effects) and `done`."""


def suited(hand: list[str]) -> list[str]:
    """Cards that name a clearing's suit: not birds (Hated by Birds, 10.2.2)."""
    return [c for c in distinct(hand) if cards.suit_of(c) in lb.SUITS]


def sacrifices(state: RootState, seat: int) -> list[Sacrifice]:
    if lb.supply(state, WARRIORS) <= 0:
        return []
    return [Sacrifice(c) for c in distinct(state.hands[seat]) if cards.suit_of(c) == cards.BIRD]


def builds(state: RootState, seat: int) -> list[Build]:
    ruled = set(lb.ruled(state))
    return [
        Build(clearing, c)
        for c in suited(state.hands[seat])
        for clearing in sorted(state.woods.of_suit(cards.suit_of(c)))
        if clearing in ruled
        and pieces.can_place_building(state, clearing, lb.LIZARDS, lb.garden_of(
            cards.suit_of(c)))
    ]


def recruits(state: RootState, seat: int) -> list[RecruitRitual]:
    if lb.supply(state, WARRIORS) <= 0:
        return []
    return [
        RecruitRitual(clearing, c)
        for c in suited(state.hands[seat])
        for clearing in sorted(state.woods.of_suit(cards.suit_of(c)))
        if pieces.may_place(state, lb.LIZARDS, clearing)
    ]


def scored(state: RootState) -> list[str]:
    done: list[str] = lb.data(state).setdefault("scored", [])
    return done


def scores(state: RootState, seat: int) -> list[Score]:
    hand = state.hands[seat]
    return [
        Score(c, spent)
        for c in suited(hand)
        if cards.suit_of(c) not in scored(state) and lb.score_vp(state, cards.suit_of(c))
        is not None
        for spent in distinct([h for h in hand if h != c])
    ]


def rituals(state: RootState, seat: int) -> list[Ritual]:
    return [*sacrifices(state, seat), *builds(state, seat), *recruits(state, seat),
            *scores(state, seat)]


def reveal(state: RootState, seat: int, instance: str, ritual: str) -> list[Event]:
    """The card leaves the hand face up in front of the Cult: public now."""
    cards.take_from_hand(state, seat, instance)
    lb.revealed(state).append(instance)
    return [Event(f"lizards_revealed.{ritual}", {"seat": seat, "card": instance})]


def sacrifice(state: RootState, seat: int, action: Sacrifice) -> list[Event]:
    events = reveal(state, seat, action.card, "sacrifice")
    lb.data(state)["supply"][WARRIORS] = lb.supply(state, WARRIORS) - 1
    lb.add_acolytes(state, 1)
    return events + [Event("lizards_acolytes", {"seat": seat, "acolytes": lb.acolytes(state)})]


def build(state: RootState, seat: int, action: Build) -> list[Event]:
    events = reveal(state, seat, action.card, "build")
    garden = lb.garden_of(cards.suit_of(action.card))
    return events + pieces.place_building(state, action.clearing, lb.LIZARDS, garden)


def recruit(state: RootState, seat: int, action: RecruitRitual) -> list[Event]:
    events = reveal(state, seat, action.card, "recruit")
    return events + pieces.place_warriors(state, action.clearing, lb.LIZARDS, 1)


def score(state: RootState, seat: int, action: Score) -> list[Event]:
    suit = cards.suit_of(action.card)
    vp = lb.score_vp(state, suit) or 0
    events = reveal(state, seat, action.card, "score")
    events += to_lost_souls(state, seat, action.spent, "score")
    scored(state).append(suit)
    return events + scoring.score(state, lb.LIZARDS, vp, "garden")


class LizardsDaylight(Handler[DaylightFrame, DaylightAnswer]):
    """10.5: rituals by revealed cards, in any order and number."""

    type = "lizards_daylight"

    def prompt(self, state: RootState, frame: DaylightFrame) -> Prompt | None:
        seat = frame["seat"]
        if not state.hands[seat] and not rules.may_offer_extras(state, seat):
            return None
        return Prompt(seat, "lizards_daylight", {}, private=True)

    def legal(self, state: RootState, frame: DaylightFrame, seat: Seat) -> list[DaylightAnswer]:
        seat = frame["seat"]
        return [*rituals(state, seat), *rules.daylight_extras(state, seat), Done()]

    def apply(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: DaylightAnswer
    ) -> list[Event]:
        seat = frame["seat"]
        if isinstance(action, Done):
            return frames.finish(state)
        if isinstance(action, Sacrifice):
            return sacrifice(state, seat, action)
        if isinstance(action, Build):
            return build(state, seat, action)
        if isinstance(action, RecruitRitual):
            return recruit(state, seat, action)
        if isinstance(action, Score):
            return score(state, seat, action)
        return rules.apply_daylight_extra(state, seat, action)

    def run(self, state: RootState, frame: DaylightFrame) -> list[Event]:
        return frames.finish(state)

    def resume(self, state: RootState, frame: DaylightFrame, result: Any) -> list[Event]:
        return []  # an extra asked something: Daylight goes on

    def explain(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        hand = state.hands[frame["seat"]]
        card = getattr(action, "card", None)
        if isinstance(action, Sacrifice | Build | RecruitRitual | Score) and card not in hand:
            return IllegalAction("root.error.not_in_hand", card=card)
        if isinstance(action, Score) and action.spent not in hand:
            return IllegalAction("root.error.not_in_hand", card=action.spent)
        if isinstance(action, Sacrifice):
            return IllegalAction("root.lizards.sacrifice_bird", card=action.card)
        if isinstance(action, Build):
            return IllegalAction("root.lizards.build_where", clearing=action.clearing,
                                 card=action.card)
        if isinstance(action, RecruitRitual):
            return IllegalAction("root.lizards.recruit_where", clearing=action.clearing,
                                 card=action.card)
        if isinstance(action, Score):
            return IllegalAction("root.lizards.score_how", card=action.card)
        return None
