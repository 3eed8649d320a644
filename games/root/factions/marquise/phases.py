"""Birdsong and Evening of the Marquise de Cat, and serving her buildings
when the supply runs short (Law of Root 6.4, 6.6, 2.5).

Birdsong (6.4) puts one wood on each sawmill; Recruit (6.5.3) one warrior on
each recruiter. Pieces are limited (2.5: place as many as possible): when the
supply cannot serve every building, the Marquise chooses which ones get a
piece, one at a time (the player who places the pieces chooses where — our
decision, docs/rules/root.md). When the choice makes no difference it is not
asked.
"""

from __future__ import annotations

from games.core.data import load_json
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import ChooseBuilding
from games.root.frames import Handler, SeatFrame, finish, push_frame, replace_frame
from games.root.rules import pieces
from games.root.rules.hand import discard_down_frame
from games.root.state import RootState

PIECE_FOR = {"sawmill": mb.WOOD, "recruiter": "warriors"}


def place_at(state: RootState, building: str, clearing: int) -> list[Event]:
    if building == "sawmill":
        return pieces.place_token(state, clearing, mb.MARQUISE, mb.WOOD)
    return pieces.place_warriors(state, clearing, mb.MARQUISE, 1)


class ServeFrame(FrameBase):
    """2.5: a piece for each of the `targets` (a clearing per building of the
    kind `building`), as far as the supply goes."""

    seat: int
    building: str
    targets: list[int]


def serving_is_forced(state: RootState, frame: ServeFrame) -> bool:
    targets = frame["targets"]
    left = mb.supply(state, PIECE_FOR[frame["building"]])
    return left == 0 or left >= len(targets) or len(set(targets)) <= 1


class ServeBuildings(Handler[ServeFrame, ChooseBuilding]):
    """One piece on each building of a kind, as far as the supply goes (2.5)."""

    type = "marquise_serve"

    def prompt(self, state: RootState, frame: ServeFrame) -> Prompt | None:
        if serving_is_forced(state, frame):
            return None
        left = mb.supply(state, PIECE_FOR[frame["building"]])
        kind = f"marquise_serve_{frame['building']}"
        return Prompt(frame["seat"], kind, {"count": left})

    def legal(self, state: RootState, frame: ServeFrame, seat: Seat) -> list[ChooseBuilding]:
        return [ChooseBuilding(frame["building"], c) for c in sorted(set(frame["targets"]))]

    def apply(
        self, state: RootState, frame: ServeFrame, seat: Seat, action: ChooseBuilding
    ) -> list[Event]:
        frame["targets"].remove(action.clearing)
        return place_at(state, frame["building"], action.clearing)

    def run(self, state: RootState, frame: ServeFrame) -> list[Event]:
        events: list[Event] = []
        for clearing in list(frame["targets"]):
            if mb.supply(state, PIECE_FOR[frame["building"]]) == 0:
                break
            events += place_at(state, frame["building"], clearing)
        return events + finish(state)


def serve(state: RootState, seat: int, building: str) -> None:
    """Push the frame that serves every building of `building` kind."""
    push_frame(state, ServeFrame(type="marquise_serve", seat=seat, building=building,
                                 targets=mb.building_clearings(state, building)))


class Evening(Handler[SeatFrame]):
    """6.6: draw one card plus one per uncovered draw bonus, then discard down
    to five (the shared `"discard_down"` frame)."""

    type = "marquise_evening"

    def run(self, state: RootState, frame: SeatFrame) -> list[Event]:
        seat = frame["seat"]
        events = cards.draw(state, seat, 1 + mb.draw_bonus(state))
        limit = int(load_json("root", "general.json")["hand_limit"])
        replace_frame(state, discard_down_frame(seat, limit))
        return events
