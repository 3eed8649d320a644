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
from typing import Any

from games.core.i18n import Catalog
from games.root import cards
from games.root.actions import card_name, suit_name
from games.root.notation import syntax

CARD = r"[a-z_]+#\d+"


def clearing_text(state: Any, catalog: Catalog, locale: str, clearing: int) -> str:
    """"clearing 5 (rabbit)": supporters are spent by the clearing's suit."""
    known = state.woods.clearings.get(clearing)
    if known is None:
        return str(clearing)
    suit = suit_name(catalog, locale, known.suit)
    return catalog.text(locale, "alliance.clearing", clearing=clearing, suit=suit)


def names(catalog: Catalog, locale: str, spent: tuple[str, ...]) -> str:
    return ", ".join(card_name(catalog, locale, c) for c in spent)


def canonical(spent: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cards of an action in one order, so that `parse(str(a)) == a`."""
    return tuple(sorted(spent))


@dataclass(frozen=True)
class Revolt:
    """8.4.1: a revolt in a sympathetic clearing, spending two matching supporters."""

    clearing: int
    spent: tuple[str, ...]

    def __str__(self) -> str:
        return f"revolt {self.clearing} with {' '.join(self.spent)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing)
        spent = names(catalog, locale, self.spent)
        return catalog.text(locale, "alliance.action.revolt", clearing=where, cards=spent)


@dataclass(frozen=True)
class Spread:
    """8.4.2: a sympathy token in a clearing, spending matching supporters."""

    clearing: int
    spent: tuple[str, ...]

    def __str__(self) -> str:
        return f"spread {self.clearing} with {' '.join(self.spent)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing)
        spent = names(catalog, locale, self.spent)
        return catalog.text(locale, "alliance.action.spread", clearing=where, cards=spent)


@dataclass(frozen=True)
class Mobilize:
    """8.5.2: a card from the hand to the supporters stack."""

    card: str

    def __str__(self) -> str:
        return f"mobilize {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        suit = suit_name(catalog, locale, cards.suit_of(self.card))
        card = card_name(catalog, locale, self.card)
        return catalog.text(locale, "alliance.action.mobilize", card=card, suit=suit)


@dataclass(frozen=True)
class Train:
    """8.5.3: spend a card matching a base on the map: one more officer."""

    card: str

    def __str__(self) -> str:
        return f"train {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        suit = suit_name(catalog, locale, cards.suit_of(self.card))
        card = card_name(catalog, locale, self.card)
        return catalog.text(locale, "alliance.action.train", card=card, suit=suit)


@dataclass(frozen=True)
class Organize:
    """8.6.1.IV: an Alliance warrior in an unsympathetic clearing becomes a sympathy token."""

    clearing: int

    def __str__(self) -> str:
        return f"organize {self.clearing}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing)
        return catalog.text(locale, "alliance.action.organize", clearing=where)


@dataclass(frozen=True)
class Give:
    """8.2.6: outrage: hand a card matching the clearing to the supporters."""

    card: str

    def __str__(self) -> str:
        return f"give {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        card = card_name(catalog, locale, self.card)
        return catalog.text(locale, "alliance.action.give", card=card)


@dataclass(frozen=True)
class ShowHand:
    """8.2.6: outrage without a matching card: show the hand to the Alliance."""

    def __str__(self) -> str:
        return "show hand"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, "alliance.action.show_hand")


@syntax(rf"revolt (\d+) with ((?:{CARD})(?: {CARD})*)")
def _revolt(match: re.Match[str]) -> Revolt | None:
    spent = match[2].split()
    known = all(cards.card_id(c) in cards.catalogue() for c in spent)
    return Revolt(int(match[1]), canonical(spent)) if known else None


@syntax(rf"spread (\d+) with ((?:{CARD})(?: {CARD})*)")
def _spread(match: re.Match[str]) -> Spread | None:
    spent = match[2].split()
    known = all(cards.card_id(c) in cards.catalogue() for c in spent)
    return Spread(int(match[1]), canonical(spent)) if known else None


@syntax(rf"mobilize ({CARD})")
def _mobilize(match: re.Match[str]) -> Mobilize | None:
    return Mobilize(match[1]) if cards.card_id(match[1]) in cards.catalogue() else None


@syntax(rf"train ({CARD})")
def _train(match: re.Match[str]) -> Train | None:
    return Train(match[1]) if cards.card_id(match[1]) in cards.catalogue() else None


@syntax(r"organize (\d+)")
def _organize(match: re.Match[str]) -> Organize:
    return Organize(int(match[1]))


@syntax(rf"give ({CARD})")
def _give(match: re.Match[str]) -> Give | None:
    return Give(match[1]) if cards.card_id(match[1]) in cards.catalogue() else None


@syntax(r"show hand")
def _show(match: re.Match[str]) -> ShowHand:
    return ShowHand()
