"""Three and four seats from the command line: `gamemaster simulate --players 3
--option factions=...` and an all-AI `gamemaster play --players 4 --bots 4`
(the console's table), with the passive test doubles in the extra seats."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.cli import main

FOUR = "passive,eyrie,idle,marquise"


@pytest.mark.usefixtures("passive_factions")
@pytest.mark.parametrize(
    ("players", "factions"), [(3, "marquise,passive,eyrie"), (4, FOUR), (3, "random")]
)
def test_simulate_seats_three_and_four(
    capsys: pytest.CaptureFixture[str], players: int, factions: str
) -> None:
    code = main(["simulate", "--game", "root", "--players", str(players), "--games", "1",
                 "--seed", "3", "--option", f"factions={factions}", "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    figures = json.loads(out)
    assert figures["games"] == 1 and figures["errors"]["count"] == 0, figures


def test_simulate_refuses_seats_the_registered_factions_cannot_fill(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Four distinct factions seat at most four (the Vagabond twice, 9.7): a clear
    line, exit 2."""
    code = main(["simulate", "--game", "root", "--players", "5", "--games", "1"])
    err = capsys.readouterr().err
    assert code == 2 and "4" in err and "5" in err, err


@pytest.mark.usefixtures("passive_factions")
def test_play_with_four_ai_seats_plays_to_the_end_and_draws_boards(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`gamemaster play --game root --players 4 --bots 4 --out DIR`."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(["play", "--game", "root", "--players", "4", "--bots", "4", "--seed", "5",
                 "--option", f"factions={FOUR}", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0, out
    final = [line for line in out.splitlines() if "Final scores" in line]
    assert final and all(f"AI {seat}" in final[-1] for seat in range(1, 5)), out[-500:]
    assert any(p.name.endswith("-board.png") for p in tmp_path.iterdir())
