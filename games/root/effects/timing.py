"""The moments "at the start of Birdsong / Daylight / Evening" (Law of Root
3.1.3, 5.1): a `"card_effects"` frame asks the player which of their effects
of that moment to use, one at a time, until `done`.

The frame (`CardEffectsFrame`): `seat`, `timing` ("birdsong_start", "daylight_start",
"evening_start", or "birdsong": later in Birdsong, see `push_in_birdsong`).
An effect that must be used (Better Burrow Bank) keeps `done` away until it
is. When nothing is left to use, the frame finishes by itself; an effect that
opens a battle or a move pushes it on top, and the question comes back when it
is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.i18n import Key
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames
from games.root.actions import Done
from games.root.effects.actions import UseCard, action_for, is_use, target_of
from games.root.effects.registry import EFFECTS, IN_BIRDSONG, TIMINGS, mark_used, ready
from games.root.frames import Handler
from games.root.options import printed_timing

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def offers(state: RootState, seat: int, timing: str) -> list[UseCard]:
    """Every use of the seat's effects of `timing` possible now, in deck order."""
    return [
        action_for(e.card, target)
        for e in ready(state, seat, timing)
        for target in e.targets(state, seat)
    ]


def must_use(state: RootState, seat: int, timing: str) -> bool:
    """Is an effect that cannot be declined still waiting?"""
    return any(e.mandatory and e.targets(state, seat) for e in ready(state, seat, timing))


def use(state: RootState, seat: int, action: UseCard) -> list[Event]:
    """Use an effect (the action is one of `offers`): once per turn."""
    card = action.effect
    mark_used(state, card)
    return EFFECTS[card].use(state, seat, target_of(action))


def push_phase_start(state: RootState, seat: int, phase: str) -> bool:
    """At the start of `phase`: ask about the seat's effects of that moment,
    if it has any to use. True if a frame was pushed."""
    timing = f"{phase}_start"
    if timing not in TIMINGS or not offers(state, seat, timing):
        return False
    frames.push_frame(state, card_effects_frame(seat, timing))
    return True


def push_in_birdsong(state: RootState, seat: int) -> bool:
    """Later in Birdsong: the cards used "in Birdsong" are offered again after a
    step of the faction's Birdsong that may change what they do (the Eyrie's
    Emergency Orders drew a card, A New Roost changed who rules), so that
    they may be used at any moment of Birdsong, as printed. Not with
    `timing=grouped` (only at the start). True if a frame was pushed."""
    if not printed_timing(state) or not offers(state, seat, IN_BIRDSONG):
        return False
    frames.push_frame(state, card_effects_frame(seat, IN_BIRDSONG))
    return True


class CardEffectsFrame(FrameBase):
    seat: int
    timing: str  # an effect timing of effects/registry.py


def card_effects_frame(seat: int, timing: str) -> CardEffectsFrame:
    return CardEffectsFrame(type="card_effects", seat=seat, timing=timing)


class CardEffects(Handler[CardEffectsFrame, UseCard | Done]):
    type = "card_effects"

    def prompt(self, state: RootState, frame: CardEffectsFrame) -> Prompt | None:
        if not offers(state, frame["seat"], frame["timing"]):
            return None
        return Prompt(frame["seat"], f"card_effects_{frame['timing']}")

    def legal(self, state: RootState, frame: CardEffectsFrame, seat: Seat) -> list[UseCard | Done]:
        seat, timing = frame["seat"], frame["timing"]
        stop = [] if must_use(state, seat, timing) else [Done()]
        return [*offers(state, seat, timing), *stop]

    def apply(
        self, state: RootState, frame: CardEffectsFrame, seat: Seat, action: UseCard | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state)
        return use(state, frame["seat"], action)

    def run(self, state: RootState, frame: CardEffectsFrame) -> list[Event]:
        return frames.finish(state)

    def resume(self, state: RootState, frame: CardEffectsFrame, result: Any) -> list[Event]:
        return []  # the battle or move an effect opened is over: ask again

    def explain(
        self, state: RootState, frame: CardEffectsFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        if isinstance(action, Done):
            return IllegalAction("root.error.effect_required", options=options)
        if not is_use(action):
            return None
        known = action.effect in cards.catalogue()
        card = Key(f"card.{action.effect}") if known else action.effect
        return IllegalAction("root.error.effect_not_now", card=card, options=options)
