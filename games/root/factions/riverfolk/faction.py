"""The Riverfolk Company (seed 000 section 11; docs/rules/root.md, "Riverfolk
Company", for the readings where the seed is silent).

This module is the faction as the rest of the engine sees it: its data, the
frames of its setup and of its three phases, and the shared rules it bends:
crafting with the trade post tracks (11.2.1), rivers as paths (11.2.2, and the
riverboats it sells, 11.2.7.II), the face-up hand (11.2.3), its pieces hired as
mercenaries (11.2.7.III), trade disruption
when a trade post is removed (11.2.5.I) and the services offered at the start
of every other player's turn (11.2.6). The steps live in small modules: setup
(11.3), birdsong (11.4), daylight (11.5), evening (11.6), services
(11.2.6-11.2.7); board reads the faction board, actions holds the actions and
their notation.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.root.factions.base import Faction
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.frames import (
    birdsong_frame,
    daylight_frame,
    evening_frame,
    setup_frame,
)
from games.root.factions.riverfolk.services import MERCENARIES, RIVERBOATS, offer_services
from games.root.factions.riverfolk.view_types import RiverfolkBoard
from games.root.frames import push_frame

if TYPE_CHECKING:
    from games.root.state import RootState


class Riverfolk(Faction):
    id = rb.RIVERFOLK
    letter = "O"
    section = 11  # the Law of Root, section 11
    warriors = 15
    public_hand = True  # 11.2.3

    # -- setup (11.3) ----------------------------------------------------------------------
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        """11.3.1: fifteen warriors; the trade posts on their tracks; no funds
        yet; the prices are set in setup (11.3.4), from 1 until then."""
        low = rb.price_range()[0]
        return {
            "supply": rb.pieces_in_box(),
            **{name: {} for name in rb.BOXES},
            "prices": {service: low for service in rb.SERVICES},
        }

    def push_setup(self, state: RootState, seat: int) -> None:
        push_frame(state, setup_frame(seat))

    # -- the turn (11.4-11.6) --------------------------------------------------------------
    def push_birdsong(self, state: RootState, seat: int) -> None:
        push_frame(state, birdsong_frame(seat))

    def push_daylight(self, state: RootState, seat: int) -> None:
        push_frame(state, daylight_frame(seat))

    def push_evening(self, state: RootState, seat: int) -> None:
        push_frame(state, evening_frame(seat))

    def at_start_of_turn(self, state: RootState, seat: int) -> None:
        """11.2.6: another player may buy services."""
        offer_services(state, seat)

    # -- shared rules it bends (11.2) ------------------------------------------------------
    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """11.2.1: one crafting space per trade post on the map, of its suit
        (filled by a committed fund when used: daylight.craft)."""
        return rb.trade_post_clearings(state)

    def river_access(self, state: RootState, mover: str) -> str:
        """11.2.2 swimmers; 11.2.7.II riverboats for the buyer, this turn."""
        if mover == self.id:
            return "free"
        return "path" if state.turn_flags.get(RIVERBOATS) == mover else ""

    def counts_as(self, state: RootState) -> str | None:
        """11.2.7.III mercenaries: in the buyer's Daylight and Evening, the
        Riverfolk's pieces count as the buyer's in battle and for rule (not
        for moving: movement reads only the mover's own warriors)."""
        buyer = state.turn_flags.get(MERCENARIES)
        if not buyer or state.phase not in ("daylight", "evening"):
            return None
        return str(buyer) if state.factions[state.active] == buyer else None

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        """11.2.5.I trade disruption: half the funds, rounded up, go back to
        their owners' supplies (the post itself went back to its track, 2.5.3)."""
        if kind not in rb.TRADE_POSTS:
            return []
        events: list[Event] = []
        for _ in range(count):
            lost = math.ceil(rb.funds(state) / 2)
            moved = rb.move_funds(state, "funds", None, lost)
            params = {"seat": state.seat_of(self.id), "count": sum(moved.values())}
            events.append(Event("riverfolk_disrupted", params))
        return events

    # -- what others see -------------------------------------------------------------------
    def public_view(self, state: RootState) -> RiverfolkBoard:
        return {
            "payments": dict(rb.box(state, "payments")),
            "funds": dict(rb.box(state, "funds")),
            "committed": dict(rb.box(state, "committed")),
            "tracks": dict(rb.box(state, "tracks")),
            "trade_posts_left": {s: rb.supply(state, rb.trade_post_of(s)) for s in rb.SUITS},
            "next_trade_post_vp": {s: rb.next_vp(state, s) for s in rb.SUITS},
            "prices": dict(rb.prices(state)),
            "warriors_supply": rb.supply(state, rb.WARRIORS),
        }
