"""Building positions for the Mountain King rules tests."""

from __future__ import annotations

from games.core import get_game
from games.mountain_king.components import RESOURCES, trolls
from games.mountain_king.state import MountainKingState

GAME = get_game("mountain_king")


def started(players: int = 2, seed: int = 1, **options: str) -> MountainKingState:
    """A game right after setup: gates on the first free points, starting
    trolls kept in the order dealt; the first player's turn, step 1."""
    state = GAME.setup(players, options, seed)
    while state.phase in ("gate", "draft"):
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    assert isinstance(state, MountainKingState)
    return state


def set_up_recording(players: int, seed: int, **options: str
                     ) -> tuple[MountainKingState, dict[int, tuple[list[str], list[str]]]]:
    """Like `started`, and what each seat's draft left over: (the troll kept in
    hand, the unseen troll of the deck), read just before its last placement."""
    state = GAME.setup(players, options, seed)
    left: dict[int, tuple[list[str], list[str]]] = {}
    while state.phase in ("gate", "draft"):
        seat = state.pending()[0].seat
        action = state.legal(seat)[0]
        if state.phase == "draft" and state.pyramid_size(seat) == 3:
            hand = [c for c in state.draft_hand[seat] if c != action.card]
            left[seat] = (hand, list(state.draft_deck[seat]))
        state.apply(seat, action)
    assert isinstance(state, MountainKingState)
    return state, left


def starting_counts(cards: list[str]) -> list[int]:
    """The starting resources (bottom rows) of these starting trolls, by resource."""
    counts = [0] * len(RESOURCES)
    for card in cards:
        for resource in trolls()[card]["start"]:
            counts[RESOURCES.index(resource)] += 1
    return counts


def cell(state: MountainKingState, name: str) -> int:
    found = state.board.cell_of(name)
    assert found is not None
    return found


def give(state: MountainKingState, seat: int, **amounts: int) -> None:
    """Put resources from the supply into the seat's storage."""
    for resource, n in amounts.items():
        r = RESOURCES.index(resource)
        state.supply[r] -= n
        state.storage[state.group(seat)][r] += n
    state.changed()  # an edit outside `apply`: the remembered legal actions go


def empty_storage(state: MountainKingState, seat: int) -> None:
    store = state.storage[state.group(seat)]
    for r, n in enumerate(store):
        state.supply[r] += n
        store[r] = 0
    for spot in state.pyramids[seat]:
        if spot is not None:
            for k, held in enumerate(spot[1]):
                if held:
                    spot[1][k] = 0
    state.changed()


def lay(state: MountainKingState, names: list[str], kind: str = "tile", **extra) -> int:
    """Put a tunnel straight onto the board (no cost, no checks)."""
    tid = len(state.tunnels)
    cells = [cell(state, n) for n in names]
    record = {"kind": kind, "cells": cells, "anchor": None, "pedestal": None, "shape": "I2",
              "mineral": "stone", **extra}
    state.tunnels.append(record)
    for c in cells:
        state.cell_tunnel[c] = tid
    state.changed()
    return tid


def at_step(state: MountainKingState, step: str) -> None:
    """Put the turn straight at a step (a frame type: `after`, `choose_pedestal`)."""
    state.stack[:] = [{"type": step}]
    state.changed()


def as_version_3(data: dict) -> dict:
    """A state's stored data as version 3 wrote it, for a state at step 1 of a
    turn: the step in `phase`, the trade and payment slots in `progress`."""
    old = {k: v for k, v in data.items() if k != "stack"}
    old["phase"] = data["stack"][-1]["type"]
    old["progress"] = {**data["progress"], "trade": None, "back_to": None, "paying": None}
    return {**old, "version": 3}


def strings(actions: list) -> list[str]:
    return [str(a) for a in actions]
