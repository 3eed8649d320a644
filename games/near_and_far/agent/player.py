"""The Near and Far AI player: a rule of play per prompt (see the package's
docstring), on a determinized copy of what its seat knows."""

from __future__ import annotations

from games.core.agents import Agent, determinize
from games.core.game import State
from games.core.rng import Rng
from games.core.types import Seat
from games.near_and_far import adventure, camps, frames
from games.near_and_far.actions import (
    Card,
    NearFarAction,
    Number,
    Visit,
    Word,
)
from games.near_and_far.agent.adventure import AdventureChoices
from games.near_and_far.agent.planner import Planner
from games.near_and_far.agent.values import (
    Actions,
    best_team,
    card_value,
    cost_weight,
    pick_best,
)
from games.near_and_far.agent.village import VillageChoices
from games.near_and_far.cards import effect_sum, effects
from games.near_and_far.components import adventurers, artifacts, rules
from games.near_and_far.frames import BoostFrame, BuildingFrame, DraftKeepFrame, Movement
from games.near_and_far.state import NearFarState


class NearFarAgent(VillageChoices, AdventureChoices, Agent):
    kind = "heuristic"

    def choose(self, state: State, seat: Seat, rng: Rng) -> NearFarAction:
        assert isinstance(state, NearFarState)
        actions: Actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        known = determinize(state, seat, rng)
        assert isinstance(known, NearFarState)
        return self._decide(known, seat, actions, rng)

    def _decide(self, state: NearFarState, seat: int, actions: Actions, rng: Rng) -> NearFarAction:
        """The choice among `actions`, from a position holding only what `seat` knows."""
        purchase = self._purchase(state, seat, actions)
        if purchase is not None:
            return purchase
        own = [a for a in actions if not (isinstance(a, Card) and a.verb == "buy")]
        handler = getattr(self, f"_on_{state.phase}", None)
        choice: NearFarAction | None = handler(state, seat, own, rng) if handler else None
        if choice is None or choice not in actions:
            return self._fallback(actions, rng)
        return choice

    @staticmethod
    def _fallback(actions: Actions, rng: Rng) -> NearFarAction:
        """Leave a step rather than wander: the closing word if there is one."""
        for word in ("done", "end", "depart", "stop", "ready", "cancel", "yield", "roll"):
            if Word(word) in actions:
                return Word(word)
        return rng.choice(actions)

    # -- buying (a free action at the main steps) -------------------------------------
    def _purchase(self, state: NearFarState, seat: int, actions: Actions) -> Card | None:
        buys = [a for a in actions if isinstance(a, Card) and a.verb == "buy"]
        if not buys:
            return None
        visit = frames.at(state, BuildingFrame)
        if state.phase in ("move", "boost") or (visit is not None and visit["b"] == "tavern"):
            # Buy at a calmer moment: the coins may be wanted for a recruit, and a card
            # bought after a roll does not change it.
            return None
        if visit is not None and "give" in visit:
            return None  # in the middle of a trade
        player = state.p(seat)
        traded = visit is not None and visit.get("trades")
        weak = len(best_team([*player["team"], *player["reserve"]])) < 3 and not traded
        for action in sorted(buys, key=lambda a: (-card_value(a.card), a.card)):
            cost = artifacts()[action.card]["cost"]
            if weak and player["coin"] - cost.get("coin", 0) < 3 and state.end_by is None:
                continue  # the coins are wanted for recruits while the team is weak
            return action
        return None

    # -- the draft ----------------------------------------------------------------------
    def _on_draft_pick(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        return max(
            (a for a in actions if isinstance(a, Card)),
            key=lambda a: card_value(a.card) - 0.35 * cost_weight(artifacts()[a.card]["cost"]),
        )

    def _on_draft_keep(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        hand = state.p(seat)["hand"]
        advanced = [c for c in frames.current(state, DraftKeepFrame)["advanced"][seat] if c in hand]
        if Word("ready") not in actions:  # both advanced kept: drop the dearer one
            worst = max(advanced, key=lambda c: (cost_weight(artifacts()[c]["cost"]), c))
            return Card("drop", worst)
        for card in sorted(hand):
            info = artifacts()[card]
            if info.get("reputation") or cost_weight(info["cost"]) >= 6:
                return Card("drop", card)
        return Word("ready")

    # -- the turn: village or adventure ---------------------------------------------------
    def _on_turn(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        scored: list[tuple[float, NearFarAction]] = []
        for action in actions:
            if isinstance(action, Visit):
                scored.append((self._visit_value(state, seat, action.building), action))
            else:
                scored.append((self._adventure_value(state, seat), action))
        return pick_best(scored, rng)

    def _adventure_value(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        if player["where"] == "map":
            hearts = player["heart"]
            left = adventure.capacity(state, seat)
            start = player["space"]
        else:
            hearts = min(int(rules()["max_hearts"]), self._team_hearts(state, seat))
            left = adventure.capacity(state, seat)
            start = adventure.VILLAGE
        movement = Movement(
            left=left,
            moved=0,
            free=effect_sum(state, seat, "free_pass"),
            turtles=player["animals"].count("turtle") if state.day else 0,
        )
        walk = Planner(state, seat, hearts).best_walk(start, hearts, movement)
        # Only what the walk brings counts: wandering with hearts kept is no gain, and
        # standing still on the map while nothing can be done here is no plan.
        if walk.value - 0.3 * walk.hearts < 0.5:
            return -1.0
        if not walk.steps and not (
            start in state.quest_tokens or Planner(state, seat, hearts).can_camp_at(start, hearts)
        ):
            return -1.0
        return walk.value - 0.3 * walk.hearts

    def _team_hearts(self, state: NearFarState, seat: int) -> int:
        player = state.p(seat)
        team = best_team([*player["team"], *player["reserve"]])
        table = adventurers()
        cards = sum(int(e["n"]) for e in effects(state, seat) if e.get("stat") == "heart")
        return sum(int(table[m]["heart"]) for m in team) + cards

    def _on_boost(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        ctx = frames.current(state, BoostFrame)
        hearts = state.p(seat)["heart"]
        spends = [a for a in actions if isinstance(a, Number)]
        if not spends:
            return Word("yield")
        if ctx["for"] == "threat":
            return spends[0]  # a threat beaten is its VP and a camp
        if ctx["for"] == "duel":
            need = spends[0].n
            return spends[0] if need <= 2 or hearts - need >= 4 else Word("yield")
        # A quest: spend what still leaves a camp here, or anything if no camp is possible.
        keep = camps.camp_cost(state, seat) if adventure.can_camp(state, seat) else 0
        affordable = [a for a in spends if hearts - a.n >= keep]
        if not affordable:
            return Word("yield")
        return max(affordable, key=lambda a: a.n)

    # -- adventuring -----------------------------------------------------------------------

    def _on_end(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        return Word("end")


class PlayoutPlayer(NearFarAgent):
    """The heuristic player inside the searching player's playouts
    (`Game.search_playout_agent`): the position it is given is already the search's
    determinization (what the searching seat may know, the rest drawn again), so it
    decides on that position as it is instead of drawing it again at every move (a
    copy and a redeal of six piles, about a third of a playout move's cost)."""

    def choose(self, state: State, seat: Seat, rng: Rng) -> NearFarAction:
        assert isinstance(state, NearFarState)
        actions: Actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        return self._decide(state, seat, actions, rng)
