"""The shared drawing kit: canvas scaling, fonts, seat styles, glyphs, PNG encoding."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderers import encode_png
from renderers.kit import (
    INK,
    SEAT_STYLES,
    Canvas,
    LegendEntry,
    drawable,
    font,
    has_glyph,
    hut,
    legend,
    resource_icon,
    seat_mark,
    seat_style,
    shape_points,
    temple,
)
from renderers.kit.details import Ruler
from renderers.kit.lines import wrap
from tests.renderers.pixels import close, colour_at, inside_mark


def test_canvas_draws_big_and_finishes_at_layout_size() -> None:
    canvas = Canvas(200, 100, (255, 255, 255), scale=2)
    assert canvas.image.size == (400, 200)
    canvas.rect((10, 10, 60, 60), (0, 0, 255))
    picture = canvas.finish()
    assert picture.size == (200, 100)
    assert colour_at(picture, (35, 35)) == (0, 0, 255)
    assert colour_at(picture, (100, 80)) == (255, 255, 255)


def test_text_shrinks_to_fit_its_width() -> None:
    canvas = Canvas(300, 60, (255, 255, 255))
    wide = canvas.text_width("a rather long player name", 30)
    width = canvas.text((5, 30), "a rather long player name", 30, INK, "lm", max_width=200)
    assert width <= 200 < wide
    assert canvas.text((5, 30), "a rather long player name", 30, INK, max_width=60) <= 60
    assert canvas.clip("a rather long player name", 10, 60).endswith("\u2026")


def test_the_face_draws_spanish_and_drops_what_it_cannot() -> None:
    assert font(20) is font(20)
    assert all(has_glyph(ch) for ch in "ñÑáéíóúüÁ¿¡")
    assert not has_glyph("\U0010fffd")
    assert drawable("Año \U0010fffd nuevo") == "Año  nuevo"


def test_every_seat_has_its_own_shape_and_letter() -> None:
    shapes = {s.shape for s in SEAT_STYLES.values()}
    letters = {s.letter for s in SEAT_STYLES.values()}
    assert len(shapes) == len(letters) == len(SEAT_STYLES)
    four = [seat_style(c) for c in ("purple", "blue", "green", "red")]
    assert [s.shape for s in four] == ["circle", "square", "triangle", "diamond"]
    assert [s.letter for s in four] == ["P", "B", "G", "R"]


def test_an_unknown_colour_falls_back_to_the_seat_order() -> None:
    assert seat_style("teal", 1) == SEAT_STYLES["blue"]
    assert seat_style(None, 0) == SEAT_STYLES["purple"]


@pytest.mark.parametrize("shape,corners", [("square", 4), ("triangle", 3), ("circle", 32)])
def test_shape_points(shape: str, corners: int) -> None:
    assert len(shape_points(shape, (0, 0), 10)) == corners


@pytest.mark.parametrize("colour", ["purple", "blue", "green", "red"])
def test_a_seat_mark_is_filled_with_its_colour(colour: str) -> None:
    style = seat_style(colour)
    canvas = Canvas(100, 100, (255, 255, 255))
    seat_mark(canvas, (50, 50), 30, style)
    assert close(colour_at(canvas.finish(), inside_mark(style, (50, 50), 30)), style.fill)


def test_glyphs_draw_inside_their_box() -> None:
    canvas = Canvas(400, 100, (255, 255, 255), scale=1)
    for i, resource in enumerate(("wool", "wood", "stone", "copper", "mystery")):
        resource_icon(canvas, resource, (40 + 70 * i, 50), 50)
    hut(canvas, (50, 50), 60, seat_style("red"))
    temple(canvas, (150, 50), 60, seat_style("blue"))
    picture = canvas.finish()
    assert colour_at(picture, (2, 2)) == (255, 255, 255)
    assert picture.getbbox() is not None


def test_legend_wraps_to_a_new_row() -> None:
    canvas = Canvas(300, 200, (255, 255, 255), scale=1)
    calls: list[tuple[float, float]] = []

    def spy(c: Canvas, at: tuple[float, float], size: float) -> None:
        calls.append(at)

    legend(canvas, (0, 0, 300, 200), [LegendEntry(spy, "a long label")] * 4)
    assert len({y for _, y in calls}) > 1


def test_png_encoding_is_a_palette_image_and_deterministic() -> None:
    canvas = Canvas(120, 80, (240, 230, 200))
    canvas.circle((60, 40), 30, (200, 40, 40), INK, 3)
    picture = canvas.finish()
    data = encode_png(picture)
    assert data == encode_png(picture.copy())
    decoded = Image.open(io.BytesIO(data))
    assert decoded.mode == "P" and decoded.size == (120, 80)
    assert Image.open(io.BytesIO(encode_png(picture, palette=False))).mode == "RGB"


def test_outlined_polygons_match_pillow_pixel_for_pixel() -> None:
    """The canvas's reused outline mask (renderers/kit/outline.py) draws what
    ImageDraw.polygon draws, also when polygons overlap, touch the edge or leave it."""
    import random

    from PIL import ImageDraw

    from renderers.kit.outline import PolygonMask

    pick = random.Random(7)
    ours = Image.new("RGB", (300, 200), "white")
    theirs = ours.copy()
    mask = PolygonMask(ours.size)
    for _ in range(300):
        x, y = pick.uniform(-30, 330), pick.uniform(-30, 230)
        points = [(x + pick.uniform(-40, 40), y + pick.uniform(-40, 40)) for _ in range(5)]
        fill = pick.choice([None, (200, 40, 40), (20, 120, 200)])
        outline = pick.choice([(0, 0, 0), (200, 40, 40)])
        width = pick.randint(1, 7)
        mask.polygon(ImageDraw.Draw(ours), points, fill, outline, width)
        ImageDraw.Draw(theirs).polygon(points, fill, outline, width)
    assert ours.tobytes() == theirs.tobytes()


def test_wrap_says_where_it_cuts_and_cuts_nothing_without_a_cap() -> None:
    """A capped wrap ends its last line in "…" (a cut says it is cut); `max_lines=None`
    keeps every word (the detail pictures' question, issue 25 items 7 and 11)."""
    ruler = Ruler(600)
    text = " ".join(f"word{i}" for i in range(80))
    whole = wrap(ruler, text, 24, 400, None)
    assert " ".join(whole) == text and len(whole) > 3
    assert all(ruler.text_width(line, 24) <= 400 for line in whole)
    capped = wrap(ruler, text, 24, 400, 3)
    assert len(capped) == 3 and capped[-1].endswith("\u2026")
    assert " ".join(capped[:2]) == " ".join(whole[:2])


def test_a_cut_falls_between_words() -> None:
    """A cut never shortens a number: "clearing 12" is not drawn as "clearing 1…"."""
    ruler = Ruler(600)
    text = "You are attacked in clearing 12 by the Marquise, play an ambush card or pass"
    for width in range(160, 420, 7):
        first, *_ = wrap(ruler, text, 24, width, 1)
        kept = first.removesuffix("\u2026").split()
        assert first.endswith(" \u2026") or first == text
        assert text.split()[:len(kept)] == kept
