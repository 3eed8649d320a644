"""The Riverfolk Company's setup (seed 000 11.3).

11.3.1 is the supply of `Riverfolk.initial_data` (fifteen warriors, the trade
posts on their tracks). One frame, `"riverfolk_setup"`, in two steps:

    warriors  11.3.2: four warriors, one `warrior <clearing>` at a time, each in
              a clearing touching a river; then 11.3.3: three warriors into Payments
    prices    11.3.4: `prices <hand card> <riverboats> <mercenaries>`, or `done`
              to keep them
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import frames
from games.root.actions import Done
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import SetPrices, StartingWarrior
from games.root.factions.riverfolk.frames import SetupFrame
from games.root.frames import Handler
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.state import RootState

SetupAnswer = StartingWarrior | SetPrices | Done


def price_changes(state: RootState) -> list[SetPrices]:
    """Every other setting of the three markers (11.3.4, 11.6.2); `done` keeps them."""
    now = tuple(rb.prices(state)[s] for s in rb.SERVICES)
    scale = rb.price_range()
    return [SetPrices(h, r, m) for h in scale for r in scale for m in scale
            if (h, r, m) != now]


def set_prices(state: RootState, seat: int, action: SetPrices) -> list[Event]:
    rb.prices(state).update(action.as_dict())
    return [Event("riverfolk_prices", {"seat": seat, **action.as_dict()})]


def starting_spots(state: RootState) -> list[int]:
    return [c for c in rb.river_clearings(state) if pieces.may_place(state, rb.RIVERFOLK, c)]


def receive_starting_funds(state: RootState) -> list[Event]:
    """11.3.3: three warriors from the supply into Payments."""
    n = min(int(rb.faction_sheet()["setup"]["payments"]), rb.supply(state, rb.WARRIORS))
    rb.data(state)["supply"][rb.WARRIORS] -= n
    rb.add_to_box(state, "payments", rb.RIVERFOLK, n)
    return [Event("riverfolk_payments", {"seat": state.seat_of(rb.RIVERFOLK), "count": n})]


class RiverfolkSetup(Handler[SetupFrame, SetupAnswer]):
    """11.3.2-11.3.4: four river warriors, three funds in Payments, the prices."""

    type = "riverfolk_setup"

    def prompt(self, state: RootState, frame: SetupFrame) -> Prompt | None:
        if frame["step"] == "warriors":
            if not starting_spots(state):
                return None  # nowhere left on a river (no case on the fall map): go on
            left = int(rb.faction_sheet()["setup"]["warriors"]) - int(frame.get("placed", 0))
            return Prompt(frame["seat"], "riverfolk_setup_warriors", {"left": left})
        return Prompt(frame["seat"], "riverfolk_setup_prices", dict(rb.prices(state)))

    def legal(self, state: RootState, frame: SetupFrame, seat: Seat) -> list[SetupAnswer]:
        if frame["step"] == "warriors":
            return [StartingWarrior(c) for c in starting_spots(state)]
        return [*price_changes(state), Done()]

    def apply(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: SetupAnswer
    ) -> list[Event]:
        if isinstance(action, StartingWarrior):
            frame["placed"] = int(frame.get("placed", 0)) + 1
            events = pieces.place_warriors(state, action.clearing, rb.RIVERFOLK, 1)
            if frame["placed"] >= int(rb.faction_sheet()["setup"]["warriors"]):
                frame["step"] = "prices"
                events += receive_starting_funds(state)
            return events
        if isinstance(action, SetPrices):
            return set_prices(state, frame["seat"], action) + frames.finish(state)
        return frames.finish(state)

    def run(self, state: RootState, frame: SetupFrame) -> list[Event]:
        frame["step"] = "prices"
        return receive_starting_funds(state)

    def explain(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        if isinstance(action, StartingWarrior):
            return IllegalAction("root.riverfolk.not_river", clearing=action.clearing)
        if isinstance(action, SetPrices):
            return IllegalAction("root.riverfolk.price_range", low=1, high=4)
        return None
