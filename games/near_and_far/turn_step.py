"""The steps of a player's own turn, and the free actions offered at each.

Rulebook "Acción gratuita": an artifact from hand may be bought "en cualquier
momento de tu turno", so also while deciding to spend hearts after a roll. Before
a roll (a duel declared, a threat met, a quest card drawn) a card bought counts
for it; after the roll it does not change the total, which the rulebook makes
when the die is rolled ("después de tirar tu dado y sumarle todos tus
modificadores ... puedes gastar cuantos corazones quieras"): only hearts are added
then. The Bird breeding talent's release of a pack animal is offered alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, cast

from typing_extensions import TypeVar

from games.core.frames import F
from games.core.types import Event, Prompt
from games.near_and_far import privacy
from games.near_and_far.actions import Card, Release
from games.near_and_far.buying import buy, buyable
from games.near_and_far.frames import Step
from games.near_and_far.treasure import releasable, release

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

C = TypeVar("C", default=Any)
"""A turn step's own choices (its answers are these and the free actions)."""

FreeAction = Card | Release
"""The free actions of a turn: `buy <card>` and the Bird breeding talent's `release`."""


class TurnStep(Step[F, C | FreeAction], Generic[F, C]):
    """A question to the active player in their own turn, with the free actions:
    subclasses give the step's own `choices` and carry them out in `choose`."""

    def kind(self, state: NearFarState, frame: F) -> str:
        """The prompt's kind (a building's steps say which building)."""
        return self.type

    def params(self, state: NearFarState, frame: F) -> dict[str, Any]:
        return {}

    def prompt(self, state: NearFarState, frame: F) -> Prompt:
        kind = self.kind(state, frame)
        private = is_private(state, kind)
        return Prompt(state.active, kind, self.params(state, frame), private=private)

    def legal(self, state: NearFarState, frame: F, seat: int) -> list[C | FreeAction]:
        actions: list[C | FreeAction] = [*self.choices(state, frame, seat)]
        actions += [Card("buy", c) for c in buyable(state, seat)]
        return actions + releasable(state, seat)

    def answer(
        self, state: NearFarState, frame: F, seat: int, action: C | FreeAction
    ) -> list[Event]:
        if isinstance(action, Card) and action.verb == "buy":
            return buy(state, seat, action.card)
        if isinstance(action, Release):
            return release(state, seat, action.animal)
        # Not a free action (the answer was legal): one of the step's own choices.
        return self.choose(state, frame, seat, cast(C, action))

    def choices(self, state: NearFarState, frame: F, seat: int) -> list[C]:
        raise NotImplementedError(self.type)

    def choose(self, state: NearFarState, frame: F, seat: int, action: C) -> list[Event]:
        raise NotImplementedError(self.type)


def is_private(state: NearFarState, kind: str) -> bool:
    """A step of the active player's turn is private when it offers cards only they
    see (privacy.py): cards looked at, a discard from hand, or a purchase."""
    seat = state.active
    if privacy.cards_looked_at_are_private(kind):
        return True
    if kind == "hall_act" and privacy.discarding_from_hand_is_private(state, seat):
        return True
    return privacy.buying_is_private(state, seat)
