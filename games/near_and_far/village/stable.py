"""Stable (rulebook "Establo"; day side "Establo": turtles): spend 1 food for a
pack-bird, or (day side) 1 gem for a pack-turtle; never more than three animals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far.actions import NearFarAction, Word
from games.near_and_far.components import rules
from games.near_and_far.village.rules import finish

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    return []


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    player = state.p(seat)
    out: list[NearFarAction] = []
    if len(player["animals"]) < int(rules()["max_animals"]):
        if player["food"] >= 1:
            out.append(Word("bird"))
        if state.day and player["gem"] >= 1:
            out.append(Word("turtle"))
    return [*out, Word("done")]


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    player = state.p(seat)
    events: list[Event] = []
    if action == Word("bird"):
        player["food"] -= 1
        player["animals"].append("bird")
        events.append(Event("animal", {"seat": seat, "animal": "bird"}))
    elif action == Word("turtle"):
        player["gem"] -= 1
        player["animals"].append("turtle")
        events.append(Event("animal", {"seat": seat, "animal": "turtle"}))
    return events + finish(state)
