"""Time in the console (issue 13): `/wait hours:N` lets time pass on the console's
virtual clock and prints what fires meanwhile, each at its moment."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.console import Console
from bot.console_output import Transcript
from bot.console_parse import ConsoleLine, LineError, parse_line
from bot.service import GameMaster
from bot.storage import MemoryStore
from bot.timesource import VirtualTime

T0 = 1_750_000_000.0


def after(lines: list[str], marker: str) -> list[str]:
    return lines[lines.index(marker) + 1:]


def until_next_input(lines: list[str]) -> list[str]:
    echoed = [i for i, line in enumerate(lines) if line.startswith("> ")]
    return lines[: echoed[0]] if echoed else lines


def test_a_scripted_console_game_shows_reminders_and_an_ai_stepping_in(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("p1: /wait hours:30\np1: /wait hours:72\n", encoding="utf-8")
    code = main(["play", "--players", "2", "--seed", "3", "--option", "clock=1d",
                 "--option", "first_player=1", "--script", str(script)])
    printed = capsys.readouterr().out.splitlines()
    assert code == 0
    waited = until_next_input(after(printed, "> p1: /wait hours:30"))
    reminders = [line for line in waited if line.startswith("[public] p1,")]
    assert len(reminders) == 2 and all("(@p1)" in line for line in reminders)
    assert "half of your time" in reminders[0] and "is up" in reminders[1]
    assert waited[-1].startswith("[console] 30 h passed")
    later = after(printed, "> p1: /wait hours:72")
    marked = "(played by the normal AI: p1 is away)"
    moved = next(i for i, line in enumerate(later) if marked in line)
    assert "p1 has been away too long" in later[moved - 1]
    assert any(line.startswith("[public] p2, your turn") and "(@p2)" in line
               for line in later[moved:])


def test_the_clock_option_is_checked_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["play", "--players", "2", "--option", "clock=soon"])
    assert code == 2 and "“soon” is not a duration" in capsys.readouterr().err


def console(printed: list[str]) -> Console:
    store = MemoryStore()
    master = GameMaster(store, render=False, time=VirtualTime(T0))
    return Console(master, store, Transcript(write=printed.append))


async def test_waiting_without_a_game_and_badly_written_waits() -> None:
    printed: list[str] = []
    table = console(printed)
    assert await table.run_line("ana: /wait hours:5")
    assert printed[-1] == "[console] 5 h passed; it is now 2025-06-15 20:06 UTC."
    assert not await table.run_line("ana: /wait hours:0")
    assert "1 to 1440" in printed[-1]
    assert not await table.run_line("ana: /wait soon")
    real = Console(GameMaster(MemoryStore(), render=False), MemoryStore(),
                   Transcript(write=printed.append))
    assert not await real.run_line("ana: /wait hours:1")
    assert "real time" in printed[-1]


async def test_reminders_vacations_and_a_lobby_that_expires_in_the_console() -> None:
    printed: list[str] = []
    table = console(printed)
    await table.run_line("ana: /games reminders direct:on hours:2")
    assert printed[-1].startswith("[only ana] Your reminders") and "2 h" in printed[-1]
    await table.run_line("bea: /game new game:meduris lobby_expiry:1d")
    await table.run_line("bea: /wait hours:25")
    assert any("has expired after 1 d" in line for line in printed)
    await table.run_line("bea: /game new game:meduris first_player:1 clock:12h")
    await table.run_line("ana: /game join")
    await table.run_line("bea: /game start")
    await table.run_line("bea: /game vacation days:1")
    assert printed[-1].startswith("[public] bea is on vacation for 1 day:")  # one day
    await table.run_line("bea: /wait hours:24")
    assert not any("reminder" in line for line in after(printed, "> bea: /wait hours:24"))
    await table.run_line("bea: /wait hours:7")
    assert any("(@bea)" in line for line in after(printed, "> bea: /wait hours:7"))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("ana: /wait hours:30", ConsoleLine("ana", "wait", None, {"hours": "30"})),
        ("ana: /wait 30", ConsoleLine("ana", "wait", None, {"hours": "30"})),
        ("ana: /game clock 1d", ConsoleLine("ana", "game", "clock", {"time": "1d"})),
        ("ana: /game clock time:5d+1d absent:wait",
         ConsoleLine("ana", "game", "clock", {"time": "5d+1d", "absent": "wait"})),
        ("ana: /game vacation days:3", ConsoleLine("ana", "game", "vacation", {"days": "3"})),
        ("ana: /game resume", ConsoleLine("ana", "game", "resume", {})),
        ("ana: /games reminders direct:on hours:6",
         ConsoleLine("ana", "games", "reminders", {"direct": "on", "hours": "6"})),
    ],
)
def test_time_lines(line: str, expected: ConsoleLine) -> None:
    assert parse_line(line) == expected


def test_a_games_line_needs_a_subcommand() -> None:
    with pytest.raises(LineError, match="/games needs a subcommand: finished, list, reminders"):
        parse_line("ana: /games")


def test_since_times_follow_the_clock_the_deadlines_follow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 25, item 16: the console stamps moves with its virtual clock, so after
    `/wait` a move's "since" is the waited time, not the wall clock's."""
    script = tmp_path / "lines.txt"
    script.write_text("p1: /wait hours:30\np1: /play action:bonus 1\np1: /game status\n"
                      "p1: /games list\n", encoding="utf-8")
    code = main(["play", "--players", "2", "--bots", "1", "--seed", "3",
                 "--option", "first_player=1", "--script", str(script)])
    printed = capsys.readouterr().out.splitlines()
    assert code == 0
    waited = next(line for line in printed if line.startswith("[console] 30 h passed"))
    now = waited.split("it is now ")[1].rstrip(".")
    status = after(printed, "> p1: /game status")
    assert any(line.endswith(f"p1's turn, since {now}") for line in status), status
    listed = until_next_input(after(printed, "> p1: /games list"))
    assert any(f"your turn, since {now}" in line for line in listed), listed


def test_a_resumed_game_goes_on_from_the_time_it_was_waited_to(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 25, item 16: the virtual clock never goes back before what is stored."""
    db, first, second = tmp_path / "game.db", tmp_path / "one.txt", tmp_path / "two.txt"
    first.write_text("p1: /wait hours:500\np1: /play action:bonus 1\n", encoding="utf-8")
    second.write_text("p1: /game status\np1: /wait hours:1\n", encoding="utf-8")
    common = ["play", "--players", "2", "--bots", "1", "--seed", "3", "--option",
              "first_player=1", "--db", str(db)]
    assert main([*common, "--script", str(first)]) == 0
    waited = [line for line in capsys.readouterr().out.splitlines() if "500 h passed" in line]
    then = waited[0].split("it is now ")[1].rstrip(".")
    assert main([*common, "--script", str(second)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert any(line.endswith(f"p1's turn, since {then}") for line in printed), printed
    later = next(line for line in printed if "1 h passed" in line)
    assert later.split("it is now ")[1].rstrip(".") > then


@pytest.mark.parametrize(("said", "hours"), [("1d", 24), ("12h", 12), ("1d6h", 30), ("30", 30)])
def test_wait_reads_a_duration_as_the_clock_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], said: str, hours: int
) -> None:
    """Review of issue 25: `/wait 1d` (the form `clock:` takes) was refused as
    "`hours:` must be a whole number"."""
    script = tmp_path / "lines.txt"
    script.write_text(f"p1: /wait {said}\np1: /wait soon\n", encoding="utf-8")
    code = main(["play", "--players", "2", "--seed", "3", "--script", str(script)])
    printed = capsys.readouterr().out.splitlines()
    assert code == 0
    assert any(line.startswith(f"[console] {hours} h passed") for line in printed), printed
    refusal = until_next_input(after(printed, "> p1: /wait soon"))
    assert any("`/wait 1d`" in line for line in refusal), refusal
