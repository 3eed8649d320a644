"""Effects offered any time in the seat's own Daylight (Tax Collector,
Codebreakers), once per turn each (Law of Root 3.1.3).

They join every faction's Daylight menu through the shared Daylight extras
(`rules.daylight_extras` / `rules.apply_daylight_extra`): one registration
per action class these effects use (`use tax_collector 5`, `use codebreakers e`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root.effects.actions import UseCard, UseOnClearing, UseOnPlayer
from games.root.effects.registry import DAYLIGHT_ANYTIME
from games.root.effects.timing import offers, use
from games.root.rules.daylight import Offer, register_daylight_extra

if TYPE_CHECKING:
    from games.root.state import RootState


def daylight_offers(state: RootState, seat: int) -> list[UseCard]:
    return offers(state, seat, DAYLIGHT_ANYTIME)


def use_daylight_effect(state: RootState, seat: int, action: UseCard) -> list[Event]:
    """Use one of `daylight_offers` (the caller checked it is among them)."""
    return use(state, seat, action)


def _offers_of(kind: type) -> Offer:
    def offer(state: RootState, seat: int) -> list[UseCard]:
        return [a for a in daylight_offers(state, seat) if isinstance(a, kind)]

    return offer


def register_anytime_effects() -> None:
    """The cards used at any time in Daylight join the Daylight extras
    (games/root/registry.py)."""
    for kind in (UseOnClearing, UseOnPlayer):
        register_daylight_extra(kind, _offers_of(kind), use_daylight_effect)
