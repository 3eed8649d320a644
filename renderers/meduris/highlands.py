"""The four highlands: each a stack of up to three workers over its supply.

Workers are drawn bottom to top with their height (1 = bottom), the number
players type in a move such as `move wood.1>stone`.
"""

from __future__ import annotations

from typing import Any

from renderers.kit import (
    INK,
    MUTED,
    PAPER,
    RESOURCE_FILL,
    Box,
    Canvas,
    lighter,
    resource_icon,
    seat_mark,
)
from renderers.meduris.reading import seat_styles
from renderers.meduris.words import Words

HIGHLANDS = ("wool", "wood", "stone", "copper")
STACK_HEIGHT = 3
WORKER_RADIUS = 30
LEVEL_STEP = 70


def draw_highlands(
    canvas: Canvas, view: dict[str, Any], box: Box, words: Words, locale: str,
) -> None:
    left, top, right, bottom = box
    gap = 12
    width = (right - left - gap * (len(HIGHLANDS) - 1)) / len(HIGHLANDS)
    for i, resource in enumerate(HIGHLANDS):
        x = left + i * (width + gap)
        draw_highland(canvas, view, resource, (x, top, x + width, bottom), words, locale)


def draw_highland(
    canvas: Canvas, view: dict[str, Any], resource: str, box: Box, words: Words, locale: str,
) -> None:
    left, top, right, bottom = box
    tint = lighter(RESOURCE_FILL[resource], 0.72)
    canvas.rect(box, PAPER, INK, 3, radius=14)
    mid = (left + right) / 2
    canvas.polygon([(left + 10, bottom - 44), (mid, top + 64), (right - 10, bottom - 44)], tint)
    resource_icon(canvas, resource, (left + 30, top + 28), 42, locale)
    canvas.text((left + 58, top + 28), words(resource), 28, INK, "lm", max_width=right - left - 66)
    draw_stack(canvas, view, resource, (mid, bottom - 86))
    supply = int((view.get("supply") or {}).get(resource, 0))
    canvas.text((mid, bottom - 22), f"{words('supply')}: {supply}", 24, INK, "mm",
                max_width=right - left - 16)


def draw_stack(
    canvas: Canvas, view: dict[str, Any], resource: str, base: tuple[float, float],
) -> None:
    """Workers from the bottom slot upwards; empty slots are faint rings."""
    stack = list((view.get("highlands") or {}).get(resource, []))
    styles = seat_styles(view)
    x, y = base
    for level in range(max(STACK_HEIGHT, len(stack))):
        centre = (x, y - level * LEVEL_STEP)
        canvas.text((x - WORKER_RADIUS - 34, centre[1]), str(level + 1), 24, MUTED, "mm")
        if level < len(stack) and 0 <= int(stack[level]) < len(styles):
            seat_mark(canvas, centre, WORKER_RADIUS, styles[int(stack[level])])
        else:
            canvas.circle(centre, WORKER_RADIUS, None, MUTED, 2)
