"""The colours of Root's suits and factions, and how each is told apart.

Every suit has its own animal symbol and every faction its own shape and
Rootlog letter, so the board reads without telling colours apart.
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

FACTION_STYLES: dict[str, SeatStyle] = {
    "marquise": SeatStyle("orange", (238, 122, 24), "square", "C"),
    "eyrie": SeatStyle("blue", (34, 84, 184), "circle", "E"),
    "alliance": SeatStyle("green", (40, 150, 72), "triangle", "A"),
    "vagabond": SeatStyle("grey", (92, 92, 100), "star", "V"),
    "vagabond2": SeatStyle("black", (44, 44, 50), "star", "G"),
    "lizards": SeatStyle("yellow", (226, 206, 40), "hexagon", "L"),
    "riverfolk": SeatStyle("teal", (28, 158, 168), "diamond", "O"),
}
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
    """The style of a faction; one we do not know yet gets a shape by its place."""
    if faction in FACTION_STYLES:
        return FACTION_STYLES[faction]
    letter = (faction[:1] or "?").upper()
    shape = FALLBACK_SHAPES[index % len(FALLBACK_SHAPES)]
    return SeatStyle(faction, FALLBACK_FILLS[index % len(FALLBACK_FILLS)], shape, letter)
