"""A finished game's record: who sat where, who won, how long it took (issue 29).

Plain code, no Discord and no storage: `game_result(record, actions, state)` reads
a finished session (its stored record, its standing log records and its final
state) and gives a `GameResult`, the one thing ratings (bot/ratings.py), `/stats`,
`/leaderboard` and `/games finished` read. It is derived data: the same session
always gives the same result, so `gamemaster ratings rebuild` recomputes it.

What a result holds is public, and only that: the final ranking and scores, the
factions in the public view (Root), the seats' names and levels, and when each
public move was stored. Nothing a seat held privately (a hand, a screen, a
private prompt's choices) is read, so no statistic can tell it.

Players. A person's seat is the person (`u:<id>`); an AI seat is the AI at its
level (`ai:hard`, `ai:normal`, `ai:easy`, `ai:random`), each level one player of
its own. A person's seat whose own decisions were made mostly by a stand-in
(an AI that played for them while they were away, `LogRecord.stand_in`) counts
for that AI: more than `STAND_IN_THRESHOLD` of its decisions (half) and the seat
is the stand-in's level, not the person.

Times. A decision is a run of a seat's own moves in a row (forced moves left out);
the time it took is from the record before the run (anyone's) to the first record
of the run. Only a person's own decisions are timed (not a stand-in's, not an
AI's). Undone moves are gone from the log and are not counted.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.storage.base import LogRecord, SessionRecord
from games.core.agents import level_of
from games.core.game import State

STAND_IN_THRESHOLD = 0.5
"""A person's seat counts for the stand-in AI when more than this share of its own
decisions (moves the seat chose, forced ones left out) were made by the stand-in."""

PERSON = "u:"
AI = "ai:"


def person_key(user_id: int) -> str:
    return f"{PERSON}{user_id}"


def ai_key(kind: str) -> str:
    """An AI player's key by level: `search` plays at `hard`; `random` is its own."""
    return f"{AI}{level_of(kind) or kind}"


def user_of(player: str) -> int | None:
    """The user id of a person's key, None for an AI."""
    if player.startswith(PERSON):
        try:
            return int(player[len(PERSON):])
        except ValueError:
            return None
    return None


def level_in(player: str) -> str | None:
    """The level of an AI player's key (`ai:hard` -> `hard`), None for a person."""
    return player[len(AI):] if player.startswith(AI) else None


@dataclass(frozen=True)
class SeatResult:
    """One seat at the end: who it counts for, where it finished, and how it played."""

    player: str  # `u:<id>` or `ai:<level>` (a seat mostly played by a stand-in: the AI)
    name: str  # the seat's name as the table showed it
    rank: int  # 1: a winner; then by the game's ranking (its tie-breaks applied)
    score: int
    faction: str | None = None  # Root: the faction the seat played
    user_id: int | None = None  # the person who held the seat, even when it counts for an AI
    moves: int = 0  # the seat's own decisions' moves, forced moves left out
    stand_in_share: float = 0.0  # of those, the share a stand-in made (0 for AI seats)
    times: tuple[float, ...] = ()  # seconds each of the person's own decisions took

    @property
    def won(self) -> bool:
        return self.rank == 1

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player, "name": self.name, "rank": self.rank, "score": self.score,
            "faction": self.faction, "user_id": self.user_id, "moves": self.moves,
            "stand_in_share": self.stand_in_share, "times": list(self.times),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatResult:
        user = data.get("user_id")
        faction = data.get("faction")
        return cls(
            player=str(data["player"]), name=str(data["name"]), rank=int(data["rank"]),
            score=int(data["score"]), faction=None if faction is None else str(faction),
            user_id=None if user is None else int(user), moves=int(data.get("moves", 0)),
            stand_in_share=float(data.get("stand_in_share", 0.0)),
            times=tuple(float(t) for t in data.get("times", ())),
        )


@dataclass(frozen=True)
class GameResult:
    """A finished game, as the records keep it."""

    session_id: int
    guild_id: int  # 0: played outside a server
    channel_id: int
    game: str
    started_at: float  # the first stored move
    finished_at: float  # the last stored move (the game ended with it)
    moves: int  # every standing move of the log, automatic ones included
    seats: tuple[SeatResult, ...] = field(default_factory=tuple)

    @property
    def days(self) -> float:
        return max(0.0, self.finished_at - self.started_at) / 86400

    def winners(self) -> list[SeatResult]:
        return [seat for seat in self.seats if seat.won]

    def to_json(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id, "guild_id": self.guild_id,
            "channel_id": self.channel_id, "game": self.game,
            "started_at": self.started_at, "finished_at": self.finished_at,
            "moves": self.moves, "seats": [seat.to_json() for seat in self.seats],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameResult:
        return cls(
            session_id=int(data["session_id"]), guild_id=int(data["guild_id"]),
            channel_id=int(data["channel_id"]), game=str(data["game"]),
            started_at=float(data["started_at"]), finished_at=float(data["finished_at"]),
            moves=int(data["moves"]),
            seats=tuple(SeatResult.from_json(seat) for seat in data["seats"]),
        )


def game_result(
    record: SessionRecord, actions: Sequence[LogRecord], state: State, stand_in_kind: str
) -> GameResult | None:
    """The result of a finished session: None when its game is not over (an aborted
    or unfinished session never counts). `actions` are the standing records of its
    log, in order; `stand_in_kind` the agent kind that stood in for absent people
    (the table's `ai=` setting)."""
    result = state.result()
    if record.id is None or result is None or not record.seats:
        return None
    view = state.view(None)
    factions = _factions(view, len(record.seats))
    ranks = _ranks(result.winners, result.ranking, len(record.seats))
    times = _decision_times(actions)
    seats = []
    for index, seat in enumerate(record.seats):
        own = [a for a in actions if a.seat == index and not a.forced]
        stood_in = sum(1 for a in own if a.stand_in)
        share = stood_in / len(own) if own and not seat.is_ai else 0.0
        if seat.is_ai:
            player = ai_key(seat.agent or "heuristic")
        elif share > STAND_IN_THRESHOLD or seat.user_id is None:
            player = ai_key(stand_in_kind)
        else:
            player = person_key(seat.user_id)
        seats.append(SeatResult(
            player=player, name=seat.name, rank=ranks[index],
            score=int(result.scores[index]) if index < len(result.scores) else 0,
            faction=factions[index], user_id=None if seat.is_ai else seat.user_id,
            moves=len(own), stand_in_share=round(share, 4),
            times=() if seat.is_ai else tuple(times.get(index, ())),
        ))
    stamps = [a.created_at for a in actions if a.created_at]
    started = min(stamps) if stamps else record.created_at
    finished = max(stamps) if stamps else record.updated_at
    return GameResult(
        session_id=record.id, guild_id=record.guild_id or 0, channel_id=record.channel_id,
        game=record.game, started_at=started, finished_at=finished, moves=len(actions),
        seats=tuple(seats),
    )


def _ranks(winners: Sequence[int], ranking: Sequence[int], seats: int) -> list[int]:
    """1 for every winner (a team wins together), then each seat's place in the
    game's ranking; a seat the ranking forgot comes last."""
    ranks = [seats] * seats
    for place, seat in enumerate(ranking, start=1):
        if 0 <= seat < seats:
            ranks[seat] = place
    for seat in winners:
        if 0 <= seat < seats:
            ranks[seat] = 1
    return ranks


def _factions(view: Any, seats: int) -> list[str | None]:
    """The faction of each seat, as the public view shows it (Root), else None."""
    factions = view.get("factions") if isinstance(view, Mapping) else None
    if not isinstance(factions, list) or len(factions) != seats:
        return [None] * seats
    return [str(f) if isinstance(f, str) and f else None for f in factions]


def _decision_times(actions: Sequence[LogRecord]) -> dict[int, list[float]]:
    """Per seat, the seconds each of its person's own decisions took (module docstring)."""
    times: dict[int, list[float]] = {}
    previous: LogRecord | None = None
    for record in actions:
        starts_run = (
            record.seat is not None and not record.forced and not record.stand_in
            and (previous is None or previous.seat != record.seat or previous.forced)
        )
        if starts_run and previous is not None and record.created_at and previous.created_at:
            assert record.seat is not None
            waited = max(0.0, record.created_at - previous.created_at)
            times.setdefault(record.seat, []).append(round(waited, 3))
        previous = record
    return times
