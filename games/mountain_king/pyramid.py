"""The troll pyramid ("Tu plantilla de trols"): four rows of spots, named A1-A4
(the base of starting trolls), B1-B3, C1-C2 and D1."""

from __future__ import annotations

PYRAMID = ((0, 4), (4, 3), (7, 2), (9, 1))
"""Rows of the pyramid as (first index, length): A is the base of 4 starting
trolls, then B (3), C (2) and D (1): ten trolls in all."""
BASE = PYRAMID[0][1]
"""Spots on the base: the starting trolls placed during the draft."""


def spot_name(index: int) -> str:
    for row, (first, length) in enumerate(PYRAMID):
        if first <= index < first + length:
            return f"{'ABCD'[row]}{index - first + 1}"
    raise ValueError(index)


def spot_index(name: str) -> int | None:
    name = name.upper()
    if len(name) != 2 or name[0] not in "ABCD" or not name[1].isdigit():
        return None
    first, length = PYRAMID["ABCD".index(name[0])]
    position = int(name[1]) - 1
    return first + position if 0 <= position < length else None
