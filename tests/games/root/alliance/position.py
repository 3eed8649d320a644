"""Hand-built three-player Root positions for the Woodland Alliance's rule
tests: the real Marquise (seat 0), Eyrie (seat 1) and Alliance (seat 2).

    state = blank()                                  # empty Fall map, empty hands
    put(state, 5, ALLIANCE, warriors=2, buildings=["base_rabbit"], tokens=["sympathy"])
    give(state, CAT_SEAT, "anvil#1")                 # from the deck into a hand
    support(state, "root_tea_fox#1")                 # from the deck onto the supporters
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="revolt")

Pieces come out of their owner's supply and cards out of the deck, so both
are conserved; officers come out of the warriors' supply.
"""

from __future__ import annotations

from games.core import get_game
from games.core.data import load_json
from games.core.rng import Rng
from games.root import board, cards
from games.root.factions.alliance import board as ab
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie.setup import crown
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root import handbuilt
from tests.games.root.handbuilt import begin, from_deck, give, kinds, put, top

__all__ = [
    "ALLIANCE", "ALLY_SEAT", "CAT", "CAT_SEAT", "EYRIE", "EYRIE_SEAT", "begin", "blank",
    "conserved", "give", "kinds", "officers", "options", "put", "support", "top",
]

CAT, EYRIE, ALLIANCE = "marquise", "eyrie", "alliance"
CAT_SEAT, EYRIE_SEAT, ALLY_SEAT = 0, 1, 2
FACTION_LIST = "marquise,eyrie,alliance"


def options(**more: str) -> dict[str, str]:
    game = get_game("root")
    return {**{o.name: o.default for o in game.options}, "factions": FACTION_LIST, **more}


def blank(seed: int = 11) -> RootState:
    get_game("root")  # registers Root's frames and factions
    woods = load_map("fall")
    factions = [CAT, EYRIE, ALLIANCE]
    state = RootState(
        players=3, options=options(), rng=Rng(seed), factions=factions,
        turn_order=[0, 1, 2], board=board.empty_board(woods), hands=[[], [], []],
        vp={f: 0 for f in factions}, crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    crown(state, EYRIE_SEAT, "despot")
    state.phase = "birdsong"
    state.turn_index = ALLY_SEAT
    return state


def support(state: RootState, *instances: str) -> None:
    ab.supporters(state).extend(from_deck(state, c) for c in instances)


def officers(state: RootState, count: int) -> None:
    ab.data(state)["officers"] = count
    ab.data(state)["supply"]["warriors"] -= count


def conserved(state: RootState) -> bool:
    """Every card is in exactly one place, this faction's own piles included."""
    return handbuilt.conserved(state, ab.supporters(state))
