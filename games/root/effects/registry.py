"""The effects of the standard deck's improvement cards, by card and by the
moment they are used (Law of Root 3.1.3: "you may use its effect as the card
describes").

A crafted improvement stays in its crafter's play area
(`state.improvements[faction]`, card instances such as `cobbler#2`). Each card
family's module describes its cards with a `CardEffect` and registers it
here; the rest of the engine asks this registry what a seat may use now:

    TIMINGS            the moments with a `"card_effects"` frame of their own:
                       "birdsong_start", "daylight_start", "evening_start"
    IN_BIRDSONG        "birdsong": effects used "in Birdsong" (Royal Claim,
                       Stand and Deliver!): offered at its start and, with
                       `timing=printed`, again after a Birdsong step that may
                       change what they do (effects/timing.py)
    DAYLIGHT_ANYTIME   "daylight": effects offered in the seat's Daylight menu
                       (through `rules.daylight_extras`), once per turn
    BATTLE             "battle": effects used inside a battle (rules/battle.py)

A card is used at most once per turn unless its effect says otherwise
(`once_per_turn`): its id goes into `state.turn_flags["effects_used"]`, which
the turn clears at Birdsong.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

from games.core.types import Event
from games.root import cards

if TYPE_CHECKING:
    from games.root.state import RootState

Target = int | str | None
"""What an effect is used on: a clearing, a faction id, or nothing."""

TIMINGS = ("birdsong_start", "daylight_start", "evening_start")
IN_BIRDSONG = "birdsong"
# The start of Birdsong is in Birdsong too: its question offers both kinds.
ALSO_OFFERED_AT = {"birdsong_start": (IN_BIRDSONG,)}
DAYLIGHT_ANYTIME = "daylight"
BATTLE = "battle"
USED = "effects_used"


class CardEffect(ABC):
    """One improvement card's effect. Effects hold no state of their own."""

    card: ClassVar[str]  # the card id in data/root/deck.json
    timing: ClassVar[str]  # one of TIMINGS, DAYLIGHT_ANYTIME or BATTLE
    mandatory: ClassVar[bool] = False  # must be used when its moment comes

    @abstractmethod
    def targets(self, state: RootState, seat: int) -> list[Target]:
        """What it may be used on now: [None] if it needs no target, [] if it
        cannot be used at all."""

    @abstractmethod
    def use(self, state: RootState, seat: int, target: Target) -> list[Event]:
        """Carry it out (the target is one of `targets`)."""

    def once_per_turn(self, state: RootState) -> bool:
        """Is it used at most once per turn? (Every card but Stand and Deliver!,
        whose limit is a table's option.)"""
        return True


EFFECTS: dict[str, CardEffect] = {}


def register_effects(*classes: type[CardEffect]) -> None:
    """Register cards' effects under their card ids (games/root/registry.py)."""
    for cls in classes:
        EFFECTS[cls.card] = cls()


def of_timing(timing: str) -> list[CardEffect]:
    """The effects used at `timing`, in the deck's order (a stable menu)."""
    order = list(cards.catalogue())
    wanted = (timing, *ALSO_OFFERED_AT.get(timing, ()))
    found = [e for e in EFFECTS.values() if e.timing in wanted]
    return sorted(found, key=lambda e: order.index(e.card))


def in_play(state: RootState, seat: int, card_id: str) -> str | None:
    """The instance of `card_id` in the seat's play area, if any (one at most, 3.1.4)."""
    faction = state.factions[seat]
    return next(
        (c for c in state.improvements.get(faction, []) if cards.card_id(c) == card_id), None
    )


def used_this_turn(state: RootState, card_id: str) -> bool:
    return card_id in state.turn_flags.get(USED, [])


def mark_used(state: RootState, card_id: str) -> None:
    state.turn_flags.setdefault(USED, []).append(card_id)


def ready(state: RootState, seat: int, timing: str) -> list[CardEffect]:
    """The seat's effects of `timing` in play and not used up this turn."""
    return [
        e for e in of_timing(timing)
        if in_play(state, seat, e.card)
        and not (e.once_per_turn(state) and used_this_turn(state, e.card))
    ]
