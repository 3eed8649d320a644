"""Treasure cards and pack animals (rulebook "Establo", "Cabaña del místico",
"Tesoros", "Aclaraciones sobre las cartas de tesoro").

One treasure per pack animal (bird or turtle), never more than three. With no pack
animal a treasure cannot even be drawn. When every slot is full the new card is
looked at and then one card, old or new, goes to the discard (`drop <card>`).
"""

from __future__ import annotations

from games.core.types import Event
from games.near_and_far.state import NearFarState


def slots(state: NearFarState, seat: int) -> int:
    from games.near_and_far.cards import effect_sum

    return min(3, len(state.p(seat)["animals"])) + effect_sum(state, seat, "extra_slot")


def can_draw(state: NearFarState, seat: int) -> bool:
    return slots(state, seat) > 0


def draw_card(state: NearFarState) -> str | None:
    if not state.treasure_deck and state.treasure_discard:
        state.treasure_deck = state.treasure_discard
        state.treasure_discard = []
        state.rng.shuffle(state.treasure_deck)
    return state.treasure_deck.pop() if state.treasure_deck else None


def gain_treasure(state: NearFarState, seat: int) -> list[Event]:
    """Draw one treasure; keep it if a slot is free, else ask what to discard."""
    if not can_draw(state, seat):
        return []
    card = draw_card(state)
    if card is None:
        return []
    return keep_or_choose(state, seat, card)


def keep_or_choose(state: NearFarState, seat: int, card: str) -> list[Event]:
    player = state.p(seat)
    player["treasures"].append(card)
    # A card turned face up from the deck (or from the mystic's three): taking the
    # step back would show the next card and let the player choose again.
    event = Event("treasure", {"seat": seat, "card": card}, barrier=True)
    if len(player["treasures"]) > slots(state, seat):
        interrupt(state, "drop_treasure")
    return [event]


def interrupt(state: NearFarState, phase: str, ctx: dict | None = None) -> None:
    """Stop the current step for a decision; `resume` comes back to it."""
    state.stack.append([state.phase, state.ctx])
    state.phase, state.ctx = phase, dict(ctx or {})


def resume(state: NearFarState) -> None:
    state.phase, state.ctx = state.stack.pop()


def drop(state: NearFarState, seat: int, card: str) -> list[Event]:
    player = state.p(seat)
    player["treasures"].remove(card)
    state.treasure_discard.append(card)
    events = [Event("treasure_dropped", {"seat": seat, "card": card})]
    if len(player["treasures"]) <= slots(state, seat):
        resume(state)
    return events


def lose_animal(state: NearFarState, seat: int, animal: str) -> None:
    """An animal goes back to the stable; a treasure without a slot must go too."""
    player = state.p(seat)
    player["animals"].remove(animal)
    if len(player["treasures"]) > slots(state, seat):
        interrupt(state, "drop_treasure")
