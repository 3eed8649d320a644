"""The Vagabond's step-by-step menus (games/root/paths.py, 9.5): a move with
allies by destination and ally, an aid by player, a quest by quest, a battle with
an ally's warriors by clearing like any battle."""

from __future__ import annotations

from typing import Any

from games.core.i18n import Catalog
from games.root.actions import faction_name, letter_of
from games.root.factions.vagabond.actions import Aid, AlliedBattle, PawnMove, Quest
from games.root.factions.vagabond.actions import place_text as vagabond_place
from games.root.paths import Step, Steps, battle_steps


def _pawn(state: Any, move: PawnMove, catalog: Catalog, locale: str) -> list[Step]:
    """With allied warriors along: the destination and ally, then how many."""
    if not move.ally:
        return []
    where = vagabond_place(state, catalog, locale, move.target)
    ally = faction_name(catalog, locale, move.ally)
    label = catalog.text(locale, "root.path.vagabond_escort", place=where, ally=ally)
    return [(f"p->{move.target} +{letter_of(move.ally)}", label)]


def _aid(state: Any, aid: Aid, catalog: Catalog, locale: str) -> list[Step]:
    """By the player aided, then the card given."""
    rival = faction_name(catalog, locale, aid.faction)
    label = catalog.text(locale, "root.path.vagabond_aid", rival=rival)
    return [(f"aid {letter_of(aid.faction)}", label)]


def _quest(state: Any, quest: Quest, catalog: Catalog, locale: str) -> list[Step]:
    """By quest, then the reward."""
    name = catalog.text(locale, f"vagabond.quest.{quest.quest}")
    return [(f"quest {quest.quest}", catalog.text(locale, "root.path.vagabond_quest", quest=name))]


CHOICE_PATHS: dict[type, Steps] = {
    AlliedBattle: battle_steps, PawnMove: _pawn, Aid: _aid, Quest: _quest
}
"""The group steps of its actions, registered with the faction (its entry)."""
