"""TEST DOUBLE, never registered by games/root/registry.py: a faction with no
pieces and no actions, which passes each phase of its turn.

It lets the tests seat three and four players (5.1.1) before the factions of
part 2 are registered: turn rotation, the picks of `factions=choose`,
`factions=random`, dominance, secrecy over three and four hands, a four-seat
game through Discord. `registered()` puts doubles in the faction registry for
one test and takes them out again (restoring whatever held those ids before),
so no other test ever finds them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

from games.root.factions.base import FACTIONS, Faction
from games.root.state import RootState


class Passive(Faction):
    """A seat that only passes: no warriors, no buildings, no cards drawn."""

    warriors = 0

    def __init__(self, faction: str, letter: str) -> None:
        self.id = faction  # type: ignore[misc]
        self.letter = letter  # type: ignore[misc]

    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        return {"supply": {}}

    def push_setup(self, state: RootState, seat: int) -> None:
        return None

    def push_birdsong(self, state: RootState, seat: int) -> None:
        return None

    def push_daylight(self, state: RootState, seat: int) -> None:
        return None

    def push_evening(self, state: RootState, seat: int) -> None:
        return None


DOUBLES = (Passive("passive", "P"), Passive("idle", "I"))
"""Two doubles: with the Marquise and the Eyrie, four seats."""


@contextmanager
def registered(*doubles: Faction) -> Iterator[None]:
    """The doubles in the registry for the duration (every double by default)."""
    chosen = doubles or DOUBLES
    before = {d.id: FACTIONS.get(d.id) for d in chosen}
    for double in chosen:
        FACTIONS[double.id] = double
    try:
        yield
    finally:
        for faction_id, previous in before.items():
            if previous is None:
                FACTIONS.pop(faction_id, None)
            else:
                FACTIONS[faction_id] = previous


def doubles_for(options: Mapping[str, str]) -> AbstractContextManager[None]:
    """For the platform's property tests: the doubles a `factions` option names,
    all of them for `choose` and `random` (which pick among the registered)."""
    listed = str(options.get("factions", ""))
    if listed in ("choose", "random"):
        return registered()
    named = [d for d in DOUBLES if d.id in listed.split(",")]
    return registered(*named) if named else nullcontext()
