"""The clearings: suit, number, building slots and the pieces in each.

A clearing is a circle tinted by its suit with a rim in the suit's colour and
the suit's animal on a badge, its number on top, a row of building slots in
the middle and, below, one chip per faction's warriors (its mark and how
many) and per kind of token. Chips have a white backing, so a crowded
clearing may spill over its rim and stay readable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from renderers.kit import INK, WHITE, Box, Canvas, Point, darker, seat_mark
from renderers.root import pieces
from renderers.root.factions import building_picture, token_picture
from renderers.root.layout import RADIUS, ClearingSpot, MapGeometry
from renderers.root.reading import listed, mapping, number, style_of
from renderers.root.styles import BATTLE, suit_fill, suit_tint
from renderers.root.suits import suit_badge

if TYPE_CHECKING:
    from games.root.view_types import ClearingView, RootView

RIM = 10
SLOT = 50
ROW_GAP = 6


@dataclass(frozen=True)
class ChipSizes:
    """How large a piece chip is drawn: the map's, or the clearing table's of the
    detail picture (renderers/root/by_clearing.py)."""

    mark: float  # radius of a warrior mark
    count: float  # the size of a count's digits
    token: float
    pawn: float  # a pawn's height
    height: float  # a row of chips


MAP_CHIPS = ChipSizes(mark=21, count=36, token=38, pawn=42, height=50)
"""On the board: a count's capitals 8.8 px high once the board is shown 400 px wide
(a phone), a mark 14 px across so its shape reads (issue 25 item 17)."""
CHIP_HEIGHT = MAP_CHIPS.height
MARK = MAP_CHIPS.mark
TOKEN = MAP_CHIPS.token
PAWN = MAP_CHIPS.pawn


@dataclass(frozen=True)
class Chip:
    """One entry in a clearing's piece rows: what it shows (e.g. "warriors:eyrie"),
    how wide it is and how to draw it from the middle of its left edge."""

    name: str
    width: float
    draw: Callable[[Canvas, Point], None]


def draw_clearings(canvas: Canvas, view: RootView, woods: MapGeometry,
                   battle_at: int | None) -> None:
    board = mapping(view.get("board"))
    for spot in woods.clearings.values():
        here = board.get(str(spot.id)) or {}
        if spot.id == battle_at:
            battle_ring(canvas, spot.centre)
        # An odd or missing clearing draws empty: its keys are read with .get.
        shown = cast("ClearingView", here if isinstance(here, dict) else {})
        draw_clearing(canvas, view, spot, shown)
        if spot.id == battle_at:
            battle_badge(canvas, spot.centre)


def draw_clearing(canvas: Canvas, view: RootView, spot: ClearingSpot,
                  here: ClearingView) -> None:
    x, y = spot.centre
    canvas.circle(spot.centre, RADIUS + 2, INK)
    canvas.circle(spot.centre, RADIUS, suit_fill(spot.suit))
    canvas.circle(spot.centre, RADIUS - RIM, suit_tint(spot.suit))
    canvas.text((x, y - 0.64 * RADIUS), str(spot.id), 38, INK, "mm", WHITE, 2)
    suit_badge(canvas, spot.suit, (x - 0.74 * RADIUS, y - 0.68 * RADIUS), 24)
    draw_slots(canvas, view, spot, listed(here.get("buildings")))
    draw_rows(canvas, chips_top(spot), piece_chips(canvas, view, here))


def draw_slots(canvas: Canvas, view: RootView, spot: ClearingSpot, built: list[Any]) -> None:
    """Every slot of the clearing left to right: buildings first (ruins too), then empties."""
    placed = [b for b in built if isinstance(b, list | tuple) and len(b) == 2]
    size, centres = slot_layout(spot, max(spot.slots, len(placed)))
    slot_plate(canvas, spot.suit, centres, size)
    for i, centre in enumerate(centres):
        if i < len(placed):
            owner, kind = str(placed[i][0]), str(placed[i][1])
            pieces.building(canvas, "ruin" if owner == "ruin" else kind, centre, size,
                            style_of(view, owner), building_picture(kind))
        else:
            pieces.slot(canvas, centre, size)


def slot_plate(canvas: Canvas, suit: str, centres: list[Point], size: float) -> None:
    """A dark plate of the clearing's suit under its row of slots, so that every
    building stands out from the clearing whatever its colour: a Lizard Cult garden
    (yellow) on a rabbit clearing (yellow) was lost in it (issue 25 item 17)."""
    if not centres:
        return
    edge = max(4.0, size * 0.1)
    (x1, y), (x2, _) = centres[0], centres[-1]
    canvas.rect((x1 - size / 2 - edge, y - size / 2 - edge, x2 + size / 2 + edge,
                 y + size / 2 + edge), slot_plate_colour(suit), radius=size * 0.22)


def slot_plate_colour(suit: str | None) -> tuple[int, int, int]:
    return darker(suit_fill(suit), 0.62)


def slot_layout(spot: ClearingSpot, count: int) -> tuple[float, list[Point]]:
    """The size of a clearing's slots and their centres, in a row above the middle."""
    if count <= 0:
        return SLOT, []
    size = min(SLOT, 1.6 * RADIUS / count - 6)
    x, y = spot.centre
    left = x - (count * size + (count - 1) * 6) / 2 + size / 2
    return size, [(left + i * (size + 6), y - 0.19 * RADIUS) for i in range(count)]


def piece_chips(canvas: Canvas, view: RootView, here: ClearingView,
                sizes: ChipSizes = MAP_CHIPS) -> list[Chip]:
    """One chip per faction's warriors, per pawn and per kind of token, in seat order.
    `canvas` only measures the counts (a detail picture's `Ruler` will do)."""
    chips = []
    warriors = here.get("warriors") if isinstance(here.get("warriors"), dict) else {}
    for faction in _by_seat(view, list(warriors)):
        count = number(warriors.get(faction))
        if count > 0:
            chips.append(warrior_chip(canvas, view, faction, count, sizes))
    for faction in _by_seat(view, [str(p) for p in listed(here.get("pawns"))]):
        chips.append(pawn_chip(view, faction, sizes))
    for (owner, kind), count in token_counts(view, listed(here.get("tokens"))):
        chips.append(token_chip(canvas, view, owner, kind, count, sizes))
    return chips


def _by_seat(view: RootView, found: list[str]) -> list[str]:
    order = [str(f) for f in listed(view.get("factions"))]
    known = [f for f in order if f in found]
    return known + sorted({f for f in found if f not in order})


def token_counts(view: RootView, tokens: list[Any]) -> list[tuple[tuple[str, str], int]]:
    counts: dict[tuple[str, str], int] = {}
    for entry in tokens:
        if isinstance(entry, list | tuple) and len(entry) == 2:
            key = (str(entry[0]), str(entry[1]))
            counts[key] = counts.get(key, 0) + 1
    order = [str(f) for f in listed(view.get("factions"))]
    rank = {f: i for i, f in enumerate(order)}
    return sorted(counts.items(), key=lambda kv: (rank.get(kv[0][0], 99), kv[0]))


def warrior_chip(canvas: Canvas, view: RootView, faction: str, count: int,
                 sizes: ChipSizes = MAP_CHIPS) -> Chip:
    style = style_of(view, faction)
    label = str(count)
    mark = sizes.mark
    width = 2 * mark + 10 + canvas.text_width(label, sizes.count) + 8

    def draw(c: Canvas, left_mid: Point) -> None:
        x, y = left_mid
        seat_mark(c, (x + mark + 4, y), mark, style)
        c.text((x + 2 * mark + 10, y), label, sizes.count, INK, "lm")

    return Chip(f"warriors:{faction}", width, draw)


def pawn_chip(view: RootView, faction: str, sizes: ChipSizes = MAP_CHIPS) -> Chip:
    """A Vagabond's pawn: a standing figure, told from the warriors' flat marks."""
    style = style_of(view, faction)
    tall = sizes.pawn
    return Chip(f"pawn:{faction}", tall * 0.8 + 10,
                lambda c, p: pieces.pawn(c, (p[0] + 5 + tall * 0.4, p[1]), tall, style))


def token_chip(canvas: Canvas, view: RootView, owner: str, kind: str, count: int,
               sizes: ChipSizes = MAP_CHIPS) -> Chip:
    style = style_of(view, owner)
    label = str(count) if count > 1 else ""
    token = sizes.token
    width = token + 8 + (canvas.text_width(label, sizes.count) + 6 if label else 0)

    def draw(c: Canvas, left_mid: Point) -> None:
        x, y = left_mid
        pieces.token(c, kind, (x + 4 + token / 2, y), token, style, token_picture(kind))
        if label:
            c.text((x + token + 8, y), label, sizes.count, INK, "lm")

    return Chip(f"{kind}:{owner}", width, draw)


def draw_rows(canvas: Canvas, top_centre: Point, chips: list[Chip]) -> None:
    """Chips in centred rows from `top_centre` down, each row on a white backing."""
    for backing, placed in row_layout(top_centre, chips):
        canvas.rect(backing, WHITE, INK, 1.5, radius=CHIP_HEIGHT / 2)
        for chip, left_mid in placed:
            chip.draw(canvas, left_mid)


def row_layout(top_centre: Point, chips: list[Chip],
               ) -> list[tuple[Box, list[tuple[Chip, Point]]]]:
    """Each row's backing box and where each of its chips starts (middle of its left edge)."""
    x, y = top_centre
    rows = []
    for row in flow(chips, [1.95 * RADIUS, 1.8 * RADIUS, 2.6 * RADIUS]):
        width = sum(chip.width for chip in row)
        left = x - width / 2
        backing = (left - 4, y - CHIP_HEIGHT / 2, left + width + 4, y + CHIP_HEIGHT / 2)
        placed = []
        for chip in row:
            placed.append((chip, (left, y)))
            left += chip.width
        rows.append((backing, placed))
        y += CHIP_HEIGHT + ROW_GAP
    return rows


def chips_top(spot: ClearingSpot) -> Point:
    """Where a clearing's piece rows begin: the middle of the first row."""
    return (spot.centre[0], spot.centre[1] + 0.4 * RADIUS)


def flow(chips: list[Chip], widths: list[float]) -> list[list[Chip]]:
    """Chips in rows no wider than `widths[i]` (the last width repeats); a chip wider
    than its row gets a row of its own."""
    rows: list[list[Chip]] = []
    current: list[Chip] = []
    for chip in chips:
        limit = widths[min(len(rows), len(widths) - 1)]
        if current and sum(c.width for c in current) + chip.width > limit:
            rows.append(current)
            current = []
        current.append(chip)
    if current:
        rows.append(current)
    return rows


def battle_ring(canvas: Canvas, centre: Point) -> None:
    """The last battle's clearing gets a red ring round it..."""
    canvas.circle(centre, RADIUS + 10, BATTLE)


def battle_badge(canvas: Canvas, centre: Point) -> None:
    """... and crossed swords on its rim."""
    x, y = centre
    badge = (x + 0.74 * RADIUS, y - 0.68 * RADIUS)
    canvas.circle(badge, 24, BATTLE, INK, 2.5)
    crossed_swords(canvas, badge, 30)


def crossed_swords(canvas: Canvas, centre: Point, size: float) -> None:
    x, y = centre
    s = size / 2
    for sign in (-1, 1):
        canvas.line([(x - sign * 0.8 * s, y + 0.8 * s), (x + sign * 0.7 * s, y - 0.7 * s)],
                    WHITE, size * 0.12)
        guard = (x - sign * 0.45 * s, y + 0.45 * s)
        canvas.line([(guard[0] - 0.25 * s, guard[1] - 0.25 * sign * s),
                     (guard[0] + 0.25 * s, guard[1] + 0.25 * sign * s)], WHITE, size * 0.1)
