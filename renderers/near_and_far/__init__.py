"""The Near and Far board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image: a status strip (round, who must
act, the last roll, the end), the map (spaces with their numbers, paths with threat
and treasure symbols, quest tokens, camps by seat, the characters), the village with
who stands where, the tavern's row and the mine, the active threat, the trade routes,
and one panel per player (hearts, coins, gems, food, reputation, camps left, cards
in hand by number, team, reserve, animals, treasures, threats, artifacts, tokens,
chiefs), with a legend at the bottom.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from renderers.kit import Canvas
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.near_and_far.board import draw_map
from renderers.near_and_far.changes import draw_changes
from renderers.near_and_far.layout import (
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
    for seat in range(players):
        draw_player(canvas, view, seat, panel_box(seat), shown, words)
    draw_changes(canvas, view, previous, board)
    draw_legend(canvas, legend_box(players), words)
    return canvas.finish()
