"""Text laid over several lines."""

from __future__ import annotations

from renderers.kit import Canvas


def wrap(canvas: Canvas, text: str, size: float, width: float, max_lines: int) -> list[str]:
    """`text` broken at spaces into lines no wider than `width`; the last line kept
    ends in an ellipsis when some text did not fit."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and canvas.text_width(trial, size) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = canvas.clip(lines[-1] + " \u2026", size, width)
    return [canvas.clip(line, size, width) for line in lines]


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
