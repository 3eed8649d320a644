"""Near and Far (Red Raven Games 2017): the rules engine, express mode, with our own
maps and cards. Rulebook: shared/seeds/004_3d783fea0dd8a934.txt."""

from games.near_and_far.game import NearAndFar
from games.near_and_far.state import NearFarState
from games.near_and_far.turn import register_frames

__all__ = ["NearAndFar", "register"]


def register() -> NearAndFar:
    """Near and Far's one registration (games/core/registry.py calls it): the
    frame handlers of the turn (games/near_and_far/turn.py), then the game."""
    register_frames()
    game = NearAndFar()
    NearFarState.game = game
    return game
