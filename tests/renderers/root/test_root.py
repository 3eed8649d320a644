"""The Root board image from hand-built views: size, bytes, determinism, and
that what the view says is where the picture shows it."""

from __future__ import annotations

import copy
from functools import cache

import pytest
from PIL import Image, ImageChops

from renderers import has_renderer, render_image, render_png
from renderers.kit import HIGHLIGHT, INK, Box, Canvas
from renderers.kit.canvas import shown_size
from renderers.root import clearings
from renderers.root.layout import (
    MAP_BOX,
    RADIUS,
    WIDTH,
    image_height,
    map_geometry,
    panel_box,
)
from renderers.root.styles import BATTLE, RIVER_LIGHT, RUIN, faction_style, suit_fill
from renderers.root.woods import river_points
from tests.renderers.pixels import close, colour_at, inside_mark
from tests.renderers.root import samples

PNG_LIMIT = 250_000
NAMES = ["Ana", "Ben"]
FALL = map_geometry("fall")


@cache
def image_of(name: str) -> Image.Image:
    return render_image("root", samples.ALL[name](), NAMES)


def chip_row(view: dict, clearing: int, name: str) -> tuple[tuple[float, float], Box]:
    """Where the chip `name` (e.g. "warriors:eyrie") of a clearing begins, and its row."""
    spot = FALL.clearings[clearing]
    here = view["board"][str(clearing)]
    chips = clearings.piece_chips(Canvas(WIDTH, 10, INK), view, here)
    for backing, placed in clearings.row_layout(clearings.chips_top(spot), chips):
        for chip, start in placed:
            if chip.name == name:
                return start, backing
    raise AssertionError(f"no chip {name} in clearing {clearing}")


def chip_start(view: dict, clearing: int, name: str) -> tuple[float, float]:
    return chip_row(view, clearing, name)[0]


def test_root_is_registered() -> None:
    assert has_renderer("root") and has_renderer(" Root ")


@pytest.mark.parametrize("name", sorted(samples.ALL))
def test_every_sample_is_a_full_size_rgb_image(name: str) -> None:
    image = image_of(name)
    assert image.size == shown_size(WIDTH, image_height(2))
    assert image.mode == "RGB"


@pytest.mark.parametrize("name", sorted(samples.ALL))
def test_png_is_small_and_the_same_every_time(name: str) -> None:
    view = samples.ALL[name]()
    first = render_png("root", view, NAMES)
    again = render_png("root", copy.deepcopy(view), NAMES)
    assert first.startswith(b"\x89PNG")
    assert len(first) < PNG_LIMIT
    assert first == again


def test_private_part_of_a_view_changes_nothing() -> None:
    view = samples.midgame()
    assert render_png("root", samples.with_private(view), NAMES) == render_png("root", view, NAMES)


def test_the_view_is_not_modified() -> None:
    view = samples.midgame()
    before = copy.deepcopy(view)
    render_image("root", view, NAMES)
    assert view == before


@pytest.mark.parametrize(("clearing", "suit"), [(1, "fox"), (5, "rabbit"), (2, "mouse")])
def test_a_clearing_rim_has_its_suit_colour(clearing: int, suit: str) -> None:
    x, y = FALL.centre(clearing)
    rim = (x + RADIUS - clearings.RIM / 2, y)
    assert FALL.clearings[clearing].suit == suit
    for name in ("empty_setup", "midgame"):
        assert close(colour_at(image_of(name), rim), suit_fill(suit))


def test_warriors_show_their_faction_mark() -> None:
    view = samples.midgame()  # clearing 12: one Marquise warrior and two Eyrie warriors
    for faction in ("marquise", "eyrie"):
        x, y = chip_start(view, 12, f"warriors:{faction}")
        style = faction_style(faction)
        centre = (x + clearings.MARK + 4, y)
        point = inside_mark(style, centre, clearings.MARK)
        assert close(colour_at(image_of("midgame"), point), style.fill), faction


def test_a_warrior_count_is_drawn_beside_its_mark() -> None:
    """Changing one count changes the map only inside that chip's row."""
    view = samples.midgame()  # clearing 3: six Eyrie warriors
    fewer = copy.deepcopy(view)
    fewer["board"]["3"]["warriors"]["eyrie"] = 5
    box = (0, 0, WIDTH, int(MAP_BOX[3]))
    changed = ImageChops.difference(
        render_image("root", view, NAMES).crop(box), render_image("root", fewer, NAMES).crop(box)
    ).getbbox()
    assert changed is not None
    (x, _), (row_left, row_top, row_right, row_bottom) = chip_row(view, 3, "warriors:eyrie")
    left, top, right, bottom = changed
    assert x + 2 * clearings.MARK < left  # the mark stays, the number beside it changed
    assert row_left - 2 <= left and right <= row_right + 2
    assert row_top - 2 <= top and bottom <= row_bottom + 2


def test_ruins_and_empty_slots() -> None:
    size, centres = clearings.slot_layout(FALL.clearings[10], 2)  # clearing 10: a ruin, a slot
    image = image_of("empty_setup")
    x, y = centres[0]
    assert close(colour_at(image, (x + 0.3 * size, y - 0.3 * size)), RUIN)
    x, y = centres[1]
    assert not close(colour_at(image, (x, y)), RUIN)


def test_a_building_shows_its_owner_colour() -> None:
    size, centres = clearings.slot_layout(FALL.clearings[3], 1)  # clearing 3: an Eyrie roost
    x, y = centres[0]
    corner = (x - 0.41 * size, y - 0.3 * size)  # inside the square, clear of the nest
    assert close(colour_at(image_of("midgame"), corner), faction_style("eyrie").fill)


def test_the_last_battle_rings_its_clearing() -> None:
    x, y = FALL.centre(11)
    ring = (x - RADIUS - 6, y)
    assert close(colour_at(image_of("midgame"), ring), BATTLE)
    assert not close(colour_at(image_of("empty_setup"), ring), BATTLE)


def test_rivers_are_drawn_blue() -> None:
    middle = river_points(FALL.centre(4), FALL.centre(7))[16]
    assert close(colour_at(image_of("empty_setup"), middle), RIVER_LIGHT, 30)


def test_the_seat_asked_has_a_highlighted_panel() -> None:
    _, top, right, _ = panel_box(1)  # midgame: the Eyrie (seat 1) is asked
    point = (right - 150, top + 12)
    assert close(colour_at(image_of("midgame"), point), HIGHLIGHT)
    _, top, right, _ = panel_box(0)
    assert not close(colour_at(image_of("midgame"), (right - 150, top + 12)), HIGHLIGHT)


def test_an_activated_dominance_card_replaces_the_points() -> None:
    assert image_of("dominance").tobytes() != image_of("midgame").tobytes()
    _, top, right, _ = panel_box(1)
    chip = (right - 142, top + 84 / 2 + 20)  # low in the fox card, clear of its animal
    assert close(colour_at(image_of("dominance"), chip), suit_fill("fox"))


def test_game_over_differs_from_the_running_game() -> None:
    assert image_of("game_over").tobytes() != image_of("midgame").tobytes()


def test_spanish_words_change_the_picture() -> None:
    view = samples.midgame()
    assert render_png("root", view, NAMES, "es") != render_png("root", view, NAMES, "en")
    assert render_png("root", view, NAMES, "es-ES") == render_png("root", view, NAMES, "es")


def test_names_are_optional_and_may_be_long_or_odd() -> None:
    view = samples.midgame()
    odd = ["\U0001f600" * 3, "x" * 300]
    assert render_image("root", view, odd).size == shown_size(WIDTH, image_height(2))
    assert render_image("root", view).size == shown_size(WIDTH, image_height(2))
    assert render_image("root", view, ["Ana"]).size == shown_size(WIDTH, image_height(2))


def test_a_faction_without_a_board_picture_still_gets_a_panel() -> None:
    view = samples.midgame()
    view["factions"].append("alliance")
    view["players"] = 3
    view["hand_sizes"].append(2)
    view["faction_boards"]["alliance"] = {"supporters": 3, "bases": ["fox"]}
    view["board"]["8"]["tokens"].append(["alliance", "sympathy"])
    image = render_image("root", view, [*NAMES, "Cleo"])
    assert image.size == shown_size(WIDTH, image_height(3))
    assert not close(colour_at(image, (panel_box(2)[0] + 30, panel_box(2)[1] + 30)), INK, 0)


def test_a_view_that_is_not_root_gets_a_clear_error() -> None:
    with pytest.raises(ValueError, match="Root view"):
        render_image("root", {"plots": []})


def test_a_bare_or_odd_view_still_draws() -> None:
    assert render_image("root", {"board": {}}).size == shown_size(WIDTH, image_height(0))
    odd = {"board": {"1": None, "2": {"warriors": "x", "tokens": [1], "pawns": 5}},
           "factions": ["marquise"], "hand_sizes": "x", "vp": None, "current": 9,
           "faction_boards": {"marquise": {"tracks": 5}}, "result": {"winners": 0}}
    assert render_image("root", odd).size == shown_size(WIDTH, image_height(1))


@pytest.mark.parametrize("name", ["winter", "../deck", ""])
def test_an_unknown_map_gets_a_clear_error(name: str) -> None:
    with pytest.raises(ValueError, match="no Root map"):
        render_image("root", {"board": {}, "map": name or "?"})
