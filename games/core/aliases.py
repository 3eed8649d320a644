"""Notation words in the players' own language (issue 14): a Spanish player may
type `hecho` for `done`, `mover 2 piedra` for `move 2 stone`. Each game lists its
aliases in data/<game>/aliases.json (`{"es": {"hecho": "done", ...}}`); the
notation the log stores stays the canonical one, since an alias is only read,
never written: `str(parse("hecho")) == "done"`.

Words are compared folded (lower case, without accents), so `pájaro` and
`pajaro` are the same word. A run of letters is one word, so `1piedra` reads as
`1stone`."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import cache

from games.core.data import data_path, load_json

_WORD = re.compile(r"[^\W\d_]+")


def fold(word: str) -> str:
    """Lower case, accents removed."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@cache
def table(game_id: str) -> Mapping[str, str]:
    """Every alias of the game (all languages), folded, to its canonical word."""
    if not data_path(game_id, "aliases.json").exists():
        return {}
    found: dict[str, str] = {}
    for words in load_json(game_id, "aliases.json").values():
        found.update({fold(alias): canonical for alias, canonical in words.items()})
    return found


def canonical(game_id: str, text: str) -> str:
    """`text` with each alias replaced by its canonical word; other words as typed."""
    words = table(game_id)
    if not words:
        return text
    return _WORD.sub(lambda m: words.get(fold(m.group(0)), m.group(0)), text)
