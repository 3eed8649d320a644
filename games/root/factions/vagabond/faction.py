"""The Vagabond (Law of Root 9; seed 003 where the two seeds differ).

The faction as the rest of the engine sees it: its data, the frames of its
setup and phases, and the shared rules it bends: the pawn never rules nor is
removed (9.2.2), max rolled hits are undamaged swords (9.2.6), defenceless
without them (9.2.4), hits damage items (9.2.7), removals change
relationships (9.2.9.III), no dominance victory (9.2.8). A second Vagabond
(9.7) is the same rules under the id `vagabond2` (Rootlog "G").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root.factions.base import Faction
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond import fight as vf
from games.root.factions.vagabond.frames import (
    birdsong_frame,
    daylight_frame,
    evening_frame,
    setup_frame,
)
from games.root.factions.vagabond.phases import refresh_count
from games.root.factions.vagabond.setup import initial_data
from games.root.factions.vagabond.view_types import ItemState, ItemView, VagabondBoard
from games.root.frames import push_frame

if TYPE_CHECKING:
    from games.root.rules.fight import FightFrame, Role
    from games.root.state import RootState


class Vagabond(Faction):
    id = vb.VAGABOND
    letter = "V"
    section = 9  # the Law of Root, section 9
    warriors = 0
    move_frame = "vagabond_move"  # a move a card grants moves the pawn (Cobbler)

    # -- setup (9.3) -----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        return initial_data(state, self.id)

    def push_setup(self, state: RootState, seat: int) -> None:
        push_frame(state, setup_frame(seat, self.id))

    # -- the turn (9.4-9.6) ------------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        count = refresh_count(state, self.id)
        push_frame(state, birdsong_frame(seat, self.id, count))

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, daylight_frame(seat, self.id))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, evening_frame(seat, self.id))

    # -- crafting (9.2.1): its hammers are paid in its own Daylight action -------------------
    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        here = vb.clearing_of(state, self.id)
        return [] if here is None else [here] * vb.count_ready(state, self.id, vb.HAMMER)

    # -- battle (9.2.4, 9.2.6, 9.2.7, 9.2.9.II) ---------------------------------------------------
    def max_rolled_hits(self, state: RootState, battle: FightFrame, role: Role) -> int:
        return vb.max_rolled_hits(state, self.id) + vf.ally_warriors(state, battle, role)

    def defenceless(self, state: RootState, battle: FightFrame) -> bool:
        return vb.max_rolled_hits(state, self.id) == 0

    def fights_on(self, state: RootState, battle: FightFrame) -> bool:
        return True  # 9.2.2: the pawn is never removed

    def choose_hits(self, state: RootState, battle: FightFrame, role: Role) -> bool:
        return vf.choose_battle_hits(state, battle, role)

    def take_hits(self, state: RootState, battle: FightFrame, role: Role) -> list[Event]:
        return vf.apply_battle_hits(state, battle, role)

    def after_battle(self, state: RootState, battle: FightFrame) -> list[Event]:
        return vf.after_battle(state, self.id, battle)

    def after_removing(
        self, state: RootState, clearing: int, victim: str, kind: str, count: int
    ) -> list[Event]:
        return vf.after_removing(state, self.id, victim, kind, count)

    def on_full_removal(self, state: RootState, clearing: int, by: str) -> list[Event]:
        return vf.full_removal(state, self.id, clearing)

    def may_win_by_dominance(self, state: RootState) -> bool:
        return False  # 9.2.8: a coalition instead (its own Daylight action)

    def coalition_partner(self, state: RootState) -> str | None:
        partner = vb.data(state, self.id).get("coalition")
        return None if partner is None else str(partner)

    # -- what others see -------------------------------------------------------------------
    def pawn_forest(self, state: RootState) -> str | None:
        return vb.forest_of(state, self.id)

    def shared_quests(self, state: RootState) -> list[str] | None:
        return vb.face_up_quests(state) if self.id == vb.VAGABOND else None

    def public_view(self, state: RootState) -> VagabondBoard:
        data = vb.data(state, self.id)
        tracks: dict[str, list[ItemView]] = {k: [] for k in vb.rules_data()["track_items"]}
        satchel: list[ItemView] = []
        for piece in data["items"]:
            shown = item_view(piece)
            if vb.on_track_slot(state, self.id, piece):
                tracks[piece["item"]].append(shown)
            else:
                satchel.append(shown)
        satchel.sort(key=lambda it: (it["state"], vb.ITEM_ORDER.index(it["item"])))
        return {
            "character": data["character"],
            "satchel": satchel,
            "tracks": tracks,
            "relationships": dict(data["relationships"]),
            "coalition": data.get("coalition"),
            "quests_done": list(data["quests_done"]),
            "item_limit": vb.item_limit(state, self.id),
        }


def item_view(piece: dict[str, Any]) -> ItemView:
    state: ItemState
    if piece["damaged"]:
        state = "damaged_exhausted" if piece["exhausted"] else "damaged"
    else:
        state = "exhausted" if piece["exhausted"] else "ready"
    return {"item": piece["item"], "state": state}


class SecondVagabond(Vagabond):
    """9.7: the second Vagabond's board."""

    id = vb.VAGABOND2
    letter = "G"
    second_board_of = vb.VAGABOND  # a table lists it as `vagabond` again
