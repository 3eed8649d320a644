"""The Eyrie's actions and their notation (docs/notation/root.md, "Eyrie Dynasties").

    roost 3                 put a roost in clearing 3 (setup corner, A New Roost, a Build card)
    leader despot           choose a leader (setup, or a new one when deposed)
    decree move anvil#1     add a card from the hand to a Decree column (Birdsong)
    recruit 5               resolve a Recruit card: warriors in clearing 5, which has a roost
    move fox / battle bird  resolve a Move or Battle card of that suit (the move or battle follows)
    turmoil                 resolve a card that cannot be carried out: fall into turmoil
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.core.i18n import Catalog
from games.root import cards
from games.root.actions import card_name, suit_name
from games.root.factions.eyrie.board import COLUMNS, leaders
from games.root.notation import syntax

SUIT_WORDS = ("fox", "rabbit", "mouse", "bird")


def clearing_text(state: Any, catalog: Catalog, locale: str, clearing: int) -> str:
    """"5 (rabbit)": the suit tells which Decree card a clearing answers to."""
    known = state.woods.clearings.get(clearing)
    if known is None:
        return str(clearing)
    suit = suit_name(catalog, locale, known.suit)
    return catalog.text(locale, "eyrie.clearing", clearing=clearing, suit=suit)


@dataclass(frozen=True)
class Roost:
    """Place a roost (7.3.2, 7.4.3, 7.5.2.IV)."""

    clearing: int

    def __str__(self) -> str:
        return f"roost {self.clearing}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing)
        return catalog.text(locale, "eyrie.action.roost", clearing=where)


@dataclass(frozen=True)
class Leader:
    """Choose a leader (7.3.3, 7.7.3)."""

    leader: str

    def __str__(self) -> str:
        return f"leader {self.leader}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        name = catalog.text(locale, f"eyrie.leader.{self.leader}")
        return catalog.text(locale, f"eyrie.action.leader.{self.leader}", leader=name)


@dataclass(frozen=True)
class AddToDecree:
    """Add a card from the hand to a Decree column (7.4.2)."""

    column: str
    card: str

    def __str__(self) -> str:
        return f"decree {self.column} {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(
            locale,
            "eyrie.action.decree",
            column=catalog.text(locale, f"eyrie.column.{self.column}"),
            card=card_name(catalog, locale, self.card),
            suit=suit_name(catalog, locale, cards.suit_of(self.card)),
        )


@dataclass(frozen=True)
class Recruit:
    """Resolve a Recruit card in a clearing with a roost (7.5.2.I)."""

    clearing: int

    def __str__(self) -> str:
        return f"recruit {self.clearing}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = clearing_text(state, catalog, locale, self.clearing)
        return catalog.text(locale, "eyrie.action.recruit", clearing=where)


@dataclass(frozen=True)
class Resolve:
    """Resolve a Move or Battle card of `suit` (7.5.2.II-III); the move or the
    battle itself is then asked by the shared frame."""

    column: str
    suit: str

    def __str__(self) -> str:
        return f"{self.column} {self.suit}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        suit = suit_name(catalog, locale, self.suit)
        return catalog.text(locale, f"eyrie.action.{self.column}", suit=suit)


@dataclass(frozen=True)
class Turmoil:
    """Resolve a Decree card that cannot be carried out (7.7)."""

    def __str__(self) -> str:
        return "turmoil"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, "eyrie.action.turmoil")


_CARD = r"([a-z_]+#\d+)"


@syntax(r"roost (\d+)")
def _roost(match: re.Match[str]) -> Roost:
    return Roost(int(match[1]))


@syntax(r"leader ([a-z]+)")
def _leader(match: re.Match[str]) -> Leader | None:
    return Leader(match[1]) if match[1] in leaders() else None


@syntax(rf"decree ({'|'.join(COLUMNS)}) {_CARD}")
def _decree(match: re.Match[str]) -> AddToDecree | None:
    known = cards.card_id(match[2]) in cards.catalogue()
    return AddToDecree(match[1], match[2]) if known else None


@syntax(r"recruit (\d+)")
def _recruit(match: re.Match[str]) -> Recruit:
    return Recruit(int(match[1]))


@syntax(rf"(move|battle) ({'|'.join(SUIT_WORDS)})")
def _resolve(match: re.Match[str]) -> Resolve:
    return Resolve(match[1], match[2])


@syntax(r"turmoil")
def _turmoil(match: re.Match[str]) -> Turmoil:
    return Turmoil()
