"""Every count in a template goes through the plural rules (issue 25, item 10): a
number parameter written just before a noun the games count ("{huts} huts to
visit", "{cost} coins", "+{points} points") must be inside an ICU plural form, in
every catalog and every board's words (data/*/render), in both languages. The
sweep finds such lines when a game happens to show a 1; this finds them in the
templates themselves, whatever a game shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.transcripts.checks import NOUNS

DATA = Path(__file__).resolve().parents[2] / "data"
TEMPLATES = sorted(
    [*DATA.glob("i18n/*/*.json"), *DATA.glob("*/i18n/*.json"), *DATA.glob("*/i18n/*/*.json"),
     *DATA.glob("*/render/*.json")]
)
# Numbers that are never 1 where they are written (a table seats 2 or more; a
# group of choices holds 2 or more; a menu too long for buttons holds more than 25).
NEVER_ONE = {
    ("suggest.group", "count"), ("play.group", "count"), ("choose.menu", "count"),
    ("play.macro_cut", "total"), ("label.dig", "size"), ("label.dig_group", "size"),
    ("root.error.discard_which", "limit"), ("result.tiebreak", "score"),
    # Mountain King words one coin with its own `.one` template (game.py `event_text`).
    ("label.recruit", "coins"), ("event.bribes_collected", "count"),
}
# The parameters that hold a count (a name, a suit, a clan before a noun is no count).
# `players`, `high` and `low` count seats, never fewer than two.
NUMBERS = frozenset(
    [
        "count", "n", "left", "need", "hearts", "huts", "stones", "points", "cost", "cards",
        "coins", "moves", "turns", "total", "basic", "advanced", "mercenaries", "buildings",
        "resources", "size", "limit", "done", "food", "birds", "pieces", "have", "amount",
        "days", "hours", "seats", "steps", "items", "warriors",
    ]
)
_FORM = re.compile(r"\{\w+,\s*plural,")
_COUNTED = re.compile(r"\{(\w+)\}\s+(?:([^\W\d_]+)\s+)?([^\W\d_]+)")


def _without_plural_forms(template: str) -> str:
    """The template with each ICU plural form taken out (it is right by design)."""
    while (match := _FORM.search(template)) is not None:
        depth, end = 0, match.start()
        for end in range(match.start(), len(template)):
            depth += {"{": 1, "}": -1}.get(template[end], 0)
            if depth == 0:
                break
        template = template[: match.start()] + " # " + template[end + 1 :]
    return template


def uncounted(template: str, locale: str) -> list[tuple[str, str]]:
    """(parameter, noun) pairs written as a bare number before a counted noun."""
    nouns = NOUNS[locale]
    counted = {s for s, p in nouns.items() if s != p} | {p for s, p in nouns.items() if s != p}
    found = []
    for match in _COUNTED.finditer(_without_plural_forms(template)):
        first, second = (match.group(2) or "").lower(), match.group(3).lower()
        noun = first if first in counted else second if not first else ""
        if noun in counted and match.group(1) in NUMBERS:
            found.append((match.group(1), noun))
    return found


def test_the_check_finds_a_bare_count() -> None:
    assert uncounted("Offering ritual ({huts} huts to visit).", "en") == [("huts", "huts")]
    assert uncounted("{player} gasta {hearts} corazones.", "es") == [("hearts", "corazones")]
    assert uncounted("({huts, plural, one {# hut} other {# huts}} to visit)", "en") == []
    assert uncounted("{player} attacks the {defender} in clearing {clearing}.", "en") == []


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(DATA)))
def test_every_count_in_a_template_uses_the_plural_form(path: Path) -> None:
    locale = path.stem
    if locale not in NOUNS:
        return
    bare = [
        f"{key}: {{{param}}} {noun}"
        for key, template in json.loads(path.read_text("utf-8")).items()
        if isinstance(template, str)
        for param, noun in uncounted(template, locale)
        if (key, param) not in NEVER_ONE
    ]
    assert bare == []
