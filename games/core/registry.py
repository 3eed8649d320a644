"""The registry of games, filled by each game package at import."""

from __future__ import annotations

import importlib

from games.core.errors import OptionError
from games.core.game import Game

_GAMES: dict[str, Game] = {}
_KNOWN = ("meduris", "root", "near_and_far", "mountain_king")


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The game registered as `game_id`; imports its package on first use."""
    key = str(game_id).strip().lower().replace("-", "_")
    if key not in _GAMES and key in _KNOWN:
        importlib.import_module(f"games.{key}")
    if key not in _GAMES:
        raise OptionError("error.unknown_game", game=str(game_id)[:40], known=", ".join(_KNOWN))
    return _GAMES[key]


def all_games() -> list[Game]:
    for key in _KNOWN:
        get_game(key)
    return [_GAMES[k] for k in _KNOWN]


def game_ids() -> tuple[str, ...]:
    return _KNOWN
