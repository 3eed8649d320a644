"""Issue 14, item 3: the label of a worker's move (big benefit A) says exactly
what the mover receives — its own workers lower in the stack extract too, and
the supply may run short — checked against the move itself."""

from __future__ import annotations

import random
import re

from games.core import get_game
from games.meduris.actions import MoveWorker
from games.meduris.board import RESOURCES
from games.meduris.state import MedurisState

GAME = get_game("meduris")


def received(state: MedurisState, seat: int, action: MoveWorker) -> int:
    after = state.clone()
    assert isinstance(after, MedurisState)
    after.apply(seat, action)
    r = RESOURCES.index(action.target)
    return after.resources[seat][r] - state.resources[seat][r]


def labelled(state: MedurisState, action: MoveWorker, locale: str) -> int:
    found = re.search(r"(\d+)\D*$", GAME.label(state, action, locale))
    assert found, GAME.label(state, action, locale)
    return int(found.group(1))


def test_every_move_label_tells_what_the_mover_receives() -> None:
    checked = mismatched_before = 0
    for seed in range(12):
        state = GAME.setup(3, {}, seed)
        chooser = random.Random(seed)
        while state.result() is None and checked < 400:
            seat = state.pending()[0].seat
            legal = state.legal(seat)
            for action in legal:
                if isinstance(action, MoveWorker):
                    gain = received(state, seat, action)
                    assert labelled(state, action, "en") == gain
                    assert labelled(state, action, "es") == gain
                    checked += 1
                    naive = len(state.highlands[action.target]) + 1
                    mismatched_before += naive != gain
            state.apply(seat, chooser.choice(legal))
    assert checked > 50
    assert mismatched_before > 0  # the old label (the stack's height) was wrong here
