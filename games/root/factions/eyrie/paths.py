"""The Eyrie's step-by-step menus (games/root/paths.py): a card added to the
Decree by column."""

from __future__ import annotations

from typing import Any

from games.core.i18n import Catalog
from games.root.factions.eyrie.actions import AddToDecree
from games.root.paths import Step, Steps


def _decree(state: Any, added: AddToDecree, catalog: Catalog, locale: str) -> list[Step]:
    """By Decree column, then the card."""
    column = catalog.text(locale, f"eyrie.column.{added.column}")
    return [(f"decree {added.column}", catalog.text(locale, "root.path.decree", column=column))]


CHOICE_PATHS: dict[type, Steps] = {AddToDecree: _decree}
"""The group steps of its actions, registered with the faction (its entry)."""
