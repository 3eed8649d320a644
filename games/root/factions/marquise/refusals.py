"""Why a Daylight action of the Marquise is refused, in the player's words
(Law of Root 6.5; seed 003 6.5.1-6.5.5). Only asked for an action that is
not legal now; None lets the generic answer list what is legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.i18n import Key
from games.root import cards
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.actions import (
    Build,
    March,
    Overwork,
    Recruit,
    SpendBird,
    StartBattle,
)
from games.root.factions.marquise.build import why_not_build
from games.root.state import RootState

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.factions.marquise.daylight import MarquiseDaylightFrame

RECRUITED = "marquise_recruited"  # turn flag: Recruit is once per turn (6.5.3)
ACTIONS = (March, StartBattle, Build, Recruit, Overwork)


def why_not_card(state: RootState, seat: int, card: str) -> IllegalAction | None:
    if card not in state.hands[seat]:
        return IllegalAction("root.marquise.not_in_hand", card=card)
    return None


def why_not_bird(state: RootState, seat: int, action: SpendBird) -> IllegalAction | None:
    refusal = why_not_card(state, seat, action.card)
    if refusal is None and cards.suit_of(action.card) != cards.BIRD:
        return IllegalAction("root.marquise.not_bird", card=action.card)
    return refusal


def why_not_overwork(state: RootState, seat: int, action: Overwork) -> IllegalAction:
    """6.5.5: a card in hand matching a clearing with a sawmill, and wood left."""
    sawmills = sorted(set(mb.building_clearings(state, "sawmill")))
    if action.clearing not in sawmills:
        listed = ", ".join(map(str, sawmills)) or "-"
        return IllegalAction("root.marquise.no_sawmill", clearing=action.clearing,
                             sawmills=listed)
    refusal = why_not_card(state, seat, action.card)
    if refusal is not None:
        return refusal
    suit = state.woods.clearings[action.clearing].suit
    if not cards.matches(action.card, suit):
        return IllegalAction("root.marquise.card_mismatch", card=action.card,
                             clearing=action.clearing, suit=Key(f"suit.{suit}"))
    return IllegalAction("root.marquise.no_wood")


def why_not_recruit(state: RootState) -> IllegalAction:
    if state.turn_flags.get(RECRUITED):
        return IllegalAction("root.marquise.recruited")
    return IllegalAction("root.marquise.no_recruiter")


def why_not(
    state: RootState, frame: MarquiseDaylightFrame, action: RootAction
) -> IllegalAction | None:
    """The reason an action of the Daylight menu is not legal now."""
    seat = frame["seat"]
    if isinstance(action, SpendBird):
        return why_not_bird(state, seat, action)
    if not isinstance(action, ACTIONS):
        return None
    if frame["actions"] <= 0:
        return IllegalAction("root.marquise.no_action_left")
    if isinstance(action, March):
        return IllegalAction("root.marquise.no_march")
    if isinstance(action, StartBattle):
        return IllegalAction("root.marquise.no_battle")
    if isinstance(action, Recruit):
        return why_not_recruit(state)
    if isinstance(action, Build):
        return why_not_build(state, action)
    return why_not_overwork(state, seat, action)
