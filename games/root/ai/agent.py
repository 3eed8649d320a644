"""The heuristic Root player: a shallow search on the faction's own judgement.

For each legal action the agent plays it on a clone and judges the result
(`Root.evaluate`: its faction's judge minus the best rival's). It searches a
determinized position (`games.core.agents.determinize`): the rivals' hands and
the deck's order drawn again from what its seat may know (1.2.1), so it never
decides from a card it cannot see. Three things make that work for Root where
a plain one-ply search does not:

- Chance. A battle's dice (and a reshuffle) are sampled: the clone gets a
  generator of the agent's own, several times, and the judgements are averaged.
  The real dice are never looked at.
- Menus. Choosing `march` or `battle` changes nothing by itself; the decision
  is what follows. When an action leaves the position as it was and the same
  seat must go on in the same turn, the agent looks one step further and takes
  the best follow-up (among a sample of them).
- Rivals' answers. A battle may ask the defender (ambush) or the player taking
  hits; inside the search those answers are stock ones (decline, or the first
  choice), so that the attacker sees the dice. The agent's own questions asked
  on suspicion (`ASKED_ON_SUSPICION`: asked because its hand is secret, 1.2.1)
  are answered at once when `done` is all they offer: otherwise they would eat
  the step the search looks further (heuristic games went from 16 to 21 turns
  on 20 seeds).

The choices are deterministic for a given generator, as every agent's must be.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from games.core.agents import Agent, determinize
from games.core.game import State
from games.core.rng import Rng
from games.core.types import Prompt
from games.root.actions import Done
from games.root.ai.judge import JUDGES
from games.root.seating import PickFaction

if TYPE_CHECKING:
    from games.root.state import RootState

SAME = 1e-6
"""Judgements closer than this are equal (the pick among them is random)."""

ASKED_ON_SUSPICION: set[str] = {"ambush", "foil", "craft"}
"""The questions asked whenever the table cannot rule out a card for them
(docs/rules/root.md, "Hidden information"), so often with `done` alone: the
shared rules' here, each faction's own added by its entry (`asked_on_suspicion`,
games/root/factions/entry.py)."""


def ask_on_suspicion(kinds: Iterable[str]) -> None:
    """Prompt kinds of a faction's own that are asked on suspicion."""
    ASKED_ON_SUSPICION.update(kinds)


class RootAgent(Agent):
    kind = "heuristic"

    def __init__(self, max_candidates: int = 40, follow_ups: int = 10, samples: int = 3) -> None:
        self.max_candidates = max_candidates
        self.follow_ups = follow_ups
        self.samples = samples

    def choose(self, state: State, seat: int, rng: Rng) -> Any:
        actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        if isinstance(actions[0], PickFaction):
            return pick_faction(actions, rng)
        state = determinize(state, seat, rng)  # reads `rng` without drawing from it
        actions = self._sample(actions, self.max_candidates, rng)
        best: list[Any] = []
        best_value = float("-inf")
        for action in actions:
            value = self._value(state, seat, action, rng, look_further=True)
            if value > best_value + SAME:
                best, best_value = [action], value
            elif abs(value - best_value) <= SAME:
                best.append(action)
        return rng.choice(best)

    # -- the search ------------------------------------------------------------------
    def _value(
        self, state: State, seat: int, action: object, rng: Rng, look_further: bool
    ) -> float:
        """The judgement after `action`, averaged over sampled dice."""
        trial, chance = self._play(state, seat, action, Rng(rng.next_u64()))
        values = [self._settle(state, trial, seat, rng, look_further)]
        if chance:
            for _ in range(self.samples - 1):
                trial, _ = self._play(state, seat, action, Rng(rng.next_u64()))
                values.append(self._settle(state, trial, seat, rng, look_further))
        return sum(values) / len(values)

    def _play(self, state: State, seat: int, action: object, dice: Rng) -> tuple[State, bool]:
        """`action` on a clone whose chance comes from `dice`; rivals asked
        something in the middle of it get stock answers, and the agent's own
        questions asked on suspicion with `done` alone are answered at once (no
        decision worth a step of the look further). Returns the clone and
        whether chance was used."""
        trial = state.clone()
        trial.rng = dice
        start = dice.state
        trial.apply(seat, action, trusted=True)
        for _ in range(8):  # an ambush, a foil, hits to take: a few questions at most
            prompts = trial.pending()
            if trial.result() is not None or not prompts or trial.turn() != seat:
                break
            asked = prompts[0].seat
            if asked == seat and not self._only_done(trial, prompts[0]):
                break
            trial.apply(asked, stock_answer(trial.legal(asked)), trusted=True)
        return trial, dice.state != start

    def _settle(
        self, before: State, trial: State, seat: int, rng: Rng, look_further: bool
    ) -> float:
        if look_further and self._goes_on(trial, seat) and menu_choice(before, trial):
            follow = self._sample(trial.legal(seat), self.follow_ups, rng)
            return max(
                self._value(trial, seat, action, rng, look_further=False) for action in follow
            )
        return trial.game.evaluate(trial, seat)

    @staticmethod
    def _only_done(trial: State, prompt: Prompt) -> bool:
        """One of the agent's own questions asked on suspicion, with nothing
        to answer but `done` (its legal actions are cheap to list)."""
        return prompt.kind in ASKED_ON_SUSPICION and len(trial.legal(prompt.seat)) == 1

    @staticmethod
    def _goes_on(trial: State, seat: int) -> bool:
        if trial.result() is not None or trial.turn() != seat:
            return False
        prompts = trial.pending()
        return bool(prompts) and prompts[0].seat == seat

    @staticmethod
    def _sample(actions: list[Any], limit: int, rng: Rng) -> list[Any]:
        """At most `limit` actions; `done` always stays among them."""
        if len(actions) <= limit:
            return actions
        kept = [a for a in actions if isinstance(a, Done)]
        rest = [a for a in actions if not isinstance(a, Done)]
        rng.shuffle(rest)
        return kept + rest[: limit - len(kept)]


def pick_faction(actions: list[PickFaction], rng: Rng) -> PickFaction:
    """5.1.1 by choice: nothing is on the map yet to judge, so a faction the AI
    has a judge for (games/root/ai: it plays those with a plan), at random."""
    judged = [a for a in actions if a.faction in JUDGES]
    return rng.choice(judged or actions)


def menu_choice(before: State, after: State) -> bool:
    """Did the action only open a question (`march`, `battle`, `move fox`)? Then
    nothing anybody can see has changed: the map, the hands, the points."""
    old, new = cast("RootState", before), cast("RootState", after)  # the agent plays Root
    return new.board == old.board and new.hands == old.hands and new.vp == old.vp


def stock_answer(legal: list[object]) -> object:
    """What the search assumes a rival answers mid-action: decline if it may."""
    for action in legal:
        if isinstance(action, Done):
            return action
    return legal[0]

