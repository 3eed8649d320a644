"""In the Hall of the Mountain King (Burnt Island Games, 2019): the rules
engine. Rulebook: shared/seeds/002_b7d25135ce04400d.txt."""

from games.mountain_king.forms import register_forms
from games.mountain_king.game import MountainKing
from games.mountain_king.state import MountainKingState
from games.mountain_king.turn import register_frames

__all__ = ["MountainKing", "register"]


def register() -> MountainKing:
    """Mountain King's one registration (games/core/registry.py calls it): the
    frame handlers of the turn (games/mountain_king/turn.py), its forms
    (games/mountain_king/forms.py), then the game."""
    register_frames()
    register_forms()
    game = MountainKing()
    MountainKingState.game = game
    return game
