"""Player setup C and D ("Preparación de jugadores"): in turn order each player
puts their gate on a start point; then each drafts their four starting trolls
onto the base of their pyramid, and the starting resources are handed out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from games.core.types import Event, Prompt, Seat
from games.mountain_king import resources
from games.mountain_king.actions import Gate, Keep
from games.mountain_king.components import RESOURCES, board, rules, trolls
from games.mountain_king.frames import FRAMES, FrameBase, Handler, step_frame
from games.mountain_king.pyramid import BASE, spot_index, spot_name

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


def gate_points(state: MountainKingState, seat: int) -> list[int]:
    """Player setup C: the free start points marked with the player count; with
    two players both gates stand on points of the same number ("ambos deberéis
    elegir puntos de inicio cuyos números sean iguales": on the autumn side all
    are 3-points, so any two); in team play a gate goes beside the partner's
    ("Cambios en la preparación")."""
    points = board(state.side).start_points
    if state.players == 2:
        numbers = sorted(points)
        taken = [g for g in state.gates if g is not None]
        if taken:
            numbers = [n for n in numbers if taken[0] in points[n]]
    else:
        numbers = [str(state.players)]
    taken_cells = {g for g in state.gates if g is not None}
    free = sorted(c for n in numbers for c in points[n] if c not in taken_cells)
    pair = rules()["mirrored_gates"].get(state.side)
    if state.players == 2 and pair and state.options.get("gates") == "mirrored":
        # Option gates=mirrored, our retune: a mirrored pair of points only.
        allowed = {state.board.cell_of(name) for name in pair}
        free = [c for c in free if c in allowed]
    if state.team_play():
        # Team changes to the setup: partners' gates side by side. The start
        # points are listed clockwise, so "beside" is the next point either way.
        ring = list(points[str(state.players)])
        for ally in state.allies(seat):
            gate = state.gates[ally]
            if ally != seat and gate in ring:
                i = ring.index(gate)
                beside = {ring[i - 1], ring[(i + 1) % len(ring)]}
                free = [c for c in free if c in beside] or free
    return free


def place_gate(state: MountainKingState, seat: int, cell: int) -> list[Event]:
    tunnel = len(state.tunnels)
    state.tunnels.append({"kind": "gate", "cells": [cell], "seat": seat})
    state.cell_tunnel[cell] = tunnel
    state.gates[seat] = cell
    return [Event("gate", {"seat": seat, "cell": state.board.cell_name(cell)})]


def keep_troll(state: MountainKingState, seat: int, card: str, spot: int) -> list[Event]:
    """Player setup D: place one of the two in hand on an empty base spot, keep
    the other, draw the next; stop with 4 placed, 1 in hand, 1 unseen."""
    state.draft_hand[seat].remove(card)
    state.pyramids[seat][spot] = [card, [0] * len(trolls()[card]["produces"])]
    draws = state.pyramid_size(seat) < BASE
    # Drawing shows the drafter a card of their deck: no undo goes back past it.
    events = [Event("troll_kept", {"seat": seat, "card": card, "spot": spot_name(spot)},
                    barrier=draws)]
    if draws:
        state.draft_hand[seat].append(state.draft_deck[seat].pop(0))
    return events


def extra_start(state: MountainKingState) -> list[list[str]]:
    """Per turn position, whose starting resources it adds: "el segundo y el
    tercero obtienen los recursos iniciales del trol que tengan en su mano ...
    el cuarto y el quinto ... del trol que tengan en su mano y del último trol
    que tengan en su mazo" (`extra_start` in game.json). Option
    `extra_start=retuned`, our balance change: the 3rd of three players, and
    in team play the 2nd seat, add the unseen troll's too."""
    table = str(state.players) + ("_team" if state.team_play() else "")
    retuned: dict[str, list[list[str]]] = rules()["extra_start_retuned"]
    if state.options.get("extra_start") == "retuned" and table in retuned:
        return retuned[table]
    printed: dict[str, list[list[str]]] = rules()["extra_start"]
    return printed[str(state.players)]


def starting_resources(state: MountainKingState) -> list[Event]:
    """Player setup D: the bottom rows of the four placed trolls, plus the
    extra resources of the later turn positions (`extra_start`). Then the
    unused starting trolls go back to the box."""
    events = []
    extra = extra_start(state)
    for position, seat in enumerate(state.turn_order):
        cards = [spot[0] for spot in state.pyramids[seat] if spot is not None]
        if "hand" in extra[position]:
            cards += state.draft_hand[seat]
        if "deck" in extra[position]:
            cards += state.draft_deck[seat]
        gained = [0] * len(RESOURCES)
        for card in cards:
            for resource in trolls()[card]["start"]:
                gained[RESOURCES.index(resource)] += resources.gain(state, seat, resource, 1)
        # The amounts tell the table which trolls were in hand and left unseen.
        events.append(Event("starting_resources", {"seat": seat, "amounts": gained},
                            barrier=True))
        state.draft_hand[seat] = []
        state.draft_deck[seat] = []
    return events


def new_progress() -> dict[str, Any]:
    """What a turn has done so far (reset at every turn)."""
    return {
        "cast": False,
        "workshop": None,
        "uses": 0,
        "flags": [],
        "step2": False,
        "dig": None,
        "establish": [],
        "hall": False,
        "moved": False,
    }


class PlaceGate(Handler[FrameBase, Gate]):
    """Player setup C: each player in turn order puts their gate on a start point."""

    type: ClassVar[str] = "gate"
    answers = (Gate,)

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        return Prompt(state.turn_order[state.turn_index], "gate")

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[Gate]:
        return [Gate(state.board.cell_name(c)) for c in gate_points(state, seat)]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: Gate) -> list[Event]:
        cell = state.board.cell_of(action.cell)
        assert cell is not None
        events = place_gate(state, seat, cell)
        state.turn_index += 1
        if state.turn_index == state.players:
            # Every gate stands: the draft (D) follows, in turn order.
            state.turn_index = 0
            state.drafting = list(state.turn_order)
            FRAMES.replace_frame(state, step_frame("draft"))
        return events


class DraftStartingTrolls(Handler[FrameBase, Keep]):
    """Player setup D: each drafter in turn order places one of the two trolls
    in hand on the base until four stand there; then the starting resources,
    and the first player's turn begins."""

    type: ClassVar[str] = "draft"
    answers = (Keep,)

    def prompt(self, state: MountainKingState, frame: FrameBase) -> Prompt:
        # The choice is among the trolls in the drafter's hand: private.
        seat = state.drafting[0]
        return Prompt(seat, "draft", {"placed": state.pyramid_size(seat)}, private=True)

    def legal(self, state: MountainKingState, frame: FrameBase, seat: Seat) -> list[Keep]:
        spots = [i for i in range(BASE) if state.pyramids[seat][i] is None]
        return [Keep(card, spot_name(i)) for card in sorted(state.draft_hand[seat])
                for i in spots]

    def apply(self, state: MountainKingState, frame: FrameBase, seat: Seat,
              action: Keep) -> list[Event]:
        spot = spot_index(action.spot)
        assert spot is not None
        events = keep_troll(state, seat, action.card, spot)
        if state.pyramid_size(seat) < BASE:
            return events
        state.drafting.pop(0)
        if state.drafting:
            return events
        events += starting_resources(state)
        state.turn_index = 0
        state.progress = new_progress()
        FRAMES.replace_frame(state, step_frame("main"))
        return [*events, Event("turn", {"seat": state.active})]
