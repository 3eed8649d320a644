"""The Eyrie's faction board: leaders, the Decree, the roost track and the
supply (Law of Root 7.1-7.3, 7.8; numbers in data/root/factions.json).

The board lives in `state.faction_data["eyrie"]` as plain JSON:

    {"supply": {"warriors": 14, "roost": 6},
     "leader": "despot", "leaders_up": ["builder", ...], "leaders_down": [...],
     "decree": {"recruit": ["anvil#1"], "move": [], "battle": [], "build": []},
     "starting_clearing": 3}

The two Loyal Viziers are not stored: they always sit under the two columns
the current leader names (7.3.4, 7.7.3), so they are derived from the leader.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board, cards
from games.root.cards import BIRD

if TYPE_CHECKING:
    from games.root.state import RootState

EYRIE = "eyrie"
ROOST = "roost"
WARRIORS = "warriors"
COLUMNS = ("recruit", "move", "battle", "build")
VIZIER = "vizier"  # a Loyal Vizier in a Decree column: a bird card that is never discarded


@cache
def faction_sheet() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")[EYRIE])


@cache
def leaders() -> dict[str, tuple[str, ...]]:
    """Each leader and the two columns of its viziers (7.8), in printed order."""
    return {lead["id"]: tuple(lead["viziers"]) for lead in faction_sheet()["leaders"]}


def data(state: RootState) -> dict[str, Any]:
    return state.faction_data[EYRIE]


def leader(state: RootState) -> str | None:
    return data(state).get("leader")


def viziers(state: RootState) -> tuple[str, ...]:
    """The columns holding a Loyal Vizier now (none before a leader is chosen)."""
    current = leader(state)
    return leaders()[current] if current else ()


def decree(state: RootState) -> dict[str, list[str]]:
    columns: dict[str, list[str]] = data(state)["decree"]
    return columns


def column_cards(state: RootState, column: str) -> list[str]:
    """A column as it is resolved: its cards, then its vizier if it has one."""
    return list(decree(state)[column]) + [VIZIER] * viziers(state).count(column)


def decree_suit(card: str) -> str:
    """The suit a Decree card orders: a vizier is a bird (7.3.4)."""
    return BIRD if card == VIZIER else cards.suit_of(card)


def birds_in_decree(state: RootState) -> int:
    """Bird cards in the Decree, viziers included (7.7.1)."""
    return sum(decree_suit(c) == BIRD for col in COLUMNS for c in column_cards(state, col))


def roost_clearings(state: RootState) -> list[int]:
    """Clearings with a roost, one entry per roost (the crafting pieces, 7.2.1)."""
    here = board.spot  # read often by the AI's judge: one pass, no lists built
    return [clearing for clearing in sorted(state.woods.clearings)
            for owner, kind in here(state.board, clearing)["buildings"]
            if owner == EYRIE and kind == ROOST]


def warriors_on_map(state: RootState) -> int:
    return sum(board.warriors(state.board, c, EYRIE) for c in state.woods.clearings)


def roost_score(roosts_on_map: int) -> int:
    """VP of the rightmost empty space of the roost track (7.6.1)."""
    track = faction_sheet()["roost_track"]
    if roosts_on_map <= 0:
        return int(track["vp_with_zero_roosts"])
    return int(track["vp_by_roosts_on_map"][roosts_on_map - 1])


def evening_draw(roosts_on_map: int) -> int:
    """One card, plus one per uncovered draw bonus of the roost track (7.6.2)."""
    bonuses = faction_sheet()["roost_track"]["draw_bonus_after_placing"]
    return 1 + sum(roosts_on_map >= int(n) for n in bonuses)


def pieces_in_box() -> dict[str, int]:
    """The pieces the faction owns (7.3.1, 7.3.5): the supply before setup."""
    sheet = faction_sheet()["pieces"]
    return {WARRIORS: int(sheet["warriors"]), ROOST: int(sheet["roosts"])}


def matches_clearing(state: RootState, suit: str, clearing: int) -> bool:
    """Does a card of `suit` order an action in `clearing`? Birds: anywhere (2.1.1)."""
    return suit == BIRD or state.woods.clearings[clearing].suit == suit
