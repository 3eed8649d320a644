"""The Near and Far board image: drawn from real public views (AI self-play), in both
languages, for 2-4 players and after the game; size, determinism, content regions,
and nothing private."""

from __future__ import annotations

import io
from functools import cache
from typing import Any

import pytest
from PIL import Image

from games.core import agent_rng, get_game
from renderers import has_renderer, render_image, render_png, renderer_for
from renderers.kit import INK
from renderers.kit.canvas import shown_size
from renderers.near_and_far import render
from renderers.near_and_far.layout import SPACE_RADIUS, Projection, image_height, panel_box
from renderers.near_and_far.reading import map_data, style_of
from renderers.near_and_far.words import Words
from tests.renderers.pixels import close, colour_at

NAMES = ["Ana", "Bea", "Carlos", "Dani"]


@cache
def _played(players: int, rounds: int, seed: int = 5, options: tuple = ()) -> dict[str, Any]:
    game = get_game("near_and_far")
    state = game.setup(players, dict(options), seed)
    agent = game.agent("heuristic")
    seq = 1
    while state.result() is None and state.view(None)["round"] < rounds:
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, seq)))
        seq += 1
    return state.view(None)


def view_at(players: int, rounds: int, **options: str) -> dict[str, Any]:
    import copy

    return copy.deepcopy(_played(players, rounds, 5, tuple(sorted(options.items()))))


def test_registered_under_its_id() -> None:
    assert has_renderer("near_and_far") and has_renderer("Near-and-Far")
    assert renderer_for("near_and_far") is render


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("locale", ["en", "es"])
def test_mid_game_image_size_and_png(players: int, locale: str) -> None:
    view = view_at(players, 9)
    image = render_image("near_and_far", view, NAMES[:players], locale)
    assert image.size == shown_size(1400, image_height(players))
    png = render_png("near_and_far", view, NAMES[:players], locale)
    assert png.startswith(b"\x89PNG") and len(png) < 400_000
    assert Image.open(io.BytesIO(png)).size == image.size


def test_same_view_same_bytes() -> None:
    view = view_at(3, 9)
    assert render_png("near_and_far", view, NAMES) == render_png("near_and_far", view, NAMES)


def test_private_part_is_never_drawn() -> None:
    view = view_at(3, 9)
    secret = dict(view, private={"hand": ["a54", "a55"], "seat": 0})
    assert render_png("near_and_far", secret, NAMES) == render_png("near_and_far", view, NAMES)


def test_a_camp_is_a_ring_in_its_owners_colour() -> None:
    view = view_at(3, 12)
    board = map_data(view["map"])
    camped = [(s, o) for s, o in enumerate(view["camps"]) if o is not None]
    assert camped, "by round 12 someone has camped"
    image = render(view, NAMES)
    where = Projection.fit(board)
    words = Words("en")
    for space, owner in camped:
        x, y = where.point(board.spots[space].x, board.spots[space].y)
        # the ring lies between the space's edge and its own outline; above the space
        # nothing else is drawn (pawns stand left, badges at the corners)
        ring = colour_at(image, (x, y - SPACE_RADIUS - 4))
        expected = style_of(view, owner, words).fill
        assert close(ring, expected, 40), (space, ring, expected)
    free = [s for s, o in enumerate(view["camps"]) if o is None and s]
    x, y = where.point(board.spots[free[0]].x, board.spots[free[0]].y)
    assert not any(
        close(colour_at(image, (x, y - SPACE_RADIUS - 4)), style_of(view, s, words).fill, 20)
        for s in range(3)
    ), "a free space has no ring"


def test_the_player_asked_to_act_is_highlighted() -> None:
    view = view_at(3, 9)
    seat = view["pending"][0]["seat"]
    image = render(view, NAMES)
    others = [s for s in range(3) if s != seat]
    left, top, _, _ = panel_box(seat)
    gold_edge = colour_at(image, (left + 120, top + 1))
    plain_edge = colour_at(image, (panel_box(others[0])[0] + 120, panel_box(others[0])[1] + 1))
    assert not close(gold_edge, plain_edge, 10)
    assert close(plain_edge, INK, 40)


def test_finished_game_and_every_map_draw() -> None:
    view = view_at(2, 99)
    assert view["result"] is not None
    assert render(view, NAMES[:2], "es").size == shown_size(1400, image_height(2))
    for map_id in ("2", "3", "4", "5"):
        other = view_at(2, 6, map=map_id)
        assert render(other, None).size == shown_size(1400, image_height(2))


def test_odd_names_and_a_view_that_is_not_ours() -> None:
    view = view_at(4, 5)
    image = render(view, ["", "\U0001f600\U0001f600", "x" * 80, None])  # type: ignore[list-item]
    assert image.size == shown_size(1400, image_height(4))
    with pytest.raises(ValueError, match="Near and Far"):
        render({"game": "meduris", "plots": []})
