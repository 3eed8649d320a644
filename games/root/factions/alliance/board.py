"""The Woodland Alliance's faction board: supporters, officers, bases and the
sympathy track (Law of Root 8.1-8.3; seed 003 where it differs from 000;
numbers in data/root/factions.json).

The board lives in `state.faction_data["alliance"]` as plain JSON:

    {"supply": {"warriors": 7, "sympathy": 8, "base_fox": 1, "base_rabbit": 0, "base_mouse": 1},
     "supporters": ["anvil#1", "sappers#2"], "officers": 2}

The supporters are face down (8.2.3): only their number is public, the cards
are the Alliance's own (`Alliance.face_down_cards`). Officers are warriors
taken from the supply. A base is a building `base_<suit>`; a sympathy token
is a token `sympathy`. Both go back to the board when removed (2.5.2-2.5.3),
so the supply is also the track: what it holds tells what the next token costs
and scores, and which Evening draw bonuses are uncovered.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board, cards
from games.root.rules.pieces import hired, rules_ties_factions

if TYPE_CHECKING:
    from games.root.state import RootState

ALLIANCE = "alliance"
WARRIORS = "warriors"
SYMPATHY = "sympathy"
BASE_SUITS = ("fox", "rabbit", "mouse")
BASES = tuple(f"base_{suit}" for suit in BASE_SUITS)


@cache
def faction_sheet() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")[ALLIANCE])


def base_of(suit: str) -> str:
    return f"base_{suit}"


def suit_of_base(base: str) -> str:
    return base.removeprefix("base_")


def data(state: RootState) -> dict[str, Any]:
    return state.faction_data[ALLIANCE]


def supply(state: RootState, kind: str) -> int:
    return int(data(state)["supply"].get(kind, 0))


def supporters(state: RootState) -> list[str]:
    """The face-down supporters stack (8.2.3): the state's own list."""
    stack: list[str] = data(state)["supporters"]
    return stack


def officers(state: RootState) -> int:
    return int(data(state).get("officers", 0))


def pieces_in_box() -> dict[str, int]:
    """8.3.1-8.3.3: ten warriors, the three bases on the board, ten sympathy tokens."""
    return {kind: int(n) for kind, n in faction_sheet()["pieces"].items()}


# -- the map --------------------------------------------------------------------------


def sympathetic(state: RootState, clearing: int) -> bool:
    """8.2.5.II: a clearing with a sympathy token."""
    return SYMPATHY in board.tokens(state.board, clearing, ALLIANCE)


def sympathy_clearings(state: RootState) -> list[int]:
    """Sympathetic clearings, in order: also the crafting pieces (8.2.1)."""
    return [c for c in sorted(state.woods.clearings) if sympathetic(state, c)]


def sympathy_on_map(state: RootState) -> int:
    return len(sympathy_clearings(state))


def base_clearings(state: RootState) -> dict[str, int]:
    """Each base on the map and its clearing."""
    found = {}
    for clearing in sorted(state.woods.clearings):
        for kind in board.buildings(state.board, clearing, ALLIANCE):
            found[kind] = clearing
    return found


def bases_on_map(state: RootState) -> list[str]:
    return sorted(base_clearings(state))


def bases_left(state: RootState) -> list[str]:
    """Suits whose base is still on the faction board (not on the map)."""
    return [suit for suit in BASE_SUITS if supply(state, base_of(suit)) > 0]


def warriors_on_map(state: RootState) -> int:
    return sum(board.warriors(state.board, c, ALLIANCE) for c in state.woods.clearings)


# -- the tracks -----------------------------------------------------------------------


def next_cost(state: RootState) -> int | None:
    """Supporters the next sympathy token costs (8.4.2.II), before Martial Law;
    None when every token is on the map."""
    placed = sympathy_on_map(state)
    track = faction_sheet()["sympathy_track"]["cost"]
    return int(track[placed]) if supply(state, SYMPATHY) > 0 and placed < len(track) else None


def next_vp(state: RootState) -> int | None:
    """VP of the space the next sympathy token uncovers (8.4.2.III)."""
    placed = sympathy_on_map(state)
    track = faction_sheet()["sympathy_track"]["vp"]
    return int(track[placed]) if supply(state, SYMPATHY) > 0 and placed < len(track) else None


def supporters_limit(state: RootState) -> int | None:
    """003 8.2.3.I: five without a base on the map; no limit with one."""
    if bases_on_map(state):
        return None
    return int(faction_sheet()["supporters_limit_without_bases"])


def evening_draw(state: RootState) -> int:
    """8.6.2: one card, plus one per draw bonus uncovered (a base on the map)."""
    return 1 + len(bases_on_map(state))


def martial_law(state: RootState, clearing: int) -> bool:
    """8.4.2.II.a: another player has at least three warriors there."""
    needed = int(faction_sheet()["martial_law_warriors"])
    here = board.spot(state.board, clearing)["warriors"]
    return any(n >= needed for f, n in here.items() if f != ALLIANCE)


def matches_clearing(instance: str, state: RootState, clearing: int) -> bool:
    """A card that may be spent for the clearing's suit: birds are wild (2.1.1)."""
    return cards.matches(instance, state.woods.clearings[clearing].suit)


def ruled_by_alliance(state: RootState) -> list[int]:
    ties = rules_ties_factions(state)
    ruled = board.rulers(state.board, ties, hired(state))
    return [c for c in sorted(state.woods.clearings) if ruled[c] == ALLIANCE]
