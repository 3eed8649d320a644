"""Mystic's hut (rulebook "Cabaña del místico"; day side: draw three, keep one).
With at least one pack animal, draw a treasure; a full team of animals means one
card, old or new, goes to the discard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far import treasure
from games.near_and_far.actions import Card, NearFarAction
from games.near_and_far.village.rules import finish, visit_frame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    if not treasure.can_draw(state, seat):
        return [Event("no_animal", {"seat": seat}), *finish(state)]
    if not state.day:
        finish(state)
        return treasure.gain_treasure(state, seat)
    drawn = [c for c in (treasure.draw_card(state) for _ in range(3)) if c]
    visit_frame(state)["drawn"] = drawn
    return [Event("mystic_drew", {"seat": seat, "count": len(drawn)}, barrier=True)]


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    return [Card("take", c) for c in visit_frame(state).get("drawn", [])]


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    assert isinstance(action, Card)
    rest = [c for c in visit_frame(state)["drawn"] if c != action.card]
    state.treasure_discard.extend(rest)
    finish(state)
    return treasure.keep_or_choose(state, seat, action.card)
