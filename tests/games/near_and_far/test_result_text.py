"""The final message in words ("Fin de la partida"): each player's score item by
item, and the tie-break (reputation, then coins and gems) when scores are equal."""

from __future__ import annotations

import re

import pytest

from bot.selfplay import game_seed, play_to_end
from games.core.types import Result
from tests.games.near_and_far.position import game

NAMES = ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_each_players_score_is_told_item_by_item(locale: str) -> None:
    seed = game_seed(5, 0)
    state = game().setup(3, {}, seed)
    play_to_end(state, seed, [game().agent("heuristic")] * 3)
    result = state.result()
    assert result is not None
    lines = game().result_lines(result, locale, NAMES)
    assert len(lines) >= 3
    for name, line in zip(NAMES, lines, strict=False):
        assert line.startswith(name) and not re.search(r"\{|result\.|\[", line), line
    assert game().catalog.text(locale, "result.part.camps") in lines[0]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_equal_scores_name_the_tie_break(locale: str) -> None:
    tied = Result(
        (40, 40, 30), (1,), (1, 0, 2),
        {"breakdown": [{"camps": 40}, {"camps": 40}, {"camps": 30}],
         "reputation": [2, 5, 0], "coins_and_gems": [9, 1, 3]},
    )
    lines = game().result_lines(tied, locale, NAMES)
    tie = lines[-1]
    assert "40" in tie and "Ann" in tie and "Bob" in tie and "Cy" not in tie
    assert "5" in tie and "9" in tie and "{" not in tie
