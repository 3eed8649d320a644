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
status strip, where everyone is (each character's space, each seat's camps), then
every panel one under the other in a narrow column, and the legend, so every
text is readable with the picture shown 400 px wide (renderers/kit/details.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from PIL import Image

from games.core import get_game
from renderers.kit import INK, PAPER, Canvas, SeatStyle, legend
from renderers.kit.boxes import legend_height
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import Ruler, stacked
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
from renderers.near_and_far.positions import draw_positions, positions_height
from renderers.near_and_far.reading import display_names, listed, map_data, seats, style_of
from renderers.near_and_far.status import (
    LEGEND_GAP,
    LEGEND_GLYPH,
    LEGEND_TEXT,
    draw_legend,
    draw_status,
    legend_entries,
    status_height,
)
from renderers.near_and_far.village import draw_side
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView

BACKGROUND = (70, 92, 84)


def public_part(view: dict[str, Any]) -> NearFarView:
    """The view without anything private, whatever the caller passed in: the one place
    where the contract's plain dict is read as Near and Far's view
    (games/near_and_far/view_types.py)."""
    if not isinstance(view, dict) or view.get("game") != "near_and_far" or not listed(
        view.get("seats")
    ):
        raise ValueError("a Near and Far board image needs a Near and Far view with its seats")
    return cast("NearFarView", {key: value for key, value in view.items() if key != "private"})


def previous_part(previous: dict[str, Any] | None) -> NearFarView | None:
    """The board shown before, read as a view: it may come from an older release, so
    what changed is compared defensively (renderers/kit/changes.py `changed_places`)."""
    return cast("NearFarView | None", previous)


def render(
    view: dict[str, Any],
    names: Sequence[str] | None = None,
    locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> Image.Image:
    public = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(public, names, words)
    players = len(seats(public))
    board = map_data(str(public.get("map") or "1"))
    canvas = Canvas(WIDTH, image_height(players), BACKGROUND, shown_width=SHOWN_WIDTH)
    draw_status(canvas, public, STATUS_BOX, shown, words)
    draw_map(canvas, public, board, words)
    draw_side(canvas, public, board, words)
    now = scores_now(public)
    for seat in range(players):
        draw_player(canvas, public, seat, panel_box(seat), shown, words, now[seat])
    draw_changes(canvas, public, before, board)
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
    public = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(public, names, words)
    players = len(seats(public))
    board = map_data(str(public.get("map") or "1"))
    width = DETAIL_WIDTH + 2 * PAD
    entries = legend_entries(words)
    status = status_height(Ruler(width), public, shown, words, DETAIL_WIDTH)
    key = legend_height(Ruler(width), DETAIL_WIDTH - 24, entries, LEGEND_GLYPH, LEGEND_TEXT,
                        LEGEND_GAP) + 20
    canvas, boxes = stacked(width, [status, positions_height(public)]
                            + [PANEL_HEIGHT] * players + [key], BACKGROUND, PAD)
    draw_status(canvas, public, boxes[0], shown, words, whole=True)
    draw_positions(canvas, public, board, boxes[1], shown, words)
    now = scores_now(public)
    same_table = before is not None and len(seats(before)) == players
    for seat in range(players):
        draw_player(canvas, public, seat, boxes[seat + 2], shown, words, now[seat])
        if same_table:
            assert before is not None
            draw_seat_changes(canvas, public, before, seat, boxes[seat + 2])
    left, top, right, bottom = boxes[-1]
    canvas.rect(boxes[-1], PAPER, INK, 3, radius=14)
    legend(canvas, (left + 12, top + 10, right - 12, bottom), entries, LEGEND_GLYPH, LEGEND_TEXT,
           LEGEND_GAP)
    return [canvas.finish()]


def scores_now(view: NearFarView) -> list[int | None]:
    """What each seat would score if the game ended now (None where the view
    cannot tell)."""
    players = len(seats(view))
    try:
        scores = get_game("near_and_far").public_scores(cast("dict[str, Any]", view))
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        scores = []
    return [int(scores[s]) if s < len(scores) else None for s in range(players)]


def seat_styles(view: dict[str, Any], locale: str = "en") -> list[SeatStyle]:
    """Each seat's colour and mark as the board draws them (the score graph)."""
    public, words = cast("NearFarView", view), Words(locale)  # the seats are all it reads
    return [style_of(public, s, words) for s in range(int(public.get("players", 0)))]
