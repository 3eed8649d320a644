"""The bot's own texts: `data/i18n/bot/<locale>.json`, looked up by key.

Game texts (labels, prompts, events, rules) come from each game's catalog;
this one holds what the game master itself says: lobby, refusals, summaries.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import data_path
from games.core.i18n import LOCALES, Catalog, normalize_locale

BOT_CATALOG = Catalog([data_path("i18n", "bot")])

LANGUAGE_NAMES = {"en": "English", "es": "Español"}


def text(locale: str | None, key: str, **params: Any) -> str:
    return BOT_CATALOG.text(locale, key, **params)


def parse_locale(raw: str) -> str | None:
    """A supported locale from user input ("es", "es-ES", "ES"), or None if unsupported."""
    base = str(raw).strip().replace("_", "-").split("-")[0].lower()
    return base if base in LOCALES else None


@dataclass(frozen=True)
class Texts:
    """The catalog bound to one locale: `tr("key", **params)`."""

    locale: str

    @classmethod
    def of(cls, locale: str | None) -> Texts:
        loc = normalize_locale(locale)
        if cls is not Texts:
            return cls(loc)
        bound = _BOUND.get(loc)  # one per language: every command asks
        if bound is None:
            bound = _BOUND[loc] = Texts(loc)
        return bound

    def __call__(self, key: str, **params: Any) -> str:
        return _TEXT_OF(self.locale, key, params)


_BOUND: dict[str, Texts] = {}
_TEXT_OF = BOT_CATALOG.text_of
