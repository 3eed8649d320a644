"""Plural forms in catalog templates, by the CLDR rules of each language (Babel).

A template may hold ICU's plural form for a numeric parameter:

    "{player} draws {count, plural, one {# card} other {# cards}}."

The branch is chosen by the CLDR category of the value in the template's language
(`one`, `other`, and in other languages `few`, `many`...; `=0` matches a value
exactly), `#` stands for the value, and the branch's own `{fields}` are filled by
`str.format` afterwards like the rest of the template. A template without this
form is left as it is, so plain `str.format` templates keep working.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

from babel import Locale

_START = re.compile(r"\{(\w+),\s*plural,")
_SELECTOR = re.compile(r"\s*(=\d+|zero|one|two|few|many|other)\s*\{")


@functools.cache
def _rules(locale: str) -> Locale:
    return Locale.parse(locale)


def category(locale: str, value: int | float) -> str:
    """The CLDR plural category of `value` in `locale` ("one", "other", ...)."""
    if type(value) is int:
        return _int_category(locale, value)
    return str(_rules(locale).plural_form(value))


@functools.lru_cache(maxsize=4096)
def _int_category(locale: str, value: int) -> str:
    """`category` of a whole number, kept: Babel works a value's operands out through
    `Decimal` at every call, and every count of every sentence asks (a fifth of an
    event sentence's making). Not for a float: CLDR tells `1.0` from `1`."""
    return str(_rules(locale).plural_form(value))


def expand(template: str, locale: str, params: Mapping[str, Any]) -> str:
    """The template with each plural form replaced by its branch for the value."""
    if ", plural," not in template:
        return template
    out, index = [], 0
    for match in _START.finditer(template):
        if match.start() < index:
            continue  # inside a form already expanded
        end, branches = _branches(template, match.end())
        if end < 0:
            return template  # not a well-formed form: shown as written
        out.append(template[index : match.start()])
        out.append(_choose(branches, locale, params.get(match.group(1))))
        index = end
    out.append(template[index:])
    return "".join(out)


def _branches(template: str, at: int) -> tuple[int, dict[str, str]]:
    """The branches of the form whose selectors begin at `at`, and where it ends."""
    branches: dict[str, str] = {}
    while True:
        selector = _SELECTOR.match(template, at)
        if selector is None:
            close = template.find("}", at)
            ok = close >= 0 and not template[at:close].strip() and "other" in branches
            return (close + 1, branches) if ok else (-1, {})
        depth, i = 1, selector.end()
        while i < len(template) and depth:
            depth += {"{": 1, "}": -1}.get(template[i], 0)
            i += 1
        if depth:
            return -1, {}
        branches[selector.group(1)] = template[selector.end() : i - 1]
        at = i


def _choose(branches: dict[str, str], locale: str, value: Any) -> str:
    if not isinstance(value, int | float) or isinstance(value, bool):
        return branches["other"].replace("#", str(value))
    exact = branches.get(f"={value}")
    chosen = exact if exact is not None else branches.get(category(locale, value))
    return (chosen if chosen is not None else branches["other"]).replace("#", str(value))
