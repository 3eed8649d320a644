"""The Eyrie Dynasties in one place (seed 000 section 7): its rules, its frames, its
judge, its notation, its menus and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.entry import FactionEntry
from games.root.factions.eyrie import actions, ai, paths
from games.root.factions.eyrie.birdsong import EyrieBirdsong
from games.root.factions.eyrie.decree import EyrieDecree
from games.root.factions.eyrie.faction import Eyrie
from games.root.factions.eyrie.forms import DecreeForm
from games.root.factions.eyrie.phases import EyrieDaylight, EyrieEvening
from games.root.factions.eyrie.setup import EyrieSetup
from games.root.factions.eyrie.turmoil import EyrieTurmoil

ENTRY = FactionEntry(
    rules=(Eyrie(),),
    frames=(
        EyrieSetup,
        EyrieBirdsong,
        EyrieDaylight,
        EyrieDecree,
        EyrieTurmoil,
        EyrieEvening,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=300,
    catalog="eyrie",
    choice_paths=paths.CHOICE_PATHS,
    asked_on_suspicion=frozenset({
        "eyrie_add_decree", "eyrie_daylight_extras.before", "eyrie_daylight_extras.after"
    }),
    forms=(DecreeForm(),),
)
