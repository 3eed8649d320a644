"""Plain questions asked of the public view and of the game's data files, so
drawing code stays about drawing (a renderer reads views and data, never the
game's code). Anything under a "private" key is never looked at."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, cast

from games.core.data import load_json
from renderers.mountain_king.words import Names

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView


def public_part(view: dict[str, Any]) -> MountainKingView:
    if not isinstance(view, dict) or view.get("game") != "mountain_king":
        raise ValueError("a Mountain King board image needs a Mountain King view")
    public = {key: value for key, value in view.items() if key != "private"}
    # The renderer's one cast: past this point every key read is checked against
    # the view games/mountain_king/views.py builds (a TypedDict is a plain dict).
    return cast("MountainKingView", public)


def display_names(view: MountainKingView, names: Sequence[str] | None, t: Names) -> list[str]:
    return [names[s] if names and s < len(names) else t(f"colour.{seat['colour']}")
            for s, seat in enumerate(view["seats"])]


@cache
def trolls() -> dict[str, dict[str, Any]]:
    """Troll cards by id, read from the data files (a renderer reads views and
    data, never the game's code)."""
    data = load_json("mountain_king", "trolls.json")
    cards = [*data["starting"], *data["horde"]]
    return {card["id"]: {"level": 0, **card} for card in cards}


def troll_card(card: str) -> dict[str, Any]:
    return trolls()[card]


@cache
def hall_values() -> dict[str, tuple[int, int]]:
    halls = load_json("mountain_king", "tiles.json")["halls"]
    return {hall["id"]: (hall["low"], hall["high"]) for hall in halls}

