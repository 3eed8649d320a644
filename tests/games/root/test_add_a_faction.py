"""The checklist "Add a faction" (docs/architecture.md), followed with a double:
one `FactionEntry` registered by `register_faction` makes the faction seatable,
judged and readable in notation, with no shared code naming it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from games.core import get_game
from games.core.errors import BadNotation
from games.root import notation, paths, seating
from games.root.ai.agent import ASKED_ON_SUSPICION
from games.root.ai.judge import JUDGES
from games.root.factions import entry as entries
from games.root.factions.base import FACTIONS
from games.root.factions.entry import FactionEntry, register_faction
from games.root.notation import Syntaxes
from games.root.options import FACTION_NAMES
from games.root.options import FACTIONS as FACTIONS_OPTION
from games.root.state import RootState
from tests.games.root.table.passive import Passive


@dataclass(frozen=True)
class Hoot:
    """The double's one action."""

    def __str__(self) -> str:
        return "hoot"


HOOTS = Syntaxes("owls")


@HOOTS.syntax(r"hoot")
def _hoot(match: object) -> Hoot:
    return Hoot()


def owls_judge(state: RootState, seat: int) -> float:
    return 7.0


@pytest.fixture
def owls() -> Iterator[FactionEntry]:
    """The double registered for one test; every registry as it was afterwards."""
    get_game("root")
    saved = (dict(FACTIONS), dict(JUDGES), dict(entries.ENTRIES), dict(notation._TABLES),
             list(notation._SYNTAX), dict(paths._STEPS), set(ASKED_ON_SUSPICION))
    owls = FactionEntry(rules=(Passive("owls", "W"),), frames=(), judge=owls_judge,
                        notation=HOOTS, priority=950, catalog="owls",
                        choice_paths={Hoot: lambda state, action, catalog, locale: []},
                        asked_on_suspicion=frozenset({"owls_hoot"}))
    register_faction(owls)
    try:
        yield owls
    finally:
        for registry, before in zip(
            (FACTIONS, JUDGES, entries.ENTRIES, notation._TABLES, paths._STEPS),
            (saved[0], saved[1], saved[2], saved[3], saved[5]), strict=True,
        ):
            registry.clear()
            registry.update(before)  # type: ignore[attr-defined]
        notation._SYNTAX[:] = saved[4]
        ASKED_ON_SUSPICION.clear()
        ASKED_ON_SUSPICION.update(saved[6])


def test_one_entry_makes_a_faction_seatable_judged_and_read(owls: FactionEntry) -> None:
    game = get_game("root")
    assert "owls" in seating.playable()
    assert "owls" not in seating.anchors()  # not one of 5.1.1's
    assert JUDGES["owls"] is owls_judge
    assert game.parse_action("hoot") == Hoot()
    assert notation.tables()[-1] == (950, "owls")
    assert "owls_hoot" in ASKED_ON_SUSPICION
    assert list(FACTION_NAMES)[-1] == "owls"  # no section of the Law: listed last
    assert "owls" in FACTIONS_OPTION.choices
    assert game.validate_options(3, {"factions": "marquise,eyrie,owls"})["factions"] == (
        "marquise,eyrie,owls"
    )


def test_without_its_entry_the_game_knows_nothing_of_it() -> None:
    game = get_game("root")
    assert "owls" not in FACTIONS and "owls" not in seating.playable()
    assert "owls" not in FACTION_NAMES and "owls_hoot" not in ASKED_ON_SUSPICION
    with pytest.raises(BadNotation):
        game.parse_action("hoot")
