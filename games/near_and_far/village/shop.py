"""Shop (rulebook "Tienda"): gain a coin, or draw four artifacts in an announced
split between the basic and advanced decks, then keep any of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far.actions import Card, Draw, NearFarAction, Word
from games.near_and_far.cards import effect_sum
from games.near_and_far.components import rules
from games.near_and_far.village.rules import finish, visit_frame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    return []


def draw_size(state: NearFarState, seat: int) -> int:
    return int(rules()["shop_draw"]) + effect_sum(state, seat, "shop_extra")


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    ctx = visit_frame(state)
    if "drawn" in ctx:
        return [*(Card("keep", c) for c in ctx["drawn"]), Word("done")]
    size = draw_size(state, seat)
    splits: list[NearFarAction] = [
        Draw(b, size - b)
        for b in range(size, -1, -1)
        if b <= len(state.basic_deck) and size - b <= len(state.advanced_deck)
    ]
    return [Word("coin"), *splits]


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    player = state.p(seat)
    if action == Word("coin"):
        player["coin"] += 1
        return [Event("shop_coin", {"seat": seat}), *finish(state)]
    if isinstance(action, Draw):
        drawn = [state.basic_deck.pop() for _ in range(action.basic)]
        drawn += [state.advanced_deck.pop() for _ in range(action.advanced)]
        visit_frame(state)["drawn"] = drawn
        public = {"seat": seat, "basic": action.basic, "advanced": action.advanced}
        return [
            Event("shop_draw", public, barrier=True),
            Event("shop_cards", {"seat": seat, "cards": drawn}, to=frozenset({seat})),
        ]
    if isinstance(action, Card):
        visit_frame(state)["drawn"].remove(action.card)
        player["hand"].append(action.card)
        # A secret choice: it cannot be taken back (setup.pick).
        return [Event("artifact_kept", {"seat": seat}, barrier=True)]
    state.artifact_discard += visit_frame(state).pop("drawn")
    return finish(state)
