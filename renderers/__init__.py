"""Board images: a game's public view in, a picture out.

Renderers read only the public view (never a State, never a seat's private
part), so an image posted in a channel cannot leak a hand. They never import
discord or the bot.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image

from renderers.png import encode_png

Renderer = Callable[..., Image.Image]

_RENDERERS = {
    "meduris": "renderers.meduris",
    "root": "renderers.root",
    "mountain_king": "renderers.mountain_king",
    "near_and_far": "renderers.near_and_far",
}


def has_renderer(game_id: str) -> bool:
    return _key(game_id) in _RENDERERS


def _key(game_id: str) -> str:
    return str(game_id).strip().lower().replace("-", "_")


def renderer_for(game_id: str) -> Renderer:
    """The `render(view, names, locale)` function of a game."""
    key = _key(game_id)
    if key not in _RENDERERS:
        known = ", ".join(sorted(_RENDERERS))
        shown = str(game_id)[:40]
        raise ValueError(f"there is no board image for {shown!r} yet (we draw: {known})")
    return importlib.import_module(_RENDERERS[key]).render


def render_image(
    game_id: str, view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
) -> Image.Image:
    """The board of `view` (a public view); `names` are display names by seat."""
    return renderer_for(game_id)(view, names, locale)


def render_png(
    game_id: str, view: dict[str, Any], names: Sequence[str] | None = None, locale: str = "en",
) -> bytes:
    """The same board as compact PNG bytes, ready to upload."""
    return encode_png(render_image(game_id, view, names, locale))


__all__ = ["encode_png", "has_renderer", "render_image", "render_png", "renderer_for"]
