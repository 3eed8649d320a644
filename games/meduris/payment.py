"""Paying resources, with the exchange rate: any one required resource may be
replaced by three of free choice (rulebook, "Emplear materias primas" and
"Tipo de cambio"; it applies to building and to offerings alike).

A payment is a multiset of resources handed over, kept as a tuple of counts in
the order of `RESOURCES`. A payment *covers* a requirement when, after matching
as many required units as possible one for one, the rest of the payment is
exactly three resources per unmatched unit. Paying three of a resource for a
unit of that same resource is never offered: it is the same as paying it
directly and keeping two.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache

from games.meduris.board import RESOURCES

Counts = tuple[int, int, int, int]
RATE = 3


def counts(mapping: Mapping[str, int]) -> Counts:
    return tuple(int(mapping.get(r, 0)) for r in RESOURCES)  # type: ignore[return-value]


def as_dict(c: Counts) -> dict[str, int]:
    return {r: n for r, n in zip(RESOURCES, c, strict=True) if n}


def total(c: Counts) -> int:
    return sum(c)


def matched(payment: Counts, need: Counts) -> int:
    # map with the builtin min: the legal moves of every turn come through here.
    return sum(map(min, payment, need))


def covers(payment: Counts, need: Counts) -> bool:
    """Does `payment` pay for `need` exactly, using the 3-for-1 exchange where needed?"""
    m = matched(payment, need)
    return total(payment) - m == RATE * (total(need) - m)


def affordable(holding: Counts, need: Counts) -> bool:
    """Can `holding` pay for `need` at all? Pay directly what you can, exchange the rest."""
    m = matched(holding, need)
    return total(holding) - m >= RATE * (total(need) - m)


def payments(holding: Counts, need: Counts) -> list[Counts]:
    """Every payment out of `holding` that covers `need`, the direct one first
    (`_payments`). Remembered: the same few holdings and needs come back on
    every turn's legal moves, and the answer depends on nothing else."""
    return list(_payments(holding, need))


@lru_cache(maxsize=4096)
def _payments(holding: Counts, need: Counts) -> tuple[Counts, ...]:
    """The payments of `holding` for `need`, built once each.

    Each payment is built once: first the units paid directly (`direct`), then
    three free resources per unit left unpaid. A required resource only joins
    the free three once its own units are all paid directly, which makes every
    payment's decomposition unique.
    """
    found = []
    for direct in _bounded(tuple(min(h, n) for h, n in zip(holding, need, strict=True)), 99):
        unpaid = total(need) - total(direct)
        rest = subtract(holding, direct)
        spare = tuple(
            r if n == 0 or d == n else 0 for r, n, d in zip(rest, need, direct, strict=True)
        )
        for extra in _exactly(spare, RATE * unpaid):
            found.append(add(direct, extra))
    found.sort(key=lambda p: (total(p), [-x for x in p]))
    return tuple(found)


def _bounded(limit: tuple[int, ...], most: int) -> Iterator[Counts]:
    """Every multiset within `limit` of at most `most` resources."""
    for a in range(min(limit[0], most) + 1):
        for b in range(min(limit[1], most - a) + 1):
            for c in range(min(limit[2], most - a - b) + 1):
                for d in range(min(limit[3], most - a - b - c) + 1):
                    yield (a, b, c, d)


def _exactly(limit: tuple[int, ...], size: int) -> Iterator[Counts]:
    """Every multiset within `limit` of exactly `size` resources."""
    for a in range(min(limit[0], size) + 1):
        for b in range(min(limit[1], size - a) + 1):
            for c in range(min(limit[2], size - a - b) + 1):
                d = size - a - b - c
                if d <= limit[3]:
                    yield (a, b, c, d)


def _join_counts(words: list[str]) -> list[str]:
    """`["2", "wood"]` -> `["2wood"]`: a lone number belongs to the next word."""
    joined: list[str] = []
    for word in words:
        if joined and joined[-1].isdigit() and not word[:1].isdigit():
            joined[-1] += word
        else:
            joined.append(word)
    return joined


def subtract(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def fits(part: Counts, whole: Counts) -> bool:
    return all(x <= y for x, y in zip(part, whole, strict=True))


def fmt(c: Counts) -> str:
    """`2wood 1stone`: counts in resource order, zeros left out."""
    return " ".join(f"{n}{r}" for r, n in zip(RESOURCES, c, strict=True) if n)


def parse(words: list[str]) -> Counts | None:
    """Read `2wood 1stone` (also `2 wood`, `wood` for 1wood, any order); None if unreadable."""
    amounts = dict.fromkeys(RESOURCES, 0)
    for word in _join_counts(words):
        digits = ""
        while word and word[0].isdigit():
            digits, word = digits + word[0], word[1:]
        if word not in amounts or (digits and int(digits) == 0) or len(digits) > 2:
            return None
        amounts[word] += int(digits or 1)
    return counts(amounts)
