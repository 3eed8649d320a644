"""The Marquise de Cat's setup (Law of Root 6.3; seed 003 6.3 where it differs).

One frame, `"marquise_setup"`, asks two things in turn: the corner of the
keep (6.3.2), then where each starting building goes (6.3.4). The garrison
(6.3.3) follows the keep at once; the reserves (6.3.1) and the tracks filled
but for their leftmost space (6.3.5) are the supply of `initial_data`.
"""

from __future__ import annotations

from typing import Literal, NotRequired

from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import PlaceBuilding, PlaceKeep
from games.root.frames import Handler, finish
from games.root.rules import pieces
from games.root.state import RootState


def initial_supply() -> dict[str, int]:
    """6.3.1 and 6.3.5: 25 warriors, 8 wood, the keep, and six of each building
    (the track's leftmost building is the one placed in setup)."""
    return {kind: int(n) for kind, n in mb.faction_facts()["pieces"].items()}


def keep_corners(state: RootState) -> list[int]:
    """6.3.2: any corner clearing she may place the keep in."""
    return [c for c in state.woods.corners() if mb.may_place(state, c)]


def garrison(state: RootState, keep: int) -> list[Event]:
    """6.3.3: a warrior in every clearing but the corner opposite the keep,
    told in one line (the clearings listed), not one line per warrior."""
    opposite = state.woods.clearings[keep].opposite_corner
    placed: list[int] = []
    for clearing in sorted(state.woods.clearings):
        if clearing != opposite and pieces.place_warriors(state, clearing, mb.MARQUISE, 1):
            placed.append(clearing)
    params = {"seat": state.seat_of(mb.MARQUISE), "clearings": ", ".join(map(str, placed))}
    return [Event("marquise_garrison", {**params, "opposite": opposite})]


def starting_spots(state: RootState, kinds: list[str]) -> list[PlaceBuilding]:
    """6.3.4: the keep's clearing or one adjacent to it, with a free slot (2.2.3)."""
    keep = mb.keep_clearing(state)
    if keep is None:
        return []
    spots = [keep, *state.woods.adjacent(keep)]
    open_spots = sorted(
        c for c in spots
        if board.free_slots(state.board, state.woods, c) > 0 and mb.may_place(state, c)
    )
    return [PlaceBuilding(kind, c) for kind in kinds for c in open_spots]


class MarquiseSetupFrame(FrameBase):
    """6.3: the keep's corner first, then the starting buildings `left` to place."""

    seat: int
    step: Literal["keep", "buildings"]
    left: NotRequired[list[str]]


def marquise_setup_frame(seat: int) -> MarquiseSetupFrame:
    return MarquiseSetupFrame(type="marquise_setup", seat=seat, step="keep")


class MarquiseSetup(Handler[MarquiseSetupFrame, PlaceKeep | PlaceBuilding]):
    """6.3.2-6.3.4: the keep, the garrison, then the three starting buildings."""

    type = "marquise_setup"

    def prompt(self, state: RootState, frame: MarquiseSetupFrame) -> Prompt | None:
        if not self.legal(state, frame, frame["seat"]):
            return None  # nowhere left to place: `run` ends the setup (2.5)
        if frame["step"] == "keep":
            return Prompt(frame["seat"], "marquise_keep", {})
        return Prompt(frame["seat"], "marquise_start_building", {"count": len(frame["left"])})

    def legal(
        self, state: RootState, frame: MarquiseSetupFrame, seat: Seat
    ) -> list[PlaceKeep | PlaceBuilding]:
        if frame["step"] == "keep":
            return [PlaceKeep(c) for c in keep_corners(state)]
        return list(starting_spots(state, frame["left"]))

    def apply(
        self, state: RootState, frame: MarquiseSetupFrame, seat: Seat,
        action: PlaceKeep | PlaceBuilding,
    ) -> list[Event]:
        if isinstance(action, PlaceKeep):
            # One line for the keep: "sets the keep" already says it was placed.
            pieces.place_token(state, action.clearing, mb.MARQUISE, mb.KEEP)
            events = [Event("marquise_keep", {"seat": frame["seat"], "clearing": action.clearing})]
            events += garrison(state, action.clearing)
            frame["step"] = "buildings"
            frame["left"] = list(mb.BUILDINGS)
            return events
        events = pieces.place_building(state, action.clearing, mb.MARQUISE, action.kind)
        frame["left"].remove(action.kind)
        return events + (finish(state) if not frame["left"] else [])

    def run(self, state: RootState, frame: MarquiseSetupFrame) -> list[Event]:
        return finish(state)  # no corner or no spot left: nothing more to place (2.5)
