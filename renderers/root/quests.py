"""Quest cards (Law of Root 9.3): the suit, the two items asked and the name of a
quest from its id. The names come from the engine's catalog (`quest.<id>`) when it
has them; the items from the Vagabond's sheet in data/root/factions.json when it
lists the quests. Without either, the suit (the id's last word) and the id made
readable still tell the quests apart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from renderers.root.catalog import root_catalog
from renderers.root.reading import listed
from renderers.root.supply import sheet
from renderers.root.words import Words

SUITS = ("fox", "rabbit", "mouse")


@dataclass(frozen=True)
class Quest:
    id: str
    suit: str
    items: tuple[str, ...]

    def name(self, words: Words) -> str:
        key = f"quest.{self.id}"
        catalog = root_catalog()
        if catalog.has(key) or catalog.has(key, words.locale):
            return catalog.text(words.locale, key)
        words_of_id = self.id.split("_")
        if words_of_id and words_of_id[-1] == self.suit:
            words_of_id = words_of_id[:-1]
        text = " ".join(words_of_id)
        return text[:1].upper() + text[1:]


def quest_card(quest: Any) -> Quest:
    """What the image shows of a quest, from its id (`errand_fox`, `errand_fox#1`)."""
    ident = str(quest).split("#", 1)[0]
    for entry in listed(sheet("vagabond").get("quests")):
        if isinstance(entry, dict) and str(entry.get("id")) == ident:
            return Quest(ident, str(entry.get("suit") or "?"),
                         tuple(str(i) for i in listed(entry.get("items"))))
    last = ident.rsplit("_", 1)[-1]
    return Quest(ident, last if last in SUITS else "?", ())
