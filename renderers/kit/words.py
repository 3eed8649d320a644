"""Words drawn on a board image, in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from games.core.i18n import normalize_locale

Table = Mapping[str, Mapping[str, str]]


class Wording:
    """Look-ups in one locale of a game's table (`{"en": {...}, "es": {...}}`);
    English fills gaps, and an unknown key shows itself with spaces: a missing
    word never breaks a picture."""

    table: ClassVar[Table] = {"en": {}}

    def __init__(self, locale: str | None) -> None:
        self.locale = normalize_locale(locale)
        self._words = self.table.get(self.locale, self.table["en"])

    def __call__(self, key: str, **params: object) -> str:
        template = self._words.get(key) or self.table["en"].get(key) or key.replace("_", " ")
        return template.format(**params) if params else template
