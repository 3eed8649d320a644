"""The Discord layer's own sentences (the game master words everything else).

They live in `data/i18n/commands/<locale>.json` under `reply.*`, next to the
command names and descriptions that the translator reads.
"""

from __future__ import annotations

from typing import Any

from games.core.data import data_path
from games.core.i18n import Catalog

COMMANDS_CATALOG = Catalog([data_path("i18n", "commands")])


def say(locale: str | None, key: str, **params: Any) -> str:
    """The `reply.<key>` sentence in the player's language (English fallback)."""
    return COMMANDS_CATALOG.text(locale, f"reply.{key}", **params)
