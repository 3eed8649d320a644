"""Seeded randomness that lives inside a game state.

Every die roll, shuffle and draw comes from the state's own `Rng`, so the seed
plus the action log replays a game exactly. The generator is splitmix64: its
whole state is one 64-bit integer, which makes it trivial to serialize and
cheap to clone (unlike `random.Random`, whose state is 625 words).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic generator whose state is a single integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        if isinstance(seed, str):
            seed = int.from_bytes(seed.encode("utf-8")[:32].ljust(8, b"\0"), "little")
        self.state = seed & _MASK

    @classmethod
    def derive(cls, *parts: int | str) -> Rng:
        """A generator seeded from several values (e.g. session seed, seat, sequence)."""
        rng = cls(0x9E3779B97F4A7C15)
        for part in parts:
            value = part if isinstance(part, int) else cls(part).state
            # Feed each part through the mixer (not just XOR it in), so that
            # different tuples never land on related states.
            rng.state ^= value & _MASK
            rng.state = rng.next_u64()
        return rng

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both ends included."""
        return low + self.randbelow(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        return Rng(self.state)

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"
