"""Seeded golden playthroughs stored as data (`golden/*.json`): seed, options and
the action log of a whole game by AI seats replay to the stored result.

A change to the rules engine that alters these games must be deliberate:
regenerate with `python -m tests.games.meduris.make_golden` and say why.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from games.core import get_game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_playthrough_replays_to_the_same_result(path):
    """Seed + action log alone replay the game exactly (DESIGN: "the action log
    alone therefore replays a game exactly"), to the same final scores."""
    data = load(path)
    game = get_game(data["game"])
    state = game.setup(data["players"], data["options"], data["seed"])
    seen: Counter[str] = Counter()
    for seat, text in data["log"]:
        seen.update(event.kind for event in state.apply(seat, text))
    result = state.result()
    assert result is not None, "the stored log must reach the end of the game"
    assert list(result.scores) == data["result"]["scores"]
    assert list(result.winners) == data["result"]["winners"]
    assert list(result.ranking) == data["result"]["ranking"]
    # The game walks through every part of the rules, so a change anywhere shows.
    for kind in ("ritual", "offered", "rune_count", "end_triggered", "final_lap",
                 "temple_scored", "runes_scored", "worker_moved", "built"):
        assert seen[kind], kind


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay_through_game_replay_and_json(path):
    """`Game.replay` gives the same state, and that state survives a JSON trip."""
    data = load(path)
    game = get_game(data["game"])
    log = [(seat, text) for seat, text in data["log"]]
    state = game.replay(data["players"], data["options"], data["seed"], log)
    again = game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again == state
    assert list(again.result().scores) == data["result"]["scores"]


def test_golden_has_a_three_player_game():
    """The brief: a full 3-player game by the heuristic agent."""
    games = [load(p) for p in GOLDEN]
    assert any(g["players"] == 3 and g["agent"] == "heuristic" for g in games)
