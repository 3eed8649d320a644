"""An in-memory `Store` for tests and the console: same rules as SQLite, no file."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Sequence
from typing import Any

from bot.storage.base import (
    ChannelBusy,
    LogRecord,
    RatingRecord,
    ReminderPrefs,
    Restoring,
    ResultRow,
    SeasonOpen,
    SeasonRecord,
    SeqConflict,
    SessionConflict,
    SessionEnded,
    SessionRecord,
    StorageError,
)
from bot.storage.lifecycle import Lifecycle
from bot.storage.records import (
    Clock,
    check_status,
    copy_session,
    holds_seat,
    is_active,
    now,
    stamped_log,
)


class MemoryStore(Lifecycle):
    """Keeps everything in dictionaries; records are copied in and out."""

    def __init__(self, *, clock: Clock = now) -> None:
        self.clock = clock  # the time records are stamped with
        self._sessions: dict[int, SessionRecord] = {}
        self._logs: dict[int, dict[int, LogRecord]] = {}
        self._snapshots: dict[int, dict[int, dict[str, Any]]] = {}
        self._settings: dict[tuple[int, str], str] = {}
        self._characters: dict[tuple[int, int, str], str] = {}
        self._reminders: dict[int, ReminderPrefs] = {}
        self._leases: dict[str, tuple[str, float]] = {}  # name -> (holder, expires_at)
        self._next_id = 1
        self._results: dict[int, ResultRow] = {}
        self._ratings: dict[tuple[int, str], list[RatingRecord]] = {}
        self._seasons: dict[int, list[SeasonRecord]] = {}
        self._hidden: set[tuple[int, int]] = set()

    async def open(self) -> None:
        """Nothing to open; present for the `Store` protocol."""

    async def close(self) -> None:
        """Nothing to release; the data stays until the object is dropped."""

    # -- sessions ---------------------------------------------------------------
    def _check_channel_free(self, record: SessionRecord) -> None:
        if not is_active(record.status):
            return
        for other in self._sessions.values():
            busy = other.channel_id == record.channel_id and is_active(other.status)
            if busy and other.id != record.id:
                raise ChannelBusy(f"channel {record.channel_id} has session {other.id}")

    async def create_session(self, record: SessionRecord) -> int:
        check_status(record)
        self._check_channel_free(record)
        record.id, self._next_id = self._next_id, self._next_id + 1
        record.created_at = record.updated_at = self.clock()
        record.version = 1
        self._sessions[record.id] = copy_session(record)
        self._logs[record.id] = {}
        self._snapshots[record.id] = {}
        return record.id

    async def update_session(self, record: SessionRecord) -> None:
        """Store the record if nobody changed it since it was read (`Store.update_session`)."""
        check_status(record)
        current = self._sessions.get(record.id)  # type: ignore[arg-type]
        if current is None:
            raise StorageError(f"no session {record.id}")
        if current.version != record.version:
            raise SessionConflict(
                f"session {record.id} was changed by another writer (version"
                f" {current.version}, read at {record.version})"
            )
        self._check_channel_free(record)
        stored = copy_session(record)
        for part in record.damaged:  # never written back (none arise in memory)
            setattr(stored, part, copy.deepcopy(getattr(current, part)))
        stored.created_at, stored.updated_at = current.created_at, self.clock()
        stored.version = current.version + 1
        self._sessions[current.id] = stored  # type: ignore[index]
        record.updated_at, record.version = stored.updated_at, stored.version

    async def get_session(self, session_id: int) -> SessionRecord | None:
        record = self._sessions.get(session_id)
        return copy_session(record) if record else None

    async def sessions_of_user(self, user_id: int) -> list[SessionRecord]:
        return [
            copy_session(record)
            for _id, record in sorted(self._sessions.items())
            if is_active(record.status) and holds_seat(record, user_id)
        ]

    async def last_session(self, channel_id: int) -> SessionRecord | None:
        mine = [sid for sid, record in self._sessions.items() if record.channel_id == channel_id]
        return copy_session(self._sessions[max(mine)]) if mine else None

    async def active_session(self, channel_id: int) -> SessionRecord | None:
        for record in self._sessions.values():
            if record.channel_id == channel_id and is_active(record.status):
                return copy_session(record)
        return None

    async def restoring(self, channel_id: int) -> Restoring | None:
        record = await self.active_session(channel_id)
        if record is None:
            return None
        assert record.id is not None
        log = await self.log(record.id)
        snapshot = await self.latest_snapshot(record.id)
        return Restoring(record, lambda: log, lambda: snapshot)

    async def due_sessions(self, now: float, limit: int = 50) -> list[SessionRecord]:
        due = [
            record
            for record in self._sessions.values()
            if is_active(record.status) and record.due_at is not None and record.due_at <= now
        ]
        due.sort(key=lambda record: (record.due_at, record.id))
        return [copy_session(record) for record in due[: max(0, int(limit))]]

    # -- log --------------------------------------------------------------------
    async def append(self, session_id: int, record: LogRecord) -> None:
        log = self._logs.get(session_id)
        if log is None:
            raise StorageError(f"no session {session_id}")
        if not is_active(self._sessions[session_id].status):
            raise SessionEnded(f"session {session_id} has ended: nothing more is logged")
        if record.seq in log:
            raise SeqConflict(f"session {session_id} already has record {record.seq}")
        log[record.seq] = copy.deepcopy(stamped_log(record, self.clock))

    async def append_all(
        self,
        session_id: int,
        records: Sequence[LogRecord],
        update: SessionRecord | None = None,
    ) -> bool:
        """`append` for each record in order, then `update` if nobody changed the
        session since it was read (`Store.append_all`). Nothing can fail between
        the records here unless `append` is overridden (a test's store, as another
        process or a full disk would): the error then says how many stand."""
        for index, record in enumerate(records):
            try:
                await self.append(session_id, record)
            except StorageError as exc:
                exc.stored = index
                raise
        if update is None:
            return False
        try:
            await self.update_session(update)
        except (SessionConflict, ChannelBusy):  # another writer first: the records stand
            return False
        return True

    async def log(self, session_id: int, after_seq: int = 0) -> list[LogRecord]:
        log = self._logs.get(session_id, {})
        return [copy.deepcopy(log[seq]) for seq in sorted(log) if seq > after_seq]

    # -- snapshots --------------------------------------------------------------
    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None:
        if session_id not in self._snapshots:
            raise StorageError(f"no session {session_id}")
        self._snapshots[session_id][seq] = copy.deepcopy(state)

    async def latest_snapshot(self, session_id: int) -> tuple[int, dict[str, Any]] | None:
        snapshots = self._snapshots.get(session_id)
        if not snapshots:
            return None
        seq = max(snapshots)
        return seq, copy.deepcopy(snapshots[seq])

    async def drop_snapshots_after(self, session_id: int, seq: int) -> None:
        snapshots = self._snapshots.get(session_id, {})
        for taken in [s for s in snapshots if s > seq]:
            del snapshots[taken]

    # -- settings ---------------------------------------------------------------
    async def get_setting(self, guild_id: int, key: str) -> str | None:
        return self._settings.get((guild_id, key))

    async def set_setting(self, guild_id: int, key: str, value: str | None) -> None:
        if value is None:
            self._settings.pop((guild_id, key), None)
        else:
            self._settings[(guild_id, key)] = str(value)

    # -- campaign characters ----------------------------------------------------
    async def get_character(self, guild_id: int, user_id: int, game: str) -> str | None:
        return self._characters.get((guild_id, user_id, game))

    async def set_character(self, guild_id: int, user_id: int, game: str, data: str) -> None:
        self._characters[(guild_id, user_id, game)] = str(data)

    # -- reminders ----------------------------------------------------------------
    async def get_reminders(self, user_id: int) -> ReminderPrefs:
        return copy.copy(self._reminders.get(user_id) or ReminderPrefs(user_id))

    async def set_reminders(self, prefs: ReminderPrefs) -> None:
        stored = self._reminders.get(prefs.user_id)
        last = stored.last_nudge_at if stored else 0.0
        self._reminders[prefs.user_id] = dataclasses.replace(prefs, last_nudge_at=last)

    async def claim_nudge(self, user_id: int, now: float, every: float) -> bool:
        prefs = self._reminders.get(user_id) or ReminderPrefs(user_id)
        if prefs.last_nudge_at > now - every:
            return False
        self._reminders[user_id] = dataclasses.replace(prefs, last_nudge_at=now)
        return True

    # -- leases -------------------------------------------------------------------
    async def claim_lease(self, name: str, holder: str, now: float, ttl: float) -> bool:
        current = self._leases.get(name)
        if current is not None and current[0] != holder and current[1] > now:
            return False
        self._leases[name] = (holder, now + ttl)
        return True

    async def release_lease(self, name: str, holder: str) -> None:
        if self._leases.get(name, ("", 0.0))[0] == holder:
            del self._leases[name]

    # -- records, ratings, seasons ----------------------------------------------------
    async def finished_sessions(self, after_id: int = 0, limit: int = 500) -> list[SessionRecord]:
        found = [copy_session(record) for sid, record in sorted(self._sessions.items())
                 if sid > after_id and record.status == "finished"]
        return found[: max(0, int(limit))]

    async def save_result(self, row: ResultRow) -> None:
        kept = self._results.get(row.session_id)
        message = kept.message_id if kept is not None else None
        self._results[row.session_id] = dataclasses.replace(copy.deepcopy(row),
                                                            message_id=message)

    async def set_result_message(self, session_id: int, message_id: int) -> None:
        if session_id in self._results:
            self._results[session_id] = dataclasses.replace(self._results[session_id],
                                                            message_id=message_id)

    async def results(self, guild_id: int, game: str | None = None) -> list[ResultRow]:
        found = [row for row in self._results.values()
                 if row.guild_id == guild_id and (game is None or row.game == game)]
        found.sort(key=lambda row: (row.finished_at, row.session_id))
        return copy.deepcopy(found)

    async def result(self, session_id: int) -> ResultRow | None:
        return copy.deepcopy(self._results.get(session_id))

    async def replace_ratings(
        self, guild_id: int, game: str, ratings: Sequence[RatingRecord]
    ) -> None:
        self._ratings[(guild_id, game)] = list(ratings)

    async def ratings(
        self, guild_id: int, game: str | None = None, player: str | None = None
    ) -> list[RatingRecord]:
        found = [rating for (guild, kept), ratings in self._ratings.items()
                 if guild == guild_id and (game is None or kept == game)
                 for rating in ratings if player is None or rating.player == player]
        found.sort(key=lambda r: (r.game, r.season, r.faction, r.player))
        return found

    async def seasons(self, guild_id: int) -> list[SeasonRecord]:
        return list(self._seasons.get(guild_id, []))

    async def start_season(self, guild_id: int, name: str, now: float) -> SeasonRecord:
        seasons = self._seasons.setdefault(guild_id, [])
        if any(season.ended_at is None for season in seasons):
            raise SeasonOpen(f"server {guild_id} has a season under way")
        season = SeasonRecord(guild_id, len(seasons) + 1, name, now)
        seasons.append(season)
        return season

    async def end_season(self, guild_id: int, now: float) -> SeasonRecord | None:
        seasons = self._seasons.get(guild_id, [])
        for index, season in enumerate(seasons):
            if season.ended_at is None:
                seasons[index] = dataclasses.replace(season, ended_at=now)
                return seasons[index]
        return None

    async def set_hidden(self, guild_id: int, user_id: int, hidden: bool) -> None:
        if hidden:
            self._hidden.add((guild_id, user_id))
        else:
            self._hidden.discard((guild_id, user_id))

    async def hidden_players(self, guild_id: int) -> set[int]:
        return {user for guild, user in self._hidden if guild == guild_id}
