"""A fingerprint of self-play for fixed seeds, to prove a refactor changed nothing.

Run: .venv/bin/python -m bench.fingerprint OUT.json   (then diff two outputs)

Plays three games of each case below (Meduris, Mountain King, Near and Far and
Root at several table sizes, two Root tables with the expansion factions), the
heuristic and random players alternating over the seats, and records per game:
the number of actions, a hash of every action's text and the final state's JSON,
the scores, the winners and a hash of every seat's view and the public one.
Identical files before and after a change mean the same games were played to the
same end (issue 26 goal 6). Prints each game's line as it goes; asserts nothing.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.selfplay import game_seed, play_to_end  # noqa: E402
from games.core.agents import budgeted  # noqa: E402
from games.core.registry import get_game  # noqa: E402

CASES: list[tuple[str, int, dict[str, str], tuple[str, ...]]] = [
    ("meduris", 2, {}, ("heuristic", "random")),
    ("meduris", 4, {}, ("random", "heuristic")),
    ("mountain_king", 3, {}, ("heuristic", "random")),
    ("mountain_king", 5, {}, ("random", "heuristic")),
    ("near_and_far", 2, {}, ("heuristic", "random")),
    ("near_and_far", 4, {}, ("random", "heuristic")),
    ("root", 2, {}, ("heuristic", "random")),
    ("root", 3, {}, ("random", "heuristic")),
    ("root", 4, {}, ("heuristic", "random")),
    ("root", 4, {"factions": "marquise,lizards,riverfolk,vagabond"}, ("heuristic", "random")),
    ("root", 4, {"factions": "alliance,riverfolk,eyrie,lizards"}, ("random", "heuristic")),
]
GAMES = 3
RUN_SEED = 26


def fingerprint(game_id: str, players: int, options: dict[str, str],
                kinds: tuple[str, ...], index: int) -> dict[str, Any]:
    game = get_game(game_id)
    seed = game_seed(RUN_SEED, index)
    agents = [budgeted(game.agent(kinds[(seat + index) % len(kinds)]), 1, capped=False)
              for seat in range(players)]
    state = game.setup(players, options, seed)
    played: list[tuple[int, str]] = []
    actions = play_to_end(state, seed, agents, played=played)
    moves = hashlib.sha256()
    for seat, text in played:
        moves.update(f"{seat}:{text}\n".encode())
    moves.update(json.dumps(state.to_json(), sort_keys=True, default=str).encode())
    views = [repr(state.view(seat)) for seat in range(players)] + [repr(state.view(None))]
    result = state.result()
    assert result is not None
    return {
        "actions": actions,
        "hash": moves.hexdigest()[:16],
        "scores": list(result.scores),
        "winners": list(result.winners),
        "views": hashlib.sha256(json.dumps(views).encode()).hexdigest()[:16],
    }


def main() -> None:
    out: dict[str, Any] = {}
    for game_id, players, options, kinds in CASES:
        for index in range(GAMES):
            key = f"{game_id}/{players}/{options}/{index}"
            try:
                out[key] = fingerprint(game_id, players, options, kinds, index)
            except Exception as exc:  # an error is part of the fingerprint
                out[key] = {"error": f"{type(exc).__name__}: {exc}"}
            print(key, out[key], flush=True)
    Path(sys.argv[1]).write_text(json.dumps(out, indent=1, sort_keys=True), "utf-8")


if __name__ == "__main__":
    main()
