"""What changed since the previous board, and how the picture marks it.

Each game's renderer compares two public views (the one shown last time and the
one drawn now) place by place and marks the places whose pieces differ: a piece
placed, moved (both ends change) or removed. The mark is a thick magenta frame
with a white edge inside (seen on any ground, and told from the seat colours by
its shape as well as its colour); a changed score gets a "+3" tag beside it.

With no previous view (the first board of a game, or after a restart) nothing is
marked: a game that just began, or a board nobody has seen, has no "since".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, TypeVar

from renderers.kit.canvas import Box, Canvas, Point
from renderers.kit.palette import INK, WHITE

CHANGE = (232, 0, 150)
"""The colour of a change mark: a magenta no seat, ground or resource uses."""

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")  # a game's view type (a TypedDict, games/<game>/views.py)


def changed_keys(before: Mapping[K, Any], after: Mapping[K, Any]) -> set[K]:
    """The keys whose values differ, including keys present on one side only."""
    return {key for key in before.keys() | after.keys() if before.get(key) != after.get(key)}


def changed_places(
    view: V, previous: V | None, places: Callable[[V], Mapping[K, Any]],
) -> set[K]:
    """The places (as `places` names them in a view) whose contents differ between
    `previous` and `view`; none when there is no previous view or it cannot be read."""
    if not previous:
        return set()
    try:
        return changed_keys(places(previous), places(view))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return set()  # a previous view of another shape (an older release): mark nothing


def score_changes(
    scores: Iterable[int], previous: Iterable[int] | None,
) -> list[int]:
    """Each seat's score minus its score on the previous board (0 without one)."""
    now = list(scores)
    before = list(previous or [])
    if len(before) != len(now):
        return [0] * len(now)
    return [a - b for a, b in zip(now, before, strict=True)]


def mark_box(canvas: Canvas, box: Box, width: float = 6, radius: float = 8) -> None:
    """Frame `box` as changed: magenta outside, a white edge inside."""
    left, top, right, bottom = box
    canvas.rect(box, None, CHANGE, width, radius=radius)
    inset = width * 0.9
    inner = (left + inset, top + inset, right - inset, bottom - inset)
    canvas.rect(inner, None, WHITE, max(1.5, width * 0.35), radius=max(0.0, radius - inset))
    canvas.note_change(box)


def mark_circle(canvas: Canvas, centre: Point, radius: float, width: float = 6) -> None:
    """Ring a round place (a clearing, a map space) as changed."""
    x, y = centre
    canvas.circle(centre, radius, None, CHANGE, width)
    canvas.circle(centre, radius - width * 0.9, None, WHITE, max(1.5, width * 0.35))
    canvas.note_change((x - radius, y - radius, x + radius, y + radius))


def delta_tag(canvas: Canvas, at: Point, delta: int, size: float, anchor: str = "l") -> float:
    """A "+3" (or "−2") tag for a score that changed, its left edge (or right edge,
    anchor "r") at `at`, vertically centred; returns its width (0 for no change)."""
    if not delta:
        return 0.0
    text = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
    width = canvas.text_width(text, size) + size * 0.6
    x, y = at
    left = x if anchor == "l" else x - width
    half = size * 0.62
    box = (left, y - half, left + width, y + half)
    canvas.rect(box, CHANGE, INK, max(1.0, size * 0.06), radius=half)
    canvas.text((left + width / 2, y), text, size, WHITE, "mm")
    canvas.note_change(box)
    return width
