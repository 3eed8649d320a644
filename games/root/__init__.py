"""Root (Leder Games): the rules engine. Rules: shared/seeds/000_*.txt and 003_*.txt."""

from games.core.registry import register
from games.root.game import Root
from games.root.registry import register_rules
from games.root.state import RootState

register_rules()
GAME = register(Root())
RootState.game = GAME

__all__ = ["GAME", "Root"]
