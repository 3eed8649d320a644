"""Text laid over several lines, and sentence templates without their values."""

from __future__ import annotations

import string
from typing import Protocol


class Measures(Protocol):
    """A canvas, or anything that measures text like one (kit.details.Ruler)."""

    def text_width(self, text: str, size: float) -> float: ...

    def clip(self, text: str, size: float, max_width: float) -> str: ...


def wrap(canvas: Measures, text: str, size: float, width: float,
         max_lines: int | None) -> list[str]:
    """`text` broken at spaces into lines no wider than `width`; the last line kept
    ends in an ellipsis after its last whole word when some text did not fit.
    `max_lines=None`: every line (a box that grows with its text, as the detail
    pictures' question)."""
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
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        # Cut between words, so a number is never cut short ("clearing 1…" for 12).
        last = lines[-1]
        while " " in last and canvas.text_width(last + " \u2026", size) > width:
            last = last.rsplit(" ", 1)[0]
        lines[-1] = canvas.clip(last + " \u2026", size, width)
    return [canvas.clip(line, size, width) for line in lines]


def unfilled(template: str) -> str:
    """A catalog sentence with each `{field}` the view cannot fill shown as an
    ellipsis, and without code quotes."""
    parts = []
    try:
        for literal, field, _, _ in string.Formatter().parse(template):
            parts.append(literal)
            if field is not None:
                parts.append("\u2026")
    except ValueError:
        return template.replace("`", "")
    return "".join(parts).replace("`", "").strip()
