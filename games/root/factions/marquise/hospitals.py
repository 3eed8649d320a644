"""Field hospitals (Law of Root, seed 003 6.2.3, which replaces seed 000's text).

When any number of Marquise warriors are removed from a clearing, she may
spend one card matching THAT clearing (birds are wild) to put them in the
keep's clearing instead of her supply. It is asked at once, whoever's turn
it is: the frame interrupts the game until she answers. Without the keep on
the map there is nothing to ask.

Her cards are secret (1.2.1): she is asked whenever the table cannot rule out
that she holds a matching card (`hidden.may_hold`), `done` is always an
answer, and only she sees the choices. Being asked tells nobody anything.
"""

from __future__ import annotations

from typing import Any

from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, hidden
from games.root.actions import Done
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import FieldHospital
from games.root.frames import Handler, finish, push_frame
from games.root.rules import pieces
from games.root.state import RootState


def matching_cards(state: RootState, clearing: int) -> list[str]:
    seat = state.seat_of(mb.MARQUISE)
    suit = state.woods.clearings[clearing].suit
    return [c for c in state.hands[seat] if cards.matches(c, suit)]


def may_treat(state: RootState, clearing: int) -> bool:
    """The keep is on the map and, as far as the table can tell, she may hold
    a card matching the clearing."""
    if mb.keep_clearing(state) is None:
        return False
    suit = state.woods.clearings[clearing].suit
    seat = state.seat_of(mb.MARQUISE)
    return hidden.may_hold(state, seat, lambda c: cards.matches(c, suit))


def offer_field_hospitals(state: RootState, clearing: int, count: int) -> None:
    """6.2.3: ask her now (the warriors are already back in her supply)."""
    if count > 0 and may_treat(state, clearing):
        seat = state.seat_of(mb.MARQUISE)
        push_frame(state, FieldHospitalsFrame(
            type="marquise_field_hospitals", seat=seat, clearing=clearing, count=count))


class FieldHospitalsFrame(FrameBase):
    """6.2.3: `count` warriors removed from `clearing`."""

    seat: int
    clearing: int
    count: int


class FieldHospitals(Handler[FieldHospitalsFrame, FieldHospital | Done]):
    """6.2.3: spend a matching card to bring the removed warriors to the keep."""

    type = "marquise_field_hospitals"

    def prompt(self, state: RootState, frame: FieldHospitalsFrame) -> Prompt | None:
        if not may_treat(state, frame["clearing"]):
            return None  # the keep fell meanwhile: `run` lets the game go on
        params = {"count": frame["count"], "clearing": frame["clearing"]}
        return Prompt(frame["seat"], "marquise_field_hospitals", params, private=True)

    def legal(
        self, state: RootState, frame: FieldHospitalsFrame, seat: Seat
    ) -> list[FieldHospital | Done]:
        treat = [FieldHospital(c) for c in matching_cards(state, frame["clearing"])]
        return [*treat, Done()]

    def apply(
        self, state: RootState, frame: FieldHospitalsFrame, seat: Seat, action: FieldHospital | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return finish(state, False)
        keep = mb.keep_clearing(state)
        assert keep is not None
        events = cards.discard(state, frame["seat"], action.card)
        events.append(Event("marquise_field_hospitals", {
            "seat": frame["seat"], "count": frame["count"], "clearing": keep,
        }))
        events += pieces.place_warriors(state, keep, mb.MARQUISE, frame["count"])
        return events + finish(state, True)

    def run(self, state: RootState, frame: FieldHospitalsFrame) -> list[Event]:
        return finish(state, False)

    def resume(self, state: RootState, frame: FieldHospitalsFrame, result: Any) -> list[Event]:
        return []  # a later removal asked first (pushed above this one): now ask this one
