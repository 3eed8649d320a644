"""Hand-built Root positions for the card-effect tests (Marquise seat 0,
Eyrie seat 1, the real factions).

    state = blank()                              # empty Fall map, empty hands
    put(state, 5, "eyrie", warriors=2, buildings=["roost"])
    give(state, 0, "anvil#1")                    # from the deck into a hand
    improve(state, 0, "cobbler")                 # an improvement in play
    phase_start(state, 0, "evening")             # the "card_effects" frame, if any

Pieces come out of their owner's supply and cards out of the deck, so both
are conserved.
"""

from __future__ import annotations

from typing import Any

from games.core.data import load_json
from games.core.registry import get_game
from games.core.rng import Rng
from games.root import board, cards, effects, frames
from games.root.factions.base import FACTIONS
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root.handbuilt import from_deck, give, put

__all__ = [
    "CAT", "EYRIE", "blank", "card_count", "give", "improve", "legal_text", "phase_start", "put",
]

get_game("root")  # registered: the frames, factions and notation these positions use

CAT, EYRIE = "marquise", "eyrie"


def blank(seed: int = 11) -> RootState:
    woods = load_map("fall")
    factions = [CAT, EYRIE]
    state = RootState(
        players=2, options={}, rng=Rng(seed), factions=factions, turn_order=[0, 1],
        board=board.empty_board(woods), hands=[[], []], vp={f: 0 for f in factions},
        crafted_items={f: [] for f in factions}, improvements={f: [] for f in factions},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    state.phase = "daylight"
    return state


def improve(state: RootState, seat: int, *card_ids: str) -> None:
    """Put an improvement (its first free copy) in the seat's play area."""
    for card_id in card_ids:
        instance = min(c for c in state.deck if cards.card_id(c) == card_id)
        state.improvements[state.factions[seat]].append(from_deck(state, instance))


def phase_start(state: RootState, seat: int, phase: str) -> bool:
    """The moment a phase starts (what the turn frame does), then settle."""
    state.phase = phase
    pushed = effects.push_phase_start(state, seat, phase)
    frames.settle(state)
    return pushed


def legal_text(state: RootState, seat: int) -> list[str]:
    return [str(a) for a in state.legal(seat)]


def card_count(state: RootState) -> int:
    """Every card somewhere: deck, discard, hands, play areas, dominance."""
    places: list[Any] = [state.deck, state.discard, state.available_dominance, *state.hands]
    places += list(state.improvements.values())
    return sum(len(p) for p in places) + len(state.dominance)
