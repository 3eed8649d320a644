"""Keeping the records: a listener on "game finished" stores the game's result and
rates its server's game again (bot/records.py, bot/ratings.py); `rebuild` does the
same for every stored game (`gamemaster ratings rebuild`).

Ratings are derived data. When a game finishes, its result is stored, then every
rating of its server and game is computed again from the stored results and
replaced as a whole (one transaction). Computing from the whole list rather than
adding one game to the stored numbers costs tens of milliseconds per hundred games
(bench/bench_ratings.py: about 0.5 s for a thousand four-player Root games, rated
overall, per faction and per season, on a busy 2-core machine) and leaves nothing to
drift: two games finishing at the same moment in two processes both end up rated
(the second to store its result rates both; a first writer that finds the results
changed under it computes again), and a rebuild gives the same numbers to the last
bit.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Protocol

from bot.clock import table_of
from bot.ratings import rate
from bot.records import GameResult, game_result
from bot.sessions import Session, load_session
from bot.storage.base import ResultRow, StorageError, Store

log = logging.getLogger(__name__)

RATE_ATTEMPTS = 3
"""Computations of a server's game when its results keep changing under it."""


def result_of(session: Session) -> GameResult | None:
    """The result of a finished session, None when it has none (not over, damaged)."""
    state = session.state
    if state is None or session.damaged or session.broken:
        return None
    return game_result(session.record, session.play.actions, state,
                       table_of(session.record).ai)


def result_row(result: GameResult) -> ResultRow:
    return ResultRow(result.session_id, result.guild_id, result.game, result.finished_at,
                     result.to_json())


def stored_results(rows: list[ResultRow]) -> list[GameResult]:
    """The results of stored rows; one that does not read as a result is left out."""
    out = []
    for row in rows:
        try:
            out.append(GameResult.from_json(row.data))
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("the result of session %s cannot be read (%s)", row.session_id, exc)
    return out


async def rerate(store: Store, guild_id: int, game: str) -> int:
    """Compute every rating of a server's game from its stored results and store
    them; returns how many results were rated."""
    for _attempt in range(RATE_ATTEMPTS):
        rows = await store.results(guild_id, game)
        results = stored_results(rows)
        seasons = await store.seasons(guild_id)
        await store.replace_ratings(guild_id, game, rate(guild_id, game, results, seasons))
        again = await store.results(guild_id, game)
        if [r.session_id for r in again] == [r.session_id for r in rows]:
            return len(results)
    return len(results)


class Listeners(Protocol):
    """Where the game master's bookkeeping listens (bot/tables.py `Tables`)."""

    on_finished: list[Callable[[Session], Awaitable[None]]]


def listen(tables: Listeners, store: Store) -> None:
    """Record every game when it is marked finished."""
    tables.on_finished.append(RecordKeeper(store))


class RecordKeeper:
    """Listens for "game finished": the result stored, the server's game rated again."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def __call__(self, session: Session) -> None:
        try:
            result = result_of(session)
            if result is None:
                return
            await self.store.save_result(result_row(result))
            await rerate(self.store, result.guild_id, result.game)
        except StorageError:
            # Derived data: `gamemaster ratings rebuild` writes it again.
            log.exception("could not record the result of session %s", session.id)


@dataclass
class Rebuilt:
    """What a rebuild did."""

    games: int = 0  # finished sessions read
    results: int = 0  # of them, with a result (rated)
    skipped: list[int] = field(default_factory=list)  # sessions that could not be read
    pools: int = 0  # (server, game) pairs rated


async def rebuild(store: Store, page: int = 200) -> Rebuilt:
    """Every result computed again from the stored sessions and logs, then every
    server's game rated again from them."""
    done = Rebuilt()
    rated: set[tuple[int, str]] = set()
    after = 0
    while True:
        records = await store.finished_sessions(after, page)
        if not records:
            break
        for record in records:
            assert record.id is not None
            after = record.id
            done.games += 1
            session = await load_session(store, record)
            result = result_of(session)
            if result is None:
                done.skipped.append(record.id)
                continue
            await store.save_result(result_row(result))
            done.results += 1
            rated.add((result.guild_id, result.game))
    for guild_id, game in sorted(rated):
        await rerate(store, guild_id, game)
    done.pools = len(rated)
    return done
