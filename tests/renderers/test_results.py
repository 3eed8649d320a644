"""Results say who won and why (issue 25, item 12): the score graph crowns the game's
winners (not the highest line, not the lower seat of a tie), Mountain King's final board
names the winners by the result (not "crowned", the word of its coronation tokens), and
the result message says who won and why before the list of scores."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.messages import Texts
from bot.narration import result_text
from games.core import get_game
from games.core.types import Result
from renderers.kit import SEAT_STYLES
from renderers.kit.record import recording
from renderers.mountain_king import Words as KingWords
from renderers.mountain_king.status import status_text
from renderers.scores import ChartWords, score_chart
from tests.renderers.test_mountain_king import view_after

STYLES = [SEAT_STYLES["red"], SEAT_STYLES["blue"], SEAT_STYLES["green"]]
WORDS = ChartWords("Root: points per turn", "Points.", "turn", "points", "Winner: Cai")


def drawn(series, winners, ranking):
    with recording() as drawing:
        score_chart(series, ["Ana", "Bob", "Cai"], STYLES, WORDS, winners, ranking)
    return drawing.texts


def test_the_score_graph_crowns_the_winner_by_the_result() -> None:
    """A dominance win by the lower line: the legend names the winner, and of two equal
    final scores the winner's label comes first, whatever the seats."""
    texts = drawn([[0, 0, 0], [5, 2, 4], [14, 21, 14]], [2], [2, 1, 0])
    assert "Winner: Cai" in [t.text for t in texts]
    labels = {t.text: t.box[1] for t in texts if t.text in ("Ana  14", "Cai  14")}
    assert labels["Cai  14"] < labels["Ana  14"]  # the tie broken as the game broke it
    # Without a result, nothing is crowned and a tie stays in seat order.
    plain = drawn([[0, 0, 0], [5, 2, 4], [14, 21, 14]], [], [])
    assert "Winner: Cai" not in [t.text for t in plain]
    labels = {t.text: t.box[1] for t in plain if t.text in ("Ana  14", "Cai  14")}
    assert labels["Ana  14"] < labels["Cai  14"]


def test_the_graph_legend_is_worded_in_both_languages() -> None:
    en, es = Texts.of("en"), Texts.of("es")
    assert en("scores.winners", count=1, names="Ana") == "Winner: Ana"
    assert en("scores.winners", count=2, names="Ana, Bob") == "Winners: Ana, Bob"
    assert es("scores.winners", count=1, names="Ana") == "Gana: Ana"
    assert es("scores.winners", count=2, names="Ana, Bob") == "Ganan: Ana, Bob"


@pytest.mark.parametrize(("locale", "line"), [("en", "Winner: Cai (61 honour)"),
                                              ("es", "Gana: Cai (61 de honor)")])
def test_mountain_kings_final_board_names_the_winner_not_the_crowned(locale, line) -> None:
    """The coronation tokens (complete pyramids) may go to others than the winner."""
    view = view_after(5, 40)
    view["result"] = {"scores": [50, 40, 61, 58, 12], "winners": [2],
                      "ranking": [2, 3, 0, 1, 4], "details": {}}
    shown = ["Ana", "Bob", "Cai", "Dan", "Eve"]
    text = status_text(view, shown, KingWords(locale))
    assert text == line
    assert "Crowned" not in text and "Coronación" not in text


def session_with(result: Result, game: str = "root"):
    seats = [SimpleNamespace(name=n) for n in ("AI 1", "AI 2", "AI 3", "AI 4")]
    return SimpleNamespace(
        state=SimpleNamespace(result=lambda: result), game=get_game(game),
        record=SimpleNamespace(seats=seats))


@pytest.mark.parametrize(("locale", "why", "scores"), [
    ("en", "won by dominance", "Final scores:"),
    ("es", "ganó por dominio", "Puntuaciones finales:"),
])
def test_a_dominance_win_says_why_before_the_scores(locale, why, scores) -> None:
    result = Result((14, 21, 9, 3), (0,), (0, 1, 2, 3), {"how": "dominance", "faction": "marquise"})
    lines = result_text(session_with(result), Texts.of(locale)).split("\n")
    explained = next(i for i, line in enumerate(lines) if why in line)
    listed = lines.index(scores)
    assert explained < listed
    assert lines[listed + 1].startswith("1. AI 1") and lines[listed + 2].startswith("2. AI 2")
    assert "AI 1" in lines[1]  # the winner, right under the header


def test_a_tie_is_explained_before_the_ranking_it_orders() -> None:
    result = Result((30, 30, 9), (1,), (1, 0, 2), {})
    lines = result_text(session_with(result, "meduris"), Texts.of("en")).split("\n")
    assert lines.index("Equal scores are ordered by the game's tie-break.") < lines.index(
        "Final scores:")
    assert lines[-1] == "Well played, everyone!"
