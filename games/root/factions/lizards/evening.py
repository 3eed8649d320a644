"""The Lizard Cult's Evening (seed 000 10.6).

`"lizards_evening"` asks nothing itself; it runs three steps:

    return  10.6.1: every revealed card back into the hand. They were face up,
            so the table knows they are there (`state.known_cards`: TABLE).
    craft   10.6.2: the shared `"craft"` frame with the gardens as crafting
            pieces (10.2.1: every garden, for its clearing's suit).
    draw    10.6.3: one card plus one per uncovered draw bonus, then discard
            down to five (the discards go to the Lost Souls, 10.2.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.core.types import Event
from games.root import cards, frames
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.frames import EveningFrame
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.state import RootState


def take_back(state: RootState, seat: int) -> list[Event]:
    """10.6.1: the revealed cards come back into the hand, seen by everyone."""
    back = list(lb.revealed(state))
    lb.revealed(state).clear()
    for instance in back:
        cards.put_in_hand(state, seat, instance, seen_by=[cards.TABLE])
    return [Event("lizards_took_back", {"seat": seat, "cards": back})] if back else []


class LizardsEvening(Handler[EveningFrame]):
    """10.6.1 take back, 10.6.2 craft, 10.6.3 draw and discard."""

    type = "lizards_evening"

    def run(self, state: RootState, frame: EveningFrame) -> list[Event]:
        seat = frame["seat"]
        if frame["step"] == "return":
            frame["step"] = "craft"
            return take_back(state, seat)
        if frame["step"] == "craft":
            frame["step"] = "draw"
            frames.push(state, "craft", seat=seat, faction=lb.LIZARDS,
                        pieces=lb.garden_clearings(state))
            return []
        events = cards.draw(state, seat, lb.evening_draw(state))
        limit = int(load_json("root", "general.json")["hand_limit"])
        frames.replace(state, "discard_down", seat=seat, limit=limit)
        return events

    def resume(self, state: RootState, frame: EveningFrame, result: Any) -> list[Event]:
        return []  # crafting is over: the next `run` draws
