"""Effects used in battle: Armorers, Sappers, Brutal Tactics, Scouting Party
(Law of Root 3.3.1, 3.3.2.II; the cards, in data.json; ruling R03).

They plug into the battle's hook points (games/root/rules/effects.py): the
first three are optional effects a side may use once the dice are rolled
("after_dice", when extra hits are added), Scouting Party is an ambush guard.
Each is used at most once per battle; the fight frame keeps who used what in
`fight["cards_used"]`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import scoring
from games.root.effects.common import discard_from_play
from games.root.effects.registry import in_play
from games.root.rules.effects import (
    AMBUSH_GUARDS,
    BattleEffect,
    register_battle_effect,
)

if TYPE_CHECKING:
    from games.root.rules.effects import Timing
    from games.root.rules.fight import FightFrame, Role
    from games.root.state import RootState

AFTER_DICE: Timing = "after_dice"


def _seat(state: RootState, fight: FightFrame, role: Role) -> int:
    return state.seat_of(fight[role])


def _ready(state: RootState, fight: FightFrame, role: Role, card: str) -> bool:
    """The side has the card in play and has not used it in this battle."""
    done = [role, card] in fight.get("cards_used", [])
    return not done and in_play(state, _seat(state, fight, role), card) is not None


def _note_use(fight: FightFrame, role: Role, card: str) -> None:
    """(The battle's own `effect_used` event tells the table.)"""
    fight.setdefault("cards_used", []).append([role, card])


def _spend(state: RootState, fight: FightFrame, role: Role, card: str) -> list[Event]:
    """A card "discarded to use": out of the play area, onto the discard pile."""
    seat = _seat(state, fight, role)
    instance = in_play(state, seat, card)
    assert instance is not None
    _note_use(fight, role, card)
    return discard_from_play(state, seat, instance)


# -- Armorers: discard to ignore every ROLLED hit you would take (R03) ---------------


def armorers_available(state: RootState, fight: FightFrame, role: Role) -> bool:
    return _ready(state, fight, role, "armorers") and role not in fight["ignore_rolled"]


def armorers_use(state: RootState, fight: FightFrame, role: Role) -> list[Event]:
    fight["ignore_rolled"].append(role)
    return _spend(state, fight, role, "armorers")


# -- Sappers: the defender discards it to deal one extra hit -------------------------


def sappers_available(state: RootState, fight: FightFrame, role: Role) -> bool:
    return role == "defender" and _ready(state, fight, role, "sappers")


def sappers_use(state: RootState, fight: FightFrame, role: Role) -> list[Event]:
    fight["extra"][role] += 1
    return _spend(state, fight, role, "sappers")


# -- Brutal Tactics: the attacker deals one extra hit; the defender scores 1 VP -------


def brutal_tactics_available(state: RootState, fight: FightFrame, role: Role) -> bool:
    return role == "attacker" and _ready(state, fight, role, "brutal_tactics")


def brutal_tactics_use(state: RootState, fight: FightFrame, role: Role) -> list[Event]:
    fight["extra"][role] += 1
    _note_use(fight, role, "brutal_tactics")
    return scoring.score(state, fight["defender"], 1, "brutal_tactics")


# -- Scouting Party: ambushes do nothing against its attacking owner -----------------


def scouting_party_guards(state: RootState, fight: FightFrame) -> bool:
    """No ambush is offered against an attacker with Scouting Party in play:
    it would have no effect (3.3.1)."""
    return in_play(state, _seat(state, fight, "attacker"), "scouting_party") is not None


def register_battle_cards() -> None:
    """The cards that act inside a battle join its hook points
    (games/root/registry.py)."""
    for effect in (
        BattleEffect("armorers", AFTER_DICE, armorers_available, armorers_use),
        BattleEffect("sappers", AFTER_DICE, sappers_available, sappers_use),
        BattleEffect("brutal_tactics", AFTER_DICE, brutal_tactics_available, brutal_tactics_use),
    ):
        register_battle_effect(effect)
    if scouting_party_guards not in AMBUSH_GUARDS:
        AMBUSH_GUARDS.append(scouting_party_guards)
