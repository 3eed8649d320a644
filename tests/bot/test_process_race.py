"""Two real processes on one database (issue 16): racing on the same channels they
never both store a move, and killing one mid-load loses no acknowledged move.

Runs bench/bench_load.py's workers (each its own Python process with its own
store, playing through the game master) against the test's database and reads
the benchmark's final check: every acknowledged move stored once, at its seq.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.databases import Database

ROOT = Path(__file__).resolve().parents[2]


def load(database: Database, *flags: str) -> dict:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_load.py"), "--processes", "2",
         "--db", database.url, "--json", *flags],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


async def test_two_processes_racing_on_the_same_channels_never_both_store_a_move(
    database: Database,
) -> None:
    figures = load(database, "--race", "--channels", "3", "--seconds", "5")
    assert figures["accepted"] > 20, figures
    assert figures["conflicts"] > 0, figures  # they did race
    assert (figures["lost"], figures["duplicated"]) == (0, 0), figures


async def test_killing_one_of_two_processes_mid_load_loses_no_acknowledged_move(
    database: Database,
) -> None:
    if database.kind == "sqlite":
        pytest.skip("SQLite's kill-and-restore is tests/bot/test_kill_restore.py")
    figures = load(database, "--kill", "--channels", "10", "--seconds", "8")
    assert figures["accepted"] > 20, figures
    assert (figures["lost"], figures["duplicated"]) == (0, 0), figures
