"""Effects used in Daylight: Tax Collector and Codebreakers (any time in the
seat's Daylight, once per turn, from its Daylight menu) and Command Warren
(at the start of Daylight). Law of Root 3.1.3; the cards, in data.json.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import board, cards, frames
from games.root.effects.common import frame_would_offer, other_factions, used
from games.root.effects.registry import CardEffect, Target
from games.root.options import card_choice_optional
from games.root.rules.battle import BattleFrame, battle_frame
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.state import RootState


class TaxCollector(CardEffect):
    """Once in Daylight: remove one of your warriors from the map, draw a card."""

    card = "tax_collector"
    timing = "daylight"

    def targets(self, state: RootState, seat: int) -> list[Target]:
        faction = state.factions[seat]
        return [c for c in sorted(state.woods.clearings)
                if board.warriors(state.board, c, faction) > 0]

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        assert isinstance(target, int)
        faction = state.factions[seat]
        events = [used(seat, self.card, clearing=target)]
        events += remove_pieces(state, target, faction, WARRIORS, 1, by=faction)
        return events + cards.draw(state, seat, 1)


class Codebreakers(CardEffect):
    """Once in Daylight: look at another player's hand (1.2.1: it is shown
    explicitly, to the one who looks and nobody else)."""

    card = "codebreakers"
    timing = "daylight"

    def targets(self, state: RootState, seat: int) -> list[Target]:
        return [f for f in other_factions(state, seat) if state.hands[state.seat_of(f)]]

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        assert isinstance(target, str)
        other = state.seat_of(target)
        shown = {"seat": seat, "rival": other, "cards": list(state.hands[other])}
        cards.reveal(state, state.hands[other], [seat])
        return [
            used(seat, self.card, rival=other),
            Event("hand_seen", shown, to=frozenset({seat}), barrier=True),
        ]


class CommandWarren(CardEffect):
    """At the start of Daylight you may initiate a battle (the shared
    `"battle"` frame). Using the card is that choice: the battle that follows is
    not optional, so a single possible battle is fought without a question
    (issue 14: a question that changes nothing is not asked); `card_choice=optional`
    (games stored before issue 14) may still decline it with `done`."""

    card = "command_warren"
    timing = "daylight_start"

    def _battle(self, state: RootState, seat: int) -> BattleFrame:
        return battle_frame(seat, state.factions[seat], None, card_choice_optional(state))

    def targets(self, state: RootState, seat: int) -> list[Target]:
        offered = frame_would_offer(state, self._battle(state, seat))
        return [None] if offered else []

    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        frames.push_frame(state, self._battle(state, seat))
        return [used(seat, self.card)]
