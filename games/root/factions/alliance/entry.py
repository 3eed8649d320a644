"""The Woodland Alliance in one place (seed 000 section 8): its rules, its frames, its
judge, its notation, its menus and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.alliance import actions, ai, paths
from games.root.factions.alliance.birdsong import AllianceBirdsong
from games.root.factions.alliance.daylight import AllianceDaylight
from games.root.factions.alliance.evening import AllianceEvening
from games.root.factions.alliance.faction import Alliance
from games.root.factions.alliance.outrage import Outrage
from games.root.factions.alliance.setup import AllianceSetup
from games.root.factions.alliance.supporters import TrimSupporters
from games.root.factions.entry import FactionEntry

ENTRY = FactionEntry(
    rules=(Alliance(),),
    frames=(
        AllianceSetup,
        AllianceBirdsong,
        AllianceDaylight,
        AllianceEvening,
        Outrage,
        TrimSupporters,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=200,
    catalog="alliance",
    choice_paths=paths.CHOICE_PATHS,
)
