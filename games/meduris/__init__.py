"""Meduris (HABA, 2016): the rules engine. Rulebook: shared/seeds/001_9c5e9eb0bf4c58e3.txt."""

from games.meduris.forms import register_forms
from games.meduris.game import Meduris
from games.meduris.state import MedurisState
from games.meduris.turn import register_frames

__all__ = ["Meduris", "register"]


def register() -> Meduris:
    """Meduris' one registration (games/core/registry.py calls it): the frame
    handlers of the turn (games/meduris/turn.py), its forms (games/meduris/forms.py),
    then the game."""
    register_frames()
    register_forms()
    game = Meduris()
    MedurisState.game = game
    return game
