"""Mountain King actions: frozen values whose `str()` is the canonical notation
(docs/notation/mountain_king.md).

    gate h1                     setup C: put your gate on a start point
    keep s3 A2                  setup D: place starting troll s3 on base spot A2
    cast earth_ritual           step 1: cast a spell (some take a target: `cast rouse B1`)
    use f7 heartstone>cart      step 1: one use of a workshop next to your network
    recruit 2.3 B1              step 2: recruit horde troll (level 2, slot 3) onto spot B1
    dig L4 iron                 step 2: dig tunnel shape L4 paying iron; then `place ...`
    place r1f c5                the tile turned/flipped, its first cell on c5
    pedestal fire | pedestal none
    establish stone_mill f7 | establish none
    take moon | take none       the "choose pedestal" token: a pedestal from the bag, or not
    skip                        step 2 when you can neither recruit nor dig
    hall rift r1 c5             step 3: open a great hall
    move e5>f6                  step 4: move a statue with a cart
    trade rune / give 2stone 1iron 1coin    at any time: 4 resources for 1
    pay stone@A1 3stone@storage which resources pay (a troll's symbols, storage)
    end                         end your turn
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from games.core.errors import BadNotation
from games.mountain_king.components import (
    ORIENTATIONS,
    RESOURCES,
    STATUE_CLANS,
    hall_shapes,
    parse_cell,
    spells,
    tunnel_shapes,
    workshop_kinds,
)

HINT = "`recruit 1.2 B1`, `dig L4 iron`, `place r1 c5`, `move e5>f6`, `end`"
Counts = tuple[int, ...]


def fmt_counts(counts: Counts) -> str:
    return " ".join(f"{n}{r}" for r, n in zip(RESOURCES, counts, strict=True) if n)


@dataclass(frozen=True)
class Gate:
    cell: str

    def __str__(self) -> str:
        return f"gate {self.cell}"


@dataclass(frozen=True)
class Keep:
    card: str
    spot: str

    def __str__(self) -> str:
        return f"keep {self.card} {self.spot}"


@dataclass(frozen=True)
class Cast:
    spell: str
    target: str = ""

    def __str__(self) -> str:
        return f"cast {self.spell} {self.target}".strip()


@dataclass(frozen=True)
class Use:
    cell: str
    give: str  # "heartstone", "2stone", "stone+iron", or a troll symbol for the quartermaster
    get: str  # "cart", "2stone", "hammer", or "storage"

    def __str__(self) -> str:
        return f"use {self.cell} {self.give}>{self.get}"


@dataclass(frozen=True)
class Trade:
    target: str

    def __str__(self) -> str:
        return f"trade {self.target}"


@dataclass(frozen=True)
class Give:
    amounts: Counts

    def __str__(self) -> str:
        return f"give {fmt_counts(self.amounts)}"


@dataclass(frozen=True)
class Recruit:
    level: int
    slot: int  # 1-based in its row of the horde
    spot: str  # pyramid spot, e.g. B1

    def __str__(self) -> str:
        return f"recruit {self.level}.{self.slot} {self.spot}"


@dataclass(frozen=True)
class Dig:
    shape: str
    mineral: str

    def __str__(self) -> str:
        return f"dig {self.shape} {self.mineral}"


@dataclass(frozen=True)
class Place:
    orientation: str
    cell: str

    def __str__(self) -> str:
        return f"place {self.orientation} {self.cell}"


@dataclass(frozen=True)
class SetPedestal:
    clan: str  # or "none"

    def __str__(self) -> str:
        return f"pedestal {self.clan}"


@dataclass(frozen=True)
class Establish:
    kind: str  # or "none"
    cell: str = ""

    def __str__(self) -> str:
        return f"establish {self.kind} {self.cell}".strip()


@dataclass(frozen=True)
class TakePedestal:
    clan: str  # or "none": the token lets you take one, it does not make you

    def __str__(self) -> str:
        return f"take {self.clan}"


@dataclass(frozen=True)
class Skip:
    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Hall:
    hall: str
    orientation: str
    cell: str

    def __str__(self) -> str:
        return f"hall {self.hall} {self.orientation} {self.cell}"


@dataclass(frozen=True)
class MoveStatue:
    source: str
    target: str

    def __str__(self) -> str:
        return f"move {self.source}>{self.target}"


@dataclass(frozen=True)
class PayPart:
    """`count` of a troll's `symbol` taken off the troll on spot `place`, or of
    a resource out of storage (`place` is `storage`)."""

    symbol: str
    place: str
    count: int = 1

    def __str__(self) -> str:
        return f"{self.count if self.count > 1 else ''}{self.symbol}@{self.place}"

    def order(self) -> tuple[int, int, int, str]:
        """Resource, then spot from the base up, storage last."""
        resource = RESOURCES.index(self.symbol.split(":")[0])
        if self.place == "storage":
            return resource, len(_SPOTS), 0, self.symbol
        return resource, "ABCD".index(self.place[0]), int(self.place[1]), self.symbol


@dataclass(frozen=True)
class Pay:
    """Which of the resources you hold pay the price just chosen ("Gastar
    recursos"): parts in a canonical order, equal ones merged."""

    parts: tuple[PayPart, ...]

    @classmethod
    def of(cls, parts: tuple[PayPart, ...] | list[PayPart]) -> Pay:
        merged: dict[tuple[str, str], int] = {}
        for item in parts:
            merged[(item.symbol, item.place)] = merged.get((item.symbol, item.place), 0) + (
                item.count
            )
        joined = [PayPart(symbol, place, n) for (symbol, place), n in merged.items() if n]
        return cls(tuple(sorted(joined, key=PayPart.order)))

    def __str__(self) -> str:
        return " ".join(["pay", *(str(item) for item in self.parts)])


@dataclass(frozen=True)
class End:
    def __str__(self) -> str:
        return "end"


MountainKingAction = (
    Gate | Keep | Cast | Use | Trade | Give | Recruit | Dig | Place | SetPedestal | Establish
    | TakePedestal | Skip | Hall | MoveStatue | Pay | End
)

_SPOT = re.compile(r"^[abcd][1-4]$")
_SLOT = re.compile(r"^([123])\.([1-5])$")
_AMOUNT = re.compile(r"^(\d{0,2})([a-z]+)$")
_SYMBOL = re.compile(r"^(stone|iron|heartstone|coin|hammer|rune|cart(:(fire|ice|moon|wild))?)$")
_PAY_PART = re.compile(
    r"^(\d{0,2})(stone|iron|heartstone|coin|hammer|rune|cart(?::(?:fire|ice|moon|wild))?)"
    r"@([a-d][1-4]|storage)$"
)
_SPOTS = ("A1", "A2", "A3", "A4", "B1", "B2", "B3", "C1", "C2", "D1")


def _cell(text: str) -> str | None:
    return text if parse_cell(text) is not None else None


def parse(text: str) -> MountainKingAction:
    """Read canonical notation; case and spacing are forgiven."""
    words = text.replace(",", " ").split()
    head, rest = words[0].lower(), words[1:]
    action = _PARSERS.get(head, lambda _r: None)(rest)
    if action is None:
        raise BadNotation(text=text, hint=HINT)
    return action


def _gate(rest: list[str]) -> MountainKingAction | None:
    return Gate(rest[0].lower()) if len(rest) == 1 and _cell(rest[0].lower()) else None


def _keep(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 2 or not re.match(r"^s[1-6]$", rest[0].lower()):
        return None
    spot = rest[1].upper()
    return Keep(rest[0].lower(), spot) if re.match(r"^A[1-4]$", spot) else None


def _cast(rest: list[str]) -> MountainKingAction | None:
    if not rest or len(rest) > 2 or rest[0].lower() not in spells():
        return None
    target = rest[1].lower() if len(rest) == 2 else ""
    return Cast(rest[0].lower(), target.upper() if _SPOT.match(target) else target)


def _use(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 2 or not _cell(rest[0].lower()) or ">" not in rest[1]:
        return None
    give, _, get = rest[1].lower().partition(">")
    if not give or not get:
        return None
    return Use(rest[0].lower(), give, get)


def _trade(rest: list[str]) -> MountainKingAction | None:
    return Trade(rest[0].lower()) if len(rest) == 1 and rest[0].lower() in RESOURCES else None


def parse_counts(rest: list[str]) -> Counts | None:
    counts = [0] * len(RESOURCES)
    for word in rest:
        match = _AMOUNT.match(word.lower())
        if not match or match[2] not in RESOURCES:
            return None
        counts[RESOURCES.index(match[2])] += int(match[1] or 1)
    return tuple(counts) if any(counts) else None


def _give(rest: list[str]) -> MountainKingAction | None:
    counts = parse_counts(rest)
    return Give(counts) if counts else None


def _recruit(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 2:
        return None
    slot = _SLOT.match(rest[0])
    if not slot or not _SPOT.match(rest[1].lower()):
        return None
    return Recruit(int(slot[1]), int(slot[2]), rest[1].upper())


def _dig(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 2 or rest[0].upper() not in tunnel_shapes():
        return None
    mineral = rest[1].lower()
    return Dig(rest[0].upper(), mineral) if mineral in ("stone", "iron", "heartstone") else None


def _place(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 2 or rest[0].lower() not in ORIENTATIONS or not _cell(rest[1].lower()):
        return None
    return Place(rest[0].lower(), rest[1].lower())


def _pedestal(rest: list[str]) -> MountainKingAction | None:
    if len(rest) == 1 and rest[0].lower() in (*STATUE_CLANS, "none"):
        return SetPedestal(rest[0].lower())
    return None


def _establish(rest: list[str]) -> MountainKingAction | None:
    if rest and rest[0].lower() == "none" and len(rest) == 1:
        return Establish("none")
    if len(rest) == 2 and rest[0].lower() in workshop_kinds() and _cell(rest[1].lower()):
        return Establish(rest[0].lower(), rest[1].lower())
    return None


def _take(rest: list[str]) -> MountainKingAction | None:
    if len(rest) == 1 and rest[0].lower() in (*STATUE_CLANS, "none"):
        return TakePedestal(rest[0].lower())
    return None


def _skip(rest: list[str]) -> MountainKingAction | None:
    return None if rest else Skip()


def _hall(rest: list[str]) -> MountainKingAction | None:
    if len(rest) != 3 or rest[0].lower() not in hall_shapes():
        return None
    if rest[1].lower() not in ORIENTATIONS or not _cell(rest[2].lower()):
        return None
    return Hall(rest[0].lower(), rest[1].lower(), rest[2].lower())


def _move(rest: list[str]) -> MountainKingAction | None:
    source, _, target = "".join(rest).lower().partition(">")
    if not _cell(source) or not _cell(target):
        return None
    return MoveStatue(source, target)


def _pay(rest: list[str]) -> MountainKingAction | None:
    """`pay stone@A1 3stone@storage`: a troll's symbol on a spot, or a plain
    resource from storage; in any order (the notation sorts them)."""
    parts = [_pay_part(word) for word in rest]
    if not parts or any(p is None for p in parts):
        return None
    return Pay.of([p for p in parts if p is not None])


def _pay_part(word: str) -> PayPart | None:
    match = _PAY_PART.match(word.lower())
    if not match or match[1] in ("0", "00"):
        return None
    count, symbol, place = int(match[1] or 1), match[2], match[3].upper()
    if place == "STORAGE":
        # Storage holds resources, not troll symbols: its carts are all alike.
        return PayPart(symbol, "storage", count) if ":" not in symbol else None
    if place not in _SPOTS or symbol == "cart":
        return None  # a cart on a troll is always a clan's or a wild one
    return PayPart(symbol, place, count)


def _end(rest: list[str]) -> MountainKingAction | None:
    return None if rest else End()


_PARSERS = {
    "gate": _gate,
    "keep": _keep,
    "cast": _cast,
    "use": _use,
    "trade": _trade,
    "give": _give,
    "recruit": _recruit,
    "dig": _dig,
    "place": _place,
    "pedestal": _pedestal,
    "establish": _establish,
    "take": _take,
    "skip": _skip,
    "hall": _hall,
    "move": _move,
    "pay": _pay,
    "end": _end,
}


def is_symbol(text: str) -> bool:
    return bool(_SYMBOL.match(text))
