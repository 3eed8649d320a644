"""The Root board image from real engine views: setup and seeded random playouts."""

from __future__ import annotations

import random

import pytest

from games.core import get_game
from renderers import render_image, render_png
from renderers.root.layout import WIDTH, image_height

ROOT = get_game("root")
MAX_STEPS = 400


def playout(seed: int, every: int) -> list[tuple[dict, dict]]:
    """(public view, view of the seat to act) every `every` steps and at the end."""
    state = ROOT.setup(2, {}, seed)
    rng = random.Random(seed)
    views = []
    for step in range(MAX_STEPS):
        prompts = state.pending()
        if not prompts:
            break
        seat = prompts[0].seat
        if step % every == 0:
            views.append((state.view(None), state.view(seat)))
        state.apply(seat, rng.choice(state.legal(seat)))
    views.append((state.view(None), state.view(0)))
    return views


def test_the_setup_view_renders() -> None:
    view = ROOT.setup(2, {}, 7).view(None)
    assert render_image("root", view).size == (WIDTH, image_height(2))


@pytest.mark.parametrize("seed", [3, 13])
def test_views_of_a_random_game_render_and_never_show_a_hand(seed: int) -> None:
    for public, seen in playout(seed, every=60):
        assert "private" in seen and "private" not in public
        png = render_png("root", public, ["Ana", "Ben"])
        assert png == render_png("root", seen, ["Ana", "Ben"])
        assert len(png) < 250_000
