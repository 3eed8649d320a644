"""Crafting (Law of Root 3.1, 4.2.2): pay a card's cost with crafting pieces
whose clearings match the suits shown ("any" takes any piece), each piece once
per turn. An item comes from the common supply (none left: it cannot be
crafted), scores its VP through `Faction.item_vp`, and the card is discarded
(3.1.2). Any other card leaves the hand for the card effects
(`games.root.effects.on_crafted`, joined to this rule by
`games/root/registry.py`, since the effects are built on these rules and not the
other way): an improvement goes to the play area
(3.1.3) — never two of the same name, checked here (3.1.4) — a favor is
carried out.

The `"craft"` frame: params `seat`, `faction`, `pieces` (one clearing per
crafting piece). Pieces used this turn are kept in
`state.turn_flags["crafted_with"]` (clearings, one entry per piece). It
offers `Craft(card)` per craftable card and `done`, and finishes with the
number of cards crafted (at once when nothing can be crafted).

The cards are secret (1.2.1): the question is asked whenever the player may
hold a card craftable now as far as the table can tell, and only the player
sees its choices (a private prompt; `done` is always one).

Paying a cost, and the crafter's choice of pieces for Royal Claim's
three-coloured cost, are in crafting_cost.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NotRequired

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, hidden, scoring
from games.root.actions import Craft, Done
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules.crafting_cost import craft_answers, pay_with
from games.root.rules.pieces import take_item

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

USED = "crafted_with"

CardCrafted = Callable[["RootState", Seat, str], list[Event]]
"""What a crafted card that is not an item does (the card effects)."""

_card_effects: list[CardCrafted] = []


def on_crafting_a_card(effect: CardCrafted) -> None:
    """Name what a crafted non-item card does (one function; registry.py)."""
    _card_effects[:] = [effect]


def crafted_card_effect(state: RootState, seat: Seat, instance: str) -> list[Event]:
    """What a crafted card that is not an item does, for a faction that pays
    its cost its own way (the Vagabond's hammers, 9.5.8)."""
    return _card_effects[0](state, seat, instance)


def free_pieces(state: RootState, pieces: list[int]) -> list[int]:
    """The crafting pieces not used yet this turn (3.1.1)."""
    unused = Counter(pieces)
    unused.subtract(Counter(state.turn_flags.get(USED, [])))
    return sorted(unused.elements())


def why_not_craftable(state: RootState, faction: str, instance: str, pieces: list[int]) -> str:
    """'' if the card can be crafted now, else the reason's key."""
    return why_not_with(state, faction, instance, free_pieces(state, pieces))


def why_not_with(state: RootState, faction: str, instance: str, free: list[int]) -> str:
    """`why_not_craftable`, the free pieces already counted."""
    card = cards.card(instance)
    if card.cost is None:
        return "root.error.craft_nothing"
    if card.kind == "item" and state.items_supply.get(card.item or "", 0) <= 0:
        return "root.error.craft_no_item"
    if card.kind == "persistent" and any(
        cards.card(c).name == card.name for c in state.improvements.get(faction, [])
    ):
        return "root.error.craft_duplicate"
    if pay_with(state, card.cost, free) is None:
        return "root.error.craft_cost"
    return ""


def craftable(state: RootState, seat: int, pieces: list[int]) -> list[Craft]:
    faction = state.factions[seat]
    free = free_pieces(state, pieces)
    return [
        answer
        for c in state.hands[seat]
        if not why_not_with(state, faction, c, free)
        for answer in craft_answers(state, c, free)
    ]


def may_craft(state: RootState, seat: int, pieces: list[int]) -> bool:
    """Could the seat hold a card it can craft now, as far as the table can
    tell (1.2.1)? The question is asked on that alone, so it tells nothing."""
    faction = state.factions[seat]
    free = free_pieces(state, pieces)
    return bool(free) and hidden.may_hold(
        state, seat, lambda c: not why_not_with(state, faction, c, free)
    )


def craft(
    state: RootState, seat: int, instance: str, pieces: list[int], using: Sequence[str] = ()
) -> list[Event]:
    """3.1.1-3.1.3: use the pieces (an "any" cost: of the suits `using` names,
    if any), then the item, the improvement or the effect."""
    faction = state.factions[seat]
    card = cards.card(instance)
    others = [c for c in state.hands[seat] if c != instance]
    free = free_pieces(state, pieces)
    paid = pay_with(state, card.cost or (), free, others, using) or []
    state.turn_flags[USED] = [*state.turn_flags.get(USED, []), *paid]
    events = [Event("crafted", {"seat": seat, "card": instance, "item": card.item})]
    if card.kind == "item":
        take_item(state, faction, card.item or "")
        events += cards.discard(state, seat, instance)
        vp = FACTIONS[faction].item_vp(state, card.vp)
        return events + scoring.score(state, faction, vp, "craft")
    cards.take_from_hand(state, seat, instance)
    return events + _card_effects[0](state, seat, instance)


class CraftFrame(FrameBase):
    """3.1: `faction` crafts with the pieces in `pieces` (a clearing per piece);
    `crafted` counts the cards crafted so far."""

    seat: int
    faction: str
    pieces: list[int]
    crafted: NotRequired[int]


def craft_frame(seat: int, faction: str, pieces: list[int]) -> CraftFrame:
    return CraftFrame(type="craft", seat=seat, faction=faction, pieces=pieces)


class CraftChoice(Handler[CraftFrame, Craft | Done]):
    """3.1: craft any number of cards while pieces last, then `done`."""

    type = "craft"

    def prompt(self, state: RootState, frame: CraftFrame) -> Prompt | None:
        if not may_craft(state, frame["seat"], frame["pieces"]):
            return None
        free = len(free_pieces(state, frame["pieces"]))
        return Prompt(frame["seat"], "craft", {"pieces": free}, private=True)

    def legal(self, state: RootState, frame: CraftFrame, seat: Seat) -> list[Craft | Done]:
        return [*craftable(state, frame["seat"], frame["pieces"]), Done()]

    def apply(
        self, state: RootState, frame: CraftFrame, seat: Seat, action: Craft | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state, frame.get("crafted", 0))
        frame["crafted"] = frame.get("crafted", 0) + 1
        return craft(state, frame["seat"], action.card, frame["pieces"], action.using)

    def run(self, state: RootState, frame: CraftFrame) -> list[Event]:
        return frames.finish(state, frame.get("crafted", 0))

    def resume(self, state: RootState, frame: CraftFrame, result: Any) -> list[Event]:
        """A favor's removals asked their owners something (field hospitals):
        answered, crafting goes on."""
        return []

    def explain(
        self, state: RootState, frame: CraftFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if not isinstance(action, Craft):
            return None
        if action.card not in state.hands[frame["seat"]]:
            return IllegalAction("root.error.not_in_hand", card=action.card)
        reason = why_not_craftable(state, frame["faction"], action.card, frame["pieces"])
        if reason:
            return IllegalAction(reason, card=action.card)
        legal = self.legal(state, frame, seat)
        answers = [a for a in legal if getattr(a, "card", None) == action.card]
        options = ", ".join(f"`{a}`" for a in answers)
        return IllegalAction("root.error.craft_pieces", card=action.card, options=options)
