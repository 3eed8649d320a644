"""The shape of Root's view (views.py and each faction's `public_view` build it,
renderers/root reads it): plain JSON data, declared so that mypy checks every key
the renderer reads."""

# No `from __future__ import annotations`: NotRequired must be seen at run time
# (TypedDict.__required_keys__, checked by tests/renderers/test_view_types.py).
from collections.abc import Mapping
from typing import NotRequired, TypedDict

from games.core.types import PendingData, ResultData, Seat


class ClearingView(TypedDict):
    """One clearing's pieces (games/root/board.py): `[owner, kind]` pairs."""

    warriors: dict[str, int]  # per faction
    buildings: list[list[str]]  # [owner, kind]; a ruin is ["ruin", "ruin"]
    tokens: list[list[str]]  # [owner, kind]
    pawns: list[str]  # factions


class RolePair(TypedDict):
    attacker: int
    defender: int


class BattleView(TypedDict):
    """The last battle fought (rules/battle.py `step_end`), for the board image."""

    clearing: int
    attacker: str
    defender: str
    dice: list[int]  # [high, low]: the attacker rolls high (3.3.1)
    hits: RolePair  # dealt by each side
    ambush: str | None  # "none", "hit", "foiled", or None when no ambush was asked
    removed: dict[str, dict[str, int]]  # per role, pieces by kind


FactionBoards = dict[str, Mapping[str, object]]
"""Each faction in play's board, by faction id: only the factions at the table.
A board's shape is its faction's to declare, the TypedDict its `public_view`
returns (games/root/factions/<faction>/view_types.py; tests/renderers/test_view_types.py
checks each board against it), so this module names no faction."""


class CardView(TypedDict):
    """A card in a hand (cards.describe)."""

    card: str  # the instance, `armorers#2`
    id: str
    suit: str
    kind: str
    cost: tuple[str, ...] | None  # as cards.describe gives it


class RootPrivate(TypedDict):
    """What a seat adds to the public view: its hand, and cards it was shown."""

    seat: Seat
    faction: str
    hand: list[CardView]
    seen: list[list[str]]  # per holder, cards of that hand this seat was shown
    supporters: NotRequired[list[CardView]]  # the Alliance's face-down supporters (8.2.3)


class RootView(TypedDict):
    """The public view; a seat's view adds `private`."""

    game: str
    players: int
    map: str
    factions: list[str]  # per seat
    turn_order: list[Seat]
    current: Seat | None
    phase: str
    board: dict[str, ClearingView]  # by clearing number, as text
    vp: dict[str, int]  # per faction
    dominance: dict[str, str]  # activated dominance card per faction
    available_dominance: list[str]
    hand_sizes: list[int]
    hands_shown: list[list[str]]  # per seat, the cards everyone knows are in that hand
    deck_size: int
    discard: list[str]
    crafted_items: dict[str, list[str]]  # per faction
    improvements: dict[str, list[str]]  # per faction, persistent cards in play
    items_supply: dict[str, int]
    faction_boards: FactionBoards
    forests: NotRequired[dict[str, list[str]]]  # by Rootlog forest id: pawns there (9.2.2)
    quests: NotRequired[list[str]]  # the face-up quests, when a Vagabond plays (9.3)
    last_battle: BattleView | None
    battle: NotRequired[BattleView]  # the battle under way, while one is fought (3.3)
    pending: list[PendingData]
    result: ResultData | None
    private: NotRequired[RootPrivate]
