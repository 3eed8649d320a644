"""The platform's contract (tests/core/test_conformance.py) for three and four
seats, which the conformance suite reaches only once the registered factions
seat that many: random playouts from `choose` and `random` to the end, every
step's notation round-tripping, JSON lossless and the logged text replaying."""

from __future__ import annotations

import json

import pytest

from games.core import get_game
from games.core.rng import Rng

GAME = get_game("root")
pytestmark = pytest.mark.usefixtures("passive_factions")
RANDOM_STEPS = 400
MAX_STEPS = 6000


@pytest.mark.parametrize(("players", "factions"), [(3, "choose"), (4, "random"), (4, "choose")])
def test_random_playouts_over_three_and_four_seats_honour_the_contract(
    players: int, factions: str
) -> None:
    seed = 40 + players
    options = {"factions": factions}
    state = GAME.setup(players, options, seed)
    twin = GAME.setup(players, options, seed)
    rng = Rng.derive(seed, "table")
    finisher = GAME.agent("heuristic")
    steps = 0
    while not state.is_over():
        assert steps < MAX_STEPS, "the game terminates"
        seat = rng.choice(sorted({p.seat for p in state.pending()}))
        for other in range(players):
            if other not in {p.seat for p in state.pending()}:
                assert state.legal(other) == []
        actions = state.legal(seat)
        texts = [str(a) for a in actions]
        assert len(set(texts)) == len(texts)
        for action in actions:
            assert GAME.parse_action(str(action)) == action
            assert GAME.label(state, action, "es")
        if steps < RANDOM_STEPS:
            action = actions[rng.randbelow(len(actions))]
        else:
            action = finisher.choose(state, seat, Rng(rng.next_u64()))
        state.apply(seat, action)
        snapshot = state.to_json()
        assert GAME.state_from_json(json.loads(json.dumps(snapshot))).to_json() == snapshot
        twin.apply(seat, str(action))
        assert twin.to_json() == snapshot, "replaying the logged text gives the same state"
        steps += 1
    result = state.result()
    assert result is not None and sorted(result.ranking) == list(range(players))
    assert "" not in state.factions
