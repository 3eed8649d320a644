"""The Riverfolk Company's Birdsong (seed 000 11.4): three steps in order,
none with a choice, so the frame `"riverfolk_birdsong"` asks nothing.

    11.4.1 Protectionism: Payments empty, two warriors from the supply there.
    11.4.2 Dividends: with a trade post on the map, 1 VP per two funds
           (the Funds box only, rounded down: docs/rules/root.md).
    11.4.3 Gather funds: Payments, Committed and the track spaces into Funds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root import frames, scoring
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.frames import BirdsongFrame
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.state import RootState


def protectionism(state: RootState, seat: int) -> list[Event]:
    """11.4.1: as many of the two as the supply holds (2.5)."""
    if rb.count(state, "payments") > 0:
        return []
    n = min(int(rb.faction_sheet()["protectionism_warriors"]), rb.supply(state, rb.WARRIORS))
    if n <= 0:
        return []
    rb.data(state)["supply"][rb.WARRIORS] -= n
    rb.add_to_box(state, "payments", rb.RIVERFOLK, n)
    return [Event("riverfolk_protectionism", {"seat": seat, "count": n})]


def dividends(state: RootState) -> list[Event]:
    """11.4.2: 1 VP per two funds, with a trade post on the map."""
    if not rb.trade_posts_on_map(state):
        return []
    return scoring.score(state, rb.RIVERFOLK, rb.funds(state) // 2, "dividends")


def gather_funds(state: RootState, seat: int) -> list[Event]:
    """11.4.3: every warrior on the faction board into the Funds box."""
    moved = 0
    for name in ("payments", "committed", "tracks"):
        moved += sum(rb.move_funds(state, name, "funds", rb.count(state, name)).values())
    return [Event("riverfolk_gathered", {"seat": seat, "count": moved, "funds": rb.funds(state)})]


class RiverfolkBirdsong(Handler[BirdsongFrame]):
    """11.4.1-11.4.3, in order."""

    type = "riverfolk_birdsong"

    def run(self, state: RootState, frame: BirdsongFrame) -> list[Event]:
        seat = frame["seat"]
        events = protectionism(state, seat) + dividends(state)
        return events + gather_funds(state, seat) + frames.finish(state)

    def resume(self, state: RootState, frame: BirdsongFrame, result: Any) -> list[Event]:
        return []
