"""The Eyrie Dynasties's board as the table sees it (7.2): what `public_view`
returns and renderers/root/board_eyrie.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import TypedDict


class RoostTrack(TypedDict):
    on_map: int
    left: int
    evening_vp: int
    evening_draw: int


class EyrieBoard(TypedDict):
    leader: str | None
    leaders_face_up: list[str]
    leaders_face_down: list[str]
    decree: dict[str, list[str]]  # per column, card instances
    viziers: list[str]
    roost_track: RoostTrack
    warriors_supply: int
    starting_clearing: int | None
