"""What every hand-built Root position does: pieces into a clearing out of their
owner's supply, cards into a hand out of the deck, so that both stay conserved.
Each test package's `position` module builds its table and re-exports these."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.core.types import Event
from games.root import board, cards, frames
from games.root.factions.base import FACTIONS
from games.root.state import RootState


def put(
    state: RootState,
    clearing: int,
    faction: str,
    *,
    warriors: int = 0,
    buildings: Iterable[str] = (),
    tokens: Iterable[str] = (),
) -> None:
    """Add pieces to a clearing, taking them from the owner's supply."""
    owner = FACTIONS[faction]
    if warriors:
        board.add_warriors(state.board, clearing, faction, warriors)
        owner.add_to_supply(state, "warriors", -warriors)
    for kind in buildings:
        board.add_building(state.board, clearing, faction, kind)
        owner.add_to_supply(state, kind, -1)
    for kind in tokens:
        board.add_token(state.board, clearing, faction, kind)
        owner.add_to_supply(state, kind, -1)


def from_deck(state: RootState, instance: str) -> str:
    state.deck.remove(instance)
    return instance


def give(state: RootState, seat: int, *instances: str) -> None:
    state.hands[seat].extend(from_deck(state, c) for c in instances)


def begin(state: RootState, frame_type: str, **params: Any) -> list[Event]:
    """Push a frame by hand and let the engine run it up to its first question."""
    frames.push(state, frame_type, **params)
    return frames.settle(state)


def top(state: RootState) -> dict[str, Any]:
    frame = frames.top(state)
    assert frame is not None
    return frame


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def conserved(state: RootState, *piles: Iterable[str]) -> bool:
    """Every card is in exactly one place: the shared ones, plus a faction's own
    `piles` (the Alliance's supporters, the Cult's Lost Souls and revealed cards)."""
    places = [*state.deck, *state.discard, *state.available_dominance,
              *(c for hand in state.hands for c in hand),
              *(c for f in state.improvements.values() for c in f),
              *state.dominance.values(), *(c for pile in piles for c in pile)]
    return sorted(places) == sorted(cards.full_deck())
