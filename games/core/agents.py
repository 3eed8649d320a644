"""AI seats. An agent picks one legal action for a seat's prompt.

Agents are deterministic: the caller hands them an `Rng` derived from the
session seed, the seat and the action sequence number, so a game killed midway
and resumed continues exactly as an uninterrupted one would.
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


class RandomAgent(Agent):
    """Uniformly random among the legal actions."""

    kind = "random"

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        return rng.choice(state.legal(seat))


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


class HeuristicAgent(Agent):
    """Greedy one-ply search on the game's own `evaluate`.

    It searches a determinized copy (`determinize`: what its seat cannot see is
    guessed), tries each legal action on a clone of it and keeps the best
    evaluation for its seat, breaking ties at random. Actions that use chance
    are never searched: the clone would show one die before it is rolled, so
    when chance is involved the agent evaluates nothing and picks at random
    among equals.
    """

    kind = "heuristic"

    def __init__(self, max_candidates: int = 60) -> None:
        self.max_candidates = max_candidates

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        state = determinize(state, seat, rng)
        if len(actions) > self.max_candidates:
            picked = list(actions)
            rng.shuffle(picked)
            actions = picked[: self.max_candidates]
        best: list[Any] = []
        best_value = float("-inf")
        for action in actions:
            trial = state.clone()
            rng_before = trial.rng.state
            trial.apply(seat, action, trusted=True)
            chance = trial.rng.state != rng_before
            value = 0.0 if chance else state.game.evaluate(trial, seat)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)


AGENT_KINDS = ("heuristic", "random")


def make_agent(kind: str) -> Agent:
    if kind == "random":
        return RandomAgent()
    if kind == "heuristic":
        return HeuristicAgent()
    raise ValueError(f"unknown agent kind {kind!r}; known: {', '.join(AGENT_KINDS)}")


def agent_rng(session_seed: int, seat: Seat, seq: int) -> Rng:
    """The generator an AI seat uses for its decision at log position `seq`."""
    return Rng.derive(session_seed, seat, seq, "agent")
