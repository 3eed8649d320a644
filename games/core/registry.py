"""The registry of games: the one list of games, each registered by one call.

Each game's package exposes `register() -> Game`, its one registration: it
registers the game's frame handlers (one explicit call listing them all), makes
the `Game` and ties the state class to it. `get_game` calls it the first time
the game is asked for, so a process pays only for the games it plays. Nothing
is registered by importing a module. `register(game)` adds a game made
elsewhere (the test suite's toy game).
"""

from __future__ import annotations

import importlib

from games.core.errors import OptionError
from games.core.game import Game

_PACKAGES: dict[str, str] = {
    "meduris": "games.meduris",
    "root": "games.root",
    "near_and_far": "games.near_and_far",
    "mountain_king": "games.mountain_king",
}
"""The games, in the order they are listed, each with the package whose
`register()` makes it (imported when the game is first asked for)."""

_GAMES: dict[str, Game] = {}
_KNOWN = tuple(_PACKAGES)


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The game registered as `game_id`; its package's `register()` runs on first use."""
    key = str(game_id).strip().lower().replace("-", "_")
    if key not in _GAMES and key in _PACKAGES:
        package = importlib.import_module(_PACKAGES[key])
        made: Game = package.register()
        register(made)
    if key not in _GAMES:
        raise OptionError("error.unknown_game", game=str(game_id)[:40], known=", ".join(_KNOWN))
    return _GAMES[key]


def all_games() -> list[Game]:
    for key in _KNOWN:
        get_game(key)
    return [_GAMES[k] for k in _KNOWN]


def game_ids() -> tuple[str, ...]:
    return _KNOWN
