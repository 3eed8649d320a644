"""The words on the Mountain King image: data/mountain_king/render/<locale>.json;
the names of game things (spells, workshops, halls, clans, prompts) from the
game's own catalog, so the picture and the log call them the same."""

from __future__ import annotations

from collections.abc import Callable

from games.core import get_game
from renderers.kit.words import Wording

Names = Callable[..., str]
"""The game's catalog as a function: `t("spell.fly")`, `t("colour.red")`."""


class Words(Wording):
    """This game's words on its board image."""

    game = "mountain_king"


def catalog_names(locale: str) -> Names:
    """The game's own catalog in `locale`, as a function of a key and its values."""
    catalog = get_game("mountain_king").catalog
    return lambda key, **p: catalog.text(locale, key, **p)
