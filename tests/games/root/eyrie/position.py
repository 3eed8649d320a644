"""Hand-built Root positions for the Eyrie Dynasties' rule tests.

    state = blank(leader="despot")              # empty Fall map, stand-in Marquise (seat 0)
    put(state, 3, warriors=4, roosts=1)         # Eyrie pieces (seat 1), from its supply
    put(state, 5, warriors=2, faction=RIVAL, buildings=["sawmill"])
    decree(state, recruit=["anvil#1"], move=["armorers#1"])
    give(state, "sappers#1")
    begin(state, "eyrie_daylight", step="decree")   # push a frame and let it run

Pieces put on the map come out of the owner's supply, so pieces are
conserved. The opponent is a plain stand-in "marquise" (no turn, no rule of
its own but the keep), installed by the `rival` fixture of conftest.py: these
tests depend only on the Eyrie's code and the shared rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.core.registry import get_game
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.factions.base import FACTIONS, Faction
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.setup import crown
from games.root.mapdata import load_map
from games.root.state import RootState
from tests.games.root import handbuilt

get_game("root")  # registered: the frames, factions and notation these positions use

RIVAL = "marquise"
EYRIE = "eyrie"
SEAT = 1  # the Eyrie's seat; the stand-in Marquise sits at 0


class StandIn(Faction):
    """An opponent with no turn of its own: pieces, and the keep."""

    id = RIVAL
    letter = "C"
    warriors = 25

    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        pieces = {"warriors": 25, "sawmill": 6, "workshop": 6, "recruiter": 6}
        return {"supply": {**pieces, "wood": 8, "keep": 1}}

    def push_setup(self, state: RootState, seat: int) -> None:
        return None

    def may_place_in(self, state: RootState, faction: str, clearing: int) -> bool:
        """The keep is the one Marquise rule kept (6.2.2): the Eyrie's placing tests need it."""
        return faction == self.id or "keep" not in board.tokens(state.board, clearing, self.id)

    def push_birdsong(self, state: RootState, seat: int) -> None:
        return None

    def push_daylight(self, state: RootState, seat: int) -> None:
        return None

    def push_evening(self, state: RootState, seat: int) -> None:
        return None


def blank(seed: int = 7, leader: str | None = "despot") -> RootState:
    """The stand-in Marquise at seat 0, the Eyrie at seat 1 (its turn), an
    empty map, empty hands and Decree, a shuffled deck."""
    assert isinstance(FACTIONS.get(RIVAL), StandIn), "use the `rival` fixture"
    woods = load_map("fall")
    factions = [RIVAL, EYRIE]
    state = RootState(
        players=2, options={}, rng=Rng(seed), factions=factions, turn_order=[0, 1],
        turn_index=1, board=board.empty_board(woods), hands=[[], []],
        vp={f: 0 for f in factions}, crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply={"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2,
                      "coin": 2},
    )
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    state.deck = cards.full_deck()
    state.rng.shuffle(state.deck)
    if leader:
        crown(state, SEAT, leader)
    state.phase = "birdsong"
    return state


def put(
    state: RootState,
    clearing: int,
    *,
    warriors: int = 0,
    roosts: int = 0,
    buildings: Iterable[str] = (),
    tokens: Iterable[str] = (),
    faction: str = EYRIE,
) -> None:
    """Add pieces to a clearing, taking them from the owner's supply."""
    handbuilt.put(
        state, clearing, faction, warriors=warriors,
        buildings=[eb.ROOST] * roosts + list(buildings), tokens=tokens,
    )


def decree(state: RootState, **columns: list[str]) -> None:
    for column, cards_in in columns.items():
        eb.decree(state)[column] = list(cards_in)


def give(state: RootState, *instances: str, seat: int = SEAT) -> None:
    for instance in instances:
        if instance in state.deck:
            state.deck.remove(instance)
        state.hands[seat].append(instance)


def begin(state: RootState, frame_type: str, **params: Any) -> list[Any]:
    """Push one of the Eyrie's frames (seat filled in) and run it until it asks."""
    frames.push(state, frame_type, seat=SEAT, **params)
    return frames.settle(state)


def play(state: RootState, text: str, seat: int = SEAT) -> list[Any]:
    """Apply notation through the checked `apply`, as a player would."""
    return list(state.apply(seat, text))


def legal_text(state: RootState, seat: int = SEAT) -> list[str]:
    return [str(a) for a in state.legal(seat)]


def prompt_kind(state: RootState) -> str | None:
    prompts = state.pending()
    return prompts[0].kind if prompts else None


def kinds(events: Iterable[Any]) -> list[str]:
    return [e.kind for e in events]


def top_type(state: RootState) -> str | None:
    frame = frames.top(state)
    return None if frame is None else frame["type"]
