"""The Near and Far board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image: a status strip (round, who must
act, the last roll, the end), the map (spaces with their numbers, paths with threat
and treasure symbols, quest tokens, camps by seat, the characters), the village with
who stands where, the tavern's row and the mine, the active threat, the trade routes,
and one panel per player (hearts, coins, gems, food, reputation, camps left, cards
in hand by number, team, reserve, animals, treasures, threats, artifacts, tokens,
chiefs), with a legend at the bottom. Each panel shows what the player would
score if the game ended now (`Game.public_scores`, from the public view).

`render_details(view, names, locale, previous)`: the picture a phone reads — the
status strip, then every panel one under the other in a narrow column, so every
text is readable with the picture shown 400 px wide (renderers/kit/details.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from games.core import get_game
from renderers.kit import Canvas
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import stacked
from renderers.near_and_far.board import draw_map
from renderers.near_and_far.changes import draw_changes, draw_seat_changes
from renderers.near_and_far.layout import (
    PAD,
    PANEL_HEIGHT,
    STATUS_BOX,
    WIDTH,
    image_height,
    legend_box,
    panel_box,
)
from renderers.near_and_far.players import draw_player
from renderers.near_and_far.reading import display_names, map_data, seats
from renderers.near_and_far.status import draw_legend, draw_status
from renderers.near_and_far.village import draw_side
from renderers.near_and_far.words import Words

BACKGROUND = (70, 92, 84)


def public_part(view: dict[str, Any]) -> dict[str, Any]:
    """The view without anything private, whatever the caller passed in."""
    if not isinstance(view, dict) or view.get("game") != "near_and_far" or not seats(view):
        raise ValueError("a Near and Far board image needs a Near and Far view with its seats")
    return {key: value for key, value in view.items() if key != "private"}


def render(
    view: dict[str, Any],
    names: Sequence[str] | None = None,
    locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> Image.Image:
    view = public_part(view)
    words = Words(locale)
    shown = display_names(view, names, words)
    players = len(seats(view))
    board = map_data(str(view.get("map") or "1"))
    canvas = Canvas(WIDTH, image_height(players), BACKGROUND, shown_width=SHOWN_WIDTH)
    draw_status(canvas, view, STATUS_BOX, shown, words)
    draw_map(canvas, view, board, words)
    draw_side(canvas, view, board, words)
    now = scores_now(view)
    for seat in range(players):
        draw_player(canvas, view, seat, panel_box(seat), shown, words, now[seat])
    draw_changes(canvas, view, previous, board)
    draw_legend(canvas, legend_box(players), words)
    return canvas.finish()


DETAIL_WIDTH = 600
"""The panels' width on the detail picture: narrow enough that the smallest panel
text stays readable at phone width."""


def render_details(
    view: dict[str, Any],
    names: Sequence[str] | None = None,
    locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> list[Image.Image]:
    """The status and every player's panel in one column, for a phone."""
    view = public_part(view)
    words = Words(locale)
    shown = display_names(view, names, words)
    players = len(seats(view))
    status_height = STATUS_BOX[3] - STATUS_BOX[1]
    canvas, boxes = stacked(DETAIL_WIDTH + 2 * PAD, [status_height] + [PANEL_HEIGHT] * players,
                            BACKGROUND, PAD)
    draw_status(canvas, view, boxes[0], shown, words)
    now = scores_now(view)
    same_table = previous is not None and len(seats(dict(previous))) == players
    for seat in range(players):
        draw_player(canvas, view, seat, boxes[seat + 1], shown, words, now[seat])
        if same_table:
            assert previous is not None
            draw_seat_changes(canvas, view, previous, seat, boxes[seat + 1])
    return [canvas.finish()]


def scores_now(view: dict[str, Any]) -> list[int | None]:
    """What each seat would score if the game ended now (None where the view
    cannot tell)."""
    players = len(seats(view))
    try:
        scores = get_game("near_and_far").public_scores(view)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        scores = []
    return [int(scores[s]) if s < len(scores) else None for s in range(players)]
