"""Buying an artifact from hand, the free action of any moment of your own turn
(rulebook "Acción gratuita: comprar cartas de artefacto", "Aclaraciones sobre las
cartas de artefacto")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.near_and_far import camps, frames
from games.near_and_far.cards import can_pay, gain, pay
from games.near_and_far.components import artifacts, rules

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def reputation_ok(state: NearFarState, seat: int, card: dict[str, Any]) -> bool:
    need = card.get("reputation")
    rep = state.p(seat)["reputation"]
    if not need:
        return True
    return ("min" not in need or rep >= need["min"]) and ("max" not in need or rep <= need["max"])


def can_buy(state: NearFarState, seat: int, card_id: str) -> bool:
    card = artifacts()[card_id]
    return reputation_ok(state, seat, card) and can_pay(state, seat, card["cost"])


def buyable(state: NearFarState, seat: int) -> list[str]:
    return [c for c in state.p(seat)["hand"] if can_buy(state, seat, c)]


def buy(state: NearFarState, seat: int, card_id: str) -> list[Event]:
    """Pay the cost on the card's margin, lay it face up: from now on it gives its
    ability and VP. Buying effects happen at once (a camp is placed by a prompt)."""
    player = state.p(seat)
    card = artifacts()[card_id]
    paid = pay(state, seat, card["cost"])
    player["hand"].remove(card_id)
    player["bought"].append(card_id)
    events = [Event("bought", {"seat": seat, "card": card_id, "paid": paid})]
    for effect in card["effects"]:
        on_buy = effect.get("on_buy")
        if not on_buy:
            continue
        if on_buy.get("bird") and len(player["animals"]) < _max_animals():
            player["animals"].append("bird")
            events.append(Event("animal", {"seat": seat, "animal": "bird"}))
        if on_buy.get("coin"):
            gain(state, seat, {"coin": on_buy["coin"]})
        if on_buy.get("camp") and camps.free_sites(state):
            frames.push_frame(state, frames.step_frame("site"))
    return events


def _max_animals() -> int:
    return int(rules()["max_animals"])
