"""Text cut to a length Discord accepts without cutting a word in two.

Discord limits a button's label (80 characters), a select option's label and
description and an autocomplete suggestion's name (100). A label longer than
that is cut after the last whole word that fits, with an ellipsis, and what
must stay whole (a group's "(12 choices)") is kept after it: "...removes an
enemy buil" would read as nonsense, "...removes an enemy…" still reads.

One function for every place that shortens a label (buttons, selects,
autocomplete, the log's overlong lines), so they all cut alike.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

ELLIPSIS = "…"

# A cut ending on one of these reads as a sentence broken off: they go too.
_DANGLING = " ,;:·—–-(/+&"

_MARK = "\ue000"  # stands for the text inside a template while measuring it (a
# private-use character: catalogs keep it, while they drop control characters)


def fit(text: str, limit: int, tail: str = "") -> str:
    """`text`, then `tail`, in at most `limit` characters, spaces collapsed.

    When too long, `text` is cut after its last whole word that fits and an
    ellipsis marks the cut; `tail` is always kept whole. A single word longer
    than the room (no space to cut at) is the only thing ever cut inside.
    """
    if type(text) is str and len(text) <= _KEPT_LENGTH:
        return _kept_fit(text, limit, tail)
    return _fit(text, limit, tail)


_KEPT_LENGTH = 200


@functools.lru_cache(maxsize=8192)  # a menu's labels are fitted at every position
def _kept_fit(text: str, limit: int, tail: str) -> str:
    return _fit(text, limit, tail)


def _fit(text: str, limit: int, tail: str) -> str:
    text = " ".join(str(text).split())
    if len(text) + len(tail) <= limit:
        return text + tail
    head, _ = split_at_word(text, limit - len(tail) - len(ELLIPSIS))
    return head + ELLIPSIS + tail


def split_at_word(text: str, room: int) -> tuple[str, str]:
    """`text` cut into a head of at most `room` characters, ending with a whole
    word, and the rest (what a select option may show as its description)."""
    text = " ".join(str(text).split())
    if len(text) <= room:
        return text, ""
    if room <= 0:
        return "", text
    cut = text.rfind(" ", 0, room + 1)
    if cut <= 0:  # one word longer than the room: nothing better than cutting it
        return text[:room], text[room:]
    head = text[:cut].rstrip(_DANGLING) or text[:cut]
    return head, text[cut + 1 :]


def fit_field(render: Callable[[str], str], text: str, limit: int) -> str:
    """`render(text)` within `limit`, shortening only `text` (a label inside a
    sentence of the catalog, such as "{label} ({count} choices)"): the words
    around it are what says what it is, so they stay."""
    whole = render(text)
    if len(whole) <= limit:
        return whole
    before, _, after = render(_MARK).partition(_MARK)
    room = limit - len(before) - len(after)
    if room <= len(ELLIPSIS):
        return fit(whole, limit)
    return before + fit(text, room) + after
