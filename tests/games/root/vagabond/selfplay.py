"""Seeded self-play of Root with three or four seats, calling the engine
directly (the CLI seats two players until root-table raises the limit)."""

from __future__ import annotations

from typing import Any

from games.core import agent_rng, get_game, make_agent
from games.core.game import State


def new_game(factions: str, seed: int) -> State:
    game = get_game("root")
    players = len(factions.split(","))
    options = {**{o.name: o.default for o in game.options}, "factions": factions}
    return game._setup(players, options, seed)


def play(factions: str, seed: int, agents: list[str], max_steps: int = 6000) -> dict[str, Any]:
    """Play one game; returns the final state, the steps and who won."""
    state = new_game(factions, seed)
    players = [make_agent(kind) for kind in agents]
    steps = 0
    while state.result() is None and steps < max_steps:
        prompt = state.pending()[0]
        rng = agent_rng(seed, prompt.seat, steps)
        action = players[prompt.seat].choose(state, prompt.seat, rng)
        state.apply(prompt.seat, action)
        steps += 1
    result = state.result()
    return {"state": state, "steps": steps, "winners": list(result.winners) if result else []}
