"""What every AI player is, and the position it searches: the base of
`games.core.agents` (the players) and `games.core.search` (the searching one),
which both import it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from games.core.rng import Rng
from games.core.types import Seat

if TYPE_CHECKING:
    from games.core.game import State


class Agent(ABC):
    kind: str

    @abstractmethod
    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        """One of `state.legal(seat)`; `state` itself is never changed."""



def determinize(state: State, seat: Seat, rng: Rng) -> State:
    """The position as `seat` may know it, made whole: what the seat cannot see
    (other hands, screens, the order of decks) drawn again, and the dice still
    to come from a generator of the agent's own. An agent that searches this
    copy decides from its seat's information only (State.resample).

    `rng` is read, not advanced, so an agent's other random choices (its
    tie-breaks) come out as they would without this step.
    """
    guess = state.resample((seat,), Rng.derive(rng.state, "resample"))
    guess.rng = Rng.derive(rng.state, "chance")
    return guess
