"""Quest cards (Law of Root 9.3): the suit, the two items asked and the name of a
quest from its id (`errand_fox`). The suit, items and English name come from the
Vagabond's sheet in data/root/factions.json when it lists the quests; the name in
the reader's language from the engine's catalog (`quest.<id>`, or the Vagabond's
`vagabond.quest.<id>` without the suit and items it adds in brackets, which the
image draws as pictures). Without any of them, the suit (the id's last word) and
the id made readable still tell the quests apart."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from renderers.root.catalog import root_catalog
from renderers.root.reading import listed
from renderers.root.supply import sheet
from renderers.root.words import Words

SUITS = ("fox", "rabbit", "mouse")
BRACKETS = re.compile(r"\s*\([^)]*\)\s*$")  # "Errand (fox: tea + boot)" -> "Errand"


@dataclass(frozen=True)
class Quest:
    id: str
    suit: str
    items: tuple[str, ...]
    english: str = ""  # the name in the Vagabond's sheet

    def name(self, words: Words) -> str:
        catalog = root_catalog()
        for key in (f"quest.{self.id}", f"vagabond.quest.{self.id}"):
            if catalog.has(key, words.locale) or (catalog.has(key) and not self.english):
                return BRACKETS.sub("", catalog.text(words.locale, key)).strip()
        if self.english:
            return self.english
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
                         tuple(str(i) for i in listed(entry.get("items"))),
                         str(entry.get("name") or ""))
    last = ident.rsplit("_", 1)[-1]
    return Quest(ident, last if last in SUITS else "?", ())
