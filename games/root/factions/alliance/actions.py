"""The Woodland Alliance's actions and their notation (docs/notation/root.md,
"Woodland Alliance"). Supporters spent are named, so the log says which cards
went to the discard pile (they are face up from then on).

    revolt 5 with fox_a#1 bird_b#2     Birdsong revolt in clearing 5 (8.4.1)
    spread 5 with fox_a#1              Birdsong: spread sympathy to clearing 5 (8.4.2)
    mobilize anvil#1                   Daylight: a card from the hand to the supporters (8.5.2)
    train anvil#1                      Daylight: spend a card matching a base for an officer (8.5.3)
    organize 5                         Evening: a warrior in 5 becomes a sympathy token (8.6.1.IV)
    recruit 5                          Evening: a warrior in 5, which has a base (8.6.1.III;
                                       the Eyrie's `recruit` action, the same words)
    give anvil#1                       outrage: hand a matching card to the supporters (8.2.6)
    show hand                          outrage without a matching card: the hand to the Alliance
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.i18n import Catalog
from games.root import cards
from games.root.action_forms import (
    CardAction,
    ClearingAction,
    WordAction,
    card_syntax,
    clearing_syntax,
    word_syntax,
)
from games.root.names import card_name, clearing_text, suit_name
from games.root.notation import Syntaxes

NOTATION = Syntaxes("alliance")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


CARD = r"[a-z_]+#\d+"
CLEARING_KEY = "alliance.clearing"  # "clearing 5 (rabbit)": supporters are spent by its suit


def names(catalog: Catalog, locale: str, spent: tuple[str, ...]) -> str:
    return ", ".join(card_name(catalog, locale, c) for c in spent)


def canonical(spent: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cards of an action in one order, so that `parse(str(a)) == a`."""
    return tuple(sorted(spent))


@dataclass(frozen=True)
class SpendInClearing:
    """`revolt 5 with fox_a#1 bird_b#2`: supporters spent for a clearing (8.4)."""

    clearing: int
    spent: tuple[str, ...]
    word: ClassVar[str]
    key: ClassVar[str]

    def __str__(self) -> str:
        return f"{self.word} {self.clearing} with {' '.join(self.spent)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing, CLEARING_KEY)
        spent = names(catalog, locale, self.spent)
        return catalog.text(locale, self.key, clearing=where, cards=spent)


@dataclass(frozen=True)
class Revolt(SpendInClearing):
    """8.4.1: a revolt in a sympathetic clearing, spending two matching supporters."""

    word = "revolt"
    key = "alliance.action.revolt"


@dataclass(frozen=True)
class Spread(SpendInClearing):
    """8.4.2: a sympathy token in a clearing, spending matching supporters."""

    word = "spread"
    key = "alliance.action.spread"


@dataclass(frozen=True)
class CardOfSuit(CardAction):
    """A card whose suit is the point of the action (it must match): the label says it."""

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        suit = suit_name(catalog, locale, cards.suit_of(self.card))
        card = card_name(catalog, locale, self.card)
        return catalog.text(locale, self.key, card=card, suit=suit)


@dataclass(frozen=True)
class Mobilize(CardOfSuit):
    """8.5.2: a card from the hand to the supporters stack."""

    word = "mobilize"
    key = "alliance.action.mobilize"


@dataclass(frozen=True)
class Train(CardOfSuit):
    """8.5.3: spend a card matching a base on the map: one more officer."""

    word = "train"
    key = "alliance.action.train"


@dataclass(frozen=True)
class Organize(ClearingAction):
    """8.6.1.IV: an Alliance warrior in an unsympathetic clearing becomes a sympathy token."""

    word = "organize"
    key = "alliance.action.organize"
    clearing_key = CLEARING_KEY


@dataclass(frozen=True)
class Give(CardAction):
    """8.2.6: outrage: hand a card matching the clearing to the supporters."""

    word = "give"
    key = "alliance.action.give"


@dataclass(frozen=True)
class ShowHand(WordAction):
    """8.2.6: outrage without a matching card: show the hand to the Alliance."""

    word = "show hand"
    key = "alliance.action.show_hand"


def spend_syntax(form: type[SpendInClearing]) -> None:
    """`<word> <clearing> with <card> <card>...`, only cards of the deck."""

    def build(match: re.Match[str]) -> SpendInClearing | None:
        spent = match[2].split()
        known = all(cards.card_id(c) in cards.catalogue() for c in spent)
        return form(int(match[1]), canonical(spent)) if known else None

    NOTATION.syntax(rf"{form.word} (\d+) with ((?:{CARD})(?: {CARD})*)")(build)


spend_syntax(Revolt)
spend_syntax(Spread)
card_syntax(NOTATION, Mobilize, CARD, known=True)
card_syntax(NOTATION, Train, CARD, known=True)
clearing_syntax(NOTATION, Organize)
card_syntax(NOTATION, Give, CARD, known=True)
word_syntax(NOTATION, ShowHand)


AllianceAction = Revolt | Spread | Mobilize | Train | Organize | Give | ShowHand
"""Every action of the Alliance (one line of `RootAction`, games/root/registry.py)."""
