"""The Mountain King board image from real game views: size, bytes, speed-free
determinism, and that what the view says is where the picture shows it."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image

from games.core import agent_rng, get_game
from renderers import has_renderer, render_image, render_png
from renderers.mountain_king import (
    BOARD_LEFT,
    BOARD_TOP,
    CELL,
    CLAN_FILL,
    HEIGHT,
    LEVEL_FILL,
    WIDTH,
)

GAME = get_game("mountain_king")
NAMES = ["Ana", "Bea", "Cris", "Dani", "Eva"]


@cache
def view_after(players: int, steps: int, seed: int = 3) -> dict:
    state = GAME.setup(players, {}, seed)
    agent = GAME.agent("heuristic")
    done = 0
    while not state.is_over() and done < steps:
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, done)))
        done += 1
    return state.view(None)


def pixel(image: Image.Image, name: str, dx: float = 0.0, dy: float = 0.0) -> tuple:
    x, y = "abcdefghijklmno".index(name[0]), int(name[1:]) - 1
    return image.getpixel((int(BOARD_LEFT + (x + 0.5 + dx) * CELL),
                           int(BOARD_TOP + (y + 0.5 + dy) * CELL)))


def close(a: tuple, b: tuple, tolerance: int = 30) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a, b, strict=False))


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (3, 40), (4, 150), (5, 10_000)])
def test_image_size_and_png(players, steps):
    assert has_renderer("mountain_king")
    view = view_after(players, steps)
    image = render_image("mountain_king", view, NAMES)
    assert image.size == (WIDTH, HEIGHT) and image.mode == "RGB"
    png = render_png("mountain_king", view, NAMES, "es")
    assert png.startswith(b"\x89PNG") and len(png) < 300_000
    assert render_png("mountain_king", view, NAMES, "es") == png


def test_image_shows_levels_heart_statues_and_tunnels():
    """The heart and levels are coloured by band; an unearthed statue is a disc
    of its clan's colour; a player's tunnel squares take the player's colour."""
    view = view_after(4, 150)
    image = render_image("mountain_king", view, NAMES)
    assert close(pixel(image, "h8", 0.3, 0.3), LEVEL_FILL[0])
    tunnel_cells = {c for t in view["tunnels"] for c in t["cells"]}
    bare = [c for c in ("a1", "o1", "a15", "o15") if c not in tunnel_cells]
    assert bare and close(pixel(image, bare[0], 0.3, 0.3), LEVEL_FILL[1])
    unearthed = [(c, clan) for c, clan in view["statues"].items() if c in tunnel_cells]
    assert unearthed
    cell, clan = unearthed[0]
    assert close(pixel(image, cell, -0.17, -0.04), CLAN_FILL[clan], 40)
    owned = next(t for t in view["tunnels"] if t["kind"] == "tile" and t["owner"] is not None)
    square = next(c for c in owned["cells"] if c not in view["statues"]
                  and c not in view["workshops"])
    assert not close(pixel(image, square, -0.3, 0.3), LEVEL_FILL[1], 10)


def test_image_reads_only_the_public_view():
    """A seat's private part (the draft hand) changes nothing in the picture."""
    state = GAME.setup(2, {}, 5)
    state.apply(state.pending()[0].seat, state.legal(state.pending()[0].seat)[0])
    public = render_png("mountain_king", state.view(None), NAMES)
    private = render_png("mountain_king", state.view(0), NAMES)
    assert public == private
    with pytest.raises(ValueError):
        render_image("mountain_king", {"game": "meduris"})
