"""The Vagabond's actions and their notation (docs/notation/root.md, "Vagabond").

    character thief         choose the character (9.3.1)
    p->1_2_5_10             the pawn to a forest (setup 9.3.2, slip 9.4.2)
    p->5                    the pawn to clearing 5 (slip, or a move for a boot: 9.5.1)
    p->5 +2c                ... forcing two allied Marquise warriors along (9.2.9.II.b)
    x5 e +c                 battle the Eyrie in 5 with the allied Marquise's warriors (9.2.9.II.c)
    explore                 exhaust a torch: an item from the ruin here (9.5.3)
    ruin boot               which of the ruin's items to take (two Vagabonds, 9.7.3)
    aid e fox_x#1           give a matching card to the Eyrie (9.5.4); then:
    exhaust boot            ... the item exhausted for it
    get sword               ... an item taken from its crafted items
    quest errand_fox vp     complete a quest; reward: vp (one per quest of its suit) or draw (9.5.5)
    strike c / strike c sawmill   exhaust a crossbow: remove a warrior, or a building/token (9.5.6)
    repair boot             exhaust a hammer: repair a damaged boot (9.5.7)
    craft anvil#1           exhaust hammers matching the clearing (9.5.8; the shared notation)
    steal c / labor anvil#1 / hideout   the characters' special actions (seed 000 9.7)
    refresh boot            turn an exhausted boot face up (Birdsong, 9.4.1)
    damage boot             take a hit on a boot (9.2.7)
    drop boot / drop boot damaged   an item over the limit back to the box (9.6.4)
    coalition c with dominance_fox#1   a coalition with the Marquise (9.2.8)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.i18n import Catalog
from games.root.action_forms import CardAction, WordAction, card_syntax, word_syntax
from games.root.names import card_name, faction_name, faction_of_letter, letter_of
from games.root.notation import Syntaxes

NOTATION = Syntaxes("vagabond")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


ITEMS = "boot|bag|coin|crossbow|hammer|sword|tea|torch"
_CARD_ID = r"[a-z_]+#\d+"
_CARD = rf"({_CARD_ID})"
CHARACTERS = ("thief", "tinker", "ranger")


def item_name(catalog: Catalog, locale: str, item: str) -> str:
    return catalog.text(locale, f"item.{item}")


@dataclass(frozen=True)
class ItemAction:
    """`repair boot`: the word and a kind of item, its label naming the item."""

    item: str
    word: ClassVar[str]
    key: ClassVar[str]

    def __str__(self) -> str:
        return f"{self.word} {self.item}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, self.key, item=item_name(catalog, locale, self.item))


@dataclass(frozen=True)
class RivalCardAction:
    """A rival (by letter) and a card of the Vagabond's hand: `aid e fox_x#1`."""

    faction: str
    card: str
    key: ClassVar[str]

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(
            locale, self.key, rival=faction_name(catalog, locale, self.faction),
            card=card_name(catalog, locale, self.card),
        )


def place_text(state: Any, catalog: Catalog, locale: str, target: str) -> str:
    """A clearing "5 (rabbit)" or a forest "the forest of 1, 2, 5, 10"."""
    if target.isdigit():
        known = state.woods.clearings.get(int(target))
        suit = catalog.text(locale, f"suit.{known.suit}") if known else "?"
        return catalog.text(locale, "vagabond.place.clearing", clearing=target, suit=suit)
    return catalog.text(locale, "vagabond.place.forest", clearings=target.replace("_", ", "))


@dataclass(frozen=True)
class Character:
    name: str

    def __str__(self) -> str:
        return f"character {self.name}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, f"vagabond.action.character.{self.name}")


@dataclass(frozen=True)
class PawnMove:
    """The pawn to a clearing ("5") or a forest ("1_2_5_10"), maybe forcing
    `count` warriors of the allied faction `ally` along."""

    target: str
    count: int = 0
    ally: str | None = None

    def __str__(self) -> str:
        along = f" +{self.count}{letter_of(self.ally)}" if self.ally and self.count else ""
        return f"p->{self.target}{along}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where = place_text(state, catalog, locale, self.target)
        if not self.ally:
            return catalog.text(locale, "vagabond.action.move", place=where)
        ally = faction_name(catalog, locale, self.ally)
        return catalog.text(
            locale, "vagabond.action.move_with", place=where, count=self.count, ally=ally
        )


@dataclass(frozen=True)
class AlliedBattle:
    clearing: int
    defender: str
    ally: str

    def __str__(self) -> str:
        return f"x{self.clearing} {letter_of(self.defender)} +{letter_of(self.ally)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(
            locale, "vagabond.action.battle_with", clearing=self.clearing,
            defender=faction_name(catalog, locale, self.defender),
            ally=faction_name(catalog, locale, self.ally),
        )


@dataclass(frozen=True)
class Explore(WordAction):
    word = "explore"
    key = "vagabond.action.explore"


@dataclass(frozen=True)
class RuinItem(ItemAction):
    word = "ruin"
    key = "vagabond.action.ruin_item"


@dataclass(frozen=True)
class Aid(RivalCardAction):
    key = "vagabond.action.aid"

    def __str__(self) -> str:
        return f"aid {letter_of(self.faction)} {self.card}"


@dataclass(frozen=True)
class ExhaustItem(ItemAction):
    word = "exhaust"
    key = "vagabond.action.exhaust"


@dataclass(frozen=True)
class GetItem(ItemAction):
    word = "get"
    key = "vagabond.action.get"


@dataclass(frozen=True)
class Quest:
    quest: str
    reward: str  # "vp" or "draw"

    def __str__(self) -> str:
        return f"quest {self.quest} {self.reward}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        name = catalog.text(locale, f"vagabond.quest.{self.quest}")
        return catalog.text(locale, f"vagabond.action.quest.{self.reward}", quest=name)


@dataclass(frozen=True)
class Strike:
    faction: str
    kind: str = "warriors"

    def __str__(self) -> str:
        piece = "" if self.kind == "warriors" else f" {self.kind}"
        return f"strike {letter_of(self.faction)}{piece}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        key = f"piece.{self.kind}"
        piece = catalog.text(locale, key, count=1) if catalog.has(key) else self.kind
        return catalog.text(
            locale, "vagabond.action.strike", rival=faction_name(catalog, locale, self.faction),
            piece=piece,
        )


@dataclass(frozen=True)
class Repair(ItemAction):
    word = "repair"
    key = "vagabond.action.repair"


@dataclass(frozen=True)
class Steal:
    faction: str

    def __str__(self) -> str:
        return f"steal {letter_of(self.faction)}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        rival = faction_name(catalog, locale, self.faction)
        return catalog.text(locale, "vagabond.action.steal", rival=rival)


@dataclass(frozen=True)
class DayLabor(CardAction):
    word = "labor"
    key = "vagabond.action.labor"


@dataclass(frozen=True)
class Hideout(WordAction):
    word = "hideout"
    key = "vagabond.action.hideout"


@dataclass(frozen=True)
class Refresh(ItemAction):
    word = "refresh"
    key = "vagabond.action.refresh"


@dataclass(frozen=True)
class Damage(ItemAction):
    word = "damage"
    key = "vagabond.action.damage"


@dataclass(frozen=True)
class Drop:
    item: str
    damaged: bool = False

    def __str__(self) -> str:
        return f"drop {self.item}{' damaged' if self.damaged else ''}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        item = item_name(catalog, locale, self.item)
        key = "vagabond.action.drop_damaged" if self.damaged else "vagabond.action.drop"
        return catalog.text(locale, key, item=item)


@dataclass(frozen=True)
class Coalition(RivalCardAction):
    key = "vagabond.action.coalition"

    def __str__(self) -> str:
        return f"coalition {letter_of(self.faction)} with {self.card}"


VagabondAction = (
    Character | PawnMove | AlliedBattle | Explore | RuinItem | Aid | ExhaustItem | GetItem
    | Quest | Strike | Repair | Steal | DayLabor | Hideout | Refresh | Damage | Drop | Coalition
)
"""Every action of the Vagabond's own (his Daylight also takes the shared
`Battle`, `Craft`, `Done` and the Daylight extras: games/root/actions.py)."""


# -- notation ------------------------------------------------------------------------

_PLACE = r"(\d+|\d+(?:_\d+)+)"


def item_syntax(form: type[ItemAction]) -> None:
    """`<word> <item>`, for any item kind."""
    NOTATION.syntax(rf"{form.word} ({ITEMS})")(lambda m: form(m[1]))


@NOTATION.syntax(rf"character ({'|'.join(CHARACTERS)})")
def _character(m: re.Match[str]) -> Character:
    return Character(m[1])


@NOTATION.syntax(rf"p->{_PLACE}(?: \+(\d+)([a-z]))?")
def _pawn(m: re.Match[str]) -> PawnMove | None:
    if m[2] is None:
        return PawnMove(m[1])
    ally = faction_of_letter(m[3])
    count = int(m[2])
    return PawnMove(m[1], count, ally) if ally and count > 0 else None


@NOTATION.syntax(r"x(\d+) ([a-z]) \+([a-z])")
def _allied_battle(m: re.Match[str]) -> AlliedBattle | None:
    defender, ally = faction_of_letter(m[2]), faction_of_letter(m[3])
    return AlliedBattle(int(m[1]), defender, ally) if defender and ally else None


word_syntax(NOTATION, Explore)
item_syntax(RuinItem)


@NOTATION.syntax(rf"aid ([a-z]) {_CARD}")
def _aid(m: re.Match[str]) -> Aid | None:
    faction = faction_of_letter(m[1])
    return Aid(faction, m[2]) if faction else None


item_syntax(ExhaustItem)
item_syntax(GetItem)


@NOTATION.syntax(r"quest ([a-z_]+) (vp|draw)")
def _quest(m: re.Match[str]) -> Quest:
    return Quest(m[1], m[2])


@NOTATION.syntax(r"strike ([a-z])(?: ([a-z_]+))?")
def _strike(m: re.Match[str]) -> Strike | None:
    faction = faction_of_letter(m[1])
    return Strike(faction, m[2] or "warriors") if faction else None


item_syntax(Repair)


@NOTATION.syntax(r"steal ([a-z])")
def _steal(m: re.Match[str]) -> Steal | None:
    faction = faction_of_letter(m[1])
    return Steal(faction) if faction else None


card_syntax(NOTATION, DayLabor, _CARD_ID)
word_syntax(NOTATION, Hideout)
item_syntax(Refresh)
item_syntax(Damage)


@NOTATION.syntax(rf"drop ({ITEMS})( damaged)?")
def _drop(m: re.Match[str]) -> Drop:
    return Drop(m[1], bool(m[2]))


@NOTATION.syntax(rf"coalition ([a-z]) with {_CARD}")
def _coalition(m: re.Match[str]) -> Coalition | None:
    faction = faction_of_letter(m[1])
    return Coalition(faction, m[2]) if faction else None
