"""The Woodland Alliance's Evening (Law of Root 8.6; seed 003 8.6.1-8.6.2).

`"alliance_evening"` in two steps:

    operations  military operations (8.6.1), up to one per officer, in any
                order and number: a move (`3w1->5`), a battle (`x5 e`),
                recruit (`recruit 5`, a clearing with a base), organize
                (`organize 5`); `done` ends them. Public: nothing hidden decides.
    draw        one card plus one per uncovered draw bonus (a base on the
                map), then discard down to five (8.6.2).

Our reading where the seeds are silent: the limit is the number of officers
at each moment (an officer lost in the Alliance's own battle, 8.2.4, lowers
what is left), and an operation that can do nothing is not offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.core.data import load_json
from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, cards, frames
from games.root.actions import Battle, Done, Move, Recruit
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.actions import Organize
from games.root.factions.alliance.birdsong import place_sympathy
from games.root.frames import Handler
from games.root.rules import movement, pieces
from games.root.rules.battle import battle_options, start_battle, why_not_battle
from games.root.rules.hand import discard_down_frame
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


Operation = Move | Battle | Recruit | Organize
"""8.6.1's military operations, one officer each."""


class AllianceEveningFrame(FrameBase):
    """8.6: the operations step (`used`: officers spent so far), then drawing."""

    seat: int
    step: Literal["operations", "draw"]
    used: int


def alliance_evening_frame(seat: int) -> AllianceEveningFrame:
    return AllianceEveningFrame(type="alliance_evening", seat=seat, step="operations", used=0)


def operations_left(state: RootState, frame: AllianceEveningFrame) -> int:
    return max(0, ab.officers(state) - int(frame.get("used", 0)))


def recruits(state: RootState) -> list[Recruit]:
    """8.6.1.III: a warrior in a clearing with a base."""
    if ab.supply(state, WARRIORS) <= 0:
        return []
    clearings = sorted(set(ab.base_clearings(state).values()))
    return [Recruit(c) for c in clearings if pieces.may_place(state, ab.ALLIANCE, c)]


def organizes(state: RootState) -> list[Organize]:
    """8.6.1.IV: an Alliance warrior in an unsympathetic clearing where a token may go."""
    if ab.supply(state, ab.SYMPATHY) <= 0:
        return []
    return [
        Organize(c) for c in sorted(state.woods.clearings)
        if board.warriors(state.board, c, ab.ALLIANCE) > 0
        and not ab.sympathetic(state, c)
        and pieces.may_place(state, ab.ALLIANCE, c)
    ]


def operations(state: RootState, frame: AllianceEveningFrame) -> list[Operation]:
    if operations_left(state, frame) <= 0:
        return []
    return [
        *movement.legal_moves(state, ab.ALLIANCE),
        *battle_options(state, ab.ALLIANCE),
        *recruits(state),
        *organizes(state),
    ]


def organize(state: RootState, seat: int, action: Organize) -> list[Event]:
    """8.6.1.IV: remove the warrior, place the token, score the space uncovered."""
    events = remove_pieces(state, action.clearing, ab.ALLIANCE, WARRIORS, 1, by=ab.ALLIANCE)
    events.append(Event("alliance_organized", {"seat": seat, "clearing": action.clearing}))
    return events + place_sympathy(state, seat, action.clearing)


class AllianceEvening(Handler[AllianceEveningFrame, Operation | Done]):
    """8.6.1 military operations, then 8.6.2 draw and discard."""

    type = "alliance_evening"

    def prompt(self, state: RootState, frame: AllianceEveningFrame) -> Prompt | None:
        if frame["step"] != "operations" or not operations(state, frame):
            return None
        left = operations_left(state, frame)
        return Prompt(frame["seat"], "alliance_operations", {"left": left})

    def legal(
        self, state: RootState, frame: AllianceEveningFrame, seat: Seat
    ) -> list[Operation | Done]:
        return [*operations(state, frame), Done()]

    def apply(
        self, state: RootState, frame: AllianceEveningFrame, seat: Seat, action: Operation | Done
    ) -> list[Event]:
        seat = frame["seat"]
        if isinstance(action, Done):
            frame["step"] = "draw"
            return []
        frame["used"] = int(frame.get("used", 0)) + 1
        if isinstance(action, Move):
            return movement.do_move(state, seat, ab.ALLIANCE, action)
        if isinstance(action, Battle):
            return start_battle(state, seat, ab.ALLIANCE, action.clearing, action.defender)
        if isinstance(action, Recruit):
            events = [Event("alliance_recruited", {"seat": seat, "clearing": action.clearing})]
            return events + pieces.place_warriors(state, action.clearing, ab.ALLIANCE, 1)
        return organize(state, seat, action)

    def run(self, state: RootState, frame: AllianceEveningFrame) -> list[Event]:
        """No operation left (or `done`): draw by the bonuses, then discard down."""
        seat = frame["seat"]
        events = cards.draw(state, seat, ab.evening_draw(state))
        limit = int(load_json("root", "general.json")["hand_limit"])
        frames.replace_frame(state, discard_down_frame(seat, limit))
        return events

    def resume(self, state: RootState, frame: AllianceEveningFrame, result: Any) -> list[Event]:
        return []  # a battle ended (or a question it raised was answered): go on

    def explain(
        self, state: RootState, frame: AllianceEveningFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if operations_left(state, frame) <= 0 and isinstance(
            action, Move | Battle | Recruit | Organize
        ):
            return IllegalAction("root.alliance.no_officers", officers=ab.officers(state))
        if isinstance(action, Move):
            return movement.why_not_move(state, ab.ALLIANCE, action, None)
        if isinstance(action, Battle):
            return why_not_battle(state, ab.ALLIANCE, action, None)
        if isinstance(action, Recruit):
            return IllegalAction("root.alliance.recruit_where", clearing=action.clearing)
        if isinstance(action, Organize):
            return IllegalAction("root.alliance.organize_where", clearing=action.clearing)
        return None
