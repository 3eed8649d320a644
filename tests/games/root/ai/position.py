"""Hand-built positions for the AI tests: the card tests' positions (the real
Marquise at seat 0, the real Eyrie at seat 1, an empty Fall map), with the
Eyrie crowned and the Marquise's tracks as after her setup.

    state = blank()                              # the Marquise's Daylight menu is not open yet
    put(state, 5, warriors=3, buildings=["sawmill"], wood=2)          # Marquise pieces
    put(state, 6, warriors=2, buildings=["roost"], faction=EYRIE)     # Eyrie pieces
    marquise_daylight(state)                     # her Daylight menu, three actions
"""

from __future__ import annotations

from collections.abc import Iterable

from games.core import get_game
from games.root import frames
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie.setup import crown
from games.root.state import RootState
from tests.games.root.cards import position as cards_position
from tests.games.root.cards.position import CAT, EYRIE, give

__all__ = ["CAT", "EYRIE", "GAME", "blank", "give", "marquise_daylight", "put"]

GAME = get_game("root")


def blank(seed: int = 7, leader: str = "despot", turn_of: int = 0) -> RootState:
    state = cards_position.blank(seed)
    state.turn_index = turn_of
    crown(state, 1, leader)
    for kind in ("sawmill", "workshop", "recruiter"):
        # As after her setup (6.3.4): the first space of each track is uncovered,
        # so a building costs wood here as in a game.
        FACTIONS[CAT].add_to_supply(state, kind, -1)
    return state


def put(
    state: RootState,
    clearing: int,
    *,
    warriors: int = 0,
    buildings: Iterable[str] = (),
    wood: int = 0,
    faction: str = CAT,
) -> None:
    """Add pieces to a clearing, taking them from the owner's supply."""
    cards_position.put(
        state, clearing, faction, warriors=warriors, buildings=buildings, tokens=["wood"] * wood
    )


def marquise_daylight(state: RootState, actions: int = 3) -> None:
    """Her Daylight menu, the crafting step over, inside her turn."""
    state.phase = "daylight"
    frames.push(state, "turn", seat=0, phase="evening", started="daylight")
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=actions)
