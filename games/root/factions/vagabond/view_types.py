"""The Vagabond's board as the table sees it (9.2): what `public_view`
returns and renderers/root/board_vagabond.py draws, declared so that mypy checks every
key the renderer reads (games/root/view_types.py holds the rest of the view)."""

# No `from __future__ import annotations`: the test reads the hints at run time.
from typing import Literal, TypedDict

ItemState = Literal["ready", "exhausted", "damaged", "damaged_exhausted"]
Relationship = Literal["hostile", "indifferent", "step1", "step2", "allied"]


class ItemView(TypedDict):
    """One item the Vagabond holds (9.2.5): face up (ready) or exhausted,
    undamaged or damaged."""

    item: str  # boot, bag, coin, crossbow, hammer, sword, tea, torch
    state: ItemState


class VagabondBoard(TypedDict):
    """A Vagabond's board (9.2), `vagabond` or `vagabond2`. The pawn is on the map
    (`ClearingView.pawns` or `RootView.forests`, 9.2.2)."""

    character: str | None  # thief, tinker, ranger; None before it is chosen
    satchel: list[ItemView]
    tracks: dict[str, list[ItemView]]  # tea, coin, bag
    relationships: dict[str, Relationship]  # per other non-Vagabond faction in play
    coalition: str | None  # the faction it formed a coalition with (9.2.8)
    quests_done: list[str]  # quest card ids
    item_limit: int  # items it may keep at the end of Evening (9.5)
