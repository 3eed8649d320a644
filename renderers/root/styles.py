"""The colours of Root's suits and of the map, and how each faction is told apart.

Every suit has its own animal symbol and every faction its own shape and
Rootlog letter (its panel's `SeatStyle`, renderers/root/factions.py), so the
board reads without telling colours apart.
"""

from __future__ import annotations

from renderers.kit import SeatStyle, lighter

SUIT_FILL: dict[str, tuple[int, int, int]] = {
    "fox": (206, 64, 52),
    "rabbit": (232, 190, 52),
    "mouse": (234, 138, 44),
    "bird": (84, 150, 206),
}
UNKNOWN_SUIT = (160, 160, 160)

FALLBACK_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
FALLBACK_FILLS = ((150, 60, 150), (120, 80, 40), (60, 60, 60), (200, 80, 140))

# The map itself
MEADOW = (220, 214, 170)
FOREST = (98, 142, 84)
FOREST_EDGE = (72, 110, 62)
TREE = (56, 92, 52)
PATH = (238, 222, 180)
PATH_EDGE = (150, 126, 86)
RIVER = (58, 132, 212)
RIVER_LIGHT = (150, 196, 238)
RUIN = (150, 146, 140)
SLOT_EMPTY = (250, 246, 232)
BATTLE = (200, 30, 30)


def suit_fill(suit: str | None) -> tuple[int, int, int]:
    return SUIT_FILL.get(str(suit or ""), UNKNOWN_SUIT)


def suit_tint(suit: str | None) -> tuple[int, int, int]:
    """The light inside of a clearing: pieces stay readable on it."""
    return lighter(suit_fill(suit), 0.5)


def faction_style(faction: str, index: int = 0) -> SeatStyle:
    """The style of a faction, as its panel declares it (renderers/root/factions.py);
    one we do not know yet gets a shape by its place."""
    # Late: the panels import their drawings, which read the styles.
    from renderers.root.factions import PANELS

    panel = PANELS.get(faction)
    if panel is not None:
        return panel.style
    letter = (faction[:1] or "?").upper()
    shape = FALLBACK_SHAPES[index % len(FALLBACK_SHAPES)]
    return SeatStyle(faction, FALLBACK_FILLS[index % len(FALLBACK_FILLS)], shape, letter)
