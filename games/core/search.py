"""The searching AI player: information-set Monte Carlo tree search.

Single-observer IS-MCTS (Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", IEEE TCIAIG 2012), one tree for the searching seat's
information set:

- Each iteration determinizes: `determinize(state, seat, rng)` draws again what
  the seat cannot see (other hands, screens, the order of decks) and gives the
  position dice of its own, from a generator derived from the decision's and
  the iteration's number. Resampling is canonical (it depends only on what the
  seat sees), so the whole search, and its choice, is the same in every position
  the seat cannot tell apart (tests/core/test_resample.py).
- It walks down the tree over the actions legal in that determinization. A
  child that exists but is not legal there is skipped; each child counts how
  often it was available, and UCB uses that count in place of its parent's
  visits (the paper's "availability").
- Every seat's node is chosen by that seat maximising its own value
  (multi-player MCTS with a value vector, max^n style): the rivals are assumed
  to play for themselves, as the heuristic judges for them.
- Chance: the engine rolls inside `apply` with the state's generator; the
  determinization's own generator differs per iteration, so the tree is an
  open-loop one whose values average over the dice.
- A new node is judged by the game's heuristic (`Game.evaluate_all`), at once
  or after a short playout by the game's own heuristic player
  (`Game.search_playout` moves; Mountain King plays 6, as its judgement misses
  what a turn's later steps bring; Near and Far plays to the end of the turn,
  `Game.search_playout_turn`, so a visit or an adventure is judged when done,
  not halfway, or to the end of a later turn, `Game.search_playout_turns`; a
  game may give a cheaper player for them,
  `Game.search_playout_agent`, one that decides on the determinization it is
  given instead of drawing its own): without one an iteration costs a
  determinization, a few applies and one evaluation, so thousands fit in a
  second. A finished game is worth 1 to its winners and 0 to the others; a
  heuristic judgement `e` for a seat is worth `logistic((e - e0) / scale)`,
  `e0` the seat's judgement of the position searched and `scale` the game's
  `search_scale`. UCB stretches the children's means to [0, 1] (min-max), so
  small differences of judgement still decide.
- Branching: a node opens new children by progressive widening (at most
  `widen * visits ** 0.5` of them, at least `width`), so Root's menus of a
  hundred moves are sampled, not swept. At the searched position the order in
  which children open is the heuristic's: the heuristic agent's own pick first,
  then the actions by their one-ply judgement; deeper, a random order.
- Macro steps: where one action is too small a step for the tree at these
  budgets (Near and Far's walk, one path an action: a walk of several paths to a
  camp, a quest or a threat lies beyond the tree), the game offers whole
  sequences of the seat's actions as single children (`Game.search_macros`, a
  `Macro` each; the single steps they stand for, `Game.search_stepwise`, are
  then not offered). A macro is played through the engine's own `apply`, each
  action while it is still legal for the seat in that determinization (it stops
  where one is not: a threat met on the way asks first). A node works out its
  macros once, in the first determinization that asks it, and offers them
  ranked (the game ranks them, best first) in every later one where their
  first action is legal. At the searched position a macro chosen plays its
  first action: the next decision searches again from there.
- Rivals: where the game asks it (`Game.search_rivals_greedy`, Meduris at three
  and four players), a node where another seat decides offers one child, the
  action the game's `evaluate` likes best for that seat one ply ahead in the
  first determinization that reaches it (the heuristic player's own pick),
  another only in a determinization where that one is not legal; the tree then
  branches on the searching seat's choices alone, against rivals who play as
  the heuristic players at the table do. Otherwise every seat is searched.
- Confidence (opt-in, `Game.search_pick_margin`; 0 in every game but Near and
  Far): at the searched position the heuristic player's pick (the first child
  opened) counts a margin more in the children's means when they are selected,
  and another move is played only when its mean beats the pick's by more than
  the margin. With a few hundred noisy iterations and means stretched to [0, 1],
  a move a hair better in its first visits takes nearly all the rest, and where
  the judgement cannot tell the moves apart the rule of thumb's pick is the
  safer one. A margin of `math.inf` settles the question: the pick is played
  without searching (a question the judgement cannot judge, where the
  iterations would be spent for nothing).
- Budget: an iteration count (deterministic: a seed gives the same move on
  every machine), with a wall-time cap for a slow or busy machine (`Budget`).
  The search is anytime: when either ends, the most visited child is played.

It reads states and plays legal actions on copies: the rules never import it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.core.agent_base import Agent, determinize
from games.core.rng import Rng
from games.core.types import Seat

if TYPE_CHECKING:
    from games.core.game import State

DEFAULT_SECONDS = 2.0
"""The time a decision may take when the table does not say (`ai_time=2s`)."""

CAP_FACTOR = 2.0
"""The wall-time cap is this multiple of the budget's seconds: the iteration
count (from the game's measured rate) normally ends the search well before it."""

MAX_DEPTH = 400
"""Steps of one iteration at most: a game that never asks a choice cannot hang it."""


@dataclass(frozen=True)
class Budget:
    """How long one decision may search.

    `iterations`: the count that ends it (None: `seconds` times the game's
    `search_rate`, iterations per second of one core, measured). `cap` times
    `seconds` is the wall-time cap, reached only on a machine much slower or
    busier than the one the rate was measured on; `cap` None: no cap (tests and
    reproducible runs, `gamemaster simulate`, that must not depend on the machine).
    """

    seconds: float = DEFAULT_SECONDS
    iterations: int | None = None
    cap: float | None = CAP_FACTOR

    def count(self, rate: float) -> int:
        if self.iterations is not None:
            return max(1, self.iterations)
        return max(1, round(self.seconds * rate))

    def wall(self) -> float | None:
        return None if self.cap is None else self.seconds * self.cap


@dataclass(frozen=True)
class Macro:
    """Several actions of one seat taken as one step of the tree (a whole walk):
    played one after another while each is legal (module docstring)."""

    actions: tuple[Any, ...]

    def __str__(self) -> str:
        return " + ".join(str(action) for action in self.actions)


@dataclass
class Node:
    """One edge of the tree and the position it leads to (for the seat's
    information set: the same actions from the root, whatever was drawn)."""

    seat: Seat = -1
    action: Any = None
    visits: int = 0
    available: int = 0
    total: list[float] = field(default_factory=list)
    children: dict[tuple[Seat, Hashable], Node] = field(default_factory=dict)
    macros: list[Macro] | None = None
    """The macro steps offered at this node (`Game.search_macros`), worked out once."""

    def mean(self, seat: Seat) -> float:
        return self.total[seat] / self.visits if self.visits and self.total else 0.0


@dataclass(frozen=True)
class Playout:
    """After a new node, `steps` moves by `policy` (the game's heuristic player;
    None: at random) before the position is judged; `turn`: at most `steps`, and
    no further than the end of the turn being played (`State.turn()` changes)."""

    steps: int
    policy: Agent | None
    turn: bool = False
    turns: int = 1
    """With `turn`: the playout stops at the `turns`-th end of a turn (1: the end
    of the turn being played)."""


@dataclass
class Searched:
    """A decision and how it was reached (for measurements and tests)."""

    action: Any
    iterations: int
    seconds: float
    visits: dict[str, int]
    capped: bool = False


class SearchAgent(Agent):
    """IS-MCTS over the engine's own clone/apply/legal and resampling (module docstring)."""

    kind = "search"

    def __init__(
        self,
        budget: Budget | None = None,
        *,
        exploration: float = 0.7,
        width: int = 8,
        widen: float = 1.5,
        playout: int | None = None,
        prior: Callable[[], Agent] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.budget = budget or Budget()
        self.exploration = exploration
        self.width = width
        self.widen = widen
        self.playout = playout
        self.prior = prior
        self.clock = clock

    def budgeted(self, seconds: float, capped: bool = True) -> SearchAgent:
        """The same player with `seconds` per decision (the table's `ai_time`);
        `capped` False: no wall-time cap, the iteration count alone (reproducible
        on any machine)."""
        budget = Budget(seconds, None, CAP_FACTOR if capped else None)
        agent = SearchAgent(
            budget, exploration=self.exploration,
            width=self.width, widen=self.widen, playout=self.playout, prior=self.prior,
            clock=self.clock,
        )
        return agent

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        return self.search(state, seat, rng).action

    # -- the search ------------------------------------------------------------------
    def search(self, state: State, seat: Seat, rng: Rng) -> Searched:
        started = self.clock()
        actions = state.legal(seat)
        if len(actions) == 1:
            return Searched(actions[0], 0, 0.0, {str(actions[0]): 0})
        game = state.game
        settled = game.search_settled(state, seat, actions)
        if settled is not None:
            return Searched(settled, 0, 0.0, {str(settled): 0})
        margin = game.search_pick_margin(state, seat) if self.prior is not None else 0.0
        if margin == math.inf and self.prior is not None:  # the rule of thumb's question
            pick = self.prior().choose(state, seat, Rng.derive(rng.state, "prior"))
            return Searched(pick, 0, 0.0, {str(pick): 0})
        wall = self.budget.wall()
        seed = rng.state
        first = determinize(state, seat, Rng.derive(seed, "search", 0))
        baseline = game.evaluate_all(first)
        players = len(baseline)  # one value per seat
        iterations = self.budget.count(game.search_rate_at(players))
        rivals = game.search_rivals_greedy(players)
        root = Node(total=[0.0] * players)
        options = self._options(first, seat, actions, root)
        order = self._root_order(state, first, seat, options, rng)
        favoured = (order[0], margin) if margin else None
        steps = game.search_playout if self.playout is None else self.playout
        policy = (
            game.search_playout_agent() or self.prior()
            if self.prior is not None and steps else None
        )
        playout = Playout(steps, policy, game.search_playout_turn, game.search_playout_turns)
        done = 0
        capped = False
        while done < iterations:
            if wall is not None and done and self.clock() - started > wall:
                capped = True
                break
            step_rng = Rng.derive(seed, "search", done)
            world = first if done == 0 else determinize(state, seat, step_rng)
            self._iterate(world, seat, root, order, baseline, game.search_scale, step_rng,
                          playout, rivals, favoured)
            done += 1
        best = self._most_visited(root, seat, order)
        if favoured is not None:
            best = self._confident(root, seat, best, favoured)
        if isinstance(best, Macro):
            best = best.actions[0]  # the walk's first step: the next decision searches again
        visits = {str(n.action): n.visits for n in root.children.values()}
        return Searched(best, done, self.clock() - started, visits, capped)

    @staticmethod
    def _options(world: State, actor: Seat, legal: list[Any], node: Node) -> list[Any]:
        """The children a node offers in `world`: the legal actions, or at a decision
        the game takes in macro steps, its macros whose first action is legal here
        (ranked, best first) and the legal actions they do not stand for."""
        if len(legal) > 1:
            settled = world.game.search_settled(world, actor, legal)
            if settled is not None:
                return [settled]
        if node.macros is None and len(legal) > 1:
            found = world.game.search_macros(world, actor)
            if found:
                node.macros = found
        if not node.macros:
            return legal
        game = world.game
        macros: list[Any] = [m for m in node.macros if m.actions[0] in legal]
        if not macros:  # none begins here (another position behind this node)
            return legal
        return macros + [a for a in legal if not game.search_stepwise(a)]

    @staticmethod
    def _play(world: State, actor: Seat, option: Any) -> None:
        """Apply an option: an action, or a macro's actions while each is legal."""
        if not isinstance(option, Macro):
            world.apply(actor, option, trusted=True)
            return
        for index, action in enumerate(option.actions):
            if index and (
                world.result() is not None or action not in world.legal(actor)
            ):
                return  # a step not possible here: the macro stops (module docstring)
            world.apply(actor, action, trusted=True)

    def _root_order(
        self, state: State, world: State, seat: Seat, actions: Sequence[Any], rng: Rng
    ) -> list[Any]:
        """The searched position's actions in the order their children open: the
        heuristic player's pick, then by one-ply judgement (best first)."""
        game = world.game
        judged: list[tuple[float, int, Any]] = []
        for index, action in enumerate(actions):
            trial = world.clone()
            self._play(trial, seat, action)
            judged.append((game.evaluate(trial, seat), index, action))
        judged.sort(key=lambda item: (-item[0], item[1]))
        order = [action for _, _, action in judged]
        if self.prior is not None:
            pick = self.prior().choose(state, seat, Rng.derive(rng.state, "prior"))
            if pick not in order:  # a step macros stand for: the best macro it begins
                pick = next(
                    (a for a in order if isinstance(a, Macro) and a.actions[0] == pick), None
                )
            if pick is not None:
                order.remove(pick)
                order.insert(0, pick)
        return order

    def _iterate(
        self, world: State, seat: Seat, root: Node, order: list[Any], baseline: list[float],
        scale: float, rng: Rng, playout: Playout, rivals: bool = False,
        favoured: tuple[Any, float] | None = None,
    ) -> None:
        node = root
        path = [root]
        for _ in range(MAX_DEPTH):
            if world.result() is not None:
                break
            prompts = world.pending()
            if not prompts:
                break
            # The searched seat first (others may be asked at the same time, as in
            # a draft); then whoever is asked first.
            actor = seat if node is root else prompts[0].seat
            legal = self._options(world, actor, world.legal(actor), node)
            if len(legal) == 1:
                node = self._child(node, actor, legal[0], len(baseline))
                node.available += 1
                self._play(world, actor, legal[0])
                path.append(node)
                continue
            present: list[Node] = []
            fresh: list[Any] = []
            for action in legal:
                child = node.children.get((actor, action))
                if child is None:
                    fresh.append(action)
                else:
                    child.available += 1
                    present.append(child)
            rival = rivals and actor != seat
            # A rival's node: one child, another only where the first is not legal.
            limit = 1 if rival else max(self.width, self.widen * math.sqrt(node.visits + 1))
            if fresh and len(present) < limit:
                if node is root:
                    chosen = next(a for a in order if (actor, a) not in root.children)
                elif node.macros and isinstance(fresh[0], Macro):
                    chosen = fresh[0]  # the game's ranking: the best macro not yet tried
                elif rival:
                    chosen = self._greedy(world, actor, fresh)
                else:
                    chosen = fresh[rng.randbelow(len(fresh))]
                node = self._child(node, actor, chosen, len(baseline))
                node.available += 1
                self._play(world, actor, chosen)
                path.append(node)
                break
            node = self._select(present, actor, favoured if node is root else None)
            self._play(world, actor, node.action)
            path.append(node)
        value = self._value(world, baseline, scale, rng, playout)
        for visited in path:
            visited.visits += 1
            for index, part in enumerate(value):
                visited.total[index] += part

    @staticmethod
    def _greedy(world: State, actor: Seat, actions: list[Any]) -> Any:
        """The action the game's `evaluate` likes best for `actor` one ply ahead in
        `world` as drawn, as the heuristic player judges (an action that rolls the
        dice is not judged, it counts 0: the copy would show the roll); ties: the
        first."""
        game = world.game
        best = actions[0]
        best_value = -math.inf
        for action in actions:
            trial = world.clone()
            before = trial.rng.state
            trial.apply(actor, action, trusted=True)
            value = 0.0 if trial.rng.state != before else game.evaluate(trial, actor)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _select(
        self, present: list[Node], actor: Seat, favoured: tuple[Any, float] | None = None
    ) -> Node:
        """UCB1 on the actor's own value, availability counts as the parent's visits.

        The means are stretched to [0, 1] among the children (min-max, as MuZero
        does over its tree): a game's judgement may move little from one move to
        the next (`search_scale` is one number per game), and the exploration
        term must not drown the differences that decide. `favoured`: an action
        whose mean counts a margin more (module docstring, "Confidence")."""
        means = []
        for child in present:
            if child.visits == 0:
                return child
            mean = child.mean(actor)
            if favoured is not None and child.action == favoured[0]:
                mean += favoured[1]
            means.append(mean)
        low, high = min(means), max(means)
        spread = high - low
        best = present[0]
        best_score = -math.inf
        for child, mean in zip(present, means, strict=True):
            value = (mean - low) / spread if spread > 1e-12 else 0.5
            score = value + self.exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if score > best_score:
                best, best_score = child, score
        return best

    @staticmethod
    def _child(node: Node, actor: Seat, action: Any, players: int) -> Node:
        key = (actor, action)
        child = node.children.get(key)
        if child is None:
            child = Node(actor, action, total=[0.0] * players)
            node.children[key] = child
        return child

    def _value(
        self, world: State, baseline: list[float], scale: float, rng: Rng, playout: Playout
    ) -> list[float]:
        """Each seat's worth of the position reached, in [0, 1], after the playout."""
        turn = world.turn() if playout.turn and playout.steps else None
        ends = 0
        for _ in range(playout.steps):
            if world.result() is not None:
                break
            if playout.turn and world.turn() != turn:
                ends += 1
                if ends >= playout.turns:
                    break
                turn = world.turn()
            prompts = world.pending()
            if not prompts:
                break
            actor = prompts[0].seat
            legal = world.legal(actor)
            if len(legal) == 1:
                action = legal[0]
            elif playout.policy is not None:
                action = playout.policy.choose(world, actor, Rng(rng.next_u64()))
            else:
                action = legal[rng.randbelow(len(legal))]
            world.apply(actor, action, trusted=True)
        result = world.result()
        if result is not None:
            return [1.0 if s in result.winners else 0.0 for s in range(len(baseline))]
        judged = world.game.evaluate_all(world)
        return [_logistic((e - e0) / scale) for e, e0 in zip(judged, baseline, strict=True)]

    @staticmethod
    def _confident(root: Node, seat: Seat, best: Any, favoured: tuple[Any, float]) -> Any:
        """The favoured action (the heuristic's pick) unless `best` beats its mean
        by more than the margin (module docstring, "Confidence")."""
        pick, margin = favoured
        chosen = root.children.get((seat, best))
        held = root.children.get((seat, pick))
        if best == pick or chosen is None or held is None or not held.visits:
            return best
        return best if chosen.mean(seat) > held.mean(seat) + margin else pick

    @staticmethod
    def _most_visited(root: Node, seat: Seat, order: list[Any]) -> Any:
        """The most visited of the seat's actions; then the better mean; then the
        heuristic's order."""
        rank = {action: index for index, action in enumerate(order)}
        best = None
        best_key: tuple[float, float, int] | None = None
        for action in order:
            child = root.children.get((seat, action))
            visits = child.visits if child else 0
            mean = child.mean(seat) if child else 0.0
            key = (visits, mean, -rank[action])
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best


def _logistic(x: float) -> float:
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
