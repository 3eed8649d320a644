"""`Game.public_scores`: each registered game reads its points off the public view,
one per seat, at every step, ending on the final scores (the score graph posted
when a game ends is drawn from it, so it must say nothing secret and never fail).

Near and Far has no score track: its points are the final scoring applied to the
table as the public view shows it, which must be what the final scoring gives on
the real state, step by step (games/near_and_far/standing.py).
"""

from __future__ import annotations

import pytest

from games.core import Rng, agent_rng, all_games, get_game
from games.near_and_far.scoring import breakdown

CASES = [
    (game.id, players)
    for game in all_games()
    if game.id != "toy"  # a test game, whose secret charms are left out of its points
    for players in range(game.min_players, game.max_players + 1)
]
GAMES = 2
RANDOM_STEPS = 150
MAX_STEPS = 5000


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=lambda v: str(v))
def test_points_come_from_the_public_view_at_every_step(game_id: str, players: int) -> None:
    game = get_game(game_id)
    finisher = game.agent("heuristic")
    for index in range(GAMES):
        seed = 1000 * players + index
        state = game.setup(players, {}, seed)
        rng = Rng(seed)
        for step in range(MAX_STEPS):
            points = game.public_scores(state.view(None))
            assert len(points) == players and all(type(p) is int for p in points)
            if state.is_over():
                break
            seat = state.pending()[0].seat
            if step < RANDOM_STEPS:
                legal = state.legal(seat)
                action = legal[rng.randbelow(len(legal))]
            else:
                action = finisher.choose(state, seat, agent_rng(seed, seat, step))
            state.apply(seat, action)
        result = state.result()
        assert result is not None, "the game ends"
        assert game.public_scores(state.view(None)) == list(result.scores)


def test_near_and_far_points_now_are_the_final_scoring_of_the_table() -> None:
    """Rulebook "Final de la partida": what each player would score now, read from
    the public view, equals the final scoring of the real state at every step."""
    game = get_game("near_and_far")
    for players, seed in ((2, 3), (4, 8)):
        state = game.setup(players, {"side": "day"} if players == 4 else {}, seed)
        agent = game.agent("heuristic")
        step = 0
        while not state.is_over():
            expected = [sum(breakdown(state, s).values()) for s in range(players)]  # type: ignore[arg-type]
            assert game.public_scores(state.view(None)) == expected
            seat = state.pending()[0].seat
            state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, step)))
            step += 1
        assert step > 100
