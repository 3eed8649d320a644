"""The Vagabond's Birdsong and Evening (seed 003 9.4, 9.6).

Birdsong (`"vagabond_birdsong"`): refresh (9.4.1: two exhausted items per
face-up tea on its track, then three more; asked only when there are more
exhausted items than that), then slip (9.4.2: to an adjacent clearing or
forest for free, even into hostile warriors, or `done`).

Evening (`"vagabond_evening"`): rest in a forest (9.6.1: every damaged item
repaired and face up), draw one card plus one per face-up coin on its track
(9.6.2), discard down to five (9.6.3, the shared `"discard_down"`), then items
over the limit go back to the box (9.6.4, `"vagabond_drop"`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames
from games.root.actions import Done
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import Drop, PawnMove, Refresh
from games.root.factions.vagabond.choice import ItemChoice
from games.root.factions.vagabond.frames import BirdsongFrame, DropFrame, EveningFrame, drop_frame
from games.root.frames import Handler, finish

if TYPE_CHECKING:
    from games.root.state import RootState

BirdsongAnswer = Refresh | PawnMove | Done


def refresh_count(state: RootState, faction: str) -> int:
    """9.4.1: two per face-up tea on its track, then three."""
    rd = vb.rules_data()
    return int(rd["refresh_base"]) + int(rd["refresh_per_tea"]) * vb.on_track(
        state, faction, vb.TEA
    )


def slip(state: RootState, faction: str, seat: int, target: str) -> list[Event]:
    if target.isdigit():
        vb.place_pawn(state, faction, int(target), None)
        return [Event("vagabond_slipped", {"seat": seat, "clearing": int(target)})]
    vb.place_pawn(state, faction, None, target)
    return [Event("vagabond_slipped_forest", {"seat": seat, "forest": target.replace("_", ", ")})]


class VagabondBirdsong(ItemChoice[BirdsongFrame, BirdsongAnswer]):
    """9.4.1 refresh, 9.4.2 slip."""

    type = "vagabond_birdsong"

    def _refreshable(self, state: RootState, frame: BirdsongFrame) -> list[Refresh]:
        if frame["left"] <= 0:
            return []
        kinds = dict.fromkeys(it["item"] for it in vb.exhausted(state, frame["faction"]))
        return [Refresh(k) for k in sorted(kinds, key=vb.ITEM_ORDER.index)]

    def _choice(self, state: RootState, frame: BirdsongFrame) -> bool:
        exhausted = vb.exhausted(state, frame["faction"])
        return len(exhausted) > frame["left"] > 0 and len(self._refreshable(state, frame)) > 1

    def prompt(self, state: RootState, frame: BirdsongFrame) -> Prompt | None:
        seat = frame["seat"]
        if frame["step"] == "refresh":
            if not self._choice(state, frame):
                return None
            return Prompt(seat, "vagabond_refresh", {"count": frame["left"]})
        return Prompt(seat, "vagabond_slip", {})

    def legal(self, state: RootState, frame: BirdsongFrame, seat: Seat) -> list[BirdsongAnswer]:
        if frame["step"] == "refresh":
            return list(self._refreshable(state, frame))
        targets = vb.slip_targets(state, frame["faction"])
        return [*(PawnMove(t) for t in targets), Done()]

    def apply(
        self, state: RootState, frame: BirdsongFrame, seat: Seat, action: BirdsongAnswer
    ) -> list[Event]:
        if isinstance(action, Refresh):
            frame["left"] -= 1
            vb.refresh(state, frame["faction"], action.item)
            return []
        if isinstance(action, PawnMove):
            events = slip(state, frame["faction"], frame["seat"], action.target)
            return events + finish(state)
        return finish(state)

    def run(self, state: RootState, frame: BirdsongFrame) -> list[Event]:
        """Refresh without a choice: all of them, or only one kind left."""
        faction = frame["faction"]
        options = self._refreshable(state, frame)
        if options:
            return self.apply(state, frame, frame["seat"], options[0])
        frame["step"] = "slip"
        count = frame["count"] - frame["left"]
        return [Event("vagabond_refreshed", {"seat": frame["seat"], "count": count,
                                             "faction": faction})]


class VagabondEvening(Handler[EveningFrame]):
    """9.6.1-9.6.4."""

    type = "vagabond_evening"

    def run(self, state: RootState, frame: EveningFrame) -> list[Event]:
        seat, faction = frame["seat"], frame["faction"]
        if frame["step"] == "rest":
            events: list[Event] = []
            if vb.forest_of(state, faction) is not None and vb.damaged(state, faction):
                for piece in vb.damaged(state, faction):
                    piece["damaged"] = False
                    piece["exhausted"] = False
                events.append(Event("vagabond_rested", {"seat": seat}))
            events += cards.draw(state, seat, 1 + vb.on_track(state, faction, vb.COIN))
            frame["step"] = "capacity"
            limit = int(load_json("root", "general.json")["hand_limit"])
            frames.push(state, "discard_down", seat=seat, limit=limit)
            return events
        frames.replace_frame(state, drop_frame(seat, faction))
        return []

    def resume(self, state: RootState, frame: EveningFrame, result: Any) -> list[Event]:
        return []


def over_limit(state: RootState, faction: str) -> int:
    return len(vb.satchel_and_damaged(state, faction)) - vb.item_limit(state, faction)


class VagabondDrop(ItemChoice[DropFrame, Drop]):
    """9.6.4 (seed 003): items over the limit, of his choice, back to the box."""

    type = "vagabond_drop"

    def _options(self, state: RootState, frame: DropFrame) -> list[Drop]:
        if over_limit(state, frame["faction"]) <= 0:
            return []
        found = dict.fromkeys(
            Drop(it["item"], bool(it["damaged"]))
            for it in vb.satchel_and_damaged(state, frame["faction"])
        )
        return sorted(found, key=lambda d: (d.damaged, vb.ITEM_ORDER.index(d.item)))

    def prompt(self, state: RootState, frame: DropFrame) -> Prompt | None:
        if len(self._options(state, frame)) < 2:
            return None
        count = over_limit(state, frame["faction"])
        return Prompt(frame["seat"], "vagabond_drop", {"count": count})

    def legal(self, state: RootState, frame: DropFrame, seat: Seat) -> list[Drop]:
        return list(self._options(state, frame))

    def apply(self, state: RootState, frame: DropFrame, seat: Seat, action: Drop) -> list[Event]:
        vb.remove_item(state, frame["faction"], action.item, action.damaged)
        return [Event("vagabond_dropped", {"seat": frame["seat"], "item": action.item})]

    def run(self, state: RootState, frame: DropFrame) -> list[Event]:
        options = self._options(state, frame)
        if options:
            return self.apply(state, frame, frame["seat"], options[0])
        return finish(state)
