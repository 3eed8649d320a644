"""The Near and Far AI: the core heuristic agent (one-ply search on `evaluate`),
except that actions using chance (fights, quests, draws) are valued by a few
samples drawn from the agent's own generator rather than left unvalued. The
samples never see the state's real future: each clone gets a fresh generator."""

from __future__ import annotations

from typing import Any

from games.core.agents import HeuristicAgent
from games.core.game import State
from games.core.rng import Rng
from games.core.types import Seat

SAMPLES = 3


class NearFarAgent(HeuristicAgent):
    """Looks one step further when the same player decides again in the same turn
    (visit the tavern -> recruit), so buildings are judged by what they offer."""

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        best: list[Any] = []
        best_value = float("-inf")
        for action in actions:
            value = self._value(state, seat, action, rng)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def _value(self, state: State, seat: Seat, action: Any, rng: Rng) -> float:
        trial = state.clone()
        before = trial.rng.state
        trial.rng = Rng(rng.next_u64())
        probe = trial.rng.state
        trial.apply(seat, action, trusted=True)
        if trial.rng.state == probe:
            return self._follow_up(trial, seat)
        del before
        total = state.game.evaluate(trial, seat)
        for _ in range(SAMPLES - 1):
            again = state.clone()
            again.rng = Rng(rng.next_u64())
            again.apply(seat, action, trusted=True)
            total += state.game.evaluate(again, seat)
        return total / SAMPLES

    def _follow_up(self, trial: State, seat: Seat) -> float:
        here = trial.game.evaluate(trial, seat)
        if trial.turn() != seat or [p.seat for p in trial.pending()] != [seat]:
            return here
        best = here
        for action in trial.legal(seat)[: self.max_candidates]:
            deeper = trial.clone()
            probe = deeper.rng.state
            deeper.apply(seat, action, trusted=True)
            if deeper.rng.state != probe:
                continue
            best = max(best, trial.game.evaluate(deeper, seat))
        return best
