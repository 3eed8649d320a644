"""The searching player's judgement in Mountain King (games/mountain_king/game.py:
`search_settled`; docs/rules/mountain_king.md, "AI players")."""

from __future__ import annotations

from games.core import Rng, agent_rng
from games.core.search import Budget, SearchAgent
from games.mountain_king import paying, resources
from games.mountain_king.spending import bill_owed
from games.mountain_king.state import MountainKingState
from tests.games.mountain_king.helpers import GAME, started


def _payments(count: int, phase: str = "pay", kind: str = "heuristic") -> list[MountainKingState]:
    """Positions of games of `kind` players asking for a payment (or the `phase`
    given) of several ways."""
    found: list[MountainKingState] = []
    agents = [GAME.agent(kind) for _ in range(2)]
    for seed in range(1, 6):
        state = started(2, seed)
        step = 0
        while not state.is_over() and len(found) < count * seed:
            seat = state.pending()[0].seat
            legal = state.legal(seat)
            if state.phase == phase and len(legal) > 1:
                found.append(state.clone())
            state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, step)))
            step += 1
    return found


def test_the_search_pays_as_the_rulebook_advises_without_searching():
    """At a payment of several ways the search plays the rulebook's advice
    (`paying.trolls_first`: the trolls' resources first, so they produce again),
    spending no iteration on it; the ways to pay inside its tree are settled the
    same way, for every seat."""
    positions = _payments(3)
    assert len(positions) >= 3
    for state in positions:
        seat = state.active
        legal = state.legal(seat)
        advised = paying.trolls_first(state, seat, bill_owed(state))
        assert advised in legal
        assert GAME.search_settled(state, seat, legal) == advised
        agent = GAME.agent("search")
        assert isinstance(agent, SearchAgent)
        agent.budget = Budget(iterations=20, cap=None)
        searched = agent.search(state, seat, Rng(1))
        assert searched.action == advised
        assert searched.iterations == 0


def test_the_search_hands_in_what_it_holds_most_of_without_searching():
    """A trade's four resources: the heuristic player's choice (what the seat
    holds most of), no iteration spent on it."""
    positions = _payments(2, phase="trade", kind="random")  # the heuristic seldom trades
    assert positions
    for state in positions:
        seat = state.active
        legal = state.legal(seat)
        held = resources.holding(state, seat)
        most = max(sum(n * held[i] for i, n in enumerate(a.amounts)) for a in legal)
        settled = GAME.search_settled(state, seat, legal)
        assert settled in legal
        assert sum(n * held[i] for i, n in enumerate(settled.amounts)) == most
        assert settled == GAME.agent("heuristic").choose(state, seat, Rng(7))
        agent = GAME.agent("search")
        assert isinstance(agent, SearchAgent)
        agent.budget = Budget(iterations=20, cap=None)
        assert agent.search(state, seat, Rng(1)).iterations == 0


def test_every_other_question_is_searched():
    """Only the payment and the trade-in are settled: the main step (dig, recruit,
    spells, workshops) and the rest are searched as before."""
    state = started(2, 1)
    seat = state.active
    legal = state.legal(seat)
    assert len(legal) > 1
    assert GAME.search_settled(state, seat, legal) is None
    agent = GAME.agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=5, cap=None)
    assert agent.search(state, seat, Rng(1)).iterations == 5
