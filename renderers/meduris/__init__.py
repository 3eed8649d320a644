"""The Meduris board image, drawn from the public view only.

`render(view, names, locale, previous)` returns a PIL image: the ring of plots with its rune
areas, the great river, the druid's road and temple path, the highlands with
their workers, whose turn it is, the scores, and a legend; what changed since `previous` (the
board shown before) is framed, and score changes are tagged (changes.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from PIL import Image

from renderers.kit import Canvas, SeatStyle
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import Ruler, stacked
from renderers.meduris.changes import draw_changes, score_deltas
from renderers.meduris.highlands import draw_highlands
from renderers.meduris.layout import (
    CENTRE,
    HEIGHT,
    HIGHLANDS_BOX,
    PAD,
    SCORES_BOX,
    SIZE,
    STATUS_ROW,
    WIDTH,
    BoardLayout,
)
from renderers.meduris.legend import detail_legend_height, draw_detail_legend, draw_legend
from renderers.meduris.path import DruidPath, draw_path
from renderers.meduris.reading import display_names
from renderers.meduris.reading import seat_styles as meduris_styles
from renderers.meduris.ring import draw_ground, draw_plots, draw_river
from renderers.meduris.road import draw_road_pieces
from renderers.meduris.scores import draw_scores
from renderers.meduris.status import draw_status, extra_height
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

BACKGROUND = (44, 62, 48)


def public_part(view: dict[str, Any]) -> MedurisView:
    """The view without anything private, whatever the caller passed in: the one place
    where the contract's plain dict is read as Meduris's view (games/meduris/view_types.py)."""
    if not isinstance(view, dict) or not view.get("plots"):
        raise ValueError("a Meduris board image needs a Meduris view with its plots")
    return cast("MedurisView", {key: value for key, value in view.items() if key != "private"})


def previous_part(previous: dict[str, Any] | None) -> MedurisView | None:
    """The board shown before, read as a view: it may come from an older release, so
    what changed is compared defensively (renderers/kit/changes.py `changed_places`)."""
    return cast("MedurisView | None", previous)


def render(
    view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> Image.Image:
    board = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(board, names)
    layout = BoardLayout.from_view(board)
    canvas = Canvas(WIDTH, HEIGHT, BACKGROUND, shown_width=SHOWN_WIDTH)
    draw_ground(canvas)
    draw_plots(canvas, board, layout, words.locale)
    draw_river(canvas, words)
    path = DruidPath.from_view(board, layout)
    draw_centre(canvas, board, path, shown, words, score_deltas(board, before))
    draw_path(canvas, board, path, words)
    draw_road_pieces(canvas, board, layout)
    draw_changes(canvas, board, before, layout, path)
    draw_legend(canvas, (0, SIZE, WIDTH, HEIGHT), words)
    return canvas.finish()


def draw_centre(
    canvas: Canvas, view: MedurisView, path: DruidPath, names: Sequence[str], words: Words,
    deltas: Sequence[int] = (),
) -> None:
    status_left = max(CENTRE[0] + PAD, path.temple[0] + 84)
    status = (status_left, STATUS_ROW[0], CENTRE[2] - PAD, STATUS_ROW[1])
    draw_status(canvas, view, status, names, words, words.locale)
    draw_highlands(canvas, view, HIGHLANDS_BOX, words, words.locale)
    draw_scores(canvas, view, SCORES_BOX, names, words, deltas)


DETAIL_WIDTH = 820
"""The detail picture's width in layout units: the smallest text of the status,
highlands and scores (20) stays readable with the picture shown 400 px wide."""
ROW = 72


def render_details(
    view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> list[Image.Image]:
    """Whose turn, the question and the last roll, the highlands, the scores
    and the legend, in a column narrow enough for a phone."""
    board = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(board, names)
    players = len(board.get("seats", []))
    status = STATUS_ROW[1] - STATUS_ROW[0] + extra_height(
        Ruler(DETAIL_WIDTH), board, shown, words, DETAIL_WIDTH - 2 * PAD)
    heights = [status, HIGHLANDS_BOX[3] - HIGHLANDS_BOX[1],
               52 + ROW * max(1, players),
               detail_legend_height(words, DETAIL_WIDTH, DETAIL_WIDTH - 2 * PAD)]
    canvas, boxes = stacked(DETAIL_WIDTH, heights, BACKGROUND, PAD, PAD)
    draw_status(canvas, board, boxes[0], shown, words, words.locale, whole=True)
    draw_highlands(canvas, board, boxes[1], words, words.locale)
    draw_scores(canvas, board, boxes[2], shown, words, score_deltas(board, before))
    draw_detail_legend(canvas, boxes[3], words)
    return [canvas.finish()]


def seat_styles(view: dict[str, Any], locale: str = "en") -> list[SeatStyle]:
    """Each seat's colour, shape and letter as the board draws them (the score graph)."""
    return meduris_styles(cast("MedurisView", view))  # the seats are all it reads
