"""The Lizard Cult's actions and their notation (docs/notation/root.md,
"Lizard Cult"). A Crusade (10.4.3.I) is a plain battle (`x5 e`) or move
(`2w5->6`) offered among the conspiracies; its cost is paid when it is chosen.

    outcast fox                   setup: the Outcast suit (10.3.3)
    corner 1                      setup: the starting corner (10.3.2), when there is a choice
    convert 5 e                   Birdsong: remove an Eyrie warrior in 5, place a Cult warrior
    sanctify 5 c sawmill          Birdsong: remove the Marquise's sawmill in 5, place a garden
    sacrifice bird_a#1            Daylight: reveal a bird, a warrior to the Acolytes box (10.5.1)
    build 5 with fox_a#1          Daylight: reveal a fox card, a garden in fox clearing 5 (10.5.2)
    recruit 5 with fox_a#1        Daylight: reveal a fox card, a warrior in clearing 5 (10.5.3)
    score fox_a#1 with anvil#1    Daylight: reveal fox_a#1, spend anvil#1: score the fox track
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.i18n import Catalog
from games.root import cards
from games.root.action_forms import CardAction, ClearingAction, card_syntax, clearing_syntax
from games.root.factions.lizards import board as lizard_board
from games.root.names import (
    card_name,
    clearing_text,
    faction_name,
    faction_of_letter,
    letter_of,
    piece_name,
    suit_name,
)
from games.root.notation import Syntaxes

NOTATION = Syntaxes("lizards")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


CARD = r"[a-z_]+#\d+"
SUIT_WORDS = ("fox", "rabbit", "mouse")
CLEARING_KEY = "lizards.clearing"  # "clearing 5 (fox)"


def known(instance: str) -> bool:
    return cards.card_id(instance) in cards.catalogue()


@dataclass(frozen=True)
class ChooseOutcast:
    """10.3.3: the suit the outcast marker goes on."""

    suit: str

    def __str__(self) -> str:
        return f"outcast {self.suit}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, "lizards.action.outcast", suit=suit_name(catalog, locale,
                                                                             self.suit))


@dataclass(frozen=True)
class Corner(ClearingAction):
    """10.3.2: the corner of the four warriors and the garden."""

    word = "corner"
    key = "lizards.action.corner"
    clearing_key = CLEARING_KEY


@dataclass(frozen=True)
class Convert:
    """10.4.3.II: remove an enemy warrior from an Outcast clearing, place a Cult warrior."""

    clearing: int
    enemy: str

    def __str__(self) -> str:
        return f"convert {self.clearing} {letter_of(self.enemy)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, "lizards.action.convert", clearing=self.clearing,
                            enemy=faction_name(catalog, locale, self.enemy))


@dataclass(frozen=True)
class Sanctify:
    """10.4.3.III: remove an enemy building from an Outcast clearing, place a garden."""

    clearing: int
    enemy: str
    building: str

    def __str__(self) -> str:
        return f"sanctify {self.clearing} {letter_of(self.enemy)} {self.building}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        piece = piece_name(catalog, locale, self.building)
        return catalog.text(locale, "lizards.action.sanctify", clearing=self.clearing,
                            enemy=faction_name(catalog, locale, self.enemy), building=piece)


@dataclass(frozen=True)
class Sacrifice(CardAction):
    """10.5.1: reveal a bird card; a warrior from the supply to the Acolytes box."""

    word = "sacrifice"
    key = "lizards.action.sacrifice"


@dataclass(frozen=True)
class RitualInClearing:
    """`build 5 with fox_a#1`: a ritual in a clearing of the revealed card's suit."""

    clearing: int
    card: str
    word: ClassVar[str]
    key: ClassVar[str]

    def __str__(self) -> str:
        return f"{self.word} {self.clearing} with {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing, CLEARING_KEY)
        return catalog.text(locale, self.key, clearing=where,
                            card=card_name(catalog, locale, self.card))


@dataclass(frozen=True)
class Build(RitualInClearing):
    """10.5.2: a garden of the card's suit in a clearing of that suit the Cult rules."""

    word = "build"
    key = "lizards.action.build"


@dataclass(frozen=True)
class RecruitRitual(RitualInClearing):
    """10.5.3: a warrior in a clearing of the card's suit."""

    word = "recruit"
    key = "lizards.action.recruit"


@dataclass(frozen=True)
class Score:
    """10.5.4: reveal `card` (its suit picks the track), spend `spent` to the Lost Souls."""

    card: str
    spent: str

    def __str__(self) -> str:
        return f"score {self.card} with {self.spent}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        """With the VP it pays (the track's space: 0 with one garden of the suit on the
        map), so a Score worth nothing is seen before its card is spent."""
        return catalog.text(
            locale, "lizards.action.score", card=card_name(catalog, locale, self.card),
            spent=card_name(catalog, locale, self.spent),
            suit=suit_name(catalog, locale, cards.suit_of(self.card)),
            vp=score_worth(state, self.card),
        )


LizardsAction = (
    ChooseOutcast | Corner | Convert | Sanctify | Sacrifice | Build | RecruitRitual | Score
)
"""Every action of the Lizard Cult's own (its conspiracies also take the shared
`Battle` and `Move`, its Daylight the shared extras; `done`: games/root/actions.py)."""


def score_worth(state: Any, card: str) -> int:
    """The VP a Score revealing `card` pays now (10.5.4, lizards/board.py `score_vp`)."""
    return lizard_board.score_vp(state, cards.suit_of(card)) or 0


# -- notation ---------------------------------------------------------------------------


@NOTATION.syntax(rf"outcast ({'|'.join(SUIT_WORDS)})")
def _outcast(m: re.Match[str]) -> ChooseOutcast:
    return ChooseOutcast(m[1])


clearing_syntax(NOTATION, Corner)


@NOTATION.syntax(r"convert (\d+) ([a-z])")
def _convert(m: re.Match[str]) -> Convert | None:
    enemy = faction_of_letter(m[2])
    return Convert(int(m[1]), enemy) if enemy else None


@NOTATION.syntax(r"sanctify (\d+) ([a-z]) ([a-z_]+)")
def _sanctify(m: re.Match[str]) -> Sanctify | None:
    enemy = faction_of_letter(m[2])
    return Sanctify(int(m[1]), enemy, m[3]) if enemy else None


card_syntax(NOTATION, Sacrifice, CARD, known=True)


def ritual_syntax(form: type[RitualInClearing]) -> None:
    def build(m: re.Match[str]) -> RitualInClearing | None:
        return form(int(m[1]), m[2]) if known(m[2]) else None

    NOTATION.syntax(rf"{form.word} (\d+) with ({CARD})")(build)


ritual_syntax(Build)
ritual_syntax(RecruitRitual)


@NOTATION.syntax(rf"score ({CARD}) with ({CARD})")
def _score(m: re.Match[str]) -> Score | None:
    return Score(m[1], m[2]) if known(m[1]) and known(m[2]) else None
