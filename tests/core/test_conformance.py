"""The conformance suite every registered game passes (STYLE 2, 3; OpenSpiel basic tests).

Random legal playouts for every game and player count: the state answers the
contract at every step, notation round-trips and is unique, JSON and clone
are lossless, replay from the log is exact, the public view holds nothing
private, and every game ends.

Some games only end through purposeful play (in Near and Far the clock is the
camps, which cost hearts a random walker seldom keeps). So after
`RANDOM_STEPS` uniformly random actions the game's own heuristic player takes
over, every step still checked, and the game must end within `MAX_STEPS`.
"""

from __future__ import annotations

import json
import os

import pytest

from games.core import Rng, all_games, get_game
from games.core.agents import Agent
from games.core.errors import NotYourTurn
from games.core.record import DataState
from tests.support.field_types import mismatches

CHECKED_GAMES = int(os.environ.get("GAMEMASTER_CONFORMANCE_GAMES", "20"))
RANDOM_STEPS = 600
MAX_STEPS = 5000

CASES = [
    (game.id, players)
    for game in all_games()
    for players in range(game.min_players, game.max_players + 1)
]


def _check_step(game, state, rng: Rng, finisher: Agent | None = None) -> tuple[int, str]:
    prompts = state.pending()
    assert prompts, "a game that is not over must ask someone"
    prompted = {p.seat for p in prompts}
    for seat in range(state.view(None)["players"]):
        if seat not in prompted:
            assert state.legal(seat) == [], "an unprompted seat has no legal action"
    seat = rng.choice(sorted(prompted))
    actions = state.legal(seat)
    assert actions, "a prompted seat has at least one legal action"
    texts = [str(a) for a in actions]
    assert len(set(texts)) == len(texts), "action notation is unique within a state"
    assert actions == state.legal(seat), "legal() is stable"
    for action in actions:
        assert game.parse_action(str(action)) == action, "notation round-trips"
        assert game.label(state, action, "en") and game.label(state, action, "es")
    if finisher is not None:
        chosen = finisher.choose(state, seat, Rng(rng.next_u64()))
        assert chosen in actions, "an agent plays a legal action"
        return seat, str(chosen)
    return seat, texts[rng.randbelow(len(texts))]


def _mutable_ids(value, found: set[int]) -> set[int]:
    """The ids of every list and dict inside `value` (a state's field)."""
    if isinstance(value, list | dict):
        found.add(id(value))
        for item in value.values() if isinstance(value, dict) else value:
            _mutable_ids(item, found)
    return found


def _check_clone_shares_nothing(state, rng: Rng) -> None:
    """A clone holds no list or dict of its original, and a move applied to the
    clone leaves the original exactly as it was."""
    before = state.to_json()
    twin = state.clone()
    # A value remembered for one position (an attribute, not a field: the Eyrie's
    # Decree options) is dropped by the copy; every field is copied.
    dropped = [n for n in vars(state) if n not in vars(twin)]
    assert all(n.startswith("_") for n in dropped), f"a clone keeps every field: {dropped}"
    names = [n for n in vars(state) if n != "rng" and n in vars(twin)]
    original = set().union(*(_mutable_ids(getattr(state, n), set()) for n in names))
    copied = set().union(*(_mutable_ids(getattr(twin, n), set()) for n in names))
    assert not original & copied, "a clone shares no list or dict with its original"
    if isinstance(state, DataState):
        # The clone copies each field by its declared type: a container where the
        # type promises flat values would be shared between original and copy.
        assert mismatches(state) == [], "every field holds what its type says"
    assert twin.rng is not state.rng
    if not twin.is_over():
        seat = twin.pending()[0].seat
        twin.apply(seat, rng.choice(twin.legal(seat)), trusted=True)
        assert state.to_json() == before, "a move on the clone leaves the original unchanged"


def _check_views(state) -> None:
    public = state.view(None)
    json.dumps(public)
    assert "private" not in public
    for seat in range(public["players"]):
        own = state.view(seat)
        json.dumps(own)
        without_private = {k: v for k, v in own.items() if k != "private"}
        assert without_private == public, "a seat's view is the public view plus its own secrets"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_playouts_honour_the_contract(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for index in range(CHECKED_GAMES):
        seed = 1000 * players + index
        state = game.setup(players, {}, seed)
        # The twin replays the log from its stored text, restored from JSON each step.
        twin = game.setup(players, {}, seed)
        rng = Rng.derive(seed, "conformance")
        log: list[tuple[int, str]] = []
        finisher = game.agent("heuristic")
        while not state.is_over():
            assert len(log) < MAX_STEPS, "the game terminates"
            late = len(log) >= RANDOM_STEPS
            seat, text = _check_step(game, state, rng, finisher if late else None)
            action = game.parse_action(text)
            state.apply(seat, action)
            log.append((seat, text))
            snapshot = state.to_json()
            restored = game.state_from_json(json.loads(json.dumps(snapshot)))
            assert restored.to_json() == snapshot, "JSON round-trip is lossless"
            twin = game.state_from_json(json.loads(json.dumps(twin.to_json())))
            twin.apply(seat, text)
            assert twin.to_json() == snapshot, "replaying the logged text gives the same state"
            if len(log) % 7 == 0:
                assert state.clone().to_json() == snapshot, "clone is exact"
                _check_clone_shares_nothing(state, rng)
                _check_views(state)
        assert state.pending() == []
        result = state.result()
        assert result is not None and result.winners
        assert set(result.ranking) == set(range(players))
        replayed = game.replay(players, {}, seed, log)
        assert replayed.to_json() == state.to_json(), "seed + log replays the game exactly"


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_refused_actions_change_nothing(game_id: str) -> None:
    game = get_game(game_id)
    state = game.setup(game.min_players, {}, 7)
    before = state.to_json()
    seat = state.pending()[0].seat
    idle = [s for s in range(game.min_players) if s not in {p.seat for p in state.pending()}]
    for other in idle:
        with pytest.raises(NotYourTurn):
            state.apply(other, str(state.legal(seat)[0]))
    for text in ("", "x" * 5000, "no such move", "\u0000\u202e", "roll roll roll"):
        with pytest.raises(Exception) as caught:
            state.apply(seat, text)
        assert caught.type.__module__ == "games.core.errors"
        assert state.to_json() == before


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_same_seed_same_game(game_id: str) -> None:
    game = get_game(game_id)
    a = game.setup(game.max_players, {}, 42)
    b = game.setup(game.max_players, {}, 42)
    assert a.to_json() == b.to_json()


def _full_width(text: str) -> str:
    """The same text as a Japanese or Chinese keyboard may type it."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_full_width_notation_reads_as_the_plain_notation(game_id: str) -> None:
    game = get_game(game_id)
    state = game.setup(game.min_players, {}, 3)
    seat = state.pending()[0].seat
    for action in state.legal(seat)[:10]:
        assert game.parse_action(_full_width(str(action))) == action
