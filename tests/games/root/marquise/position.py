"""Hand-built Root positions for the Marquise de Cat's rule tests.

    state = blank()                         # an empty Fall map, Marquise (seat 0) vs a rival
    put(state, 5, warriors=2, buildings=["sawmill"], wood=1)
    put(state, 6, warriors=3, faction="eyrie")
    give(state, 0, "anvil#1", "armorers#1")
    daylight(state)                         # her Daylight menu, three actions

Pieces put on the map come out of the owner's supply, so pieces are
conserved. The opponent is a plain stand-in faction called "eyrie" (no
special rules), installed by the `rival` fixture of conftest.py, so these
tests do not depend on the Eyrie's own code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.core.data import load_json
from games.core.registry import get_game
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.factions.base import FACTIONS, Faction
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root import handbuilt

get_game("root")  # registered: the frames, factions and notation these positions use

CAT = "marquise"
RIVAL = "eyrie"


class StandIn(Faction):
    """An opponent with no rules of its own: warriors and one building kind."""

    id = RIVAL
    letter = "E"
    warriors = 20

    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        return {"supply": {"warriors": 20, "roost": 7}}

    def push_setup(self, state: RootState, seat: int) -> None:
        return None

    def push_birdsong(self, state: RootState, seat: int) -> None:
        return None

    def push_daylight(self, state: RootState, seat: int) -> None:
        return None

    def push_evening(self, state: RootState, seat: int) -> None:
        return None


def blank(seed: int = 7) -> RootState:
    """Seat 0 the Marquise, seat 1 the rival, empty map and hands, her Daylight."""
    assert isinstance(FACTIONS.get(RIVAL), StandIn), "use the `rival` fixture"
    woods = load_map("fall")
    state = RootState(
        players=2, options={}, rng=Rng(seed), factions=[CAT, RIVAL], turn_order=[0, 1],
        board=board.empty_board(woods), hands=[[], []], vp={CAT: 0, RIVAL: 0},
        crafted_items={CAT: [], RIVAL: []}, improvements={CAT: [], RIVAL: []},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    for seat, faction in enumerate(state.factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    state.phase = "daylight"
    return state


def setup_state(seed: int = 7) -> RootState:
    """A new game at the Marquise's setup (6.3), cards dealt (5.1.3)."""
    state = blank(seed)
    state.phase = "setup"
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    frames.push(state, "setup", remaining=[CAT, RIVAL])
    frames.settle(state)
    return state


def put(
    state: RootState,
    clearing: int,
    *,
    warriors: int = 0,
    buildings: Iterable[str] = (),
    wood: int = 0,
    keep: bool = False,
    faction: str = CAT,
) -> None:
    """Add pieces to a clearing, taking them from the owner's supply."""
    tokens = ["wood"] * wood + ["keep"] * int(keep)
    handbuilt.put(state, clearing, faction, warriors=warriors, buildings=buildings, tokens=tokens)


def give(state: RootState, seat: int, *cards: str) -> None:
    state.hands[seat].extend(cards)


def daylight(state: RootState, actions: int = 3) -> None:
    """Her Daylight menu, the crafting step already over."""
    state.phase = "daylight"
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=actions)


def play(state: RootState, seat: int, text: str) -> list[Any]:
    """Apply notation through the checked `apply`, as a player would."""
    return list(state.apply(seat, text))


def legal_text(state: RootState, seat: int = 0) -> list[str]:
    return [str(a) for a in state.legal(seat)]


def wood_on_map(state: RootState) -> dict[int, int]:
    return {
        int(c): board.tokens(state.board, int(c), CAT).count("wood")
        for c in state.board
        if "wood" in board.tokens(state.board, int(c), CAT)
    }

