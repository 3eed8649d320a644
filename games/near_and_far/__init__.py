"""Near and Far (Red Raven Games 2017): the rules engine, express mode, with our own
maps and cards. Rulebook: shared/seeds/004_3d783fea0dd8a934.txt."""

from games.core.registry import register
from games.near_and_far.frames import FRAMES
from games.near_and_far.game import NearAndFar
from games.near_and_far.state import NearFarState
from games.near_and_far.turn import STEPS

FRAMES.register(*STEPS)  # every step of the turn, in one call (turn.py)
GAME = register(NearAndFar())
NearFarState.game = GAME

__all__ = ["GAME", "NearAndFar"]
