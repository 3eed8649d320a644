"""Spending resources ("Gastar recursos"): which of the resources you hold pay.

    "puedes gastar todos los recursos que se encuentren en tu poder
    (independientemente de si se encuentran en tu almacén o sobre uno de los
    trols de tu plantilla)" ... "Es mejor gastar primero los recursos que haya
    sobre tus trols" ... "Ejemplo: Quieres gastar cuatro piedras para cavar un
    túnel; tienes dos piedras en tu almacén y tres piedras en tu plantilla de
    trols. Puedes gastar las cuatro piedras que quieras de esas cinco".

The rulebook lets the player pick; spending the trolls' resources first is its
advice, not a rule. So a price is a `Bill` (so many of a resource, from which
troll symbols and whether from storage), and the ways to settle it are the
distinct `Pay` actions: which trolls give up how many, the rest from storage.
Two ways differ in effect when they free different trolls (a freed symbol
produces again in the next cascade) or use a different cart; resources in
storage are all alike, and so are two equal symbols on one troll. With one way
the payment is made at once; with more the player chooses (option
`spending=choose`, the rulebook) or the advice is followed (`trolls_first`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Any

from games.mountain_king.actions import Pay, PayPart
from games.mountain_king.components import RESOURCES, trolls
from games.mountain_king.pyramid import spot_index, spot_name
from games.mountain_king.resources import base, troll_symbols

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

STORAGE = "storage"


@dataclass(frozen=True, order=True)
class Part:
    """So many of one resource, paid from troll symbols in `tiers` (the most
    restricted tier first: what the advice spends first) and from storage."""

    resource: str
    count: int
    tiers: tuple[tuple[str, ...], ...]
    storage: bool = True

    @property
    def symbols(self) -> tuple[str, ...]:
        return tuple(s for tier in self.tiers for s in tier)


Bill = tuple[Part, ...]


def symbols_of(resource: str) -> tuple[str, ...]:
    """Every troll symbol that holds `resource` (a cart of any clan is a cart)."""
    if resource == "cart":
        return ("cart:fire", "cart:ice", "cart:moon", "cart:wild")
    return (resource,)


def part(resource: str, count: int) -> Part:
    """An ordinary price: any symbol of the resource, or storage."""
    return Part(resource, count, (symbols_of(resource),))


def bill(counts: tuple[int, ...] | list[int]) -> Bill:
    """A price given as counts by resource (a trade, a workshop)."""
    return tuple(part(r, n) for r, n in zip(RESOURCES, counts, strict=True) if n)


def choosing(state: MountainKingState) -> bool:
    """Option `spending`: `choose` (the rulebook) or `trolls_first` (the advice,
    played automatically)."""
    return state.options.get("spending") != "trolls_first"


# -- the ways to pay ----------------------------------------------------------------------
def sources(state: MountainKingState, seat: int, item: Part) -> list[tuple[int, str, int]]:
    """(pyramid index, symbol, how many) on the seat's trolls that may pay `item`,
    bottom row first; equal symbols on one troll are one source."""
    found: dict[tuple[int, str], int] = {}
    for index, _, symbol in troll_symbols(state, seat):
        if symbol in item.symbols:
            found[(index, symbol)] = found.get((index, symbol), 0) + 1
    return [(index, symbol, n) for (index, symbol), n in found.items()]


def in_storage(state: MountainKingState, seat: int, item: Part) -> int:
    if not item.storage:
        return 0
    return state.storage[state.group(seat)][RESOURCES.index(item.resource)]


def part_ways(state: MountainKingState, seat: int, item: Part) -> list[tuple[PayPart, ...]]:
    """Every distinct way to pay one part: how many from each troll source (most
    from the trolls first), the rest from storage."""
    found = sources(state, seat, item)
    stored = in_storage(state, seat, item)
    out: list[tuple[PayPart, ...]] = []

    def walk(i: int, left: int, taken: list[PayPart]) -> None:
        if i == len(found):
            if left <= stored:
                rest = [PayPart(item.resource, STORAGE, left)] if left else []
                out.append(tuple(taken + rest))
            return
        index, symbol, cap = found[i]
        for n in range(min(cap, left), -1, -1):
            walk(i + 1, left - n, taken + ([PayPart(symbol, spot_name(index), n)] if n else []))

    walk(0, item.count, [])
    return out


def ways(state: MountainKingState, seat: int, price: Bill) -> list[Pay]:
    """Every distinct payment of the bill, in a stable order."""
    per_part = [part_ways(state, seat, item) for item in price if item.count]
    return [Pay.of(sum(combo, ())) for combo in product(*per_part)]


def trolls_first(state: MountainKingState, seat: int, price: Bill) -> Pay:
    """The rulebook's advice, followed automatically: the trolls' resources
    first, the most restricted symbol first (a clan cart before a wild one),
    bottom row first (the trolls cascades wake most often), then storage."""
    parts: list[PayPart] = []
    for item in price:
        left = item.count
        found = sources(state, seat, item)
        for tier in item.tiers:
            for index, symbol, cap in found:
                if symbol in tier and left:
                    n = min(cap, left)
                    parts.append(PayPart(symbol, spot_name(index), n))
                    left -= n
        if left:
            parts.append(PayPart(item.resource, STORAGE, left))
    return Pay.of(tuple(parts))


def settle_ways(state: MountainKingState, seat: int, price: Bill) -> list[Pay]:
    """The payments the player is offered: all distinct ways under `choose`, the
    advice alone under `trolls_first`."""
    if not any(item.count for item in price):
        return [Pay(())]
    if choosing(state):
        return ways(state, seat, price)
    return [trolls_first(state, seat, price)]


# -- paying -------------------------------------------------------------------------------
def spend(state: MountainKingState, seat: int, payment: Pay, to_supply: bool = True) -> None:
    """Take the payment away: the named symbols off the named trolls, the rest
    out of storage; back to the supply unless it goes onto a card (a rune on a
    spell, coins as bribes) or to storage (the Quartermaster)."""
    pyramid = state.pyramids[seat]
    for item in payment.parts:
        resource = base(item.symbol)
        if item.place == STORAGE:
            state.storage[state.group(seat)][RESOURCES.index(resource)] -= item.count
        else:
            index = spot_index(item.place)
            assert index is not None and pyramid[index] is not None
            _free(pyramid[index], item.symbol, item.count)
        if to_supply:
            state.supply[RESOURCES.index(resource)] += item.count


def _free(spot: list[Any], symbol: str, count: int) -> None:
    produces = trolls()[spot[0]]["produces"]
    for k in _held_positions(produces, spot[1], symbol):
        if count == 0:
            return
        spot[1][k] = 0
        count -= 1
    if count:
        raise ValueError(f"the troll holds too few {symbol}")


def _held_positions(produces: list[str], held: list[int], symbol: str) -> Iterator[int]:
    return (k for k, s in enumerate(produces) if s == symbol and held[k])


def totals(price: Bill) -> list[int]:
    """The bill as counts by resource (for the prompt's text)."""
    counts = [0] * len(RESOURCES)
    for item in price:
        counts[RESOURCES.index(item.resource)] += item.count
    return counts
