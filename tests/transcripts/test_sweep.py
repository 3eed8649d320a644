"""The transcript sweep (issue 25, goal "A transcript sweep"): a whole game of each
game in both languages, one person among heuristic AI seats, every line the game
master posts or answers collected (tests/transcripts/driver.py) and read by the
checks of tests/transcripts/checks.py. Seeded, so a failure replays exactly."""

from __future__ import annotations

import pytest

from tests.transcripts.checks import defects
from tests.transcripts.driver import TABLES, play_game


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("table", sorted(TABLES))
async def test_a_whole_game_reads_well(table: str, locale: str) -> None:
    transcript = await play_game(table, locale)
    game = transcript.game
    assert transcript.finished, f"{table} did not finish within the sweep's moves"
    # A real transcript: prompts, buttons, log lines, private answers, rules, status.
    kinds = {where.split("/")[0].split(":")[0] for where, _ in transcript.lines}
    assert {"start", "play", "status", "hand", "rules", "choices", "log", "card"} <= kinds
    assert any(where.endswith("/button") for where, _ in transcript.lines)
    found = defects(transcript.lines, game, locale, transcript.names)
    assert found == [], "\n".join(found[:40])
