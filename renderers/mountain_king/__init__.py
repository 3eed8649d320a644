"""The Mountain King board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image:

- left, the mountain: each square in its level's colour; a tunnel square is
  filled with its owner's colour inside a rim of the level's colour (so the
  level stays readable under tunnels), tiles and halls outlined (halls in
  gold), gates as seat marks, statues by clan (colour, shape and letter;
  hollow while buried), pedestals under their anchor, altars, workshops as
  numbered badges with a green bar on each open entrance, rubble and buried
  resources as the resources' own icons;
- under it a legend, the horde (bribes, pedestals, the choose-pedestal
  token), the spellbook with its runes, the pedestal marker with the point
  tokens still on it, the established workshops by number with their full
  names, and the supplies;
- right, one panel per player: honour, coronation, storage (team storage in
  team play) as icons with counts, pedestals and point tokens, and the troll
  pyramid with the resources sitting on each troll (filled icon) or free
  (hollow icon).

Image words live in `data/mountain_king/render/<locale>.json`; the names of
game things (spells, workshops, halls, clans) come from the game's catalog, so
the picture and the log call them the same (words.py).

One module per concern: layout.py (where things sit), pieces.py (colours and
glyphs), mountain.py, legend.py, supply.py (horde, spellbook, marker,
workshops, supplies), players.py (the panels), status.py (whose turn, the
question), reading.py (questions asked of the view and the data files),
changes.py (what changed since the board shown before).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from games.core.i18n import normalize_locale
from renderers.kit import Canvas, SeatStyle, seat_style
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import Ruler, stacked
from renderers.kit.lines import wrap
from renderers.mountain_king import table
from renderers.mountain_king.changes import draw_changes, honour_changes
from renderers.mountain_king.layout import (
    BACKGROUND,
    BOARD_LEFT,
    BOARD_TOP,
    CELL,
    HEIGHT,
    HORDE_TOP,
    LEGEND_TOP,
    LOWER_TOP,
    WIDTH,
    cell_xy,
    marker_token_centre,
    square_box,
)
from renderers.mountain_king.legend import draw_legend
from renderers.mountain_king.mountain import draw_board
from renderers.mountain_king.pieces import CLAN_FILL, LEVEL_FILL, OPEN
from renderers.mountain_king.players import draw_player, draw_players
from renderers.mountain_king.reading import display_names, public_part
from renderers.mountain_king.status import (
    draw_detail_status,
    draw_title,
    question_text,
    status_text,
)
from renderers.mountain_king.supply import draw_horde_and_spells, draw_marker_workshops_supply
from renderers.mountain_king.words import Names, Words, catalog_names

__all__ = [  # the entry points, and what the tests measure the picture by
    "BOARD_LEFT", "BOARD_TOP", "CELL", "CLAN_FILL", "HEIGHT", "LEVEL_FILL", "OPEN", "WIDTH",
    "Words", "marker_token_centre", "render", "render_details",
]


def render(view: dict[str, Any], names: Sequence[str] | None = None,
           locale: str = "en", previous: dict[str, Any] | None = None) -> Image.Image:
    public = public_part(view)
    locale = normalize_locale(locale)
    words = Words(locale)
    t = catalog_names(locale)
    canvas = Canvas(WIDTH, HEIGHT, BACKGROUND, shown_width=SHOWN_WIDTH)
    shown = display_names(public, names, t)
    numbers = {cell: str(i + 1) for i, cell in enumerate(public["workshops"])}
    draw_title(canvas, public, shown, words, t)
    draw_board(canvas, public, numbers, words)
    draw_legend(canvas, public, words, LEGEND_TOP)
    draw_horde_and_spells(canvas, public, words, t, HORDE_TOP)
    draw_marker_workshops_supply(canvas, public, numbers, words, t, LOWER_TOP)
    draw_changes(canvas, public, previous, lambda cell: square_box(*cell_xy(cell)))
    draw_players(canvas, public, shown, words, honour_changes(public, previous))
    return canvas.finish()


DETAIL_WIDTH = 520
"""The detail picture's width in layout units: the panels' smallest text (13)
stays readable with the picture shown 400 px wide."""
DETAIL_PANEL = 368
DETAIL_PER_PICTURE = 3


def render_details(view: dict[str, Any], names: Sequence[str] | None = None,
                   locale: str = "en", previous: dict[str, Any] | None = None) -> list[Image.Image]:
    """For a phone: whose turn and the question, then the table a turn is
    planned with (horde, spellbook, workshops, supply, pedestal point tokens)
    and a key to the icons; then every player's panel in one column, at most
    three panels a picture, so a picture is never much taller than a phone."""
    public = public_part(view)
    locale = normalize_locale(locale)
    words = Words(locale)
    t = catalog_names(locale)
    shown = display_names(public, names, t)
    changes = honour_changes(public, previous)
    seats = list(range(len(public["seats"])))
    groups = [seats[i:i + DETAIL_PER_PICTURE] for i in range(0, len(seats), DETAIL_PER_PICTURE)]
    if len(groups) > 1 and len(groups[-1]) == 1:  # 4 players: two and two
        groups = [seats[:2], seats[2:]]
    pictures = [_table_picture(public, shown, words, t, locale)]
    for group in groups:
        canvas, boxes = stacked(DETAIL_WIDTH, [DETAIL_PANEL] * len(group), BACKGROUND)
        for s, box in zip(group, boxes, strict=True):
            draw_player(canvas, public, s, box, shown, words, changes[s] if s < len(changes) else 0)
        pictures.append(canvas.finish())
    return pictures


def _table_picture(public: Any, shown: list[str], words: Words, t: Names,
                   locale: str) -> Image.Image:
    """Whose turn and the question, the horde, the spellbook, the workshops, the
    supply, the pedestal point tokens and the key, one under the other."""
    ruler = Ruler(DETAIL_WIDTH)
    inner = DETAIL_WIDTH - 32 - 24  # the column's padding, a block's margins
    question = question_text(public, shown, locale)
    lines = len(wrap(ruler, question, 19, DETAIL_WIDTH - 40, None))  # the whole question
    numbers = {cell: str(i + 1) for i, cell in enumerate(public["workshops"])}
    spells = table.spellbook_lines(ruler, public, t, inner)
    reserve = table.workshop_lines(ruler, public, words, t, inner)
    key = table.key_entries(words, t)
    heights = [46 + 24 * lines if lines else 52, table.horde_height(),
               table.spellbook_height(spells), table.workshops_height(public, reserve),
               table.supply_height(public), table.MARKER_HEIGHT,
               table.key_height(ruler, key, inner)]
    canvas, boxes = stacked(DETAIL_WIDTH, heights, BACKGROUND)
    status, horde, spellbook, workshops, supply, marker, legend = boxes
    draw_detail_status(canvas, status, status_text(public, shown, words), question)
    table.draw_horde(canvas, public, words, horde)
    table.draw_spellbook(canvas, public, words, t, spellbook, spells)
    table.draw_workshops(canvas, public, numbers, words, t, workshops, reserve)
    table.draw_supply(canvas, public, words, t, supply)
    table.draw_marker(canvas, public, words, marker)
    table.draw_key(canvas, words, legend, key)
    return canvas.finish()


def seat_styles(view: dict[str, Any], locale: str = "en") -> list[SeatStyle]:
    """Each seat's colour and letter as the board draws them (the score graph)."""
    return [seat_style(s.get("colour"), i) for i, s in enumerate(view.get("seats") or [])]
