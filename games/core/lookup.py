"""Things a player looks up by name (`/game card`): a game's cards, artifacts,
trolls, spells, buildings... each with its cost and what it does, told in our own
words from the game's data and catalogs (`Game.lookup_entries`, `Game.lookup_text`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One thing to look up: `id` is stable and unique within its game (it is what
    autocomplete sends back), `name` and `kind` are in the locale asked for."""

    id: str
    name: str
    kind: str
