"""The AI's choices on an adventure: the team to field, the walk, a threat, the
end space, a quest, a treasure to discard, a free camp's site."""

from __future__ import annotations

from games.core.rng import Rng
from games.near_and_far import adventure, camps, frames, quest
from games.near_and_far.actions import (
    Avoid,
    Card,
    NearFarAction,
    Number,
    Word,
)
from games.near_and_far.agent.planner import Planner
from games.near_and_far.agent.values import (
    Actions,
    best_team,
    good_value,
    hit_chance,
    site_value,
    treasure_value,
)
from games.near_and_far.components import treasures
from games.near_and_far.frames import MoveFrame, QuestFrame
from games.near_and_far.state import NearFarState


class AdventureChoices:
    """Adventures (mixed into NearFarAgent)."""

    def _on_prepare(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        player = state.p(seat)
        ideal = best_team([*player["team"], *player["reserve"]])
        for action in actions:
            if isinstance(action, Card) and action.verb == "bench" and action.card not in ideal:
                return action
        for action in actions:
            if isinstance(action, Card) and action.verb == "field" and action.card in ideal:
                return action
        return Word("depart")

    def _on_move(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        player = state.p(seat)
        hearts = float(player["heart"])
        movement = frames.current(state, MoveFrame)
        walk = Planner(state, seat, hearts).best_walk(player["space"], hearts, movement)
        if not walk.steps:
            return Word("stop")
        return Number("go", walk.steps[0])

    def _on_threat(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        how = Planner(state, seat, state.p(seat)["heart"]).threat_choice(state.p(seat)["heart"], 0)
        if how is None:
            return Word("back")
        return Word("fight") if how == "fight" else Avoid(how)

    def _on_arrive(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        if Word("quest") in actions:
            return Word("quest")
        if Word("camp") in actions:
            player = state.p(seat)
            hearts = float(player["heart"])
            if Planner(state, seat, hearts).stop_value(player["space"], hearts)[1]:
                return Word("camp")
        return Word("end")

    def _on_quest(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        options = [a for a in actions if isinstance(a, Number)]
        if not options:
            return Word("skip")
        hearts = state.p(seat)["heart"]
        keep = camps.camp_cost(state, seat) if adventure.can_camp(state, seat) else 0
        spare = max(0, hearts - keep)

        def worth(action: Number) -> float:
            opt = quest.option(frames.current(state, QuestFrame)["card"], action.n)
            strength = quest.strength(state, seat, opt["kind"]) + spare
            first = hit_chance(opt["target"] - strength)
            second = hit_chance(opt["target"] + 2 - strength)
            return (
                first * good_value(opt["reward"])
                + second * good_value(opt["bonus"])
                - good_value(opt["cost"])
            )

        return max(options, key=lambda a: (worth(a), -a.n))

    def _on_drop_treasure(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        drops = [a for a in actions if isinstance(a, Card)]
        return min(drops, key=lambda a: (treasure_value(treasures()[a.card]), a.card))

    def _on_site(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        sites = [a for a in actions if isinstance(a, Number)]
        return max(sites, key=lambda a: (site_value(state, seat, a.n), -a.n))
