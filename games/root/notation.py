"""Root's action notation, after Rootlog where it fits (docs/notation/root.md).

Each action module declares its syntax with `@syntax(pattern)`: a regular
expression (matched against the whole, lower-cased, space-normalized text)
and a function that builds the action from the match. `parse` tries them in
order of declaration.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from games.core.errors import BadNotation

# Notation only: the catalog says "for example" in the reader's language.
HINT = "`3w1->5`, `x5 e`, `craft armorers#1`, `end`"

Builder = Callable[[re.Match[str]], Any]
_SYNTAX: list[tuple[re.Pattern[str], Builder]] = []


def syntax(pattern: str) -> Callable[[Builder], Builder]:
    compiled = re.compile(pattern)

    def register(build: Builder) -> Builder:
        _SYNTAX.append((compiled, build))
        return build

    return register


def parse(text: str) -> Any:
    cleaned = " ".join(text.lower().split())
    for pattern, build in _SYNTAX:
        match = pattern.fullmatch(cleaned)
        if match:
            action = build(match)
            if action is not None:
                return action
    raise BadNotation(text=text, hint=HINT)
