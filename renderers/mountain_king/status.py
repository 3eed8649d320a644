"""Whose turn it is (and the turns left) or who was crowned, and the question
the player to act is asked: the title line of the board, the top of the
detail picture."""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import GOLD, WHITE, Canvas
from renderers.kit.asked import question
from renderers.kit.lines import wrap
from renderers.mountain_king.layout import BOARD_LEFT, WIDTH
from renderers.mountain_king.words import Names, Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView


def question_text(view: MountainKingView, shown: list[str], locale: str) -> str:
    """What the player to act is asked: the prompt's sentence as the channel reads
    it (renderers/kit/asked.py); "" if none."""
    if view.get("result"):
        return ""
    return question("mountain_king", view.get("pending"), shown, locale)


def draw_detail_status(canvas: Canvas, box: tuple[float, float, float, float], status: str,
                       question: str) -> None:
    """Whose turn, and the whole question under it, at the top of the detail picture
    (the box is as tall as its lines: render_details measures them)."""
    left, top, right, _ = box
    canvas.text((left + 4, top + 20), status, 26, GOLD, "lm", max_width=right - left - 8)
    for i, line in enumerate(wrap(canvas, question, 19, right - left - 8, None)):
        canvas.text((left + 4, top + 52 + i * 24), line, 19, WHITE, "lm")


def draw_title(canvas: Canvas, view: MountainKingView, shown: list[str], words: Words,
               t: Names) -> None:
    status = status_text(view, shown, words)
    canvas.text((BOARD_LEFT - 30, 12), t("game.name"), 28, WHITE, max_width=700)
    canvas.text((WIDTH - 18, 24), status, 26, GOLD, anchor="ra", max_width=720)


def status_text(view: MountainKingView, shown: list[str], words: Words) -> str:
    """Who plays (and the turns left), or who was crowned."""
    result, current, turns_left = view.get("result"), view.get("current"), view.get("turns_left")
    if result:
        winners = ", ".join(shown[s] for s in result["winners"])
        # The winners by the result, with their honour ("crowned" would name the
        # coronation tokens of complete pyramids, which others may hold).
        best = result["scores"][result["winners"][0]] if result["winners"] else 0
        status = words("winners", names=winners, count=len(result["winners"]), honour=best)
    elif current is not None:
        status = words("to_play", name=shown[current])
        if turns_left is not None:
            status += " · " + words("turns_left", count=turns_left)
    else:
        status = ""
    return status
