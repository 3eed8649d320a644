"""The Marquise de Cat's actions: frozen values whose `str()` is the notation
(docs/notation/root.md, section "Marquise de Cat").

    keep 1                     setup: the keep in corner 1 (6.3.2)
    place sawmill 5            setup: a starting building (6.3.4)
    march / battle / recruit   Daylight actions (6.5.1-6.5.3)
    build workshop 5           Daylight: build in a clearing she rules (6.5.4)
    wood 3                     pay one wood from clearing 3 for that building
    overwork 5 anvil#1         Daylight: spend a card matching a sawmill's clearing (6.5.5)
    bird armorers#1            spend a bird card for one more action (6.5)
    sawmill 5 / recruiter 5    which building gets a piece when the supply runs short
    hospital anvil#1           field hospitals: the removed warriors go to the keep (6.2.3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from games.core.i18n import Catalog
from games.root.action_forms import (
    CardAction,
    ClearingAction,
    WordAction,
    card_syntax,
    clearing_syntax,
    word_syntax,
)
from games.root.factions.marquise import board as mb
from games.root.notation import Syntaxes
from games.root.rules.texts import card_name, piece_name

if TYPE_CHECKING:
    from games.root.state import RootState

NOTATION = Syntaxes("marquise")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


_KINDS = "sawmill|workshop|recruiter"
_CARD = r"[a-z0-9_]+#\d{1,2}"
_CLEARING = r"\d{1,2}"


def kind_name(catalog: Catalog, locale: str, kind: str) -> str:
    return piece_name(catalog, locale, kind)


@dataclass(frozen=True)
class PlaceKeep(ClearingAction):
    word = "keep"
    key = "marquise.action.keep"


@dataclass(frozen=True)
class BuildingAction:
    """A kind of building and a clearing; the label names the kind."""

    kind: str
    clearing: int
    key: ClassVar[str]

    def label(self, state: RootState, catalog: Catalog, locale: str) -> str:
        kind = kind_name(catalog, locale, self.kind)
        return catalog.text(locale, self.key, kind=kind, clearing=self.clearing)


@dataclass(frozen=True)
class PlaceBuilding(BuildingAction):
    key = "marquise.action.place"

    def __str__(self) -> str:
        return f"place {self.kind} {self.clearing}"


@dataclass(frozen=True)
class March(WordAction):
    word = "march"
    key = "marquise.action.march"


@dataclass(frozen=True)
class StartBattle(WordAction):
    word = "battle"
    key = "marquise.action.battle"


@dataclass(frozen=True)
class Recruit(WordAction):
    word = "recruit"
    key = "marquise.action.recruit"


@dataclass(frozen=True)
class Build(BuildingAction):
    key = "marquise.action.build"

    def __str__(self) -> str:
        return f"build {self.kind} {self.clearing}"

    def label(self, state: RootState, catalog: Catalog, locale: str) -> str:
        kind = kind_name(catalog, locale, self.kind)
        return catalog.text(
            locale, self.key, kind=kind, clearing=self.clearing,
            cost=mb.next_cost(state, self.kind), vp=mb.next_vp(state, self.kind),
        )


@dataclass(frozen=True)
class PayWood(ClearingAction):
    word = "wood"
    key = "marquise.action.pay_wood"


@dataclass(frozen=True)
class Overwork:
    clearing: int
    card: str

    def __str__(self) -> str:
        return f"overwork {self.clearing} {self.card}"

    def label(self, state: RootState, catalog: Catalog, locale: str) -> str:
        name = card_name(catalog, locale, self.card)
        return catalog.text(locale, "marquise.action.overwork", clearing=self.clearing, card=name)


@dataclass(frozen=True)
class SpendBird(CardAction):
    word = "bird"
    key = "marquise.action.bird"


@dataclass(frozen=True)
class ChooseBuilding(BuildingAction):
    """Which sawmill gets wood, or which recruiter a warrior, when the supply
    cannot serve them all (2.5)."""

    key = "marquise.action.choose"

    def __str__(self) -> str:
        return f"{self.kind} {self.clearing}"


@dataclass(frozen=True)
class FieldHospital(CardAction):
    word = "hospital"
    key = "marquise.action.hospital"


# -- notation -------------------------------------------------------------------------------


clearing_syntax(NOTATION, PlaceKeep, _CLEARING)


@NOTATION.syntax(rf"place ({_KINDS}) ({_CLEARING})")
def _place(match: re.Match[str]) -> PlaceBuilding:
    return PlaceBuilding(match[1], int(match[2]))


word_syntax(NOTATION, March)
word_syntax(NOTATION, StartBattle)
word_syntax(NOTATION, Recruit)


@NOTATION.syntax(rf"build ({_KINDS}) ({_CLEARING})")
def _build(match: re.Match[str]) -> Build:
    return Build(match[1], int(match[2]))


clearing_syntax(NOTATION, PayWood, _CLEARING)


@NOTATION.syntax(rf"overwork ({_CLEARING}) ({_CARD})")
def _overwork(match: re.Match[str]) -> Overwork:
    return Overwork(int(match[1]), match[2])


card_syntax(NOTATION, SpendBird, _CARD)


@NOTATION.syntax(rf"(sawmill|recruiter) ({_CLEARING})")
def _choose(match: re.Match[str]) -> ChooseBuilding:
    return ChooseBuilding(match[1], int(match[2]))


card_syntax(NOTATION, FieldHospital, _CARD)


MarquiseAction = (
    PlaceKeep | PlaceBuilding | March | StartBattle | Recruit | Build | PayWood | Overwork
    | SpendBird | ChooseBuilding | FieldHospital
)
"""Every action of the Marquise (one line of `RootAction`, games/root/registry.py)."""
