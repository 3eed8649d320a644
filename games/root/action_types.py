"""Root's actions as one type: what `parse_action` reads and a frame may be
answered with. The shared rules' actions (games/root/actions.py), the card
effects', the seating's, and one union per faction, exported by the faction's
own `actions` module: a faction adds its line here.

The modules that name `RootAction` in a signature import it under
`TYPE_CHECKING` only: this module imports every faction's actions.
"""

from __future__ import annotations

from games.root.actions import SharedAction
from games.root.effects.actions import UseCard
from games.root.factions.alliance.actions import AllianceAction
from games.root.factions.eyrie.actions import EyrieAction
from games.root.factions.lizards.actions import LizardsAction
from games.root.factions.marquise.actions import MarquiseAction
from games.root.factions.riverfolk.actions import RiverfolkAction
from games.root.factions.vagabond.actions import VagabondAction
from games.root.seating import PickFaction

RootAction = (
    SharedAction
    | UseCard
    | PickFaction
    | MarquiseAction
    | EyrieAction
    | AllianceAction
    | VagabondAction
    | LizardsAction
    | RiverfolkAction
)
"""Any action of Root."""
