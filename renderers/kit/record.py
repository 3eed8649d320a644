"""What a canvas drew, for the layout checks: every text's box and size, every mark of
a change.

Drawing code never looks at this. A test (or `gamemaster` tooling) opens
`recording()` around a render and reads what was drawn: whether two texts overlap,
whether anything left the canvas, how large the smallest text is once the image is
shown 400 px wide, where the changes were marked. Outside `recording()` nothing is
kept, so rendering costs the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class DrawnText:
    text: str
    size: float  # the font size in layout units, after shrinking to fit
    box: Box  # the ink's bounding box in layout units
    canvas: int  # which canvas of the recording drew it (0 = the first)
    glyph: bool = False  # the letter or number inside a glyph, not a label


@dataclass(frozen=True)
class DrawnChange:
    box: Box  # the area marked as changed since the previous image, in layout units
    canvas: int


@dataclass
class Drawing:
    """Everything recorded while `recording()` was open."""

    texts: list[DrawnText] = field(default_factory=list)
    changes: list[DrawnChange] = field(default_factory=list)
    canvases: list[tuple[float, float, float]] = field(default_factory=list)
    """(layout width, layout height, shown width in pixels) of each canvas."""

    def of(self, canvas: int) -> Drawing:
        """What one canvas drew (a game may draw a board and a detail image)."""
        return Drawing(
            [t for t in self.texts if t.canvas == canvas],
            [c for c in self.changes if c.canvas == canvas],
            [self.canvases[canvas]],
        )


_CURRENT: ContextVar[Drawing | None] = ContextVar("renderers_drawing", default=None)


@contextmanager
def recording() -> Iterator[Drawing]:
    """Record what every canvas created inside the block draws."""
    drawing = Drawing()
    token = _CURRENT.set(drawing)
    try:
        yield drawing
    finally:
        _CURRENT.reset(token)


def current() -> Drawing | None:
    return _CURRENT.get()
