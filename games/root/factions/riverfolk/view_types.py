"""The Riverfolk Company's board as the table sees it (11.2): what `public_view`
returns and renderers/root/board_riverfolk.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import TypedDict


class RiverfolkBoard(TypedDict):
    """The Riverfolk Company's board (11.2). Trade posts are tokens on the map,
    `["riverfolk", "trade_post_fox"]` and so on. Everything here is public; the
    hand is face up too (11.2.3: `RootView.hands_shown`)."""

    payments: dict[str, int]  # warriors in each box, by owner
    funds: dict[str, int]
    committed: dict[str, int]
    tracks: dict[str, int]  # funds committed onto the trade post tracks' spaces
    trade_posts_left: dict[str, int]  # per suit, still on the track
    next_trade_post_vp: dict[str, int | None]
    prices: dict[str, int]  # hand_card, riverboats, mercenaries
    warriors_supply: int
