"""AI seats. An agent picks one legal action for a seat's prompt.

Agents are deterministic: the caller hands them an `Rng` derived from the
session seed, the seat and the action sequence number, so a game killed midway
and resumed continues exactly as an uninterrupted one would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.core.agent_base import Agent, determinize
from games.core.rng import Rng
from games.core.search import SearchAgent
from games.core.types import Seat

if TYPE_CHECKING:
    from games.core.game import State

__all__ = [
    "AGENT_KINDS", "LEVELS", "Agent", "HeuristicAgent", "NoisyAgent", "RandomAgent",
    "SearchAgent", "agent_rng", "budgeted", "determinize", "kind_of", "level_of", "make_agent",
]


class RandomAgent(Agent):
    """Uniformly random among the legal actions."""

    kind = "random"

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        return rng.choice(state.legal(seat))


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


class NoisyAgent(Agent):
    """The heuristic player with noise (the `easy` level): now and then, at
    random, any legal move instead of the heuristic's choice."""

    kind = "noisy"

    def __init__(self, heuristic: Agent, noise: float = 0.3) -> None:
        self.heuristic = heuristic
        self.noise = noise

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        # Two draws whatever happens, so the heuristic's own generator is the same
        # whether or not this move is a random one.
        roll, pick = rng.next_u64(), rng.next_u64()
        if roll < self.noise * 2.0**64:
            actions = state.legal(seat)
            return actions[pick % len(actions)]
        return self.heuristic.choose(state, seat, rng)


AGENT_KINDS = ("heuristic", "random", "search", "noisy")
"""Every kind of AI player `Game.agent` makes."""

LEVELS = {"easy": "noisy", "normal": "heuristic", "hard": "search"}
"""The levels players choose, and the kind of player each is."""


def kind_of(name: str) -> str | None:
    """The agent kind a level or kind name means (`hard` -> `search`), None if none."""
    key = str(name).strip().lower()
    key = LEVELS.get(key, key)
    return key if key in AGENT_KINDS else None


def level_of(kind: str) -> str | None:
    """The level a kind plays at (`search` -> `hard`); None for `random`."""
    return next((level for level, k in LEVELS.items() if k == kind), None)


def make_agent(kind: str, heuristic: Callable[[], Agent] | None = None) -> Agent:
    """The generic player of `kind`. `heuristic` makes the game's own heuristic
    player, which `noisy` plays with and `search` takes its first ideas from;
    without it, the generic greedy one."""
    base = heuristic or HeuristicAgent
    if kind == "random":
        return RandomAgent()
    if kind == "heuristic":
        return HeuristicAgent()
    if kind == "noisy":
        return NoisyAgent(base())
    if kind == "search":
        return SearchAgent(prior=base)
    raise ValueError(f"unknown agent kind {kind!r}; known: {', '.join(AGENT_KINDS)}")


def budgeted(agent: Agent, seconds: float, capped: bool = True) -> Agent:
    """`agent` with `seconds` per decision: a searching player's budget (without
    a wall-time cap when not `capped`: games/core/search.py `Budget`); the others
    take the time they take."""
    if isinstance(agent, SearchAgent):
        return agent.budgeted(seconds, capped)
    return agent


def agent_rng(session_seed: int, seat: Seat, seq: int) -> Rng:
    """The generator an AI seat uses for its decision at log position `seq`."""
    return Rng.derive(session_seed, seat, seq, "agent")
