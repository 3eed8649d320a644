"""Turmoil (Law of Root 7.7): humiliate, purge, depose, rest.

The `"eyrie_turmoil"` frame takes the place of the Decree frame. It runs the
first three steps by itself and asks only for the new leader, when more than
one is face up; it then finishes with "turmoil", which ends Daylight (7.7.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import cards, scoring
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import Leader
from games.root.factions.eyrie.decree import TURMOIL, EyrieTurmoilFrame
from games.root.factions.eyrie.refusals import leader_refused
from games.root.factions.eyrie.setup import crown
from games.root.frames import Handler, finish

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def humiliate(state: RootState, seat: int) -> list[Event]:
    """7.7.1: lose 1 VP per bird card in the Decree, viziers included (never below 0)."""
    birds = eb.birds_in_decree(state)
    events = [Event("eyrie_turmoil", {"seat": seat, "birds": birds})]
    return events + scoring.score(state, eb.EYRIE, -birds, "humiliation")


def purge(state: RootState, seat: int) -> list[Event]:
    """7.7.2: every Decree card is discarded but the viziers (which are not
    stored as cards). A dominance card becomes available instead (4.3.3)."""
    purged = 0
    for column in eb.COLUMNS:
        for card in eb.decree(state)[column]:
            cards.to_discard_pile(state, card)  # the Lost Souls take it (10.2.6)
            purged += 1
        eb.decree(state)[column] = []
    return [Event("eyrie_purged", {"seat": seat, "count": purged})]


def depose(state: RootState, seat: int) -> list[Event]:
    """7.7.3: the leader goes face down; with none face up left, a new
    generation: every leader face up again (7.7.3.I), the deposed one too."""
    eyrie = eb.data(state)
    old = eyrie["leader"]
    events = [Event(f"eyrie_deposed.{old}", {"seat": seat, "leader": old})]
    eyrie["leader"] = None
    eyrie["leaders_down"].append(old)
    if not eyrie["leaders_up"]:
        eyrie["leaders_up"] = [lead for lead in eb.leaders() if lead in eyrie["leaders_down"]]
        eyrie["leaders_down"] = []
        events.append(Event("eyrie_new_generation", {"seat": seat}))
    return events


class EyrieTurmoil(Handler[EyrieTurmoilFrame, Leader]):
    """7.7.1-7.7.4; a question only for the choice of a new leader."""

    type = "eyrie_turmoil"

    def prompt(self, state: RootState, frame: EyrieTurmoilFrame) -> Prompt | None:
        if frame["step"] != "choose" or len(self.legal(state, frame, frame["seat"])) < 2:
            return None
        return Prompt(frame["seat"], "eyrie_new_leader", {})

    def legal(self, state: RootState, frame: EyrieTurmoilFrame, seat: Seat) -> list[Leader]:
        if frame["step"] != "choose":
            return []
        return [Leader(lead) for lead in eb.data(state)["leaders_up"]]

    def apply(
        self, state: RootState, frame: EyrieTurmoilFrame, seat: Seat, action: Leader
    ) -> list[Event]:
        events = crown(state, frame["seat"], action.leader)
        return events + finish(state, TURMOIL)  # 7.7.4: rest, Daylight ends

    def explain(
        self, state: RootState, frame: EyrieTurmoilFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        return leader_refused(state, action)

    def run(self, state: RootState, frame: EyrieTurmoilFrame) -> list[Event]:
        seat = frame["seat"]
        if frame["step"] == "humiliate":
            frame["step"] = "choose"
            return humiliate(state, seat) + purge(state, seat) + depose(state, seat)
        return self.apply(state, frame, seat, self.legal(state, frame, seat)[0])
