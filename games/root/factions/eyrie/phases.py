"""The Eyrie's Daylight and Evening (Law of Root 7.5, 7.6).

Daylight (`"eyrie_daylight"`) runs in steps:

    extras_first    the shared Daylight extras (dominance cards, card effects), or `done`
    craft           crafting with roosts: the shared "craft" frame (7.5.1)
    extras_crafted  the extras again once something was crafted (`timing=printed`:
                    "in your Daylight" includes the moment between crafting and
                    the Decree — craft the items, then activate a dominance card)
    decree          resolving the Decree: "eyrie_decree" (7.5.2), maybe turmoil (7.7)
    extras_last     once more after a Decree resolved in full, or `done`

The extras are asked whenever the table cannot rule them out
(`rules.may_offer_extras`: an activation needs a dominance card in hand, which
is secret, 1.2.1), with `done` always an answer; with cards in hand the
choices are the player's alone (a private prompt). Turmoil ends Daylight at
once (7.7.4), so nothing more is offered after it. Evening (`"eyrie_evening"`)
scores the roost track, draws, then gives way to "discard_down" (7.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, NotRequired

from games.core.data import load_json
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, scoring
from games.root.actions import Done
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.decree import TURMOIL, eyrie_decree_frame
from games.root.frames import Handler, SeatFrame
from games.root.options import printed_timing
from games.root.rules import apply_daylight_extra, daylight_extras, may_offer_extras
from games.root.rules.crafting import craft_frame
from games.root.rules.hand import discard_down_frame

if TYPE_CHECKING:
    from games.root.rules.daylight import DaylightExtra
    from games.root.state import RootState

DaylightStep = Literal["extras_first", "craft", "extras_crafted", "decree", "extras_last"]

NEXT_STEP: dict[DaylightStep, DaylightStep] = {
    "extras_first": "craft",
    "craft": "extras_crafted",
    "extras_crafted": "decree",
    "decree": "extras_last",
}
PROMPT_OF_STEP = {"extras_first": "before", "extras_crafted": "crafted", "extras_last": "after"}


class EyrieDaylightFrame(FrameBase):
    """7.5: the step it is at; `crafted`, the cards crafted (once known)."""

    seat: int
    step: DaylightStep
    crafted: NotRequired[int]


def eyrie_daylight_frame(seat: int) -> EyrieDaylightFrame:
    return EyrieDaylightFrame(type="eyrie_daylight", seat=seat, step="extras_first")


def asks_extras(state: RootState, frame: EyrieDaylightFrame) -> bool:
    """Is this step a question about the extras? Between crafting and the
    Decree only as printed, and only if something was crafted (otherwise
    nothing changed since the question before crafting)."""
    step = frame["step"]
    if step not in PROMPT_OF_STEP or not may_offer_extras(state, frame["seat"]):
        return False
    return step != "extras_crafted" or (printed_timing(state) and bool(frame.get("crafted")))


class EyrieDaylight(Handler[EyrieDaylightFrame, "DaylightExtra | Done"]):
    """7.5: craft, then the Decree; the shared extras before and after."""

    type = "eyrie_daylight"

    def prompt(self, state: RootState, frame: EyrieDaylightFrame) -> Prompt | None:
        if not asks_extras(state, frame):
            return None
        seat, when = frame["seat"], PROMPT_OF_STEP[frame["step"]]
        private = bool(state.hands[seat])  # the dominance cards are the hand's
        return Prompt(seat, f"eyrie_daylight_extras.{when}", {}, private=private)

    def legal(
        self, state: RootState, frame: EyrieDaylightFrame, seat: Seat
    ) -> list[DaylightExtra | Done]:
        if self.prompt(state, frame) is None:
            return []
        return [*daylight_extras(state, frame["seat"]), Done()]

    def apply(
        self, state: RootState, frame: EyrieDaylightFrame, seat: Seat, action: DaylightExtra | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return self._advance(state, frame)
        return apply_daylight_extra(state, frame["seat"], action)

    def run(self, state: RootState, frame: EyrieDaylightFrame) -> list[Event]:
        step, seat = frame["step"], frame["seat"]
        if step == "craft":
            pieces = eb.roost_clearings(state)
            frames.push_frame(state, craft_frame(seat, eb.EYRIE, pieces))
        elif step == "decree":
            frames.push_frame(state, eyrie_decree_frame(seat))
        return self._advance(state, frame)

    def resume(self, state: RootState, frame: EyrieDaylightFrame, result: Any) -> list[Event]:
        """Crafting hands back the cards crafted; a Decree that ended in
        turmoil means rest: Daylight is over (7.7.4)."""
        if frame["step"] == "extras_crafted" and "crafted" not in frame:
            frame["crafted"] = result
        return frames.finish(state) if result == TURMOIL else []

    def _advance(self, state: RootState, frame: EyrieDaylightFrame) -> list[Event]:
        if frame["step"] == "extras_last":
            return frames.finish(state)
        frame["step"] = NEXT_STEP[frame["step"]]
        return []


def evening_score(state: RootState, seat: int) -> list[Event]:
    """7.6.1: the VP of the rightmost empty space of the roost track."""
    roosts = len(eb.roost_clearings(state))
    return scoring.score(state, eb.EYRIE, eb.roost_score(roosts), "roosts")


def evening_draw(state: RootState, seat: int) -> list[Event]:
    """7.6.2: one card, plus one per uncovered draw bonus."""
    return cards.draw(state, seat, eb.evening_draw(len(eb.roost_clearings(state))))


class EyrieEvening(Handler[SeatFrame]):
    """7.6.1-7.6.2: score, draw, then discard down to five."""

    type = "eyrie_evening"

    def run(self, state: RootState, frame: SeatFrame) -> list[Event]:
        seat = frame["seat"]
        events = evening_score(state, seat) + evening_draw(state, seat)
        limit = int(load_json("root", "general.json")["hand_limit"])
        frames.replace_frame(state, discard_down_frame(seat, limit))
        return events
