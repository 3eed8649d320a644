"""Drawing again what given seats cannot see (`State.resample`, issue 9 "Trust";
docs/rules/near_and_far.md, "Hidden information").

Hidden, after the rulebook, and from whom:

- each player's artifact hand (rulebook "Preparación" 7, dealt face down; "Nota": the
  cards stay in hand until bought): from the other players. How many cards a hand
  holds, and how many of them are advanced, is public: the two decks have different
  backs.
- the draft ("Redistribución de cartas de artefacto"): the hand in front of each
  player, the cards already picked, the two advanced cards set aside: from the others.
- the cards being looked at: the four of the shop ("Tienda") and the three of the
  day-side mystic ("Aldea mejorada", "Cabaña del místico"), until one is kept: from
  everyone but the visitor.
- the order of every face-down pile: the basic and advanced artifact decks, the
  treasure deck ("boca abajo"), the express cards ("Barajad las cartas exprés"), the
  world cards (express quests draw them at random) and the bag of adventurers: from
  everyone.
- the artifact discard (our decision: face down, the cards come from secret hands and
  never return): from everyone.

Public, and never touched here: the threat deck (face up in ascending order,
"Preparación" 6a), the row of adventurers, the treasure, express and adventurer
discards (face up), everything on the boards, the state's own generator.

A seat's knowledge is what its view shows (its hand, its draft hand, picks and
advanced cards, the cards it looks at); what it saw earlier and passed on (draft
hands, its own discards) is not kept, since nothing it may do depends on it.

Canonical: the unseen cards of each kind are pooled in sorted order, shuffled with
`rng` and dealt back into the same hidden places in a fixed order of places, each
place keeping its size (and a hand its basic and advanced counts), so two states that
look the same to `seats` resample to the same state.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from games.core.rng import Rng
from games.near_and_far import frames
from games.near_and_far.components import artifacts
from games.near_and_far.frames import DraftKeepFrame, DraftPickFrame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

Slot = tuple[list[str], int]
"""A hidden place for one card: a list and an index in it."""

TIERS = ("basic", "advanced")


def resample(state: NearFarState, seats: Collection[int], rng: Rng) -> NearFarState:
    """A copy of `state` that `seats` cannot tell from it; `state` is untouched."""
    guess = state.clone()
    others = [s for s in range(state.players) if s not in set(seats)]
    advanced_dropped = _advanced_dropped(guess)
    _sort_by_tier(guess.artifact_discard)
    for tier in TIERS:
        redeal(artifact_slots(guess, others, tier), rng)
    if advanced_dropped is not None:
        _count_advanced_again(guess, advanced_dropped)
    redeal(treasure_slots(guess, others), rng)
    for pile in (guess.express_deck, guess.world_deck, guess.bag):
        redeal(whole(pile), rng)
    return guess


def redeal(slots: list[Slot], rng: Rng) -> None:
    """Pool the cards of `slots` in sorted order, shuffle, and deal them back."""
    cards = sorted(pile[index] for pile, index in slots)
    rng.shuffle(cards)
    for (pile, index), card in zip(slots, cards, strict=True):
        pile[index] = card


def whole(pile: list[str]) -> list[Slot]:
    return [(pile, index) for index in range(len(pile))]


def of_tier(pile: list[str], tier: str) -> list[Slot]:
    return [(pile, i) for i, card in enumerate(pile) if artifacts()[card]["tier"] == tier]


# -- artifacts ------------------------------------------------------------------------
def artifact_slots(state: NearFarState, others: list[int], tier: str) -> list[Slot]:
    """Every hidden artifact of a tier, in a fixed order of places: the deck, the
    discard, then per seat not looking its hand and draft, then the cards the active
    player looks at."""
    deck = state.basic_deck if tier == "basic" else state.advanced_deck
    slots = whole(deck) + of_tier(state.artifact_discard, tier)
    for seat in others:
        for pile in _seat_artifacts(state, seat):
            slots += of_tier(pile, tier)
    if state.active in others:
        for drawn in cards_looked_at(state, "shop"):
            slots += of_tier(drawn, tier)
    return slots


def _seat_artifacts(state: NearFarState, seat: int) -> list[list[str]]:
    """The artifacts only `seat` sees: its hand and, during the draft, the hand in
    front of it, its picks and its two advanced cards."""
    piles = [state.p(seat)["hand"]]
    draft = frames.at(state, DraftPickFrame)
    if draft is not None:
        piles += [draft["hands"][seat], draft["picked"][seat], draft["advanced"][seat]]
    return piles


def _sort_by_tier(pile: list[str]) -> None:
    """The discard is face down and its order means nothing: basic cards first, so its
    shape depends only on the public counts."""
    pile.sort(key=lambda card: artifacts()[card]["tier"] != "basic")


def _advanced_dropped(state: NearFarState) -> list[int] | None:
    """While keeping after the draft: how many of its two advanced cards each seat has
    discarded (public: the backs show it)."""
    keeping = frames.at(state, DraftKeepFrame)
    if keeping is None:
        return None
    dealt = keeping["advanced"]
    return [sum(1 for c in dealt[s] if c not in state.p(s)["hand"]) for s in range(len(dealt))]


def _count_advanced_again(state: NearFarState, dropped: list[int]) -> None:
    """The advanced cards each seat was dealt, after the redeal: those now in its hand,
    and as many of the discarded advanced cards as it discarded, taken in seat order
    (the `ready` rule counts the ones still in hand)."""
    discarded = iter(c for c in state.artifact_discard if artifacts()[c]["tier"] == "advanced")
    frames.current(state, DraftKeepFrame)["advanced"] = [
        [c for c in state.p(s)["hand"] if artifacts()[c]["tier"] == "advanced"]
        + [next(discarded) for _ in range(dropped[s])]
        for s in range(len(dropped))
    ]


# -- treasures and what is looked at --------------------------------------------------
def treasure_slots(state: NearFarState, others: list[int]) -> list[Slot]:
    """The treasure deck, and the day-side mystic's cards while their viewer is not
    among the seats that keep what they see."""
    slots = whole(state.treasure_deck)
    if state.active in others:
        for drawn in cards_looked_at(state, "mystic"):
            slots += whole(drawn)
    return slots


def cards_looked_at(state: NearFarState, building: str | None = None) -> list[list[str]]:
    """The cards the active player has drawn and is looking at in the shop or the
    mystic's hut: in the current step, or in a step interrupted meanwhile (a purchase
    placing a free camp, a treasure to discard). The current step first."""
    steps = [*state.stack[-1:], *state.stack[:-1]]
    return [
        frame["drawn"]
        for frame in steps
        if frame["type"] == "building" and "drawn" in frame and building in (None, frame.get("b"))
    ]
