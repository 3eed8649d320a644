"""Near and Far (Red Raven Games 2017): the rules engine, express mode, with our own
maps and cards. Rulebook: shared/seeds/004_3d783fea0dd8a934.txt."""

from games.core.registry import register
from games.near_and_far.game import NearAndFar

GAME = register(NearAndFar())

__all__ = ["GAME", "NearAndFar"]

from games.near_and_far.state import NearFarState  # noqa: E402  (after the game exists)

NearFarState.game = GAME
