"""Hand-built Root positions for the Riverfolk Company's rule tests: the real
Marquise (seat 0), Eyrie (seat 1) and Riverfolk (seat 2), or with `vagabond`
a Vagabond (the thief) in seat 1 instead of the Eyrie.

    state = blank()                                  # empty Fall map, empty hands
    put(state, 5, RIVER, warriors=2, tokens=["trade_post_rabbit"])
    fund(state, "funds", RIVER, 3)                   # warriors from a supply into a box
    give(state, RIVER_SEAT, "anvil#1")               # from the deck into a hand
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)

Pieces come out of their owner's supply and cards out of the deck, so both
are conserved. Cards given to the Riverfolk are face up (11.2.3).
"""

from __future__ import annotations

from games.core import get_game
from games.core.data import load_json
from games.core.rng import Rng
from games.root import board, cards
from games.root.cards import TABLE
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie.setup import crown
from games.root.factions.riverfolk import board as rb
from games.root.factions.vagabond.setup import choose_character
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root.handbuilt import begin, conserved, from_deck, kinds, put, top

__all__ = [
    "CAT", "CAT_SEAT", "EYRIE", "EYRIE_SEAT", "RIVER", "RIVER_SEAT", "VAGABOND", "begin",
    "blank", "conserved", "fund", "give", "kinds", "put", "top",
]

CAT, EYRIE, RIVER, VAGABOND = "marquise", "eyrie", "riverfolk", "vagabond"
CAT_SEAT, EYRIE_SEAT, RIVER_SEAT = 0, 1, 2


def blank(seed: int = 11, vagabond: bool = False) -> RootState:
    get_game("root")  # registers Root's frames and factions
    woods = load_map("fall")
    factions = [CAT, VAGABOND if vagabond else EYRIE, RIVER]
    game = get_game("root")
    options = {**{o.name: o.default for o in game.options}, "factions": ",".join(factions)}
    state = RootState(
        players=3, options=options, rng=Rng(seed), factions=factions,
        turn_order=[0, 1, 2], board=board.empty_board(woods), hands=[[], [], []],
        vp={f: 0 for f in factions}, crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    if vagabond:
        choose_character(state, VAGABOND, 1, "thief")
    else:
        crown(state, EYRIE_SEAT, "despot")
    state.phase = "birdsong"
    state.turn_index = RIVER_SEAT
    return state


def give(state: RootState, seat: int, *instances: str) -> None:
    """Cards from the deck into a hand; the Riverfolk's face up (11.2.3)."""
    for c in instances:
        cards.put_in_hand(state, seat, from_deck(state, c))
    if seat == RIVER_SEAT:
        cards.reveal(state, instances, [TABLE])


def fund(state: RootState, box: str, owner: str, count: int) -> None:
    """`count` of `owner`'s warriors from its supply into a box of the Riverfolk's board."""
    FACTIONS[owner].add_to_supply(state, "warriors", -count)
    rb.add_to_box(state, box, owner, count)




def warriors_total(state: RootState, faction: str) -> int:
    """Warriors on the map, in the supply and on the Riverfolk's board: always the box's."""
    on_map = sum(board.warriors(state.board, c, faction) for c in state.woods.clearings)
    on_board = sum(rb.box(state, name).get(faction, 0) for name in rb.BOXES)
    return on_map + on_board + FACTIONS[faction].supply(state, "warriors")
