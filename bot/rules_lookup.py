"""`/game rules topic:` found by a near word (issue 14): the topic's own name, a
close spelling of it ("hut" finds "huts"), or, failing those, the topic whose
summary in the reader's language uses the word most ("cabaña" finds "huts" in
Spanish). Words are compared folded: lower case, without accents."""

from __future__ import annotations

import difflib
import re

from games.core.aliases import fold
from games.core.game import Game
from games.core.i18n import LOCALES

_WORD = re.compile(r"[^\W\d_]+")


def find_topic(game: Game, typed: str, locale: str) -> str | None:
    """The topic `typed` names or comes near (its own name or its name in either
    language, `cabañas` for `huts`); None if none does."""
    topics = game.rules_topics()
    wanted = fold(" ".join(str(typed).split())).replace(" ", "_")
    if wanted in topics:
        return wanted
    for reader in (locale, *LOCALES):
        for topic in topics:
            if fold(game.rules_topic_name(topic, reader)).replace(" ", "_") == wanted:
                return topic
    close = difflib.get_close_matches(wanted, topics, n=1, cutoff=0.75)
    if close:
        return close[0]
    starting = [t for t in topics if t.startswith(wanted) or wanted.startswith(t)]
    if len(wanted) >= 3 and starting:
        return starting[0]
    return _by_text(game, topics, wanted, locale)


def _by_text(game: Game, topics: list[str], wanted: str, locale: str) -> str | None:
    """The topic whose summary uses the word (or its plural) most often."""
    if len(wanted) < 3:
        return None
    counts = {}
    for topic in topics:
        words = [fold(w) for w in _WORD.findall(game.catalog.text(locale, f"rules.{topic}"))]
        counts[topic] = sum(1 for w in words if w == wanted or _stem(w) == _stem(wanted))
    best = max(topics, key=lambda t: counts[t], default=None)
    return best if best is not None and counts[best] else None


def _stem(word: str) -> str:
    """A plural's singular, near enough for English and Spanish (huts, cabañas,
    acciones): the comparison only needs both forms to meet."""
    for ending in ("es", "s"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)]
    return word
