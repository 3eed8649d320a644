"""The Meduris board image from hand-built views: size, bytes, determinism, and
that what the view says is where the picture shows it."""

from __future__ import annotations

import copy
from functools import cache

import pytest
from PIL import Image

from renderers import render_image, render_png
from renderers.kit import GOLD, seat_style
from renderers.kit.canvas import shown_size
from renderers.meduris import highlands, pieces
from renderers.meduris.layout import HEIGHT, HIGHLANDS_BOX, RING_OUTER, WIDTH, BoardLayout
from renderers.meduris.path import DRUID_SIZE, DruidPath
from renderers.meduris.ring import WATER, PlotParts
from renderers.meduris.road import DRUID_SIZE as ROAD_DRUID_SIZE
from renderers.meduris.road import RUNE_SIZE, road_places
from tests.renderers import samples
from tests.renderers.pixels import close, colour_at, inside_mark

PNG_LIMIT = 300_000


@cache
def image_of(name: str) -> Image.Image:
    return render_image("meduris", samples.ALL[name](), ["Ana", "Ben", "Cleo", "Dan"])


def slot_parts(view: dict, number: int) -> PlotParts:
    return PlotParts.of(BoardLayout.from_view(view).by_number[number].cell)


@pytest.mark.parametrize("name", sorted(samples.ALL))
def test_every_sample_is_a_full_size_rgb_image(name: str) -> None:
    image = image_of(name)
    assert image.size == shown_size(WIDTH, HEIGHT)
    assert image.mode == "RGB"


@pytest.mark.parametrize("name", sorted(samples.ALL))
def test_png_is_small_and_the_same_every_time(name: str) -> None:
    view = samples.ALL[name]()
    first = render_png("meduris", view, ["Ana", "Ben", "Cleo", "Dan"])
    again = render_png("meduris", copy.deepcopy(view), ["Ana", "Ben", "Cleo", "Dan"])
    assert first.startswith(b"\x89PNG")
    assert len(first) < PNG_LIMIT
    assert first == again


def test_private_part_of_a_view_changes_nothing() -> None:
    view = samples.midgame_3p()
    seen = dict(view, private={"seat": 1, "resources": {"wool": 4, "copper": 2}})
    assert render_png("meduris", seen) == render_png("meduris", view)


def test_the_view_is_not_modified() -> None:
    view = samples.late_4p()
    before = copy.deepcopy(view)
    render_image("meduris", view, ["Ana"])
    assert view == before


def test_a_hut_shows_its_owner_colour() -> None:
    view = samples.midgame_3p()  # plot 6: purple hut, plot 7: blue hut
    for number, colour in ((6, "purple"), (7, "blue")):
        parts = slot_parts(view, number)
        x, y = parts.building_at
        roof = (x, y - 0.25 * parts.hut_size())
        assert close(colour_at(image_of("midgame_3p"), roof), seat_style(colour).fill)


def test_a_temple_stands_on_gold_and_a_hut_does_not() -> None:
    view = samples.midgame_3p()  # plot 4: purple temple, plot 6: purple hut
    image = image_of("midgame_3p")
    for number, gold in ((4, True), (6, False)):
        parts = slot_parts(view, number)
        x, y = parts.building_at
        base = (x, y + 0.42 * parts.temple_size())
        assert close(colour_at(image, base), GOLD) is gold


def test_an_empty_plot_has_no_building_colour() -> None:
    view = samples.midgame_3p()  # plot 2 is empty
    x, y = slot_parts(view, 2).building_at
    found = colour_at(image_of("midgame_3p"), (x, y))
    assert not any(close(found, seat_style(c).fill) for c in samples.COLOURS)


def robe_point(centre: tuple[float, float], size: float) -> tuple[float, float]:
    return (centre[0], centre[1] + 0.25 * size)


def test_the_druid_stands_beside_the_plot_the_view_names() -> None:
    view = samples.midgame_3p()  # druid at plot 12
    spot = road_places(view, BoardLayout.from_view(view))["druid"]
    point = robe_point(spot, ROAD_DRUID_SIZE)
    assert close(colour_at(image_of("midgame_3p"), point), pieces.DRUID_ROBE)
    assert not close(colour_at(image_of("empty_2p"), point), pieces.DRUID_ROBE)


@pytest.mark.parametrize("stone", [0, 1, 2, 3])
def test_the_druid_on_his_path(stone: int) -> None:
    view = samples.empty_2p()
    view["druid"] = {"where": "stone", "index": stone}
    spot = DruidPath.from_view(view, BoardLayout.from_view(view)).druid_at(stone)
    image = render_image("meduris", view)
    assert close(colour_at(image, robe_point(spot, DRUID_SIZE)), pieces.DRUID_ROBE)
    assert "druid" not in road_places(view, BoardLayout.from_view(view))


def test_rune_stones_show_their_holder() -> None:
    view = samples.midgame_3p()  # area 0 held by blue (seat 1), area 6 by nobody
    places = road_places(view, BoardLayout.from_view(view))
    blue = seat_style("blue")
    mark = pieces.rune_mark_at(places["rune:0"], RUNE_SIZE, below=False)
    inside = inside_mark(blue, mark, RUNE_SIZE * 0.34)
    assert close(colour_at(image_of("midgame_3p"), inside), blue.fill)
    assert len([k for k in places if k.startswith("rune:")]) == 9


def test_highland_stacks_go_bottom_to_top() -> None:
    view = samples.midgame_3p()  # stone: green, blue, purple from the bottom
    boxes = highlands.highland_boxes(HIGHLANDS_BOX)
    image = image_of("midgame_3p")
    for level, colour in enumerate(("green", "blue", "purple")):
        style = seat_style(colour)
        centre = highlands.worker_at(boxes["stone"], level)
        point = inside_mark(style, centre, highlands.WORKER_RADIUS)
        assert close(colour_at(image, point), style.fill), (level, colour)
    empty = inside_mark(seat_style("purple"), highlands.worker_at(boxes["wool"], 0), 30)
    assert not close(colour_at(image, empty), seat_style("purple").fill)
    assert view["highlands"]["wool"] == []


def test_the_great_river_fills_the_corner_before_plot_one() -> None:
    corner = (RING_OUTER + 6, RING_OUTER + 6)
    assert close(colour_at(image_of("empty_2p"), corner), WATER)


def test_forty_plots_fit_the_ring_without_overlap() -> None:
    layout = BoardLayout.from_view(samples.late_4p())
    cells = [slot.cell for slot in layout.slots]
    assert len(cells) == 40 and len(set(cells)) == 40
    for left, top, right, bottom in cells:
        assert 0 <= left < right <= WIDTH and 0 <= top < bottom <= WIDTH


def test_final_lap_flag_and_druid_share_the_road() -> None:
    view = samples.late_4p()
    places = road_places(view, BoardLayout.from_view(view))
    assert {"druid", "flag"} <= set(places)
    assert places["druid"] != places["flag"]


def test_game_over_differs_from_the_last_lap() -> None:
    assert image_of("game_over_4p").tobytes() != image_of("late_4p").tobytes()


def test_spanish_words_change_the_picture() -> None:
    view = samples.empty_2p()
    assert render_png("meduris", view, locale="es") != render_png("meduris", view, locale="en")
    assert render_png("meduris", view, locale="es-ES") == render_png("meduris", view, locale="es")


def test_names_are_optional_and_may_be_long_or_odd() -> None:
    view = samples.late_4p()
    odd = ["\U0001f600" * 3, "x" * 300, "", None]
    image = render_image("meduris", view, odd)  # type: ignore[arg-type]
    assert image.size == shown_size(WIDTH, HEIGHT)
    assert render_image("meduris", view, ["Ana"]).size == shown_size(WIDTH, HEIGHT)


def test_a_view_without_plots_is_refused_politely() -> None:
    with pytest.raises(ValueError, match="Meduris view"):
        render_image("meduris", {"game": "meduris"})
