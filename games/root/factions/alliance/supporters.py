"""The supporters stack (Law of Root 8.2.3, 8.2.4; seed 003 where it differs).

- 8.2.3: supporters are face-down cards beside the Alliance's hand, spent only
  for their suit (birds are wild, 2.1.1), never counted in the hand.
- 003 8.2.3.I: without a base on the map the stack holds five cards at most; a
  card that would join a full stack is discarded instead (seed 000 had no limit).
- 8.2.4: a base removed discards every supporter of its suit, birds included,
  and half the officers (rounded up) go back to the supply; 003 adds: with no
  base left and more than five supporters, the Alliance discards down to five
  (its choice: the `"alliance_trim"` frame, asked at once, whoever's turn it is).

Who knows which card is in the stack: the Alliance sees it all; a player who
handed a card over (outrage, 8.2.6) knows that one (`state.known_cards`, as for
hands), until it leaves the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames
from games.root.actions import Discard
from games.root.factions.alliance import board as ab
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def alliance_seat(state: RootState) -> int:
    return state.seat_of(ab.ALLIANCE)


def to_discard(state: RootState, instance: str) -> None:
    """A spent or discarded supporter goes to the discard pile; a dominance card
    becomes available beside the map instead (4.3.3)."""
    state.known_cards.pop(instance, None)
    cards.to_discard_pile(state, instance)  # or the Cult's Lost Souls (10.2.6)


def has_room(state: RootState) -> bool:
    limit = ab.supporters_limit(state)
    return limit is None or len(ab.supporters(state)) < limit


def gain(state: RootState, instance: str, known_by: tuple[int, ...] = ()) -> list[Event]:
    """A card joins the stack (8.2.3), or is discarded when the stack is full
    (003 8.2.3.I). `known_by`: other seats that know which card it is."""
    seat = alliance_seat(state)
    if not has_room(state):
        to_discard(state, instance)
        return [Event("alliance_supporter_lost", {"seat": seat, "card": instance})]
    ab.supporters(state).append(instance)
    if known_by:
        cards.reveal(state, [instance], known_by)
    return [Event("alliance_supporter_gained", {"seat": seat})]


def spend(state: RootState, instances: list[str], why: str) -> list[Event]:
    """Spend supporters (8.2.3): they go face up to the discard pile."""
    stack = ab.supporters(state)
    for instance in instances:
        stack.remove(instance)
        to_discard(state, instance)
    seat = alliance_seat(state)
    return [Event(f"alliance_spent.{why}", {"seat": seat, "cards": list(instances)})]


def draw_supporters(state: RootState, count: int) -> list[Event]:
    """Draw from the deck straight onto the stack (8.3.4, outrage 8.2.6),
    reshuffling the discard pile when the deck runs out (2.1.2). Only the
    Alliance learns the cards."""
    seat = alliance_seat(state)
    events: list[Event] = []
    drawn: list[str] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break  # 2.5: as many as possible
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffled", {"cards": len(state.deck)}, barrier=True))
        drawn.append(state.deck.pop())
    kept = []
    for instance in drawn:
        if has_room(state):
            ab.supporters(state).append(instance)
            kept.append(instance)
        else:
            to_discard(state, instance)
            events.append(Event("alliance_supporter_lost", {"seat": seat, "card": instance}))
    events.append(Event("alliance_drew_supporters", {"seat": seat, "count": len(kept)}))
    secret = {"seat": seat, "cards": kept}
    events.append(Event("alliance_supporters_seen", secret, to=frozenset({seat}),
                        barrier=bool(drawn)))
    return events


def base_removed(state: RootState, base: str) -> list[Event]:
    """8.2.4: supporters of the base's suit (birds too) are discarded, half the
    officers (rounded up) go back to the supply; 003: with no base left, more
    than five supporters are trimmed to five by the Alliance's choice."""
    suit = ab.suit_of_base(base)
    stack = ab.supporters(state)
    lost = [c for c in stack if cards.suit_of(c) in (suit, cards.BIRD)]
    for instance in lost:
        stack.remove(instance)
        to_discard(state, instance)
    officers = ab.officers(state)
    dismissed = (officers + 1) // 2
    ab.data(state)["officers"] = officers - dismissed
    ab.data(state)["supply"][ab.WARRIORS] = ab.supply(state, ab.WARRIORS) + dismissed
    seat = alliance_seat(state)
    events = [Event("alliance_base_lost", {
        "seat": seat, "suit": suit, "cards": lost, "officers": dismissed,
    })]
    limit = ab.supporters_limit(state)
    if limit is not None and len(stack) > limit:
        frames.push_frame(state, TrimFrame(type="alliance_trim", seat=seat, limit=limit))
    return events


class TrimFrame(FrameBase):
    """003 8.2.4: the Alliance's seat and the supporters' `limit`."""

    seat: int
    limit: int


class TrimSupporters(Handler[TrimFrame, Discard]):
    """003 8.2.4: no base left and more than five supporters: discard down to five."""

    type = "alliance_trim"

    def prompt(self, state: RootState, frame: TrimFrame) -> Prompt | None:
        excess = len(ab.supporters(state)) - frame["limit"]
        if excess <= 0:
            return None
        params = {"count": excess, "limit": frame["limit"]}
        return Prompt(frame["seat"], "alliance_trim", params, private=True)

    def legal(self, state: RootState, frame: TrimFrame, seat: Seat) -> list[Discard]:
        return [Discard(c) for c in sorted(ab.supporters(state))]

    def apply(
        self, state: RootState, frame: TrimFrame, seat: Seat, action: Discard
    ) -> list[Event]:
        ab.supporters(state).remove(action.card)
        to_discard(state, action.card)
        return [Event("alliance_trimmed", {"seat": frame["seat"], "card": action.card})]

    def run(self, state: RootState, frame: TrimFrame) -> list[Event]:
        return frames.finish(state, None)

    def explain(
        self, state: RootState, frame: TrimFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.alliance.trim_which", limit=frame["limit"], options=options)
