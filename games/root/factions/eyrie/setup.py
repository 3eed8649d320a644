"""The Eyrie's setup (seed 003 7.3, which updates 000 7.3.2).

One frame, `"eyrie_setup"`, in two steps: the starting corner (7.3.2: asked
only when there is a choice; with the Marquise it is the corner opposite the
keep), then the leader (7.3.3). The 20 warriors (7.3.1) and the roost track
filled but for its leftmost space (7.3.5) are the supply of `initial_data`;
the viziers (7.3.4) follow the leader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import Leader, Roost
from games.root.factions.eyrie.refusals import leader_refused, roost_refused
from games.root.frames import Handler, finish
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

START_WARRIORS = 6


def initial_data() -> dict[str, Any]:
    """7.3.1, 7.3.5: every piece in the supply, no leader yet, an empty Decree."""
    return {
        "supply": eb.pieces_in_box(),
        "leader": None,
        "leaders_up": list(eb.leaders()),
        "leaders_down": [],
        "decree": {column: [] for column in eb.COLUMNS},
        "starting_clearing": None,
    }


def starting_corners(state: RootState) -> list[int]:
    """003 7.3.2: a corner that is nobody's starting clearing and, if possible,
    diagonally opposite one."""
    taken = pieces.starting_clearings(state, other_than=eb.EYRIE)
    free = [
        c for c in state.woods.corners()
        if c not in taken and pieces.can_place_building(state, c, eb.EYRIE, eb.ROOST)
    ]
    opposite = [c for c in free if state.woods.clearings[c].opposite_corner in taken]
    return opposite or free


def place_start(state: RootState, seat: int, clearing: int) -> list[Event]:
    """7.3.2: a roost and six warriors; this is the Eyrie's starting clearing.
    One line tells both (the pieces' own "placed" lines would repeat it)."""
    eb.data(state)["starting_clearing"] = clearing
    pieces.place_building(state, clearing, eb.EYRIE, eb.ROOST)
    pieces.place_warriors(state, clearing, eb.EYRIE, START_WARRIORS)
    return [Event("eyrie_start", {"seat": seat, "clearing": clearing})]


def crown(state: RootState, seat: int, leader: str) -> list[Event]:
    """7.3.3 / 7.7.3: the leader takes the leader's space; the viziers move
    under its columns (derived from the leader, see eyrie_board)."""
    eyrie = eb.data(state)
    eyrie["leader"] = leader
    eyrie["leaders_up"] = [lead for lead in eyrie["leaders_up"] if lead != leader]
    return [Event(f"eyrie_leader.{leader}", {"seat": seat, "leader": leader})]


class EyrieSetupFrame(FrameBase):
    """7.3.2-7.3.4: the starting corner, then the leader."""

    seat: int
    step: Literal["corner", "leader"]


def eyrie_setup_frame(seat: int) -> EyrieSetupFrame:
    return EyrieSetupFrame(type="eyrie_setup", seat=seat, step="corner")


class EyrieSetup(Handler[EyrieSetupFrame, Roost | Leader]):
    """7.3.2-7.3.4: the starting corner, then the leader."""

    type = "eyrie_setup"

    def prompt(self, state: RootState, frame: EyrieSetupFrame) -> Prompt | None:
        if frame["step"] == "corner":
            corners = starting_corners(state)
            if len(corners) < 2:
                return None  # no choice: `run` places the roost
            return Prompt(frame["seat"], "eyrie_corner", {"clearings": _listed(corners)})
        return Prompt(frame["seat"], "eyrie_leader", {})

    def legal(self, state: RootState, frame: EyrieSetupFrame, seat: Seat) -> list[Roost | Leader]:
        if frame["step"] == "corner":
            return [Roost(c) for c in starting_corners(state)]
        return [Leader(lead) for lead in eb.data(state)["leaders_up"]]

    def apply(
        self, state: RootState, frame: EyrieSetupFrame, seat: Seat, action: Roost | Leader
    ) -> list[Event]:
        if isinstance(action, Roost):
            frame["step"] = "leader"
            return place_start(state, frame["seat"], action.clearing)
        events = crown(state, frame["seat"], action.leader)
        return events + finish(state)

    def explain(
        self, state: RootState, frame: EyrieSetupFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if frame["step"] == "corner":
            return roost_refused(self.legal(state, frame, seat), action)
        return leader_refused(state, action)

    def run(self, state: RootState, frame: EyrieSetupFrame) -> list[Event]:
        corners = starting_corners(state)
        frame["step"] = "leader"
        return place_start(state, frame["seat"], corners[0]) if corners else []


def _listed(clearings: list[int]) -> str:
    return ", ".join(str(c) for c in clearings)
