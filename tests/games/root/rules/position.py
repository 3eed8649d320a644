"""Hand-built Root positions for the shared rules' tests, with stand-in factions.

    state = position("5: m3 w2 m[sawmill] m(wood); 1: w1",
                     hands=[["ambush_fox#1"], []], vp={"moles": 3})

Clearings are `<number>: <pieces>`, separated by `;`. A piece is written with
its faction's letter: `m3` three warriors, `m[sawmill]` a building, `m(wood)`
a token, `m@` a pawn. Pieces on the map come out of their owner's supply
(20 warriors and 5 of each other kind), so pieces are conserved; the hands'
cards come out of the deck.

The factions are stand-ins with no rules of their own, so these tests never
depend on a real faction's code: moles (m, seat 0), owls (w, seat 1; they rule
ties, like the Eyrie), bats (t, seat 2, only when asked for). What a stand-in
does is set in its `faction_data` (see `StandIn`). conftest.py registers them
for each test only.

Also here: the `"probe"` frame (a parent that records what its children
return), `rig_dice`, `play`, `kinds`, `count_pieces`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from games.core.data import load_json
from games.core.registry import get_game
from games.core.rng import Rng
from games.core.types import Event, Prompt
from games.root import board, cards, frames
from games.root import rules as shared_rules
from games.root.actions import Done
from games.root.factions.base import FACTIONS, Faction
from games.root.frames import Frame, Handler, handler
from games.root.mapdata import load_map
from games.root.state import RootState

get_game("root")  # registered: the frames, factions and notation these positions use

WARRIORS_IN_BOX = 20
OTHERS_IN_BOX = 5
KINDS = ("sawmill", "workshop", "roost", "base", "wood", "keep", "sympathy")


class StandIn(Faction):
    """A faction with no rules of its own. Its data may ask for behaviour:

    `keep`: a clearing where only it may place (6.2.2);
    `extra_hits`: {"attacker": n, "defender": n} (3.3.2.II);
    `item_vp`: VP for any item instead of the printed VP (7.2.3);
    `hospital`: "auto" puts removed warriors back in `keep` at once, "ask"
    pushes a probe frame for its seat first (6.2.3, R10).
    Every `on_removed` and `after_battle` call is written to `calls`.
    """

    warriors = WARRIORS_IN_BOX

    def __init__(self, faction: str, letter: str, *, ties: bool = False) -> None:
        self.id = faction  # type: ignore[misc]
        self.letter = letter  # type: ignore[misc]
        self.ties = ties

    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        supply = {"warriors": WARRIORS_IN_BOX} | {kind: OTHERS_IN_BOX for kind in KINDS}
        return {"supply": supply, "calls": []}

    def push_setup(self, state: RootState, seat: int) -> None:
        return None

    def push_birdsong(self, state: RootState, seat: int) -> None:
        frames.push(state, "probe", seat=seat, note="birdsong")

    def push_daylight(self, state: RootState, seat: int) -> None:
        frames.push(state, "probe", seat=seat, note="daylight")

    def push_evening(self, state: RootState, seat: int) -> None:
        frames.push(state, "probe", seat=seat, note="evening")

    def rules_ties(self) -> bool:
        return self.ties

    def mine(self, state: RootState) -> dict[str, Any]:
        return state.faction_data[self.id]

    def may_place_in(self, state: RootState, faction: str, clearing: int) -> bool:
        return faction == self.id or self.mine(state).get("keep") != clearing

    def extra_hits(self, state: RootState, role: str, battle: dict[str, Any]) -> int:
        return int(self.mine(state).get("extra_hits", {}).get(role, 0))

    def item_vp(self, state: RootState, printed_vp: int) -> int:
        return int(self.mine(state).get("item_vp", printed_vp))

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        data = self.mine(state)
        data["calls"].append(["removed", clearing, kind, count, by])
        keep, hospital = data.get("keep"), data.get("hospital")
        if kind != "warriors" or keep is None or hospital is None:
            return []
        if hospital == "ask":
            then = {"clearing": keep, "faction": self.id, "count": count}
            frames.push(state, "probe", seat=state.seat_of(self.id), then=then)
            return []
        return shared_rules.pieces.place_warriors(state, keep, self.id, count)

    def after_battle(self, state: RootState, battle: dict[str, Any]) -> list[Event]:
        self.mine(state)["calls"].append(["after_battle", battle["clearing"]])
        return []


STAND_INS = (StandIn("moles", "M"), StandIn("owls", "W", ties=True), StandIn("bats", "T"))
"""Registered in `FACTIONS` only while a test of this folder runs (conftest.py)."""
LETTERS = {s.letter.lower(): s.id for s in STAND_INS}


@handler
class Probe(Handler):
    """A test parent: asks its seat `done`, and records each child's result.
    With `then`, answering places warriors (a stand-in's field hospitals)."""

    type = "probe"

    def prompt(self, state: RootState, frame: Frame) -> Prompt | None:
        return Prompt(frame["seat"], "probe", {})

    def legal(self, state: RootState, frame: Frame, seat: int) -> list[Any]:
        return [Done()]

    def apply(self, state: RootState, frame: Frame, seat: int, action: Any) -> list[Event]:
        then = frame.get("then")
        events = []
        if then:
            events = shared_rules.pieces.place_warriors(
                state, then["clearing"], then["faction"], then["count"]
            )
        return events + frames.finish(state, None)

    def resume(self, state: RootState, frame: Frame, result: Any) -> list[Event]:
        frame.setdefault("results", []).append(result)
        return []


# -- building a position ---------------------------------------------------------------

PIECE = re.compile(r"([a-z])(\d+|\[[a-z_]+\]|\([a-z_]+\)|@)")


def position(
    text: str = "",
    *,
    factions: Sequence[str] = ("moles", "owls"),
    hands: Sequence[Sequence[str]] | None = None,
    vp: dict[str, int] | None = None,
    seed: int = 1,
) -> RootState:
    woods = load_map("fall")
    state = RootState(
        players=len(factions),
        options={},
        rng=Rng(seed),
        factions=list(factions),
        turn_order=list(range(len(factions))),
        phase="daylight",
        board=board.empty_board(woods),
        hands=[list(h) for h in (hands or [[] for _ in factions])],
        vp={f: 0 for f in factions} | dict(vp or {}),
        crafted_items={f: [] for f in factions},
        improvements={f: [] for f in factions},
        items_supply=dict(load_json("root", "general.json")["items_supply"]),
    )
    held = {c for hand in state.hands for c in hand}
    state.deck = [c for c in cards.full_deck() if c not in held]
    for seat, faction in enumerate(factions):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, seat)
    for entry in filter(None, (e.strip() for e in text.split(";"))):
        clearing, pieces = entry.split(":")
        for letter, what in PIECE.findall(pieces):
            put(state, int(clearing), LETTERS[letter], what)
    return state


def put(state: RootState, clearing: int, faction: str, what: str) -> None:
    """One entry of the text form, taken out of the owner's supply."""
    owner = FACTIONS[faction]
    if what == "@":
        board.spot(state.board, clearing)["pawns"].append(faction)
    elif what.isdigit():
        owner.add_to_supply(state, "warriors", -int(what))
        board.add_warriors(state.board, clearing, faction, int(what))
    elif what.startswith("["):
        owner.add_to_supply(state, what[1:-1], -1)
        board.add_building(state.board, clearing, faction, what[1:-1])
    else:
        owner.add_to_supply(state, what[1:-1], -1)
        board.add_token(state.board, clearing, faction, what[1:-1])


def open_frame(state: RootState, frame_type: str, seat: int = 0, **params: Any) -> Frame:
    """Push a probe for `seat` and the frame under test on it, then settle."""
    probe = frames.push(state, "probe", seat=seat)
    frames.push(state, frame_type, seat=seat, faction=state.factions[seat], **params)
    frames.settle(state)
    return probe


# -- playing -------------------------------------------------------------------------


def play(state: RootState, *moves: tuple[int, str]) -> list[Event]:
    """Apply notation through the checked `apply`, as a player would."""
    events: list[Event] = []
    for seat, text in moves:
        events += state.apply(seat, text)
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def prompt_kinds(state: RootState) -> list[tuple[int, str]]:
    return [(p.seat, p.kind) for p in state.pending()]


def rig_dice(state: RootState, high: int, low: int) -> None:
    """Set the generator so the next battle rolls `high` and `low` (in any order)."""
    faces = load_json("root", "general.json")["die_faces"]
    for seed in range(10_000):
        trial = Rng(seed)
        pair = sorted((trial.choice(faces), trial.choice(faces)), reverse=True)
        if pair == [high, low]:
            state.rng = Rng(seed)
            return
    raise AssertionError(f"no seed rolls {high}, {low}")


def count_pieces(state: RootState, faction: str) -> dict[str, int]:
    """Every piece of the faction, on the map and in its supply, by kind."""
    total = dict(state.faction_data[faction]["supply"])
    for clearing in state.woods.clearings:
        total["warriors"] += board.warriors(state.board, clearing, faction)
        for kind in board.buildings(state.board, clearing, faction) + board.tokens(
            state.board, clearing, faction
        ):
            total[kind] += 1
    return total
