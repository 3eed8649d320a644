"""Meduris actions: immutable values whose `str()` is the canonical notation.

    bonus 12              setup: lay a bonus token face down on plot 12
    place wool            setup: place a worker on a highland
    roll                  turn part 1: roll the die
    take 1wool            the "+1" face: one resource of your choice (option
                          plus_one=worker: one per worker, `take 1wool 1wood`)
    return wool           the "-1" face: give one resource back
    move wood.1>stone     big benefit: your worker at height 1 (bottom) of wood goes to stone
    hut 12 / temple 12    build on plot 12 (then `pay ...` if an exchange might be possible)
    pay 2wood 2stone      the payment, counts in order wool wood stone copper
    offer none | offer token | offer 1wool | offer 1wool 1wood | offer 3stone
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from games.core.errors import BadNotation
from games.meduris import payment
from games.meduris.board import HIGHLANDS, RESOURCES
from games.meduris.payment import Counts

HINT = (
    "`roll`, `bonus 12`, `place wool`, `move wood.1>stone`, `hut 12`, `pay 2wood 2stone`, "
    "`offer none`"
)


@dataclass(frozen=True)
class PlaceBonus:
    plot: int  # board number, 1-based

    def __str__(self) -> str:
        return f"bonus {self.plot}"


@dataclass(frozen=True)
class PlaceWorker:
    highland: str

    def __str__(self) -> str:
        return f"place {self.highland}"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Take:
    amounts: Counts

    def __str__(self) -> str:
        return f"take {payment.fmt(self.amounts)}"


@dataclass(frozen=True)
class Return:
    resource: str

    def __str__(self) -> str:
        return f"return {self.resource}"


@dataclass(frozen=True)
class MoveWorker:
    source: str
    height: int  # 1 = bottom of the stack
    target: str

    def __str__(self) -> str:
        return f"move {self.source}.{self.height}>{self.target}"


BuildingKind = Literal["hut", "temple"]


@dataclass(frozen=True)
class Build:
    kind: BuildingKind
    plot: int  # board number, 1-based

    def __str__(self) -> str:
        return f"{self.kind} {self.plot}"


@dataclass(frozen=True)
class Pay:
    amounts: Counts

    def __str__(self) -> str:
        return f"pay {payment.fmt(self.amounts)}"


@dataclass(frozen=True)
class Offer:
    amounts: Counts = (0, 0, 0, 0)
    token: bool = False

    def __str__(self) -> str:
        if self.token:
            return "offer token"
        if not any(self.amounts):
            return "offer none"
        return f"offer {payment.fmt(self.amounts)}"


MedurisAction = PlaceBonus | PlaceWorker | Roll | Take | Return | MoveWorker | Build | Pay | Offer
"""Every answer a Meduris step takes."""

_MOVE = re.compile(r"^(\w+)\.(\d)\s*>\s*(\w+)$")


def parse(text: str) -> MedurisAction:
    """Read canonical notation (case and spacing are forgiven)."""
    words = text.lower().replace(",", " ").split()
    head, rest = words[0], words[1:]
    action = _PARSERS.get(head, _unknown)(rest)
    if action is None:
        raise BadNotation(text=text, hint=HINT)
    return action


def _unknown(_: list[str]) -> None:
    return None


def _plot(rest: list[str]) -> int | None:
    return int(rest[0]) if len(rest) == 1 and rest[0].isdigit() and len(rest[0]) <= 3 else None


def _bonus(rest: list[str]) -> MedurisAction | None:
    plot = _plot(rest)
    return None if plot is None else PlaceBonus(plot)


def _place(rest: list[str]) -> MedurisAction | None:
    return PlaceWorker(rest[0]) if len(rest) == 1 and rest[0] in HIGHLANDS else None


def _roll(rest: list[str]) -> MedurisAction | None:
    return None if rest else Roll()


def _amounts(rest: list[str]) -> Counts | None:
    return payment.parse(rest) if rest else None


def _take(rest: list[str]) -> MedurisAction | None:
    amounts = _amounts(rest)
    return Take(amounts) if amounts else None


def _return(rest: list[str]) -> MedurisAction | None:
    return Return(rest[0]) if len(rest) == 1 and rest[0] in RESOURCES else None


def _move(rest: list[str]) -> MedurisAction | None:
    match = _MOVE.match("".join(rest))
    if not match or match[1] not in HIGHLANDS or match[3] not in HIGHLANDS:
        return None
    return MoveWorker(match[1], int(match[2]), match[3])


def _build(kind: BuildingKind) -> Callable[[list[str]], MedurisAction | None]:
    def parse_build(rest: list[str]) -> MedurisAction | None:
        plot = _plot(rest)
        return None if plot is None else Build(kind, plot)

    return parse_build


def _pay(rest: list[str]) -> MedurisAction | None:
    amounts = _amounts(rest)
    return Pay(amounts) if amounts else None


def _offer(rest: list[str]) -> MedurisAction | None:
    if rest == ["none"]:
        return Offer()
    if rest == ["token"]:
        return Offer(token=True)
    amounts = _amounts(rest)
    return Offer(amounts) if amounts else None


_PARSERS: dict[str, Callable[[list[str]], MedurisAction | None]] = {
    "bonus": _bonus,
    "place": _place,
    "roll": _roll,
    "take": _take,
    "return": _return,
    "move": _move,
    "hut": _build("hut"),
    "temple": _build("temple"),
    "pay": _pay,
    "offer": _offer,
}
