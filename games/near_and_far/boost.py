"""Hearts spent after a roll (rulebook "Batirse en duelo": "después de tirar tu dado
y sumarle todos tus modificadores ... puedes gastar cuantos corazones quieras";
"Enfrentarse a un peligro"; "Gestas")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.near_and_far import adventure, duel, quest
from games.near_and_far.actions import Number, Word
from games.near_and_far.cards import hearts_available, spend_hearts
from games.near_and_far.frames import BoostFrame
from games.near_and_far.turn_step import TurnStep

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


class SpendHearts(TurnStep[BoostFrame, Number | Word]):
    """After a roll that falls short, the active player may spend the hearts that
    win (a duel: only the challenger; a threat; a quest: its target or its target
    + 2), +1 each, or yield. The frame keeps what the roll was for."""

    type = "boost"

    def params(self, state: NearFarState, frame: BoostFrame) -> dict[str, Any]:
        return {"for": frame["for"]}

    def choices(self, state: NearFarState, frame: BoostFrame, seat: int) -> list[Number | Word]:
        # A card bought meanwhile may have taken food that Meditation counted as hearts.
        hearts = hearts_available(state, seat)
        spends = [Number("spend", n) for n in frame["spend"] if n <= hearts]
        return [*spends, Word("yield")]

    def choose(
        self, state: NearFarState, frame: BoostFrame, seat: int, action: Number | Word
    ) -> list[Event]:
        spent = action.n if isinstance(action, Number) else 0
        if spent:
            spend_hearts(state, seat, spent)
        events = [Event("hearts_spent", {"seat": seat, "hearts": spent})] if spent else []
        return events + self.outcome(state, frame, seat, spent)

    @staticmethod
    def outcome(state: NearFarState, frame: BoostFrame, seat: int, spent: int) -> list[Event]:
        if frame["for"] == "duel":
            return duel.won(state, seat) if spent else duel.lost(state, seat)
        if frame["for"] == "threat":
            if spent:
                return adventure.defeat_threat(state, seat)
            return adventure.threat_failed(state, seat)
        total = frame["total"] + spent
        return quest.resolve(state, seat, frame["card"], frame["option"], total)
