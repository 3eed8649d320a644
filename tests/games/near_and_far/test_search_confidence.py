"""The searching player's margin for the heuristic's pick in Near and Far
(games/near_and_far/agent/confidence.py; games/core/search.py, "Confidence";
docs/rules/near_and_far.md, "AI"): another move is played only when its mean beats
the pick's by the margin, in every kind of question."""

from __future__ import annotations

import math

import pytest

from bench.near_and_far_departures import Watched
from games.core import Rng, agent_rng, get_game
from games.core.search import Budget, Macro, SearchAgent
from games.near_and_far.agent import confidence
from games.near_and_far.state import NearFarState


def _searcher(iterations: int) -> Watched:
    base = get_game("near_and_far").agent("search")
    assert isinstance(base, SearchAgent)
    return Watched(Budget(iterations=iterations, cap=None), exploration=base.exploration,
                   width=base.width, widen=base.widen, prior=base.prior)


def _positions(count: int) -> list[NearFarState]:
    """Decisions of a heuristic game with a choice, every seventh (copies)."""
    game = get_game("near_and_far")
    heuristic = game.agent("heuristic")
    state = game.setup(2, {}, 3)
    found: list[NearFarState] = []
    for seq in range(1, 2000):
        if state.is_over() or len(found) >= count:
            break
        seat = state.pending()[0].seat
        if len(state.legal(seat)) > 1 and seq % 7 == 0:
            assert isinstance(state, NearFarState)
            found.append(state.clone())
        state.apply(seat, heuristic.choose(state, seat, agent_rng(3, seat, seq)))
    return found


def test_the_margin_is_one_finite_number_for_every_question() -> None:
    game = get_game("near_and_far")
    assert 0.0 < confidence.PICK_MARGIN < math.inf
    for state in _positions(6):
        assert game.search_pick_margin(state, state.pending()[0].seat) == confidence.PICK_MARGIN


def test_the_search_departs_from_the_pick_only_by_more_than_the_margin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At each searched decision: the heuristic's pick (the root's first), or a move
    whose mean beats the pick's by more than the margin; and without the margin the
    same search departs more often (the rule is not vacuous)."""
    agent = _searcher(60)
    departed = checked = 0
    for state in _positions(14):
        seat = state.pending()[0].seat
        agent.last = None
        action = agent.choose(state, seat, Rng(5))
        if agent.last is None:
            continue  # settled, or one move
        root, order, best = agent.last
        pick = order[0]
        first = pick.actions[0] if isinstance(pick, Macro) else pick
        checked += 1
        if action == first:
            continue
        departed += 1
        played = root.children[(seat, best)]
        held = root.children[(seat, pick)]
        assert played.mean(seat) > held.mean(seat) + confidence.PICK_MARGIN
    assert checked >= 8
    unbound = 0
    monkeypatch.setattr(confidence, "PICK_MARGIN", 0.0)
    for state in _positions(14):
        seat = state.pending()[0].seat
        agent.last = None
        action = agent.choose(state, seat, Rng(5))
        if agent.last is not None:
            pick = agent.last[1][0]
            unbound += action != (pick.actions[0] if isinstance(pick, Macro) else pick)
    assert unbound > departed
