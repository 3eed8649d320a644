"""The offering ritual ("El ritual de ofrenda") and the druid's final lap
("La última ronda del druida"): the druid asks each hut in turn for an
offering; its owner answers. The frame holds the huts still to visit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.meduris import druid, screens, turn_end
from games.meduris.actions import Offer
from games.meduris.frames import RitualFrame, Step

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


class OfferingRitual(Step[RitualFrame, Offer]):
    """The huts of the settlement the druid reached, one by one clockwise; when
    the last has answered, the turn ends."""

    type = "ritual"
    answers = (Offer,)
    final = False

    def prompt(self, state: MedurisState, frame: RitualFrame) -> Prompt | None:
        plot, size = druid.current_visit(frame["visits"])
        seat = druid.owner(state, plot)
        params = {"plot": plot + 1, "huts": size, "icons": list(state.board.plots[plot].icons)}
        return Prompt(seat, "offering", params, private=screens.decides_behind_screen(state, seat))

    def legal(self, state: MedurisState, frame: RitualFrame, seat: Seat) -> list[Offer]:
        plot, _ = druid.current_visit(frame["visits"])
        return druid.legal_offers(state, seat, plot)

    def apply(
        self, state: MedurisState, frame: RitualFrame, seat: Seat, action: Offer
    ) -> list[Event]:
        events = druid.offer(state, seat, action, frame["visits"], self.final)
        if frame["visits"]:
            return events
        return events + self.after_the_last_hut(state)

    def after_the_last_hut(self, state: MedurisState) -> list[Event]:
        return turn_end.end_turn(state)

    def refuse(
        self, state: MedurisState, frame: RitualFrame, seat: Seat, action: Offer
    ) -> IllegalAction:
        return IllegalAction("meduris.error.amounts", action=str(action))


class FinalLapOffering(OfferingRitual):
    """The final lap: every hut of the ring once, with no rune count; after the
    last, the final scoring ("Calificación final")."""

    type = "final_lap"
    final = True

    def after_the_last_hut(self, state: MedurisState) -> list[Event]:
        return turn_end.end_game(state)
