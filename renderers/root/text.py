"""Text laid over several lines."""

from __future__ import annotations

from renderers.kit import Canvas
from renderers.kit.lines import wrap

__all__ = ["fit_lines", "wrap"]


def fit_lines(
    canvas: Canvas, text: str, width: float, height: float, sizes: tuple[float, ...] = (24, 21, 18),
) -> tuple[float, list[str]]:
    """The largest of `sizes` at which `text`, wrapped to `width`, fits `height` in
    full (lines 1.25 sizes apart), and its lines; at the smallest size the lines that
    fit, the last one ending in an ellipsis."""
    for size in sizes:
        room = max(1, int(height // (size * 1.25)))
        lines = wrap(canvas, text, size, width, room + 1)
        if len(lines) <= room:
            return size, lines
    size = sizes[-1]
    return size, wrap(canvas, text, size, width, max(1, int(height // (size * 1.25))))
