"""Meduris (HABA, 2016): the rules engine. Rulebook: shared/seeds/001_9c5e9eb0bf4c58e3.txt."""

from games.core.registry import register
from games.meduris.game import Meduris

GAME = register(Meduris())

__all__ = ["GAME", "Meduris"]

from games.meduris.state import MedurisState  # noqa: E402  (after the game exists)

MedurisState.game = GAME
