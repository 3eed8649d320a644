"""A database file that is not SQLite, or is cut short: each command that opens
one says so in one sentence and exits with status 2 at once (issue 9, item 6).

The real command runs in a subprocess: the bug was a process that printed the
error and then never exited (aiosqlite's thread kept it alive), which only a
separate process with a timeout can show.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.storage import LogRecord, SeatRecord, SessionRecord, SQLiteStore

ROOT = Path(__file__).resolve().parents[2]
HANG = 30  # seconds: the command answers in about one; a hang would last forever
# A token of the right shape that Discord would refuse: the file must be judged
# before any network (there is none in the tests).
SHAPED_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB"


def not_sqlite(folder: Path) -> Path:
    path = folder / "notes.db"
    path.write_text("These are my notes, not a database.\n" * 40, encoding="utf-8")
    return path


def truncated(folder: Path) -> Path:
    """A real game database, cut to its first two pages."""
    path = folder / "cut.db"
    asyncio.run(_fill(path))
    assert path.stat().st_size > 4 * 4096
    with path.open("r+b") as file:
        file.truncate(2 * 4096)
    return path


async def _fill(path: Path) -> None:
    async with SQLiteStore(path) as store:
        seats = [SeatRecord(1, "Ana"), SeatRecord(None, "AI 1", "heuristic")]
        record = SessionRecord(None, 1, None, "meduris", {}, 5, 1, "running", seats)
        sid = await store.create_session(record)
        for seq in range(1, 200):
            await store.append(sid, LogRecord(seq, "action", 0, "pass " * 20, 1))


COMMANDS = {
    "play": ["play", "--players", "2", "--bots", "2", "--db"],
    "render": ["render", "--out", "board.png", "--session-db"],
    "bot": ["bot", "--db"],
}


@pytest.mark.parametrize("damage", [not_sqlite, truncated], ids=["not-sqlite", "truncated"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_damaged_database_file_gets_one_sentence_and_status_2(
    tmp_path: Path, command: str, damage: object
) -> None:
    path = damage(tmp_path)  # type: ignore[operator]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": SHAPED_TOKEN}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *COMMANDS[command], str(path)],
        cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=HANG,
    )
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"gamemaster {command}: {path}")
    assert "damaged or not an SQLite file" in lines[0]
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "board.png").exists()


@pytest.mark.parametrize("command", ["play", "bot"])
def test_a_folder_given_as_the_database_gets_one_sentence(tmp_path: Path, command: str) -> None:
    """aiosqlite cannot open it; its worker thread must not print a traceback after us."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": SHAPED_TOKEN}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *COMMANDS[command], str(tmp_path)],
        cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=HANG,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines() == [
        f"gamemaster {command}: cannot open {tmp_path}: unable to open database file"
    ]


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_device_given_as_the_database_gets_one_sentence(tmp_path: Path, command: str) -> None:
    """Issue 25, item 21: `--db /dev/null` ended in SQLite's "disk I/O error" traceback."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": SHAPED_TOKEN}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *COMMANDS[command], os.devnull],
        cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=HANG,
    )
    assert done.returncode == 2, done.stderr
    [line] = done.stderr.strip().splitlines()
    assert line.startswith(f"gamemaster {command}: {os.devnull} is not a regular file"), line
    assert "Traceback" not in done.stderr


async def test_a_read_that_fails_says_it_could_not_read(tmp_path: Path) -> None:
    """Issue 25, item 21: a command that only reads, on a database that fails under
    it, answered "I could not save that just now". It now says it could not read,
    and why, in the reader's language; nothing was being saved."""
    from bot.service import GameMaster
    from tests.support.players import ANA, CAL, CHANNEL, texts

    path = tmp_path / "gm.db"
    async with SQLiteStore(path) as store:
        first = GameMaster(store, render=False)
        assert (await first.lobby.new(CHANNEL, 7, ANA, "toy", {})).ok
    store = SQLiteStore(path)
    await store.open()  # the schema read; the sessions' pages not yet
    try:
        with path.open("r+b") as file:  # the disk fails under the running bot
            file.seek(4096)
            file.write(b"\xa5" * (path.stat().st_size - 4096))
        gm = GameMaster(store, render=False)
        english = await gm.showing.status(CHANNEL, ANA)
        assert not english.ok
        assert "could not read this game's saved record just now" in texts(english)
        assert "(the database file is damaged)" in texts(english)
        assert "could not save" not in texts(english)
        spanish = await gm.showing.status(CHANNEL, CAL)
        assert "No he podido leer" in texts(spanish)
    finally:
        await store.close()
