"""In the Hall of the Mountain King (Burnt Island Games, 2019): the rules
engine. Rulebook: shared/seeds/002_b7d25135ce04400d.txt."""

from games.core.registry import register
from games.mountain_king.game import MountainKing

GAME = register(MountainKing())

__all__ = ["GAME", "MountainKing"]

from games.mountain_king.state import MountainKingState  # noqa: E402  (after the game exists)

MountainKingState.game = GAME
