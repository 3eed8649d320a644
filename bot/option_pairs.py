"""The options text of `/game new` (`first_player=1 bonus=spread`), read one way for
every transport: Discord's slash command (bot/cogs/inputs.py) and the console's
`options:` (bot/console.py) call this very function, so a text one accepts the
other accepts too (the README's `factions=lizards,riverfolk,marquise,eyrie`).

Only reading is done here; whether the options suit a game is the game's
`validate_options`. Refusals name a catalog sentence (`reply.*` of
data/i18n/commands), said in the reader's language by the transport.
"""

from __future__ import annotations

import re
from typing import Any

MAX_OPTIONS_TEXT = 300
MAX_OPTIONS = 12
_OPTION_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class OptionsProblem(ValueError):
    """Options text that cannot be read: `key` names the sentence that says why.
    `pair` (the piece not understood) is as typed: each transport quotes it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def parse_options(text: str | None) -> dict[str, str]:
    """`first_player=1 bonus=spread` (spaces or commas between pairs) to a dict.
    A value may be a comma list (Root's `factions=marquise,eyrie,alliance`): a
    piece without `=` after a comma continues the value before it."""
    if text is None or not text.strip():
        return {}
    if len(text) > MAX_OPTIONS_TEXT:
        raise OptionsProblem("options_too_long", limit=MAX_OPTIONS_TEXT)
    pairs: list[str] = []
    pieces = re.split(r"([\s,;]+)", text.strip())
    for index in range(0, len(pieces), 2):
        piece, before = pieces[index], pieces[index - 1] if index else ""
        if not piece:
            continue
        if "=" not in piece and "," in before and pairs and not pairs[-1].endswith("="):
            pairs[-1] += "," + piece
        else:
            pairs.append(piece)
    if len(pairs) > MAX_OPTIONS:
        raise OptionsProblem("too_many_options", limit=MAX_OPTIONS)
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().lower()
        if not sep or not value.strip() or not _OPTION_KEY.match(key):
            raise OptionsProblem("bad_options", pair=pair)
        options[key] = value.strip()
    return options
