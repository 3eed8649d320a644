"""The Riverfolk Company in one place (seed 000 section 11): its rules, its frames, its
judge, its notation and its texts, declared for the one list of factions
(games/root/registry.py) to register (games/root/factions/entry.py)."""

from __future__ import annotations

from games.root.factions.entry import FactionEntry
from games.root.factions.riverfolk import actions, ai
from games.root.factions.riverfolk.birdsong import RiverfolkBirdsong
from games.root.factions.riverfolk.daylight import RiverfolkDaylight
from games.root.factions.riverfolk.evening import RiverfolkEvening
from games.root.factions.riverfolk.faction import Riverfolk
from games.root.factions.riverfolk.forms import PricesForm
from games.root.factions.riverfolk.services import RiverfolkItemPayment, RiverfolkServices
from games.root.factions.riverfolk.setup import RiverfolkSetup

ENTRY = FactionEntry(
    rules=(Riverfolk(),),
    frames=(
        RiverfolkSetup,
        RiverfolkBirdsong,
        RiverfolkDaylight,
        RiverfolkEvening,
        RiverfolkServices,
        RiverfolkItemPayment,
    ),
    judge=ai.judge,
    notation=actions.NOTATION,
    priority=900,
    catalog="riverfolk",
    forms=(PricesForm(),),
)
