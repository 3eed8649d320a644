"""The Woodland Alliance's setup (Law of Root 8.3).

8.3.1-8.3.3 are the supply of `Alliance.initial_data` (ten warriors, the three
bases on their spaces, ten sympathy tokens on the track). 8.3.4: three cards
from the deck go face down onto the supporters stack; one frame that asks
nothing, `"alliance_setup"`, does it in setup order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import frames
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.supporters import draw_supporters
from games.root.frames import Handler, SeatFrame

if TYPE_CHECKING:
    from games.root.state import RootState


class AllianceSetup(Handler[SeatFrame]):
    """8.3.4: gain three supporters."""

    type = "alliance_setup"

    def run(self, state: RootState, frame: SeatFrame) -> list[Event]:
        events = draw_supporters(state, int(ab.faction_sheet()["starting_supporters"]))
        return events + frames.finish(state)
