"""The Marquise's Build action (Law of Root, seed 003 6.5.4).

I. Choose a clearing she rules and a building type; the leftmost building of
that track is placed, and it must be payable and placeable. II. Pay its cost
in wood from that clearing and from clearings she rules connected to it
through clearings she rules. III. Place it and score the VP uncovered.

When the wood could come from more than one place, a `"marquise_pay_wood"`
frame asks which, one wood at a time; otherwise it is taken at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.i18n import Key
from games.core.types import Event, Prompt, Seat
from games.root import board, scoring
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import Build, PayWood
from games.root.frames import Handler, finish, push_frame
from games.root.rules import pieces
from games.root.state import RootState

if TYPE_CHECKING:
    from games.root.action_types import RootAction


def open_for_building(state: RootState, clearing: int) -> bool:
    """6.5.4.I: a clearing she rules, with a free slot, where she may place."""
    return (
        mb.rules(state, clearing)
        and board.free_slots(state.board, state.woods, clearing) > 0
        and mb.may_place(state, clearing)
    )


def build_options(state: RootState) -> list[Build]:
    """Every building she can build now: one left on its track, and its cost
    in wood within reach of the clearing (6.5.4.I-II)."""
    options: list[Build] = []
    for clearing in mb.ruled_clearings(state):
        if not open_for_building(state, clearing):
            continue
        wood = mb.wood_in_area(state, clearing)
        for kind in mb.BUILDINGS:
            cost = mb.next_cost(state, kind)
            if cost is not None and cost <= wood:
                options.append(Build(kind, clearing))
    return options


def start_build(state: RootState, seat: int, action: Build) -> list[Event]:
    """6.5.4: push the payment; it places the building once the wood is paid."""
    cost = mb.next_cost(state, action.kind)
    assert cost is not None
    push_frame(state, WoodPaymentFrame(
        type="marquise_pay_wood", seat=seat, kind=action.kind, clearing=action.clearing,
        owed=cost, area=mb.wood_area(state, action.clearing),
    ))
    return []


def place_and_score(state: RootState, kind: str, clearing: int) -> list[Event]:
    """6.5.4.III: the VP are those under the building taken off the track."""
    vp = mb.next_vp(state, kind) or 0
    events = pieces.place_building(state, clearing, mb.MARQUISE, kind)
    return events + scoring.score(state, mb.MARQUISE, vp, kind)


class WoodPaymentFrame(FrameBase):
    """6.5.4.II: a `kind` of building for `clearing`, `owed` wood still to pay
    from the clearings of its `area`."""

    seat: int
    kind: str
    clearing: int
    owed: int
    area: list[int]


def sources(state: RootState, frame: WoodPaymentFrame) -> list[int]:
    return [c for c in frame["area"] if mb.wood_at(state, c) > 0]


def payment_is_forced(state: RootState, frame: WoodPaymentFrame) -> bool:
    """No choice left: nothing owed, one place to take from, or all of it needed."""
    found = sources(state, frame)
    total = sum(mb.wood_at(state, c) for c in found)
    return frame["owed"] <= 0 or len(found) <= 1 or total <= frame["owed"]


def pay_wood(state: RootState, frame: WoodPaymentFrame, clearing: int, count: int) -> list[Event]:
    taken = min(count, mb.wood_at(state, clearing), frame["owed"])
    frame["owed"] -= taken
    if taken <= 0:
        return []
    return pieces.remove_pieces(state, clearing, mb.MARQUISE, mb.WOOD, taken, None)


class PayWoodFrame(Handler[WoodPaymentFrame, PayWood]):
    """6.5.4.II: which wood pays for the building, when there is a choice."""

    type = "marquise_pay_wood"

    def prompt(self, state: RootState, frame: WoodPaymentFrame) -> Prompt | None:
        if payment_is_forced(state, frame):
            return None
        params = {"owed": frame["owed"], "clearing": frame["clearing"]}
        return Prompt(frame["seat"], "marquise_pay_wood", params)

    def legal(self, state: RootState, frame: WoodPaymentFrame, seat: Seat) -> list[PayWood]:
        return [PayWood(c) for c in sources(state, frame)]

    def apply(
        self, state: RootState, frame: WoodPaymentFrame, seat: Seat, action: PayWood
    ) -> list[Event]:
        return pay_wood(state, frame, action.clearing, 1)

    def explain(
        self, state: RootState, frame: WoodPaymentFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if not isinstance(action, PayWood):
            return None
        found = ", ".join(map(str, sources(state, frame)))
        return IllegalAction("root.marquise.no_wood_there", clearing=action.clearing,
                             sources=found)

    def run(self, state: RootState, frame: WoodPaymentFrame) -> list[Event]:
        events: list[Event] = []
        for clearing in sources(state, frame):
            events += pay_wood(state, frame, clearing, frame["owed"])
        events += place_and_score(state, frame["kind"], frame["clearing"])
        return events + finish(state)


def why_not_build(state: RootState, action: Build) -> IllegalAction:
    """The first condition of 6.5.4.I that the chosen building breaks."""
    kind, clearing = action.kind, action.clearing
    cost = mb.next_cost(state, kind)
    if cost is None:
        return IllegalAction("root.marquise.track_empty", kind=Key(f"piece.{kind}"))
    if clearing not in state.woods.clearings or not mb.rules(state, clearing):
        ruled = ", ".join(map(str, mb.ruled_clearings(state))) or "-"
        return IllegalAction("root.marquise.not_ruled", clearing=clearing, ruled=ruled)
    if board.free_slots(state.board, state.woods, clearing) <= 0:
        return IllegalAction("root.marquise.no_slot", clearing=clearing)
    if not mb.may_place(state, clearing):
        return IllegalAction("root.marquise.keep_blocks", clearing=clearing)
    have = mb.wood_in_area(state, clearing)
    return IllegalAction(
        "root.marquise.short_of_wood", kind=Key(f"piece.{kind}"), cost=cost, have=have,
        clearing=clearing,
    )
