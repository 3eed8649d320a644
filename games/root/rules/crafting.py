"""Crafting (Law of Root 3.1, 4.2.2): pay a card's cost with crafting pieces
whose clearings match the suits shown ("any" takes any piece), each piece once
per turn. An item comes from the common supply (none left: it cannot be
crafted), scores its VP through `Faction.item_vp`, and the card is discarded
(3.1.2). Any other card leaves the hand for the card effects
(`games.root.effects.on_crafted`): an improvement goes to the play area
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

A three-coloured cost ("any", only Royal Claim's) is paid with pieces the
crafter chooses (3.1.1): when the suits left free afterwards could differ,
each choice is its own answer, `craft royal_claim#1 using fox fox mouse rabbit`
(`royal_claim=choose`, the default). With `royal_claim=auto` the game picks the
pieces that leave the most of the rest of the hand craftable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt
from games.root import cards, frames, hidden, scoring
from games.root.actions import CRAFT_SUITS, Craft, Done
from games.root.factions.base import FACTIONS
from games.root.frames import Frame, Handler, handler
from games.root.options import ROYAL_CLAIM, chosen
from games.root.rules.pieces import take_item

if TYPE_CHECKING:
    from games.root.state import RootState

ANY = "any"
USED = "crafted_with"


def free_pieces(state: RootState, pieces: list[int]) -> list[int]:
    """The crafting pieces not used yet this turn (3.1.1)."""
    unused = Counter(pieces)
    unused.subtract(Counter(state.turn_flags.get(USED, [])))
    return sorted(unused.elements())


def pay_with(
    state: RootState,
    cost: tuple[str, ...],
    pieces: list[int],
    keep_for: Sequence[str] = (),
    using: Sequence[str] = (),
) -> list[int] | None:
    """The pieces that pay `cost`, or None. Suited costs take pieces of their
    suit; "any" takes pieces of the suits `using` names (the crafter's choice),
    or else those that leave the most of the cards `keep_for` still craftable
    with the rest (the only cost with "any" is Royal Claim's)."""
    split = pay_suited(state, cost, pieces)
    if split is None:
        return None
    paid, left = split
    wild = wild_count(cost)
    if wild > len(left):
        return None
    if wild == 0:
        return paid
    if using:
        picked = take_suits(state, left, using)
        return None if picked is None or len(using) != wild else paid + picked

    def still_craftable(pick: tuple[int, ...]) -> int:
        rest = list(left)
        for piece in pick:
            rest.remove(piece)
        return sum(1 for c in keep_for if pay_with(state, cards.card(c).cost or (), rest))

    return paid + list(max(combinations(left, wild), key=still_craftable))


def wild_count(cost: tuple[str, ...]) -> int:
    return sum(1 for s in cost if s == ANY)


def pay_suited(
    state: RootState, cost: tuple[str, ...], pieces: list[int]
) -> tuple[list[int], list[int]] | None:
    """The suited part of `cost`: (pieces paid, pieces left), or None."""
    left = list(pieces)
    paid = []
    for suit in (s for s in cost if s != ANY):
        choice = next((p for p in left if state.woods.clearings[p].suit == suit), None)
        if choice is None:
            return None
        left.remove(choice)
        paid.append(choice)
    return paid, left


def take_suits(state: RootState, pieces: list[int], suits: Sequence[str]) -> list[int] | None:
    """One piece of each suit named, or None if they are not all there."""
    left, picked = list(pieces), []
    for suit in suits:
        piece = next((p for p in left if state.woods.clearings[p].suit == suit), None)
        if piece is None:
            return None
        left.remove(piece)
        picked.append(piece)
    return picked


def suits_in_order(suits: Sequence[str]) -> tuple[str, ...]:
    """The canonical order of a choice of suits (fox, rabbit, mouse)."""
    return tuple(sorted(suits, key=CRAFT_SUITS.index))


def wild_choices(state: RootState, cost: tuple[str, ...], free: list[int]) -> list[tuple[str, ...]]:
    """3.1.1: every different choice of suits for the "any" part of `cost`
    (in canonical order); [] if it cannot be paid."""
    split = pay_suited(state, cost, free)
    wild = wild_count(cost)
    if split is None or wild > len(split[1]):
        return []
    suits = [state.woods.clearings[p].suit for p in split[1]]
    return sorted({suits_in_order(pick) for pick in combinations(suits, wild)})


def craft_answers(state: RootState, instance: str, free: list[int]) -> list[Craft]:
    """The answers crafting a craftable card: one, or with `royal_claim=choose`
    one per choice of pieces for an "any" cost when the choice matters."""
    cost = cards.card(instance).cost or ()
    if not wild_count(cost) or chosen(state, ROYAL_CLAIM) != "choose":
        return [Craft(instance)]
    choices = wild_choices(state, cost, free)
    if len(choices) < 2:
        return [Craft(instance)]  # the same suits stay free whatever is picked
    return [Craft(instance, using) for using in choices]


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
    # Imported here: the card effects are built on these rules, not the other way.
    from games.root.effects import on_crafted

    cards.take_from_hand(state, seat, instance)
    return events + on_crafted(state, seat, instance)


@handler
class CraftChoice(Handler):
    """3.1: craft any number of cards while pieces last, then `done`."""

    type = "craft"

    def prompt(self, state: RootState, frame: Frame) -> Prompt | None:
        if not may_craft(state, frame["seat"], frame["pieces"]):
            return None
        free = len(free_pieces(state, frame["pieces"]))
        return Prompt(frame["seat"], "craft", {"pieces": free}, private=True)

    def legal(self, state: RootState, frame: Frame) -> list[Any]:
        return [*craftable(state, frame["seat"], frame["pieces"]), Done()]

    def apply(self, state: RootState, frame: Frame, action: Any) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state, frame.get("crafted", 0))
        frame["crafted"] = frame.get("crafted", 0) + 1
        return craft(state, frame["seat"], action.card, frame["pieces"], action.using)

    def run(self, state: RootState, frame: Frame) -> list[Event]:
        return frames.finish(state, frame.get("crafted", 0))

    def resume(self, state: RootState, frame: Frame, result: Any) -> list[Event]:
        """A favor's removals asked their owners something (field hospitals):
        answered, crafting goes on."""
        return []

    def explain(self, state: RootState, frame: Frame, action: Any) -> IllegalAction | None:
        if not isinstance(action, Craft):
            return None
        if action.card not in state.hands[frame["seat"]]:
            return IllegalAction("root.error.not_in_hand", card=action.card)
        reason = why_not_craftable(state, frame["faction"], action.card, frame["pieces"])
        if reason:
            return IllegalAction(reason, card=action.card)
        answers = [a for a in self.legal(state, frame) if getattr(a, "card", None) == action.card]
        options = ", ".join(f"`{a}`" for a in answers)
        return IllegalAction("root.error.craft_pieces", card=action.card, options=options)
