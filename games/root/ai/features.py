"""What every faction's judge reads off the map: rule, warriors, and which
buildings and tokens could change hands in the next battles.

The battle figures are expectations of Law of Root 3.3.2: two twelve-sided dice
with faces 0-3, the attacker keeps the higher, the defender the lower, neither
dealing more hits than it has warriors, plus one hit on a defenceless defender.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.root import board
from games.root.rules.pieces import ruled_clearings

if TYPE_CHECKING:
    from games.root.state import RootState

HIGH_DIE = 34 / 16
"""The expected higher of two dice with faces 0-3."""

REINFORCEMENT = 0.5
"""How much of a neighbouring clearing's warriors counts as a threat here: they
must first move in (3.2), and the move needs rule at one end."""


@dataclass(frozen=True)
class Front:
    ruled: int
    """Clearings the faction rules (2.7)."""
    room: int
    """Ruled clearings with an empty slot: where it could build."""
    warriors: int
    """Its warriors on the map."""
    at_risk: float
    """Own buildings and tokens enemies could expect to remove by battling."""
    in_reach: float
    """Enemy buildings and tokens it could expect to remove by battling."""


def expected_hits(attackers: float, defenders: int) -> float:
    """Expected hits an attack with that many warriors deals (3.3.2)."""
    if attackers <= 0:
        return 0.0
    return min(HIGH_DIE, attackers) + (1.0 if defenders == 0 else 0.0)


def front(state: RootState, faction: str) -> Front:
    rivals = [f for f in state.factions if f != faction]
    ruled = ruled_clearings(state, faction)
    room = sum(board.free_slots(state.board, state.woods, c) > 0 for c in ruled)
    # One pass over the map: warriors, and buildings + tokens, per faction.
    warriors: dict[int, dict[str, int]] = {}
    targets: dict[int, dict[str, int]] = {}
    for key, spot in state.board.items():
        clearing = int(key)
        warriors[clearing] = spot["warriors"]
        count: dict[str, int] = {}
        for owner, _ in spot["buildings"]:
            count[owner] = count.get(owner, 0) + 1
        for owner, _ in spot["tokens"]:
            count[owner] = count.get(owner, 0) + 1
        targets[clearing] = count

    adjacent = state.woods.adjacent

    def strength(clearing: int, side: str) -> float:
        near = sum(warriors[c].get(side, 0) for c in adjacent(clearing))
        return warriors[clearing].get(side, 0) + REINFORCEMENT * near

    def removable(clearing: int, attacker: str, defender: str) -> float:
        """Buildings and tokens of `defender` an attack by `attacker` would
        remove here: hits go to warriors first (3.3.3)."""
        pieces = targets[clearing].get(defender, 0)
        guards = warriors[clearing].get(defender, 0)
        hits = expected_hits(strength(clearing, attacker), guards)
        return max(0.0, min(float(pieces), hits - guards))

    # Only clearings with someone's buildings or tokens can add anything (a term
    # of 0.0 leaves the sums exactly as they were).
    at_risk = in_reach = 0.0
    for clearing in warriors:
        here = targets[clearing]
        if not here:
            continue
        for rival in rivals:
            if faction in here:
                at_risk += removable(clearing, rival, faction)
            if rival in here:
                in_reach += removable(clearing, faction, rival)
    on_map = sum(here.get(faction, 0) for here in warriors.values())
    return Front(len(ruled), room, on_map, at_risk, in_reach)
