"""Root on a phone (issue 25 item 17): what a player plans a turn with — the pieces in
every clearing — is readable in the pictures posted with a board shown 400 px wide.

- The map's own numbers and counts have capitals of at least LEAST_CAP px at 400 px
  (the font sizes used, scaled by 400 / the picture's width), and the warrior marks
  are large enough for their shapes to differ.
- The first detail picture is the map clearing by clearing: every clearing's
  buildings, each faction's warriors (mark and count), pawns and tokens, found where
  its row is drawn; every text on it readable at 400 px; a legend naming each
  faction's mark; the detail pictures' total height at 400 px bounded.
- A Lizard Cult garden stands out from a rabbit clearing (it was yellow on yellow).
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest
from PIL import Image

from bench.phone_images import root_views
from renderers import render_images
from renderers.kit.details import LEAST_CAP, PHONE_WIDTH, phone_cap
from renderers.kit.record import Drawing, DrawnText, recording
from renderers.root import by_clearing, clearings
from renderers.root.layout import MAP_BOX, PAD, map_geometry, panel_box
from renderers.root.legend import free_corner
from renderers.root.styles import RUIN, faction_style
from renderers.root.words import Words
from tests.renderers.pixels import Rgb, close, colour_at
from tests.renderers.root import samples

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
FALL = map_geometry("fall")
DETAIL_HEIGHT_AT_PHONE = 2400
"""The least a phone user scrolls through: every detail picture's height at 400 px,
added up (a four-faction table: about 2250 px; the panels alone were 1644)."""


@cache
def four_factions() -> tuple[dict[str, Any], dict[str, Any]]:
    """Issue 25's table, mid-game: the Lizard Cult, the Riverfolk, the Marquise, the Eyrie."""
    return root_views(250, 12)


def views() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    found = {"lizards_riverfolk": four_factions()}
    for name in ("four_factions", "crowded_four", "vagabond_in_forest", "two_vagabonds"):
        view = samples.FACTION_SAMPLES[name]()
        found[name] = (view, samples.moved_on(view))
    return found


VIEWS = sorted(["lizards_riverfolk", "four_factions", "crowded_four", "vagabond_in_forest",
                "two_vagabonds"])


def drawn(name: str, locale: str) -> tuple[list[Image.Image], Drawing, dict[str, Any]]:
    view, previous = views()[name]
    with recording() as drawing:
        images = render_images("root", view, NAMES, locale, previous)
    return images, drawing, view


def small(drawing: Drawing, canvas: int, keep: Any = lambda t: True) -> list[tuple[str, float]]:
    width = drawing.canvases[canvas][0]
    return [(t.text, round(phone_cap(t.size, width), 2)) for t in drawing.of(canvas).texts
            if not t.glyph and keep(t) and phone_cap(t.size, width) < LEAST_CAP - 1e-6]


def inside(box: tuple[float, float, float, float], outer: tuple[float, float, float, float],
           ) -> bool:
    return (box[0] >= outer[0] and box[1] >= outer[1] and box[2] <= outer[2]
            and box[3] <= outer[3])


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("name", VIEWS)
def test_the_maps_numbers_and_counts_are_readable_at_phone_width(name: str, locale: str) -> None:
    """On the board itself: every text of the map (clearing numbers, warrior and token
    counts), the small corner legend apart (the clearing table's legend is the one a
    phone reads), and marks 13 px across at 400 px."""
    _, drawing, _ = drawn(name, locale)
    legend = free_corner(FALL) or (0, 0, 0, 0)
    on_map = drawing.of(0)
    map_texts = [t for t in on_map.texts if inside(t.box, MAP_BOX) and not inside(t.box, legend)]
    assert len(map_texts) > 20
    assert small(drawing, 0, lambda t: t in map_texts) == []
    assert 2 * clearings.MARK * PHONE_WIDTH / drawing.canvases[0][0] >= 13


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("name", VIEWS)
def test_the_detail_pictures_are_readable_and_not_endless(name: str, locale: str) -> None:
    images, drawing, _ = drawn(name, locale)
    assert len(images) == 3  # the board, the map clearing by clearing, the panels
    for canvas in (1, 2):
        assert small(drawing, canvas) == []
    at_phone = sum(round(i.height * PHONE_WIDTH / i.width) for i in images[1:])
    assert at_phone <= DETAIL_HEIGHT_AT_PHONE


def row_anchors(drawing: Drawing) -> dict[str, DrawnText]:
    """Each clearing's number in the table (its tab, at the left of the clearings picture)."""
    left = PAD + 12 + by_clearing.TAB
    return {t.text: t for t in drawing.of(1).texts
            if not t.glyph and t.size == by_clearing.NUMBER_SIZE and t.box[2] < left}


def row_band(view: dict[str, Any], anchor: DrawnText, clearing: int, locale: str,
             ) -> tuple[float, float]:
    """The row's top and bottom: its number sits in the middle of its first line."""
    middle = (anchor.box[1] + anchor.box[3]) / 2
    top = middle - by_clearing.ROW_PAD - max(by_clearing.TABLE_CHIPS.height,
                                             by_clearing.SLOT) / 2
    row = table_rows(view, locale)[clearing - 1]
    return top, top + row.height


def table_rows(view: dict[str, Any], locale: str) -> list[by_clearing.Row]:
    width = detail_width()
    public: Any = view
    return by_clearing.measure_table(public, FALL, Words(locale), width, width - 2 * PAD).rows


def detail_width() -> float:
    return panel_box(0)[2] - panel_box(0)[0] + 2 * PAD


def counted(text: DrawnText, letter: DrawnText) -> bool:
    """`text` is the count of the warrior mark whose letter is `letter`: just right of it
    on the same line."""
    same_line = abs((text.box[1] + text.box[3]) / 2 - (letter.box[1] + letter.box[3]) / 2) < 8
    return same_line and 0 <= text.box[0] - letter.box[2] <= 2 * by_clearing.TABLE_CHIPS.mark


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("name", VIEWS)
def test_each_clearings_pieces_are_in_its_row_of_the_details(name: str, locale: str) -> None:
    images, drawing, view = drawn(name, locale)
    anchors = row_anchors(drawing)
    assert sorted(anchors, key=int) == [str(c) for c in sorted(FALL.clearings)]
    texts = drawing.of(1).texts
    rows = table_rows(view, locale)
    for key, here in view["board"].items():
        top, bottom = row_band(view, anchors[key], int(key), locale)
        band = [t for t in texts if top <= (t.box[1] + t.box[3]) / 2 <= bottom]
        for faction, count in here["warriors"].items():
            if count <= 0:
                continue
            letter = faction_style(faction).letter
            marks = [t for t in band if t.glyph and t.text == letter]
            assert any(counted(t, m) for t in band if t.text == str(count) and not t.glyph
                       for m in marks), (key, faction, count)
        for pawn in here.get("pawns", []):
            assert any(t.glyph and t.text == faction_style(pawn).letter for t in band), key
        row = rows[int(key) - 1]
        assert row.label == key
        assert [list(b) for b in row.buildings] == [list(b) for b in here["buildings"]]
        chips = [c.name for line in row.lines for c in line]
        tokens = {f"{kind}:{owner}" for owner, kind in here.get("tokens", [])}
        assert tokens <= set(chips), key
        assert buildings_drawn(images[1], view, row, anchors[key])


def buildings_drawn(image: Image.Image, view: dict[str, Any], row: by_clearing.Row,
                    anchor: DrawnText) -> bool:
    """Each building's square is in its owner's colour (a ruin grey), at the bottom left
    corner inside its frame, clear of its white picture."""
    middle = (anchor.box[1] + anchor.box[3]) / 2
    cols = by_clearing.columns((PAD + 12, 0, detail_width() - PAD - 12, 0),
                               max(r.slots for r in table_rows(view, "en")))
    size = by_clearing.SLOT
    for i, (owner, _) in enumerate(row.buildings):
        x = cols.slots + size / 2 + i * (size + by_clearing.SLOT_GAP)
        want: Rgb = RUIN if owner == "ruin" else faction_style(owner).fill
        if not close(colour_at(image, (x - 0.36 * size, middle + 0.36 * size)), want, 20):
            return False
    return True


def test_a_pawn_in_a_forest_has_a_row_of_its_own() -> None:
    _, drawing, view = drawn("vagabond_in_forest", "es")
    (forest, pawns), = [(f, p) for f, p in view["forests"].items() if p]
    rows = table_rows(view, "es")
    assert rows[-1].key == forest and rows[-1].label == "bosque"
    assert [c.name for line in rows[-1].lines for c in line] == [f"pawn:{p}" for p in pawns]
    assert "·".join(forest.split("_")) in [t.text for t in drawing.of(1).texts]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_clearing_table_has_a_legend_naming_each_factions_mark(locale: str) -> None:
    _, drawing, view = drawn("lizards_riverfolk", locale)
    words = Words(locale)
    texts = [t.text for t in drawing.of(1).texts]
    for faction in view["factions"]:
        assert words(faction) in texts
    for piece in ("garden", "trade_post", "sawmill", "roost", "by_river"):
        assert words(piece) in texts
    heading = {"en": "Clearing by clearing", "es": "Claro a claro"}[locale]
    assert heading in texts


def luminance(colour: Rgb) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Rgb, b: Rgb) -> float:
    """WCAG's contrast ratio: 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_a_lizard_garden_stands_out_on_a_rabbit_clearing() -> None:
    """It was a yellow square on a yellow clearing with a white sprout: now the slots
    stand on a dark plate of the suit, and the sprout is dark on the Cult's yellow."""
    view, previous = four_factions()
    board = view["board"]
    garden = ["lizards", "garden_rabbit"]
    spot = next(s for s in FALL.clearings.values() if s.suit == "rabbit"
                and garden in [list(b) for b in board[str(s.id)]["buildings"]])
    built = [list(b) for b in board[str(spot.id)]["buildings"]]
    image = render_images("root", view, NAMES, "en", previous)[0]
    size, centres = clearings.slot_layout(spot, max(spot.slots, len(built)))
    x, y = centres[built.index(["lizards", "garden_rabbit"])]
    yellow = faction_style("lizards").fill
    assert close(colour_at(image, (x - 0.36 * size, y + 0.36 * size)), yellow, 20)
    around = colour_at(image, (x - size / 2 - 3, y))  # just outside the garden's frame
    assert contrast(around, yellow) >= 3
    sprout = colour_at(image, (x, y + 0.25 * size))  # the stem
    assert contrast(sprout, yellow) >= 3


def test_a_clearing_whose_pieces_changed_is_framed_in_the_table() -> None:
    """As the map rings it: a warrior moved from one clearing to another frames both
    rows' tabs, and nothing else, on the clearings picture."""
    previous = samples.four_factions()
    view = copy.deepcopy(previous)
    view["board"]["12"]["warriors"]["eyrie"] -= 1
    view["board"]["6"]["warriors"]["eyrie"] = view["board"]["6"]["warriors"].get("eyrie", 0) + 1
    with recording() as drawing:
        render_images("root", view, NAMES, "en", previous)
    anchors = row_anchors(drawing)
    framed = drawing.of(1).changes
    assert len(framed) == 2
    for change, clearing in zip(sorted(framed, key=lambda c: c.box[1]), ("6", "12"),
                                strict=True):
        middle = (anchors[clearing].box[1] + anchors[clearing].box[3]) / 2
        assert change.box[1] < middle < change.box[3]
    with recording() as drawing:
        render_images("root", view, NAMES, "en", copy.deepcopy(view))
    assert drawing.of(1).changes == []
