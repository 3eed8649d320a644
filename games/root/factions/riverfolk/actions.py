"""The Riverfolk Company's actions and their notation (docs/notation/root.md,
"Riverfolk Company"). Moves, battles, crafting and recruiting use the shared
forms (`3w1->5`, `x5 e`, `craft anvil#1`, `recruit 5`).

    warrior 5                  setup: a warrior in clearing 5, on a river (11.3.2)
    prices 2 1 3               setup and Evening: the three prices at once, hand card,
                               riverboats, mercenaries (11.3.4, 11.6.2)
    draw                       Daylight: commit a fund, draw a card (11.5.4)
    export anvil#1             Daylight: craft for a warrior in Payments (11.5.3.I)
    post 5                     Daylight: a trade post with a garrison in 5 (11.5.6)
    buy riverboats             another player's Birdsong: a service (11.2.6-11.2.7)
    buy mercenaries            the same
    buy card anvil#1           the same, a card of the Riverfolk's public hand (11.2.7.I)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

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
from games.root.factions.riverfolk.board import prices
from games.root.names import card_name
from games.root.notation import Syntaxes

NOTATION = Syntaxes("riverfolk")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


CARD = r"[a-z0-9_]+#\d+"


def service_name(catalog: Catalog, locale: str, service: str) -> str:
    return catalog.text(locale, f"riverfolk.service.{service}")


@dataclass(frozen=True)
class StartingWarrior(ClearingAction):
    """11.3.2: one of the four starting warriors, in a clearing touching a river."""

    word = "warrior"
    key = "riverfolk.action.warrior"


@dataclass(frozen=True)
class SetPrices:
    """11.3.4, 11.6.2: the three services markers, each on a price, in one
    choice (one marker at a time would be a menu with no end: any order of
    moves comes back to the same prices)."""

    hand_card: int
    riverboats: int
    mercenaries: int

    def __str__(self) -> str:
        return f"prices {self.hand_card} {self.riverboats} {self.mercenaries}"

    def as_dict(self) -> dict[str, int]:
        return {"hand_card": self.hand_card, "riverboats": self.riverboats,
                "mercenaries": self.mercenaries}

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, "riverfolk.action.prices", **self.as_dict())


@dataclass(frozen=True)
class DrawCard(WordAction):
    """11.5.4: commit a fund to draw a card."""

    word = "draw"
    key = "riverfolk.action.draw"


@dataclass(frozen=True)
class Export(CardAction):
    """11.5.3.I: pay a card's cost with funds, discard it, a warrior into Payments."""

    word = "export"
    key = "riverfolk.action.export"


@dataclass(frozen=True)
class TradePost(ClearingAction):
    """11.5.6: spend two of the ruler's funds: a trade post and a warrior."""

    word = "post"
    key = "riverfolk.action.post"


@dataclass(frozen=True)
class Buy:
    """11.2.6-11.2.7: buy a service; `card` names the hand card bought."""

    service: str
    card: str | None = None

    def __str__(self) -> str:
        return f"buy card {self.card}" if self.card else f"buy {self.service}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        price = prices(state)[self.service]
        if self.card:
            name = card_name(catalog, locale, self.card)
            return catalog.text(locale, "riverfolk.action.buy_card", card=name, price=price)
        name = service_name(catalog, locale, self.service)
        return catalog.text(locale, "riverfolk.action.buy", service=name, price=price)


RiverfolkAction = StartingWarrior | SetPrices | DrawCard | Export | TradePost | Buy
"""Every action of the Riverfolk Company's own (its Daylight also takes the shared
`Move`, `Battle`, `Craft`, the Eyrie's `Recruit` notation and the Daylight extras;
`done`: games/root/actions.py)."""


clearing_syntax(NOTATION, StartingWarrior)
word_syntax(NOTATION, DrawCard)
card_syntax(NOTATION, Export, CARD, known=True)
clearing_syntax(NOTATION, TradePost)


@NOTATION.syntax(r"prices (\d) (\d) (\d)")
def _prices(match: re.Match[str]) -> SetPrices:
    return SetPrices(int(match[1]), int(match[2]), int(match[3]))


@NOTATION.syntax(rf"buy card ({CARD})")
def _buy_card(match: re.Match[str]) -> Buy | None:
    known = cards.card_id(match[1]) in cards.catalogue()
    return Buy("hand_card", match[1]) if known else None


@NOTATION.syntax(r"buy (riverboats|mercenaries)")
def _buy(match: re.Match[str]) -> Buy:
    return Buy(match[1])
