"""The Root board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image: the woodland map with its
clearings, forests, rivers and pieces; a status strip with whose turn it is,
the last battle's dice, the dominance cards, deck and discard; and one panel
per faction with its points, hand size, items, cards in play and faction board.

`render_details(view, names, locale, previous)`: the pictures a phone reads, every
text readable with the picture shown 400 px wide: whose turn, the phase and the
question over the map clearing by clearing (renderers/root/by_clearing.py: each
clearing's buildings, warriors, pawns and tokens, its paths, and the legend); then
every faction's panel one under the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from PIL import Image

from renderers.kit import Canvas, SeatStyle
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import Ruler, stacked
from renderers.root.by_clearing import draw_table, measure_table
from renderers.root.changes import draw_changes, vp_change
from renderers.root.clearings import draw_clearings
from renderers.root.forests import draw_forest_pawns
from renderers.root.layout import (
    MAP_BOX,
    PAD,
    PANEL_HEIGHT,
    STATUS_BOX,
    WIDTH,
    image_height,
    map_geometry,
    panel_box,
)
from renderers.root.legend import draw_legend
from renderers.root.panels import draw_panel, draw_vp_change
from renderers.root.reading import display_names, factions, last_battle
from renderers.root.status import draw_status, draw_turn_panel, turn_panel_height
from renderers.root.styles import faction_style
from renderers.root.woods import draw_ground
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

BACKGROUND = (52, 70, 50)


def public_part(view: dict[str, Any]) -> RootView:
    """The view without anything private, whatever the caller passed in: the one place
    where the contract's plain dict is read as Root's view (games/root/view_types.py)."""
    if not isinstance(view, dict) or not isinstance(view.get("board"), dict):
        raise ValueError("a Root board image needs a Root view with its board")
    return cast("RootView", {key: value for key, value in view.items() if key != "private"})


def previous_part(previous: dict[str, Any] | None) -> RootView | None:
    """The board shown before, read as a view: it may come from an older release, so
    what changed is compared defensively (renderers/kit/changes.py `changed_places`)."""
    return cast("RootView | None", previous)


def render(
    view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> Image.Image:
    public = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(public, names, words)
    woods = map_geometry(str(public.get("map") or "fall"))
    canvas = Canvas(WIDTH, image_height(len(factions(public))), BACKGROUND, shown_width=SHOWN_WIDTH)
    draw_ground(canvas, woods, MAP_BOX)
    draw_changes(canvas, public, before, woods)  # under the clearings: chips stay on top
    battle = last_battle(public, "battle") or last_battle(public)
    draw_clearings(canvas, public, woods, battle.clearing if battle else None)
    draw_forest_pawns(canvas, public, woods)
    draw_legend(canvas, public, woods, words)
    draw_status(canvas, public, STATUS_BOX, shown, words)
    for seat, faction in enumerate(factions(public)):
        draw_panel(canvas, public, seat, faction, panel_box(seat), shown, words, before)
        draw_vp_change(canvas, public, faction, panel_box(seat), vp_change(public, before, faction))
    return canvas.finish()


def render_details(
    view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
    previous: dict[str, Any] | None = None,
) -> list[Image.Image]:
    """Whose turn and the question over the clearing table; then every faction's panel
    in one column."""
    public = public_part(view)
    before = previous_part(previous)
    words = Words(locale)
    shown = display_names(public, names, words)
    order = factions(public)
    width = panel_box(0)[2] - panel_box(0)[0] + 2 * PAD
    woods = map_geometry(str(public.get("map") or "fall"))
    table = measure_table(public, woods, words, width, width - 2 * PAD)
    turn = turn_panel_height(Ruler(width), public, shown, words, width - 2 * PAD)
    canvas, boxes = stacked(width, [turn, table.height], BACKGROUND, PAD, PAD)
    draw_turn_panel(canvas, public, boxes[0], shown, words)
    draw_table(canvas, public, table, boxes[1], words, before)
    pictures = [canvas.finish()]
    canvas, boxes = stacked(width, [PANEL_HEIGHT] * len(order), BACKGROUND, PAD, PAD)
    for seat, faction in enumerate(order):
        box = boxes[seat]
        draw_panel(canvas, public, seat, faction, box, shown, words, before)
        draw_vp_change(canvas, public, faction, box, vp_change(public, before, faction))
    return [*pictures, canvas.finish()]


def seat_styles(view: dict[str, Any], locale: str = "en") -> list[SeatStyle]:
    """Each seat's faction colour and mark as the board draws them (the score graph)."""
    public = cast("RootView", view)  # the factions are all it reads
    return [faction_style(f, i) for i, f in enumerate(public.get("factions") or [])]
