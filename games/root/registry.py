"""Root's one registration: every frame handler, faction and card effect is
listed here, once. No module registers anything by being imported, so what
the engine knows is read in one place, and a new faction or rule step is
added by naming it here (`register_rules` runs when `games.root` loads)."""

from __future__ import annotations

from games.root import actions as shared_actions
from games.root import board, seating
from games.root.actions import ActivateDominance, TakeDominance
from games.root.ai import alliance as alliance_ai
from games.root.ai import eyrie as eyrie_ai
from games.root.ai import lizards as lizards_ai
from games.root.ai import marquise as marquise_ai
from games.root.ai import riverfolk as riverfolk_ai
from games.root.ai import vagabond as vagabond_ai
from games.root.ai.judge import register_judge
from games.root.effects import actions as effect_actions
from games.root.effects.anytime import register_anytime_effects
from games.root.effects.battle import register_battle_cards
from games.root.effects.birdsong import BetterBurrowBank, RoyalClaim, StandAndDeliver
from games.root.effects.crafted import on_crafted
from games.root.effects.daylight import Codebreakers, CommandWarren, TaxCollector
from games.root.effects.evening import Cobbler
from games.root.effects.favors import FavorFollowups
from games.root.effects.registry import register_effects
from games.root.effects.timing import CardEffects
from games.root.factions.alliance import actions as alliance_actions
from games.root.factions.alliance.birdsong import AllianceBirdsong
from games.root.factions.alliance.daylight import AllianceDaylight
from games.root.factions.alliance.evening import AllianceEvening
from games.root.factions.alliance.faction import Alliance
from games.root.factions.alliance.outrage import Outrage
from games.root.factions.alliance.setup import AllianceSetup
from games.root.factions.alliance.supporters import TrimSupporters
from games.root.factions.base import FACTIONS, register_faction
from games.root.factions.eyrie import actions as eyrie_actions
from games.root.factions.eyrie.birdsong import EyrieBirdsong
from games.root.factions.eyrie.decree import EyrieDecree
from games.root.factions.eyrie.faction import Eyrie
from games.root.factions.eyrie.phases import EyrieDaylight, EyrieEvening
from games.root.factions.eyrie.setup import EyrieSetup
from games.root.factions.eyrie.turmoil import EyrieTurmoil
from games.root.factions.lizards import actions as lizards_actions
from games.root.factions.lizards.birdsong import CrusadeBattle, LizardsBirdsong
from games.root.factions.lizards.daylight import LizardsDaylight
from games.root.factions.lizards.evening import LizardsEvening
from games.root.factions.lizards.faction import Lizards
from games.root.factions.lizards.setup import LizardsSetup
from games.root.factions.marquise import actions as marquise_actions
from games.root.factions.marquise.build import PayWoodFrame
from games.root.factions.marquise.daylight import Daylight
from games.root.factions.marquise.faction import Marquise
from games.root.factions.marquise.hospitals import FieldHospitals
from games.root.factions.marquise.phases import Evening, ServeBuildings
from games.root.factions.marquise.setup import MarquiseSetup
from games.root.factions.riverfolk import actions as riverfolk_actions
from games.root.factions.riverfolk.birdsong import RiverfolkBirdsong
from games.root.factions.riverfolk.daylight import RiverfolkDaylight
from games.root.factions.riverfolk.evening import RiverfolkEvening
from games.root.factions.riverfolk.faction import Riverfolk
from games.root.factions.riverfolk.services import RiverfolkItemPayment, RiverfolkServices
from games.root.factions.riverfolk.setup import RiverfolkSetup
from games.root.factions.vagabond import actions as vagabond_actions
from games.root.factions.vagabond.daylight import (
    VagabondAid,
    VagabondDaylight,
    VagabondMove,
    VagabondRepair,
    VagabondRuin,
)
from games.root.factions.vagabond.faction import SecondVagabond, Vagabond
from games.root.factions.vagabond.fight import VagabondHits
from games.root.factions.vagabond.phases import VagabondBirdsong, VagabondDrop, VagabondEvening
from games.root.factions.vagabond.setup import VagabondSetup
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
from games.root.seating import ChooseFactions
from games.root.turn import Setup, Turn


def register_rules() -> None:
    """Fill Root's registries: the frames of the turn, the shared rules and
    Daylight extras, the cards' effects, then each faction with its own frames
    and its AI judge."""
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
    register_faction(Eyrie())
    register_faction(Marquise())
    FRAMES.register(MarquiseSetup, ServeBuildings, Daylight, PayWoodFrame, FieldHospitals, Evening)
    FRAMES.register(
        EyrieSetup, EyrieBirdsong, EyrieDaylight, EyrieDecree, EyrieTurmoil, EyrieEvening
    )
    register_faction(Vagabond())
    register_faction(SecondVagabond())
    FRAMES.register(
        VagabondSetup, VagabondBirdsong, VagabondDaylight, VagabondMove, VagabondAid,
        VagabondRepair,
        VagabondRuin, VagabondHits, VagabondEvening, VagabondDrop,
    )
    register_judge("eyrie", eyrie_ai.judge)
    register_judge("marquise", marquise_ai.judge)
    register_faction(Alliance())
    FRAMES.register(
        AllianceSetup, AllianceBirdsong, AllianceDaylight, AllianceEvening, Outrage,
        TrimSupporters,
    )
    register_judge("alliance", alliance_ai.judge)
    register_judge("vagabond", vagabond_ai.judge)
    register_judge("vagabond2", vagabond_ai.judge)
    register_faction(Lizards())
    FRAMES.register(LizardsSetup, LizardsBirdsong, CrusadeBattle, LizardsDaylight, LizardsEvening)
    register_judge("lizards", lizards_ai.judge)
    # Pilgrims (10.2.4) is read by `board.ruler`, which knows no factions.
    board.RULE_WHERE_BUILT.update(f.id for f in FACTIONS.values() if f.rules_where_it_builds())
    register_faction(Riverfolk())
    FRAMES.register(
        RiverfolkSetup, RiverfolkBirdsong, RiverfolkDaylight, RiverfolkEvening, RiverfolkServices,
        RiverfolkItemPayment,
    )
    register_judge("riverfolk", riverfolk_ai.judge)
    # The notation: parsers tried by priority (games/root/notation.py).
    register_syntaxes(shared_actions.NOTATION, 100)
    register_syntaxes(alliance_actions.NOTATION, 200)
    register_syntaxes(eyrie_actions.NOTATION, 300)
    register_syntaxes(lizards_actions.NOTATION, 400)
    register_syntaxes(marquise_actions.NOTATION, 500)
    register_syntaxes(vagabond_actions.NOTATION, 600)
    register_syntaxes(seating.NOTATION, 700)
    register_syntaxes(effect_actions.NOTATION, 800)
    register_syntaxes(riverfolk_actions.NOTATION, 900)
