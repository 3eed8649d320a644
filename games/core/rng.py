"""Seeded randomness that lives inside a game state.

Every die roll, shuffle and draw comes from the state's own `Rng`, so the seed
plus the action log replays a game exactly. The generator is splitmix64: its
whole state is one 64-bit integer, which makes it trivial to serialize and
cheap to clone (unlike `random.Random`, whose state is 625 words).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from functools import lru_cache
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64
# splitmix64's constants. `next_u64` is written out again inside the hot loops
# below (`derive`, `randbelow`, `shuffle`): a search shuffles and draws thousands
# of times a second, and a method call per number was most of their cost. The
# numbers drawn are the same (tests/core/test_core.py pins them).
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_LIMITS = [0] + [_TWO64 - (_TWO64 % n) for n in range(1, 257)]
"""randbelow(n)'s rejection bound for the small n of shuffles and dice."""


@lru_cache(maxsize=1024)
def _text_seed(text: str) -> int:
    """The seed a text stands for (its first 32 UTF-8 bytes, little-endian); the
    same few labels ("resample", "chance", "agent") are derived from over and over."""
    return int.from_bytes(text.encode("utf-8")[:32].ljust(8, b"\0"), "little") & _MASK


class Rng:
    """A small deterministic generator whose state is a single integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        self.state = _text_seed(seed) if isinstance(seed, str) else seed & _MASK

    @classmethod
    def derive(cls, *parts: int | str) -> Rng:
        """A generator seeded from several values (e.g. session seed, seat, sequence)."""
        state = _GAMMA
        for part in parts:
            value = part & _MASK if isinstance(part, int) else _text_seed(part)
            # Feed each part through the mixer (not just XOR it in), so that
            # different tuples never land on related states (next_u64, inline).
            z = ((state ^ value) + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            state = z ^ (z >> 31)
        rng = cls.__new__(cls)
        rng.state = state
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
        limit = _LIMITS[n] if n <= 256 else _TWO64 - (_TWO64 % n)
        state = self.state
        while True:  # next_u64, inline
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both ends included."""
        return low + self.randbelow(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place (`randbelow(i + 1)` for each i, inline)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n <= 256 else _TWO64 - (_TWO64 % n)
            while True:
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def clone(self) -> Rng:
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"
