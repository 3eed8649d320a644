"""Positions for the Vagabond's tests: a real three-seat game (Marquise, Eyrie,
Vagabond) set up with the first choice at every question, then arranged by
hand: where the pawn is, which items it holds, the hands, the warriors."""

from __future__ import annotations

from typing import Any

import games.root
from games.root import board, frames
from games.root.factions.vagabond import board as vb
from games.root.state import RootState
from tests.games.root.vagabond.selfplay import new_game

FACTIONS = "marquise,eyrie,vagabond"
VB = vb.VAGABOND


def set_up(factions: str = FACTIONS, seed: int = 1, character: str = "thief") -> RootState:
    """Answer every setup question with its first choice (the character given)."""
    state = new_game(factions, seed)
    assert isinstance(state, RootState)
    while state.phase == "setup":
        prompt = state.pending()[0]
        legal = state.legal(prompt.seat)
        if prompt.kind == "vagabond_character":
            chosen = next((a for a in legal if a.name == character), legal[0])
        else:
            chosen = legal[0]
        state.apply(prompt.seat, chosen)
    return state


def clear_map(state: RootState) -> None:
    """No warriors, buildings (but ruins) or tokens anywhere."""
    for key, spot in state.board.items():
        for faction, count in list(spot["warriors"].items()):
            board.add_warriors(state.board, int(key), faction, -count)
        for owner, kind in list(spot["buildings"]):
            if owner != "ruin":
                board.remove_building(state.board, int(key), owner, kind)
        spot["tokens"].clear()


def give_items(state: RootState, faction: str, *items: str, **flags: Any) -> None:
    """Replace the Vagabond's items: `"boot"` ready, `"boot:x"` exhausted,
    `"boot:d"` damaged, `"boot:dx"` damaged and exhausted."""
    held = []
    for spec in items:
        kind, _, marks = spec.partition(":")
        held.append({"item": kind, "exhausted": "x" in marks, "damaged": "d" in marks})
    vb.data(state, faction)["items"] = held


def item_specs(state: RootState, faction: str = VB) -> list[str]:
    out = []
    for it in vb.items(state, faction):
        marks = ("d" if it["damaged"] else "") + ("x" if it["exhausted"] else "")
        out.append(f"{it['item']}:{marks}" if marks else it["item"])
    return sorted(out)


def at_phase(state: RootState, faction: str, phase: str) -> None:
    """Make it `faction`'s turn, at the start of its Birdsong, Daylight or Evening."""
    seat = state.seat_of(faction)
    state.turn_index = state.turn_order.index(seat)
    state.phase = phase
    state.turn_flags = {}
    following = {"birdsong": "daylight", "daylight": "evening", "evening": "done"}[phase]
    state.stack = [{"type": "turn", "seat": seat, "phase": following, "started": phase}]
    rules = games.root.factions.base.FACTIONS[faction]  # type: ignore[attr-defined]
    getattr(rules, f"push_{phase}")(state, seat)
    frames.settle(state)


def pawn_to(state: RootState, faction: str, where: int | str) -> None:
    if isinstance(where, int):
        vb.place_pawn(state, faction, where, None)
    else:
        vb.place_pawn(state, faction, None, where)


def hand(state: RootState, faction: str, *instances: str) -> None:
    """Put these cards (taken from wherever they are) in the faction's hand;
    its cards before go back to the deck."""
    seat = state.seat_of(faction)
    state.deck.extend(c for c in state.hands[seat] if c not in instances)
    state.hands[seat][:] = []
    for pile in (*state.hands, state.deck, state.discard):
        for card in instances:
            if card in pile:
                pile.remove(card)
    state.hands[seat][:] = list(instances)


def card(state: RootState, prefix: str, nth: int = 0) -> str:
    """An instance of a card (its id's beginning), wherever it is."""
    every = sorted(c for pile in (*state.hands, state.deck, state.discard) for c in pile)
    return [c for c in every if c.startswith(prefix)][nth]


def rig_dice(state: RootState, high: int, low: int) -> None:
    """Set the generator so the next battle rolls `high` and `low`."""
    from games.core.data import load_json
    from games.core.rng import Rng

    faces = load_json("root", "general.json")["die_faces"]
    for seed in range(10_000):
        trial = Rng(seed)
        if sorted((trial.choice(faces), trial.choice(faces)), reverse=True) == [high, low]:
            state.rng = Rng(seed)
            return
    raise AssertionError(f"no seed rolls {high}, {low}")


def legal_text(state: RootState, faction: str = VB) -> list[str]:
    return [str(a) for a in state.legal(state.seat_of(faction))]


def play(state: RootState, faction: str, text: str) -> list[Any]:
    """Apply an action written in notation for `faction`'s seat."""
    action = state.game.parse_action(text)
    return state.apply(state.seat_of(faction), action)
