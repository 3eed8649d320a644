"""Visiting the village (rulebook "Visitar la aldea"): move your character to a
building and take its action; an occupied building (not the tavern) needs a duel.

Each building is its own module with `arrive` (what happens on entering), `legal`
and `act` (its decisions). Rules common to all visits live here: never the same
building twice in a row, everyone visits in round one, the jail's free visit, the
2-player virtual duellist in the town hall, visit bonuses of cards.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from games.core.types import Event
from games.near_and_far.actions import BUILDINGS
from games.near_and_far.state import NearFarState
from games.near_and_far.village import farm, hall, mine, mystic, shop, stable, tavern

MODULES: dict[str, ModuleType] = {
    "hall": hall,
    "tavern": tavern,
    "stable": stable,
    "shop": shop,
    "farm": farm,
    "mystic": mystic,
    "mine": mine,
}
DUMMY = -1


def occupants(state: NearFarState, seat: int, building: str) -> list[int]:
    """Who a visitor would have to duel: other characters there, and in a 2-player
    game the virtual duellist in the town hall when the opponent is not there."""
    others = [s for s in range(state.players) if s != seat and state.p(s)["where"] == building]
    if building == "hall" and state.players == 2 and not others:
        return [DUMMY]
    return others


def needs_duel(state: NearFarState, seat: int, building: str) -> bool:
    from games.near_and_far.cards import has_effect

    if building == "tavern" or not occupants(state, seat, building):
        return False
    if state.p(seat)["where"] == "jail":
        return False  # freed from jail: any building without a duel
    return not (building == "hall" and has_effect(state, seat, "hall_free"))


def visitable(state: NearFarState, seat: int) -> list[str]:
    """Any building but the one you stand in."""
    return [b for b in BUILDINGS if state.p(seat)["where"] != b]


def visit(state: NearFarState, seat: int, building: str) -> list[Event]:
    from games.near_and_far import duel

    player = state.p(seat)
    came_from_jail = player["where"] == "jail"
    if player["where"] == "map":
        player["space"] = None
    events = [Event("visit", {"seat": seat, "building": building})]
    if needs_duel(state, seat, building) or (
        building == "tavern" and occupants(state, seat, building) and not came_from_jail
    ):
        player["where"] = building
        return events + duel.challenge(state, seat, building)
    player["where"] = building
    return events + enter(state, seat, building)


def enter(state: NearFarState, seat: int, building: str) -> list[Event]:
    """Visit bonuses first (they come even if the action is not taken), the toll of
    cards that make the other characters pay, then the building's own action."""
    from games.near_and_far.cards import effect_sum, gain, visit_gains

    events: list[Event] = []
    bonus = visit_gains(state, seat, building)
    if bonus:
        gain(state, seat, bonus)
        events.append(Event("visit_bonus", {"seat": seat, "gained": bonus}))
    if effect_sum(state, seat, "toll"):
        for other in occupants(state, seat, building):
            if other >= 0 and state.p(other)["coin"] > 0:
                state.p(other)["coin"] -= 1
                state.p(seat)["coin"] += 1
                events.append(Event("toll", {"seat": seat, "from": other}))
    state.phase, state.ctx = "building", {"b": building}
    return events + MODULES[building].arrive(state, seat)


def legal(state: NearFarState, seat: int) -> list[Any]:
    return MODULES[state.ctx["b"]].legal(state, seat)


def act(state: NearFarState, seat: int, action: Any) -> list[Event]:
    return MODULES[state.ctx["b"]].act(state, seat, action)


def finish(state: NearFarState) -> list[Event]:
    """The building's action is over: the turn ends after any free purchases."""
    state.phase, state.ctx = "end", {}
    return []
