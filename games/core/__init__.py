"""What every game shares: the State/Game contract, values, errors, RNG, registry."""

from games.core.agents import Agent, HeuristicAgent, RandomAgent, agent_rng, make_agent
from games.core.errors import (
    BadNotation,
    GameError,
    GameOver,
    IllegalAction,
    NotYourTurn,
    OptionError,
)
from games.core.game import Game, State
from games.core.registry import all_games, game_ids, get_game, register
from games.core.rng import Rng
from games.core.types import Event, Events, OptionSpec, Prompt, Result, Seat, View

__all__ = [
    "Agent",
    "BadNotation",
    "Event",
    "Events",
    "Game",
    "GameError",
    "GameOver",
    "HeuristicAgent",
    "IllegalAction",
    "NotYourTurn",
    "OptionError",
    "OptionSpec",
    "Prompt",
    "RandomAgent",
    "Result",
    "Rng",
    "Seat",
    "State",
    "View",
    "agent_rng",
    "all_games",
    "game_ids",
    "get_game",
    "make_agent",
    "register",
]
