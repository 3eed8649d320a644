"""The map clearing by clearing: the first detail picture a phone reads.

On the board shown 400 px wide the map stays recognisable, but a turn is
planned with what stands in each clearing, and the chips there are small. This
table gives one row per clearing, in the reader's order of numbers: the
clearing (its suit's badge and colour, its number), its building slots as on
the map (buildings, ruins, free slots on the suit's dark plate), then the same
chips as the map (each faction's warriors with its mark and count, pawns,
tokens with their count), and the clearings its paths lead to. Forests where a
Vagabond stands follow as rows of their own. Under the table, the legend: each
faction's mark with its name, the suits and every piece in play.

Everything here is measured before the canvas exists (`Ruler`), so the
picture is exactly as tall as its rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from renderers.kit import INK, MUTED, PAPER, WHITE, Canvas, LegendEntry, Point, seat_mark
from renderers.kit.boxes import legend
from renderers.kit.canvas import Box
from renderers.kit.changes import changed_places, mark_box
from renderers.kit.details import Ruler, least_size
from renderers.root import pieces
from renderers.root.changes import clearing_contents
from renderers.root.clearings import Chip, ChipSizes, piece_chips, slot_plate
from renderers.root.factions import building_picture, plays_a_pawn
from renderers.root.forests import forest_pawns
from renderers.root.layout import MapGeometry
from renderers.root.legend import entries as piece_entries
from renderers.root.reading import factions, listed, mapping, style_of
from renderers.root.styles import FOREST, RIVER, suit_fill, suit_tint
from renderers.root.suits import suit_badge
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import ClearingView, RootView

TABLE_CHIPS = ChipSizes(mark=15, count=26, token=30, pawn=34, height=38)
"""The map's chips, smaller: a detail picture is drawn at half the board's
units per pixel, so these are still twice the map's size on a phone."""
TAB = 84  # the clearing's number tab
SLOT = 34
SLOT_GAP = 5
PATHS = 82  # the column of clearings the paths lead to
GAP = 10
ROW_PAD = 6
LINE_GAP = 4
HEADER = 30
TITLE = 40
NUMBER_SIZE = 28
LEGEND_GLYPH = 28


@dataclass(frozen=True)
class Row:
    """One row of the table: a clearing (or a forest with pawns)."""

    key: str  # the clearing's number, or the forest's Rootlog id
    label: str  # the clearing's number, or the forest's word
    suit: str | None  # None for a forest
    buildings: list[Any]
    slots: int
    lines: list[list[Chip]]  # the chips, wrapped to the pieces column
    paths: list[str]  # the clearings its paths lead to, then "≈n" by river ([] for a forest)
    forest: str = ""  # the forest's clearings ("3·7·11·12")

    @property
    def height(self) -> float:
        chips = len(self.lines) * TABLE_CHIPS.height + max(0, len(self.lines) - 1) * LINE_GAP
        return max(TABLE_CHIPS.height, SLOT, chips) + 2 * ROW_PAD


@dataclass(frozen=True)
class Columns:
    left: float
    slots: float  # where the slots begin
    pieces: float  # where the chips begin
    paths: float  # where the paths column begins
    right: float

    @property
    def pieces_width(self) -> float:
        return self.paths - GAP - self.pieces


def columns(box: Box, slots: int) -> Columns:
    left, _, right, _ = box
    slots_left = left + TAB + GAP
    pieces_left = slots_left + slots * (SLOT + SLOT_GAP) + GAP
    return Columns(left, slots_left, pieces_left, right - PATHS, right)


def rows(measure: Any, view: RootView, woods: MapGeometry, words: Words,
         width: float) -> list[Row]:
    """Every clearing's row, then a row per forest a pawn stands in. `measure` is a
    Canvas or a Ruler: only its text_width is used."""
    board = mapping(view.get("board"))
    most = max((s.slots for s in woods.clearings.values()), default=1)
    for here in board.values():
        most = max(most, len(listed(mapping(here).get("buildings"))))
    cols = columns((0, 0, width, 0), most)
    found = []
    neighbours = _neighbours(woods)
    for spot in sorted(woods.clearings.values(), key=lambda s: s.id):
        here = cast("ClearingView", mapping(board.get(str(spot.id))))
        chips = piece_chips(measure, view, here, TABLE_CHIPS)
        built = [b for b in listed(here.get("buildings"))
                 if isinstance(b, list | tuple) and len(b) == 2]
        found.append(Row(str(spot.id), str(spot.id), spot.suit, built,
                         max(spot.slots, len(built)), wrap(chips, cols.pieces_width),
                         neighbours.get(spot.id, [])))
    for forest, pawns in sorted(forest_pawns(view).items()):
        chips = [c for f in pawns for c in piece_chips(measure, view, cast(
            "ClearingView", {"pawns": [f]}), TABLE_CHIPS)]
        found.append(Row(forest, words("forest"), None, [], 0, wrap(chips, cols.pieces_width),
                         [], "\u00b7".join(forest.split("_"))))
    return found


def _neighbours(woods: MapGeometry) -> dict[int, list[str]]:
    """Each clearing's neighbours along paths, then along rivers marked "≈" (the
    Riverfolk's and a boat's moves, 11.1)."""
    paths: dict[int, set[int]] = {}
    rivers: dict[int, set[int]] = {}
    for lines, pairs in ((paths, woods.paths), (rivers, woods.rivers)):
        for a, b in pairs:
            lines.setdefault(a, set()).add(b)
            lines.setdefault(b, set()).add(a)
    return {k: [str(n) for n in sorted(paths.get(k, ()))]
            + [f"\u2248{n}" for n in sorted(rivers.get(k, ()))]
            for k in set(paths) | set(rivers)}


def wrap(chips: list[Chip], width: float) -> list[list[Chip]]:
    lines: list[list[Chip]] = []
    current: list[Chip] = []
    for chip in chips:
        if current and sum(c.width for c in current) + chip.width > width:
            lines.append(current)
            current = []
        current.append(chip)
    if current:
        lines.append(current)
    return lines or [[]]


def legend_entries(view: RootView, words: Words) -> list[LegendEntry]:
    """Each faction's warrior mark with its name, then the suits and pieces of the map's legend."""
    marks = [LegendEntry(_mark_drawer(view, f), words(f)) for f in factions(view)
             if not plays_a_pawn(f)]  # a Vagabond has no warriors: its pawn follows
    return [*marks, *piece_entries(view, words), LegendEntry(_river_sign, words("by_river"))]


def _river_sign(canvas: Canvas, centre: Point, size: float) -> None:
    canvas.text(centre, "\u2248", size * 0.9, RIVER, "mm", glyph=True)


def _mark_drawer(view: RootView, faction: str) -> Any:
    style = style_of(view, faction)
    return lambda c, p, s: seat_mark(c, p, s * 0.5, style)


def legend_rows(measure: Any, shown: Sequence[LegendEntry], width: float, text: float) -> int:
    """How many rows the kit's legend takes (it wraps the same way)."""
    count, x = 1, 0.0
    for entry in shown:
        wide = LEGEND_GLYPH + 6 + measure.text_width(entry.label, text)
        if x > 0 and x + wide > width:
            count, x = count + 1, 0.0
        x += wide + GAP
    return count


@dataclass(frozen=True)
class Table:
    """The table measured: its rows, its legend and the height of the block."""

    rows: list[Row]
    legend: list[LegendEntry]
    legend_rows: int
    text: float  # the least readable size on this picture: headers, paths, legend

    @property
    def height(self) -> float:
        return (TITLE + HEADER + sum(r.height for r in self.rows) + 16
                + self.legend_rows * (LEGEND_GLYPH + 8) + 24)


def measure_table(view: RootView, woods: MapGeometry, words: Words, width: float,
                  box_width: float) -> Table:
    """The table for a detail picture `width` units wide, in a block `box_width` wide."""
    ruler = Ruler(width)
    text = least_size(width) + 1
    inner = box_width - 24
    found = rows(ruler, view, woods, words, inner)
    shown = legend_entries(view, words)
    return Table(found, shown, legend_rows(ruler, shown, inner, text), text)


def draw_table(canvas: Canvas, view: RootView, table: Table, box: Box, words: Words,
               previous: RootView | None = None) -> None:
    left, top, right, bottom = box
    canvas.rect(box, PAPER, INK, 3, radius=14)
    inner = (left + 12, top, right - 12, bottom)
    canvas.text((inner[0] + 4, top + TITLE / 2 + 4), words("by_clearing"), 28, INK, "lm",
                max_width=inner[2] - inner[0])
    most = max([r.slots for r in table.rows] + [1])
    cols = columns(inner, most)
    y = top + TITLE
    header_y = y + HEADER / 2
    size = table.text
    canvas.text((cols.left + 4, header_y), words("clearing_column"), size, MUTED, "lm",
                max_width=TAB)
    canvas.text((cols.slots, header_y), words("buildings"), size, MUTED, "lm",
                max_width=cols.pieces - cols.slots - 4)
    canvas.text((cols.pieces, header_y), words("pieces_column"), size, MUTED, "lm",
                max_width=cols.pieces_width)
    canvas.text((cols.right, header_y), words("paths_to"), size, MUTED, "rm", max_width=PATHS)
    y += HEADER
    changed = {str(k) for k in changed_places(view, previous, clearing_contents)}
    changed |= {str(k) for k in changed_places(view, previous, forest_pawns)}
    for index, row in enumerate(table.rows):
        draw_row(canvas, view, row, cols, y, index, size)
        if row.key in changed:  # as the map rings the clearing: the row's tab is framed
            mark_box(canvas, (cols.left - 3, y, cols.left + TAB + 3, y + row.height), 5)
        y += row.height
    canvas.line([(cols.left, y), (cols.right, y)], MUTED, 1.5)
    legend(canvas, (inner[0], y + 12, inner[2], bottom - 8), table.legend, LEGEND_GLYPH, size,
           GAP)


def draw_row(canvas: Canvas, view: RootView, row: Row, cols: Columns, top: float, index: int,
             text: float) -> None:
    bottom = top + row.height
    middle = top + ROW_PAD + max(TABLE_CHIPS.height, SLOT) / 2
    if index % 2 == 0:
        canvas.rect((cols.left - 4, top, cols.right + 4, bottom), WHITE, radius=8)
    tab = (cols.left, top + 3, cols.left + TAB, bottom - 3)
    if row.suit is None:  # a forest
        canvas.rect(tab, FOREST, INK, 2, radius=10)
        canvas.text((cols.left + TAB / 2, middle - 9), row.label, text, WHITE, "mm", INK, 1.5,
                    max_width=TAB - 8)
        canvas.text((cols.left + TAB / 2, middle + 12), row.forest, text, WHITE, "mm", INK, 1.5,
                    max_width=TAB - 8)
    else:
        canvas.rect(tab, suit_tint(row.suit), suit_fill(row.suit), 4, radius=10)
        suit_badge(canvas, row.suit, (cols.left + 22, middle), 15)
        canvas.text((cols.left + 44, middle), row.label, NUMBER_SIZE, INK, "lm")
    draw_slots(canvas, view, row, (cols.slots + SLOT / 2, middle))
    y = middle
    for line in row.lines:
        x = cols.pieces
        for chip in line:
            chip.draw(canvas, (x, y))
            x += chip.width
        y += TABLE_CHIPS.height + LINE_GAP
    paths = path_lines(canvas, row.paths, text)
    ys = [middle] if len(paths) == 1 else [middle - 0.55 * text, middle + 0.55 * text]
    for words_line, y in zip(paths, ys, strict=False):
        canvas.text((cols.right, y), words_line, text, INK, "rm", max_width=PATHS)


def path_lines(measure: Any, paths: list[str], text: float) -> list[str]:
    """The neighbours on one line, or on two when one is too narrow for the column."""
    whole = " ".join(paths)
    if len(paths) < 2 or measure.text_width(whole, text) <= PATHS:
        return [whole] if whole else []
    half = (len(paths) + 1) // 2
    return [" ".join(paths[:half]), " ".join(paths[half:])]



def draw_slots(canvas: Canvas, view: RootView, row: Row, first: Point) -> None:
    if row.suit is None:
        return
    x, y = first
    centres = [(x + i * (SLOT + SLOT_GAP), y) for i in range(row.slots)]
    slot_plate(canvas, row.suit, centres, SLOT)
    for i, centre in enumerate(centres):
        if i < len(row.buildings):
            owner, kind = str(row.buildings[i][0]), str(row.buildings[i][1])
            pieces.building(canvas, "ruin" if owner == "ruin" else kind, centre, SLOT,
                            style_of(view, owner), building_picture(kind))
        else:
            pieces.slot(canvas, centre, SLOT)
