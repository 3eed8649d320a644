"""Step 1 of a battle: the defender's ambush and the attacker's foil (Law of
Root 2.1.4, 3.3.1, 3.3.1.I).

The defender may play an ambush card that matches the battle clearing (a bird
ambush matches any clearing); one ambush per battle. The attacker may then
cancel it with a matching ambush of their own; the defender's card is
discarded either way. The outcome is written to the fight as
`fight["ambush"]`: "hit" (two hits on the attacker), "foiled", or "none".

Who holds an ambush is secret (1.2.1), so each side is asked whenever the
table cannot rule out that it holds a matching one (`hidden.may_hold`), and
may always answer `done`: the question tells nothing, and its choices are
shown to that player alone (a private prompt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, hidden
from games.root.actions import Ambush, Done
from games.root.frames import Handler
from games.root.rules.effects import AMBUSH_GUARDS
from games.root.rules.fight import FightFrame, fight_of

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def matching_suits(state: RootState, clearing: int) -> tuple[str, str]:
    """The ambush suits that match the clearing: its own and the bird (2.1.4)."""
    return state.woods.clearings[clearing].suit, cards.BIRD


def ambush_suits(state: RootState, seat: int, clearing: int) -> list[str]:
    """The suits of the seat's ambush cards that match the clearing (2.1.4)."""
    held = {cards.suit_of(c) for c in state.hands[seat] if cards.card(c).kind == "ambush"}
    return [s for s in matching_suits(state, clearing) if s in held]


def may_ambush(state: RootState, seat: int, clearing: int) -> bool:
    """Could the seat hold a matching ambush, as far as the table can tell?"""
    suits = matching_suits(state, clearing)

    def matching_ambush(instance: str) -> bool:
        return cards.card(instance).kind == "ambush" and cards.suit_of(instance) in suits

    return hidden.may_hold(state, seat, matching_ambush)


def play_ambush(state: RootState, seat: int, suit: str) -> list[Event]:
    card = next(
        c for c in state.hands[seat] if cards.card(c).kind == "ambush" and cards.suit_of(c) == suit
    )
    return cards.discard(state, seat, card)


def may_be_ambushed(state: RootState, fight: FightFrame) -> bool:
    """3.3.1: ask the defender, unless an ambush would do nothing or the table
    knows it cannot hold one."""
    if any(guard(state, fight) for guard in AMBUSH_GUARDS):
        return False
    return may_ambush(state, fight["defender_seat"], fight["clearing"])


def ambush_frame() -> FrameBase:
    """3.3.1: the defender's question; it reads the fight beneath it."""
    return FrameBase(type="ambush")


def foil_frame() -> FrameBase:
    """3.3.1.I: the attacker's question, in place of the defender's."""
    return FrameBase(type="foil")


class _AmbushAnswer(Handler[FrameBase, Ambush | Done]):
    """Shared by both questions: answer with a matching ambush, or `done`."""

    role = "defender"

    def seat(self, fight: FightFrame) -> int:
        return int(fight["defender_seat"] if self.role == "defender" else fight["seat"])

    def prompt(self, state: RootState, frame: FrameBase) -> Prompt | None:
        fight = fight_of(state)
        if not may_ambush(state, self.seat(fight), fight["clearing"]):
            return None
        params = {"clearing": fight["clearing"]}
        return Prompt(self.seat(fight), self.type, params, private=True)

    def legal(self, state: RootState, frame: FrameBase, seat: Seat) -> list[Ambush | Done]:
        fight = fight_of(state)
        return [Ambush(s) for s in ambush_suits(state, self.seat(fight), fight["clearing"])] + [
            Done()
        ]

    def run(self, state: RootState, frame: FrameBase) -> list[Event]:
        return self.apply(state, frame, self.seat(fight_of(state)), Done())

    def explain(
        self, state: RootState, frame: FrameBase, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.error.ambush_match", options=options)


class AmbushChoice(_AmbushAnswer):
    """3.3.1: the defender may play a matching ambush card."""

    type = "ambush"
    role = "defender"

    def apply(
        self, state: RootState, frame: FrameBase, seat: Seat, action: Ambush | Done
    ) -> list[Event]:
        fight = fight_of(state)
        if isinstance(action, Done):
            fight["ambush"] = "none"
            return frames.finish(state, None)
        seat = fight["defender_seat"]
        events = play_ambush(state, seat, action.suit)
        events.append(Event("ambushed", {"seat": seat, "suit": action.suit, **_where(fight)}))
        if may_ambush(state, fight["seat"], fight["clearing"]):
            frames.replace_frame(state, foil_frame())
            return events
        fight["ambush"] = "hit"
        return events + frames.finish(state, None)


class FoilChoice(_AmbushAnswer):
    """3.3.1.I: the attacker may cancel the ambush with a matching one."""

    type = "foil"
    role = "attacker"

    def apply(
        self, state: RootState, frame: FrameBase, seat: Seat, action: Ambush | Done
    ) -> list[Event]:
        fight = fight_of(state)
        if isinstance(action, Done):
            fight["ambush"] = "hit"
            return frames.finish(state, None)
        events = play_ambush(state, fight["seat"], action.suit)
        params = {"seat": fight["seat"], "suit": action.suit, **_where(fight)}
        events.append(Event("foiled", params))
        fight["ambush"] = "foiled"
        return events + frames.finish(state, None)


def _where(fight: FightFrame) -> dict[str, Any]:
    return {"clearing": fight["clearing"]}
