"""The phone is a first-class screen (issue 25 item 17): what a player plans a turn
with is on the detail pictures, readable 400 px wide (every text's capitals at
least LEAST_CAP px), with a legend, in English and Spanish — Mountain King's
horde, spellbook, workshops and supply; Near and Far's positions; Meduris' pieces
left to build — and the board's own fixes: Near and Far's pawns and camps,
Meduris' rune-stone holders and the order ring on whoever acts."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from bench.bench_render import midgame_views
from bench.phone_images import near_and_far_views
from games.core import get_game
from renderers import render_images
from renderers.kit import HIGHLIGHT
from renderers.kit.canvas import Box
from renderers.kit.record import Drawing, recording
from renderers.meduris import pieces
from renderers.meduris.layout import BoardLayout
from renderers.meduris.reading import seat_styles as meduris_styles
from renderers.meduris.road import RUNE_SIZE, road_places
from renderers.meduris.status import MARK
from renderers.meduris.words import Words as MedurisWords
from renderers.mountain_king.pieces import RESOURCES
from renderers.mountain_king.words import Words as KingWords
from renderers.mountain_king.words import catalog_names
from renderers.near_and_far.board import CAMP_TENT, CAMP_TOKEN, camp_places, pawn_places
from renderers.near_and_far.layout import Projection
from renderers.near_and_far.positions import camps_text, place_text
from renderers.near_and_far.reading import map_data, style_of
from renderers.near_and_far.styles import PAWN
from renderers.near_and_far.words import Words as FarWords
from tests.renderers.pixels import close, colour_at
from tests.renderers.test_layout import overlapping
from tests.renderers.test_phone import too_small

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
LOCALES = ("en", "es")


def drawn(game: str, view: dict[str, Any], previous: dict[str, Any] | None,
          locale: str) -> tuple[list[Any], Drawing]:
    with recording() as drawing:
        images = render_images(game, view, NAMES, locale, previous)
    return images, drawing


def texts(drawing: Drawing, canvas: int) -> list[str]:
    return [t.text for t in drawing.of(canvas).texts]


def readable_and_apart(images: list[Any], drawing: Drawing) -> None:
    for canvas in range(1, len(images)):
        assert too_small(drawing, canvas) == [], canvas
        assert overlapping(drawing.of(canvas).texts) == [], canvas


def meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# -- Mountain King: the table a turn is planned with -----------------------------------


@cache
def king_view(steps: int) -> tuple[dict[str, Any], dict[str, Any]]:
    return midgame_views(5, 1, "mountain_king", steps)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("steps", [200, 400])  # no workshop yet; three on the mountain
def test_mountain_king_details_hold_horde_spellbook_workshops_supply_and_key(
        locale: str, steps: int) -> None:
    view, previous = king_view(steps)
    images, drawing = drawn("mountain_king", view, previous, locale)
    words, t = KingWords(locale), catalog_names(locale)
    table = texts(drawing, 1)
    for title in ("horde", "workshops", "supply", "marker", "key"):
        assert words(title) in table, title
    assert words("spellbook", count=view["spell_deck"]) in table
    for page in view["spellbook"]:
        assert t(f"spell.{page['spell']}") in table
    for level, row in view["horde"].items():  # every troll by the slot `recruit` names
        for i, entry in enumerate(row):
            assert (f"{level}.{i + 1}" in table) == (entry is not None)
    for resource in RESOURCES:  # the supply's counts, and the key names every icon
        assert str(view["supply"][resource]) in table
        assert t(f"res.{resource}") in table
    for shop in view["workshops"].values():
        assert t(f"workshop_text.{shop['kind']}") in table
    assert steps == 200 or view["workshops"]
    reserve = Counter(view["workshop_reserve"])
    assert any(t(f"workshop.{kind}") in line for kind in reserve for line in table)
    readable_and_apart(images, drawing)


# -- Near and Far: pawns, camps, where everyone is -------------------------------------


@cache
def far_views() -> tuple[dict[str, Any], dict[str, Any]]:
    return near_and_far_views(4, 1)


@pytest.mark.parametrize("locale", LOCALES)
def test_near_and_far_details_say_where_everyone_is_with_a_legend(locale: str) -> None:
    view, previous = far_views()
    assert sum(s["where"] == "map" for s in view["seats"]) >= 3
    images, drawing = drawn("near_and_far", view, previous, locale)
    words, board = FarWords(locale), map_data(str(view["map"]))
    details = texts(drawing, 1)
    assert words("positions") in details
    camped = 0
    for seat in range(4):
        assert place_text(view, board, seat, words) in details
        assert camps_text(view, board, seat, words) in details
        camped += sum(owner == seat for owner in view["camps"])
    assert camped >= 4 and words("camps_none") not in camps_text(view, board, 2, words)
    for key in ("legend.camp", "legend.heart", "legend.pawn", "legend.bird"):
        assert words(key) in details
    readable_and_apart(images, drawing)


def test_near_and_far_camps_leave_the_route_labels_uncovered() -> None:
    view, _ = far_views()
    board = map_data(str(view["map"]))
    where = Projection.fit(board)
    words = FarWords("en")
    with recording() as drawing:
        render_images("near_and_far", view, NAMES, "en")
    checked = 0
    for space, owner in enumerate(view["camps"]):
        spot = board.spots[space]
        if owner is None or not spot.route:
            continue
        label_boxes = [t.box for t in drawing.of(0).texts if t.text == words(
            f"route_short.{spot.route}")]
        tent, token = camp_places(where.point(spot.x, spot.y))
        for centre, reach in ((tent, CAMP_TENT / 2), (token, CAMP_TOKEN)):
            box = (centre[0] - reach, centre[1] - reach, centre[0] + reach, centre[1] + reach)
            assert not any(meets(box, b) for b in label_boxes), space
        checked += 1
    assert checked >= 1  # Cleo's camp on space 30, on the tea route


def test_near_and_far_pawns_are_large_in_their_colour_and_the_white_seat_is_edged() -> None:
    view, _ = far_views()
    board = map_data(str(view["map"]))
    image = render_images("near_and_far", view, NAMES, "en")[0]
    places = pawn_places(view, board, Projection.fit(board))
    assert len(places) >= 3
    # A pawn stands about 2.8 bodies tall: at least 12 px on a board shown 400 px wide.
    assert PAWN * 2.8 * image.info["layout_scale"] * 400 / image.width >= 12
    words = FarWords("en")
    for seat, (x, y) in places.items():
        style = style_of(view, seat, words)
        head = (x, y - PAWN * 1.25)
        assert close(colour_at(image, head), style.fill), seat
        if style.colour_name == "white":  # an ink edge round the pale body on the land
            edge = colour_at(image, (x + PAWN * 0.55 + 1, head[1]))  # the head's rim
            assert max(edge) < 90, edge


# -- Meduris: rune holders, pieces left, the order ring -------------------------------


def test_meduris_rune_holders_stand_clear_of_their_stone() -> None:
    view, _ = midgame_views(4, 1, "meduris")
    places = road_places(view, BoardLayout.from_view(view))
    w, h = RUNE_SIZE * 0.5, RUNE_SIZE * 0.42
    radius = RUNE_SIZE * pieces.RUNE_MARK
    assert radius >= 18  # 6 px on a phone: as large as the smallest worker mark
    for below in (False, True):
        x, y = places["rune:0"]
        mx, my = pieces.rune_mark_at((x, y), RUNE_SIZE, below)
        mark = (mx - radius, my - radius, mx + radius, my + radius)
        assert not meets(mark, (x - w, y - h, x + w, y + h)), below


@pytest.mark.parametrize(("locale", "head"), [("en", "Left to build"),
                                              ("es", "Quedan por construir")])
def test_meduris_huts_and_temples_columns_say_they_count_what_is_left(
        locale: str, head: str) -> None:
    view, previous = midgame_views(4, 1, "meduris")
    images, drawing = drawn("meduris", view, previous, locale)
    assert MedurisWords(locale)("left") == head
    for canvas in range(len(images)):
        assert head in texts(drawing, canvas)
    legend = MedurisWords(locale)("rune")
    assert legend in texts(drawing, 1)  # the legend on the detail picture too
    readable_and_apart(images, drawing)


def ringed_in_order(view: dict[str, Any], locale: str) -> list[int]:
    """The seats whose mark in the turn order sits on the gold disc, on the board
    and on the detail picture (each must agree)."""
    with recording() as drawing:
        images = render_images("meduris", view, NAMES, locale)
    styles = meduris_styles(view)
    found = []
    order = [styles[seat].letter for seat in view["turn_order"]]
    for canvas in (0, 1):
        letters = [t for t in drawing.of(canvas).texts if t.glyph]
        # the order row: the first run of seat letters in the turn order's sequence
        first = next(i for i in range(len(letters))
                     if [t.text for t in letters[i:i + len(order)]] == order)
        ringed = []
        for seat, mark in zip(view["turn_order"], letters[first:first + len(order)], strict=True):
            x, y = (mark.box[0] + mark.box[2]) / 2, (mark.box[1] + mark.box[3]) / 2
            if close(colour_at(images[canvas], (x + MARK + 2, y)), HIGHLIGHT):
                ringed.append(seat)
        found.append(ringed)
    assert found[0] == found[1]
    return found[0]


@pytest.mark.parametrize("locale", LOCALES)
def test_meduris_order_ring_follows_whoever_acts_during_setup(locale: str) -> None:
    """Setup: bonus tokens and workers are laid in turn while `current` stays on the
    first player; the gold ring goes round with the question."""
    game = get_game("meduris")
    state = game.setup(4, {}, 1)
    pick = random.Random(1)
    acted = []
    for _ in range(8):  # bonus tokens, then the first workers
        view = state.view(None)
        acting = view["pending"][0]["seat"]
        assert view["current"] == view["turn_order"][0]
        assert ringed_in_order(view, locale) == [acting]
        acted.append(acting)
        state.apply(acting, pick.choice(state.legal(acting)))
    assert set(acted) == {0, 1, 2, 3}
    assert view["phase"] == "place_workers"
