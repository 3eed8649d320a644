"""The Vagabond in one place (seed 000 section 9; the second Vagabond, 9.7): its
rules, its frames, its judge, its notation and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.entry import FactionEntry
from games.root.factions.vagabond import actions, ai, paths
from games.root.factions.vagabond.daylight import (
    VagabondAid,
    VagabondDaylight,
    VagabondMove,
    VagabondRepair,
    VagabondRuin,
)
from games.root.factions.vagabond.faction import SecondVagabond, Vagabond
from games.root.factions.vagabond.fight import VagabondHits
from games.root.factions.vagabond.phases import VagabondBirdsong, VagabondDrop, VagabondEvening
from games.root.factions.vagabond.setup import VagabondSetup

ENTRY = FactionEntry(
    rules=(Vagabond(), SecondVagabond()),
    frames=(
        VagabondSetup,
        VagabondBirdsong,
        VagabondDaylight,
        VagabondMove,
        VagabondAid,
        VagabondRepair,
        VagabondRuin,
        VagabondHits,
        VagabondEvening,
        VagabondDrop,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=600,
    catalog="vagabond",
    choice_paths=paths.CHOICE_PATHS,
    named_params={"quest": "vagabond.quest.{}"},  # a quest (9.3.3) by its name
)
