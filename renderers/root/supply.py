"""Counting pieces: what a faction has on the map, and what is left in its supply.

The supply is worked out from the map (pieces in the box less pieces on the
map), so it is right whatever the faction's own board view reports.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from renderers.root.reading import is_piece, listed, mapping, number

if TYPE_CHECKING:
    from games.root.view_types import RootView

PIECE_NAMES = {"roost": "roosts"}  # factions.json counts some pieces in the plural


@cache
def _sheets() -> dict[str, dict[str, Any]]:
    return {k: v for k, v in load_json("root", "factions.json").items() if isinstance(v, dict)}


def sheet(faction: str) -> dict[str, Any]:
    """The printed faction board's numbers (tracks, leaders); empty if unknown."""
    return _sheets().get(faction, {})


def in_box(faction: str, kind: str) -> int:
    pieces = sheet(faction).get("pieces") or {}
    return number(pieces.get(kind, pieces.get(PIECE_NAMES.get(kind, kind))))


def _clearings(view: RootView) -> list[dict[str, Any]]:
    board = mapping(view.get("board"))
    return [here for here in board.values() if isinstance(here, dict)]


def warriors_on_map(view: RootView, faction: str) -> int:
    return sum(number(mapping(here.get("warriors")).get(faction)) for here in _clearings(view))


def buildings_on_map(view: RootView, faction: str, kind: str) -> int:
    return sum(
        1 for here in _clearings(view) for entry in listed(here.get("buildings"))
        if is_piece(entry, faction, kind)
    )


def tokens_on_map(view: RootView, faction: str, kind: str) -> int:
    return sum(
        1 for here in _clearings(view) for entry in listed(here.get("tokens"))
        if is_piece(entry, faction, kind)
    )


def token_clearings(view: RootView, faction: str, kind: str) -> list[int]:
    board = mapping(view.get("board"))
    return sorted(
        number(key) for key, here in board.items() if isinstance(here, dict)
        for entry in listed(here.get("tokens")) if is_piece(entry, faction, kind)
    )


def warriors_left(view: RootView, faction: str) -> int:
    return max(0, in_box(faction, "warriors") - warriors_on_map(view, faction))
