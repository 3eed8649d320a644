"""Near and Far (Red Raven Games 2017): the rules engine, express mode, with our own
maps and cards. Rulebook: shared/seeds/004_3d783fea0dd8a934.txt."""

from games.near_and_far.forms import register_forms
from games.near_and_far.frames import FRAMES
from games.near_and_far.game import NearAndFar
from games.near_and_far.state import NearFarState
from games.near_and_far.turn import STEPS

__all__ = ["NearAndFar", "register"]


def register() -> NearAndFar:
    """Near and Far's one registration (games/core/registry.py calls it): every
    step of the turn in one call (`STEPS`, games/near_and_far/turn.py), its forms
    (games/near_and_far/forms.py), then the game."""
    FRAMES.register(*STEPS)
    register_forms()
    game = NearAndFar()
    NearFarState.game = game
    return game
