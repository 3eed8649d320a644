"""Every board and detail picture, at every player count and in both languages:
nothing drawn outside the canvas, and no two labels overlap (read from what the canvas drew,
renderers/kit/record.py). Seat letters and statue letters sit inside their own
glyphs and are not labels."""

from __future__ import annotations

import pytest

from bench.bench_render import midgame_views
from games.core import get_game
from renderers import DETAIL_SHOWN_WIDTH, SHOWN_WIDTH, render_images
from renderers.kit.canvas import Box
from renderers.kit.record import Drawing, DrawnText, recording
from tests.renderers.root import samples as root_samples

NAMES = ["Ana", "Benedetta", "Cleo", "Dan", "Eve"]
CASES = [(g, n, locale) for g in ("meduris", "root", "mountain_king", "near_and_far")
         for n in range(get_game(g).min_players, get_game(g).max_players + 1)
         for locale in ("en", "es")]


def overlap(a: Box, b: Box, slack: float = 1.0) -> bool:
    return (a[0] + slack < b[2] and b[0] + slack < a[2]
            and a[1] + slack < b[3] and b[1] + slack < a[3])


def overlapping(texts: list[DrawnText]) -> list[tuple[str, str]]:
    labels = [t for t in texts if not t.glyph]
    return [(a.text, b.text) for i, a in enumerate(labels) for b in labels[i + 1:]
            if overlap(a.box, b.box)]


@pytest.mark.parametrize(("game", "players", "locale"), CASES)
def test_labels_stay_on_the_canvas_and_apart(game: str, players: int, locale: str) -> None:
    """The board and every detail picture posted with it."""
    view, previous = midgame_views(players, 1, game)
    with recording() as drawing:
        images = render_images(game, view, NAMES, locale, previous)
    assert len(drawing.canvases) == len(images)
    for index, image in enumerate(images):
        assert image.width == (SHOWN_WIDTH if index == 0 else DETAIL_SHOWN_WIDTH)
        drawn = drawing.of(index)
        width, height, _ = drawn.canvases[0]
        outside = [t.text for t in drawn.texts
                   if t.box[0] < -0.5 or t.box[1] < -0.5 or t.box[2] > width + 0.5
                   or t.box[3] > height + 0.5]
        assert outside == [], index
        assert [c.box for c in drawn.changes if not (
            c.box[0] >= 0 and c.box[1] >= 0 and c.box[2] <= width and c.box[3] <= height)] == []
        assert overlapping(drawn.texts) == [], index


def test_the_overlap_check_can_fail() -> None:
    a = DrawnText("Sculptor's Hall 4/12", 14, (10, 100, 150, 114), 0)
    b = DrawnText("32 tunnel tiles left", 14, (10, 108, 140, 122), 0)
    assert overlapping([a, b]) == [("Sculptor's Hall 4/12", "32 tunnel tiles left")]


def check_layout(images: list, drawing: Drawing) -> None:
    """Nothing outside its canvas, no two labels overlapping, on every picture drawn."""
    assert len(drawing.canvases) == len(images)
    for index in range(len(images)):
        drawn = drawing.of(index)
        width, height, _ = drawn.canvases[0]
        outside = [t.text for t in drawn.texts
                   if t.box[0] < -0.5 or t.box[1] < -0.5 or t.box[2] > width + 0.5
                   or t.box[3] > height + 0.5]
        assert outside == [], index
        assert overlapping(drawn.texts) == [], (index, overlapping(drawn.texts))


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("sample", sorted(root_samples.FACTION_SAMPLES))
def test_root_three_and_four_faction_boards_stay_on_the_canvas_and_apart(
        sample: str, locale: str) -> None:
    """The Alliance's and the Vagabond's boards, a pawn in a forest, two Vagabonds
    (tests/renderers/root/samples.py), with the previous board marked."""
    view = root_samples.FACTION_SAMPLES[sample]()
    with recording() as drawing:
        images = render_images("root", view, NAMES, locale, root_samples.moved_on(view))
    assert drawing.changes  # the marks are drawn, and held to the canvas below
    check_layout(images, drawing)
    for index in range(len(images)):
        width, height, _ = drawing.canvases[index]
        assert all(c.box[0] >= 0 and c.box[1] >= 0 and c.box[2] <= width
                   and c.box[3] <= height for c in drawing.of(index).changes)
