"""Names in the reader's language for labels and prompts (factions, cards, suits,
pieces, clearings), and Rootlog's faction letters that the notation writes.
Every action module names things through these, so a name nobody translated
falls back the same way everywhere.
"""

from __future__ import annotations

from typing import Any

from games.core.data import load_json
from games.core.i18n import Catalog
from games.root import cards
from games.root.factions.base import FACTIONS


def letter_of(faction: str) -> str:
    """Rootlog's letter of a faction (c marquise, e eyrie, ...), lower case."""
    if faction in FACTIONS:
        return FACTIONS[faction].letter.lower()
    return str(load_json("root", "general.json")["rootlog_letters"][faction]).lower()


def faction_of_letter(letter: str) -> str | None:
    for faction in FACTIONS.values():
        if faction.letter.lower() == letter:
            return faction.id
    letters = load_json("root", "general.json")["rootlog_letters"]
    return next((f for f, mark in letters.items() if mark.lower() == letter), None)


# -- names in the reader's language ---------------------------------------------------
# Each catalog owner may add `faction.<id>`, `card.<id>`, `suit.<suit>`, `piece.<kind>`;
# a name nobody translated falls back to the printed title or the id: labels never fail.


def _named(catalog: Catalog, locale: str, key: str, fallback: str) -> str:
    return catalog.text(locale, key) if catalog.has(key) else fallback


def faction_name(catalog: Catalog, locale: str, faction: str) -> str:
    return _named(catalog, locale, f"faction.{faction}", faction.replace("_", " ").title())


def card_name(catalog: Catalog, locale: str, instance: str) -> str:
    known = cards.catalogue().get(cards.card_id(instance))
    if known is None:
        return instance
    return _named(catalog, locale, f"card.{known.id}", known.name)


def suit_name(catalog: Catalog, locale: str, suit: str) -> str:
    return _named(catalog, locale, f"suit.{suit}", suit)


def piece_name(catalog: Catalog, locale: str, kind: str, count: int = 1) -> str:
    """The piece's name, agreeing with `count` (one warrior, two warriors)."""
    key = f"piece.{kind}"
    return catalog.text(locale, key, count=count) if catalog.has(key) else kind.replace("_", " ")


def clearing_text(state: Any, catalog: Catalog, locale: str, clearing: int, key: str) -> str:
    """A clearing with its suit, "clearing 5 (rabbit)", in the words of the catalog
    `key` (each faction's own); the bare number for a clearing not on the map."""
    known = state.woods.clearings.get(clearing)
    if known is None:
        return str(clearing)
    suit = suit_name(catalog, locale, known.suit)
    return catalog.text(locale, key, clearing=clearing, suit=suit)
