"""Cards in hand (Law of Root 2.1): birds as wildcards, forced effects, the
hand limit.

- 2.1.1: a bird may always stand for another suit when you spend, take or give.
- 2.1.1.I: when you MUST discard or give cards of a fox, rabbit or mouse suit,
  your birds count as that suit too (`forced_cards`).
- 2.1.1.II: when a bird is asked for, only a bird will do (`cards.matches`).

The `"discard_down"` frame (`DiscardDownFrame`): `seat`, `limit`. The player discards cards
of their choice until the hand holds `limit` (6.6, 7.6.2); an activated
dominance card is not in the hand, so it never counts (4.3.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames
from games.root.actions import Discard
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def matching(hand: list[str], suit: str) -> list[str]:
    """The cards that may be used as `suit` (2.1.1, 2.1.1.II), in hand order."""
    return [c for c in hand if cards.matches(c, suit)]


def forced_cards(hand: list[str], suit: str) -> list[str]:
    """2.1.1.I: the cards that count as `suit` when an effect forces you to
    discard or give that suit: the birds are among them, whether you like it or not."""
    return matching(hand, suit)


def distinct(hand: list[str]) -> list[str]:
    """One instance per kind of card, in hand order: two copies are the same choice."""
    seen: set[str] = set()
    kept = []
    for instance in hand:
        if cards.card_id(instance) not in seen:
            seen.add(cards.card_id(instance))
            kept.append(instance)
    return kept


class DiscardDownFrame(FrameBase):
    seat: int
    limit: int


def discard_down_frame(seat: int, limit: int) -> DiscardDownFrame:
    return DiscardDownFrame(type="discard_down", seat=seat, limit=limit)


class DiscardDown(Handler[DiscardDownFrame, Discard]):
    """6.6 / 7.6.2: more cards than the limit: discard cards of your choice."""

    type = "discard_down"

    def prompt(self, state: RootState, frame: DiscardDownFrame) -> Prompt | None:
        excess = len(state.hands[frame["seat"]]) - frame["limit"]
        if excess <= 0:
            return None
        params = {"count": excess, "limit": frame["limit"]}
        return Prompt(frame["seat"], "discard_down", params, private=True)  # the hand's cards

    def legal(self, state: RootState, frame: DiscardDownFrame, seat: Seat) -> list[Discard]:
        return [Discard(c) for c in state.hands[frame["seat"]]]

    def apply(
        self, state: RootState, frame: DiscardDownFrame, seat: Seat, action: Discard
    ) -> list[Event]:
        return cards.discard(state, frame["seat"], action.card)

    def run(self, state: RootState, frame: DiscardDownFrame) -> list[Event]:
        return frames.finish(state, None)

    def explain(
        self, state: RootState, frame: DiscardDownFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.error.discard_which", limit=frame["limit"], options=options)
