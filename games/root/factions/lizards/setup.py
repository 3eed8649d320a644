"""The Lizard Cult's setup (seed 000 10.3).

10.3.1 and 10.3.4 are the supply of `Lizards.initial_data` (25 warriors, five
gardens of each suit on their tracks: placing the first garden empties its
track's first space). One frame, `"lizards_setup"`, in two steps:

    corner   10.3.2: the corner opposite the Marquise's keep or the Eyrie's
             starting roost; with both in the game, one of the other two
             corners; with neither, the current Law: a corner nobody started
             in, diagonally opposite one if possible. Asked only when there
             is a choice. Four warriors and the garden of the corner's suit,
             then a warrior in each adjacent clearing.
    outcast  10.3.3: the outcast marker on any suit, Outcast face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import frames
from games.root.factions.base import FACTIONS
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.actions import ChooseOutcast, Corner
from games.root.factions.lizards.frames import SetupFrame
from games.root.frames import Handler
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.state import RootState

SetupAnswer = Corner | ChooseOutcast


def keep_and_roost(state: RootState) -> list[int]:
    """The Marquise's keep and the Eyrie's starting roost, where they are: the
    corners the seated factions hold (`Faction.corner_held`)."""
    held = (FACTIONS[f].corner_held(state) for f in state.factions if f in state.faction_data)
    return [clearing for clearing in held if clearing is not None]


def starting_corners(state: RootState) -> list[int]:
    """10.3.2 (see the module's docstring), only corners with room for the garden
    and never another faction's starting corner: with the keep and the roost both
    placed, "the other two corners" are the two neither of them is in."""
    taken = pieces.starting_clearings(state, other_than=lb.LIZARDS)
    free = [
        c for c in state.woods.corners()
        if c not in taken
        and pieces.can_place_building(state, c, lb.LIZARDS, lb.garden_of(
            state.woods.clearings[c].suit))
    ]
    anchors = keep_and_roost(state)
    if len(anchors) == 1:
        across = state.woods.clearings[anchors[0]].opposite_corner
        return [c for c in free if c == across] or free
    if len(anchors) >= 2:
        return free  # both in the game: one of the other two corners (not in `taken`)
    opposite = [c for c in free if state.woods.clearings[c].opposite_corner in taken]
    return opposite or free


def place_start(state: RootState, seat: int, clearing: int) -> list[Event]:
    """10.3.2: four warriors and the garden of the corner's suit, then one
    warrior in each adjacent clearing. One line tells it all."""
    lb.data(state)["starting_clearing"] = clearing
    suit = state.woods.clearings[clearing].suit
    setup = lb.faction_sheet()["setup"]
    pieces.place_warriors(state, clearing, lb.LIZARDS, int(setup["corner_warriors"]))
    pieces.place_building(state, clearing, lb.LIZARDS, lb.garden_of(suit))
    for neighbour in sorted(state.woods.adjacent(clearing)):
        pieces.place_warriors(state, neighbour, lb.LIZARDS, int(setup["adjacent_warriors"]))
    return [Event("lizards_start", {"seat": seat, "clearing": clearing})]


def choose_outcast(state: RootState, seat: int, suit: str) -> list[Event]:
    """10.3.3: the marker on its Outcast face."""
    lb.data(state)["outcast"] = suit
    lb.data(state)["hated"] = False
    return [Event("lizards_outcast.outcast", {"seat": seat, "suit": suit, "hated": False})]


class LizardsSetup(Handler[SetupFrame, SetupAnswer]):
    """10.3.2 the corner, then 10.3.3 the Outcast."""

    type = "lizards_setup"

    def prompt(self, state: RootState, frame: SetupFrame) -> Prompt | None:
        if frame["step"] == "corner":
            corners = starting_corners(state)
            if len(corners) < 2:
                return None  # no choice: `run` places the pieces
            listed = ", ".join(str(c) for c in corners)
            return Prompt(frame["seat"], "lizards_corner", {"clearings": listed})
        return Prompt(frame["seat"], "lizards_outcast", {})

    def legal(self, state: RootState, frame: SetupFrame, seat: Seat) -> list[SetupAnswer]:
        if frame["step"] == "corner":
            return [Corner(c) for c in starting_corners(state)]
        return [ChooseOutcast(suit) for suit in lb.SUITS]

    def apply(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: SetupAnswer
    ) -> list[Event]:
        if isinstance(action, Corner):
            frame["step"] = "outcast"
            return place_start(state, frame["seat"], action.clearing)
        return choose_outcast(state, frame["seat"], action.suit) + frames.finish(state)

    def run(self, state: RootState, frame: SetupFrame) -> list[Event]:
        corners = starting_corners(state)
        frame["step"] = "outcast"
        return place_start(state, frame["seat"], corners[0]) if corners else []

    def explain(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        if frame["step"] == "corner":
            return IllegalAction("root.lizards.corner_where", options=options)
        return IllegalAction("root.lizards.outcast_which", options=options)
