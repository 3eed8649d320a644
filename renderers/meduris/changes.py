"""What changed on the Meduris board since the board shown before: buildings and
bonus tokens on the plots, workers on the highlands, rune stones changing hands,
the druid's walk, and the scores (renderers/kit/changes.py draws the marks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from renderers.kit import Canvas
from renderers.kit.changes import changed_places, mark_box, mark_circle, score_changes
from renderers.meduris.highlands import highland_boxes
from renderers.meduris.layout import HIGHLANDS_BOX, BoardLayout
from renderers.meduris.path import DruidPath
from renderers.meduris.reading import druid_place, rune_holders, scores
from renderers.meduris.road import DRUID_SIZE, RUNE_SIZE, road_places

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView


def plot_contents(view: MedurisView) -> dict[int, Any]:
    """Each plot's building and bonus token."""
    return {int(p["number"]): (p.get("building"), p.get("bonus")) for p in view["plots"]}


def highland_contents(view: MedurisView) -> dict[str, Any]:
    return dict(view["highlands"])


def road_contents(view: MedurisView) -> dict[str, Any]:
    """Each rune stone's holder and the druid's place, by road piece name."""
    found: dict[str, Any] = {f"rune:{a}": h for a, h in rune_holders(view).items()}
    found["druid"] = druid_place(view)
    return found


def score_deltas(view: MedurisView, previous: MedurisView | None) -> list[int]:
    before = scores(previous) if previous else None
    return score_changes(scores(view), before)


def draw_changes(
    canvas: Canvas, view: MedurisView, previous: MedurisView | None, layout: BoardLayout,
    path: DruidPath,
) -> None:
    """Frame every plot and highland whose pieces changed, ring every road piece
    that changed hands or moved."""
    for number in sorted(changed_places(view, previous, plot_contents)):
        if number in layout.by_number:
            left, top, right, bottom = layout.by_number[number].cell
            mark_box(canvas, (left + 3, top + 3, right - 3, bottom - 3), width=7)
    boxes = highland_boxes(HIGHLANDS_BOX)
    for resource in sorted(changed_places(view, previous, highland_contents)):
        if resource in boxes:
            mark_box(canvas, boxes[resource], width=7, radius=14)
    places = road_places(view, layout)
    for name in sorted(changed_places(view, previous, road_contents)):
        if name == "druid" and druid_place(view)[0] == "stone":
            mark_circle(canvas, path.druid_at(druid_place(view)[1]), DRUID_SIZE * 0.75)
        elif name in places:
            size = DRUID_SIZE if name == "druid" else RUNE_SIZE
            mark_circle(canvas, places[name], size * 0.75)
