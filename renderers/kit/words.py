"""Words drawn on a board image, in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from games.core import plural
from games.core.data import data_path, load_json
from games.core.i18n import DEFAULT_LOCALE, normalize_locale


class Wording:
    """Look-ups in one locale of a game's image words, kept in
    `data/<game>/render/<locale>.json`; English fills gaps, and an unknown key
    shows itself with spaces: a missing word never breaks a picture. Counts use
    the catalogs' ICU plural form (games/core/plural.py), never "(s)"."""

    game: ClassVar[str]

    def __init__(self, locale: str | None) -> None:
        self.locale = normalize_locale(locale)
        self._english = self.words(DEFAULT_LOCALE)
        self._words = self.words(self.locale) or self._english

    @classmethod
    def words(cls, locale: str) -> Mapping[str, str]:
        path = data_path(cls.game, "render", f"{locale}.json")
        return load_json(cls.game, "render", f"{locale}.json") if path.exists() else {}

    def __call__(self, key: str, **params: object) -> str:
        own = self._words.get(key)
        template = own or self._english.get(key) or key.replace("_", " ")
        if not params:
            return template
        # The plural branch follows the language the template is written in.
        locale = self.locale if own else DEFAULT_LOCALE
        return plural.expand(template, locale, params).format(**params)
