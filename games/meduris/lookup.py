"""Meduris for `/game card` (issue 14 item 12). Meduris has no cards; what a
player looks up are its pieces: the hut and the temple (cost, scoring), the
three bonus tokens, the rune stones and the druid token."""

from __future__ import annotations

from games.core.i18n import Catalog
from games.core.lookup import Entry

# (entry id, name key, kind key): the name keys are the catalog's own words.
ENTRIES = (
    ("hut", "lookup.name.hut", "lookup.building"),
    ("temple", "lookup.name.temple", "lookup.building"),
    ("vp2", "lookup.name.vp2", "lookup.bonus_token"),
    ("free_hut", "lookup.name.free_hut", "lookup.bonus_token"),
    ("druid", "lookup.name.druid", "lookup.bonus_token"),
    ("rune_stone", "lookup.name.rune_stone", "lookup.piece"),
)


def entries(catalog: Catalog, locale: str) -> list[Entry]:
    return [Entry(entry, catalog.text(locale, name), catalog.text(locale, kind))
            for entry, name, kind in ENTRIES]


def text(catalog: Catalog, entry_id: str, locale: str) -> str | None:
    if entry_id not in {entry for entry, _, _ in ENTRIES}:
        return None
    return catalog.text(locale, f"lookup.text.{entry_id}")
