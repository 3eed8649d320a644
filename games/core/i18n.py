"""Message catalogs: JSON files of `key -> template` per locale.

Templates use `str.format` fields, and ICU's plural form for counts
(`{count, plural, one {# card} other {# cards}}`, chosen by the language's CLDR
rules: games/core/plural.py). A missing key in one locale falls back to
English, and a missing key everywhere shows the key itself, so a gap in a
translation never breaks a reply.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from games.core import plural
from games.core.data import data_path

LOCALES = ("en", "es")
DEFAULT_LOCALE = "en"


@functools.lru_cache(maxsize=256)  # asked for every text of every label
def normalize_locale(locale: str | None) -> str:
    """Map Discord locales such as `es-ES`, `es-419` or `en-US` to a catalog locale."""
    if not locale:
        return DEFAULT_LOCALE
    base = str(locale).split("-")[0].split("_")[0].lower()
    return base if base in LOCALES else DEFAULT_LOCALE


class Catalog:
    """Templates for one domain (core messages, one game, the bot)."""

    def __init__(self, folders: Iterable[Path]) -> None:
        self._messages: dict[str, dict[str, str]] = {loc: {} for loc in LOCALES}
        # Texts already made from plain parameters: a menu labels the same actions
        # position after position (profile of bench_throughput: a fifth of a move).
        self._made: dict[tuple[object, ...], str] = {}
        # How many texts of each key are kept, and the keys no longer kept: a key
        # with more than `_KEPT_PER_KEY` different texts is made from what changes
        # from table to table (the players' names, a question's words: a thousand
        # tables filled the kept texts with sentences seldom asked for again, and
        # their look-ups, in a dictionary of 50,000, were ~3 % of a move).
        self._kept_per_key: dict[str, int] = {}
        self._unkept: set[str] = set()
        for folder in folders:
            for loc in LOCALES:
                path = folder / f"{loc}.json"
                if path.exists():
                    self._messages[loc].update(json.loads(path.read_text("utf-8")))

    def has(self, key: str, locale: str = DEFAULT_LOCALE) -> bool:
        return key in self._messages[normalize_locale(locale)]

    def keys(self, locale: str = DEFAULT_LOCALE) -> set[str]:
        return set(self._messages[normalize_locale(locale)])

    def template(self, locale: str | None, key: str) -> str | None:
        """The template of `key` as written in `locale` (None when that language lacks it)."""
        return self._messages[normalize_locale(locale)].get(key)

    def text(self, locale: str | None, key: str, **params: Any) -> str:
        return self.text_of(locale, key, params)

    def text_of(self, locale: str | None, key: str, params: dict[str, Any]) -> str:
        """`text` with the parameters given as a dict (not changed, nor kept)."""
        loc = normalize_locale(locale)
        if key in self._unkept:
            return self._make(loc, key, params)
        for value in params.values():  # a loop: `all` over a generator cost a third
            if type(value) not in _PLAIN:
                return self._make(loc, key, params)
        # The names, then the values: as unambiguous as (name, value) pairs (as many
        # of each), without a tuple made and hashed for each pair.
        made = (loc, key, *params, *params.values())
        found = self._made.get(made)
        if found is not None:
            return found
        if len(self._made) >= _MADE_LIMIT:
            self._made.clear()
            self._kept_per_key.clear()
        kept = self._kept_per_key[key] = self._kept_per_key.get(key, 0) + 1
        if kept > _KEPT_PER_KEY:
            self._unkept.add(key)
        text = self._made[made] = self._make(loc, key, params)
        return text

    def _make(self, loc: str, key: str, params: dict[str, Any]) -> str:
        template = self._messages[loc].get(key) or self._messages[DEFAULT_LOCALE].get(key)
        if template is None:
            return key
        # `_printable` of each value, inline; a plain text with nothing unprintable
        # (`str.isprintable`: every character `_UNPRINTABLE` removes is unprintable)
        # is shown as it is, without a `translate` (which looks each character up).
        shown = {
            name: value.translate(_UNPRINTABLE)
            if isinstance(value, str) and (type(value) is not str or not value.isprintable())
            else value
            for name, value in params.items()
        }
        try:
            return plural.expand(template, loc, shown).format(**shown)
        except (KeyError, IndexError, ValueError):
            return template


# Control characters other than line breaks and tabs, and the bidirectional
# overrides: echoed back from what someone typed, they would garble a terminal
# (escape sequences) or a chat message (NUL, text turned around).
_UNPRINTABLE = dict.fromkeys(
    [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0), *range(0x202A, 0x202F)]
    + [*range(0x2066, 0x206A)]
)


def _printable(value: Any) -> Any:
    """A text parameter as it may be shown; other values as they are."""
    return value.translate(_UNPRINTABLE) if isinstance(value, str) else value


CORE_CATALOG = Catalog([data_path("i18n", "core")])
_ERROR_CATALOGS: list[Catalog] = [CORE_CATALOG]


def register_catalog(catalog: Catalog) -> None:
    """Make a game's keys (e.g. `meduris.error.*`) available to error messages."""
    if catalog not in _ERROR_CATALOGS:
        _ERROR_CATALOGS.append(catalog)


class Key(str):
    """A catalog key given as a parameter of an error: it is shown in the
    reader's language (e.g. the name of a game phase), not as the raw key."""


# Parameter types whose text cannot change after the call (a text made from them
# is kept); anything else (a list, an object with its own `str`) is made afresh.
# Not bool or float: 1 == True == 1.0 would share one text.
_PLAIN: frozenset[type] = frozenset({str, int, type(None), Key})
_MADE_LIMIT = 50_000
_KEPT_PER_KEY = 1_000


def lookup(locale: str | None, key: str, **params: Any) -> str:
    """Text for `key` from whichever registered catalog has it."""
    params = {
        name: lookup(locale, value) if isinstance(value, Key) else value
        for name, value in params.items()
    }
    for catalog in reversed(_ERROR_CATALOGS):
        if catalog.has(key) or catalog.has(key, locale or DEFAULT_LOCALE):
            return catalog.text(locale, key, **params)
    return key
