"""What every hand-built Root position does: pieces into a clearing out of their
owner's supply, cards into a hand out of the deck, so that both stay conserved.
Each test package's `position` module builds its table and re-exports these."""

from __future__ import annotations

from collections.abc import Iterable

from games.root import board
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
