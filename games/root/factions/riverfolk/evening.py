"""The Riverfolk Company's Evening (seed 000 11.6; no draw, cards come by the
Daylight draw): `"riverfolk_evening"` in two steps.

    discard  11.6.1: down to five cards (the shared "discard_down" frame)
    prices   11.6.2 (printed "10.6.2"): `prices <hand card> <riverboats>
             <mercenaries>` or `done` (kept as they are) ends the turn
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import frames
from games.root.actions import Done
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import SetPrices
from games.root.factions.riverfolk.frames import EveningFrame
from games.root.factions.riverfolk.setup import price_changes, set_prices
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.state import RootState


class RiverfolkEvening(Handler[EveningFrame, SetPrices | Done]):
    """11.6.1 discard down to five, then 11.6.2 set prices."""

    type = "riverfolk_evening"

    def prompt(self, state: RootState, frame: EveningFrame) -> Prompt | None:
        if frame["step"] != "prices":
            return None
        return Prompt(frame["seat"], "riverfolk_prices", dict(rb.prices(state)))

    def legal(self, state: RootState, frame: EveningFrame, seat: Seat) -> list[SetPrices | Done]:
        return [*price_changes(state), Done()]

    def apply(
        self, state: RootState, frame: EveningFrame, seat: Seat, action: SetPrices | Done
    ) -> list[Event]:
        if isinstance(action, SetPrices):
            return set_prices(state, frame["seat"], action) + frames.finish(state)
        return frames.finish(state)

    def run(self, state: RootState, frame: EveningFrame) -> list[Event]:
        """11.6.1: the discard first; the prices are asked once it is done."""
        frame["step"] = "prices"
        limit = int(load_json("root", "general.json")["hand_limit"])
        frames.push(state, "discard_down", seat=frame["seat"], limit=limit)
        return []

    def resume(self, state: RootState, frame: EveningFrame, result: Any) -> list[Event]:
        return []

    def explain(
        self, state: RootState, frame: EveningFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        if isinstance(action, SetPrices):
            low, high = rb.price_range()[0], rb.price_range()[-1]
            return IllegalAction("root.riverfolk.price_range", low=low, high=high)
        return None
