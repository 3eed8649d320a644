"""Rows of the records tables (results, ratings, seasons) to records and back,
shared by the SQLite and PostgreSQL stores.

These tables are derived data (`gamemaster ratings rebuild` writes them again from
the stored games), so a row that cannot be read is left out with a warning rather
than stopping a command: a statistic then misses one game until the rebuild.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from bot.storage.base import RatingRecord, ResultRow, SeasonRecord

# The session tables' column readers, for the same column kinds.
from bot.storage.rows import _integer as _int
from bot.storage.rows import _text

log = logging.getLogger(__name__)

RESULT_COLUMNS = "session_id, guild_id, game, finished_at, data"
"""What `save_result` writes; a row read back adds `message_id` (RESULT_READ)."""
RESULT_READ = RESULT_COLUMNS + ", message_id"
RATING_COLUMNS = "guild_id, game, season, faction, player, mu, sigma, games, wins, history"
SEASON_COLUMNS = "guild_id, number, name, started_at, ended_at"

_UNREADABLE = (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError)


def _float(raw: Any) -> float:
    """A rating's mu or sigma, a finishing or starting time (REAL / DOUBLE PRECISION)."""
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise TypeError(f"not a number: {raw!r}")
    return float(raw)


def result_values(row: ResultRow) -> tuple[Any, ...]:
    return (row.session_id, row.guild_id, row.game, row.finished_at,
            json.dumps(row.data, sort_keys=True))


def result_from_row(row: Any) -> ResultRow | None:
    try:
        data = json.loads(_text(row[4]))
        if not isinstance(data, dict):
            raise TypeError("the result is not an object")
        message = row[5] if isinstance(row[5], int) and not isinstance(row[5], bool) else None
        return ResultRow(_int(row[0]), _int(row[1]), _text(row[2]), _float(row[3]), data,
                         message)
    except _UNREADABLE as exc:
        log.warning("a stored result cannot be read (%s): left out until a rebuild", exc)
        return None


def rating_values(rating: RatingRecord) -> tuple[Any, ...]:
    return (rating.guild_id, rating.game, rating.season, rating.faction, rating.player,
            rating.mu, rating.sigma, rating.games, rating.wins,
            json.dumps([list(point) for point in rating.history]))


def rating_from_row(row: Any) -> RatingRecord | None:
    try:
        history = json.loads(_text(row[9]))
        return RatingRecord(
            _int(row[0]), _text(row[1]), _int(row[2]), _text(row[3]), _text(row[4]),
            _float(row[5]), _float(row[6]), _int(row[7]), _int(row[8]),
            tuple((int(p[0]), float(p[1]), float(p[2]), float(p[3])) for p in history),
        )
    except _UNREADABLE as exc:
        log.warning("a stored rating cannot be read (%s): left out until a rebuild", exc)
        return None


def season_from_row(row: Any) -> SeasonRecord | None:
    try:
        ended = row[4]
        return SeasonRecord(_int(row[0]), _int(row[1]), _text(row[2]), _float(row[3]),
                            None if ended is None else _float(ended))
    except _UNREADABLE as exc:
        log.warning("a stored season cannot be read (%s): left out", exc)
        return None


def readable(items: list[Any]) -> list[Any]:
    return [item for item in items if item is not None]
