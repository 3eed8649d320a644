"""Meduris invariants over many random playouts (DESIGN "Testing: properties").

At every step: resources and pieces are conserved, stacks respect the limit,
scores never go negative, and the public view is blind to what lies behind the
screens: which kinds a screen holds never changes it (how many it holds is public:
docs/rules/meduris.md, "Hidden information").
"""

from __future__ import annotations

import os

import pytest

from games.core import Rng, agent_rng, get_game, make_agent
from games.meduris.board import components

PLAYOUTS = int(os.environ.get("GAMEMASTER_PLAYOUTS", "100"))


def _invariants(state, players: int) -> None:
    per = components()["per_players"][str(players)]
    for r in range(4):
        held = sum(state.resources[s][r] for s in range(players))
        assert held + state.supply[r] == components()["supply_per_resource"]
        assert state.supply[r] >= 0 and all(state.resources[s][r] >= 0 for s in range(players))
    for seat in range(players):
        huts = sum(1 for b in state.buildings if b and b == ["hut", seat])
        temples = sum(1 for b in state.buildings if b and b == ["temple", seat])
        assert huts + state.huts_left[seat] == per["huts"]
        assert temples + state.temples_left[seat] == per["temples"]
        assert state.workers_of(seat) == per["workers"] or state.phase.startswith("place_")
        assert state.scores[seat] >= 0
    assert all(len(stack) <= 3 for stack in state.highlands.values())
    assert sum(1 for b in state.bonus if b) <= sum(components()["bonus_tokens"].values())


def _public_view_is_blind_to_screens(state, players: int) -> None:
    probe = state.clone()
    for seat in range(players):
        held = probe.resources[seat]
        probe.resources[seat] = held[1:] + held[:1]  # other kinds, the same count
    assert probe.view(None) == state.view(None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_conserve_everything_and_hide_screens(players: int) -> None:
    game = get_game("meduris")
    agent = make_agent("random")
    for index in range(PLAYOUTS):
        seed = 7919 * players + index
        state = game.setup(players, {"bonus": "random" if index % 2 else "spread"}, seed)
        steps = 0
        while not state.is_over():
            seat = Rng(seed + steps).choice([p.seat for p in state.pending()])
            state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, steps)))
            steps += 1
            _invariants(state, players)
            if steps % 25 == 0:
                _public_view_is_blind_to_screens(state, players)
        assert steps < 3000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_games_finish(players: int) -> None:
    game = get_game("meduris")
    agent = make_agent("heuristic")
    state = game.setup(players, {}, 99)
    steps = 0
    while not state.is_over():
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, agent_rng(99, seat, steps)))
        steps += 1
        _invariants(state, players)
    assert state.result() is not None
