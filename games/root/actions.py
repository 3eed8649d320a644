"""The actions of Root's shared rules (Law of Root 2-4): immutable values whose
`str()` is the canonical notation (docs/notation/root.md).

    3w1->5                      move 3 warriors from clearing 1 to 5 (3.2)
    x5 e                        battle in clearing 5 against the Eyrie (3.3)
    ambush fox                  play a fox ambush card (defender 3.3.1, or foil 3.3.1.I)
    use armorers                use a battle effect (3.3.2.II; card effects)
    remove sawmill              take one hit on a sawmill (3.3.3, when there is a choice)
    craft anvil#1               craft a card (3.1)
    craft royal_claim#1 using fox fox rabbit mouse   ... paying "any" with those suits (3.1.1)
    discard armorers#2          discard a card (down to the hand limit)
    activate dominance_fox#1    activate a dominance card (4.3.1)
    take dominance_fox#1 with anvil#1   take an available dominance card (4.3.4)
    recruit 5                   warriors in clearing 5, as a faction's rule places them
                                (a Recruit card of the Decree, 7.5.2.I; the Alliance's
                                Evening, 8.6.1.III; the Riverfolk's Daylight, 11.5.2)
    done                        end an optional step (stop moving, no ambush...)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.core.i18n import Catalog
from games.root import frames
from games.root.action_forms import CardAction, ClearingAction, card_syntax, clearing_syntax

# The names are imported from here by much of the package (and re-exported by
# games/root/rules/texts.py); they live in games/root/names.py.
from games.root.names import (
    card_name,
    faction_name,
    faction_of_letter,
    letter_of,
    piece_name,
    suit_name,
)
from games.root.notation import Syntaxes

NOTATION = Syntaxes("shared actions")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


__all__ = [
    "ActivateDominance", "Ambush", "Battle", "Craft", "Discard", "Done", "Move", "Recruit",
    "RemovePiece",
    "TakeDominance", "UseEffect", "card_name", "faction_name", "faction_of_letter", "letter_of",
    "piece_name", "suit_name",
]

CARD_ID = r"[a-z_]+#\d+"
CARD = rf"({CARD_ID})"


@dataclass(frozen=True)
class Move:
    count: int
    origin: int
    target: int

    def __str__(self) -> str:
        return f"{self.count}w{self.origin}->{self.target}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(
            locale, "root.label.move", count=self.count, origin=self.origin, target=self.target
        )


@dataclass(frozen=True)
class Battle:
    clearing: int
    defender: str  # faction id

    def __str__(self) -> str:
        return f"x{self.clearing} {letter_of(self.defender)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        name = faction_name(catalog, locale, self.defender)
        return catalog.text(locale, "root.label.battle", clearing=self.clearing, defender=name)


@dataclass(frozen=True)
class Ambush:
    suit: str

    def __str__(self) -> str:
        return f"ambush {self.suit}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        frame = frames.top(state)
        key = "root.label.foil" if frame and frame["type"] == "foil" else "root.label.ambush"
        return catalog.text(locale, key, suit=suit_name(catalog, locale, self.suit))


@dataclass(frozen=True)
class UseEffect:
    effect: str

    def __str__(self) -> str:
        return f"use {self.effect}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        key = f"root.effect.{self.effect}"
        name = catalog.text(locale, key) if catalog.has(key) else self.effect.replace("_", " ")
        return catalog.text(locale, "root.label.use", effect=name)


@dataclass(frozen=True)
class RemovePiece:
    kind: str

    def __str__(self) -> str:
        return f"remove {self.kind}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        piece = piece_name(catalog, locale, self.kind)
        return catalog.text(locale, "root.label.remove", piece=piece)


@dataclass(frozen=True)
class Craft:
    card: str
    using: tuple[str, ...] = ()  # the suits paying a three-coloured cost (3.1.1)

    def __str__(self) -> str:
        using = f" using {' '.join(self.using)}" if self.using else ""
        return f"craft {self.card}{using}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        card = card_name(catalog, locale, self.card)
        if not self.using:
            return catalog.text(locale, "root.label.craft", card=card)
        suits = ", ".join(suit_name(catalog, locale, s) for s in self.using)
        return catalog.text(locale, "root.label.craft_using", card=card, suits=suits)


@dataclass(frozen=True)
class Discard(CardAction):
    word = "discard"
    key = "root.label.discard"


@dataclass(frozen=True)
class ActivateDominance(CardAction):
    word = "activate"
    key = "root.label.activate"


@dataclass(frozen=True)
class TakeDominance:
    card: str
    spend: str

    def __str__(self) -> str:
        return f"take {self.card} with {self.spend}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(
            locale,
            "root.label.take_dominance",
            card=card_name(catalog, locale, self.card),
            spend=card_name(catalog, locale, self.spend),
        )


@dataclass(frozen=True)
class Recruit(ClearingAction):
    """Warriors placed in a clearing where a faction's rule recruits: the label
    gives the clearing's suit, which tells the player what it costs or answers."""

    word = "recruit"
    key = "root.label.recruit"
    clearing_key = "root.label.clearing_suit"


@dataclass(frozen=True)
class Done:
    def __str__(self) -> str:
        return "done"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        """What `done` means depends on the question: stop moving, no ambush...
        (and, for a frame of several steps, on its step)."""
        frame = frames.top(state)
        if frame is None:
            return catalog.text(locale, "root.done")
        keys = (f"root.done.{frame['type']}.{frame.get('step')}", f"root.done.{frame['type']}")
        known = [key for key in keys if catalog.has(key)]
        return catalog.text(locale, known[0] if known else "root.done")


# -- notation ------------------------------------------------------------------------


@NOTATION.syntax(r"(\d+)w(\d+)->(\d+)")
def _move(m: re.Match[str]) -> Move | None:
    count = int(m[1])
    return Move(count, int(m[2]), int(m[3])) if count > 0 else None


@NOTATION.syntax(r"x(\d+) ([a-z])")
def _battle(m: re.Match[str]) -> Battle | None:
    defender = faction_of_letter(m[2])
    return Battle(int(m[1]), defender) if defender else None


@NOTATION.syntax(r"ambush (fox|rabbit|mouse|bird)")
def _ambush(m: re.Match[str]) -> Ambush:
    return Ambush(m[1])


@NOTATION.syntax(r"use ([a-z_]+)")
def _use(m: re.Match[str]) -> UseEffect:
    return UseEffect(m[1])


@NOTATION.syntax(r"remove ([a-z_]+)")
def _remove(m: re.Match[str]) -> RemovePiece:
    return RemovePiece(m[1])


CRAFT_SUITS = ("fox", "rabbit", "mouse")  # the canonical order of `using`


@NOTATION.syntax(rf"craft {CARD}(?: using ((?:fox|rabbit|mouse)(?: (?:fox|rabbit|mouse))*))?")
def _craft(m: re.Match[str]) -> Craft:
    suits = sorted(m[2].split(), key=CRAFT_SUITS.index) if m[2] else []
    return Craft(m[1], tuple(suits))


card_syntax(NOTATION, Discard, CARD_ID)
card_syntax(NOTATION, ActivateDominance, CARD_ID)
clearing_syntax(NOTATION, Recruit)


@NOTATION.syntax(rf"take {CARD} with {CARD}")
def _take(m: re.Match[str]) -> TakeDominance:
    return TakeDominance(m[1], m[2])


@NOTATION.syntax(r"done")
def _done(m: re.Match[str]) -> Done:
    return Done()


SharedAction = (
    Move | Battle | Ambush | UseEffect | RemovePiece | Craft | Discard | ActivateDominance
    | TakeDominance | Recruit | Done
)
"""The actions of the shared rules (`RootAction`, games/root/registry.py, joins every faction's)."""
