"""The Lizard Cult's board as the table sees it (10.2): what `public_view`
returns and renderers/root/board_lizards.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import TypedDict

from games.root.view_types import CardView


class LizardsBoard(TypedDict):
    """The Lizard Cult's board (seed 000 10.2-10.3). Gardens are buildings on
    the map, `["lizards", "garden_fox"]` and so on. The Lost Souls and the
    revealed cards are face up (10.2.6, 10.5): public; the hand is not."""

    acolytes: int
    outcast: str | None  # the Outcast suit (10.3.3)
    hated: bool  # the marker on its Hated face (10.4.1)
    lost_souls: list[CardView]
    revealed: list[CardView]
    gardens: dict[str, int]  # on the map, per suit
    gardens_left: dict[str, int]  # on the tracks, per suit
    score_vp: dict[str, int | None]  # what Score would give now (10.5.4); None: no garden
    conspiracy_cost: dict[str, int]  # crusade, convert, sanctify, after the Hated discount
    warriors_supply: int
    evening_draw: int
