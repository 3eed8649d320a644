"""Copying and stamping records, shared by every backend.

Stores hand out copies so a caller that mutates a record (the session cache
does, for lobby seats) never changes what is stored until it saves.
"""

from __future__ import annotations

import copy
import dataclasses
import time
from collections.abc import Callable

from bot.storage.base import ACTIVE_STATUSES, STATUSES, LogRecord, SessionRecord, StorageError

Clock = Callable[[], float]
"""Where a store reads the time it stamps records with: the wall clock, or the game
master's own time source (the console's virtual clock, so that "since" times and
deadlines follow one clock)."""


def now() -> float:
    return time.time()


def copy_session(record: SessionRecord) -> SessionRecord:
    return copy.deepcopy(record)


def stamped_log(record: LogRecord, clock: Clock = now) -> LogRecord:
    """The record with a creation time, if it had none."""
    if record.created_at:
        return record
    return dataclasses.replace(record, created_at=clock())


def check_status(record: SessionRecord) -> None:
    if record.status not in STATUSES:
        raise StorageError(f"unknown session status {record.status!r}")


def is_active(status: str) -> bool:
    return status in ACTIVE_STATUSES


def holds_seat(record: SessionRecord, user_id: int) -> bool:
    """Whether the user sits at the session in person (an AI seat is nobody's)."""
    return any(seat.user_id == user_id and not seat.is_ai for seat in record.seats)
