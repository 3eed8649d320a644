"""Text someone typed, shown as those very characters in a Discord message.

Display names and echoed input are untrusted: a member called `**x** <@1>`
must not turn a message bold or show a fake mention. Discord reads a
backslash before any punctuation as "this character, literally", and a
zero-width space after `@` keeps `@everyone` from reading as a mention (pings
are already governed by `allowed_mentions`; this is about what people see).
The console shows text in a terminal and reverses both with `unquoted`.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from games.core.errors import GameError

# Everything Discord's markdown gives a meaning to: emphasis, code, spoilers,
# quotes, headings, lists, masked links (`[`), mentions and custom emoji (`<...>`, `:x:`).
_MARKUP = re.compile(r"([\\*_~`|>#\-+.\[\]<:])")
_EVERYONE = re.compile(r"@(everyone|here)", re.IGNORECASE)
_ZERO_WIDTH_SPACE = "\u200b"
_ESCAPED = re.compile(r"\\([\\*_~`|>#\-+.\[\]<:])")


def literal(text: Any) -> str:
    """`text` as it must appear in a message: every markup character escaped."""
    text = str(text)
    return _kept_literal(text) if len(text) <= 100 else _literal(text)


# The players' names are quoted a score of times a move (every label, line and
# question that names them): short texts are escaped once and kept.
@functools.lru_cache(maxsize=4096)
def _kept_literal(text: str) -> str:
    return _literal(text)


def _literal(text: str) -> str:
    escaped = _MARKUP.sub(r"\\\1", text)
    return _EVERYONE.sub(lambda m: "@" + _ZERO_WIDTH_SPACE + m[1], escaped)


def in_code(text: Any) -> str:
    """`text` for a template that shows it in a code span (`` `{typed}` ``): inside
    one Discord shows every character as it is, backslashes too, so nothing is
    escaped; only a backtick, which would close the span, is replaced."""
    return str(text).replace("`", "'")


def unquoted(text: str) -> str:
    """What a reader sees of a message with `literal` parts (the console prints this)."""
    return _ESCAPED.sub(r"\1", text).replace("@" + _ZERO_WIDTH_SPACE, "@")


def error_text(error: GameError, locale: str | None) -> str:
    """An engine error in the reader's language, what the player typed quoted."""
    return error.text(locale or "en", quote=literal)
