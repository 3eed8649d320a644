"""The druid's temple and the stone path from it to the ring.

Stone 0 is the temple itself; stones 1..n lead from the temple to the road,
joining it between plot `ring_entry_after` and the next plot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from renderers.kit import INK, WHITE, Canvas, Point
from renderers.meduris import pieces
from renderers.meduris.layout import BoardLayout
from renderers.meduris.reading import druid_place
from renderers.meduris.ring import ROAD_FILL
from renderers.meduris.words import Words

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

INWARD = {"top": (0.0, 1.0), "right": (-1.0, 0.0), "bottom": (0.0, -1.0), "left": (1.0, 0.0)}
FIRST_STONE = 30  # distance from the road to the nearest stone
STONE_STEP = 52
TEMPLE_GAP = 86  # from stone 1 to the temple's centre
DOLMEN_GREY = (150, 146, 138)
DRUID_SIZE = 60


@dataclass(frozen=True)
class DruidPath:
    junction: Point
    stones: tuple[Point, ...]  # stones[0] is stone 1, next to the temple
    temple: Point

    @classmethod
    def from_view(cls, view: MedurisView, layout: BoardLayout) -> DruidPath:
        (jx, jy), side = layout.junction()
        dx, dy = INWARD[side]
        count = max(0, int(view.get("druid_stones", 3)))
        far = FIRST_STONE + max(0, count - 1) * STONE_STEP
        stones = tuple(
            (jx + dx * (far - i * STONE_STEP), jy + dy * (far - i * STONE_STEP))
            for i in range(count)
        )
        reach = far + TEMPLE_GAP if count else FIRST_STONE + TEMPLE_GAP
        return cls((jx, jy), stones, (jx + dx * reach, jy + dy * reach))

    def druid_at(self, stone: int) -> Point:
        """Where the druid is drawn on stone `stone` (0: in front of his temple)."""
        if 1 <= stone <= len(self.stones):
            return self.stones[stone - 1]
        return (self.temple[0], self.temple[1] + 4)


def draw_path(canvas: Canvas, view: MedurisView, path: DruidPath, words: Words) -> None:
    """Sandy track, numbered stones, the dolmen temple, and the druid if he is on it."""
    canvas.line([path.junction, path.temple], ROAD_FILL, 40)
    for number, stone in enumerate(path.stones, start=1):
        pieces.stone_slab(canvas, stone, 42)
        canvas.text(stone, str(number), 20, INK, "mm")
    draw_dolmen(canvas, path.temple, 104, words)
    where, index = druid_place(view)
    if where == "stone":
        pieces.druid(canvas, path.druid_at(index), DRUID_SIZE)


def draw_dolmen(canvas: Canvas, centre: Point, size: float, words: Words) -> None:
    """The druid's temple: two standing stones under a capstone, named beneath."""
    x, y = centre
    s = size
    edge = max(2.0, s * 0.035)
    for side in (-1, 1):
        canvas.rect((x + side * 0.36 * s - 0.11 * s, y - 0.26 * s,
                     x + side * 0.36 * s + 0.11 * s, y + 0.34 * s), DOLMEN_GREY, INK, edge,
                    radius=s * 0.04)
    canvas.rect((x - 0.56 * s, y - 0.42 * s, x + 0.56 * s, y - 0.24 * s), DOLMEN_GREY, INK, edge,
                radius=s * 0.06)
    canvas.text((x, y + 0.47 * s), words("druid"), s * 0.22, WHITE, "mm", INK, 2.5)
