"""The Eyrie Dynasties (Law of Root 7; seed 003 where the two differ).

This module is the faction as the rest of the engine sees it: its data, the
frames of its setup and of its three phases, and the shared rules it bends
(Lords of the Forest 7.2.2, Disdain for Trade 7.2.3, the Commander 7.8.3 and
the Despot 7.8.4). The steps live in small modules: eyrie_setup (7.3),
eyrie_birdsong (7.4), eyrie_phases (7.5, 7.6), eyrie_decree (7.5.2),
eyrie_turmoil (7.7); eyrie_board reads the faction board, eyrie_actions
holds the actions and their notation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root import scoring
from games.root.factions.base import Faction
from games.root.factions.eyrie import birdsong as eyrie_birdsong
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie import decree as eyrie_decree
from games.root.factions.eyrie import phases as eyrie_phases
from games.root.factions.eyrie import turmoil as eyrie_turmoil
from games.root.factions.eyrie.birdsong import eyrie_birdsong_frame
from games.root.factions.eyrie.phases import eyrie_daylight_frame
from games.root.factions.eyrie.setup import eyrie_setup_frame, initial_data
from games.root.factions.eyrie.view_types import EyrieBoard
from games.root.frames import push_frame, seat_frame

if TYPE_CHECKING:
    from games.root.rules.fight import FightFrame, Role
    from games.root.state import RootState

# The frame handlers register themselves when their modules are imported.
_FRAME_MODULES = (eyrie_birdsong, eyrie_decree, eyrie_phases, eyrie_turmoil)


class Eyrie(Faction):
    id = eb.EYRIE
    letter = "E"
    section = 7  # the Law of Root, section 7
    anchor = True  # 5.1.1: a table includes the Marquise, the Eyrie or the Cult
    warriors = 20

    # -- setup (7.3) -----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        return initial_data()

    def push_setup(self, state: RootState, seat: int) -> None:
        push_frame(state, eyrie_setup_frame(seat))

    # -- the turn (7.4-7.6) ----------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        push_frame(state, eyrie_birdsong_frame(seat))

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, eyrie_daylight_frame(seat))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, seat_frame("eyrie_evening", seat))

    # -- shared rules it bends (7.2, 7.8) -----------------------------------------------------
    def rules_ties(self) -> bool:
        """7.2.2 Lords of the Forest: the Eyrie rules where it ties for most
        (board.ruler still gives nobody an empty clearing)."""
        return True

    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """7.2.1: the Eyrie crafts with roosts."""
        return eb.roost_clearings(state)

    def item_vp(self, state: RootState, printed_vp: int) -> int:
        """7.2.3 Disdain for Trade: an item scores 1 VP, whatever it shows, unless
        the leader is the Builder (7.8.1). Other crafting VP (card effects) are
        not items' VP and still apply (003 7.2.3)."""
        return printed_vp if eb.leader(state) == "builder" else 1

    def extra_hits(self, state: RootState, role: Role, battle: FightFrame) -> int:
        """7.8.3 the Commander: one extra hit as attacker."""
        attacking = role == "attacker" and battle.get("attacker") == self.id
        return 1 if attacking and eb.leader(state) == "commander" else 0

    def after_battle(self, state: RootState, battle: FightFrame) -> list[Event]:
        """7.8.4 the Despot: one more VP for a battle in which the Eyrie removed
        at least one enemy building or token (once per battle, R15)."""
        if eb.leader(state) != "despot":
            return []
        enemy: Role = "defender" if battle.get("attacker") == self.id else "attacker"
        lost = battle.get("removed", {}).get(enemy, {})
        if not any(n > 0 for kind, n in lost.items() if kind != eb.WARRIORS):
            return []
        return scoring.score(state, self.id, 1, "despot")

    # -- what others see -------------------------------------------------------------------
    def corner_held(self, state: RootState) -> int | None:
        """The starting roost's clearing (10.3.2: the Lizard Cult sets up opposite it)."""
        start = eb.data(state).get("starting_clearing")
        return None if start is None else int(start)

    def public_view(self, state: RootState) -> EyrieBoard:
        data = eb.data(state)
        roosts = len(eb.roost_clearings(state))
        return {
            "leader": data["leader"],
            "leaders_face_up": list(data["leaders_up"]),
            "leaders_face_down": list(data["leaders_down"]),
            "decree": {col: eb.column_cards(state, col) for col in eb.COLUMNS},
            "viziers": list(eb.viziers(state)),
            "roost_track": {
                "on_map": roosts,
                "left": int(data["supply"].get(eb.ROOST, 0)),
                "evening_vp": eb.roost_score(roosts),
                "evening_draw": eb.evening_draw(roosts),
            },
            "warriors_supply": int(data["supply"].get(eb.WARRIORS, 0)),
            "starting_clearing": data.get("starting_clearing"),
        }


