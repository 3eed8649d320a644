"""Hand-built positions for the AI tests: the real Marquise (seat 0) against
the real Eyrie (seat 1), an empty Fall map, a shuffled deck.

    state = blank()                              # the Marquise's Daylight menu is not open yet
    put(state, 5, warriors=3, buildings=["sawmill"], wood=2)          # Marquise pieces
    put(state, 6, warriors=2, buildings=["roost"], faction=EYRIE)     # Eyrie pieces
    marquise_daylight(state)                     # her Daylight menu, three actions
"""

from __future__ import annotations

from collections.abc import Iterable

from games.core import get_game
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie_setup import crown
from games.root.mapdata import load_map
from games.root.state import RootState

CAT, EYRIE = "marquise", "eyrie"
GAME = get_game("root")


def blank(seed: int = 7, leader: str = "despot", turn_of: int = 0) -> RootState:
    woods = load_map("fall")
    factions = [CAT, EYRIE]
    state = RootState(
        players=2, options={}, rng=Rng(seed), factions=factions, turn_order=[0, 1],
        turn_index=turn_of, board=board.empty_board(woods), hands=[[], []],
        vp={f: 0 for f in factions}, crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply={"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2,
                      "coin": 2},
    )
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    crown(state, 1, leader)
    for kind in ("sawmill", "workshop", "recruiter"):
        # As after her setup (6.3.4): the first space of each track is uncovered,
        # so a building costs wood here as in a game.
        FACTIONS[CAT].add_to_supply(state, kind, -1)
    state.phase = "daylight"
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
    owner = FACTIONS[faction]
    if warriors:
        board.add_warriors(state.board, clearing, faction, warriors)
        owner.add_to_supply(state, "warriors", -warriors)
    for kind in buildings:
        board.add_building(state.board, clearing, faction, kind)
        owner.add_to_supply(state, kind, -1)
    for _ in range(wood):
        board.add_token(state.board, clearing, faction, "wood")
        owner.add_to_supply(state, "wood", -1)


def give(state: RootState, seat: int, *instances: str) -> None:
    for instance in instances:
        if instance in state.deck:
            state.deck.remove(instance)
        state.hands[seat].append(instance)


def marquise_daylight(state: RootState, actions: int = 3) -> None:
    """Her Daylight menu, the crafting step over, inside her turn."""
    state.phase = "daylight"
    frames.push(state, "turn", seat=0, phase="evening", started="daylight")
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=actions)
