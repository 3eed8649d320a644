"""Hand-built three-player Root positions for the Lizard Cult's rule tests:
the real Marquise (seat 0), Eyrie (seat 1) and Lizard Cult (seat 2).

    state = blank()                                  # empty Fall map, empty hands
    put(state, 5, LIZARDS, warriors=2, buildings=["garden_rabbit"])
    give(state, CULT_SEAT, "anvil#1")                # from the deck into a hand
    begin(state, "lizards_daylight", seat=CULT_SEAT)

Pieces come out of their owner's supply and cards out of the deck, so both
are conserved (`conserved` counts the Lost Souls and the revealed cards).
"""

from __future__ import annotations

from games.core import get_game
from games.core.data import load_json
from games.core.rng import Rng
from games.root import board, cards
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie.setup import crown
from games.root.factions.lizards import board as lb
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root import handbuilt
from tests.games.root.handbuilt import begin, from_deck, give, kinds, put, top

__all__ = [
    "CAT", "CAT_SEAT", "CULT_SEAT", "EYRIE", "EYRIE_SEAT", "LIZARDS", "acolytes", "begin",
    "blank", "conserved", "from_deck", "give", "kinds", "put", "top",
]

CAT, EYRIE, LIZARDS = "marquise", "eyrie", "lizards"
CAT_SEAT, EYRIE_SEAT, CULT_SEAT = 0, 1, 2
FACTION_LIST = "marquise,eyrie,lizards"


def options(**more: str) -> dict[str, str]:
    game = get_game("root")
    return {**{o.name: o.default for o in game.options}, "factions": FACTION_LIST, **more}


def blank(seed: int = 11, outcast: str = "fox", fourth: str | None = None) -> RootState:
    """Marquise, Eyrie, Cult; `fourth`: a fourth faction at seat 3 (the Alliance...)."""
    get_game("root")  # registers Root's frames and factions
    woods = load_map("fall")
    factions = [CAT, EYRIE, LIZARDS, *([fourth] if fourth else [])]
    players = len(factions)
    state = RootState(
        players=players, options=options(factions=",".join(factions)), rng=Rng(seed),
        factions=factions, turn_order=list(range(players)), board=board.empty_board(woods),
        hands=[[] for _ in factions],
        vp={f: 0 for f in factions}, crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    crown(state, EYRIE_SEAT, "despot")
    lb.data(state)["outcast"] = outcast
    state.phase = "birdsong"
    state.turn_index = CULT_SEAT
    return state


def acolytes(state: RootState, count: int) -> None:
    """Acolytes come out of the warriors' supply."""
    lb.add_acolytes(state, count)
    lb.data(state)["supply"]["warriors"] -= count


def conserved(state: RootState) -> bool:
    """Every card is in exactly one place, this faction's own piles included."""
    return handbuilt.conserved(state, lb.lost_souls(state), lb.revealed(state))
