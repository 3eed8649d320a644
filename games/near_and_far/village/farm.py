"""Farm (rulebook "Granja"): one food per skill symbol (hand) in the current team."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far.actions import NearFarAction
from games.near_and_far.cards import gain, stats
from games.near_and_far.village.rules import finish

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    food = stats(state, seat)["hand"]
    gain(state, seat, {"food": food})
    return [Event("farm", {"seat": seat, "food": food}), *finish(state)]


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    return []


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    raise AssertionError("the farm asks nothing")
