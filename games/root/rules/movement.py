"""Moving (Law of Root 3.2): any number of your warriors from one clearing to an
adjacent one, if you rule the origin, the target or both.

The `"move"` frame (`MovesFrame`): `seat`, `faction`, `moves` (how many moves may be
made), `optional` (may stop with `done` once `min_moves` are made),
`origin_suit` (every move starts in a clearing of that suit; "bird" or None =
any), `min_moves`. It finishes with the number of moves made, at once when no
move is possible. Placing is not moving: the keep lets pieces enter (6.2.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NotRequired

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, frames
from games.root.actions import Done, Move
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules.pieces import hired, rules_ties_factions

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def suit_allows(state: RootState, clearing: int, suit: str | None) -> bool:
    """Does `clearing` answer to a card of `suit`? A bird answers to any (2.1.1)."""
    return suit in (None, "bird") or state.woods.clearings[clearing].suit == suit


def river_access(state: RootState, faction: str) -> str:
    """Are rivers paths for `faction`? "" no, "path" yes, "free" yes and moved
    along whoever rules (`Faction.river_access`: the Riverfolk, 11.2.2, 11.2.7.II)."""
    found = {FACTIONS[f].river_access(state, faction) for f in state.factions}
    return "free" if "free" in found else "path" if "path" in found else ""


def targets(state: RootState, origin: int, access: str) -> list[tuple[int, bool]]:
    """(target, free) for each path out of `origin`: the land paths, then the
    rivers not doubling one when they are paths for the mover (`free`: rule
    does not matter on that river)."""
    land = state.woods.adjacent(origin)
    found = [(t, False) for t in land]
    if access:
        found += [(t, access == "free") for t in state.woods.river_adjacent(origin)
                  if t not in land]
    return found


def may_move(state: RootState, faction: str, origin: int, target: int) -> bool:
    """3.2.1: along a path, ruling the origin or the target (rule before the move)."""
    paths = dict(targets(state, origin, river_access(state, faction)))
    if target not in paths:
        return False
    ties = rules_ties_factions(state)
    ruled = board.rulers(state.board, ties, hired(state))
    return paths[target] or faction in (ruled[origin], ruled[target])


def legal_moves(state: RootState, faction: str, origin_suit: str | None = None) -> list[Move]:
    """Every move (3.2): each origin with warriors, each target, each number of warriors."""
    return [Move(n, origin, target)
            for origin, target, here in _paths_open(state, faction, origin_suit)
            for n in range(1, here + 1)]


def can_move(state: RootState, faction: str, origin_suit: str | None = None) -> bool:
    """Is any move (3.2) open? `legal_moves` non-empty, found without listing them
    (the Eyrie's Decree and the AI ask this often)."""
    return next(_paths_open(state, faction, origin_suit), None) is not None


def _paths_open(state: RootState, faction: str, origin_suit: str | None,
                ) -> Iterator[tuple[int, int, int]]:
    """(origin, target, warriors at the origin) for each path a move may take (3.2.1):
    the faction has warriors at the origin and rules one end, rule worked out once."""
    ties = rules_ties_factions(state)
    rulers = board.rulers(state.board, ties, hired(state))
    access = river_access(state, faction)
    for origin in sorted(state.woods.clearings):
        here = board.warriors(state.board, origin, faction)
        if here == 0 or not suit_allows(state, origin, origin_suit):
            continue
        # may_move, with rule read from the map's remembered rulers (`can_move` often
        # needs only the first path: no set of every ruled clearing first).
        ruled_origin = rulers[origin] == faction
        for target, free in targets(state, origin, access):
            if free or ruled_origin or rulers[target] == faction:
                yield origin, target, here


def do_move(state: RootState, seat: int, faction: str, move: Move) -> list[Event]:
    board.add_warriors(state.board, move.origin, faction, -move.count)
    board.add_warriors(state.board, move.target, faction, move.count)
    params = {"seat": seat, "faction": faction, "count": move.count}
    events = [Event("moved", {**params, "origin": move.origin, "target": move.target})]
    for other in state.factions:  # the Alliance's outrage (8.2.6) asks the mover at once
        hook = FACTIONS[other].after_warriors_moved
        events += hook(state, faction, move.origin, move.target, move.count)
    return events


class MovesFrame(FrameBase):
    """3.2: up to `moves` moves by `faction`'s warriors, each from a clearing of
    `origin_suit` (None or "bird": any); with `optional`, `done` stops once
    `min_moves` are `made`."""

    seat: int
    faction: str
    moves: int
    optional: bool
    origin_suit: str | None
    min_moves: int
    made: NotRequired[int]


def move_frame(seat: int, faction: str, moves: int, optional: bool, origin_suit: str | None,
               min_moves: int, frame_type: str = "move") -> MovesFrame:
    """The shared `"move"` frame, or a faction's frame of the same fields
    (`Faction.move_frame`: the Vagabond's pawn, 9.5.1)."""
    return MovesFrame(type=frame_type, seat=seat, faction=faction, moves=moves,
                      optional=optional, origin_suit=origin_suit, min_moves=min_moves)


class MoveFrame(Handler[MovesFrame, Move | Done]):
    """3.2.2: a piece may move several times; each move is its own choice."""

    type = "move"

    def _moves(self, state: RootState, frame: MovesFrame) -> list[Move]:
        if frame.get("made", 0) >= frame["moves"]:
            return []
        return legal_moves(state, frame["faction"], frame.get("origin_suit"))

    def prompt(self, state: RootState, frame: MovesFrame) -> Prompt | None:
        if frame.get("made", 0) >= frame["moves"] or not can_move(
                state, frame["faction"], frame.get("origin_suit")):
            return None
        left = frame["moves"] - frame.get("made", 0)
        return Prompt(frame["seat"], "move", {"left": left, "suit": frame.get("origin_suit")})

    def legal(self, state: RootState, frame: MovesFrame, seat: Seat) -> list[Move | Done]:
        made = frame.get("made", 0)
        stop = [Done()] if frame.get("optional") and made >= frame.get("min_moves", 0) else []
        return [*self._moves(state, frame), *stop]

    def apply(
        self, state: RootState, frame: MovesFrame, seat: Seat, action: Move | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state, frame.get("made", 0))
        frame["made"] = frame.get("made", 0) + 1
        return do_move(state, frame["seat"], frame["faction"], action)

    def run(self, state: RootState, frame: MovesFrame) -> list[Event]:
        return frames.finish(state, frame.get("made", 0))

    def resume(self, state: RootState, frame: MovesFrame, result: Any) -> list[Event]:
        return []  # a move's outrage (8.2.6) was answered: the next move, or the end

    def explain(
        self, state: RootState, frame: MovesFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if not isinstance(action, Move):
            return None
        return why_not_move(state, frame["faction"], action, frame.get("origin_suit"))


def why_not_move(
    state: RootState, faction: str, move: Move, origin_suit: str | None
) -> IllegalAction:
    """The first rule of 3.2 that the move breaks, in the player's words."""
    woods = state.woods
    if move.origin not in woods.clearings or move.target not in woods.clearings:
        return IllegalAction("root.error.no_clearing", count=len(woods.clearings))
    reachable = [t for t, _ in targets(state, move.origin, river_access(state, faction))]
    if move.target not in reachable:
        return IllegalAction(
            "root.error.not_adjacent", origin=move.origin,
            targets=", ".join(map(str, sorted(reachable))),
        )
    have = board.warriors(state.board, move.origin, faction)
    if have < move.count:
        return IllegalAction("root.error.few_warriors", clearing=move.origin, have=have)
    if not suit_allows(state, move.origin, origin_suit):
        return IllegalAction("root.error.origin_suit", clearing=move.origin, suit=origin_suit)
    if not may_move(state, faction, move.origin, move.target):
        return IllegalAction("root.error.must_rule", origin=move.origin, target=move.target)
    return IllegalAction("root.error.no_more_moves")
