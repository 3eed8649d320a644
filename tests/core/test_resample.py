"""The resampling contract every game keeps (State.resample), and AI seats that
decide from what their own seat knows.

`state.resample(seats, rng)` draws again everything `seats` cannot see. Checked
over random playouts, for no seat, each seat alone and all seats together: the
original is untouched; what the seats see is the same (public view, their own
views, who is asked what); the state's own generator is kept; the result is a
valid state (JSON round-trips, play goes on from it); and it is canonical: a
state that looks the same to the seats resamples to the same state.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

import pytest

from games.core import Rng, State, all_games, get_game
from games.core.search import Budget, SearchAgent
from tests.games.root.table.passive import doubles_for

PLAYOUTS = int(os.environ.get("GAMEMASTER_RESAMPLE_GAMES", "3"))
CHECK_EVERY = 3
RANDOM_STEPS = 300
MAX_STEPS = 5000
AI_EVERY = 4

@pytest.fixture(autouse=True)
def seated_doubles(request: pytest.FixtureRequest) -> Iterator[None]:
    """The test doubles a case's `factions` option names, registered for that case only."""
    callspec = getattr(request.node, "callspec", None)
    options = callspec.params.get("options", {}) if callspec else {}
    with doubles_for(options):
        yield


def case_id(value: object) -> str:
    """`meduris`, `3`, `team=true`: readable test ids."""
    if isinstance(value, dict):
        return ",".join(f"{k}={v}" for k, v in value.items()) or "printed"
    return str(value)


CASES = [
    (game.id, players, {})
    for game in all_games()
    for players in range(game.min_players, game.max_players + 1)
] + [
    # The variants that change what is hidden or who plays together.
    ("mountain_king", 4, {"team": "true"}),
    ("near_and_far", 3, {"side": "day", "quests": "more", "length": "16", "map": "4"}),
    ("root", 2, {"dominance": "out"}),
    # Three and four hands (issue 11): the passive test doubles fill the seats the
    # registered factions cannot yet (tests/games/root/table/passive.py).
    ("root", 3, {"factions": "random"}),
    ("root", 4, {"factions": "marquise,passive,eyrie,idle"}),
    ("root", 3, {"factions": "marquise,eyrie,vagabond"}),
    ("root", 4, {"factions": "marquise,eyrie,alliance,vagabond"}),
]


def _prompts(state: State) -> list[tuple[int, str, bool]]:
    return [(p.seat, p.kind, p.private) for p in state.pending()]


def check_resample(state: State, seats: tuple[int, ...], rng: Rng) -> None:
    before = state.to_json()
    first, second = rng.next_u64(), rng.next_u64()
    guess = state.resample(seats, Rng(first))
    assert state.to_json() == before, "resample leaves the original untouched"
    assert guess is not state
    assert guess.view(None) == state.view(None), "the public view is kept"
    for seat in seats:
        assert guess.view(seat) == state.view(seat), "each given seat's own view is kept"
    assert _prompts(guess) == _prompts(state), "who is asked what is kept"
    assert guess.rng.state == state.rng.state, "the state's own generator is kept"
    data = json.loads(json.dumps(guess.to_json()))
    assert state.game.state_from_json(data).to_json() == guess.to_json(), "a valid state"
    again = state.resample(seats, Rng(second)).resample(seats, Rng(first))
    assert again.to_json() == guess.to_json(), "canonical: depends on what the seats see"
    if not guess.is_over():
        prompted = guess.pending()[0].seat
        options = guess.legal(prompted)
        assert options, "play goes on from a resampled state"
        guess.apply(prompted, options[rng.randbelow(len(options))])


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=case_id)
def test_resample_keeps_what_the_seats_see(
    game_id: str, players: int, options: dict[str, str]
) -> None:
    game = get_game(game_id)
    checked = 0
    for index in range(PLAYOUTS):
        seed = 9000 + 100 * players + index
        state = game.setup(players, options, seed)
        rng = Rng.derive(seed, "resample")
        finisher = game.agent("heuristic")
        steps = 0
        while not state.is_over():
            assert steps < MAX_STEPS
            if steps % CHECK_EVERY == 0:
                for seats in [(), *((s,) for s in range(players)), tuple(range(players))]:
                    check_resample(state, seats, rng)
                    checked += 1
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            if steps < RANDOM_STEPS:
                action = rng.choice(state.legal(seat))
            else:
                action = finisher.choose(state, seat, Rng(rng.next_u64()))
            state.apply(seat, action)
            steps += 1
    print(f"{game_id} {players}p: {checked} resamples checked")


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=case_id)
def test_ai_seats_decide_from_what_they_may_know(
    game_id: str, players: int, options: dict[str, str]
) -> None:
    """The heuristic AI chooses the same move in the real position and in any
    position its seat cannot tell from it (same generator for the decision)."""
    game = get_game(game_id)
    agent = game.agent("heuristic")
    decisions = 0
    for index in range(max(1, PLAYOUTS - 1)):
        seed = 9500 + 100 * players + index
        state = game.setup(players, options, seed)
        rng = Rng.derive(seed, "ai-secrecy")
        steps = 0
        while not state.is_over():
            assert steps < MAX_STEPS
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            decision = rng.next_u64()
            action = agent.choose(state, seat, Rng(decision))
            if steps % AI_EVERY == 0 and len(state.legal(seat)) > 1:
                guess = state.resample((seat,), Rng(rng.next_u64()))
                other = agent.choose(guess, seat, Rng(decision))
                assert str(other) == str(action), (
                    f"{game_id} at step {steps}: seat {seat} chose `{action}`, but `{other}` "
                    "in a position it cannot tell apart: it used what it cannot see"
                )
                decisions += 1
            state.apply(seat, action)
            steps += 1
    print(f"{game_id} {players}p: {decisions} AI decisions checked")


SEARCH_POSITIONS = 4
"""Positions per case at which the searching player is compared (its tiny budget
keeps this fast; the heuristic above is compared all along the game)."""


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=case_id)
def test_the_search_decides_from_what_its_seat_may_know(
    game_id: str, players: int, options: dict[str, str], iterations: int = 15
) -> None:
    """The searching player (games/core/search.py) too: every iteration searches a
    resample of what its seat knows, so its whole tree, and the move it plays, are
    the same in any position its seat cannot tell apart (an iteration count only:
    a wall-time cap would depend on the machine)."""
    game = get_game(game_id)
    agent = game.agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=iterations, cap=None)
    state = game.setup(players, options, 9700 + players)
    rng = Rng.derive(players, "search-secrecy")
    decisions = steps = 0
    while not state.is_over() and decisions < SEARCH_POSITIONS:
        assert steps < MAX_STEPS
        seat = rng.choice(sorted({p.seat for p in state.pending()}))
        legal = state.legal(seat)
        if steps % 37 == 5 and len(legal) > 1:
            decision = rng.next_u64()
            action = agent.search(state, seat, Rng(decision))
            guess = state.resample((seat,), Rng(rng.next_u64()))
            other = agent.search(guess, seat, Rng(decision))
            assert (str(other.action), other.visits) == (str(action.action), action.visits), (
                f"{game_id} at step {steps}: the search of seat {seat} chose `{action.action}`, "
                f"but `{other.action}` in a position it cannot tell apart"
            )
            decisions += 1
        state.apply(seat, rng.choice(legal))
        steps += 1
    assert decisions == SEARCH_POSITIONS or state.is_over()


def test_the_search_check_catches_a_search_that_peeks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: a search of the real position (no resample) is caught."""
    from games.core import search

    def peek(state: State, seat: int, rng: Rng) -> State:
        world = state.clone()
        world.rng = Rng.derive(rng.state, "chance")
        return world

    monkeypatch.setattr(search, "determinize", peek)
    with pytest.raises(AssertionError, match="cannot tell apart"):
        for game_id, players in (("near_and_far", 2), ("meduris", 2), ("root", 2)):
            test_the_search_decides_from_what_its_seat_may_know(game_id, players, {}, 200)
