"""What an action played tells the writer that the snapshots before and after it do not:
one row per action type (`TOLD`), the factions' actions among the shared ones, so the
writer asks this table and never an action's faction. A faction whose action the file
writes in a form of its own adds its row here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.root.actions import Ambush, Battle, Craft
from games.root.factions.alliance.actions import ShowHand
from games.root.factions.marquise.actions import FieldHospital
from games.root.factions.vagabond.actions import AlliedBattle, DayLabor
from games.root.rootlog import tables


@dataclass(frozen=True)
class Told:
    crafted: str | None = None  # the card crafted, written `Z...` (3.1)
    from_pile: str | None = None  # the card taken from the discard pile `*` (Day Labor)
    ambush: str | None = None  # the suit of the ambush card played (3.3.1), not another
    shown_to: str | None = None  # the faction its hand is shown to, `^A` (outrage, 8.2.6)
    battle: tuple[str, int] | None = None  # defender and clearing: a battle begins, `X`
    hospitals: bool = False  # Field Hospitals (6.2.3): the warriors removed move to the keep


def _battle(action: Any) -> Told:
    return Told(battle=(action.defender, action.clearing))


TOLD: dict[type, Callable[[Any], Told]] = {
    Craft: lambda action: Told(crafted=action.card),
    Ambush: lambda action: Told(ambush=action.suit),
    Battle: _battle,
    AlliedBattle: _battle,
    ShowHand: lambda action: Told(shown_to=tables.holder("supporters")),
    DayLabor: lambda action: Told(from_pile=action.card),
    FieldHospital: lambda action: Told(hospitals=True),
}


def told(action: object) -> Told:
    """What `action` tells (nothing for an action of no row, or none played)."""
    for kind in type(action).__mro__:
        if kind in TOLD:
            return TOLD[kind](action)
    return Told()
