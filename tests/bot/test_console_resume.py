"""A console game killed midway and resumed with the same `--db` ends exactly as an
uninterrupted one: same log, same result (AI seats derive their choices from the seed)."""

from __future__ import annotations

import dataclasses
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

from bot.console import ConsoleSettings, open_or_resume, play_console
from bot.console_output import Transcript
from bot.storage import SQLiteStore
from tests.bot.test_console import make_console, play_humans

ROOT = Path(__file__).resolve().parents[2]
SEED = 31


def gamemaster(*args: str, stdin: str = "") -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], cwd=ROOT, input=stdin, capture_output=True,
        text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def final_line(printed: list[str]) -> str:
    endings = [line for line in printed if line.startswith("[console] game over")]
    assert len(endings) == 1, printed[-5:]
    return endings[0]


async def stored_log(path: Path) -> list[tuple[int, str, int | None, str, bool]]:
    store = SQLiteStore(path)
    await store.open()
    try:
        records = await store.log(1)
        return [(r.seq, r.kind, r.seat, r.text, r.forced) for r in records]
    finally:
        await store.close()


async def human_script() -> list[str]:
    """The lines p1 types in a 2-seat game against a heuristic bot, found by playing it."""
    console, _ = make_console()
    await open_or_resume(console, ConsoleSettings(players=2, bots=1, seed=SEED))
    lines: list[str] = []
    original = console.run_line

    async def recording(raw: str, echo: bool = True) -> bool:
        lines.append(raw)
        return await original(raw, echo)

    console.run_line = recording  # type: ignore[method-assign]
    await play_humans(console, ["p1"], seed=SEED)
    return lines


def run_until(proc: subprocess.Popen[str], marker: str, timeout: float = 60) -> list[str]:
    """Read the console's output until a line starts with `marker`."""
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    seen: list[str] = []
    while True:
        line = lines.get(timeout=timeout)
        assert line is not None, f"the console stopped early: {seen[-5:]}"
        seen.append(line)
        if line.startswith(marker):
            return seen


async def test_killed_game_with_a_person_resumes_and_ends_the_same(tmp_path: Path) -> None:
    script = await human_script()
    half = len(script) // 2
    full = tmp_path / "full.txt"
    full.write_text("\n".join(script) + "\n", encoding="utf-8")
    rest = tmp_path / "rest.txt"
    rest.write_text("\n".join(["# the second half", *script[half:]]) + "\n", encoding="utf-8")
    start = ["play", "--players", "2", "--bots", "1", "--seed", str(SEED)]

    whole = gamemaster(*start, "--db", str(tmp_path / "whole.db"), "--script", str(full))

    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", *start, "--db", str(tmp_path / "cut.db")],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert proc.stdin is not None
    proc.stdin.write("\n".join([*script[:half], "p1: /help"]) + "\n")
    proc.stdin.flush()
    run_until(proc, "[only p1] Each line is")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)

    resumed = gamemaster("play", "--db", str(tmp_path / "cut.db"), "--script", str(rest))
    assert resumed[0].startswith("[console] resuming session 1")
    assert final_line(resumed) == final_line(whole)
    assert await stored_log(tmp_path / "cut.db") == await stored_log(tmp_path / "whole.db")


async def copy_first_records(source: Path, target: Path, count: int) -> None:
    """The database as a kill after the first `count` log records would have left it."""
    old, new = SQLiteStore(source), SQLiteStore(target)
    await old.open()
    await new.open()
    try:
        record = await old.get_session(1)
        assert record is not None
        await new.create_session(dataclasses.replace(record, id=None, status="running"))
        for entry in (await old.log(1))[:count]:
            await new.append(1, entry)
    finally:
        await old.close()
        await new.close()


async def run_console(db: Path, script: Path, **settings: object) -> list[str]:
    printed: list[str] = []
    chosen = ConsoleSettings(db=str(db), script=str(script), **settings)  # type: ignore[arg-type]
    assert await play_console(chosen, Transcript(write=printed.append)) == 0
    return printed


async def test_an_ai_game_resumes_after_a_kill_between_any_two_actions(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    whole = tmp_path / "whole.db"
    ended = await run_console(whole, empty, players=3, bots=3, seed=SEED, ai_kind="random")
    expected_log = await stored_log(whole)
    for count in (0, 1, 57, len(expected_log) - 1):
        cut = tmp_path / f"cut{count}.db"
        await copy_first_records(whole, cut, count)
        resumed = await run_console(cut, empty)
        assert resumed[0].startswith("[console] resuming session 1")
        assert final_line(resumed) == final_line(ended)
        assert await stored_log(cut) == expected_log
