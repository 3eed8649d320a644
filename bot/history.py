"""Looking back at a game: its standing actions replayed from setup, turn by turn.

The log says who played what, not whose turn it was. Since the log alone replays a
game exactly (the seed drives every die and shuffle), a replay from setup tells each
action's turn (the grouped `/game log`, "what happened since your last move"), the
position after any move (`/game history`) and the public view at the end of every
turn (the replay posted when a game ends). A replay is pure engine work, a fraction
of a second for a whole game: callers run it off the event loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bot.sessions import Play, Session
from bot.storage.base import LogRecord
from games.core import Seat, State


@dataclass(frozen=True)
class Turn:
    """The standing actions played while it was one seat's turn, in order."""

    number: int  # 1 for the first turn of the game
    seat: Seat | None  # whose turn it was (None when the game names nobody)
    records: tuple[LogRecord, ...]

    @property
    def first(self) -> int:
        return self.records[0].seq

    @property
    def last(self) -> int:
        return self.records[-1].seq


@dataclass(frozen=True)
class TurnEnd:
    """The public view of the table when a turn ended (or at setup: `turn` 0)."""

    turn: int
    seq: int  # the move after which the view was taken (0: setup)
    view: dict[str, Any]
    seat: Seat | None = None  # whose turn it was


def fresh_state(session: Session) -> State:
    """The game as it was dealt, before any move."""
    record = session.record
    return session.game.setup(len(record.seats), record.options, record.seed)


def replayed(session: Session) -> Iterator[tuple[LogRecord, Seat | None, State]]:
    """Each standing action with whose turn it was when it was played, and the state
    just after it (one state, changed in place as the replay goes on)."""
    state = fresh_state(session)
    for record in session.actions:
        assert record.seat is not None
        turn = state.turn()
        state.apply(record.seat, record.text)
        yield record, turn, state


def turns(session: Session) -> list[Turn]:
    """The standing actions grouped by turn: a new turn starts whenever the seat
    whose turn it is changes (an ambush or a duel answered by another seat stays in
    the turn it interrupted)."""
    groups: list[tuple[Seat | None, list[LogRecord]]] = []
    for record, turn, _state in replayed(session):
        if not groups or groups[-1][0] != turn:
            groups.append((turn, []))
        groups[-1][1].append(record)
    return [Turn(n, seat, tuple(records)) for n, (seat, records) in enumerate(groups, start=1)]


def turn_ends(session: Session) -> list[TurnEnd]:
    """The public view at setup and after every turn, the last one being the end of
    the game: one frame per turn for the replay, one point per turn for the score
    graph."""
    ends = [TurnEnd(0, 0, fresh_state(session).view(None))]
    number = 0
    for record, turn, after in replayed(session):
        if after.turn() != turn or after.is_over():
            number += 1
            ends.append(TurnEnd(number, record.seq, after.view(None), turn))
        elif record is session.actions[-1]:  # a turn not finished yet
            ends.append(TurnEnd(number + 1, record.seq, after.view(None), turn))
    return ends


def state_after(session: Session, seq: int) -> State:
    """The position after move `seq` (0: as dealt): the standing actions up to it
    replayed from setup. A move later withdrawn by an undo is not in it."""
    state = fresh_state(session)
    for record in session.actions:
        if record.seq > seq:
            break
        assert record.seat is not None
        state.apply(record.seat, record.text)
    return state


def last_choice(play: Play, seats: set[Seat]) -> LogRecord | None:
    """The last move the seats chose themselves (not one the bot played for them)."""
    for record in reversed(play.actions):
        if record.seat in seats and not record.forced:
            return record
    return None


def news_for(play: Play, seats: set[Seat]) -> bool:
    """Whether another seat has moved since the seats' last own choice (what the
    "What happened" button of a turn would have to tell)."""
    for record in reversed(play.actions):
        if record.seat in seats:
            if not record.forced:
                return False
        else:
            return True
    return False
