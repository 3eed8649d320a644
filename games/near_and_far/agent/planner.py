"""The walk ahead: every walk from the current space within the movement and
hearts left, valued by where it ends, what it meets and what it costs."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.near_and_far import adventure, camps
from games.near_and_far.agent.values import (
    CAMP_VALUE,
    expected_shortfall,
    site_value,
    treasure_slots_free,
)
from games.near_and_far.cards import effects, stats
from games.near_and_far.components import load_map, threats
from games.near_and_far.frames import Movement
from games.near_and_far.state import NearFarState


@lru_cache(maxsize=8192)
def distances(map_id: str, origin: int, closed: frozenset[int]) -> dict[int, int]:
    """Paths from `origin` to every space of the map, the `closed` paths not taken
    (a threat stayed away from). Remembered: the planner asks it for every free site
    at every decision, the searching player's playouts at every step (read only)."""
    board = load_map(map_id)
    dist = {origin: 0}
    frontier = [origin]
    while frontier:
        ahead = []
        for here in frontier:
            for nxt, index in board.neighbours(here):
                if nxt in dist or index in closed:
                    continue
                dist[nxt] = dist[here] + 1
                ahead.append(nxt)
        frontier = ahead
    return dist


@dataclass
class Walk:
    """One planned walk from the current space: the steps, where it ends, what it
    costs and brings."""

    steps: list[int]
    end: int
    hearts: float
    value: float


class Planner:
    """The walk ahead, seen from one decision: everything that does not change while
    walks are compared (stats, camp values, distances) is computed once."""

    def __init__(self, state: NearFarState, seat: int, hearts: float) -> None:
        self.state, self.seat = state, seat
        board = state.board
        power = stats(state, seat)
        self.sword = power["sword"]
        self.shield = power["shield"] > 0
        self.camp_cost = camps.camp_cost(state, seat)
        self.free_when_out = adventure.free_when_out(state)
        self.reach = adventure.capacity(state, seat)
        self.avoid = min(
            (e["avoid_cost"]["heart"] for e in effects(state, seat) if "avoid_cost" in e),
            default=None,
        )
        self.slots_free = treasure_slots_free(state, seat)
        self.threat_paths = {
            i for i in range(len(board.paths)) if adventure.threat_active(state, i)
        }
        self.treasure_paths = {
            i for i in range(len(board.paths)) if adventure.treasure_open(state, i)
        }
        self.sites = {
            spot.id: site_value(state, seat, spot.id)
            for spot in board.spaces
            if spot.kind != "village" and state.camps[spot.id] is None
        }
        blocked = self.threat_choice(hearts, 0) is None
        self.targets = [
            (value, self._distances(space, blocked)) for space, value in self.sites.items()
        ]

    def _distances(self, origin: int, blocked: bool) -> dict[int, int]:
        closed = frozenset(self.threat_paths) if blocked else frozenset()
        return distances(self.state.board.id, origin, closed)

    def threat_choice(self, hearts: float, beaten: int) -> str | None:
        """How to get past the active threat (`beaten` cards after the top one), or
        None to stay away: a fight when even a roll of 1 plus the hearts at hand wins
        it and it is cheap, else a shield or a card-paid avoidance, else a sure fight."""
        deck = self.state.threat_deck
        if beaten >= len(deck):
            return None
        difficulty = threats()[deck[beaten]]["difficulty"]
        sure = difficulty - self.sword <= hearts
        if sure and expected_shortfall(difficulty - self.sword) <= 2:
            return "fight"
        if self.shield and beaten == 0:
            return "shield"
        if sure:
            return "fight"
        if self.avoid is not None and hearts >= self.avoid and beaten == 0:
            return "pay"
        return None

    def can_camp_at(self, space: int, hearts: float) -> bool:
        return space in self.sites and hearts >= self.camp_cost

    def prospect(self, space: int, hearts: float) -> float:
        """A camp on a later turn, seen from `space`: each later turn starts by leaving
        its space for free, so a trek of d paths over t turns costs d - t hearts."""
        best = 0.0
        for value, dist in self.targets:
            d = dist.get(space)
            if not d:
                continue
            turns = -(-d // max(1, self.reach))
            need = d - turns + self.camp_cost
            if need > hearts:
                continue
            best = max(best, value * 0.75**turns - 0.3 * need)
        return best

    def stop_value(self, space: int, hearts: float) -> tuple[float, bool]:
        """What ending the walk on `space` with `hearts` left is worth, and whether to
        camp there: a quest, the camp (then perhaps another one later with what is
        left), or no camp and a better one on a later turn; hearts kept count a little."""
        value = 0.3 * max(0.0, hearts)
        if space in self.state.quest_tokens:
            value += 1.6
        later = self.prospect(space, hearts)
        if not self.can_camp_at(space, hearts):
            return value + later, False
        camp = self.sites[space] - 0.3 * self.camp_cost
        camp += self.prospect(space, hearts - self.camp_cost)
        return value + max(camp, later), camp >= later

    def best_walk(self, start: int, hearts: float, ctx: Movement) -> Walk:
        """The best walk from `start` with the movement left in `ctx` (stopping at once
        included). Walks never revisit a space."""
        state = self.state
        board = state.board
        best = Walk([], start, hearts, float("-inf"))

        def visit(
            space: int,
            steps: list[int],
            left: int,
            moved: int,
            hearts: float,
            free: int,
            turtles: int,
            gained: float,
            beaten: int,
        ) -> None:
            nonlocal best
            value = gained + self.stop_value(space, hearts)[0]
            if value > best.value + 1e-9:
                best = Walk(list(steps), space, hearts, value)
            if left <= 0:
                return
            # leaving this space onward (rulebook: a heart per empty space passed through)
            cost: float = 0
            if moved > 0 and not camps.is_camped(state, space):
                if free > 0:
                    free -= 1
                elif turtles > 0:
                    turtles -= 1
                else:
                    cost = 1
            if self.free_when_out:
                cost = min(cost, max(0.0, hearts))  # with none left, passing is free
            if hearts < cost:
                return
            for nxt, index in board.neighbours(space):
                if nxt == start or nxt in steps:
                    continue
                h = hearts - cost
                bonus = 0.0
                now_beaten = beaten
                if index in self.threat_paths and beaten < len(state.threat_deck):
                    how = self.threat_choice(h, beaten)
                    if how is None:
                        continue
                    if how == "fight":
                        card = threats()[state.threat_deck[beaten]]
                        h -= expected_shortfall(card["difficulty"] - self.sword)
                        bonus += int(card["vp"]) + CAMP_VALUE
                        now_beaten += 1
                    elif how == "pay":
                        h -= self.avoid or 0
                if board.spaces[nxt].water and h > 0:
                    h -= 1
                if index in self.treasure_paths and self.slots_free > 0:
                    bonus += 1.0
                steps.append(nxt)
                visit(nxt, steps, left - 1, moved + 1, h, free, turtles, gained + bonus, now_beaten)
                steps.pop()

        visit(
            start,
            [],
            int(ctx["left"]),
            int(ctx["moved"]),
            float(hearts),
            int(ctx["free"]),
            int(ctx["turtles"]),
            0.0,
            0,
        )
        return best
