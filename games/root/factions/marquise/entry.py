"""The Marquise de Cat in one place (seed 000 section 6): its rules, its frames, its
judge, its notation, its menus and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.entry import FactionEntry
from games.root.factions.marquise import actions, ai, paths
from games.root.factions.marquise.build import PayWoodFrame
from games.root.factions.marquise.daylight import Daylight
from games.root.factions.marquise.faction import Marquise
from games.root.factions.marquise.hospitals import FieldHospitals
from games.root.factions.marquise.phases import Evening, ServeBuildings
from games.root.factions.marquise.setup import MarquiseSetup

ENTRY = FactionEntry(
    rules=(Marquise(),),
    frames=(
        MarquiseSetup,
        ServeBuildings,
        Daylight,
        PayWoodFrame,
        FieldHospitals,
        Evening,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=500,
    catalog="marquise",
    choice_paths=paths.CHOICE_PATHS,
    asked_on_suspicion=frozenset({"marquise_field_hospitals"}),
)
