"""What each seat may see. Nothing on the table is secret in this game: the
pyramids, storages, pedestals and point tokens are public, and so are the cards
everyone saw going under a deck. Hidden are the order of the decks (horde,
spells, the starting trolls) and, during the draft, the hand, which its owner
alone sees from the moment it is drawn (`games.mountain_king.resample`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from games.core.asked import pending_data
from games.core.types import Seat, View
from games.mountain_king import decks
from games.mountain_king.components import COLOURS, RESOURCES, STATUE_CLANS, trolls
from games.mountain_king.network import network, open_entrances
from games.mountain_king.pyramid import spot_name
from games.mountain_king.resample import hand_drawn
from games.mountain_king.view_types import (
    HordeSlotView,
    MountainKingSeatView,
    MountainKingView,
    PrivateView,
    ResultView,
)

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState


def view(state: MountainKingState, seat: Seat | None) -> View:
    """The contract's view (`State.view`): a plain dict, as every game's; the
    typed one is `seat_view` (a TypedDict is that same dict at runtime)."""
    return cast(View, seat_view(state, seat))


def seat_view(state: MountainKingState, seat: Seat | None) -> MountainKingSeatView:
    # A copy of the public view, which may gain the seat's private part.
    data = cast(MountainKingSeatView, {**public_view(state)})
    if seat is not None and 0 <= seat < state.players:
        data["private"] = private_view(state, seat)
    return data


def private_view(state: MountainKingState, seat: Seat) -> PrivateView:
    return {"seat": seat, "hand": hand(state, seat)}


def hand(state: MountainKingState, seat: Seat) -> list[str]:
    """Player setup D: the starting trolls in the seat's hand, once drawn."""
    return list(state.draft_hand[seat]) if hand_drawn(state) else []


def _named(counts: list[int]) -> dict[str, int]:
    return {r: n for r, n in zip(RESOURCES, counts, strict=True)}


def public_view(state: MountainKingState) -> MountainKingView:
    b = state.board
    name = b.cell_name
    owners: dict[int, int] = {}
    for seat in range(state.players):
        for cell in network(state, seat):
            tid = state.cell_tunnel[cell]
            # The digger when known (partners' networks join in team play),
            # else the network the tunnel belongs to.
            digger = state.tunnels[tid].get("seat")
            owners.setdefault(tid, digger if digger is not None else seat)
    return {
        "game": "mountain_king",
        "players": state.players,
        "side": state.side,
        "team": state.team_play(),
        "turn_order": list(state.turn_order),
        "current": state.turn(),
        "phase": state.phase,
        "seats": [
            {
                "seat": s,
                "colour": COLOURS[s],
                "team": state.teams[s],
                "honour": state.honour[s],
                "gate": _gate_name(state, state.gates[s]),
                "storage": _named(state.storage[state.group(s)]),
                "pyramid": [
                    None if spot is None else {
                        "spot": spot_name(i),
                        "card": spot[0],
                        "clan": trolls()[spot[0]]["clan"],
                        "produces": list(trolls()[spot[0]]["produces"]),
                        "held": list(spot[1]),
                    }
                    for i, spot in enumerate(state.pyramids[s])
                ],
                "pedestals": sorted(state.pedestals[state.group(s)]),
                "tokens": list(state.tokens[state.group(s)]),
                "crowned": state.crowned[s],
                "recruited_levels": state.recruited_levels[s],
                "hand_size": len(hand(state, s)),
            }
            for s in range(state.players)
        ],
        "tunnels": [
            {
                "id": tid,
                "kind": t["kind"],
                "cells": [name(c) for c in t["cells"]],
                "owner": owners.get(tid),
                "shape": t.get("shape") or t.get("hall"),
                "mineral": t.get("mineral"),
                "anchor": name(t["anchor"]) if t.get("anchor") is not None else None,
                "pedestal": t.get("pedestal"),
                "altar": name(t["altar"]) if t.get("altar") is not None else None,
            }
            for tid, t in enumerate(state.tunnels)
            if t["cells"]
        ],
        "statues": {name(int(c)): clan for c, clan in sorted(state.statues.items(),
                                                              key=lambda kv: int(kv[0]))},
        "workshops": {
            name(int(c)): {"kind": k, "entrances": open_entrances(state, int(c))}
            for c, k in sorted(state.workshops.items(), key=lambda kv: int(kv[0]))
        },
        "workshop_reserve": list(state.workshop_reserve),
        "horde": {
            level: [_slot(entry) if entry else None for entry in row]
            for level, row in sorted(state.horde.items())
        },
        "decks": {level: len(deck) for level, deck in sorted(state.decks.items())},
        "seen_under": {deck: decks.seen_bottom(state, deck) for deck in decks.NAMES},
        "bag": {clan: state.bag.count(clan) for clan in STATUE_CLANS},
        "marker": [list(row) for row in state.marker],
        "spellbook": [{"spell": s, "runes": n} for s, n in state.spellbook],
        "spell_deck": len(state.spell_deck),
        "supply": _named(state.supply),
        "tunnel_supply": dict(state.tunnel_supply),
        "hall_supply": list(state.hall_supply),
        "coronation": list(state.coronation),
        "turns_left": state.turns_left,
        "progress": {k: v for k, v in state.progress.items()},
        "pending": pending_data("mountain_king", state.pending()),
        "result": _result(state),
    }


def _slot(entry: dict[str, object]) -> HordeSlotView:
    """A horde card as its slot holds it (recruit.new_slot writes these keys)."""
    return cast(HordeSlotView, dict(entry))


def _result(state: MountainKingState) -> ResultView | None:
    """The final scoring as scoring.py stored it (Result.to_json's keys)."""
    return cast("ResultView | None", state.outcome)


def _gate_name(state: MountainKingState, gate: int | None) -> str | None:
    """A seat's gate by its square's name (None before it is placed)."""
    return None if gate is None else state.board.cell_name(gate)
