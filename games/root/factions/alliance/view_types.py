"""The Woodland Alliance's board as the table sees it (8.2): what `public_view`
returns and renderers/root/board_alliance.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import TypedDict


class SympathyTrack(TypedDict):
    """The Alliance's sympathy tokens (8.2.5): what the next one costs and scores."""

    on_map: int
    left: int
    next_cost: int | None  # supporters of the clearing's suit; None when none is left
    next_vp: int | None


class AllianceBoard(TypedDict):
    """The Woodland Alliance's board (8.2). Bases are buildings on the map,
    `["alliance", "base_fox"]` and so on; sympathy is a token,
    `["alliance", "sympathy"]`. The supporters are face down: only their count
    is public (the cards are the seat's `private.supporters`)."""

    supporters: int
    supporters_limit: int | None  # None: no limit (a base is on the map, 8.2.3)
    bases_left: list[str]  # suits whose base is still on the board, not on the map
    officers: int
    sympathy: SympathyTrack
    warriors_supply: int
    evening_draw: int
