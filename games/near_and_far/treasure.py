"""Treasure cards and pack animals (rulebook "Establo", "Cabaña del místico",
"Tesoros", "Aclaraciones sobre las cartas de tesoro").

One treasure per pack animal (bird or turtle), never more than three. With no pack
animal a treasure cannot even be drawn. When every slot is full the new card is
looked at and then one card, old or new, goes to the discard (`drop <card>`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event, Prompt
from games.near_and_far import frames
from games.near_and_far.actions import Card, Release
from games.near_and_far.cards import effect_sum, has_effect
from games.near_and_far.frames import FrameBase, Step, step_frame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def slots(state: NearFarState, seat: int) -> int:
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
        frames.push_frame(state, step_frame("drop_treasure"))
    return [event]


class DiscardATreasure(Step[FrameBase, Card]):
    """Rulebook "Tesoros": one treasure per pack animal, so with every slot full one card, old
    or new, goes to the discard before the interrupted step goes on."""

    type = "drop_treasure"

    def prompt(self, state: NearFarState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, self.type, {}, private=False)

    def legal(self, state: NearFarState, frame: FrameBase, seat: int) -> list[Card]:
        return [Card("drop", c) for c in state.p(seat)["treasures"]]

    def answer(self, state: NearFarState, frame: FrameBase, seat: int, action: Card) -> list[Event]:
        player = state.p(seat)
        player["treasures"].remove(action.card)
        state.treasure_discard.append(action.card)
        events = [Event("treasure_dropped", {"seat": seat, "card": action.card})]
        if len(player["treasures"]) <= slots(state, seat):
            events += frames.finish(state)
        return events


def lose_animal(state: NearFarState, seat: int, animal: str) -> None:
    """An animal goes back to the stable; a treasure without a slot must go too."""
    player = state.p(seat)
    player["animals"].remove(animal)
    if len(player["treasures"]) > slots(state, seat):
        frames.push_frame(state, step_frame("drop_treasure"))


def releasable(state: NearFarState, seat: int) -> list[Release]:
    """Bird breeding talent: in your turn, from anywhere, give pack animals back to the
    stable for two hearts each (the day side's turtles count too)."""
    if not has_effect(state, seat, "release"):
        return []
    animals = state.p(seat)["animals"]
    return [Release(a) for a in ("bird", "turtle") if a in animals]


def release(state: NearFarState, seat: int, animal: str) -> list[Event]:
    """The animal goes back with any treasure it cannot carry any more; its movement
    stays for this turn (counted when the movement began), as when one is
    sacrificed at a threat."""
    hearts = effect_sum(state, seat, "release")
    state.p(seat)["heart"] += hearts
    events = [Event("released", {"seat": seat, "animal": animal, "hearts": hearts})]
    lose_animal(state, seat, animal)
    return events
