"""Board images: a game's public view in, pictures out.

Renderers read only public views (never a State, never a seat's private part),
so an image posted in a channel cannot leak a hand. They never import discord
or the bot.

The renderer of a game is a module with

    render(view, names=None, locale="en", previous=None) -> Image
        the board; `previous` is the public view of the last board shown, and
        what changed since then is marked (None: nothing is marked);
    render_details(view, names=None, locale="en", previous=None) -> list[Image]
        the pictures that follow the board, since one image cannot hold
        everything at phone size (Mountain King's trolls, Near and Far's
        players);
    seat_styles(view, locale="en") -> list[SeatStyle]
        each seat's colour, shape and letter as the board draws them (the
        score graph draws each player's line with them).

It is the module `renderers.<game id>` (renderers/registry.py): the list of games
is the registry's (`games.core.game_ids`), kept in one place.

A board is `SHOWN_WIDTH` pixels wide, a detail picture `DETAIL_SHOWN_WIDTH`
(renderers/kit/details.py: every text on it readable on a phone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from PIL import Image

from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.details import DETAIL_SHOWN_WIDTH
from renderers.png import encode_png
from renderers.registry import has_renderer, renderer_module

View = dict[str, Any]
Renderer = Callable[..., Image.Image]

def _module(game_id: str) -> ModuleType:
    return renderer_module(game_id)


def renderer_for(game_id: str) -> Renderer:
    """The `render(view, names, locale, previous)` function of a game."""
    render: Renderer = _module(game_id).render
    return render


def render_image(
    game_id: str, view: View, names: Sequence[str] | None = None, locale: str = "en",
    previous: View | None = None,
) -> Image.Image:
    """The board of `view` (a public view); `names` are display names by seat;
    what changed since `previous` (the public view of the last board shown) is
    marked."""
    return renderer_for(game_id)(view, names, locale, previous)


def render_images(
    game_id: str, view: View, names: Sequence[str] | None = None, locale: str = "en",
    previous: View | None = None,
) -> list[Image.Image]:
    """The board, then the game's detail pictures."""
    module = _module(game_id)
    board: Image.Image = module.render(view, names, locale, previous)
    details: list[Image.Image] = module.render_details(view, names, locale, previous)
    return [board, *details]


def render_png(
    game_id: str, view: View, names: Sequence[str] | None = None, locale: str = "en",
    previous: View | None = None,
) -> bytes:
    """The board as compact PNG bytes, ready to upload."""
    return encode_png(render_image(game_id, view, names, locale, previous))


def render_pngs(
    game_id: str, view: View, names: Sequence[str] | None = None, locale: str = "en",
    previous: View | None = None,
) -> list[bytes]:
    """The board and the detail pictures as PNG bytes, the board first."""
    return [encode_png(image) for image in render_images(game_id, view, names, locale, previous)]


__all__ = [
    "DETAIL_SHOWN_WIDTH",
    "SHOWN_WIDTH",
    "encode_png",
    "has_renderer",
    "render_image",
    "render_images",
    "render_png",
    "render_pngs",
    "renderer_for",
]
