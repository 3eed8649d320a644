"""`/game card name:` found by what is typed (issue 14 item 12): a card, artifact,
troll or spell by its name in either language (the reader's first), by its id, by
the start of a word ("warr" finds "Command Warren"), or, failing those, by a near
spelling ("comand waren"). Names are compared folded: lower case, no accents.
The game gives the entries (`Game.lookup_entries`); this module only matches."""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass

from games.core.aliases import fold
from games.core.game import Game
from games.core.i18n import LOCALES
from games.core.lookup import Entry

NEAR_CUTOFF = 0.72


def _clean(text: str) -> str:
    return fold(" ".join(str(text).split()))


@functools.cache
def entries(game: Game, locale: str) -> tuple[Entry, ...]:
    """The game's entries in `locale`: components never change, so each keystroke
    of autocomplete reads them from here (games are registered once)."""
    return tuple(game.lookup_entries(locale))


@functools.cache
def _names(game: Game, locale: str) -> dict[str, tuple[str, ...]]:
    """Each entry's id to its folded names: the reader's language first, then the
    others, then the id itself."""
    names: dict[str, list[str]] = {}
    for loc in (locale, *(other for other in LOCALES if other != locale)):
        for entry in entries(game, loc):
            names.setdefault(entry.id, []).append(_clean(entry.name))
    return {entry_id: (*known, entry_id.lower()) for entry_id, known in names.items()}


def _rank(wanted: str, name: str) -> int | None:
    """How well `wanted` matches one name (lower is better); None: not at all."""
    words = name.replace("(", " ").replace(")", " ").split()
    if name == wanted:
        return 0
    if name.startswith(wanted):
        return 1
    if any(word.startswith(wanted) for word in words):
        return 2
    if wanted in name:
        return 3
    typed = wanted.split()
    if len(typed) > 1 and all(any(w.startswith(t) for w in words) for t in typed):
        return 4
    return None


def matching(game: Game, typed: str, locale: str) -> list[Entry]:
    """The entries `typed` names or begins, best first, named in `locale`;
    everything (in the game's order) when nothing is typed."""
    listed = entries(game, locale)
    wanted = _clean(typed)
    if not wanted:
        return list(listed)
    names = _names(game, locale)
    ranked = []
    for index, entry in enumerate(listed):
        ranks = [r for r in (_rank(wanted, n) for n in names.get(entry.id, [])) if r is not None]
        if ranks:
            ranked.append((min(ranks), index, entry))
    return [entry for _, _, entry in sorted(ranked, key=lambda r: (r[0], r[1]))]


def near(game: Game, typed: str, locale: str, limit: int = 5) -> list[Entry]:
    """Entries whose name (in any language), or one of its words, is spelled
    close to what was typed: the suggestions of an answer that found nothing."""
    wanted = _clean(typed)
    if not wanted:
        return []
    scores: dict[str, float] = {}
    for entry_id, names in _names(game, locale).items():
        for name in names:
            # A whole name that comes close counts a little more than one of its words.
            for candidate, weight in ((name, 1.0), *((word, 0.95) for word in name.split())):
                score = weight * difflib.SequenceMatcher(None, wanted, candidate).ratio()
                scores[entry_id] = max(scores.get(entry_id, 0.0), score)
    close = sorted((s, i) for i, s in scores.items() if s >= NEAR_CUTOFF)
    by_id = {entry.id: entry for entry in entries(game, locale)}
    return [by_id[i] for _, i in sorted(close, key=lambda c: -c[0])[:limit] if i in by_id]


@dataclass(frozen=True)
class Found:
    """What a typed name finds: one entry, or several it matches, or none but
    some spelled near it."""

    entry: Entry | None = None
    several: tuple[Entry, ...] = ()
    near: tuple[Entry, ...] = ()


def find(game: Game, typed: str, locale: str) -> Found:
    wanted = _clean(typed)
    by_id = {entry.id: entry for entry in entries(game, locale)}
    if wanted in by_id:  # an id, as autocomplete sends it
        return Found(by_id[wanted])
    names = _names(game, locale)
    exact = [by_id[i] for i, known in names.items() if wanted in known[:-1] and i in by_id]
    found = exact or matching(game, typed, locale)
    if len(found) == 1:
        return Found(found[0])
    if found:
        return Found(several=tuple(found))
    return Found(near=tuple(near(game, typed, locale)))
