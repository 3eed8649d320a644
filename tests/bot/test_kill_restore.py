"""Kill the process between (or during) actions; nothing committed is lost.

A worker process plays through the real game master on an SQLite file or a
PostgreSQL database and
prints a fingerprint of the state after each command. We SIGKILL it at an
arbitrary line, start it again (it resumes from the database), kill it again, and
so on. Finally every fingerprint ever printed must be reproduced by replaying
the stored log from setup, and the log must hold every printed seq.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from bot.sessions import effective_actions, load_session
from bot.storage import LogRecord
from games.core import get_game
from tests.support.databases import Database
from tests.support.kill_worker import fingerprint

ROOT = Path(__file__).resolve().parents[2]
KILL_AFTER_LINES = (7, 3, 25, 1, 14, 40)


def run_until_killed(db: str, seed: int, lines_wanted: int) -> list[tuple[int, int, str]]:
    """Start the worker, read `lines_wanted` lines, SIGKILL it, return all it printed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.support.kill_worker", db, str(seed)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert worker.stdout is not None
    printed = []
    try:
        for _ in range(lines_wanted):
            line = worker.stdout.readline()
            assert line, f"worker ended early with code {worker.poll()}"
            printed.append(line)
        worker.send_signal(signal.SIGKILL)  # while it keeps playing
        printed.extend(worker.stdout.readlines())  # what it printed before dying
    finally:
        worker.kill()
        worker.wait(timeout=30)
    assert worker.returncode == -signal.SIGKILL
    return [(int(sid), int(seq), digest) for sid, seq, digest in (p.split() for p in printed)]


def replay_to(records: list[LogRecord], seq: int, seats: int, options: dict, seed: int) -> dict:
    """The state the log describes right after record `seq`, replayed from setup."""
    standing = effective_actions([r for r in records if r.seq <= seq])
    moves = [(r.seat, r.text) for r in standing]
    return get_game("toy").replay(seats, options, seed, moves).to_json()  # type: ignore[arg-type]


async def check_database(database: Database, printed: list[tuple[int, int, str]]) -> None:
    async with database.store() as store:
        for sid in sorted({sid for sid, _, _ in printed}):
            session = await store.get_session(sid)
            assert session is not None
            setup = (len(session.seats), session.options, session.seed)
            records = await store.log(sid)
            assert [r.seq for r in records] == list(range(1, len(records) + 1))
            for _, seq, digest in (p for p in printed if p[0] == sid):
                assert seq <= len(records), f"printed seq {seq} of session {sid} was lost"
                state = replay_to(records, seq, *setup)
                assert fingerprint(state) == digest, f"state after {seq} differs"
            restored = await load_session(store, session)  # snapshot + log, as the bot does
            expected = replay_to(records, len(records), *setup)
            assert restored.state is not None and restored.state.to_json() == expected


async def test_sigkill_between_actions_loses_nothing(database: Database) -> None:
    printed: list[tuple[int, int, str]] = []
    for round_number, lines in enumerate(KILL_AFTER_LINES):
        printed += await asyncio.to_thread(
            run_until_killed, database.url, seed=31 + round_number, lines_wanted=lines
        )
        await check_database(database, printed)
    assert len(printed) >= sum(KILL_AFTER_LINES)
