"""The Mountain King board image from real game views: size, bytes, speed-free
determinism, and that what the view says is where the picture shows it."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image

from games.core import agent_rng, get_game
from renderers import has_renderer, render_image, render_png
from renderers.kit.canvas import shown_size
from renderers.mountain_king import (
    BOARD_LEFT,
    BOARD_TOP,
    CELL,
    CLAN_FILL,
    HEIGHT,
    LEVEL_FILL,
    WIDTH,
)
from tests.renderers.pixels import colour_at

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
    return colour_at(image, (BOARD_LEFT + (x + 0.5 + dx) * CELL,
                             BOARD_TOP + (y + 0.5 + dy) * CELL))


def close(a: tuple, b: tuple, tolerance: int = 30) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a, b, strict=False))


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (3, 40), (4, 150), (5, 10_000)])
def test_image_size_and_png(players, steps):
    assert has_renderer("mountain_king")
    view = view_after(players, steps)
    image = render_image("mountain_king", view, NAMES)
    assert image.size == shown_size(WIDTH, HEIGHT) and image.mode == "RGB"
    png = render_png("mountain_king", view, NAMES, "es")
    assert png.startswith(b"\x89PNG") and len(png) < 300_000
    assert render_png("mountain_king", view, NAMES, "es") == png


def test_image_shows_levels_heart_statues_and_tunnels():
    """The heart and levels are coloured by band; an unearthed statue is its
    clan's shape in its clan's colour; a player's tunnel squares take the
    player's colour."""
    view = view_after(4, 150)
    image = render_image("mountain_king", view, NAMES)
    assert close(pixel(image, "h8", 0.3, 0.3), LEVEL_FILL[0])
    tunnel_cells = {c for t in view["tunnels"] for c in t["cells"]}
    bare = [c for c in ("a1", "o1", "a15", "o15") if c not in tunnel_cells]
    assert bare and close(pixel(image, bare[0], 0.3, 0.3), LEVEL_FILL[1])
    unearthed = [(c, clan) for c, clan in view["statues"].items() if c in tunnel_cells]
    assert unearthed
    cell, clan = unearthed[0]
    # Each clan has its own shape (a fire triangle is narrow at the top): look
    # on both sides of the letter in its middle.
    assert any(close(pixel(image, cell, dx, dy), CLAN_FILL[clan], 40)
               for dx in (-0.17, -0.1, 0.1) for dy in (-0.04, 0.05))
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


def test_image_words_in_both_languages():
    """Every image word exists in English and Spanish (data/mountain_king/render)."""
    from renderers.mountain_king import Words

    assert set(Words.words("en")) == set(Words.words("es"))
    assert Words("es")("honour", points=3) == "3 de honor"


def test_pedestal_marker_shows_the_tokens_still_to_win():
    """The pedestal marker under the board: a gold token where a point token is
    still on the track, none where it was taken."""
    from renderers.kit import GOLD
    from renderers.mountain_king import marker_token_centre

    view = view_after(4, 150)
    image = render_image("mountain_king", view, NAMES)
    seen = {True: 0, False: 0}
    for level in range(1, 6):
        for clan in range(3):
            x, y = marker_token_centre(level, clan)
            on_track = view["marker"][level - 1][clan] is not None
            # Just off the number in the middle of the disc.
            assert close(colour_at(image, (x - 9, y + 4)), GOLD, 40) == on_track
            seen[on_track] += 1
    assert seen[True] and seen[False]


def test_workshops_show_their_open_entrances():
    """A workshop is a paper badge; each side touching a tunnel carries a green bar."""
    from renderers.kit import PAPER
    from renderers.mountain_king import OPEN

    view = view_after(4, 150)
    image = render_image("mountain_king", view, NAMES)
    tunnel_cells = {c for t in view["tunnels"] for c in t["cells"]}
    checked = 0
    for name in view["workshops"]:
        assert close(pixel(image, name, 0.2, 0.2), PAPER, 20)
        col, row = "abcdefghijklmno".index(name[0]), int(name[1:])
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            if not (0 <= col + dx < 15 and 1 <= row + dy <= 15):
                continue
            side = f"{'abcdefghijklmno'[col + dx]}{row + dy}"
            bar = pixel(image, name, dx * 0.43, dy * 0.43)
            assert close(bar, OPEN, 40) == (side in tunnel_cells), (name, side)
            checked += 1
    assert checked
