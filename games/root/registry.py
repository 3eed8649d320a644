"""Root's one registration: every frame handler, faction and card effect is
listed here, once. No module registers anything by being imported, so what
the engine knows is read in one place. A new rule step is added by naming its
handler here; a new faction by adding its package's `ENTRY` to `FACTION_LIST`
and its actions' union to `RootAction` (docs/architecture.md, "Add a faction").
`register_rules` is made by the package's `register()` (games/root/__init__.py)."""

from __future__ import annotations

from games.root import actions as shared_actions
from games.root import board, seating
from games.root.actions import ActivateDominance, SharedAction, TakeDominance
from games.root.effects import actions as effect_actions
from games.root.effects.actions import UseCard
from games.root.effects.anytime import register_anytime_effects
from games.root.effects.battle import register_battle_cards
from games.root.effects.birdsong import BetterBurrowBank, RoyalClaim, StandAndDeliver
from games.root.effects.crafted import on_crafted
from games.root.effects.daylight import Codebreakers, CommandWarren, TaxCollector
from games.root.effects.evening import Cobbler
from games.root.effects.favors import FavorFollowups
from games.root.effects.registry import register_effects
from games.root.effects.timing import CardEffects
from games.root.factions.alliance.actions import AllianceAction
from games.root.factions.alliance.entry import ENTRY as ALLIANCE
from games.root.factions.base import FACTIONS
from games.root.factions.entry import FactionEntry, register_faction
from games.root.factions.eyrie.actions import EyrieAction
from games.root.factions.eyrie.entry import ENTRY as EYRIE
from games.root.factions.lizards.actions import LizardsAction
from games.root.factions.lizards.entry import ENTRY as LIZARDS
from games.root.factions.marquise.actions import MarquiseAction
from games.root.factions.marquise.entry import ENTRY as MARQUISE
from games.root.factions.riverfolk.actions import RiverfolkAction
from games.root.factions.riverfolk.entry import ENTRY as RIVERFOLK
from games.root.factions.vagabond.actions import VagabondAction
from games.root.factions.vagabond.entry import ENTRY as VAGABOND
from games.root.frames import FRAMES
from games.root.notation import register_syntaxes
from games.root.rules import dominance
from games.root.rules.ambush import AmbushChoice, FoilChoice
from games.root.rules.battle import BattleChoice, Fight
from games.root.rules.crafting import CraftChoice, on_crafting_a_card
from games.root.rules.daylight import register_daylight_extra
from games.root.rules.effects import EffectChoice
from games.root.rules.hand import DiscardDown
from games.root.rules.hits import TakeHits
from games.root.rules.movement import MoveFrame
from games.root.seating import ChooseFactions, PickFaction
from games.root.turn import Setup, Turn

FACTION_LIST: tuple[FactionEntry, ...] = (
    EYRIE,
    MARQUISE,
    VAGABOND,
    ALLIANCE,
    LIZARDS,
    RIVERFOLK,
)
"""Every faction of the game, each declared by its package (its `entry.py`). The
order is the order of `FACTIONS` (the notation's order is each entry's priority)."""

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
"""Any action of Root: the shared rules', the card effects', the seating's, and
each faction's union (its `actions` module's), beside its entry. A type for mypy,
so written out; the modules that name it in a signature import it under
`TYPE_CHECKING` from games/root/action_types.py."""


def register_rules() -> None:
    """Fill Root's registries: the frames of the turn, the shared rules and
    Daylight extras, the cards' effects, the shared notation, then each faction
    (its rules, frames, judge and notation, `register_faction`)."""
    FRAMES.register(Setup, ChooseFactions, Turn)
    FRAMES.register(
        MoveFrame, BattleChoice, Fight, AmbushChoice, FoilChoice, TakeHits, EffectChoice,
        CraftChoice, DiscardDown,
    )
    register_daylight_extra(
        ActivateDominance, dominance.activations, dominance.activate, dominance.may_activate
    )
    register_daylight_extra(TakeDominance, dominance.takings, dominance.take, dominance.may_take)
    FRAMES.register(CardEffects, FavorFollowups)
    register_effects(
        RoyalClaim, StandAndDeliver, BetterBurrowBank, TaxCollector, Codebreakers,
        CommandWarren, Cobbler,
    )
    register_anytime_effects()
    register_battle_cards()
    on_crafting_a_card(on_crafted)
    # The shared notation: parsers tried by priority (games/root/notation.py), the
    # factions' own between them (each entry's `priority`).
    register_syntaxes(shared_actions.NOTATION, 100)
    register_syntaxes(seating.NOTATION, 700)
    register_syntaxes(effect_actions.NOTATION, 800)
    for entry in FACTION_LIST:
        register_faction(entry)
    # Pilgrims (10.2.4) is read by `board.ruler`, which knows no factions.
    board.RULE_WHERE_BUILT.update(f.id for f in FACTIONS.values() if f.rules_where_it_builds())
