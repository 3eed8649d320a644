"""Helpers for Near and Far rule tests: a game past the draft, rigged dice, play."""

from __future__ import annotations

from games.core import Rng, get_game
from games.near_and_far.state import NearFarState


class FixedDice(Rng):
    """An Rng whose die rolls (randint) come from a list; everything else as usual."""

    __slots__ = ("rolls",)

    def __init__(self, rolls: list[int]) -> None:
        super().__init__(7)
        self.rolls = list(rolls)

    def randint(self, low: int, high: int) -> int:
        return self.rolls.pop(0)

    def clone(self) -> Rng:
        return FixedDice(self.rolls)


def game():
    return get_game("near_and_far")


def started(players: int = 3, options: dict | None = None, seed: int = 1) -> NearFarState:
    """After the draft (hands empty), seat 0 first, round 2 unless told otherwise."""
    state = game().setup(players, options or {}, seed)
    state.order = list(range(players))
    state.turn_index = 0
    state.stack = [{"type": "turn"}]
    state.round = 2
    for seat in range(players):
        state.p(seat)["where"] = "farm" if seat else "board"
    state.p(0)["where"] = "shop"
    return state


def texts(state: NearFarState, seat: int = 0) -> list[str]:
    return [str(a) for a in state.legal(seat)]


def play(state: NearFarState, *moves: tuple[int, str]) -> list:
    events = []
    for seat, text in moves:
        events += state.apply(seat, text)
    return events


__all__ = ["FixedDice", "get_game", "play", "started", "texts"]
