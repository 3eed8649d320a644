"""The Lizard Cult's Birdsong (seed 000 10.4).

One frame, `"lizards_birdsong"`, in two steps:

    adjust        10.4.1 adjust the Outcast, then 10.4.2 discard the Lost
                  Souls; nothing is asked.
    conspiracies  10.4.3: any number of conspiracies, in any order, in
                  clearings of the Outcast suit, each paid with acolytes
                  (one fewer while the Outcast is Hated); `done` ends Birdsong.

The conspiracies (every target is read from the board, whoever owns it):

- Crusade (2): a battle (`x5 e`) in an Outcast clearing, or a move (`2w5->6`)
  out of one, after which the `"lizards_crusade"` frame offers a battle in
  the clearing reached, or `done`.
- Convert (2): remove an enemy warrior, place a Cult warrior (offered only
  with a warrior left to place: the current Law, ruling R30).
- Sanctify (3): remove an enemy building (not a token, not a ruin: the seed
  says "construcción"), place the garden of the clearing's suit (offered only
  with that garden left on its track).

Spent acolytes go back to the supply (the seed is silent; the current Law).
Everything here is public: the acolytes, the Outcast and the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import board, frames
from games.root.actions import Battle, Done, Move
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.actions import Convert, Sanctify
from games.root.factions.lizards.frames import BirdsongFrame, CrusadeFrame, crusade_frame
from games.root.factions.lizards.lost_souls import adjust_outcast, discard_lost_souls
from games.root.frames import Handler
from games.root.rules import movement, pieces
from games.root.rules.battle import battle_options, start_battle
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.state import RootState

Conspiracy = Battle | Move | Convert | Sanctify
"""10.4.3: a Crusade (a battle or a move), a Convert or a Sanctify."""


def affordable(state: RootState, conspiracy: str) -> bool:
    return lb.acolytes(state) >= lb.conspiracy_cost(state, conspiracy)


def crusades(state: RootState) -> list[Battle | Move]:
    """10.4.3.I: battles in, and moves out of, Outcast clearings."""
    suit = lb.outcast(state)
    if suit is None or not affordable(state, "crusade"):
        return []
    return [*battle_options(state, lb.LIZARDS, suit), *movement.legal_moves(state, lb.LIZARDS,
                                                                            suit)]


def converts(state: RootState) -> list[Convert]:
    """10.4.3.II: an enemy warrior in an Outcast clearing, a Cult warrior to place."""
    if not affordable(state, "convert") or lb.supply(state, WARRIORS) <= 0:
        return []
    return [
        Convert(c, enemy)
        for c in lb.outcast_clearings(state)
        if pieces.may_place(state, lb.LIZARDS, c)
        for enemy, n in sorted(board.spot(state.board, c)["warriors"].items())
        if enemy != lb.LIZARDS and n > 0
    ]


def sanctifies(state: RootState) -> list[Sanctify]:
    """10.4.3.III: an enemy building in an Outcast clearing, its suit's garden to place."""
    if not affordable(state, "sanctify"):
        return []
    found: list[Sanctify] = []
    for c in lb.outcast_clearings(state):
        garden = lb.garden_of(state.woods.clearings[c].suit)
        if lb.supply(state, garden) <= 0 or not pieces.may_place(state, lb.LIZARDS, c):
            continue
        seen = set()
        for owner, kind in board.spot(state.board, c)["buildings"]:
            if owner in (board.RUIN, lb.LIZARDS) or (owner, kind) in seen:
                continue
            seen.add((owner, kind))
            found.append(Sanctify(c, owner, kind))
    return found


def conspiracies(state: RootState) -> list[Conspiracy]:
    return [*crusades(state), *converts(state), *sanctifies(state)]


def pay(state: RootState, seat: int, conspiracy: str) -> list[Event]:
    """Spent acolytes go back to the supply."""
    cost = lb.conspiracy_cost(state, conspiracy)
    lb.add_acolytes(state, -cost)
    lb.data(state)["supply"][WARRIORS] = lb.supply(state, WARRIORS) + cost
    return [Event(f"lizards_conspiracy.{conspiracy}", {"seat": seat, "cost": cost})]


def convert(state: RootState, seat: int, action: Convert) -> list[Event]:
    events = pay(state, seat, "convert")
    events += remove_pieces(state, action.clearing, action.enemy, WARRIORS, 1, by=lb.LIZARDS)
    return events + pieces.place_warriors(state, action.clearing, lb.LIZARDS, 1)


def sanctify(state: RootState, seat: int, action: Sanctify) -> list[Event]:
    events = pay(state, seat, "sanctify")
    events += remove_pieces(state, action.clearing, action.enemy, action.building, 1,
                            by=lb.LIZARDS)
    garden = lb.garden_of(state.woods.clearings[action.clearing].suit)
    return events + pieces.place_building(state, action.clearing, lb.LIZARDS, garden)


def crusade(state: RootState, seat: int, action: Battle | Move) -> list[Event]:
    events = pay(state, seat, "crusade")
    if isinstance(action, Battle):
        return events + start_battle(state, seat, lb.LIZARDS, action.clearing, action.defender)
    # The battle question waits under the move's own questions (outrage).
    frames.push_frame(state, crusade_frame(seat, action.target))
    return events + movement.do_move(state, seat, lb.LIZARDS, action)


class LizardsBirdsong(Handler[BirdsongFrame, Conspiracy | Done]):
    """10.4.1-10.4.3."""

    type = "lizards_birdsong"

    def prompt(self, state: RootState, frame: BirdsongFrame) -> Prompt | None:
        if frame["step"] != "conspiracies" or not conspiracies(state):
            return None
        params = {"acolytes": lb.acolytes(state), "suit": lb.outcast(state) or ""}
        return Prompt(frame["seat"], "lizards_conspiracies", params)

    def legal(self, state: RootState, frame: BirdsongFrame, seat: Seat) -> list[Conspiracy | Done]:
        return [*conspiracies(state), Done()]

    def apply(
        self, state: RootState, frame: BirdsongFrame, seat: Seat, action: Conspiracy | Done
    ) -> list[Event]:
        seat = frame["seat"]
        if isinstance(action, Done):
            return frames.finish(state)
        if isinstance(action, Convert):
            return convert(state, seat, action)
        if isinstance(action, Sanctify):
            return sanctify(state, seat, action)
        return crusade(state, seat, action)

    def run(self, state: RootState, frame: BirdsongFrame) -> list[Event]:
        if frame["step"] == "adjust":
            frame["step"] = "conspiracies"
            seat = frame["seat"]
            return adjust_outcast(state, seat) + discard_lost_souls(state, seat)
        return frames.finish(state)

    def resume(self, state: RootState, frame: BirdsongFrame, result: Any) -> list[Event]:
        return []  # a battle, a move or a removal's question is over: go on

    def explain(
        self, state: RootState, frame: BirdsongFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat)[:12])
        suit = lb.outcast(state) or ""
        if isinstance(action, Battle | Move | Convert | Sanctify):
            kind = ("crusade" if isinstance(action, Battle | Move)
                    else "convert" if isinstance(action, Convert) else "sanctify")
            if not affordable(state, kind):
                return IllegalAction("root.lizards.few_acolytes", have=lb.acolytes(state),
                                     cost=lb.conspiracy_cost(state, kind), options=options)
            return IllegalAction(f"root.lizards.{kind}_where", suit=suit, options=options)
        return None


class CrusadeBattle(Handler[CrusadeFrame, Battle | Done]):
    """10.4.3.I: after a Crusade's move, a battle in the clearing reached, if wished."""

    type = "lizards_crusade"

    def prompt(self, state: RootState, frame: CrusadeFrame) -> Prompt | None:
        if not self._battles(state, frame):
            return None
        return Prompt(frame["seat"], "lizards_crusade", {"clearing": frame["clearing"]})

    def _battles(self, state: RootState, frame: CrusadeFrame) -> list[Battle]:
        return [b for b in battle_options(state, lb.LIZARDS) if b.clearing == frame["clearing"]]

    def legal(self, state: RootState, frame: CrusadeFrame, seat: Seat) -> list[Battle | Done]:
        return [*self._battles(state, frame), Done()]

    def apply(
        self, state: RootState, frame: CrusadeFrame, seat: Seat, action: Battle | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state)
        events = start_battle(state, frame["seat"], lb.LIZARDS, action.clearing, action.defender)
        frame["fought"] = True
        return events

    def run(self, state: RootState, frame: CrusadeFrame) -> list[Event]:
        return frames.finish(state)

    def resume(self, state: RootState, frame: CrusadeFrame, result: Any) -> list[Event]:
        return frames.finish(state) if frame.get("fought") else []

    def explain(
        self, state: RootState, frame: CrusadeFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.lizards.crusade_battle_where", clearing=frame["clearing"],
                             options=options)
