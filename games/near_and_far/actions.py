"""Near and Far actions: immutable values whose `str()` is the canonical notation
(docs/notation/near_and_far.md). Every prompt offers a short list; long decisions
(a journey, a trade) are taken one step at a time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from games.core.errors import BadNotation

BUILDINGS = ("hall", "tavern", "stable", "shop", "farm", "mystic", "mine")
GOODS = ("coin", "gem", "food", "green", "yellow", "blue", "red")
AVOID = ("bird", "turtle", "shield", "pay")
WORDS = (
    "ready",
    "adventure",
    "roll",
    "yield",
    "done",
    "end",
    "trade",
    "deal",
    "cancel",
    "refresh",
    "coin",
    "bird",
    "turtle",
    "depart",
    "stop",
    "fight",
    "back",
    "quest",
    "camp",
    "peace",
    "reserve",
    "team",
    "skip",
    "bribe",
)
HINT = "`visit farm`, `adventure`, `go 12`, `go 3-7-12`, `camp`, `buy a05`, `spend 2`, `end`"


@dataclass(frozen=True)
class Word:
    """A one-word action: `roll`, `done`, `end`, `camp`, `stop`, ..."""

    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True)
class Card:
    """An action on one card or token by id: `pick a05`, `drop a05`, `buy a05`,
    `keep a05`, `take t03a`, `recruit g3`, `bench g3`, `field g3`, `team g3` (the
    recruit replaces g3 in the team)."""

    verb: str
    card: str

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True)
class Number:
    """An action with a number: `go 12`, `dig 5`, `spend 3`, `option 1`, `site 12`."""

    verb: str
    n: int

    def __str__(self) -> str:
        return f"{self.verb} {self.n}"


@dataclass(frozen=True)
class Visit:
    building: str

    def __str__(self) -> str:
        return f"visit {self.building}"


@dataclass(frozen=True)
class Duel:
    """Challenge `target` (a seat, or -1 for the 2-player virtual duellist)."""

    target: int
    dirty: bool

    def __str__(self) -> str:
        who = "dummy" if self.target < 0 else str(self.target + 1)
        return f"duel {who} {'dirty' if self.dirty else 'honour'}"


@dataclass(frozen=True)
class Goods:
    """Town hall trade steps: `give gem`, `get red`."""

    verb: str  # give | get
    good: str

    def __str__(self) -> str:
        return f"{self.verb} {self.good}"


@dataclass(frozen=True)
class Reputation:
    """Town hall: gain (+) or lose (-) reputation for a coin or a gem a point, the
    player's choice: `rep +2` (two coins), `rep +3 1g` (two coins and a gem),
    `rep -2 2g` (two gems)."""

    delta: int
    gems: int = 0  # how many of the points a gem pays; coins pay the rest

    def __str__(self) -> str:
        paid = f" {self.gems}g" if self.gems else ""
        return f"rep {self.delta:+d}{paid}"


@dataclass(frozen=True)
class Draw:
    """Shop: draw four artifacts, `basic` from the basic deck, the rest advanced."""

    basic: int
    advanced: int

    def __str__(self) -> str:
        return f"draw {self.basic}+{self.advanced}"


@dataclass(frozen=True)
class Avoid:
    how: str  # bird | turtle | shield | pay

    def __str__(self) -> str:
        return f"avoid {self.how}"


@dataclass(frozen=True)
class Release:
    """Bird breeding talent: give a pack animal back for two hearts: `release bird`."""

    animal: str  # bird | turtle

    def __str__(self) -> str:
        return f"release {self.animal}"


@dataclass(frozen=True)
class Learn:
    """Politicking talent: buy a talent at the town hall during the game:
    `talent meditation`."""

    talent: str

    def __str__(self) -> str:
        return f"talent {self.talent}"


NearFarAction = (
    Word | Card | Number | Visit | Duel | Goods | Reputation | Draw | Avoid | Release | Learn
)
"""Every answer a Near and Far step takes."""

_CARD_VERBS = (
    "pick",
    "drop",
    "buy",
    "keep",
    "take",
    "recruit",
    "bench",
    "field",
    "team",
    "fight",
)
_NUMBER_VERBS = ("go", "dig", "spend", "option", "site")
_ID = re.compile(r"^(?:a\d\d|t\d\d[ab]|h\d\d|[gybr]\d|pet)$")
_TALENT = re.compile(r"^[a-z_]{3,20}$")


def parse(text: str) -> NearFarAction:
    words = text.lower().split()
    action = _parse(words)
    if action is None:
        raise BadNotation(text=text, hint=HINT)
    return action


def _reputation(delta: str, gems: str) -> Reputation | None:
    """`rep +3` or `rep +3 1g`: the points, and how many of them a gem pays."""
    if not re.fullmatch(r"[+-]\d{1,2}", delta) or int(delta) == 0:
        return None
    paid = re.fullmatch(r"(\d{1,2})g", gems)
    if paid is None or int(paid[1]) > abs(int(delta)):
        return None
    return Reputation(int(delta), int(paid[1]))


def _parse(words: list[str]) -> NearFarAction | None:
    head, rest = words[0], words[1:]
    if not rest:
        return Word(head) if head in WORDS else None
    if len(rest) == 1:
        arg = rest[0]
        if head in _CARD_VERBS and _ID.match(arg):
            return Card(head, arg)
        if head in _NUMBER_VERBS and arg.isdigit() and len(arg) <= 3:
            return Number(head, int(arg))
        if head == "visit" and arg in BUILDINGS:
            return Visit(arg)
        if head in ("give", "get") and arg in GOODS:
            return Goods(head, arg)
        if head == "rep":
            return _reputation(arg, "0g")
        if head == "avoid" and arg in AVOID:
            return Avoid(arg)
        if head == "release" and arg in ("bird", "turtle"):
            return Release(arg)
        if head == "talent" and _TALENT.match(arg):
            return Learn(arg)
        match = re.fullmatch(r"(\d)\+(\d)", arg)
        if head == "draw" and match:
            return Draw(int(match[1]), int(match[2]))
        if head == "no" and arg == "duel":
            return Word("peace")
        return None
    if head == "rep" and len(rest) == 2:
        return _reputation(rest[0], rest[1])
    if head == "duel" and len(rest) == 2 and rest[1] in ("honour", "dirty"):
        who = rest[0]
        if who == "dummy":
            return Duel(-1, rest[1] == "dirty")
        if who.isdigit() and 1 <= int(who) <= 4:
            return Duel(int(who) - 1, rest[1] == "dirty")
    return None
