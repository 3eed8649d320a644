"""Readable on a phone (issue 14 item 5): Discord shows a picture about 400 px wide
on a phone. Every game posts its board and then detail pictures; on the detail
pictures every text (not the letters inside glyphs) has capitals at least
LEAST_CAP px high once the picture is shown 400 px wide, and every player's name
and score, and whose turn, are on them — for every game, player count and
language. The board alone does not pass (the control)."""

from __future__ import annotations

import pytest

from bench.bench_render import midgame_views
from games.core import get_game
from renderers import DETAIL_SHOWN_WIDTH, SHOWN_WIDTH, render_images
from renderers.kit.details import LEAST_CAP, PHONE_WIDTH, cap_ratio, least_size, phone_cap
from renderers.kit.record import Drawing, DrawnText, recording
from tests.renderers.root import samples as root_samples
from tests.renderers.test_layout import CASES, NAMES

GAMES = ("meduris", "root", "mountain_king", "near_and_far")


def too_small(drawing: Drawing, canvas: int) -> list[tuple[str, float]]:
    """The texts of one canvas whose capitals are under LEAST_CAP px at phone width."""
    width = drawing.canvases[canvas][0]
    return [(t.text, round(phone_cap(t.size, width), 2)) for t in drawing.of(canvas).texts
            if not t.glyph and phone_cap(t.size, width) < LEAST_CAP - 1e-6]


def pictures(game: str, players: int, locale: str, names: list[str] = NAMES) -> tuple[
        list, Drawing]:
    view, previous = midgame_views(players, 1, game)
    with recording() as drawing:
        images = render_images(game, view, names, locale, previous)
    return images, drawing


def words_on(drawing: Drawing, canvases: range) -> str:
    return "\n".join(t.text for c in canvases for t in drawing.of(c).texts)


@pytest.mark.parametrize(("game", "players", "locale"), CASES)
def test_detail_pictures_are_readable_at_phone_width(game: str, players: int, locale: str) -> None:
    images, drawing = pictures(game, players, locale)
    assert len(images) >= 2 and len(drawing.canvases) == len(images)
    assert images[0].width == SHOWN_WIDTH
    assert all(image.width == DETAIL_SHOWN_WIDTH for image in images[1:])
    for canvas in range(1, len(images)):
        assert too_small(drawing, canvas) == []
        width, height, _ = drawing.canvases[canvas]
        assert height / width < 4.5  # a column, not a ribbon
    on_details = words_on(drawing, range(1, len(images)))
    for name in NAMES[:players]:
        assert name in on_details  # every player's panel is there


@pytest.mark.parametrize("game", GAMES)
def test_a_long_name_is_cut_not_shrunk_below_the_bar(game: str) -> None:
    players = get_game(game).max_players
    names = ["Maximiliana Wolfeschlegelsteinhausen"] * players
    images, drawing = pictures(game, players, "es", names)
    for canvas in range(1, len(images)):
        assert too_small(drawing, canvas) == []


@pytest.mark.parametrize("game", ["meduris", "mountain_king", "near_and_far"])
def test_the_board_alone_is_not_readable_at_phone_width(game: str) -> None:
    """The control: the same check fails on the board itself."""
    _, drawing = pictures(game, get_game(game).max_players, "en")
    assert len(too_small(drawing, 0)) > 20


def test_the_readability_check_can_fail() -> None:
    drawing = Drawing([DrawnText("honour", 12, (0, 0, 50, 10), 0)], [], [(1500, 1560, 1200)])
    assert too_small(drawing, 0) == [("honour", round(12 * PHONE_WIDTH / 1500 * cap_ratio(), 2))]
    assert phone_cap(least_size(520), 520) == pytest.approx(LEAST_CAP)


def test_near_and_far_panels_show_the_score_if_the_game_ended_now() -> None:
    view, previous = midgame_views(3, 1, "near_and_far")
    scores = get_game("near_and_far").public_scores(view)
    for locale, words in (("en", "VP if the game ended now"),
                          ("es", "PV si la partida acabara ahora")):
        with recording() as drawing:
            images = render_images("near_and_far", view, NAMES, locale, previous)
        for canvas in range(len(images)):
            lines = [t.text for t in drawing.of(canvas).texts if words in t.text]
            # What takes points away follows in brackets (issue 25, item 13).
            assert [line.split(" (")[0] for line in lines] == [
                f"{score} {words}" for score in scores]


def test_mountain_king_details_ask_the_question_the_board_leaves_out() -> None:
    view, previous = midgame_views(5, 1, "mountain_king")
    asked = view["pending"][0]
    game = get_game("mountain_king")
    for locale in ("en", "es"):
        question = game.question_text(asked["seat"], asked["kind"], asked.get("params", {}),
                                      locale, NAMES)
        with recording() as drawing:
            images = render_images("mountain_king", view, NAMES, locale, previous)
        first = " ".join(t.text for t in drawing.of(1).texts)
        assert len(images) == 4 and question.replace("`", "") in first
        assert question.split()[0] not in " ".join(t.text for t in drawing.of(0).texts)


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("sample", sorted(root_samples.FACTION_SAMPLES))
def test_root_three_and_four_faction_details_are_readable_at_phone_width(
        sample: str, locale: str) -> None:
    """The new boards (the Alliance's, the Vagabond's, two Vagabonds) on the detail
    pictures: every text readable 400 px wide, every player named, columns."""
    view = root_samples.FACTION_SAMPLES[sample]()
    with recording() as drawing:
        images = render_images("root", view, NAMES, locale, root_samples.moved_on(view))
    assert len(images) == 3  # the board, the clearings, the panels
    for canvas in (1, 2):
        assert too_small(drawing, canvas) == []
        width, height, _ = drawing.canvases[canvas]
        assert height / width < 4.5
    on_details = words_on(drawing, range(1, 3))
    for name in NAMES[:len(view["factions"])]:
        assert name in on_details
