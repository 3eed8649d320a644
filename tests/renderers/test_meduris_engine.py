"""The board image from real engine views: setup and random playouts to the end."""

from __future__ import annotations

import random

import pytest

from renderers import render_image, render_png
from renderers.kit.canvas import shown_size
from renderers.meduris.layout import HEIGHT, WIDTH, BoardLayout
from renderers.meduris.pieces import DRUID_ROBE
from renderers.meduris.road import DRUID_SIZE, road_places
from tests.renderers.pixels import close, colour_at

try:
    from games.core import get_game

    MEDURIS = get_game("meduris")
except Exception:  # the engine is not there yet: these tests wait for it
    MEDURIS = None

pytestmark = pytest.mark.skipif(MEDURIS is None, reason="games.meduris is not available")
MAX_STEPS = 2000


def playout(players: int, seed: int, stop_at: set[int]) -> list[dict]:
    """Public views at the given step numbers and at the end of a random game."""
    state = MEDURIS.setup(players, {}, seed)
    rng = random.Random(seed)
    views = []
    for step in range(MAX_STEPS):
        if step in stop_at:
            views.append(state.view(None))
        prompts = state.pending()
        if not prompts:
            break
        seat = prompts[0].seat
        state.apply(seat, rng.choice(state.legal(seat)))
    views.append(state.view(None))
    return views


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_views_render(players: int) -> None:
    view = MEDURIS.setup(players, {}, 11).view(None)
    assert len(view["plots"]) == (40 if players == 4 else 32)
    image = render_image("meduris", view)
    assert image.size == shown_size(WIDTH, HEIGHT)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_render_at_every_stage(players: int) -> None:
    views = playout(players, 100 + players, {40, 120})
    assert views[-1]["phase"] == "over" and views[-1]["result"]
    for view in views:
        data = render_png("meduris", view, ["Ana", "Ben", "Cleo", "Dan"])
        assert 0 < len(data) < 300_000


def test_the_druid_is_drawn_where_the_engine_says() -> None:
    for view in playout(3, 7, set(range(60, 400, 20))):
        if view["druid"]["where"] != "plot":
            continue
        spot = road_places(view, BoardLayout.from_view(view))["druid"]
        robe = (spot[0], spot[1] + 0.25 * DRUID_SIZE)
        assert close(colour_at(render_image("meduris", view), robe), DRUID_ROBE)
        return
    pytest.fail("the druid never reached the ring in this game")


def test_a_seat_view_draws_the_same_board_as_the_public_view() -> None:
    state = MEDURIS.setup(3, {}, 5)
    for _ in range(30):
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    assert "private" in state.view(1)
    assert render_png("meduris", state.view(1)) == render_png("meduris", state.view(None))
