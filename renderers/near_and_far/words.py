"""The words on the Near and Far image: data/near_and_far/render/<locale>.json, and
card names from the game's own catalog (data/near_and_far/i18n/)."""

from __future__ import annotations

from functools import cache

from games.core.data import data_path
from games.core.i18n import Catalog
from renderers.kit.words import Wording


@cache
def _catalog() -> Catalog:
    return Catalog([data_path("near_and_far", "i18n")])


class Words(Wording):
    """This game's words on its board image."""

    game = "near_and_far"

    def card(self, key: str) -> str:
        """A name from the game's catalog (`adv.g3`, `threat.h04`, `colour.teal`...)."""
        text = _catalog().text(self.locale, key)
        return "" if text == key else text
