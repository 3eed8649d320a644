"""The Lizard Cult in one place (seed 000 section 10): its rules, its frames, its
judge, its notation, its menus and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.entry import FactionEntry
from games.root.factions.lizards import actions, ai, paths
from games.root.factions.lizards.birdsong import CrusadeBattle, LizardsBirdsong
from games.root.factions.lizards.daylight import LizardsDaylight
from games.root.factions.lizards.evening import LizardsEvening
from games.root.factions.lizards.faction import Lizards
from games.root.factions.lizards.setup import LizardsSetup

ENTRY = FactionEntry(
    rules=(Lizards(),),
    frames=(
        LizardsSetup,
        LizardsBirdsong,
        CrusadeBattle,
        LizardsDaylight,
        LizardsEvening,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=400,
    catalog="lizards",
    choice_paths=paths.CHOICE_PATHS,
)
