"""The Eyrie's Birdsong (seed 003 7.4): Emergency Orders, Add to the Decree,
A New Roost — in that order, in one frame, `"eyrie_birdsong"`.

Adding to the Decree is offered one card at a time (`decree <column> <card>`):
the first card is a must, the second is optional (`done`), and at most one of
the two may be a bird (7.4.2). The hand is secret (1.2.1): the second card is
asked whenever the hand holds any card, even when only birds are left after a
bird (then `done` is the only answer), so that the question tells nothing;
the choices are the player's alone (a private prompt).

The cards used "in Birdsong" (Royal Claim, Stand and Deliver!) are offered at
its start (turn.py) and, as printed (`timing=printed`), again after Emergency
Orders drew a card and after A New Roost was placed: the two steps that may
change what those cards do (`effects.push_in_birdsong`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, cards, effects
from games.root.actions import Done
from games.root.cards import BIRD
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import AddToDecree, Roost
from games.root.factions.eyrie.refusals import addition_refused, roost_refused
from games.root.frames import Handler, finish
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

NEW_ROOST_WARRIORS = 3
MOST_ADDED = 2


def emergency_orders(state: RootState, seat: int) -> list[Event]:
    """7.4.1: with no card in hand, draw one."""
    if state.hands[seat]:
        return []
    return [Event("eyrie_emergency_orders", {"seat": seat}), *cards.draw(state, seat, 1)]


def decree_asks(state: RootState, seat: int, added: list[str]) -> bool:
    """7.4.2: a card to add while fewer than two are in and the hand holds any."""
    return len(added) < MOST_ADDED and bool(state.hands[seat])


def decree_additions(
    state: RootState, seat: int, added: list[str]
) -> list[AddToDecree | Done]:
    """7.4.2: each card of the hand in each column; once a bird
    is added, no other bird; `done` once one card is in."""
    if not decree_asks(state, seat, added):
        return []
    bird_added = any(cards.suit_of(c) == BIRD for c in added)
    offered: list[AddToDecree | Done] = [
        AddToDecree(column, card)
        for card in state.hands[seat]
        if not (bird_added and cards.suit_of(card) == BIRD)
        for column in eb.COLUMNS
    ]
    return [*offered, Done()] if added else offered


def add_to_decree(state: RootState, seat: int, action: AddToDecree) -> list[Event]:
    """7.4.2: the card leaves the hand face up into its column: it is public now."""
    cards.take_from_hand(state, seat, action.card)
    eb.decree(state)[action.column].append(action.card)
    params = {"seat": seat, "card": action.card, "suit": cards.suit_of(action.card)}
    return [Event(f"eyrie_decree.{action.column}", params)]


def new_roost_clearings(state: RootState) -> list[int]:
    """003 7.4.3: with no roost on the map, the clearings with the fewest
    warriors (of anyone) that can take a roost and warriors."""
    if eb.roost_clearings(state):
        return []
    able = [
        c for c in sorted(state.woods.clearings)
        if pieces.can_place_building(state, c, eb.EYRIE, eb.ROOST)
    ]
    if not able:
        return []
    fewest = min(_warriors_in(state, c) for c in able)
    return [c for c in able if _warriors_in(state, c) == fewest]


def place_new_roost(state: RootState, seat: int, clearing: int) -> list[Event]:
    """003 7.4.3: a roost and three warriors (as many as the supply holds, 2.5)."""
    events = [Event("eyrie_new_roost", {"seat": seat, "clearing": clearing})]
    events += pieces.place_building(state, clearing, eb.EYRIE, eb.ROOST)
    return events + pieces.place_warriors(state, clearing, eb.EYRIE, NEW_ROOST_WARRIORS)


def _warriors_in(state: RootState, clearing: int) -> int:
    return sum(board.spot(state.board, clearing)["warriors"].values())


class EyrieBirdsongFrame(FrameBase):
    """7.4.1-7.4.3: the step it is at and the cards `added` to the Decree."""

    seat: int
    step: Literal["emergency", "decree", "new_roost", "over"]
    added: list[str]


def eyrie_birdsong_frame(seat: int) -> EyrieBirdsongFrame:
    return EyrieBirdsongFrame(type="eyrie_birdsong", seat=seat, step="emergency", added=[])


class EyrieBirdsong(Handler[EyrieBirdsongFrame, AddToDecree | Roost | Done]):
    """7.4.1-7.4.3 in order; a question only where the player has a choice."""

    type = "eyrie_birdsong"

    def prompt(self, state: RootState, frame: EyrieBirdsongFrame) -> Prompt | None:
        if frame["step"] == "decree" and decree_asks(state, frame["seat"], frame["added"]):
            params = {"added": len(frame["added"])}
            return Prompt(frame["seat"], "eyrie_add_decree", params, private=True)
        if frame["step"] == "new_roost" and len(new_roost_clearings(state)) > 1:
            return Prompt(frame["seat"], "eyrie_new_roost", {})
        return None

    def legal(
        self, state: RootState, frame: EyrieBirdsongFrame, seat: Seat
    ) -> list[AddToDecree | Roost | Done]:
        if frame["step"] == "decree":
            return [*decree_additions(state, frame["seat"], frame["added"])]
        if frame["step"] == "new_roost":
            return [Roost(c) for c in new_roost_clearings(state)]
        return []

    def apply(
        self, state: RootState, frame: EyrieBirdsongFrame, seat: Seat,
        action: AddToDecree | Roost | Done,
    ) -> list[Event]:
        if isinstance(action, Done):
            frame["step"] = "new_roost"
            return []
        if isinstance(action, AddToDecree):
            frame["added"].append(action.card)
            return add_to_decree(state, frame["seat"], action)
        return self._new_roost(state, frame, action.clearing)

    def explain(
        self, state: RootState, frame: EyrieBirdsongFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if frame["step"] == "decree":
            return addition_refused(state, frame, action)
        return roost_refused(self.legal(state, frame, seat), action)

    def run(self, state: RootState, frame: EyrieBirdsongFrame) -> list[Event]:
        seat, step = frame["seat"], frame["step"]
        if step == "emergency":
            frame["step"] = "decree"
            events = emergency_orders(state, seat)
            if events:  # a card drawn: "in Birdsong" cards may do more now
                effects.push_in_birdsong(state, seat)
            return events
        if step == "decree":
            frame["step"] = "new_roost"  # the hand is empty, or two cards are in
            return []
        spots = new_roost_clearings(state) if step == "new_roost" else []
        return self._new_roost(state, frame, spots[0]) if spots else finish(state)

    def resume(self, state: RootState, frame: EyrieBirdsongFrame, result: Any) -> list[Event]:
        return []  # the "in Birdsong" cards were offered: the steps go on

    def _new_roost(self, state: RootState, frame: EyrieBirdsongFrame, clearing: int) -> list[Event]:
        """003 7.4.3, then (who rules changed) the "in Birdsong" cards again."""
        frame["step"] = "over"
        events = place_new_roost(state, frame["seat"], clearing)
        effects.push_in_birdsong(state, frame["seat"])
        return events
