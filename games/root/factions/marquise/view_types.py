"""The Marquise de Cat's board as the table sees it (6.2): what `public_view`
returns and renderers/root/board_marquise.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import TypedDict


class TrackView(TypedDict):
    """One Marquise building track (6.3.5)."""

    left: int
    next_cost: int | None
    next_vp: int | None


class MarquiseBoard(TypedDict):
    tracks: dict[str, TrackView]  # per building kind
    wood_supply: int
    warriors_supply: int
    keep: int | None  # the keep's clearing
    keep_gone: bool
    draw_bonus: int
    actions_left: int | None  # outside her Daylight, None
