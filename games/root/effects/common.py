"""Small helpers the card effects share: other players, leaving play, and
whether a shared frame (a battle, a move) would offer anything."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import cards, frames
from games.root.actions import Done

if TYPE_CHECKING:
    from games.root.rules.battle import BattleFrame
    from games.root.rules.movement import MovesFrame
    from games.root.state import RootState


def other_factions(state: RootState, seat: int) -> list[str]:
    """Every other player's faction, in seat order."""
    return [f for s, f in enumerate(state.factions) if s != seat]


def discard_from_play(state: RootState, seat: int, instance: str) -> list[Event]:
    """A card "discarded to use" leaves the play area for the discard pile (2.1.3)."""
    state.improvements[state.factions[seat]].remove(instance)
    cards.to_discard_pile(state, instance)
    return [Event("improvement_discarded", {"seat": seat, "card": instance})]


def used(seat: int, card_id: str, **params: object) -> Event:
    """The public note that a card's effect was used: kind `effect_<card id>`,
    so each card has its own sentence in the log."""
    return Event(f"effect_{card_id}", {"seat": seat, **params})


def frame_would_offer(state: RootState, probe: BattleFrame | MovesFrame) -> bool:
    """Would this frame, once pushed, offer more than `done`? Asked of the
    shared frame itself, so an effect is offered exactly when the battle or
    move it opens has something to do."""
    step = frames.HANDLERS.get(probe["type"])
    if step is None:
        return False
    return any(not isinstance(a, Done) for a in step.legal(state, probe, probe["seat"]))
