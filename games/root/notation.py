"""Root's action notation, after Rootlog where it fits (docs/notation/root.md).

Each module of actions keeps its parsers in its own table, `NOTATION =
Syntaxes()`, declared with `@NOTATION.syntax(pattern)`: a regular expression
(matched against the whole, lower-cased, space-normalized text) and a function
that builds the action from the match (None: not this one after all, the next
parser is tried). Nothing is parsed until a table is registered: the one call of
games/root/registry.py registers the shared tables and each faction's, each with
an explicit priority. `parse` tries the tables by priority, lowest first, and
each table's parsers in the order its module declares them; two tables never
share a priority, so which parser wins never depends on import order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from games.core.errors import BadNotation

# Notation only: the catalog says "for example" in the reader's language.
HINT = "`3w1->5`, `x5 e`, `craft armorers#1`, `end`"

Builder = Callable[[re.Match[str]], Any]
Rule = tuple[re.Pattern[str], Builder]


class Syntaxes:
    """One module's parsers, in the order the module declares them."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.rules: list[Rule] = []

    def syntax(self, pattern: str) -> Callable[[Builder], Builder]:
        compiled = re.compile(pattern)

        def declare(build: Builder) -> Builder:
            self.rules.append((compiled, build))
            return build

        return declare


_TABLES: dict[int, Syntaxes] = {}
_SYNTAX: list[Rule] = []


def register_syntaxes(table: Syntaxes, priority: int) -> None:
    """Make `table`'s parsers part of the notation, tried after every table of a
    lower priority and before every table of a higher one."""
    held = _TABLES.get(priority)
    if held is table:
        return
    if held is not None:
        raise ValueError(f"notation: {table.name} and {held.name} both at priority {priority}")
    _TABLES[priority] = table
    _SYNTAX[:] = [rule for _, held in sorted(_TABLES.items()) for rule in held.rules]


def tables() -> list[tuple[int, str]]:
    """The registered tables as `parse` tries them: (priority, name)."""
    return [(priority, table.name) for priority, table in sorted(_TABLES.items())]


def parse(text: str) -> Any:
    cleaned = " ".join(text.lower().split())
    for pattern, build in _SYNTAX:
        match = pattern.fullmatch(cleaned)
        if match:
            action = build(match)
            if action is not None:
                return action
    raise BadNotation(text=text, hint=HINT)
