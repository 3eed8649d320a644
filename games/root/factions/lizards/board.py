"""The Lizard Cult's faction board: gardens' tracks, the Outcast marker, the
Acolytes box, the Lost Souls pile and the cards revealed this Daylight (seed
000 section 10; numbers in data/root/factions.json, `lizards`).

The board lives in `state.faction_data["lizards"]` as plain JSON:

    {"supply": {"warriors": 20, "garden_fox": 4, "garden_rabbit": 5, "garden_mouse": 5},
     "acolytes": 2, "outcast": "fox", "hated": false,
     "lost_souls": ["anvil#1"], "revealed": ["sappers#2"], "scored": ["fox"]}

A garden is a building `garden_<suit>`; the supply of `garden_<suit>` is what
is left on that suit's track (2.5.2), so the gardens on the map are five
minus it. Acolytes are Cult warriors in the Acolytes box, off the supply.
The Lost Souls (10.2.6) and the revealed cards (10.5) are face up: public.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState

LIZARDS = "lizards"
WARRIORS = "warriors"
SUITS = ("fox", "rabbit", "mouse")
GARDENS = tuple(f"garden_{suit}" for suit in SUITS)
CONSPIRACIES = ("crusade", "convert", "sanctify")


@cache
def faction_sheet() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")[LIZARDS])


def garden_of(suit: str) -> str:
    return f"garden_{suit}"


def suit_of_garden(kind: str) -> str:
    return kind.removeprefix("garden_")


def data(state: RootState) -> dict[str, Any]:
    return state.faction_data[LIZARDS]


def supply(state: RootState, kind: str) -> int:
    return int(data(state)["supply"].get(kind, 0))


def pieces_in_box() -> dict[str, int]:
    """10.3.1, 10.3.4: 25 warriors and five gardens of each suit on their tracks
    (the outcast marker is not a piece on the map)."""
    return {k: int(n) for k, n in faction_sheet()["pieces"].items() if k != "outcast"}


# -- the boxes and piles ----------------------------------------------------------------


def acolytes(state: RootState) -> int:
    return int(data(state).get("acolytes", 0))


def add_acolytes(state: RootState, count: int) -> None:
    data(state)["acolytes"] = acolytes(state) + count


def lost_souls(state: RootState) -> list[str]:
    """10.2.6: the face-up pile that takes every card bound for the discard pile."""
    pile: list[str] = data(state).setdefault("lost_souls", [])
    return pile


def revealed(state: RootState) -> list[str]:
    """10.5: the cards revealed this Daylight, face up, out of the hand until 10.6.1."""
    cards_out: list[str] = data(state).setdefault("revealed", [])
    return cards_out


def outcast(state: RootState) -> str | None:
    """10.3.3: the Outcast suit (None before setup chose it)."""
    suit = data(state).get("outcast")
    return str(suit) if suit else None


def hated(state: RootState) -> bool:
    """10.4.1: the marker on its Hated face."""
    return bool(data(state).get("hated", False))


# -- gardens ---------------------------------------------------------------------------


def gardens_on_map(state: RootState, suit: str) -> int:
    return int(faction_sheet()["pieces"][garden_of(suit)]) - supply(state, garden_of(suit))


def garden_clearings(state: RootState) -> list[int]:
    """Each garden's clearing, once per garden: the crafting pieces (10.2.1)."""
    found: list[int] = []
    for clearing in sorted(state.woods.clearings):
        found += [clearing for kind in board.buildings(state.board, clearing, LIZARDS)
                  if kind in GARDENS]
    return found


def score_vp(state: RootState, suit: str) -> int | None:
    """10.5.4 (read in docs/rules/root.md): the VP over the rightmost empty
    space of the suit's track, i.e. element [n-1] with n gardens of that suit
    on the map; None with none on the map (no Score)."""
    placed = gardens_on_map(state, suit)
    if placed <= 0:
        return None
    track = faction_sheet()["garden_track"]["vp_by_gardens_on_map"][suit]
    return int(track[min(placed, len(track)) - 1])


def draw_bonuses(state: RootState) -> int:
    """10.6.3: the draw bonuses uncovered: per suit, each printed placement
    count already reached (current printing: the 2nd garden of a suit)."""
    bonuses = faction_sheet()["garden_track"]["draw_bonus_after_placing"]
    return sum(
        1 for suit in SUITS for after in bonuses[suit] if gardens_on_map(state, suit) >= after
    )


def evening_draw(state: RootState) -> int:
    return 1 + draw_bonuses(state)


# -- conspiracies -------------------------------------------------------------------------


def conspiracy_cost(state: RootState, conspiracy: str) -> int:
    """10.4.3: the printed cost, one less (never below zero) while the Outcast is Hated."""
    cost = int(faction_sheet()["conspiracy_cost"][conspiracy])
    if hated(state):
        cost -= int(faction_sheet()["hated_discount"])
    return max(0, cost)


def outcast_clearings(state: RootState) -> list[int]:
    suit = outcast(state)
    return sorted(state.woods.of_suit(suit)) if suit else []


def ruled(state: RootState) -> list[int]:
    return ruled_clearings(state, LIZARDS)


def warriors_on_map(state: RootState) -> int:
    return sum(board.warriors(state.board, c, LIZARDS) for c in state.woods.clearings)
