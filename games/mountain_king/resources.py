"""Holding and gaining resources ("Gastar recursos", "Carretillas",
"Intercambiar con la reserva", final "Sets de recursos sobrantes").

A player holds what lies in their storage (the team storage in team play) and
what sits on their own trolls; which of them pay is `games.mountain_king.paying`.
Carts on a troll carry the troll's cart symbol: a clan cart moves only statues
of that clan, a wild one (or any cart in storage) moves any.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from games.mountain_king.components import RESOURCES, rules, trolls

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

N = len(RESOURCES)
CART = RESOURCES.index("cart")


def base(symbol: str) -> str:
    """The resource of a troll's symbol (`cart:fire` is a cart)."""
    return symbol.split(":")[0]


def troll_symbols(state: MountainKingState, seat: int) -> Iterator[tuple[int, int, str]]:
    """(pyramid index, symbol index, symbol) of every resource sitting on the
    seat's trolls, bottom row first, left to right."""
    for index, spot in enumerate(state.pyramids[seat]):
        if spot is None:
            continue
        card, held = spot
        for k, symbol in enumerate(trolls()[card]["produces"]):
            if held[k]:
                yield index, k, symbol


def holding(state: MountainKingState, seat: int) -> list[int]:
    counts = list(state.storage[state.group(seat)])
    # `troll_symbols` written out, each troll's symbols read as resource indices
    # once per card: holdings are counted at every step of a search's playouts.
    for spot in state.pyramids[seat]:
        if spot is None:
            continue
        card, held = spot
        for k, r in enumerate(_card_resources(card)):
            if held[k]:
                counts[r] += 1
    return counts


@cache
def _card_resources(card: str) -> tuple[int, ...]:
    """The resource index of each symbol a troll card produces, in order."""
    return tuple(_resource_index(symbol) for symbol in trolls()[card]["produces"])


@cache
def _resource_index(symbol: str) -> int:
    """RESOURCES.index(base(symbol)), worked out once per symbol (holdings are
    counted at every question of a search)."""
    return RESOURCES.index(base(symbol))


def carts_for(state: MountainKingState, seat: int, clan: str) -> int:
    """Carts that can move a statue of `clan`: its clan carts, wild carts on
    trolls, and every cart in storage."""
    count = state.storage[state.group(seat)][CART]
    for _, _, symbol in troll_symbols(state, seat):
        if symbol in (f"cart:{clan}", "cart:wild"):
            count += 1
    return count


def wild_carts(state: MountainKingState, seat: int) -> int:
    count = state.storage[state.group(seat)][CART]
    return count + sum(1 for *_, s in troll_symbols(state, seat) if s == "cart:wild")


def gain(state: MountainKingState, seat: int, resource: str, n: int) -> int:
    """Take up to `n` from the supply into the seat's storage; the supply is
    finite, so fewer may come. Returns how many came."""
    r = RESOURCES.index(resource)
    got = min(n, state.supply[r])
    state.supply[r] -= got
    state.storage[state.group(seat)][r] += got
    return got


def multisets(held: list[int], size: int) -> list[tuple[int, ...]]:
    """Every way to choose `size` resources from what is held, in a stable order."""
    return list(_multisets(tuple(min(h, size) for h in held), size))


MULTISET_CACHE = 1024
"""Holdings whose choices are remembered. The cache is keyed by what a player holds,
so a process playing game after game met new holdings for ever (up to 5**7 of
them for a trade-in of four, ~8 KB each); a few hundred cover any one game."""


@lru_cache(maxsize=MULTISET_CACHE)
def _multisets(held: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []

    def walk(i: int, left: int, acc: list[int]) -> None:
        if i == N:
            if left == 0:
                out.append(tuple(acc))
            return
        for take in range(min(left, held[i]), -1, -1):
            acc.append(take)
            walk(i + 1, left - take, acc)
            acc.pop()

    walk(0, size, [])
    return tuple(out)


def leftover_sets(counts: list[int]) -> int:
    """Final scoring 3: one honour per set of three identical resources, after
    any number of 4-for-1 trades. Breaking a set never pays (three resources buy
    less than one), so keep every natural set and complete the cheapest partial
    ones with trades: a pair costs 4 more resources, a single 8, nothing 12."""
    size, rate = int(rules()["set_size"]), int(rules()["trade_in"])
    sets = sum(c // size for c in counts)
    residues = sorted((c % size for c in counts), reverse=True)
    pool = sum(residues)
    for r in residues:
        cost = rate * (size - r)  # resources traded in
        if pool - r >= cost:
            pool -= r + cost
            sets += 1
    while pool >= rate * size:  # whole sets bought from leftovers of any kind
        pool -= rate * size
        sets += 1
    return sets
