"""Write a golden playthrough: a whole game by AI seats, stored as data.

    .venv/bin/python -m tests.games.meduris.make_golden [seed] [players]

The file (`golden/meduris_<players>p_seed<seed>.json`) holds the seed, the
options, the action log as (seat, notation) pairs and the final result;
`test_golden.py` replays it. Run this again only when a rules change is meant
to change games, and say so in the commit.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from games.core import agent_rng, get_game, make_agent

GOLDEN = Path(__file__).parent / "golden"
OPTIONS = {"first_player": "1", "bonus": "random", "plus_one": "player"}


def play_out(players: int, seed: int, agent_kind: str = "heuristic") -> dict[str, Any]:
    """A full game where every seat is `agent_kind`, as the game master runs AI seats."""
    game = get_game("meduris")
    state = game.setup(players, OPTIONS, seed)
    agent = make_agent(agent_kind)
    log: list[list[Any]] = []
    while not state.is_over():
        seat = state.pending()[0].seat
        action = agent.choose(state, seat, agent_rng(seed, seat, len(log)))
        log.append([seat, str(action)])
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    return {
        "game": "meduris",
        "players": players,
        "options": OPTIONS,
        "seed": seed,
        "agent": agent_kind,
        "log": log,
        "result": {
            "scores": list(result.scores),
            "winners": list(result.winners),
            "ranking": list(result.ranking),
        },
    }


def to_text(data: dict[str, Any]) -> str:
    """JSON with one logged action per line, so a diff shows where games part."""
    head = {k: v for k, v in data.items() if k != "log"}
    lines = [f"  {json.dumps(entry)}" for entry in data["log"]]
    body = json.dumps(head, indent=1)[:-2]
    return body + ',\n "log": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def golden_path(players: int, seed: int) -> Path:
    return GOLDEN / f"meduris_{players}p_seed{seed}.json"


def main(argv: list[str]) -> None:
    seed = int(argv[0]) if argv else 7
    players = int(argv[1]) if len(argv) > 1 else 3
    data = play_out(players, seed)
    path = golden_path(players, seed)
    path.write_text(to_text(data), "utf-8")
    print(f"{path}: {len(data['log'])} actions, scores {data['result']['scores']}")


if __name__ == "__main__":
    main(sys.argv[1:])
