"""Using a card effect: the actions and their notation (docs/notation/root.md).

    use cobbler                 an effect with no target (the shared `UseEffect`)
    use tax_collector 5         an effect on a clearing: your warrior in clearing 5
    use codebreakers e          an effect on a player, by faction letter (e = Eyrie)

The card is named by its id: nobody has two improvements of one name (3.1.4).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, TypeGuard

from games.core.i18n import Catalog
from games.root import cards
from games.root.actions import UseEffect, faction_name, faction_of_letter, letter_of
from games.root.effects.registry import Target
from games.root.notation import Syntaxes

NOTATION = Syntaxes("card effects")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


def _effect_label(catalog: Catalog, locale: str, card: str, **params: Any) -> str:
    key = f"root.label.effect.{card}"
    if catalog.has(key):
        return catalog.text(locale, key, **params)
    return f"use {card} {' '.join(str(v) for v in params.values())}"


@dataclass(frozen=True)
class UseOnClearing:
    effect: str  # card id
    clearing: int

    def __str__(self) -> str:
        return f"use {self.effect} {self.clearing}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return _effect_label(catalog, locale, self.effect, clearing=self.clearing)


@dataclass(frozen=True)
class UseOnPlayer:
    effect: str  # card id
    faction: str  # the other player's faction id

    def __str__(self) -> str:
        return f"use {self.effect} {letter_of(self.faction)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        name = faction_name(catalog, locale, self.faction)
        return _effect_label(catalog, locale, self.effect, faction=name)


UseCard = UseEffect | UseOnClearing | UseOnPlayer


def action_for(card_id: str, target: Target) -> UseCard:
    if target is None:
        return UseEffect(card_id)
    if isinstance(target, int):
        return UseOnClearing(card_id, target)
    return UseOnPlayer(card_id, target)


def target_of(action: UseCard) -> Target:
    if isinstance(action, UseOnClearing):
        return action.clearing
    if isinstance(action, UseOnPlayer):
        return action.faction
    return None


def is_use(action: object) -> TypeGuard[UseCard]:
    return isinstance(action, (UseEffect, UseOnClearing, UseOnPlayer))


# -- notation ------------------------------------------------------------------------


@NOTATION.syntax(r"use ([a-z_]+) (\d{1,2})")
def _use_on_clearing(m: re.Match[str]) -> UseOnClearing | None:
    return UseOnClearing(m[1], int(m[2])) if m[1] in cards.catalogue() else None


@NOTATION.syntax(r"use ([a-z_]+) ([a-z])")
def _use_on_player(m: re.Match[str]) -> UseOnPlayer | None:
    faction = faction_of_letter(m[2])
    return UseOnPlayer(m[1], faction) if faction and m[1] in cards.catalogue() else None
