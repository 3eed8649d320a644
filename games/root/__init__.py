"""Root (Leder Games): the rules engine. Rules: shared/seeds/000_*.txt and 003_*.txt."""

from games.root.game import Root
from games.root.registry import register_rules
from games.root.state import RootState

__all__ = ["Root", "register"]


def register() -> Root:
    """Root's one registration (games/core/registry.py calls it): the frames,
    rules, cards and factions (games/root/registry.py), then the game."""
    register_rules()
    game = Root()
    RootState.game = game
    return game
