"""Setup and the order of a turn: Birdsong, Daylight, Evening (Law of Root 1.4, 5.1)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired

from games.core.data import load_json
from games.core.frames import FrameBase
from games.core.types import Event
from games.root import cards, effects, frames, seating
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules import dominance
from games.root.state import RootState

Phase = Literal["birdsong", "daylight", "evening", "done"]
PHASES: tuple[Phase, ...] = ("birdsong", "daylight", "evening")


class TurnFrame(FrameBase):
    """A player's turn: whose, the phase it is in, and the phase whose start
    (3.1.3's "at the start of") has been dealt with."""

    seat: int
    phase: Phase
    started: NotRequired[Phase]


def turn_frame(seat: int) -> TurnFrame:
    return TurnFrame(type="turn", seat=seat, phase="birdsong")


class SetupFrame(FrameBase):
    """5.1: the factions still to set up, in setup order (once seated), and
    whether the starting hands were dealt."""

    remaining: NotRequired[list[str]]
    dealt: NotRequired[bool]


class Setup(Handler[SetupFrame]):
    """5.1.1-5.1.6: with `factions=choose` the seats pick their factions first
    (games/root/seating.py), then three cards each, then each faction's own
    setup in setup order (A, B, ...). Ruins and score markers are in place from
    the start."""

    type = "setup"

    def run(self, state: RootState, frame: SetupFrame) -> list[Event]:
        if "remaining" not in frame:  # 5.1.1 by choice: the picks come first
            if seating.UNCHOSEN in state.factions:
                seating.push_choosing(state)
                return []
            frame["remaining"] = seating.seat(state)
        events: list[Event] = []
        if not frame.get("dealt"):
            frame["dealt"] = True
            hand = int(load_json("root", "general.json")["starting_hand"])
            for seat in state.turn_order:
                events += cards.draw(state, seat, hand)
        while frame["remaining"]:
            faction = frame["remaining"].pop(0)
            depth = len(state.stack)
            FACTIONS[faction].push_setup(state, state.seat_of(faction))
            if len(state.stack) > depth:
                return events  # the faction's setup asks questions first
        frames.replace_frame(state, turn_frame(state.active))
        return events

    def resume(self, state: RootState, frame: SetupFrame, result: Any) -> list[Event]:
        return []  # `run` goes on with the next faction


class Turn(Handler[TurnFrame]):
    """One player's turn: the faction's Birdsong, Daylight and Evening frames
    in order, then the next player clockwise."""

    type = "turn"

    def run(self, state: RootState, frame: TurnFrame) -> list[Event]:
        phase = frame["phase"]
        seat = frame["seat"]
        if phase == "done":
            state.turn_index = (state.turn_index + 1) % state.players
            frames.replace_frame(state, turn_frame(state.active))
            return [Event("turn", {"seat": state.active})]
        if frame.get("started") != phase:
            frame["started"] = phase
            return self.start_phase(state, seat, phase)
        frame["phase"] = PHASES[PHASES.index(phase) + 1] if phase != "evening" else "done"
        faction = FACTIONS[state.factions[seat]]
        getattr(faction, f"push_{phase}")(state, seat)
        return []

    def start_phase(self, state: RootState, seat: int, phase: str) -> list[Event]:
        """The moment "at the start of" a phase, before the faction's own steps:
        the cards' effects of that moment (3.1.3) ask first, as children of the
        turn frame; the faction's frames are pushed on the next `run`."""
        if phase == "birdsong":
            state.turn_flags = {}
            won = dominance.check_dominance_victory(state, seat)  # 4.3.1, first of all
            if won:
                return won
        state.phase = phase
        effects.push_phase_start(state, seat, phase)
        if phase == "birdsong":  # offers to the player, pushed last, come first (11.2.6)
            for faction in state.factions:
                FACTIONS[faction].at_start_of_turn(state, seat)
        return [Event("phase", {"seat": seat, "phase": phase})]

    def resume(self, state: RootState, frame: TurnFrame, result: Any) -> list[Event]:
        return []  # the next `run` starts the next phase
