"""The Eyrie's actions and their notation (docs/notation/root.md, "Eyrie Dynasties").

    roost 3                 put a roost in clearing 3 (setup corner, A New Roost, a Build card)
    leader despot           choose a leader (setup, or a new one when deposed)
    decree move anvil#1     add a card from the hand to a Decree column (Birdsong)
    recruit 5               resolve a Recruit card: warriors in clearing 5, which has a roost
                            (the shared `Recruit`, games/root/actions.py)
    move fox / battle bird  resolve a Move or Battle card of that suit (the move or battle follows)
    turmoil                 resolve a card that cannot be carried out: fall into turmoil
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.core.i18n import Catalog
from games.root import cards
from games.root.action_forms import ClearingAction, WordAction, clearing_syntax, word_syntax
from games.root.factions.eyrie.board import COLUMNS, leaders
from games.root.names import card_name, suit_name
from games.root.notation import Syntaxes

NOTATION = Syntaxes("eyrie")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


SUIT_WORDS = ("fox", "rabbit", "mouse", "bird")
CLEARING_KEY = "eyrie.clearing"  # "5 (rabbit)": the suit tells which Decree card it answers to


@dataclass(frozen=True)
class Roost(ClearingAction):
    """Place a roost (7.3.2, 7.4.3, 7.5.2.IV)."""

    word = "roost"
    key = "eyrie.action.roost"
    clearing_key = CLEARING_KEY


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
class Turmoil(WordAction):
    """Resolve a Decree card that cannot be carried out (7.7)."""

    word = "turmoil"
    key = "eyrie.action.turmoil"


_CARD = r"([a-z_]+#\d+)"


clearing_syntax(NOTATION, Roost)


@NOTATION.syntax(r"leader ([a-z]+)")
def _leader(match: re.Match[str]) -> Leader | None:
    return Leader(match[1]) if match[1] in leaders() else None


@NOTATION.syntax(rf"decree ({'|'.join(COLUMNS)}) {_CARD}")
def _decree(match: re.Match[str]) -> AddToDecree | None:
    known = cards.card_id(match[2]) in cards.catalogue()
    return AddToDecree(match[1], match[2]) if known else None




@NOTATION.syntax(rf"(move|battle) ({'|'.join(SUIT_WORDS)})")
def _resolve(match: re.Match[str]) -> Resolve:
    return Resolve(match[1], match[2])


word_syntax(NOTATION, Turmoil)


EyrieAction = Roost | Leader | AddToDecree | Resolve | Turmoil
"""Every action of the Eyrie (one line of `RootAction`, games/root/registry.py)."""
