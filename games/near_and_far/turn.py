"""A player's turn (rulebook "El turno de un jugador"): visit a building of the
village, or go on an adventure; then the turn passes (rounds.py). `STEPS` lists
every step of the game, in the order of play, for the frame registry (frames.py):
the package registers them in one call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.near_and_far import adventure, duel, village
from games.near_and_far.actions import Visit, Word
from games.near_and_far.adventure import EndOfMovement, FaceAThreat, Move, Prepare
from games.near_and_far.boost import SpendHearts
from games.near_and_far.camps import PlaceAFreeCamp
from games.near_and_far.duel import ChallengeToADuel, RollForTheDuel
from games.near_and_far.frames import Frame
from games.near_and_far.quest import AttemptAQuest
from games.near_and_far.rounds import end_turn
from games.near_and_far.setup import DraftKeep, DraftPick
from games.near_and_far.treasure import DiscardATreasure
from games.near_and_far.turn_step import TurnStep
from games.near_and_far.village import VisitBuilding
from games.near_and_far.village.rules import needs_duel, occupants, visitable

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


class TakeATurn(TurnStep):
    """Rulebook "El turno de un jugador": visit any building but the one you stand
    in ("Visitar la aldea"), or, from the second round on and away from the
    player board, go on an adventure ("Irse de aventuras")."""

    type = "turn"

    def params(self, state: NearFarState, frame: Frame) -> dict[str, Any]:
        return {"round": state.round}

    def choices(self, state: NearFarState, frame: Frame, seat: int) -> list[Any]:
        out: list[Any] = [Visit(b) for b in visitable(state, seat)]
        if state.round > 1 and state.p(seat)["where"] != "board":
            out.append(Word("adventure"))
        return out

    def choose(self, state: NearFarState, frame: Frame, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Visit):
            return visit(state, seat, action.building)
        return adventure.start(state, seat)


def visit(state: NearFarState, seat: int, building: str) -> list[Event]:
    """Move the character to the building; an occupied one needs a duel first (in
    the tavern the visitor may keep the peace, unless just out of jail)."""
    player = state.p(seat)
    came_from_jail = player["where"] == "jail"
    if player["where"] == "map":
        player["space"] = None
    events = [Event("visit", {"seat": seat, "building": building})]
    if needs_duel(state, seat, building) or (
        building == "tavern" and occupants(state, seat, building) and not came_from_jail
    ):
        player["where"] = building
        return events + duel.challenge(state, seat, building)
    player["where"] = building
    return events + village.enter(state, seat, building)


class EndOfTurn(TurnStep):
    """The turn's action is over; free purchases may still be made ("Acción
    gratuita"), then `end` passes the turn."""

    type = "end"

    def choices(self, state: NearFarState, frame: Frame, seat: int) -> list[Any]:
        return [Word("end")]

    def choose(self, state: NearFarState, frame: Frame, seat: int, action: Any) -> list[Event]:
        return end_turn(state)


STEPS = (
    DraftPick,
    DraftKeep,
    TakeATurn,
    VisitBuilding,
    ChallengeToADuel,
    RollForTheDuel,
    Prepare,
    Move,
    FaceAThreat,
    EndOfMovement,
    AttemptAQuest,
    SpendHearts,
    DiscardATreasure,
    PlaceAFreeCamp,
    EndOfTurn,
)
