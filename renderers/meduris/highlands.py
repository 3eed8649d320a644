"""The four highlands: each a stack of up to three workers over its supply.

Workers are drawn bottom to top with their height (1 = bottom), the number
players type in a move such as `move wood.1>stone`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from renderers.kit import (
    INK,
    MUTED,
    PAPER,
    RESOURCE_FILL,
    Box,
    Canvas,
    Point,
    lighter,
    resource_icon,
    seat_mark,
)
from renderers.meduris.reading import seat_styles
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

HIGHLANDS = ("wool", "wood", "stone", "copper")
STACK_HEIGHT = 3
WORKER_RADIUS = 30
LEVEL_STEP = 70
STACK_BASE = 86  # from the panel bottom to the bottom worker


def highland_boxes(box: Box) -> dict[str, Box]:
    """The four highland panels side by side in `box`."""
    left, top, right, bottom = box
    gap = 12
    width = (right - left - gap * (len(HIGHLANDS) - 1)) / len(HIGHLANDS)
    boxes = {}
    for i, resource in enumerate(HIGHLANDS):
        x = left + i * (width + gap)
        boxes[resource] = (x, top, x + width, bottom)
    return boxes


def worker_at(box: Box, level: int) -> Point:
    """The centre of the worker at `level` (0 = bottom) in a highland panel."""
    left, _, right, bottom = box
    return ((left + right) / 2, bottom - STACK_BASE - level * LEVEL_STEP)


def draw_highlands(
    canvas: Canvas, view: MedurisView, box: Box, words: Words, locale: str,
) -> None:
    for resource, panel in highland_boxes(box).items():
        draw_highland(canvas, view, resource, panel, words, locale)


def draw_highland(
    canvas: Canvas, view: MedurisView, resource: str, box: Box, words: Words, locale: str,
) -> None:
    left, top, right, bottom = box
    tint = lighter(RESOURCE_FILL[resource], 0.72)
    canvas.rect(box, PAPER, INK, 3, radius=14)
    mid = (left + right) / 2
    canvas.polygon([(left + 10, bottom - 44), (mid, top + 64), (right - 10, bottom - 44)], tint)
    resource_icon(canvas, resource, (left + 30, top + 28), 42, locale)
    canvas.text((left + 58, top + 28), words(resource), 28, INK, "lm", max_width=right - left - 66)
    draw_stack(canvas, view, resource, box)
    supply = int((view.get("supply") or {}).get(resource, 0))
    canvas.text((mid, bottom - 22), f"{words('supply')}: {supply}", 24, INK, "mm",
                max_width=right - left - 16)


def draw_stack(canvas: Canvas, view: MedurisView, resource: str, box: Box) -> None:
    """Workers from the bottom slot upwards; empty slots are faint rings."""
    stack = list((view.get("highlands") or {}).get(resource, []))
    styles = seat_styles(view)
    for level in range(max(STACK_HEIGHT, len(stack))):
        centre = worker_at(box, level)
        label_at = (centre[0] - WORKER_RADIUS - 34, centre[1])
        canvas.text(label_at, str(level + 1), 24, MUTED, "mm")
        if level < len(stack) and 0 <= int(stack[level]) < len(styles):
            seat_mark(canvas, centre, WORKER_RADIUS, styles[int(stack[level])])
        else:
            canvas.circle(centre, WORKER_RADIUS, None, MUTED, 2)
