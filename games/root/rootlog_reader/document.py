"""A Rootlog file cut into its lines: the header, the turn lines, the winner.

Rootlog 2.8, "Separating Actions and Turns" and "Game Setup": `Map:`, `Deck:`, optionally
`Clearings:` and `Pool:`, then one `<Faction>: <Player Name>` line per player; then one line
per turn, `<Faction>:<actions>`; at the end `Winner: <Factions...>`. Comments run from `//`
to the end of a line; blank lines are allowed anywhere.

A header line `F: text` and a turn line `F:actions` look alike. A line is a player line while
no turn has been read, its faction has no player yet, and its text has no `->` (every setup
turn places something, so it has one). The reader records the decision in the docs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


class NotRootlog(ValueError):
    """The text does not begin as a Rootlog file does."""


@dataclass(frozen=True)
class Line:
    number: int  # 1-based, as an editor shows it
    text: str  # without the comment, stripped


@dataclass
class Document:
    map: Line
    deck: Line
    clearings: Line | None = None
    pool: Line | None = None
    players: dict[str, str] = field(default_factory=dict)  # faction letter -> player name
    player_lines: dict[str, Line] = field(default_factory=dict)
    body: list[Line] = field(default_factory=list)  # turn lines, the winner, anything else


_KEY = re.compile(r"^([A-Za-z]+)\s*:\s*(.*)$")
_PLAYER = re.compile(r"^([A-Z])\s*:\s*(.*)$")


def strip_comment(raw: str) -> str:
    return raw.split("//", 1)[0].strip()


def value(line: Line) -> str:
    m = _KEY.match(line.text)
    return m[2].strip() if m else ""


def read_document(text: str) -> Document:
    text = text.removeprefix("\ufeff")  # a byte order mark some editors write
    lines = [Line(i, strip_comment(raw)) for i, raw in enumerate(text.splitlines(), start=1)]
    lines = [line for line in lines if line.text]
    if not lines or not lines[0].text.lower().startswith("map:"):
        raise NotRootlog(
            "a Rootlog file begins with `Map: <map name>` (comments and blank lines aside)"
        )
    if len(lines) < 2 or not lines[1].text.lower().startswith("deck:"):
        raise NotRootlog("in a Rootlog file, `Deck: <deck name>` follows the `Map:` line")
    doc = Document(map=lines[0], deck=lines[1])
    rest = lines[2:]
    if rest and rest[0].text.lower().startswith("clearings:"):
        doc.clearings, rest = rest[0], rest[1:]
    if rest and rest[0].text.lower().startswith("pool:"):
        doc.pool, rest = rest[0], rest[1:]
    while rest:
        m = _PLAYER.match(rest[0].text)
        if not m or m[1] in doc.players or "->" in m[2] or not m[2].strip():
            break
        doc.players[m[1]] = m[2].strip()
        doc.player_lines[m[1]] = rest[0]
        rest = rest[1:]
    doc.body = rest
    return doc
